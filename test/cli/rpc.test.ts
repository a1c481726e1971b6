import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startModelServer, type ModelServer } from "../support/model-server.js";
import { makeWorkspace } from "./harness.js";
import { RpcClient, processesMatching, type Json } from "./rpc-client.js";

// `repo-agent --mode rpc` driven as pi's docs/rpc.md tells a client to drive pi: dist/cli.js on
// pipes, the loopback model server behind a models.json provider with prices.

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ apiKeys: ["k"] });
});
afterAll(() => server.close());

const clients: RpcClient[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.kill();
});

// Long commands, unique to this process so a leftover from an earlier run cannot be mistaken for them.
const LONG = { tool: `sleep 30.${process.pid}1`, bash: `sleep 30.${process.pid}2`, eof: `sleep 30.${process.pid}3` };

const PRICES = { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 };

function start() {
  const ws = makeWorkspace();
  writeFileSync(
    join(ws.agentDir, "models.json"),
    JSON.stringify({
      providers: {
        local: {
          baseUrl: `${server.url}/v1`,
          api: "openai-completions",
          apiKey: "k",
          models: [
            { id: "coder", input: ["text", "image"], contextWindow: 200_000, cost: PRICES },
            { id: "thinker", reasoning: true, contextWindow: 100_000 },
          ],
        },
      },
    }),
  );
  const client = new RpcClient(["--model", "local/coder", "--session-dir", ws.sessions], { env: { REPO_AGENT_DIR: ws.agentDir, HOME: ws.root }, cwd: ws.project });
  clients.push(client);
  return { ws, client };
}

async function waitUntil(test: () => boolean, timeoutMs = 10_000) {
  for (const end = Date.now() + timeoutMs; !test(); ) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 25));
  }
}

const textOf = (m: Json) => JSON.stringify(m.content);
const sessionLines = (file: string) => readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l));

/** Every stdout line was a protocol record and the process ended cleanly on stdin EOF. */
async function endCleanly(client: RpcClient) {
  expect(await client.end()).toEqual({ code: 0, signal: null });
  expect(client.badLines).toEqual([]);
  expect(client.stderr).not.toMatch(/unexpected failure|TypeError|at .*\.js:\d+/);
}

