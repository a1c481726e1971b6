import { GoogleGenAI, type Content, type GenerateContentConfig, type GenerateContentResponse, type Part, ThinkingLevel as GeminiThinkingLevel } from "@google/genai";
import { StreamCutError } from "../errors.js";
import { THINKING_BUDGETS, defaultMaxTokens, effectiveThinking } from "../thinking.js";
import type { Context, ImageContent, Message, Model, TextContent, ThinkingLevel } from "../types.js";
import type { ProviderRequest } from "./request.js";

function mediaParts(blocks: (TextContent | ImageContent)[]): Part[] {
  return blocks.map((b) => (b.type === "text" ? { text: b.text } : { inlineData: { mimeType: b.mimeType, data: b.data } }));
}

export function convertContents(messages: Message[], model: Model): Content[] {
  const out: Content[] = [];
  const push = (role: "user" | "model", parts: Part[]) => {
    const last = out[out.length - 1];
    // Gemini wants turns to alternate; consecutive same-role parts (e.g. several tool results) merge.
    if (last?.role === role) last.parts!.push(...parts);
    else out.push({ role, parts });
  };
  for (const m of messages) {
    if (m.role === "user") {
      push("user", typeof m.content === "string" ? [{ text: m.content }] : mediaParts(m.content));
    } else if (m.role === "assistant") {
      const sameModel = m.provider === model.provider && m.model === model.id;
      const parts: Part[] = [];
      for (const b of m.content) {
        if (b.type === "text") {
          if (b.text) parts.push({ text: b.text, ...(sameModel && b.textSignature ? { thoughtSignature: b.textSignature } : {}) });
        } else if (b.type === "thinking") {
          if (sameModel && b.thinking) parts.push({ text: b.thinking, thought: true, ...(b.thinkingSignature ? { thoughtSignature: b.thinkingSignature } : {}) });
        } else {
          parts.push({
            functionCall: { id: b.id, name: b.name, args: b.arguments },
            ...(sameModel && b.thoughtSignature ? { thoughtSignature: b.thoughtSignature } : {}),
          });
        }
      }
      if (parts.length) push("model", parts);
    } else {
      const text = m.content.filter((c): c is TextContent => c.type === "text").map((c) => c.text).join("\n");
      const images = m.content.filter((c): c is ImageContent => c.type === "image");
      const response = m.isError ? { error: text } : { output: text || (images.length ? "(see attached image)" : "") };
      push("user", [{ functionResponse: { id: m.toolCallId, name: m.toolName, response } }, ...mediaParts(images)]);
    }
  }
  return out;
}

function thinkingConfig(model: Model, level: ThinkingLevel): GenerateContentConfig["thinkingConfig"] {
  if (level === "off") return undefined;
  // Gemini 3 takes a level; 2.5 takes a token budget.
  if (/gemini-3/.test(model.id)) {
    return { includeThoughts: true, thinkingLevel: level === "minimal" || level === "low" ? GeminiThinkingLevel.LOW : GeminiThinkingLevel.HIGH };
  }
  return { includeThoughts: true, thinkingBudget: THINKING_BUDGETS[level] };
}

export function buildConfig(model: Model, context: Context, req: ProviderRequest): GenerateContentConfig {
  const config: GenerateContentConfig = {
    maxOutputTokens: req.options.maxTokens ?? defaultMaxTokens(model),
    abortSignal: req.watchdog.signal,
  };
  if (context.systemPrompt) config.systemInstruction = context.systemPrompt;
  if (context.tools?.length) {
    config.tools = [{ functionDeclarations: context.tools.map((t) => ({ name: t.name, description: t.description, parametersJsonSchema: t.parameters })) }];
  }
  const thinking = thinkingConfig(model, effectiveThinking(model, req.options.thinking));
  if (thinking) config.thinkingConfig = thinking;
  return config;
}

let callCounter = 0;

export async function streamGoogle(model: Model, context: Context, req: ProviderRequest): Promise<void> {
  const { builder, watchdog, options } = req;
  const ai = new GoogleGenAI({
    apiKey: req.apiKey,
    httpOptions: {
      ...(req.baseUrl ? { baseUrl: req.baseUrl } : {}),
      headers: options.headers,
      // No SDK timeout: the SDK's stays armed while the body streams and would cut long answers.
      // The SDK retries only when asked; this matches the other SDKs' count and backoff.
      retryOptions: { attempts: (options.sdkMaxRetries ?? 2) + 1, initialDelay: 0.5, maxDelay: 8 },
    },
  });
  // Its retry waits are capped at 8 s, so the watchdog can also guard the wait for headers.
  watchdog.touch();
  const response = await ai.models.generateContentStream({
    model: model.id,
    contents: convertContents(context.messages, model),
    config: buildConfig(model, context, req),
  });
  watchdog.touch();
  builder.start();
  let finish: string | undefined;

  for await (const chunk of response as AsyncIterable<GenerateContentResponse>) {
    watchdog.touch();
    if (chunk.responseId) builder.message.responseId = chunk.responseId;
    const candidate = chunk.candidates?.[0];
    for (const part of candidate?.content?.parts ?? []) {
      if (part.functionCall) {
        builder.closeOpenBlocks();
        const fc = part.functionCall;
        const index = builder.startToolCall(fc.id ?? `call_${Date.now().toString(36)}_${++callCounter}`, fc.name ?? "");
        if (part.thoughtSignature) builder.toolCall(index).thoughtSignature = part.thoughtSignature;
        // Gemini sends whole calls; one delta keeps the event sequence the same as other APIs.
        builder.appendToolArguments(index, JSON.stringify(fc.args ?? {}));
        builder.endToolCall(index, (fc.args ?? {}) as Record<string, unknown>);
      } else if (part.text && part.thought) {
        const thinking = builder.streamThinking(part.text);
        if (part.thoughtSignature) builder.setThinkingSignature(thinking, part.thoughtSignature);
      } else if (part.text) {
        const text = builder.streamText(part.text);
        if (part.thoughtSignature) {
          const block = builder.message.content[text];
          if (block.type === "text") block.textSignature = part.thoughtSignature;
        }
      }
    }
    if (candidate?.finishReason) finish = candidate.finishReason;
    const u = chunk.usageMetadata;
    if (u) {
      const cached = u.cachedContentTokenCount ?? 0;
      builder.setUsage({
        input: (u.promptTokenCount ?? 0) - cached,
        output: (u.candidatesTokenCount ?? 0) + (u.thoughtsTokenCount ?? 0),
        cacheRead: cached,
        cacheWrite: 0,
        totalTokens: u.totalTokenCount,
      });
    }
  }
  builder.closeOpenBlocks();
  const calledTools = builder.message.content.some((c) => c.type === "toolCall");
  if (finish === "STOP") builder.finish(calledTools ? "toolUse" : "stop");
  else if (finish === "MAX_TOKENS") builder.finish("length");
  else if (finish === undefined) throw new StreamCutError("a finish reason");
  else builder.fail("error", `Gemini stopped the response (finishReason ${finish}); rephrase the request or check the model's safety settings.`, "fatal");
}
