import { parseArgs } from "node:util";
import type { ThinkingLevel } from "../ai/types.js";
import { PI_LEVELS, toThinkingLevel } from "../ai/thinking.js";

export const TOOL_NAMES = ["read", "bash", "edit", "write", "grep", "find", "ls"] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

export interface CliArgs {
  help: boolean;
  version: boolean;
  mode: "text" | "json" | "rpc";
  model?: string;
  apiKey?: string;
  baseUrl?: string;
  thinking?: ThinkingLevel;
  /** Active tools in order; empty with --no-tools. */
  tools: ToolName[];
  session?: string;
  continue: boolean;
  sessionDir?: string;
  noSession: boolean;
  systemPrompt?: string;
  appendSystemPrompts: string[];
  noContextFiles: boolean;
  skills: string[];
  noSkills: boolean;
  noPromptTemplates: boolean;
  cwd?: string;
  maxCostUsd?: number;
  timeoutSeconds?: number;
  maxTurns?: number;
  /** Abort a model request whose stream is quiet this long, and retry it. */
  idleTimeoutSeconds?: number;
  /** `--list-models [search]`: true, or the search text. */
  listModels?: true | string;
  /** `--export <session.jsonl> [out.html]`. */
  export?: { input: string; output?: string };
  /** Positional messages: the first is the prompt, later ones follow in the same session. */
  messages: string[];
  /** `@path` arguments whose contents join the first prompt. */
  files: string[];
}

export class UsageError extends Error {}

// pi's multi-letter short flags, which parseArgs would read as separate letters.
const PI_SHORT: Record<string, string> = {
  "-nt": "--no-tools",
  "-nbt": "--no-builtin-tools",
  "-nc": "--no-context-files",
  "-ns": "--no-skills",
  "-np": "--no-prompt-templates",
  "-ne": "--no-extensions",
  "-t": "--tools",
};
/** Single-letter flags that may be grouped (`-pc`). */
const SHORT_BOOLEANS = "hvpc";

/** pi flags repo-agent does not take, and what to use instead. */
const INSTEAD: Record<string, string> = {
  "--resume": "repo-agent has no session picker; use -c for the newest session or --session <file or id>",
  "-r": "repo-agent has no session picker; use -c for the newest session or --session <file or id>",
  "--provider": "name the provider in --model <provider>/<id>, e.g. --model anthropic/claude-sonnet-4-6",
};

/** parseArgs's error as one line: the whole unknown flag (not its first letter) and what to use instead. */
function usageLine(error: Error, argv: string[]): UsageError {
  const end = argv.indexOf("--");
  const flags = end === -1 ? argv : argv.slice(0, end);
  const grouped = flags.find((a) => /^-[a-zA-Z]{2,}$/.test(a) && !PI_SHORT[a] && [...a.slice(1)].some((c) => !SHORT_BOOLEANS.includes(c)));
  const unknown = grouped ?? /^Unknown option '([^']+)'/.exec(error.message)?.[1];
  if (unknown) return new UsageError(`Unknown option '${unknown}'${INSTEAD[unknown] ? `: ${INSTEAD[unknown]}` : ""}; see repo-agent --help`);
  // "--max-cost -1": Node's three lines say the value looks like an option.
  const ambiguous = /^Option '(--[\w-]+)/.exec(error.message);
  if (ambiguous && /argument is ambiguous/.test(error.message)) {
    const value = flags[flags.indexOf(ambiguous[1]) + 1];
    return new UsageError(`${ambiguous[1]} was given "${value}", which looks like an option; if it is the value, write ${ambiguous[1]}=${value}`);
  }
  return new UsageError(`${error.message.split(/\.\s|\n/)[0]}; see repo-agent --help`);
}

function positiveNumber(flag: string, raw: string | undefined, integer = false): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new UsageError(`${flag} needs a positive ${integer ? "whole " : ""}number (got "${raw}")`);
  }
  return n;
}

