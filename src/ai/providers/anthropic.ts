import Anthropic from "@anthropic-ai/sdk";
import type { MessageCreateParamsStreaming, MessageParam, ContentBlockParam, RawMessageStreamEvent } from "@anthropic-ai/sdk/resources/messages/messages";
import { classifyError, StreamCutError } from "../errors.js";
import { THINKING_BUDGETS, defaultMaxTokens, effectiveThinking } from "../thinking.js";
import type { Context, ImageContent, Message, Model, TextContent } from "../types.js";
import type { ProviderRequest } from "./request.js";

const CACHE = { type: "ephemeral" } as const;

/** Opus 4.6+ and Sonnet 4.6 think adaptively with an effort level instead of a token budget. */
function adaptive(modelId: string): boolean {
  return /(opus-4[-.][67]|sonnet-4[-.]6)/.test(modelId);
}

/** Anthropic tool ids must match ^[a-zA-Z0-9_-]{1,64}$; ids from other APIs may not. */
export function anthropicToolId(id: string): string {
  return id.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 64);
}

function image(block: ImageContent) {
  return { type: "image" as const, source: { type: "base64" as const, media_type: block.mimeType as "image/png", data: block.data } };
}

function textOrImage(blocks: (TextContent | ImageContent)[]): ContentBlockParam[] {
  const out: ContentBlockParam[] = [];
  for (const b of blocks) {
    if (b.type === "text") {
      if (b.text) out.push({ type: "text", text: b.text });
    } else out.push(image(b));
  }
  return out;
}

export function convertMessages(messages: Message[], model: Model): MessageParam[] {
  const out: MessageParam[] = [];
  for (const m of messages) {
    if (m.role === "user") {
      const content = typeof m.content === "string" ? textOrImage([{ type: "text", text: m.content }]) : textOrImage(m.content);
      if (content.length) out.push({ role: "user", content });
    } else if (m.role === "assistant") {
      const sameModel = m.provider === model.provider && m.model === model.id;
      const content: ContentBlockParam[] = [];
      for (const b of m.content) {
        if (b.type === "text") {
          if (b.text) content.push({ type: "text", text: b.text });
        } else if (b.type === "thinking") {
          if (sameModel && b.redacted && b.thinkingSignature) content.push({ type: "redacted_thinking", data: b.thinkingSignature });
          else if (sameModel && b.thinkingSignature) content.push({ type: "thinking", thinking: b.thinking, signature: b.thinkingSignature });
          // Unsigned or foreign thinking cannot be replayed as thinking; keep its words as text.
          else if (b.thinking.trim()) content.push({ type: "text", text: b.thinking });
        } else {
          content.push({ type: "tool_use", id: anthropicToolId(b.id), name: b.name, input: b.arguments });
        }
      }
      if (content.length) out.push({ role: "assistant", content });
    } else {
      const block: ContentBlockParam = {
        type: "tool_result",
        tool_use_id: anthropicToolId(m.toolCallId),
        content: textOrImage(m.content) as never,
        is_error: m.isError,
      };
      // Consecutive tool results travel in one user message, as the API requires.
      const last = out[out.length - 1];
      if (last?.role === "user" && Array.isArray(last.content) && last.content.every((c) => c.type === "tool_result")) {
        last.content.push(block);
      } else out.push({ role: "user", content: [block] });
    }
  }
  // Cache the conversation up to the latest turn, so the next request re-reads it cheaply.
  const last = out[out.length - 1];
  if (last?.role === "user" && Array.isArray(last.content) && last.content.length) {
    const block = last.content[last.content.length - 1] as { cache_control?: typeof CACHE };
    block.cache_control = CACHE;
  }
  return out;
}

export function buildParams(model: Model, context: Context, req: ProviderRequest): MessageCreateParamsStreaming {
  const level = effectiveThinking(model, req.options.thinking);
  let maxTokens = req.options.maxTokens ?? defaultMaxTokens(model);
  const params: MessageCreateParamsStreaming = {
    model: model.id,
    messages: convertMessages(context.messages, model),
    max_tokens: maxTokens,
    stream: true,
  };
  if (context.systemPrompt) params.system = [{ type: "text", text: context.systemPrompt, cache_control: CACHE }];
  if (context.tools?.length) {
    params.tools = context.tools.map((t) => ({ name: t.name, description: t.description, input_schema: t.parameters as never }));
  }
  if (level !== "off") {
    if (adaptive(model.id)) {
      params.thinking = { type: "adaptive", display: "summarized" };
      params.output_config = { effort: level === "minimal" ? "low" : level };
    } else {
      const budget = THINKING_BUDGETS[level];
      if (req.options.maxTokens === undefined) maxTokens = Math.min(maxTokens + budget, model.maxTokens);
      params.max_tokens = maxTokens;
      params.thinking = { type: "enabled", budget_tokens: Math.min(budget, maxTokens - 1), display: "summarized" };
    }
  }
  return params;
}

