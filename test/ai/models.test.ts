import { describe, expect, it } from "vitest";
import { MODELS, UNKNOWN_MODEL_DEFAULTS, applyCost, emptyUsage, resolveModel } from "../../src/ai/models.js";

describe("model catalogue", () => {
  it("knows the mainstream models of each provider with prices and limits", () => {
    for (const provider of ["anthropic", "openai", "google"]) {
      expect(MODELS.filter((m) => m.provider === provider).length).toBeGreaterThanOrEqual(5);
    }
    for (const m of MODELS) {
      expect(m.contextWindow).toBeGreaterThan(m.maxTokens);
      expect(m.cost.output).toBeGreaterThan(m.cost.input);
    }
    expect(resolveModel("anthropic/claude-sonnet-4-5")).toMatchObject({
      api: "anthropic-messages",
      reasoning: true,
      contextWindow: 200_000,
      maxTokens: 64_000,
      cost: { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
    });
    expect(resolveModel("openai/gpt-5.1").api).toBe("openai-responses");
    expect(resolveModel("google/gemini-2.5-pro").api).toBe("google-generative-ai");
  });

  it("accepts unknown ids with the stated defaults", () => {
    const m = resolveModel("anthropic/claude-opus-9");
    expect(m).toMatchObject({ id: "claude-opus-9", api: "anthropic-messages", unknown: true, contextWindow: UNKNOWN_MODEL_DEFAULTS.contextWindow, maxTokens: UNKNOWN_MODEL_DEFAULTS.maxTokens });
    expect(resolveModel("openai-compatible/llama3.1:8b")).toMatchObject({ id: "llama3.1:8b", api: "openai-completions", input: ["text"] });
    expect(resolveModel("openai/org/model-with/slashes").id).toBe("org/model-with/slashes");
  });

  it("prices a dated snapshot of a listed model as that model, under the id it was given", () => {
    expect(resolveModel("anthropic/claude-sonnet-4-5-20250929")).toMatchObject({ id: "claude-sonnet-4-5-20250929", cost: { input: 3, output: 15 }, contextWindow: 200_000 });
    expect(resolveModel("anthropic/claude-sonnet-4-5-20250929").unknown).toBeUndefined();
    // Only a date, and only Anthropic's: gpt-4o-2024-05-13 costs more than gpt-4o.
    expect(resolveModel("anthropic/claude-sonnet-4-5-preview").unknown).toBe(true);
    expect(resolveModel("openai/gpt-4o-2024-05-13").unknown).toBe(true);
  });

  it("rejects a bad spec with one line naming the providers", () => {
    expect(() => resolveModel("claude-sonnet-4-5")).toThrow(/<provider>\/<id>.*anthropic, openai, openai-compatible, google/);
    expect(() => resolveModel("mistral/large")).toThrow(/not of the form/);
    expect(() => resolveModel("openai/")).toThrow(/not of the form/);
  });

  it("computes cost per message from prices per million tokens", () => {
    const usage = applyCost(resolveModel("anthropic/claude-opus-4-5"), { ...emptyUsage(), input: 2000, output: 1000, cacheRead: 10_000, cacheWrite: 4000 });
    expect(usage.cost.input).toBeCloseTo(0.01, 10);
    expect(usage.cost.output).toBeCloseTo(0.025, 10);
    expect(usage.cost.cacheRead).toBeCloseTo(0.005, 10);
    expect(usage.cost.cacheWrite).toBeCloseTo(0.025, 10);
    expect(usage.cost.total).toBeCloseTo(0.065, 10);
  });
});
