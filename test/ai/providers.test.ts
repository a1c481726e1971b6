import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamModel } from "../../src/ai/stream.js";
import type { AssistantMessageEvent, Context, Message, StreamOptions, ToolCall } from "../../src/ai/types.js";
import { startModelServer, type ModelServer } from "../support/model-server.js";
import { API_CASES, TEST_KEY } from "./harness.js";

const TOOLS = [
  {
    name: "read",
    description: "Read a file",
    parameters: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
  },
];
// 1x1 transparent PNG.
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ apiKeys: [TEST_KEY] });
});
afterAll(() => server.close());

async function collect(stream: ReturnType<typeof streamModel>) {
  const events: AssistantMessageEvent[] = [];
  for await (const e of stream) events.push(e);
  return { events, message: await stream.result() };
}

describe.each(API_CASES)("$name through its SDK", (c) => {
  const opts = (extra: StreamOptions = {}): StreamOptions => ({ apiKey: TEST_KEY, baseUrl: c.baseUrl(server), sdkMaxRetries: 0, ...extra });
  const ask = (text: string): Context => ({ systemPrompt: "You are terse.", messages: [{ role: "user", content: text, timestamp: 1 }], tools: TOOLS });

  it("streams a text answer in deltas", async () => {
    server.script({ text: "Hello there, how can I help?" });
    const before = server.requests.length;
    const { events, message } = await collect(streamModel(c.model, ask("hi"), opts()));
    expect(message.stopReason).toBe("stop");
    expect(message.content).toEqual([expect.objectContaining({ type: "text", text: "Hello there, how can I help?" })]);
    const types = events.map((e) => e.type);
    expect(types[0]).toBe("start");
    expect(types.filter((t) => t === "text_delta").length).toBeGreaterThan(3);
    expect(types.slice(-2)).toEqual(["text_end", "done"]);
    expect(message).toMatchObject({ api: c.model.api, provider: c.model.provider, model: c.model.id });
    const req = server.requests[before];
    expect(req.api).toBe(c.wire);
    expect(JSON.stringify(req.body)).toContain("You are terse.");
  });

  it("assembles one tool call whose arguments arrive in pieces", async () => {
    server.script({ toolCalls: [{ name: "read", args: { path: "src/a very long path/file.ts", offset: 10 } }] });
    const { events, message } = await collect(streamModel(c.model, ask("read it"), opts()));
    expect(message.stopReason).toBe("toolUse");
    const calls = message.content.filter((b): b is ToolCall => b.type === "toolCall");
    expect(calls).toHaveLength(1);
    expect(message.content).toHaveLength(1); // no empty text block around the call
    expect(calls[0]).toMatchObject({ name: "read", arguments: { path: "src/a very long path/file.ts", offset: 10 } });
    expect(calls[0].id).toBeTruthy();
    const deltas = events.filter((e) => e.type === "toolcall_delta");
    if (c.wire !== "gemini") expect(deltas.length).toBeGreaterThan(3); // Gemini sends whole calls
    expect(deltas.map((e) => (e as { delta: string }).delta).join("")).toBe(JSON.stringify(calls[0].arguments));
  });

  it("assembles two parallel tool calls", async () => {
    server.script({ toolCalls: [{ name: "read", args: { path: "a.ts" } }, { name: "read", args: { path: "b.ts" } }] });
    const { events, message } = await collect(streamModel(c.model, ask("read both"), opts()));
    const calls = message.content.filter((b): b is ToolCall => b.type === "toolCall");
    expect(calls.map((x) => x.arguments)).toEqual([{ path: "a.ts" }, { path: "b.ts" }]);
    expect(new Set(calls.map((x) => x.id)).size).toBe(2);
    expect(events.filter((e) => e.type === "toolcall_end")).toHaveLength(2);
    expect(message.stopReason).toBe("toolUse");
  });

  it("streams thinking and asks for it at the requested level", async () => {
    server.script({ thinking: "Let me weigh the options carefully.", text: "Option B." });
    const before = server.requests.length;
    const { events, message } = await collect(streamModel(c.model, ask("choose"), opts({ thinking: "medium" })));
    const thinking = message.content.find((b) => b.type === "thinking");
    expect(thinking).toMatchObject({ type: "thinking" });
    expect((thinking as { thinking: string }).thinking.trim()).toBe("Let me weigh the options carefully.");
    expect(events.some((e) => e.type === "thinking_delta")).toBe(true);
    expect(message.content.at(-1)).toMatchObject({ type: "text", text: "Option B." });
    const body = server.requests[before].body;
    if (c.wire === "anthropic") {
      expect(body.thinking).toEqual({ type: "enabled", budget_tokens: 8192, display: "summarized" });
      expect(body.max_tokens).toBe(32000 + 8192);
      expect((thinking as { thinkingSignature?: string }).thinkingSignature).toBeTruthy();
    } else if (c.wire === "openai-responses") {
      expect(body.reasoning).toEqual({ effort: "medium", summary: "auto" });
      expect(body.include).toEqual(["reasoning.encrypted_content"]);
      expect(JSON.parse((thinking as { thinkingSignature: string }).thinkingSignature)).toMatchObject({ type: "reasoning", encrypted_content: expect.any(String) });
    } else if (c.wire === "openai-chat") {
      expect(body.reasoning_effort).toBe("medium");
    } else {
      expect(body.generationConfig?.thinkingConfig ?? body.thinkingConfig).toEqual({ includeThoughts: true, thinkingBudget: 8192 });
    }
  });

  it("reports usage and its cost in US dollars", async () => {
    server.script({ text: "ok", usage: { input: 1_000_000, output: 200_000, cacheRead: 400_000, cacheWrite: c.wire === "anthropic" ? 100_000 : 0 } });
    const { message } = await collect(streamModel(c.model, ask("count"), opts()));
    const u = message.usage;
    expect(u.input).toBe(1_000_000);
    expect(u.output).toBe(200_000);
    expect(u.cacheRead).toBe(400_000);
    const p = c.model.cost;
    const expected = p.input + p.output * 0.2 + p.cacheRead * 0.4 + p.cacheWrite * (c.wire === "anthropic" ? 0.1 : 0);
    expect(u.cost.total).toBeCloseTo(expected, 10);
    expect(u.cost.total).toBeGreaterThan(0);
    expect(u.totalTokens).toBe(u.input + u.output + u.cacheRead + u.cacheWrite);
  });

  it("replays a multi-turn history with an image inside a tool result", async () => {
    const history: Message[] = [
      { role: "user", content: [{ type: "text", text: "what is in shot.png?" }], timestamp: 1 },
      {
        role: "assistant",
        content: [{ type: "toolCall", id: "call_1", name: "read", arguments: { path: "shot.png" } }],
        api: c.model.api,
        provider: c.model.provider,
        model: c.model.id,
        usage: { input: 1, output: 1, cacheRead: 0, cacheWrite: 0, totalTokens: 2, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } },
        stopReason: "toolUse",
        timestamp: 2,
      },
      {
        role: "toolResult",
        toolCallId: "call_1",
        toolName: "read",
        content: [
          { type: "text", text: "Read image file [image/png]" },
          { type: "image", data: PNG, mimeType: "image/png" },
        ],
        isError: false,
        timestamp: 3,
      },
      {
        role: "assistant",
        content: [{ type: "text", text: "A single transparent pixel." }],
        api: c.model.api,
        provider: c.model.provider,
        model: c.model.id,
        usage: { input: 1, output: 1, cacheRead: 0, cacheWrite: 0, totalTokens: 2, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } },
        stopReason: "stop",
        timestamp: 4,
      },
      { role: "user", content: "and its size?", timestamp: 5 },
    ];
    server.script({ text: "One by one." });
    const before = server.requests.length;
    const model = { ...c.model, input: ["text", "image"] as ("text" | "image")[] };
    const { message } = await collect(streamModel(model, { messages: history, tools: TOOLS }, opts()));
    expect(message.stopReason).toBe("stop");
    const body = server.requests[before].body;
    const wire = JSON.stringify(body);
    expect(wire).toContain(PNG);
    expect(wire).toContain("A single transparent pixel.");
    expect(wire).toContain("and its size?");
    if (c.wire === "anthropic") {
      const toolTurn = body.messages[1 + 1];
      expect(toolTurn.role).toBe("user");
      expect(toolTurn.content[0]).toMatchObject({ type: "tool_result", tool_use_id: "call_1" });
      expect(toolTurn.content[0].content[1]).toMatchObject({ type: "image", source: { type: "base64", media_type: "image/png", data: PNG } });
      expect(body.messages.at(-1).content.at(-1).cache_control).toEqual({ type: "ephemeral" });
    } else if (c.wire === "openai-responses") {
      const out = body.input.find((i: { type?: string }) => i.type === "function_call_output");
      expect(out.call_id).toBe("call_1");
      expect(out.output[1]).toMatchObject({ type: "input_image", image_url: `data:image/png;base64,${PNG}` });
    } else if (c.wire === "openai-chat") {
      const toolIndex = body.messages.findIndex((m: { role: string }) => m.role === "tool");
      expect(body.messages[toolIndex]).toMatchObject({ tool_call_id: "call_1", content: "Read image file [image/png]" });
      expect(body.messages[toolIndex + 1].content[1]).toMatchObject({ type: "image_url", image_url: { url: `data:image/png;base64,${PNG}` } });
    } else {
      const toolTurn = body.contents[2];
      expect(toolTurn.role).toBe("user");
      expect(toolTurn.parts[0].functionResponse).toMatchObject({ name: "read", response: { output: "Read image file [image/png]" } });
      expect(toolTurn.parts[1].inlineData).toEqual({ mimeType: "image/png", data: PNG });
    }
  });
});