export function parseCliArgs(argv: string[]): CliArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv.map((a) => PI_SHORT[a] ?? a),
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: "boolean", short: "h" },
        version: { type: "boolean", short: "v" },
        print: { type: "boolean", short: "p" },
        mode: { type: "string" },
        model: { type: "string" },
        "api-key": { type: "string" },
        "base-url": { type: "string" },
        thinking: { type: "string" },
        tools: { type: "string" },
        "no-tools": { type: "boolean" },
        // Only built-in tools here, so pi's --no-builtin-tools is --no-tools.
        "no-builtin-tools": { type: "boolean" },
        // No extensions here: nothing to turn off.
        "no-extensions": { type: "boolean" },
        "no-prompt-templates": { type: "boolean" },
        session: { type: "string" },
        continue: { type: "boolean", short: "c" },
        "session-dir": { type: "string" },
        "no-session": { type: "boolean" },
        "system-prompt": { type: "string" },
        "append-system-prompt": { type: "string", multiple: true },
        "no-context-files": { type: "boolean" },
        skill: { type: "string", multiple: true },
        "no-skills": { type: "boolean" },
        cwd: { type: "string" },
        "max-cost": { type: "string" },
        timeout: { type: "string" },
        "max-turns": { type: "string" },
        "idle-timeout": { type: "string" },
        "list-models": { type: "boolean" },
        export: { type: "string" },
      },
    });
  } catch (error) {
    throw usageLine(error as Error, argv);
  }
  const v = parsed.values;
  if (v.mode !== undefined && !["text", "json", "rpc"].includes(v.mode)) {
    throw new UsageError(`--mode must be text, json or rpc (got "${v.mode}")`);
  }
  // pi's xhigh is our high, as in settings.json and RPC.
  const thinking = v.thinking === undefined ? undefined : toThinkingLevel(v.thinking);
  if (v.thinking !== undefined && !thinking) throw new UsageError(`--thinking must be one of ${PI_LEVELS.join(", ")} (got "${v.thinking}")`);
  if (v["no-session"] && (v.session !== undefined || v.continue)) {
    throw new UsageError("--no-session cannot be combined with --session or --continue");
  }
  if (v.session !== undefined && v.continue) throw new UsageError("--session and --continue are alternatives; give one");
  const noTools = v["no-tools"] || v["no-builtin-tools"];
  if (noTools && v.tools !== undefined) throw new UsageError("--tools and --no-tools are alternatives; give one");

  let tools: ToolName[] = [...TOOL_NAMES];
  if (noTools) tools = [];
  else if (v.tools !== undefined) {
    const names = v.tools.split(",").map((t) => t.trim()).filter(Boolean);
    const unknown = names.filter((n) => !(TOOL_NAMES as readonly string[]).includes(n));
    if (unknown.length) throw new UsageError(`unknown tool ${unknown.join(", ")} in --tools; available: ${TOOL_NAMES.join(", ")}`);
    tools = [...new Set(names)] as ToolName[];
  }

  let positionals = parsed.positionals;
  // `--list-models [search]` and `--export <in> [out]` take their optional word as a positional.
  let listModels: true | string | undefined;
  if (v["list-models"]) listModels = positionals.length ? positionals.join(" ") : true;
  let exportArgs: CliArgs["export"];
  if (v.export !== undefined) {
    if (positionals.length > 1) throw new UsageError("--export takes a session file and at most one output file");
    exportArgs = { input: v.export, output: positionals[0] };
  }
  if (listModels || exportArgs) positionals = [];
  return {
    help: v.help ?? false,
    version: v.version ?? false,
    mode: (v.mode as CliArgs["mode"] | undefined) ?? "text",
    model: v.model,
    apiKey: v["api-key"],
    baseUrl: v["base-url"],
    thinking,
    tools,
    session: v.session,
    continue: v.continue ?? false,
    sessionDir: v["session-dir"],
    noSession: v["no-session"] ?? false,
    systemPrompt: v["system-prompt"],
    appendSystemPrompts: v["append-system-prompt"] ?? [],
    noContextFiles: v["no-context-files"] ?? false,
    skills: v.skill ?? [],
    noSkills: v["no-skills"] ?? false,
    noPromptTemplates: v["no-prompt-templates"] ?? false,
    cwd: v.cwd,
    maxCostUsd: positiveNumber("--max-cost", v["max-cost"]),
    timeoutSeconds: positiveNumber("--timeout", v.timeout),
    maxTurns: positiveNumber("--max-turns", v["max-turns"], true),
    idleTimeoutSeconds: positiveNumber("--idle-timeout", v["idle-timeout"]),
    listModels,
    export: exportArgs,
    messages: positionals.filter((p) => !p.startsWith("@")),
    files: positionals.filter((p) => p.startsWith("@")).map((p) => p.slice(1)),
  };
}
