import { describe, expect, it } from "vitest";
import { missingKeyMessage } from "../../src/action/model.js";
import type { ActionInputs } from "../../src/action/types.js";
import { resolveModel } from "../../src/ai/models.js";
import { lacksKey } from "../../src/ai/stream.js";

// Which models the action runs without a key input: only an openai-compatible endpoint, which the
// OpenAI client can call without one. Any other SDK would read its own variable for a missing key.

const noKeys = { anthropicApiKey: "", openaiApiKey: "", geminiApiKey: "" } as ActionInputs;
const BASE = "http://127.0.0.1:9/v1";

describe("the action's key check", () => {
  it("lets an openai-compatible model go without a key, and says which input the others need", () => {
    expect(missingKeyMessage(resolveModel("openai-compatible/qwen3-coder"), "openai-compatible/qwen3-coder", noKeys)).toBeUndefined();
    expect(missingKeyMessage(resolveModel("openai/gpt-5.1"), "openai/gpt-5.1", noKeys)).toBe("model openai/gpt-5.1 needs the openai-api-key input (e.g. openai-api-key: ${{ secrets.OPENAI_API_KEY }})");
    expect(missingKeyMessage(resolveModel("openai/gpt-5.1"), "openai/gpt-5.1", { ...noKeys, openaiApiKey: "sk-1" })).toBeUndefined();
  });

  it("asks for the key of a models.json that gives openai-compatible another api", () => {
    const model = { ...resolveModel("openai-compatible/house"), api: "anthropic-messages" as const, baseUrl: BASE };
    expect(missingKeyMessage(model, "openai-compatible/house", noKeys)).toBe("model openai-compatible/house needs the anthropic-api-key input (e.g. anthropic-api-key: ${{ secrets.ANTHROPIC_API_KEY }})");
    expect(lacksKey(model, undefined, BASE, {})).toBe(true);
    expect(lacksKey(resolveModel("openai-compatible/house"), undefined, BASE, {})).toBe(false);
  });
});
