import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, cliEnv, makeWorkspace, readJsonl, runCli, useModelServer } from "./harness.js";

const server = useModelServer();

const MODEL = ["--model", "openai-compatible/coder"];

/** An OpenAI-compatible server's context-overflow refusal. */
const overflow = { fault: { kind: "status" as const, status: 400, message: "This model's maximum context length is 128000 tokens. However, your messages resulted in 130000 tokens." } };

describe("repo-agent CLI running the agent", () => {
  it("does a multi-turn task with parallel tool calls that edits files", async () => {
    const ws = makeWorkspace();
    writeFileSync(join(ws.project, "greet.js"), "export const greet = () => 'helo';\n");
    writeFileSync(join(ws.project, "README.md"), "# demo\n");
    server().script(
      { toolCalls: [{ name: "read", args: { path: "greet.js" } }, { name: "grep", args: { pattern: "helo" } }] },
      { toolCalls: [{ name: "edit", args: { path: "greet.js", edits: [{ oldText: "'helo'", newText: "'hello'" }] } }, { name: "write", args: { path: "CHANGELOG.md", content: "- fix greeting typo\n" } }] },
      { toolCalls: [{ name: "bash", args: { command: "cat greet.js CHANGELOG.md" } }] },
      { text: "Fixed the typo in greet.js and noted it in CHANGELOG.md." },
    );
    const before = server().requests.length;
    const r = await runCli(["-p", ...MODEL, "--session-dir", ws.sessions, "fix the greeting typo"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(r.stderr).toBe("");
    expect(r).toMatchObject({ code: 0, stdout: "Fixed the typo in greet.js and noted it in CHANGELOG.md.\n" });
    expect(readFileSync(join(ws.project, "greet.js"), "utf8")).toBe("export const greet = () => 'hello';\n");
    expect(readFileSync(join(ws.project, "CHANGELOG.md"), "utf8")).toBe("- fix greeting typo\n");

    const reqs = server().requests.slice(before);
    expect(reqs).toHaveLength(4);
    const toolMsgs = reqs[1].body.messages.filter((m: { role: string }) => m.role === "tool");
    expect(toolMsgs.map((m: { content: string }) => m.content)).toEqual(["export const greet = () => 'helo';\n", "greet.js:1: export const greet = () => 'helo';"]);
    const bashOut = reqs[3].body.messages.at(-1);
    expect(bashOut).toMatchObject({ role: "tool", content: "export const greet = () => 'hello';\n- fix greeting typo\n" });
    expect(reqs[0].body.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual(["read", "bash", "edit", "write", "grep", "find", "ls"]);
    expect(reqs[0].body.messages[0].content).toContain("You are an expert coding assistant operating inside repo-agent");

    const [file] = readdirSync(ws.sessions, { recursive: true }).filter((f) => String(f).endsWith(".jsonl"));
    const entries = readJsonl(join(ws.sessions, String(file)));
    expect(entries[0]).toMatchObject({ type: "session", version: 3, cwd: ws.project });
    expect(entries.slice(1, 3).map((e) => e.type)).toEqual(["model_change", "thinking_level_change"]);
    expect(entries.filter((e) => e.type === "message").map((e) => e.message.role)).toEqual([
      "user", "assistant", "toolResult", "toolResult", "assistant", "toolResult", "toolResult", "assistant", "toolResult", "assistant",
    ]);
  });

  it("resumes a session whose last write was torn, saying which line it skipped; refuses a hand-damaged one in one line", async () => {
    const ws = makeWorkspace();
    const file = join(ws.root, "s.jsonl");
    server().script({ text: "The capital is Paris." });
    expect((await runCli([...MODEL, "--session", file, "capital of France?"], { env: cliEnv(ws, server()), cwd: ws.project })).code).toBe(0);
    const good = readFileSync(file, "utf8");
    writeFileSync(file, good + '{"type":"message","id":"deadbeef","parentId":null,"message":{"role":"us');
    server().script({ text: "About 2.1 million." });
    const torn = await runCli(["--session", file, "and its population?"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(torn).toMatchObject({ code: 0, stdout: "About 2.1 million.\n" });
    expect(torn.stderr).toBe(`repo-agent: warning: ${file}: skipped line ${good.split("\n").length}, an incomplete write\n`);

    writeFileSync(file, good + '{"type":"message","id":"deadbeef","parentId":null}\n');
    const before = server().requests.length;
    const damaged = await runCli(["--session", file, "and its population?"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(damaged.code).not.toBe(0);
    expect(damaged.stderr).toMatch(new RegExp(`^repo-agent: Session file ${file} is damaged at line \\d+: a "message" entry without a message that has a "role"\\. Fix or delete that line, then try again\\.\n`));
    expect(damaged.stderr).not.toMatch(/\n\s+at /);
    expect(server().requests.length).toBe(before);
  });

  it("resumes with --session and with -c, sending the earlier conversation", async () => {
    const ws = makeWorkspace();
    const file = join(ws.root, "s.jsonl");
    server().script({ text: "The capital is Paris." });
    const first = await runCli([...MODEL, "--session", file, "capital of France?"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(first.code).toBe(0);
    server().script({ text: "About 2.1 million." });
    const before = server().requests.length;
    const second = await runCli(["--session", file, "and its population?"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(second).toMatchObject({ code: 0, stdout: "About 2.1 million.\n" });
    const msgs = server().requests[before].body.messages.slice(1).map((m: { role: string; content: unknown }) => [m.role, JSON.stringify(m.content)]);
    expect(msgs).toEqual([
      ["user", JSON.stringify([{ type: "text", text: "capital of France?" }])],
      ["assistant", JSON.stringify("The capital is Paris.")],
      ["user", JSON.stringify([{ type: "text", text: "and its population?" }])],
    ]);

    // -c picks the newest session of the directory.
    server().script({ text: "one" }, { text: "two" });
    await runCli([...MODEL, "--session-dir", ws.sessions, "first run"], { env: cliEnv(ws, server()), cwd: ws.project });
    const mark = server().requests.length;
    const cont = await runCli([...MODEL, "--session-dir", ws.sessions, "-c", "second run"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(cont.stdout).toBe("two\n");
    expect(JSON.stringify(server().requests[mark].body.messages)).toContain("first run");
  });

  it("compacts after a context overflow and retries to the right answer", async () => {
    const ws = makeWorkspace({ compaction: { keepRecentTokens: 1 } });
    const file = join(ws.root, "overflow.jsonl");
    server().script({ text: "Noted: the build uses esbuild." }, { text: "Noted: tests use vitest." });
    await runCli([...MODEL, "--session", file, "remember: the build uses esbuild", "remember: tests use vitest"], { env: cliEnv(ws, server()), cwd: ws.project });
    server().script(
      overflow,
      { text: "## Goal\nRemember build facts.\n\n## Progress\n- esbuild, vitest" },
      { text: "esbuild and vitest." },
    );
    const before = server().requests.length;
    const r = await runCli(["--session", file, "which tools did I mention?"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(r).toMatchObject({ code: 0, stdout: "esbuild and vitest.\n" });
    const [, summaryReq, retried] = server().requests.slice(before);
    expect(summaryReq.body.messages[0].content).toContain("You are a context summarization assistant");
    expect(JSON.stringify(summaryReq.body.messages)).toContain("remember: the build uses esbuild");
    expect(JSON.stringify(retried.body.messages)).toContain("The conversation history before this point was compacted into the following summary");
    const types = readJsonl(file).map((e) => e.type);
    expect(types).toContain("compaction");
  });

  it("compacts when the context nears the window (threshold)", async () => {
    const ws = makeWorkspace({ compaction: { keepRecentTokens: 1 } });
    const file = join(ws.root, "threshold.jsonl");
    // Keeping 1 token cuts inside the last turn, so its prefix is summarised too (pi's split turn).
    server().script(
      { text: "first answer", usage: { input: 1000 } },
      { text: "big answer", usage: { input: 120_000, output: 100 } },
      { text: "## Goal\nsummary" },
      { text: "## Original Request\ntwo" },
    );
    const before = server().requests.length;
    const r = await runCli(["--mode", "json", ...MODEL, "--session", file, "one", "two"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(r.code).toBe(0);
    expect(server().requests.length - before).toBe(4);
    const events = r.stdout.trim().split("\n").map((l) => JSON.parse(l));
    const start = events.find((e) => e.type === "compaction_start");
    const end = events.find((e) => e.type === "compaction_end");
    expect(start).toEqual({ type: "compaction_start", reason: "threshold" });
    expect(end).toMatchObject({ reason: "threshold", aborted: false, willRetry: false, result: { summary: expect.stringContaining("## Goal") } });
    expect(readJsonl(file).filter((e) => e.type === "compaction")).toHaveLength(1);
  });

  it("compacts between tool rounds when the context nears the window, and the same run goes on", async () => {
    // Keeping 5 tokens keeps the last call and its result (a cut lands on an assistant message).
    const ws = makeWorkspace({ compaction: { keepRecentTokens: 5 } });
    const file = join(ws.root, "mid-run.jsonl");
    server().script(
      { toolCalls: [{ name: "bash", args: { command: "echo one" } }], usage: { input: 1000 } },
      { toolCalls: [{ name: "bash", args: { command: "echo two" } }], usage: { input: 120_000, output: 100 } },
      { text: "## Goal\nEcho two words." },
      { text: "Echoed both." },
    );
    const before = server().requests.length;
    const r = await runCli(["--mode", "json", ...MODEL, "--session", file, "echo one, then two"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(r.code).toBe(0);
    const reqs = server().requests.slice(before);
    expect(reqs).toHaveLength(4);
    expect(reqs[2].body.messages[0].content).toContain("You are a context summarization assistant");
    // The request after the compaction carries the summary and the second call's result, and its reply ends the run.
    const resumed = JSON.stringify(reqs[3].body.messages);
    expect(resumed).toContain("compacted into the following summary");
    expect(resumed).toContain("two\\n");
    const events = r.stdout.trim().split("\n").map((l) => JSON.parse(l));
    expect(events.find((e) => e.type === "compaction_end")).toMatchObject({ reason: "threshold", aborted: false, willRetry: true });
    expect(events.filter((e) => e.type === "agent_end")).toHaveLength(1);
    expect(events.at(-1).messages.at(-1).content[0].text).toBe("Echoed both.");
  });

  it("a time budget that runs out during a compaction between tool rounds cuts the summary call and ends the run", async () => {
    const ws = makeWorkspace({ compaction: { keepRecentTokens: 5 } });
    server().script(
      { toolCalls: [{ name: "bash", args: { command: "echo one" } }], usage: { input: 1000 } },
      { toolCalls: [{ name: "bash", args: { command: "echo two" } }], usage: { input: 120_000, output: 100 } },
      { fault: { kind: "stall" } },
    );
    const before = server().requests.length;
    const started = Date.now();
    const r = await runCli(["--mode", "json", ...MODEL, "--no-session", "--timeout", "2", "echo one, then two"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(r.code).toBe(1);
    expect(server().requests.length - before).toBe(3);
    const events = r.stdout.trim().split("\n").map((l) => JSON.parse(l));
    expect(events.find((e) => e.type === "compaction_end")).toMatchObject({ reason: "threshold", aborted: true });
    expect(events.find((e) => e.type === "budget_stop")).toMatchObject({ budget: "timeout" });
  });

  it("a time budget that runs out during the compaction after an overflow cuts the summary call and ends the run as a budget stop", async () => {
    const ws = makeWorkspace({ compaction: { keepRecentTokens: 5 } });
    server().script({ toolCalls: [{ name: "bash", args: { command: "echo one" } }] }, overflow, { fault: { kind: "stall" } });
    const started = Date.now();
    // The idle timeout only bounds the test if the budget does not cut the summary call.
    const r = await runCli(["--mode", "json", ...MODEL, "--no-session", "--timeout", "2", "--idle-timeout", "30", "echo one"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^repo-agent: time budget reached/);
    const events = r.stdout.trim().split("\n").map((l) => JSON.parse(l));
    expect(events.find((e) => e.type === "compaction_end")).toMatchObject({ reason: "overflow", aborted: true });
    expect(events.find((e) => e.type === "budget_stop")).toMatchObject({ budget: "timeout" });
  });

  it("counts retries per model call, as pi does: four separate transient errors, each retried once, do not end the run", async () => {
    const ws = makeWorkspace();
    const busy = { fault: { kind: "status" as const, status: 503, message: "overloaded" } };
    const step = (n: number) => ({ toolCalls: [{ name: "bash", args: { command: `echo ${n}` } }] });
    server().script(step(1), busy, step(2), busy, step(3), busy, step(4), busy, { text: "All four steps done." });
    const r = await runCli(["--mode", "json", ...MODEL, "--no-session", "run four steps"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(r).toMatchObject({ code: 0, stderr: "" });
    const events = r.stdout.trim().split("\n").map((l) => JSON.parse(l));
    const retries = events.filter((e) => e.type.startsWith("auto_retry")).map((e) => `${e.type.slice(11)} ${e.attempt}${e.success ? " ok" : ""}`);
    expect(retries).toEqual(Array(4).fill(["start 1", "end 1 ok"]).flat());
    expect(events.at(-1).messages.at(-1).content[0].text).toBe("All four steps done.");
  });

  it("ends a retry that the time budget cuts as not successful", async () => {
    const ws = makeWorkspace();
    server().script({ fault: { kind: "status", status: 503, message: "overloaded" } }, { fault: { kind: "stall" } });
    const r = await runCli(["--mode", "json", ...MODEL, "--no-session", "--timeout", "2", "--idle-timeout", "30", "hi"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(r.code).toBe(1);
    const events = r.stdout.trim().split("\n").map((l) => JSON.parse(l));
    expect(events.filter((e) => e.type.startsWith("auto_retry"))).toEqual([
      expect.objectContaining({ type: "auto_retry_start", attempt: 1 }),
      { type: "auto_retry_end", success: false, attempt: 1, finalError: "Retry cancelled" },
    ]);
    expect(events.find((e) => e.type === "budget_stop")).toMatchObject({ budget: "timeout" });
  });

  it("recovers from a second context overflow in the same run once the model has replied in between", async () => {
    const ws = makeWorkspace({ compaction: { keepRecentTokens: 5 } });
    const file = join(ws.root, "overflow-twice.jsonl");
    server().script(
      { toolCalls: [{ name: "bash", args: { command: "echo one" } }] },
      overflow,
      { text: "## Goal\nfirst summary" },
      { toolCalls: [{ name: "bash", args: { command: "echo two" } }] },
      overflow,
      { text: "## Goal\nsecond summary" },
      { text: "Survived two overflows." },
    );
    const r = await runCli(["-p", ...MODEL, "--session", file, "echo one, then two"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(r).toMatchObject({ code: 0, stdout: "Survived two overflows.\n" });
    expect(readJsonl(file).filter((e) => e.type === "compaction")).toHaveLength(2);
  });

  it("recovers from an overflow that follows a retried error: the request after the compaction ends with neither failed reply", async () => {
    const ws = makeWorkspace({ compaction: { keepRecentTokens: 5 } });
    const file = join(ws.root, "retry-overflow.jsonl");
    server().script(
      { toolCalls: [{ name: "bash", args: { command: "echo one" } }] },
      { fault: { kind: "status", status: 503, message: "overloaded" } },
      overflow,
      { text: "## Goal\nthe summary" },
      { text: "Survived an overflow after a retry." },
    );
    const before = server().requests.length;
    const r = await runCli(["-p", ...MODEL, "--session", file, "echo one"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(r).toMatchObject({ code: 0, stderr: "", stdout: "Survived an overflow after a retry.\n" });
    expect(server().pending()).toBe(0);
    expect(server().requests.at(-1)!.body.messages.at(-1)).toMatchObject({ role: "tool", content: "one\n" });
    expect(server().requests.length - before).toBe(5);
    // Both failed replies stay in the session file.
    expect(readJsonl(file).filter((e) => e.type === "message" && e.message.stopReason === "error")).toHaveLength(2);
  });

  it("recovers from a second overflow that follows a retried error, once the model has replied since the first", async () => {
    const ws = makeWorkspace({ compaction: { keepRecentTokens: 5 } });
    const file = join(ws.root, "overflow-retry-overflow.jsonl");
    server().script(
      { toolCalls: [{ name: "bash", args: { command: "echo one" } }] },
      overflow,
      { text: "## Goal\nfirst summary" },
      { toolCalls: [{ name: "bash", args: { command: "echo two" } }] },
      { fault: { kind: "status", status: 503, message: "overloaded" } },
      overflow,
      { text: "## Goal\nsecond summary" },
      { text: "Survived a retry between two overflows." },
    );
    const r = await runCli(["-p", ...MODEL, "--session", file, "echo one, then two"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(r).toMatchObject({ code: 0, stderr: "", stdout: "Survived a retry between two overflows.\n" });
    expect(server().pending()).toBe(0);
    expect(readJsonl(file).filter((e) => e.type === "compaction")).toHaveLength(2);
  });

  it("stops at a turn budget, records why, and exits 1 without a result", async () => {
    const ws = makeWorkspace();
    const file = join(ws.root, "budget.jsonl");
    server().script({ toolCalls: [{ name: "ls", args: {} }] });
    const before = server().requests.length;
    const r = await runCli([...MODEL, "--session", file, "--max-turns", "1", "list forever"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe("repo-agent: turn budget reached: 1 of 1 turns\n");
    expect(server().requests.length - before).toBe(1);
    expect(server().pending()).toBe(0);
    const stop = readJsonl(file).find((e) => e.type === "custom");
    expect(stop).toMatchObject({ customType: "repo-agent.budget_stop", data: { budget: "max-turns" } });
  });

  it("streams pi's JSON events in pi's order, with message_update carrying only the delta", async () => {
    const ws = makeWorkspace();
    server().script({ toolCalls: [{ name: "bash", args: { command: "echo hi" } }] }, { text: "It printed hi." });
    const r = await runCli(["--mode", "json", ...MODEL, "--no-session", "Say hi"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(r.code).toBe(0);
    const events = r.stdout.trim().split("\n").map((l) => JSON.parse(l));
    // pi's message_update also repeats the partial message; ours carries the delta only.
    const describe = (e: { type: string; message?: { role: string }; assistantMessageEvent?: { type: string } }) =>
      e.type + (e.assistantMessageEvent ? `:${e.assistantMessageEvent.type}` : e.message ? `:${e.message.role}` : "");
    const shape = events.map(describe);
    const collapsed = shape.filter((s, i) => s !== shape[i - 1] || !/(delta|tool_execution_update)/.test(s));
    const pi = readFileSync(new URL("../fixtures/pi-0.73/json-mode-stream.jsonl", import.meta.url), "utf8")
      .trim()
      .split("\n")
      .map((l) => describe(JSON.parse(l)));
    const piCollapsed = pi.filter((s, i) => s !== pi[i - 1] || !/(delta|tool_execution_update)/.test(s));
    expect(collapsed).toEqual(piCollapsed);
    const update = events.find((e) => e.type === "message_update" && e.assistantMessageEvent.type === "text_delta");
    expect(Object.keys(update)).toEqual(["type", "assistantMessageEvent"]);
    expect(update.assistantMessageEvent).toEqual({ type: "text_delta", contentIndex: 0, delta: expect.any(String) });
  });

  it("exits non-zero in JSON mode when the run failed", async () => {
    const ws = makeWorkspace();
    server().script({ fault: { kind: "status", status: 400, message: "tools[0] is invalid" } });
    const r = await runCli(["--mode", "json", ...MODEL, "--no-session", "hi"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^repo-agent: OpenAI-compatible endpoint rejected the request \(400/);
    expect(r.stdout.trim().split("\n").at(-1)).toContain('"type":"agent_end"');
    expect(existsSync(join(ws.agentDir, "sessions"))).toBe(false);
  });

  it("greps a big project on grep's worker thread from dist/ and exits once done", async () => {
    const ws = makeWorkspace();
    const expected: string[] = [];
    for (let i = 0; i < 1500; i++) {
      const name = `pkg${String(i % 10).padStart(2, "0")}/file${String(i).padStart(4, "0")}.ts`;
      mkdirSync(join(ws.project, dirname(name)), { recursive: true });
      writeFileSync(join(ws.project, name), i % 50 === 7 ? `const a = ${i};\nfind(${i});\n` : `const a = ${i};\n`);
      if (i % 50 === 7) expected.push(`${name}:2: find(${i});`);
    }
    expected.sort();
    expect(readdirSync(join(CLI, "..", "app"))).toContain("grep-worker.js");
    server().script(
      { toolCalls: [{ name: "grep", args: { pattern: "find\\(\\d+\\)" } }] },
      { toolCalls: [{ name: "grep", args: { pattern: "find(", literal: true, limit: 5 } }] },
      { text: "done" },
    );
    const before = server().requests.length;
    const r = await runCli(["-p", ...MODEL, "--no-session", "find the calls"], { env: cliEnv(ws, server()), cwd: ws.project });
    // No warning: the worker loaded and answered.
    expect(r).toEqual({ code: 0, stdout: "done\n", stderr: "" });
    const results = server().requests.slice(before).slice(1).map((req) => req.body.messages.at(-1).content);
    expect(results[0]).toBe(expected.join("\n"));
    expect(results[1]).toBe(`${expected.slice(0, 5).join("\n")}\n\n[5 matches limit reached. Use limit=10 for more, or refine pattern]`);
  });
});

describe("a provider error whose message is not a string", () => {
  // Some OpenAI-compatible endpoints send {"error":{"message":{...}}}; the OpenAI SDK itself
  // JSON-stringifies such a message. It crashed the process with a stack trace.
  let raw: Server;
  let url: string;
  beforeAll(async () => {
    raw = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: { detail: "messages.1.content: field required" }, type: "invalid_request_error" } }));
      });
    });
    await new Promise<void>((r) => raw.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(raw.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => raw.close(() => r())));

  it("ends the run with one line that carries the message", async () => {
    const ws = makeWorkspace();
    const r = await runCli(["-p", ...MODEL, "--no-session", "hi"], { env: { ...cliEnv(ws, server()), OPENAI_BASE_URL: url }, cwd: ws.project });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('repo-agent: OpenAI-compatible endpoint rejected the request (400 invalid_request_error: {"detail":"messages.1.content: field required"}); this request will not succeed as sent.\n');
  });
});
