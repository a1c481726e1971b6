import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startModelServer, type ModelServer } from "../support/model-server.js";

// The SDKs only send one auth style each; the server must accept what any client sends.
let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ apiKeys: ["k1"] });
});
afterAll(() => server.close());

const post = (headers: Record<string, string>) =>
  fetch(`${server.url}/v1/messages`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ model: "m" }) });

describe("loopback model server", () => {
  it("accepts an Anthropic x-api-key header and a Bearer token, and rejects others", async () => {
    server.script({ text: "a" }, { text: "b" });
    const viaHeader = await post({ "x-api-key": "k1" });
    expect(viaHeader.status).toBe(200);
    expect(await viaHeader.text()).toContain("event: message_start");
    expect((await post({ authorization: "Bearer k1" })).status).toBe(200);
    expect((await post({ "x-api-key": "nope" })).status).toBe(401);
  });

  it("says plainly when a test forgot to script a reply", async () => {
    const res = await post({ "x-api-key": "k1" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("no scripted reply left");
  });
});
