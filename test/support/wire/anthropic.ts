import { argumentText, nextId, pieces, textPieces, usageOf, type ScriptedReply } from "../script.js";

const frame = (data: { type: string; [key: string]: unknown }) => `event: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`;

/** Anthropic Messages SSE: `event:` + `data:` pairs, as the SDK dispatches on the event name. */
export function anthropicFrames(reply: ScriptedReply, model: string): string[] {
  const size = reply.deltaSize ?? 4;
  const usage = usageOf(reply);
  const out: string[] = [];
  out.push(
    frame({
      type: "message_start",
      message: {
        id: nextId("msg_"),
        type: "message",
        role: "assistant",
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: usage.input, output_tokens: 1, cache_read_input_tokens: usage.cacheRead, cache_creation_input_tokens: usage.cacheWrite },
      },
    }),
  );
  out.push(frame({ type: "ping" }));
  let index = 0;
  if (reply.thinking) {
    out.push(frame({ type: "content_block_start", index, content_block: { type: "thinking", thinking: "", signature: "" } }));
    for (const p of pieces(reply.thinking, size)) out.push(frame({ type: "content_block_delta", index, delta: { type: "thinking_delta", thinking: p } }));
    out.push(frame({ type: "content_block_delta", index, delta: { type: "signature_delta", signature: `sig-${reply.thinking.length}` } }));
    out.push(frame({ type: "content_block_stop", index }));
    index++;
  }
  const text = textPieces(reply);
  if (text.length) {
    out.push(frame({ type: "content_block_start", index, content_block: { type: "text", text: "" } }));
    for (const p of text) out.push(frame({ type: "content_block_delta", index, delta: { type: "text_delta", text: p } }));
    out.push(frame({ type: "content_block_stop", index }));
    index++;
  }
  for (const call of reply.toolCalls ?? []) {
    out.push(frame({ type: "content_block_start", index, content_block: { type: "tool_use", id: call.id ?? nextId("toolu_"), name: call.name, input: {} } }));
    for (const p of ["", ...pieces(argumentText(call), size)]) {
      out.push(frame({ type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: p } }));
    }
    out.push(frame({ type: "content_block_stop", index }));
    index++;
  }
  const stop = reply.stop === "length" ? "max_tokens" : reply.toolCalls?.length ? "tool_use" : "end_turn";
  out.push(frame({ type: "message_delta", delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: usage.output } }));
  out.push(frame({ type: "message_stop" }));
  return out;
}

export function anthropicErrorEvent(errorType = "overloaded_error", message = "Overloaded"): string {
  return frame({ type: "error", error: { type: errorType, message } });
}

export function anthropicErrorBody(status: number, message: string, errorType?: string) {
  const type = errorType ?? ({ 400: "invalid_request_error", 401: "authentication_error", 403: "permission_error", 404: "not_found_error", 413: "request_too_large", 429: "rate_limit_error", 529: "overloaded_error" } as Record<number, string>)[status] ?? "api_error";
  return { type: "error", error: { type, message }, request_id: "req_test" };
}
