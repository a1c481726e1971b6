import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startModelServer, type ModelServer } from "../support/model-server.js";
import { makeWorkspace } from "./harness.js";
import { RpcClient, type Json } from "./rpc-client.js";

// The RPC protocol's edges (framing, malformed input, unsupported commands) and its state
// commands, against dist/cli.js on pipes.

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ apiKeys: ["k"] });
});
afterAll(() => server.close());

const clients: RpcClient[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.kill();
});

function start(settings: Record<string, unknown> = {}, prepare?: (ws: ReturnType<typeof makeWorkspace>) => void) {
  const ws = makeWorkspace(settings);
  prepare?.(ws);
  writeFileSync(
    join(ws.agentDir, "models.json"),
    JSON.stringify({
      providers: {
        local: {
          baseUrl: `${server.url}/v1`,
          api: "openai-completions",
          apiKey: "k",
          models: [
            { id: "coder", contextWindow: 200_000 },
            { id: "thinker", reasoning: true, contextWindow: 100_000 },
            { id: "seer", input: ["text", "image"] },
          ],
        },
      },
    }),
  );
  const client = new RpcClient(["--model", "local/coder", "--session-dir", ws.sessions], { env: { REPO_AGENT_DIR: ws.agentDir, HOME: ws.root }, cwd: ws.project });
  clients.push(client);
  return { ws, client };
}

const responses = (c: RpcClient) => c.received.filter((m) => m.type === "response");

describe("repo-agent --mode rpc: framing and malformed input", () => {
  it("answers every malformed line with an error response and keeps serving", async () => {
    const { client } = start();
    const lines = [
      "this is not json",
      "{}",
      "[]",
      "42",
      "null",
      '{"id":"t1","type":5}',
      '{"id":{"a":1},"type":"get_state"}',
      '{"id":"p1","type":"prompt","message":5}',
      '{"id":"p2","type":"prompt","message":"x","streamingBehavior":"later"}',
      '{"id":"p3","type":"prompt","message":"x","images":[{"type":"image"}]}',
      '{"id":"s1","type":"set_auto_retry","enabled":"yes"}',
      '{"id":"u1","type":"frobnicate"}',
      '{"id":"f1","type":"fork","entryId":"abcd1234"}',
      '{"id":"n1","type":"set_session_name","name":"   "}',
      '{"type":"get_state"',
    ];
    client.writeRaw(lines.map((l) => l + "\n").join(""));
    await client.waitFor(() => responses(client).length === lines.length);
    const got = responses(client);
    for (const r of got) expect(Object.keys(r).sort()).toEqual([...(r.id === undefined ? [] : ["id"]), "command", "error", "success", "type"].sort());
    const brief = got.map((r) => [r.id ?? null, r.command, r.success]);
    expect(brief).toEqual([
      [null, "parse", false],
      [null, "parse", false],
      [null, "parse", false],
      [null, "parse", false],
      [null, "parse", false],
      ["t1", "parse", false],
      [null, "get_state", false],
      ["p1", "prompt", false],
      ["p2", "prompt", false],
      ["p3", "prompt", false],
      ["s1", "set_auto_retry", false],
      ["u1", "frobnicate", false],
      ["f1", "fork", false],
      ["n1", "set_session_name", false],
      [null, "parse", false],
    ]);
    expect(got[0].error).toMatch(/^Failed to parse command: /);
    expect(got[2].error).toBe('A command must be a JSON object with a "type", e.g. {"type":"get_state"}; got array');
    expect(got[7].error).toBe('prompt: "message" must be a string; got 5');
    expect(got[8].error).toBe('prompt: "streamingBehavior" must be one of "steer", "followUp"; got "later"');
    expect(got[11].error).toBe("Unknown command: frobnicate");
    expect(got[12].error).toMatch(/^Unsupported command: fork/);
    expect(got[13].error).toBe("Session name cannot be empty");

    // A numeric id is echoed as given.
    client.writeRaw('{"id":7,"type":"get_commands"}\n');
    expect(await client.waitFor((m) => m.id === 7)).toEqual({ id: 7, type: "response", command: "get_commands", success: true, data: { commands: [] } });

    // Still serving.
    expect(await client.send({ type: "get_state" })).toMatchObject({ success: true, data: { isStreaming: false } });
    expect(client.events).toEqual([]);
    expect(await client.end()).toEqual({ code: 0, signal: null });
    expect(client.badLines).toEqual([]);
  });

  it("splits records on LF only: U+2028/U+2029 stay inside strings, CRLF and split writes work", async () => {
    const { client } = start();
    const name = "before\u2028middle\u2029after";
    // A raw U+2028 inside a JSON string: readline would cut this record in two.
    client.writeRaw(`{"id":"n","type":"set_session_name","name":"${name}"}\n`);
    expect(await client.waitFor((m) => m.id === "n")).toEqual({ id: "n", type: "response", command: "set_session_name", success: true });
    client.writeRaw('{"id":"crlf","type":"get_state"}\r\n');
    const state = await client.waitFor((m) => m.id === "crlf");
    expect(state.data.sessionName).toBe(name);
    // Our output keeps U+2028 raw (as pi's does) and still one record per line.
    expect(client.rawLines.find((l) => l.includes('"crlf"'))).toContain("\u2028");
    // One record in three writes, the middle one splitting a multi-byte character's text.
    client.writeRaw('{"id":"sp","type":"set_se');
    client.writeRaw('ssion_name","name":"caf');
    client.writeRaw('é ☕"}\n');
    expect(await client.waitFor((m) => m.id === "sp")).toMatchObject({ success: true });
    expect((await client.send({ type: "get_state" })).data.sessionName).toBe("café ☕");

    // The prompt text reaches the model byte for byte, U+2028 included.
    server.script({ text: "ok\u2028done" });
    const before = server.requests.length;
    client.writeRaw(JSON.stringify({ id: "p", type: "prompt", message: "line one\u2028line two" }) + "\n");
    await client.waitFor((m) => m.type === "agent_end");
    expect(JSON.stringify(server.requests[before].body.messages.at(-1))).toContain("line one\u2028line two");
    expect((await client.send({ type: "get_last_assistant_text" })).data.text).toBe("ok\u2028done");

    // A last record without "\n" is still answered when stdin closes.
    client.writeRaw('{"id":"last","type":"abort"}');
    expect(await client.end()).toEqual({ code: 0, signal: null });
    expect(client.received.at(-1)).toEqual({ id: "last", type: "response", command: "abort", success: true });
    expect(client.badLines).toEqual([]);
    expect(client.rawLines.length).toBe(client.received.length);
  });
});

