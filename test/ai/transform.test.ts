import { describe, expect, it } from "vitest";
import { emptyUsage, resolveModel } from "../../src/ai/models.js";
import { prepareHistory } from "../../src/ai/transform.js";
import type { AssistantMessage, Message } from "../../src/ai/types.js";

const model = resolveModel("anthropic/claude-haiku-4-5");
const assistant = (content: AssistantMessage["content"], stopReason: AssistantMessage["stopReason"] = "toolUse"): AssistantMessage => ({
  role: "assistant",
  content,
  api: model.api,
  provider: model.provider,
  model: model.id,
  usage: emptyUsage(),
  stopReason,
  timestamp: 1,
});

describe("prepareHistory", () => {
  it("gives an orphaned tool call a synthetic error result", () => {
    const history: Message[] = [
      { role: "user", content: "go", timestamp: 1 },
      assistant([
        { type: "toolCall", id: "a", name: "bash", arguments: {} },
        { type: "toolCall", id: "b", name: "read", arguments: {} },
      ]),
      { role: "toolResult", toolCallId: "a", toolName: "bash", content: [{ type: "text", text: "ok" }], isError: false, timestamp: 2 },
      { role: "user", content: "continue", timestamp: 3 },
    ];
    const out = prepareHistory(history, model);
    expect(out.map((m) => m.role)).toEqual(["user", "assistant", "toolResult", "toolResult", "user"]);
    expect(out[3]).toMatchObject({ toolCallId: "b", toolName: "read", isError: true, content: [{ type: "text", text: "No result provided" }] });
  });

  it("drops failed and aborted replies with their tool results", () => {
    const history: Message[] = [
      { role: "user", content: "go", timestamp: 1 },
      assistant([{ type: "text", text: "partial" }], "error"),
      assistant([{ type: "toolCall", id: "x", name: "bash", arguments: {} }], "aborted"),
      { role: "toolResult", toolCallId: "x", toolName: "bash", content: [{ type: "text", text: "late" }], isError: false, timestamp: 2 },
      assistant([{ type: "text", text: "done" }], "stop"),
    ];
    expect(prepareHistory(history, model).map((m) => m.role)).toEqual(["user", "assistant"]);
  });

  it("replaces images with placeholders for text-only models", () => {
    const textOnly = { ...model, input: ["text" as const] };
    const history: Message[] = [
      { role: "user", content: [{ type: "image", data: "AAAA", mimeType: "image/png" }], timestamp: 1 },
      assistant([{ type: "toolCall", id: "r", name: "read", arguments: {} }]),
      { role: "toolResult", toolCallId: "r", toolName: "read", content: [{ type: "image", data: "AAAA", mimeType: "image/png" }], isError: false, timestamp: 2 },
    ];
    const out = prepareHistory(history, textOnly);
    expect(JSON.stringify(out)).not.toContain("AAAA");
    expect(out[0].content).toEqual([{ type: "text", text: "(image omitted: model does not support images)" }]);
    expect((out[2] as { content: unknown }).content).toEqual([{ type: "text", text: "(tool image omitted: model does not support images)" }]);
    expect(prepareHistory(history, model)).toEqual(history);
  });
});
