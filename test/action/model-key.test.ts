import { describe, expect, it, onTestFinished, vi } from "vitest";
import { checkedModel, dropSdkVariables, missingKeyMessage } from "../../src/action/model.js";
import type { ActionInputs } from "../../src/action/types.js";
import { resolveModel } from "../../src/ai/models.js";
import { lacksKey, streamModel } from "../../src/ai/stream.js";
import { startModelServer } from "../support/model-server.js";

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

describe("the action's model check once the trusted models.json is read", () => {
  it("refuses an openai-compatible model with no base URL before anything runs (a pull request's run reads no file earlier)", () => {
    vi.stubEnv("OPENAI_BASE_URL", "");
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const spec = { model: resolveModel("openai-compatible/qwen3-coder") };
    const inputs = { ...noKeys, model: "openai-compatible/qwen3-coder", baseUrl: "", modelsFile: "" } as ActionInputs;
    expect(() => checkedModel(spec, inputs)).toThrow(
      "model openai-compatible/qwen3-coder needs a base URL: set the base-url input (e.g. base-url: http://localhost:8000/v1), or give the provider a baseUrl in .pi/models.json",
    );
    expect(checkedModel(spec, { ...inputs, baseUrl: BASE })).toBe(spec);
    expect(checkedModel({ model: { ...spec.model, baseUrl: BASE } }, inputs).model.baseUrl).toBe(BASE);
  });
});

describe("the SDKs' own variables in the action", () => {
  it("are dropped: GOOGLE_GEMINI_BASE_URL alone would send the Gemini key to its address", async () => {
    const server = await startModelServer({});
    onTestFinished(() => server.close());
    vi.stubEnv("GOOGLE_GEMINI_BASE_URL", server.url);
    vi.stubEnv("OPENAI_BASE_URL", BASE);
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    // The route: with no base-url input, the SDK reads the variable for itself.
    const setBy = { key: "the gemini-api-key input", baseUrl: "the base-url input" };
    const context = { messages: [{ role: "user" as const, content: "hi", timestamp: 0 }] };
    await streamModel(resolveModel("google/gemini-2.5-flash"), context, { apiKey: "gemini-input-key", setBy, sdkMaxRetries: 0 }).result();
    expect(server.requests.map((r) => r.headers["x-goog-api-key"])).toEqual(["gemini-input-key"]);
    // The defence, checked without a second request (it would go to Google's own address).
    dropSdkVariables();
    expect(process.env.GOOGLE_GEMINI_BASE_URL).toBeUndefined();
    // The base URL variables are the action's own, said in its README.
    expect(process.env.OPENAI_BASE_URL).toBe(BASE);
  });

  it("include the headers and Vertex AI switches, not the base URL variables", () => {
    const env = { GOOGLE_GENAI_USE_VERTEXAI: "true", OPENAI_CUSTOM_HEADERS: "api-key: sk-env", ANTHROPIC_CUSTOM_HEADERS: "x-api-key: sk-env", ANTHROPIC_BASE_URL: BASE };
    expect(dropSdkVariables(env)).toEqual(["ANTHROPIC_CUSTOM_HEADERS", "OPENAI_CUSTOM_HEADERS", "GOOGLE_GENAI_USE_VERTEXAI"]);
    expect(env).toEqual({ ANTHROPIC_BASE_URL: BASE });
  });
});
