import { VERSION } from "../version.js";
import { UsageError, parseCliArgs } from "./args.js";

const HELP = `repo-agent ${VERSION} - a pi-compatible coding agent

Usage: repo-agent [options] [message...] [@file...]

Modes:
  -p, --print                 Print only the final answer (the default)
  --mode text|json|rpc        json: the session header, then one event per line;
                              rpc: pi's RPC protocol on stdin/stdout
  --export <in.jsonl> [out]   Write a session as one self-contained HTML page
  --list-models [search]      List the models (built-in and models.json) and exit

Model:
  --model <provider>/<id>[:<thinking>]
                              anthropic/…, openai/…, google/…, or openai-compatible/… with --base-url
  --api-key <key>             Default: ANTHROPIC_API_KEY, OPENAI_API_KEY or GEMINI_API_KEY
  --base-url <url>            Default: the provider's, or ANTHROPIC_BASE_URL / OPENAI_BASE_URL
  --thinking <level>          off, minimal, low, medium or high (pi's xhigh is high; default medium
                              for reasoning models)
  --idle-timeout <seconds>    Retry a model request whose stream is quiet this long (default 120)

Tools:
  -t, --tools <list>          Comma-separated subset of read,bash,edit,write,grep,find,ls (default: all)
  -nt, --no-tools             No tools (also pi's -nbt, --no-builtin-tools)

Session:
  --session <file|id>         Resume this session file (or create it), or the session whose id
                              starts with <id>
  -c, --continue              Resume the newest session of this directory
  --session-dir <dir>         Where sessions are kept (default: $REPO_AGENT_DIR/sessions/…)
  --no-session                Keep nothing on disk

Context:
  --system-prompt <text|file>         Replace the default system prompt
  --append-system-prompt <text|file>  Append to it (repeatable)
  -nc, --no-context-files     Ignore AGENTS.md / CLAUDE.md
  --skill <path>              Load a skill file or directory (repeatable)
  -ns, --no-skills            Skip skill discovery
  -np, --no-prompt-templates  Do not expand /name from prompt templates
  (pi's -ne, --no-extensions is accepted: there are no extensions)
  --cwd <dir>                 Work in this directory

Budgets (off by default):
  --max-cost <usd>            Stop once the model cost reaches this
  --timeout <seconds>         Stop after this much wall-clock time
  --max-turns <n>             Stop after this many model turns

  -h, --help                  Show this help
  -v, --version               Print the version

Text piped on stdin goes first in the first message, as in pi. Exit codes: 0 done, 1 the run failed, 2 bad usage.
`;

async function main(argv: string[]): Promise<number> {
  const args = parseCliArgs(argv);
  if (args.help) {
    process.stdout.write(HELP);
    return 0;
  }
  if (args.version) {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  // Loaded only when needed, so --help and --version stay instant.
  if (args.export) return (await import("./export.js")).exportCommand(args.export);
  if (args.listModels) return (await import("./list-models.js")).listModelsCommand(args);
  if (args.mode === "rpc") return (await import("./rpc.js")).runRpc(args);
  const { run } = await import("./run.js");
  return run(args);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`repo-agent: ${error.message}\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`repo-agent: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    }
  },
);
