// What a test scripts for one model request: a reply, or a fault.

export interface ScriptedToolCall {
  name: string;
  args: Record<string, unknown>;
  id?: string;
  /** Sent instead of JSON.stringify(args), e.g. broken JSON (Gemini sends objects, so it ignores this). */
  rawArguments?: string;
  /**
   * OpenAI Responses only: send a freeform (custom tool) call with this raw input instead of a
   * function call (Codex's `exec` tool takes JavaScript). Other wires send `args` as usual.
   */
  freeform?: string;
}

/** The argument text a wire format streams for a call. */
export const argumentText = (call: ScriptedToolCall) => call.rawArguments ?? JSON.stringify(call.args);

export interface ScriptedReply {
  /** Text of the answer; sent in deltas of `deltaSize` characters (or as the given pieces). */
  text?: string | string[];
  thinking?: string;
  toolCalls?: ScriptedToolCall[];
  usage?: { input?: number; output?: number; cacheRead?: number; cacheWrite?: number };
  /** "length" ends as if the output cap was hit. Default: stop, or tool use when toolCalls is set. */
  stop?: "stop" | "length";
  /** Characters per delta for text, thinking and tool arguments. Default 4. */
  deltaSize?: number;
}

export type Fault =
  /** Answer with this HTTP status and an API-shaped error body before any streaming. */
  | { kind: "status"; status: number; message?: string; errorType?: string; headers?: Record<string, string> }
  /** Stream normally, then send the API's error event after `afterFrames` frames. */
  | { kind: "error-event"; afterFrames?: number; errorType?: string; message?: string }
  /** Stream `afterFrames` frames, then destroy the connection. */
  | { kind: "cut"; afterFrames?: number }
  /** Send headers and `afterFrames` frames, then go silent (until the client gives up). */
  | { kind: "stall"; afterFrames?: number };

export type Step = ScriptedReply | { fault: Fault; reply?: never };

export function isFault(step: Step): step is { fault: Fault } {
  return "fault" in step && step.fault !== undefined;
}

export function pieces(text: string, size: number): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

export function textPieces(reply: ScriptedReply): string[] {
  if (Array.isArray(reply.text)) return reply.text;
  return pieces(reply.text ?? "", reply.deltaSize ?? 4);
}

export function usageOf(reply: ScriptedReply) {
  return { input: 100, output: 20, cacheRead: 0, cacheWrite: 0, ...reply.usage };
}

let idCounter = 0;
export function nextId(prefix: string): string {
  return `${prefix}${(++idCounter).toString(36).padStart(6, "0")}`;
}
