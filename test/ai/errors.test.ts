import { describe, expect, it, onTestFinished, vi } from "vitest";
import { StreamStalledError, classifyError, isContextOverflowMessage, isRetryableMessage } from "../../src/ai/errors.js";
import { resolveModel } from "../../src/ai/models.js";
import { streamModel } from "../../src/ai/stream.js";
import type { StreamOptions } from "../../src/ai/types.js";

// One real-world message per pattern pi 0.73 recognises as a context overflow.
const OVERFLOW_MESSAGES = [
  "prompt is too long: 213462 tokens > 200000 maximum",
  "request_too_large",
  "Input is too long for requested model.",
  "The input token count exceeds the context window of this model",
  "The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).",
  "Maximum prompt length is 131072",
  "Please reduce the length of the messages or completion.",
  "This model's maximum context length is 128000 tokens. However, your messages resulted in 130000 tokens.",
  "Requested 140000 tokens, which exceeds the limit of 131072",
  "the request exceeds the available context size, try increasing it",
  "prompt length 140000 is greater than the context length 131072",
  "context window exceeds limit",
  "exceeded model token limit: 32768",
  "This request is too large for model with 32768 maximum context length",
  "model_context_window_exceeded",
  "prompt too long; exceeded max context length by 2000 tokens",
  "context_length_exceeded",
  "Too many tokens in the request",
  "token limit exceeded",
  "400 status code (no body)",
  "413 (no body)",
];

describe("error classification", () => {
  it.each(OVERFLOW_MESSAGES)("treats %j as context overflow", (message) => {
    expect(isContextOverflowMessage(message)).toBe(true);
    expect(classifyError({ message }, "openai-compatible", "m").kind).toBe("overflow");
    expect(isRetryableMessage(message)).toBe(false);
  });

  it("does not mistake rate limits for overflow", () => {
    expect(isContextOverflowMessage("Throttling error: too many tokens per minute")).toBe(false);
    expect(isContextOverflowMessage("rate limit: token limit exceeded for this minute")).toBe(false);
    expect(classifyError({ status: 429, message: "Too many tokens, rate limit reached" }, "openai", "gpt-5").kind).toBe("retryable");
  });

  it("sorts statuses: auth and bad requests are fatal, throttling and server errors retryable", () => {
    expect(classifyError({ status: 401, message: "invalid x-api-key" }, "anthropic", "m")).toEqual({
      kind: "fatal",
      message: "Anthropic rejected the API key (401: invalid x-api-key); check ANTHROPIC_API_KEY (or --api-key).",
    });
    expect(classifyError({ status: 403, message: "no" }, "google", "m").message).toContain("GEMINI_API_KEY");
    expect(classifyError({ status: 404, message: "model: nope" }, "openai", "nope").message).toMatch(/does not know model "nope"/);
    const bad = classifyError({ status: 400, error: { error: { type: "invalid_request_error", message: "tools.0.name: bad" } } }, "anthropic", "m");
    expect(bad.kind).toBe("fatal");
    expect(bad.message).toContain("tools.0.name: bad");
    for (const status of [408, 409, 429, 500, 502, 503, 529]) expect(classifyError({ status, message: "x" }, "anthropic", "m").kind).toBe("retryable");
  });

  it("treats mid-stream overloads, dropped connections and stalls as retryable", () => {
    expect(classifyError({ error: { type: "overloaded_error", message: "Overloaded" } }, "anthropic", "m").kind).toBe("retryable");
    expect(classifyError(new TypeError("terminated"), "anthropic", "m").kind).toBe("retryable");
    expect(classifyError(Object.assign(new Error("fetch failed"), { cause: new Error("ECONNREFUSED") }), "openai", "m").kind).toBe("retryable");
    expect(classifyError(new StreamStalledError(120_000), "google", "m")).toEqual({
      kind: "retryable",
      message: "Gemini: the response stream stalled: no data for 120s; retrying may help.",
    });
  });

  it("keeps every message on one line", () => {
    const c = classifyError({ status: 400, message: "line one\nline two" }, "openai", "m");
    expect(c.message).not.toContain("\n");
  });
});

describe("retry-after", () => {
  it("reads the server's wait from retry-after-ms, retry-after seconds or an HTTP date", async () => {
    const { retryAfterMs } = await import("../../src/ai/errors.js");
    expect(retryAfterMs(new Headers({ "retry-after-ms": "1500", "retry-after": "9" }))).toBe(1500);
    expect(retryAfterMs({ "retry-after": "3" })).toBe(3000);
    expect(retryAfterMs({ "retry-after": new Date(10_000).toUTCString() }, 4000)).toBe(6000);
    expect(retryAfterMs({ "retry-after": "0" })).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
    expect(classifyError({ status: 429, message: "slow down", headers: new Headers({ "retry-after": "7" }) }, "openai", "m").retryAfterMs).toBe(7000);
  });
});

describe("where a person sets the key and the base URL", () => {
  const context = { systemPrompt: "", messages: [{ role: "user" as const, content: "hi", timestamp: 0 }] };
  const setBy = { key: "the openai-api-key input", baseUrl: "the base-url input" };
  const failure = async (options: StreamOptions) => (await streamModel(resolveModel("openai-compatible/qwen3-coder"), context, { apiKey: "k", ...options }).result()).errorMessage;

  it("names the caller's settings (the action's inputs) instead of the CLI's variables and flags", async () => {
    // Neither may come from the environment here.
    vi.stubEnv("OPENAI_API_KEY", "");
    vi.stubEnv("OPENAI_BASE_URL", "");
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    expect(classifyError({ status: 401, message: "invalid x-api-key" }, "anthropic", "m", "the anthropic-api-key input").message).toBe(
      "Anthropic rejected the API key (401: invalid x-api-key); check the anthropic-api-key input.",
    );
    expect(await failure({ setBy })).toBe("openai-compatible/qwen3-coder needs a base URL: set the base-url input, or give the provider a baseUrl in models.json.");
    // With neither, the address is what is missing: such an endpoint may take no key at all.
    expect(await failure({ setBy, apiKey: undefined })).toBe("openai-compatible/qwen3-coder needs a base URL: set the base-url input, or give the provider a baseUrl in models.json.");
    expect(await failure({ apiKey: undefined })).toBe("openai-compatible/qwen3-coder needs a base URL: pass --base-url, set OPENAI_BASE_URL, or give the provider a baseUrl in models.json.");
    expect(await failure({})).toBe("openai-compatible/qwen3-coder needs a base URL: pass --base-url, set OPENAI_BASE_URL, or give the provider a baseUrl in models.json.");
  });

  it("takes the key from the caller alone when it names its own settings, never from the environment", async () => {
    vi.stubEnv("ANTHROPIC_API_KEY", "sk-ant-from-the-environment");
    vi.stubEnv("ANTHROPIC_BASE_URL", "http://127.0.0.1:9"); // nothing listens: a key taken would not leave the machine
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const anthropic = resolveModel("anthropic/claude-haiku-4-5");
    const reply = await streamModel(anthropic, context, { setBy: { key: "the anthropic-api-key input", baseUrl: "the base-url input" } }).result();
    expect(reply.errorMessage).toBe("No API key for anthropic: set the anthropic-api-key input.");
  });
});

