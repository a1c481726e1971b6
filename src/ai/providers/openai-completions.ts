import type {
  ChatCompletionChunk,
  ChatCompletionContentPart,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
} from "openai/resources/chat/completions";
import { expectEventStream, StreamCutError } from "../errors.js";
import { defaultMaxTokens, effectiveThinking } from "../thinking.js";
import type { Context, ImageContent, Message, Model, TextContent } from "../types.js";
import { openAIClient } from "./openai-client.js";
import type { ProviderRequest } from "./request.js";

function parts(blocks: (TextContent | ImageContent)[]): ChatCompletionContentPart[] {
  return blocks.map((b) =>
    b.type === "text" ? { type: "text" as const, text: b.text } : { type: "image_url" as const, image_url: { url: `data:${b.mimeType};base64,${b.data}` } },
  );
}

export function convertMessages(context: Context, model?: Model): ChatCompletionMessageParam[] {
  const compat = model?.compat ?? {};
  const out: ChatCompletionMessageParam[] = [];
  if (context.systemPrompt) out.push({ role: compat.supportsDeveloperRole && model?.reasoning ? "developer" : "system", content: context.systemPrompt });
  const pendingImages: ImageContent[] = [];
  const flushImages = () => {
    if (!pendingImages.length) return;
    // Tool messages carry text only; images follow in a user message (pi's convention).
    out.push({ role: "user", content: [{ type: "text", text: "Attached image(s) from tool result:" }, ...parts(pendingImages.splice(0))] });
  };
  for (const m of context.messages as Message[]) {
    if (m.role !== "toolResult") flushImages();
    if (m.role === "user") {
      out.push({ role: "user", content: typeof m.content === "string" ? m.content : parts(m.content) });
    } else if (m.role === "assistant") {
      // Reasoning is not replayed: compatible servers reject or ignore it.
      const text = m.content.filter((c): c is TextContent => c.type === "text").map((c) => c.text).join("");
      const calls = m.content.flatMap((c) =>
        c.type === "toolCall" ? [{ id: c.id, type: "function" as const, function: { name: c.name, arguments: JSON.stringify(c.arguments) } }] : [],
      );
      if (!text && !calls.length) continue;
      out.push({ role: "assistant", content: text || null, ...(calls.length ? { tool_calls: calls } : {}) });
    } else {
      const text = m.content.filter((c): c is TextContent => c.type === "text").map((c) => c.text).join("\n");
      const images = m.content.filter((c): c is ImageContent => c.type === "image");
      pendingImages.push(...images);
      const content = text || (images.length ? "(see attached image)" : "");
      out.push({ role: "tool", tool_call_id: m.toolCallId, content, ...(compat.requiresToolResultName ? { name: m.toolName } : {}) });
    }
  }
  flushImages();
  return out;
}

type Params = ChatCompletionCreateParamsStreaming & Record<string, unknown>;

export function buildParams(model: Model, context: Context, req: ProviderRequest): ChatCompletionCreateParamsStreaming {
  const compat = model.compat ?? {};
  const params: Params = { model: model.id, messages: convertMessages(context, model), stream: true };
  if (compat.supportsUsageInStreaming !== false) params.stream_options = { include_usage: true };
  // max_tokens by default: the older name is the one every compatible server reads.
  params[compat.maxTokensField ?? "max_tokens"] = req.options.maxTokens ?? defaultMaxTokens(model);
  if (context.tools?.length) {
    params.tools = context.tools.map((t) => ({
      type: "function" as const,
      function: { name: t.name, description: t.description, parameters: t.parameters },
    }));
  }
  const level = effectiveThinking(model, req.options.thinking);
  switch (compat.thinkingFormat) {
    case "qwen":
      if (model.reasoning) params.enable_thinking = level !== "off";
      break;
    case "qwen-chat-template":
      if (model.reasoning) params.chat_template_kwargs = { enable_thinking: level !== "off" };
      break;
    case "deepseek":
    case "zai":
      if (model.reasoning) params.thinking = { type: level === "off" ? "disabled" : "enabled" };
      break;
    default:
      if (level !== "off" && compat.supportsReasoningEffort !== false) params.reasoning_effort = level === "minimal" ? "low" : level;
  }
  if (compat.openRouterRouting) params.provider = compat.openRouterRouting;
  return params;
}

type Delta = ChatCompletionChunk.Choice.Delta & { reasoning_content?: string | null; reasoning?: string | null };

export async function streamOpenAICompletions(model: Model, context: Context, req: ProviderRequest): Promise<void> {
  const { builder, watchdog } = req;
  const { data, response } = await openAIClient(req).chat.completions.create(buildParams(model, context, req), { signal: watchdog.signal }).withResponse();
  expectEventStream(response);
  watchdog.touch();
  builder.start();
  const calls = new Map<number, number>();
  let finish: string | null = null;

  for await (const chunk of data as AsyncIterable<ChatCompletionChunk>) {
    watchdog.touch();
    if (chunk.id) builder.message.responseId = chunk.id;
    const u = chunk.usage;
    if (u) {
      const cached = u.prompt_tokens_details?.cached_tokens ?? 0;
      builder.setUsage({ input: u.prompt_tokens - cached, output: u.completion_tokens, cacheRead: cached, cacheWrite: 0, totalTokens: u.total_tokens });
    }
    const choice = chunk.choices?.[0];
    if (!choice) continue;
    const delta = (choice.delta ?? {}) as Delta;
    const reasoning = delta.reasoning_content ?? delta.reasoning;
    if (reasoning) builder.streamThinking(reasoning);
    if (delta.content) builder.streamText(delta.content);
    for (const tc of delta.tool_calls ?? []) {
      builder.closeOpenBlocks();
      let index = calls.get(tc.index);
      if (index === undefined) {
        index = builder.startToolCall(tc.id ?? `call_${tc.index}`, tc.function?.name ?? "");
        calls.set(tc.index, index);
      } else if (tc.function?.name) builder.toolCall(index).name += tc.function.name;
      builder.appendToolArguments(index, tc.function?.arguments ?? "");
    }
    if (choice.finish_reason) finish = choice.finish_reason;
  }
  builder.closeOpenBlocks();
  for (const index of calls.values()) builder.endToolCall(index);
  switch (finish) {
    case "tool_calls":
    case "function_call":
      builder.finish("toolUse");
      return;
    case "length":
      builder.finish("length");
      return;
    case "stop":
    case "end":
      builder.finish(calls.size ? "toolUse" : "stop");
      return;
    case null:
      // Without the provider's name: classifyError names it and says what to do.
      throw new StreamCutError("a finish_reason");
    default:
      builder.fail("error", `OpenAI-compatible endpoint: Provider finish_reason: ${finish}`, "fatal");
  }
}