describe("repo-agent --mode rpc", () => {
  it("runs a prompt, steers it mid-run and queues a follow-up; the steering reaches the next model request", async () => {
    const { ws, client } = start();
    server.script(
      // The tool waits for a file, so the run is certainly mid-tool when the client steers.
      { toolCalls: [{ name: "bash", args: { command: "while [ ! -f go ]; do sleep 0.05; done; echo released" } }] },
      { text: "Steered." },
      { text: "Followed up." },
    );
    const before = server.requests.length;
    expect(await client.send({ id: "first", type: "prompt", message: "start the job" })).toEqual({ id: "first", type: "response", command: "prompt", success: true });
    await client.waitFor((m) => m.type === "tool_execution_start");

    const busy = await client.send({ type: "prompt", message: "no behaviour given" });
    expect(busy).toEqual({
      id: busy.id,
      type: "response",
      command: "prompt",
      success: false,
      error: "Agent is already processing. Specify streamingBehavior ('steer' or 'followUp') to queue the message.",
    });
    expect(await client.send({ type: "steer", message: "use tabs, not spaces" })).toMatchObject({ type: "response", command: "steer", success: true });
    expect(await client.send({ type: "prompt", message: "then summarise", streamingBehavior: "followUp" })).toMatchObject({ command: "prompt", success: true });
    const state = await client.send({ type: "get_state" });
    expect(state.data).toMatchObject({ isStreaming: true, pendingMessageCount: 2, model: { provider: "local", id: "coder" } });
    expect(client.events.filter((e) => e.type === "queue_update").slice(0, 2)).toEqual([
      { type: "queue_update", steering: ["use tabs, not spaces"], followUp: [] },
      { type: "queue_update", steering: ["use tabs, not spaces"], followUp: ["then summarise"] },
    ]);

    writeFileSync(join(ws.project, "go"), "");
    await client.waitFor((m) => m.type === "agent_end");
    const reqs = server.requests.slice(before);
    expect(reqs).toHaveLength(3);
    // The steering message follows the tool result in the very next request.
    const [toolResult, steered] = reqs[1].body.messages.slice(-2);
    expect(toolResult).toMatchObject({ role: "tool", content: "released\n" });
    expect(steered.role).toBe("user");
    expect(textOf(steered)).toContain("use tabs, not spaces");
    expect(textOf(reqs[2].body.messages.at(-1))).toContain("then summarise");
    expect(client.events.filter((e) => e.type === "queue_update").at(-1)).toEqual({ type: "queue_update", steering: [], followUp: [] });

    expect((await client.send({ type: "get_last_assistant_text" })).data).toEqual({ text: "Followed up." });
    const messages = (await client.send({ type: "get_messages" })).data.messages;
    expect(messages.map((m: Json) => m.role)).toEqual(["user", "assistant", "toolResult", "user", "assistant", "user", "assistant"]);
    expect((await client.send({ type: "get_state" })).data).toMatchObject({ isStreaming: false, pendingMessageCount: 0, messageCount: 7 });
    // Events are pi's: message_update carries the partial message and the delta event.
    expect(client.events.find((e) => e.type === "message_update" && e.assistantMessageEvent.type === "text_delta")).toMatchObject({
      message: { role: "assistant", content: expect.any(Array) },
      assistantMessageEvent: { delta: expect.any(String), partial: { role: "assistant" } },
    });
    await endCleanly(client);
  });

  it("aborts a long bash tool call with abort, and serves the next prompt", async () => {
    const { client } = start();
    server.script({ toolCalls: [{ name: "bash", args: { command: LONG.tool } }] });
    await client.send({ type: "prompt", message: "wait a while" });
    await client.waitFor((m) => m.type === "tool_execution_start");
    await waitUntil(() => processesMatching(LONG.tool).length > 0);
    const t0 = Date.now();
    expect(await client.send({ id: "stop", type: "abort" })).toEqual({ id: "stop", type: "response", command: "abort", success: true });
    expect(Date.now() - t0).toBeLessThan(5000);
    const end = await client.waitFor((m) => m.type === "tool_execution_end");
    expect(end).toMatchObject({ toolName: "bash", isError: true, result: { content: [{ type: "text", text: expect.stringContaining("Command aborted") }] } });
    await client.waitFor((m) => m.type === "agent_end");
    expect((await client.send({ type: "get_state" })).data.isStreaming).toBe(false);
    expect(processesMatching(LONG.tool)).toEqual([]);

    server.script({ text: "Fresh start." });
    const mark = client.received.length;
    expect(await client.send({ type: "prompt", message: "again" })).toMatchObject({ success: true });
    await client.waitFor((m) => m.type === "agent_end", { from: mark });
    expect((await client.send({ type: "get_last_assistant_text" })).data.text).toBe("Fresh start.");
    await endCleanly(client);
  });

  it("runs bash outside the turn (truncated as pi does), aborts it with abort_bash, and the next prompt sees the results", async () => {
    const { ws, client } = start();
    const ran = await client.send({ type: "bash", command: "echo hello; exit 3" });
    expect(ran).toEqual({ id: ran.id, type: "response", command: "bash", success: true, data: { output: "hello\n", exitCode: 3, cancelled: false, truncated: false } });

    const big = (await client.send({ type: "bash", command: "seq 1 3000" })).data;
    expect(big).toMatchObject({ exitCode: 0, cancelled: false, truncated: true, fullOutputPath: expect.any(String) });
    // 2000 lines from the end, the empty one after the final "\n" included (pi's truncateTail).
    expect(big.output).toBe(Array.from({ length: 1999 }, (_, i) => `${i + 1002}\n`).join(""));
    expect(readFileSync(big.fullOutputPath, "utf8").split("\n").filter(Boolean)).toHaveLength(3000);

    const t0 = Date.now();
    const long = client.send({ type: "bash", command: LONG.bash });
    await waitUntil(() => processesMatching(LONG.bash).length > 0);
    expect(await client.send({ type: "abort_bash" })).toMatchObject({ command: "abort_bash", success: true });
    const cancelled = await long;
    expect(cancelled.data).toEqual({ output: "", cancelled: true, truncated: false });
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(processesMatching(LONG.bash)).toEqual([]);
    // No event for bash executions (pi emits none).
    expect(client.events).toEqual([]);

    server.script({ text: "I see the outputs." });
    const before = server.requests.length;
    await client.send({ type: "prompt", message: "what happened?" });
    await client.waitFor((m) => m.type === "agent_end");
    const sent = server.requests[before].body.messages.map(textOf).join("\n");
    expect(sent).toContain(JSON.stringify("Ran `echo hello; exit 3`\n```\nhello\n\n```\n\nCommand exited with code 3").slice(1, -1));
    expect(sent).toContain(JSON.stringify(`Ran \`${LONG.bash}\`\n(no output)\n\n(command cancelled)`).slice(1, -1));

    const file = (await client.send({ type: "get_state" })).data.sessionFile;
    expect(file.startsWith(ws.sessions)).toBe(true);
    const bashEntries = sessionLines(file).filter((e) => e.type === "message" && e.message.role === "bashExecution");
    expect(bashEntries.map((e) => [e.message.command, e.message.exitCode ?? null, e.message.cancelled])).toEqual([
      ["echo hello; exit 3", 3, false],
      ["seq 1 3000", 0, false],
      [LONG.bash, null, true],
    ]);
    const roles = (await client.send({ type: "get_messages" })).data.messages.map((m: Json) => m.role);
    expect(roles).toEqual(["bashExecution", "bashExecution", "bashExecution", "user", "assistant"]);
    await endCleanly(client);
  });

  it("reads session stats as pi shapes them, sends images, and exports HTML next to the session", async () => {
    const { client } = start();
    const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
    server.script({ text: "A single dot.", usage: { input: 1000, output: 200, cacheRead: 100 } });
    const before = server.requests.length;
    await client.send({ type: "prompt", message: "what is this?", images: [{ type: "image", data: png, mimeType: "image/png" }] });
    await client.waitFor((m) => m.type === "agent_end");
    expect(JSON.stringify(server.requests[before].body.messages.at(-1))).toContain(`data:image/png;base64,${png}`);

    const reply = (await client.send({ type: "get_messages" })).data.messages.find((m: Json) => m.role === "assistant");
    const u = reply.usage;
    expect(u.cost.total).toBeCloseTo((u.input * PRICES.input + u.output * PRICES.output + u.cacheRead * PRICES.cacheRead + u.cacheWrite * PRICES.cacheWrite) / 1e6, 12);
    expect(u.cost.total).toBeGreaterThan(0);
    const stats = await client.send({ type: "get_session_stats" });
    const state = (await client.send({ type: "get_state" })).data;
    expect(stats).toEqual({
      id: stats.id,
      type: "response",
      command: "get_session_stats",
      success: true,
      data: {
        sessionFile: state.sessionFile,
        sessionId: state.sessionId,
        userMessages: 1,
        assistantMessages: 1,
        toolCalls: 0,
        toolResults: 0,
        totalMessages: 2,
        tokens: { input: u.input, output: u.output, cacheRead: u.cacheRead, cacheWrite: u.cacheWrite, total: u.input + u.output + u.cacheRead + u.cacheWrite },
        cost: u.cost.total,
        contextUsage: { tokens: expect.any(Number), contextWindow: 200_000, percent: expect.any(Number) },
      },
    });
    expect(stats.data.contextUsage.tokens).toBeGreaterThanOrEqual(u.input + u.output);
    expect(stats.data.contextUsage.percent).toBeCloseTo((stats.data.contextUsage.tokens / 200_000) * 100, 10);

    const exported = await client.send({ id: "html", type: "export_html" });
    expect(exported).toEqual({ id: "html", type: "response", command: "export_html", success: true, data: { path: state.sessionFile.replace(/\.jsonl$/, ".html") } });
    const html = readFileSync(exported.data.path, "utf8");
    expect(html).toContain("A single dot.");
    const custom = await client.send({ type: "export_html", outputPath: "out/share.html" });
    expect(custom.data.path).toMatch(/\/project\/out\/share\.html$/);
    expect(existsSync(custom.data.path)).toBe(true);
    await endCleanly(client);
  });

  it("ends with code 0 when stdin closes mid-run, killing the running tool", async () => {
    const { ws, client } = start();
    server.script({ toolCalls: [{ name: "bash", args: { command: `${LONG.eof}; touch finished` } }] });
    await client.send({ type: "prompt", message: "take long" });
    await client.waitFor((m) => m.type === "tool_execution_start");
    await waitUntil(() => processesMatching(LONG.eof).length > 0);
    const t0 = Date.now();
    await endCleanly(client);
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(client.received.at(-1)).toMatchObject({ type: "agent_end" });
    const [file] = readdirSync(ws.sessions, { recursive: true }).filter((f) => String(f).endsWith(".jsonl"));
    const roles = sessionLines(join(ws.sessions, String(file))).filter((e) => e.type === "message").map((e) => e.message.role);
    expect(roles.slice(0, 3)).toEqual(["user", "assistant", "toolResult"]);
    expect(processesMatching(LONG.eof)).toEqual([]);
    expect(existsSync(join(ws.project, "finished"))).toBe(false);
  });
});