describe("repo-agent --mode rpc: state commands", () => {
  it("after set_model to a model that takes images, read sends them", async () => {
    const { ws, client } = start();
    // A white 2x2 PNG (encoded by photon, which the read tool decodes with).
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAHUlEQVR4AQESAO3/AP//////////AP//////////j4IP8W2eVPIAAAAASUVORK5CYII=", "base64");
    writeFileSync(join(ws.project, "shot.png"), png);
    expect(await client.send({ type: "set_model", provider: "local", modelId: "seer" })).toMatchObject({ success: true });
    server.script({ toolCalls: [{ name: "read", args: { path: "shot.png" } }] }, { text: "a tiny image" });
    const before = server.requests.length;
    await client.send({ type: "prompt", message: "what is in shot.png?" });
    await client.waitFor((m) => m.type === "agent_end");
    expect(server.requests[before + 1].body.model).toBe("seer");
    expect(JSON.stringify(server.requests[before + 1].body.messages)).toContain("data:image/png;base64,");
  });


  it("switches model and thinking, toggles retry and compaction, names and renews the session", async () => {
    const { client } = start();
    const models = (await client.send({ type: "get_available_models" })).data.models as Json[];
    expect(models.filter((m) => m.provider === "local").map((m) => m.id)).toEqual(["coder", "thinker", "seer"]);

    expect(await client.send({ type: "set_model", provider: "nope", modelId: "x" })).toMatchObject({ success: false, error: expect.stringMatching(/^Model not found: nope\/x/) });
    // An endpoint with no address is refused at the switch, not at the next prompt.
    expect(await client.send({ type: "set_model", provider: "openai-compatible", modelId: "qwen3" })).toMatchObject({
      success: false,
      error: "openai-compatible/qwen3 needs a base URL: set OPENAI_BASE_URL, or give the provider a baseUrl in models.json.",
    });
    const set = await client.send({ type: "set_model", provider: "local", modelId: "thinker" });
    expect(set).toMatchObject({ command: "set_model", success: true, data: { provider: "local", id: "thinker", reasoning: true, contextWindow: 100_000 } });
    expect(await client.send({ type: "set_thinking_level", level: "xhigh" })).toMatchObject({ success: true });
    expect((await client.send({ type: "get_state" })).data).toMatchObject({ model: { id: "thinker" }, thinkingLevel: "high" });
    expect((await client.send({ type: "cycle_thinking_level" })).data).toEqual({ level: "off" });
    expect((await client.send({ type: "cycle_thinking_level" })).data).toEqual({ level: "minimal" });

    // A failing request is not retried once auto-retry is off.
    expect(await client.send({ type: "set_auto_retry", enabled: false })).toMatchObject({ success: true });
    expect(await client.send({ type: "set_auto_compaction", enabled: false })).toMatchObject({ success: true });
    expect(await client.send({ type: "set_steering_mode", mode: "all" })).toMatchObject({ success: true });
    server.script({ fault: { kind: "status", status: 500, message: "boom" } });
    const before = server.requests.length;
    await client.send({ type: "prompt", message: "fail once" });
    const end = await client.waitFor((m) => m.type === "agent_end");
    expect(end.messages.at(-1)).toMatchObject({ role: "assistant", stopReason: "error" });
    expect(server.requests.length - before).toBe(1);
    expect(server.requests[before].body.model).toBe("thinker");
    expect(client.events.some((e) => e.type === "auto_retry_start")).toBe(false);
    const state = (await client.send({ type: "get_state" })).data;
    expect(state).toMatchObject({ autoCompactionEnabled: false, steeringMode: "all", followUpMode: "one-at-a-time", thinkingLevel: "minimal" });

    expect(await client.send({ type: "set_session_name", name: "rpc work" })).toMatchObject({ success: true });
    expect((await client.send({ type: "get_state" })).data.sessionName).toBe("rpc work");
    expect(await client.send({ type: "new_session" })).toMatchObject({ command: "new_session", success: true, data: { cancelled: false } });
    const fresh = (await client.send({ type: "get_state" })).data;
    expect(fresh.sessionFile).not.toBe(state.sessionFile);
    expect(fresh).toMatchObject({ messageCount: 0, model: { id: "thinker" }, thinkingLevel: "minimal", autoCompactionEnabled: false, steeringMode: "all" });
    expect(fresh.sessionName).toBeUndefined();
    expect((await client.send({ type: "get_messages" })).data).toEqual({ messages: [] });
    expect((await client.send({ type: "get_last_assistant_text" })).data).toEqual({ text: null });
    expect(await client.end()).toEqual({ code: 0, signal: null });
  });

  it("abort_retry ends a retry wait at once: the run fails with the error it was retrying", async () => {
    const { client } = start({ retry: { baseDelayMs: 60_000, maxDelayMs: 60_000 } });
    server.script({ fault: { kind: "status", status: 503, message: "overloaded" } });
    await client.send({ type: "prompt", message: "try" });
    expect(await client.waitFor((m) => m.type === "auto_retry_start")).toMatchObject({ attempt: 1, delayMs: 60_000 });
    const t0 = Date.now();
    expect(await client.send({ type: "abort_retry" })).toMatchObject({ command: "abort_retry", success: true });
    expect(await client.waitFor((m) => m.type === "auto_retry_end")).toEqual({ type: "auto_retry_end", success: false, attempt: 1, finalError: "Retry cancelled" });
    while ((await client.send({ type: "get_state" })).data.isStreaming) await new Promise((r) => setTimeout(r, 50));
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(client.stderr).toContain("overloaded");
    expect(await client.end()).toEqual({ code: 0, signal: null });
  });

  it("compacts on request and lists skills and prompt templates as commands", async () => {
    const { ws, client: again } = start({ compaction: { keepRecentTokens: 1 } }, (ws) => {
      mkdirSync(join(ws.project, ".pi", "prompts"), { recursive: true });
      writeFileSync(join(ws.project, ".pi", "prompts", "review.md"), "---\ndescription: Review the diff\n---\nReview $@\n");
      mkdirSync(join(ws.project, ".pi", "skills", "deploy"), { recursive: true });
      writeFileSync(join(ws.project, ".pi", "skills", "deploy", "SKILL.md"), "---\nname: deploy\ndescription: Ship it\n---\nRun the deploy.\n");
    });
    const commands = (await again.send({ type: "get_commands" })).data.commands as Json[];
    expect(commands).toEqual([
      { name: "review", description: "Review the diff", source: "prompt", location: "project", path: join(ws.project, ".pi", "prompts", "review.md") },
      { name: "skill:deploy", description: "Ship it", source: "skill", location: "project", path: join(ws.project, ".pi", "skills", "deploy", "SKILL.md") },
    ]);

    expect(await again.send({ type: "compact" })).toMatchObject({ command: "compact", success: false, error: "Nothing to compact (session too small)" });
    server.script({ text: "first answer" }, { text: "second answer" });
    for (const message of ["remember: esbuild", "remember: vitest"]) {
      const mark = again.received.length;
      await again.send({ type: "prompt", message });
      await again.waitFor((m) => m.type === "agent_end", { from: mark });
    }
    // Keeping 1 token splits the last turn: the history and the turn's prefix are summarised apart.
    const before = server.requests.length;
    server.script({ text: "## Goal\nRemember the build tools." }, { text: "## Goal\nRemember the build tools." });
    const compacted = await again.send({ type: "compact", customInstructions: "Keep tool names" });
    expect(compacted).toMatchObject({ command: "compact", success: true, data: { summary: expect.stringContaining("## Goal"), firstKeptEntryId: expect.any(String), tokensBefore: expect.any(Number) } });
    expect(server.requests.length - before).toBe(2);
    expect(server.requests.slice(before).some((r) => JSON.stringify(r.body.messages).includes("Keep tool names"))).toBe(true);
    expect(again.events.filter((e) => e.type.startsWith("compaction_")).map((e) => [e.type, e.reason])).toEqual([
      ["compaction_start", "manual"],
      ["compaction_end", "manual"],
    ]);
    const messages = (await again.send({ type: "get_messages" })).data.messages as Json[];
    expect(messages[0]).toMatchObject({ role: "compactionSummary", summary: expect.stringContaining("## Goal") });
    expect((await again.send({ type: "get_session_stats" })).data.contextUsage).toEqual({ tokens: null, contextWindow: 200_000, percent: null });
    expect(await again.end()).toEqual({ code: 0, signal: null });
  });
});
