import { PI_LEVELS, type PiThinkingLevel } from "../../ai/thinking.js";
import type { ImageContent } from "../../ai/types.js";

// pi 0.73's RPC commands (docs/rpc.md, rpc-types.ts) and their checking: a line that is not a
// well-formed command becomes an error response, never an exception.

export type RpcId = string | number;

export interface RpcResponse {
  id?: RpcId;
  type: "response";
  command: string;
  success: boolean;
  data?: unknown;
  error?: string;
}

export type ThinkingInput = PiThinkingLevel;
export type QueueModeInput = "all" | "one-at-a-time";

/** A checked command; fields are as the doc names them. */
export interface RpcCommand {
  id?: RpcId;
  type: string;
  message?: string;
  images?: ImageContent[];
  streamingBehavior?: "steer" | "followUp";
  parentSession?: string;
  provider?: string;
  modelId?: string;
  level?: ThinkingInput;
  mode?: QueueModeInput;
  customInstructions?: string;
  enabled?: boolean;
  command?: string;
  outputPath?: string;
  name?: string;
}

type Check = (v: unknown) => string | undefined;

const str: Check = (v) => (typeof v === "string" ? undefined : "a string");
const bool: Check = (v) => (typeof v === "boolean" ? undefined : "true or false");
const oneOf =
  (...values: string[]): Check =>
  (v) =>
    typeof v === "string" && values.includes(v) ? undefined : `one of ${values.map((x) => JSON.stringify(x)).join(", ")}`;
const images: Check = (v) => {
  const ok = Array.isArray(v) && v.every((i) => i && typeof i === "object" && i.type === "image" && typeof i.data === "string" && typeof i.mimeType === "string");
  return ok ? undefined : 'an array of {"type":"image","data":"<base64>","mimeType":"image/png"}';
};
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined ? undefined : check(v);

const THINKING = oneOf(...PI_LEVELS);
const QUEUE_MODE = oneOf("all", "one-at-a-time");

/** Every command we answer, with the fields it must or may carry. */
const COMMANDS: Record<string, Record<string, Check>> = {
  prompt: { message: str, images: optional(images), streamingBehavior: optional(oneOf("steer", "followUp")) },
  steer: { message: str, images: optional(images) },
  follow_up: { message: str, images: optional(images) },
  abort: {},
  new_session: { parentSession: optional(str) },
  get_state: {},
  get_messages: {},
  set_model: { provider: str, modelId: str },
  cycle_model: {},
  get_available_models: {},
  set_thinking_level: { level: THINKING },
  cycle_thinking_level: {},
  set_steering_mode: { mode: QUEUE_MODE },
  set_follow_up_mode: { mode: QUEUE_MODE },
  compact: { customInstructions: optional(str) },
  set_auto_compaction: { enabled: bool },
  set_auto_retry: { enabled: bool },
  abort_retry: {},
  bash: { command: str },
  abort_bash: {},
  get_session_stats: {},
  export_html: { outputPath: optional(str) },
  get_last_assistant_text: {},
  set_session_name: { name: str },
  get_commands: {},
};

/** pi commands repo-agent does not implement: sessions are linear here (no branching or switching). */
export const UNSUPPORTED = new Set(["switch_session", "fork", "clone", "get_fork_messages"]);

export function failure(id: RpcId | undefined, command: string, error: string): RpcResponse {
  return { id, type: "response", command, success: false, error };
}

export function success(id: RpcId | undefined, command: string, data?: unknown): RpcResponse {
  return { id, type: "response", command, success: true, data };
}

const show = (v: unknown) => {
  const text = v === undefined ? "nothing" : JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};
const kind = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

/**
 * One input line: a command, nothing (blank lines and pi's extension_ui_response, which never
 * gets an answer), or the error response to send.
 */
export function parseCommand(line: string): RpcCommand | RpcResponse | undefined {
  if (!line.trim()) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return failure(undefined, "parse", `Failed to parse command: ${(error as Error).message}`);
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    return failure(undefined, "parse", `A command must be a JSON object with a "type", e.g. {"type":"get_state"}; got ${kind(value)}`);
  }
  const raw = value as Record<string, unknown>;
  const id = typeof raw.id === "string" || typeof raw.id === "number" ? raw.id : undefined;
  const type = typeof raw.type === "string" ? raw.type : undefined;
  if (raw.id !== undefined && id === undefined) return failure(undefined, type ?? "parse", `"id" must be a string or a number; got ${kind(raw.id)}`);
  if (type === undefined) {
    return failure(id, "parse", raw.type === undefined ? 'The command has no "type", e.g. {"type":"get_state"}' : `"type" must be a string; got ${kind(raw.type)}`);
  }
  if (type === "extension_ui_response") return undefined;
  if (UNSUPPORTED.has(type)) return failure(id, type, `Unsupported command: ${type} (repo-agent keeps sessions linear: no switching, forking or cloning)`);
  const fields = COMMANDS[type];
  if (!fields) return failure(id, type, `Unknown command: ${type}`);
  for (const [name, check] of Object.entries(fields)) {
    const want = check(raw[name]);
    if (want) return failure(id, type, `${type}: "${name}" must be ${want}; got ${show(raw[name])}`);
  }
  return raw as unknown as RpcCommand;
}

export function isResponse(value: RpcCommand | RpcResponse): value is RpcResponse {
  return value.type === "response" && "success" in value;
}
