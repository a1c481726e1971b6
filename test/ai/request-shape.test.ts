import { describe, expect, it } from "vitest";
import { emptyUsage, resolveModel } from "../../src/ai/models.js";
import { buildParams as anthropicParams } from "../../src/ai/providers/anthropic.js";
import { convertContents as geminiContents } from "../../src/ai/providers/google.js";
import { buildParams as responsesParams } from "../../src/ai/providers/openai-responses.js";
import type { ProviderRequest } from "../../src/ai/providers/request.js";
import type { AssistantMessage, Context, Message, Model, StreamOptions } from "../../src/ai/types.js";

const req = (options: StreamOptions = {}) => ({ options }) as ProviderRequest;

function reply(model: Model, content: AssistantMessage["content"]): AssistantMessage {
  return { role: "assistant", content, api: model.api, provider: model.provider, model: model.id, usage: emptyUsage(), stopReason: "stop", timestamp: 1 };
}

describe("Anthropic request", () => {
  const haiku = resolveModel("anthropic/claude-haiku-4-5");

  it("caches the system prompt and the latest turn", () => {
    const ctx: Context = { systemPrompt: "SYS", messages: [{ role: "user", content: "a", timestamp: 1 }, reply(haiku, [{ type: "text", text: "b" }]), { role: "user", content: "c", timestamp: 2 }] };
    const p = anthropicParams(haiku, ctx, req());
    expect(p.system).toEqual([{ type: "text", text: "SYS", cache_control: { type: "ephemeral" } }]);
    expect(p.messages[0].content).toEqual([{ type: "text", text: "a" }]);
    expect(p.messages[2].content).toEqual([{ type: "text", text: "c", cache_control: { type: "ephemeral" } }]);
    expect(p.max_tokens).toBe(32_000);
    expect(p.thinking).toBeUndefined();
  });

  it("uses adaptive thinking with an effort on Opus 4.7", () => {
    const p = anthropicParams(resolveModel("anthropic/claude-opus-4-7"), { messages: [] }, req({ thinking: "high" }));
    expect(p.thinking).toEqual({ type: "adaptive", display: "summarized" });
    expect(p.output_config).toEqual({ effort: "high" });
  });

  it("replays its own signed thinking and turns foreign thinking into text", () => {
    const other = resolveModel("anthropic/claude-opus-4-5");
    const ctx: Context = {
      messages: [
        { role: "user", content: "q", timestamp: 1 },
        reply(haiku, [{ type: "thinking", thinking: "mine", thinkingSignature: "sig" }, { type: "text", text: "a1" }]),
        { role: "user", content: "q2", timestamp: 2 },
        reply(other, [{ type: "thinking", thinking: "theirs", thinkingSignature: "sig2" }, { type: "text", text: "a2" }]),
        { role: "user", content: "q3", timestamp: 3 },
      ],
    };
    const p = anthropicParams(haiku, ctx, req({ thinking: "low" }));
    expect(p.messages[1].content).toEqual([{ type: "thinking", thinking: "mine", signature: "sig" }, { type: "text", text: "a1" }]);
    expect(p.messages[3].content).toEqual([{ type: "text", text: "theirs" }, { type: "text", text: "a2" }]);
    expect(p.thinking).toEqual({ type: "enabled", budget_tokens: 2048, display: "summarized" });
    expect(p.max_tokens).toBe(32_000 + 2048);
  });

  it("makes tool ids from other APIs acceptable", () => {
    const ctx: Context = {
      messages: [
        { role: "user", content: "q", timestamp: 1 },
        reply(resolveModel("openai/gpt-5.1"), [{ type: "toolCall", id: "call_1|fc_2", name: "ls", arguments: {} }]),
        { role: "toolResult", toolCallId: "call_1|fc_2", toolName: "ls", content: [{ type: "text", text: "x" }], isError: false, timestamp: 2 },
      ],
    };
    const p = anthropicParams(haiku, ctx, req());
    expect(JSON.stringify(p.messages)).not.toContain("|");
    expect((p.messages[1].content as { id: string }[])[0].id).toBe((p.messages[2].content as { tool_use_id: string }[])[0].tool_use_id);
  });
});

describe("OpenAI Responses request", () => {
  const gpt = resolveModel("openai/gpt-5.1");

  it("replays reasoning items and function calls of the same model", () => {
    const item = { id: "rs_1", type: "reasoning", summary: [], encrypted_content: "enc" };
    const ctx: Context = {
      systemPrompt: "SYS",
      messages: [
        { role: "user", content: "q", timestamp: 1 },
        reply(gpt, [
          { type: "thinking", thinking: "t", thinkingSignature: JSON.stringify(item) },
          { type: "toolCall", id: "call_1|fc_1", name: "ls", arguments: { path: "." } },
        ]),
        { role: "toolResult", toolCallId: "call_1|fc_1", toolName: "ls", content: [{ type: "text", text: "a\nb" }], isError: false, timestamp: 2 },
      ],
    };
    const p = responsesParams(gpt, ctx, req({ thinking: "low" }));
    expect(p.instructions).toBe("SYS");
    expect(p.store).toBe(false);
    expect(p.input).toEqual([
      { role: "user", content: [{ type: "input_text", text: "q" }] },
      item,
      { type: "function_call", call_id: "call_1", name: "ls", arguments: '{"path":"."}', id: "fc_1" },
      { type: "function_call_output", call_id: "call_1", output: "a\nb" },
    ]);
    expect(p.reasoning).toEqual({ effort: "low", summary: "auto" });
  });
});

describe("Gemini request", () => {
  const gemini = resolveModel("google/gemini-3.1-pro-preview");

  it("replays thought signatures on its own function calls and merges tool results into one turn", () => {
    const ctx: Message[] = [
      { role: "user", content: "q", timestamp: 1 },
      reply(gemini, [
        { type: "toolCall", id: "c1", name: "ls", arguments: {}, thoughtSignature: "sig-1" },
        { type: "toolCall", id: "c2", name: "ls", arguments: { path: "x" } },
      ]),
      { role: "toolResult", toolCallId: "c1", toolName: "ls", content: [{ type: "text", text: "a" }], isError: false, timestamp: 2 },
      { role: "toolResult", toolCallId: "c2", toolName: "ls", content: [{ type: "text", text: "boom" }], isError: true, timestamp: 3 },
    ];
    expect(geminiContents(ctx, gemini)).toEqual([
      { role: "user", parts: [{ text: "q" }] },
      {
        role: "model",
        parts: [
          { functionCall: { id: "c1", name: "ls", args: {} }, thoughtSignature: "sig-1" },
          { functionCall: { id: "c2", name: "ls", args: { path: "x" } } },
        ],
      },
      {
        role: "user",
        parts: [
          { functionResponse: { id: "c1", name: "ls", response: { output: "a" } } },
          { functionResponse: { id: "c2", name: "ls", response: { error: "boom" } } },
        ],
      },
    ]);
    // Another model's signatures would be rejected, so they are not sent.
    expect(JSON.stringify(geminiContents(ctx, resolveModel("google/gemini-2.5-pro")))).not.toContain("sig-1");
  });
});
