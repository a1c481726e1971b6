import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { streamModel } from "../../src/ai/stream.js";
import type { Context } from "../../src/ai/types.js";
import type { ModelServer } from "../support/model-server.js";
import { API_CASES, TEST_KEY } from "./harness.js";

// Replies no API sends but proxies, portals and half-working servers do: each error must be one
// plain line that says what happened and what to do.

type Reply = { status: number; type: string; body: string };
let reply: Reply;
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(reply.status, { "content-type": reply.type });
      res.end(reply.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => vi.restoreAllMocks());

const ctx: Context = { messages: [{ role: "user", content: "hi", timestamp: 1 }] };
const compatible = API_CASES.find((c) => c.name === "openai-compatible")!;

async function ask(c = compatible) {
  return streamModel(c.model, ctx, { apiKey: TEST_KEY, baseUrl: c.baseUrl({ url } as ModelServer), sdkMaxRetries: 0 }).result();
}

describe.each(API_CASES)("$name: an event stream that ends with nothing", (c) => {
  it("says so once, with the provider named once", async () => {
    reply = { status: 200, type: "text/event-stream", body: "" };
    const m = await ask(c);
    expect(m).toMatchObject({ stopReason: "error", errorKind: "retryable" });
    expect(m.errorMessage).toMatch(/^[^:]+: connection problem: the stream ended without an? [a-z_ ]+ \(connection cut\); retrying may help\.$/);
  });
});

describe("an openai-compatible endpoint's odd replies", () => {
  it("an HTML page with status 200 is no stream: fatal, pointing at the base URL", async () => {
    reply = { status: 200, type: "text/html; charset=utf-8", body: "<html><body>Captive portal</body></html>" };
    const m = await ask();
    expect(m).toMatchObject({ stopReason: "error", errorKind: "fatal" });
    expect(m.errorMessage).toBe(
      "OpenAI-compatible endpoint: the reply is an HTML page (text/html), not an event stream; check the base URL points at the API itself (e.g. it ends in /v1) and nothing in between answers for it.",
    );
  });

  it("a proxy's HTML 502 is reported by its title, not the whole page", async () => {
    reply = { status: 502, type: "text/html", body: "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>" };
    const m = await ask();
    expect(m).toMatchObject({ stopReason: "error", errorKind: "retryable" });
    expect(m.errorMessage).toBe("OpenAI-compatible endpoint is unavailable (502: 502 Bad Gateway); retrying may help.");
  });

  it("a stream event that is not JSON: one line saying what to do, and nothing from the SDK on the console", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    reply = {
      status: 200,
      type: "text/event-stream",
      body: 'data: {"id":"x","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"Hel"}}]}\n\ndata: {this is not json\n\ndata: [DONE]\n\n',
    };
    const m = await ask();
    expect(m).toMatchObject({ stopReason: "error", errorKind: "retryable" });
    expect(m.errorMessage).toMatch(/^OpenAI-compatible endpoint sent malformed JSON \(.+\); retrying may help; if it persists, check the base URL points at the API\.$/);
    expect(logged).not.toHaveBeenCalled();
  });
});
