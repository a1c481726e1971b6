import { VERSION } from "../version.js";
import { UsageError, parseCliArgs } from "./args.js";

const HELP = `repo-agent ${VERSION} - a pi-compatible coding agent

Usage: repo-agent [options] [message...]

Options:
  -p, --print              Print the model's answer and exit
  --model <provider>/<id>  anthropic/…, openai/…, google/…, or openai-compatible/… with --base-url
  --api-key <key>          API key (default: ANTHROPIC_API_KEY, OPENAI_API_KEY or GEMINI_API_KEY)
  --base-url <url>         API base URL (default: the provider's, or ANTHROPIC_BASE_URL / OPENAI_BASE_URL)
  --thinking <level>       off, minimal, low, medium or high
  -h, --help               Show this help and exit
  -v, --version            Print the version and exit

The message may also come on stdin. Tools, sessions and budgets arrive with the full CLI.
`;

async function readStdin(): Promise<string> {
  // Only a pipe or file is read; a terminal or a closed stdin never blocks.
  if (process.stdin.isTTY) return "";
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8").trim();
}

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
  const prompt = args.messages.length ? args.messages.join(" ") : await readStdin();
  if (!prompt) throw new UsageError("no message given; pass one as an argument or on stdin (see repo-agent --help)");
  // Loaded only when a prompt runs, so --help and --version stay instant.
  const { runPrint } = await import("./print.js");
  return runPrint(args, prompt);
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
