import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamModel } from "../../src/ai/stream.js";
import type { Context, StreamOptions } from "../../src/ai/types.js";
import { startModelServer, type ModelServer } from "../support/model-server.js";
import { API_CASES, TEST_KEY } from "./harness.js";

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ apiKeys: [TEST_KEY] });
});
afterAll(() => server.close());

const ctx: Context = { messages: [{ role: "user", content: "hi", timestamp: 1 }] };
const KEY_ENV: Record<string, string> = {
  anthropic: "ANTHROPIC_API_KEY",
  openai: "OPENAI_API_KEY",
  "openai-compatible": "OPENAI_API_KEY",
  google: "GEMINI_API_KEY",
};

describe.each(API_CASES)("$name faults", (c) => {
  const opts = (extra: StreamOptions = {}): StreamOptions => ({ apiKey: TEST_KEY, baseUrl: c.baseUrl(server), ...extra });

  it("retries a 429 with retry-after-ms and then succeeds", async () => {
    server.script({ fault: { kind: "status", status: 429, headers: { "retry-after-ms": "1", "retry-after": "0" } } }, { text: "recovered" });
    const before = server.requests.length;
    const message = await streamModel(c.model, ctx, opts()).result();
    expect(message.stopReason).toBe("stop");
    expect(message.content).toEqual([expect.objectContaining({ text: "recovered" })]);
    expect(server.requests.length - before).toBe(2);
  });

  it("passes the server's retry-after on when it does not retry itself", async () => {
    server.script({ fault: { kind: "status", status: 429, headers: { "retry-after": "7" } } });
    const message = await streamModel(c.model, ctx, opts({ sdkMaxRetries: 0 })).result();
    expect(message).toMatchObject({ stopReason: "error", errorKind: "retryable" });
    if (c.wire !== "gemini") expect(message.retryAfterMs).toBe(7000); // the Gemini SDK does not expose headers
  });

  it("reports an error event after a 200 as retryable", async () => {
    server.script({ fault: { kind: "error-event", afterFrames: 3 } });
    const message = await streamModel(c.model, ctx, opts({ sdkMaxRetries: 0 })).result();
    expect(message.stopReason).toBe("error");
    expect(message.errorKind).toBe("retryable");
    expect(message.errorMessage).toMatch(/retrying may help/);
  });

  it("reports a cut connection as retryable", async () => {
    server.script({ fault: { kind: "cut", afterFrames: 3 } });
    const message = await streamModel(c.model, ctx, opts({ sdkMaxRetries: 0 })).result();
    expect(message.stopReason).toBe("error");
    expect(message.errorKind).toBe("retryable");
  });

  it("aborts a stream that stalls after its headers within the idle time", async () => {
    server.script({ fault: { kind: "stall", afterFrames: 2 } });
    const started = Date.now();
    const message = await streamModel(c.model, ctx, opts({ sdkMaxRetries: 0, idleTimeoutMs: 300 })).result();
    const elapsed = Date.now() - started;
    expect(message.stopReason).toBe("error");
    expect(message.errorKind).toBe("retryable");
    expect(message.errorMessage).toMatch(/stalled: no data for 0s|stalled/);
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(5000);
  });

  it("fails a 401 fatally, naming the provider and the key variable", async () => {
    const before = server.requests.length;
    const message = await streamModel(c.model, ctx, opts({ apiKey: "wrong-key" })).result();
    expect(message.stopReason).toBe("error");
    expect(message.errorKind).toBe("fatal");
    expect(message.errorMessage).toContain(KEY_ENV[c.name]);
    expect(message.errorMessage).toMatch(/Anthropic|OpenAI|Gemini/);
    expect(message.errorMessage).not.toContain("\n");
    expect(server.requests.length - before).toBe(1); // not retried
  });

  it("classifies a too-long prompt as context overflow", async () => {
    server.script({ fault: { kind: "status", status: 400, message: "prompt is too long: 213462 tokens > 200000 maximum" } });
    const message = await streamModel(c.model, ctx, opts()).result();
    expect(message.errorKind).toBe("overflow");
  });

  it("aborts the HTTP request when the caller's signal fires", async () => {
    server.script({ fault: { kind: "stall", afterFrames: 2 } });
    const controller = new AbortController();
    const stream = streamModel(c.model, ctx, opts({ signal: controller.signal, sdkMaxRetries: 0 }));
    const before = server.requests.length;
    setTimeout(() => controller.abort(), 100);
    const message = await stream.result();
    expect(message.stopReason).toBe("aborted");
    expect(message.errorKind).toBeUndefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests[before].clientClosedEarly).toBe(true);
  });
});

describe("anthropic 529 overloaded", () => {
  it("is retried by the SDK and the stream succeeds", async () => {
    const c = API_CASES[0];
    server.script({ fault: { kind: "status", status: 529, headers: { "retry-after-ms": "1" } } }, { text: "after overload" });
    const before = server.requests.length;
    const message = await streamModel(c.model, ctx, { apiKey: TEST_KEY, baseUrl: c.baseUrl(server) }).result();
    expect(message.content).toEqual([expect.objectContaining({ text: "after overload" })]);
    expect(server.requests.length - before).toBe(2);
    expect(server.requests[before + 1].headers["x-stainless-retry-count"]).toBe("1");
  });

  it("is reported as retryable when the SDK's retries run out", async () => {
    const c = API_CASES[0];
    server.script({ fault: { kind: "status", status: 529 } });
    const message = await streamModel(c.model, ctx, { apiKey: TEST_KEY, baseUrl: c.baseUrl(server), sdkMaxRetries: 0 }).result();
    expect(message.errorKind).toBe("retryable");
    expect(message.errorMessage).toContain("529");
  });
});
