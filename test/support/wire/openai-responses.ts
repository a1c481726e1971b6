import { argumentText, nextId, pieces, textPieces, usageOf, type ScriptedReply } from "../script.js";

/** OpenAI Responses SSE: `event:` + `data:` pairs with sequence numbers; no [DONE]. */
export function responsesFrames(reply: ScriptedReply, model: string): string[] {
  const size = reply.deltaSize ?? 4;
  let seq = 0;
  const out: string[] = [];
  const emit = (type: string, data: Record<string, unknown>) => out.push(`event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: seq++, ...data })}\n\n`);
  const id = nextId("resp_");
  const base = { id, object: "response", created_at: Math.floor(Date.now() / 1000), model, output: [] as unknown[], parallel_tool_calls: true, tool_choice: "auto", tools: [] };
  emit("response.created", { response: { ...base, status: "in_progress", usage: null } });
  emit("response.in_progress", { response: { ...base, status: "in_progress", usage: null } });
  const output: unknown[] = [];
  let outputIndex = 0;

  if (reply.thinking) {
    const item_id = nextId("rs_");
    const output_index = outputIndex++;
    emit("response.output_item.added", { output_index, item: { id: item_id, type: "reasoning", summary: [] } });
    emit("response.reasoning_summary_part.added", { item_id, output_index, summary_index: 0, part: { type: "summary_text", text: "" } });
    for (const delta of pieces(reply.thinking, size)) emit("response.reasoning_summary_text.delta", { item_id, output_index, summary_index: 0, delta });
    emit("response.reasoning_summary_text.done", { item_id, output_index, summary_index: 0, text: reply.thinking });
    emit("response.reasoning_summary_part.done", { item_id, output_index, summary_index: 0, part: { type: "summary_text", text: reply.thinking } });
    const item = { id: item_id, type: "reasoning", summary: [{ type: "summary_text", text: reply.thinking }], encrypted_content: `enc-${reply.thinking.length}` };
    emit("response.output_item.done", { output_index, item });
    output.push(item);
  }
  const text = textPieces(reply);
  if (text.length) {
    const item_id = nextId("msg_");
    const output_index = outputIndex++;
    const full = text.join("");
    emit("response.output_item.added", { output_index, item: { id: item_id, type: "message", role: "assistant", status: "in_progress", content: [] } });
    emit("response.content_part.added", { item_id, output_index, content_index: 0, part: { type: "output_text", text: "", annotations: [] } });
    for (const delta of text) emit("response.output_text.delta", { item_id, output_index, content_index: 0, delta, logprobs: [] });
    emit("response.output_text.done", { item_id, output_index, content_index: 0, text: full, logprobs: [] });
    emit("response.content_part.done", { item_id, output_index, content_index: 0, part: { type: "output_text", text: full, annotations: [] } });
    const item = { id: item_id, type: "message", role: "assistant", status: "completed", content: [{ type: "output_text", text: full, annotations: [] }] };
    emit("response.output_item.done", { output_index, item });
    output.push(item);
  }
  for (const call of reply.toolCalls ?? []) {
    if (call.freeform !== undefined) {
      const item_id = nextId("ctc_");
      const output_index = outputIndex++;
      const head = { id: item_id, type: "custom_tool_call", call_id: call.id ?? nextId("call_"), name: call.name };
      emit("response.output_item.added", { output_index, item: { ...head, input: "", status: "in_progress" } });
      for (const delta of pieces(call.freeform, size)) emit("response.custom_tool_call_input.delta", { item_id, output_index, delta });
      emit("response.custom_tool_call_input.done", { item_id, output_index, input: call.freeform });
      const item = { ...head, input: call.freeform, status: "completed" };
      emit("response.output_item.done", { output_index, item });
      output.push(item);
      continue;
    }
    const item_id = nextId("fc_");
    const output_index = outputIndex++;
    const args = argumentText(call);
    const head = { id: item_id, type: "function_call", call_id: call.id ?? nextId("call_"), name: call.name };
    emit("response.output_item.added", { output_index, item: { ...head, arguments: "", status: "in_progress" } });
    for (const delta of pieces(args, size)) emit("response.function_call_arguments.delta", { item_id, output_index, delta });
    emit("response.function_call_arguments.done", { item_id, output_index, arguments: args });
    const item = { ...head, arguments: args, status: "completed" };
    emit("response.output_item.done", { output_index, item });
    output.push(item);
  }
  const u = usageOf(reply);
  const usage = {
    input_tokens: u.input + u.cacheRead,
    input_tokens_details: { cached_tokens: u.cacheRead },
    output_tokens: u.output,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: u.input + u.cacheRead + u.output,
  };
  if (reply.stop === "length") {
    emit("response.incomplete", { response: { ...base, status: "incomplete", incomplete_details: { reason: "max_output_tokens" }, output, usage } });
  } else {
    emit("response.completed", { response: { ...base, status: "completed", output, usage } });
  }
  return out;
}

export function responsesErrorEvent(errorType = "server_error", message = "The server had an error while processing your request."): string {
  return `event: error\ndata: ${JSON.stringify({ type: "error", sequence_number: 999, code: errorType, message, param: null })}\n\n`;
}
