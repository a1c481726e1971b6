import { argumentText, nextId, pieces, textPieces, usageOf, type ScriptedReply } from "../script.js";

const frame = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

/** OpenAI Chat Completions SSE: data-only chunks, a usage chunk with no choices, then [DONE]. */
export function chatFrames(reply: ScriptedReply, model: string): string[] {
  const size = reply.deltaSize ?? 4;
  const id = nextId("chatcmpl-");
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    frame({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }], usage: null });
  const out: string[] = [chunk({ role: "assistant", content: "" })];
  for (const p of pieces(reply.thinking ?? "", size)) out.push(chunk({ reasoning_content: p }));
  for (const p of textPieces(reply)) out.push(chunk({ content: p }));
  (reply.toolCalls ?? []).forEach((call, index) => {
    out.push(chunk({ tool_calls: [{ index, id: call.id ?? nextId("call_"), type: "function", function: { name: call.name, arguments: "" } }] }));
    for (const p of pieces(argumentText(call), size)) out.push(chunk({ tool_calls: [{ index, function: { arguments: p } }] }));
  });
  const finish = reply.stop === "length" ? "length" : reply.toolCalls?.length ? "tool_calls" : "stop";
  out.push(chunk({}, finish));
  const u = usageOf(reply);
  const prompt = u.input + u.cacheRead;
  out.push(
    frame({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      choices: [],
      usage: { prompt_tokens: prompt, completion_tokens: u.output, total_tokens: prompt + u.output, prompt_tokens_details: { cached_tokens: u.cacheRead } },
    }),
  );
  out.push("data: [DONE]\n\n");
  return out;
}

export function chatErrorEvent(errorType = "server_error", message = "The server had an error while processing your request."): string {
  return frame({ error: { message, type: errorType, param: null, code: null } });
}

export function openaiErrorBody(status: number, message: string, errorType?: string) {
  const type = errorType ?? ({ 400: "invalid_request_error", 401: "invalid_request_error", 404: "invalid_request_error", 429: "rate_limit_exceeded" } as Record<number, string>)[status] ?? "server_error";
  return { error: { message, type, param: null, code: status === 401 ? "invalid_api_key" : null } };
}