export async function streamAnthropic(model: Model, context: Context, req: ProviderRequest): Promise<void> {
  const { builder, watchdog, options } = req;
  const client = new Anthropic({
    apiKey: req.apiKey,
    authToken: null,
    baseURL: req.baseUrl,
    maxRetries: options.sdkMaxRetries ?? 2,
    timeout: req.idleTimeoutMs,
    defaultHeaders: options.headers,
  });
  const { data } = await client.messages
    .create(buildParams(model, context, req), { signal: watchdog.signal })
    .withResponse();
  watchdog.touch();
  builder.start();
  const blocks = new Map<number, { kind: "text" | "thinking" | "tool"; index: number }>();
  let stop: string | null | undefined;
  const usage = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };

  for await (const event of data as AsyncIterable<RawMessageStreamEvent>) {
    watchdog.touch();
    switch (event.type) {
      case "message_start": {
        const u = event.message.usage;
        usage.input = u.input_tokens ?? 0;
        usage.cacheRead = u.cache_read_input_tokens ?? 0;
        usage.cacheWrite = u.cache_creation_input_tokens ?? 0;
        usage.output = u.output_tokens ?? 0;
        builder.message.responseId = event.message.id;
        builder.setUsage(usage);
        break;
      }
      case "content_block_start": {
        const cb = event.content_block;
        if (cb.type === "text") blocks.set(event.index, { kind: "text", index: builder.startText() });
        else if (cb.type === "thinking") blocks.set(event.index, { kind: "thinking", index: builder.startThinking() });
        else if (cb.type === "redacted_thinking") {
          const index = builder.startThinking(true);
          builder.setThinkingSignature(index, cb.data);
          blocks.set(event.index, { kind: "thinking", index });
        } else if (cb.type === "tool_use") blocks.set(event.index, { kind: "tool", index: builder.startToolCall(cb.id, cb.name) });
        break;
      }
      case "content_block_delta": {
        const block = blocks.get(event.index);
        if (!block) break;
        const d = event.delta;
        if (d.type === "text_delta") builder.appendText(block.index, d.text);
        else if (d.type === "thinking_delta") builder.appendThinking(block.index, d.thinking);
        else if (d.type === "signature_delta") builder.setThinkingSignature(block.index, d.signature);
        else if (d.type === "input_json_delta") builder.appendToolArguments(block.index, d.partial_json);
        break;
      }
      case "content_block_stop": {
        const block = blocks.get(event.index);
        if (!block) break;
        if (block.kind === "text") builder.endText(block.index);
        else if (block.kind === "thinking") builder.endThinking(block.index);
        else builder.endToolCall(block.index);
        break;
      }
      case "message_delta": {
        stop = event.delta.stop_reason;
        const u = event.usage;
        // message_delta carries cumulative counts; input figures appear here on some models only.
        if (u.output_tokens != null) usage.output = u.output_tokens;
        if (u.input_tokens != null) usage.input = u.input_tokens;
        if (u.cache_read_input_tokens != null) usage.cacheRead = u.cache_read_input_tokens;
        if (u.cache_creation_input_tokens != null) usage.cacheWrite = u.cache_creation_input_tokens;
        builder.setUsage(usage);
        break;
      }
    }
  }
  switch (stop) {
    case "tool_use":
      builder.finish("toolUse");
      return;
    case "max_tokens":
      builder.finish("length");
      return;
    case "refusal":
      builder.fail("error", "Anthropic: the model declined to answer (stop_reason refusal); rephrase the request.", "fatal");
      return;
    case "model_context_window_exceeded": {
      const c = classifyError({ message: "model_context_window_exceeded" }, "anthropic", model.id);
      builder.fail("error", c.message, c.kind);
      return;
    }
    case undefined:
    case null:
      // Without the provider's name: classifyError names it and says what to do.
      throw new StreamCutError("a stop reason");
    default:
      builder.finish("stop");
  }
}
