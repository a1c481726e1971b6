import { parseArgs } from "node:util";
import type { ThinkingLevel } from "../ai/types.js";

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

const THINKING = ["off", "minimal", "low", "medium", "high"];
// pi's two-letter short flags, which parseArgs would read as two separate letters.
const PI_SHORT: Record<string, string> = { "-nt": "--no-tools", "-nc": "--no-context-files", "-ns": "--no-skills", "-t": "--tools" };

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
    // Node's messages run to several sentences; the first says what was wrong.
    throw new UsageError(`${(error as Error).message.split(". ")[0]}; see repo-agent --help`);
  }
  const v = parsed.values;
  if (v.mode !== undefined && !["text", "json", "rpc"].includes(v.mode)) {
    throw new UsageError(`--mode must be text, json or rpc (got "${v.mode}")`);
  }
  if (v.thinking !== undefined && !THINKING.includes(v.thinking)) {
    throw new UsageError(`--thinking must be one of ${THINKING.join(", ")} (got "${v.thinking}")`);
  }
  if (v["no-session"] && (v.session !== undefined || v.continue)) {
    throw new UsageError("--no-session cannot be combined with --session or --continue");
  }
  if (v.session !== undefined && v.continue) throw new UsageError("--session and --continue are alternatives; give one");
  if (v["no-tools"] && v.tools !== undefined) throw new UsageError("--tools and --no-tools are alternatives; give one");

  let tools: ToolName[] = [...TOOL_NAMES];
  if (v["no-tools"]) tools = [];
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
    thinking: v.thinking as ThinkingLevel | undefined,
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
