import type {
  ResponseCreateParamsStreaming,
  ResponseInputItem,
  ResponseStreamEvent,
  ResponseInputContent,
} from "openai/resources/responses/responses";
import { expectEventStream, StreamCutError } from "../errors.js";
import { defaultMaxTokens, effectiveThinking } from "../thinking.js";
import type { Context, ImageContent, Message, Model, TextContent } from "../types.js";
import { openAIClient } from "./openai-client.js";
import type { ProviderRequest } from "./request.js";

// Tool-call ids are stored as "<call_id>|<item id>" (pi's convention) so the item id survives replay.
function splitId(id: string): { callId: string; itemId?: string } {
  const [callId, itemId] = id.split("|");
  return { callId, itemId: itemId || undefined };
}

function inputContent(blocks: (TextContent | ImageContent)[]): ResponseInputContent[] {
  return blocks.map((b) =>
    b.type === "text"
      ? { type: "input_text" as const, text: b.text }
      : { type: "input_image" as const, image_url: `data:${b.mimeType};base64,${b.data}`, detail: "auto" as const },
  );
}

export function convertInput(messages: Message[], model: Model): ResponseInputItem[] {
  const out: ResponseInputItem[] = [];
  for (const m of messages) {
    if (m.role === "user") {
      const content = typeof m.content === "string" ? [{ type: "input_text" as const, text: m.content }] : inputContent(m.content);
      out.push({ role: "user", content });
    } else if (m.role === "assistant") {
      const sameModel = m.provider === model.provider && m.model === model.id;
      for (const b of m.content) {
        if (b.type === "thinking") {
          // The signature is the whole reasoning item (with encrypted content); only this model can read it.
          if (sameModel && b.thinkingSignature) out.push(JSON.parse(b.thinkingSignature) as ResponseInputItem);
        } else if (b.type === "text") {
          if (!b.text) continue;
          out.push({
            type: "message",
            role: "assistant",
            status: "completed",
            id: sameModel && b.textSignature ? b.textSignature : `msg_${out.length}`,
            content: [{ type: "output_text", text: b.text, annotations: [] }],
          } as ResponseInputItem);
        } else {
          const { callId, itemId } = splitId(b.id);
          out.push({
            type: "function_call",
            call_id: callId,
            name: b.name,
            arguments: JSON.stringify(b.arguments),
            ...(sameModel && itemId ? { id: itemId } : {}),
          });
        }
      }
    } else {
      const hasImage = m.content.some((c) => c.type === "image");
      const text = m.content.filter((c): c is TextContent => c.type === "text").map((c) => c.text).join("\n");
      out.push({
        type: "function_call_output",
        call_id: splitId(m.toolCallId).callId,
        output: hasImage ? (inputContent(m.content) as never) : text,
      });
    }
  }
  return out;
}

export function buildParams(model: Model, context: Context, req: ProviderRequest): ResponseCreateParamsStreaming {
  const level = effectiveThinking(model, req.options.thinking);
  const params: ResponseCreateParamsStreaming = {
    model: model.id,
    input: convertInput(context.messages, model),
    stream: true,
    store: false,
    max_output_tokens: req.options.maxTokens ?? defaultMaxTokens(model),
  };
  if (context.systemPrompt) params.instructions = context.systemPrompt;
  if (context.tools?.length) {
    params.tools = context.tools.map((t) => ({
      type: "function" as const,
      name: t.name,
      description: t.description,
      parameters: t.parameters,
      strict: false,
    }));
  }
  // "off" leaves the model's default effort: the lowest accepted value differs between models.
  if (level !== "off") {
    params.reasoning = { effort: level, summary: "auto" };
    params.include = ["reasoning.encrypted_content"];
  }
  return params;
}

export async function streamOpenAIResponses(model: Model, context: Context, req: ProviderRequest): Promise<void> {
  const { builder, watchdog } = req;
  const { data, response } = await openAIClient(req).responses.create(buildParams(model, context, req), { signal: watchdog.signal }).withResponse();
  expectEventStream(response);
  watchdog.touch();
  builder.start();
  const items = new Map<number, { kind: "text" | "thinking" | "tool"; index: number }>();
  let finished = false;

  for await (const event of data as AsyncIterable<ResponseStreamEvent>) {
    watchdog.touch();
    switch (event.type) {
      case "response.output_item.added": {
        const item = event.item;
        if (item.type === "message") items.set(event.output_index, { kind: "text", index: builder.startText() });
        else if (item.type === "reasoning") items.set(event.output_index, { kind: "thinking", index: builder.startThinking() });
        else if (item.type === "function_call") {
          const index = builder.startToolCall(`${item.call_id}|${item.id}`, item.name);
          items.set(event.output_index, { kind: "tool", index });
        }
        break;
      }
      case "response.output_text.delta": {
        const it = items.get(event.output_index);
        if (it?.kind === "text") builder.appendText(it.index, event.delta);
        break;
      }
      case "response.reasoning_summary_text.delta": {
        const it = items.get(event.output_index);
        if (it?.kind === "thinking") builder.appendThinking(it.index, event.delta);
        break;
      }
      case "response.reasoning_summary_part.done": {
        // Separate summary parts read as paragraphs.
        const it = items.get(event.output_index);
        if (it?.kind === "thinking") builder.appendThinking(it.index, "\n\n");
        break;
      }
      case "response.function_call_arguments.delta": {
        const it = items.get(event.output_index);
        if (it?.kind === "tool") builder.appendToolArguments(it.index, event.delta);
        break;
      }
      case "response.output_item.done": {
        const it = items.get(event.output_index);
        if (!it) break;
        const item = event.item;
        if (it.kind === "text" && item.type === "message") {
          const block = builder.message.content[it.index];
          if (block.type === "text") block.textSignature = item.id;
          builder.endText(it.index);
        } else if (it.kind === "thinking" && item.type === "reasoning") {
          const block = builder.message.content[it.index];
          if (block.type === "thinking") block.thinking = block.thinking.trimEnd();
          builder.setThinkingSignature(it.index, JSON.stringify(item));
          builder.endThinking(it.index);
        } else if (it.kind === "tool" && item.type === "function_call") {
          builder.endToolCall(it.index, parseObject(item.arguments));
        }
        break;
      }
      case "response.completed":
      case "response.incomplete":
      case "response.failed": {
        const r = event.response;
        builder.message.responseId = r.id;
        const u = r.usage;
        if (u) {
          const cached = u.input_tokens_details?.cached_tokens ?? 0;
          builder.setUsage({ input: u.input_tokens - cached, output: u.output_tokens, cacheRead: cached, cacheWrite: 0, totalTokens: u.total_tokens });
        }
        finished = true;
        if (event.type === "response.failed") {
          const e = r.error;
          throw Object.assign(new Error(e?.message ?? "the response failed"), { error: { type: e?.code ?? "server_error", message: e?.message } });
        }
        if (event.type === "response.incomplete") {
          const reason = r.incomplete_details?.reason;
          if (reason === "max_output_tokens") builder.finish("length");
          else builder.fail("error", `OpenAI: the response is incomplete (${reason ?? "unknown reason"}).`, "fatal");
          return;
        }
        const calledTools = builder.message.content.some((c) => c.type === "toolCall");
        builder.finish(calledTools ? "toolUse" : "stop");
        return;
      }
      case "error":
        throw Object.assign(new Error(event.message), { error: { type: event.code ?? "server_error", message: event.message } });
    }
  }
  if (!finished) throw new StreamCutError("a final response");
}

function parseObject(json: string): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(json || "{}");
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
