import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AssistantMessage, Message, Provider } from "../../src/ai/types.js";
import { buildSessionContext } from "../../src/session/session-context.js";
import { SessionStore } from "../../src/session/session-store.js";
import { startModelServer } from "../support/model-server.js";

// Session files move both ways between pi 0.73.1 and repo-agent.
//
// fixtures/pi-*.jsonl were written by the real pi 0.73.1 CLI against test/support/model-server
// (see fixtures/README.md); fixtures/pi-*.request.json hold the messages pi itself sent to the
// model after resuming each file, so our rebuilt context is checked against pi's own.

const fixtures = join(import.meta.dirname, "fixtures");

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "pi-compat-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A copy of a fixture, so appending never touches the committed file. */
function copyFixture(name: string): string {
  const path = join(dir, name);
  copyFileSync(join(fixtures, name), path);
  return path;
}

/** Our messages, one line per content part, in a wire-neutral form. */
function flattenOurs(messages: Message[]): string[] {
  const out: string[] = [];
  for (const m of messages) {
    if (m.role === "toolResult") {
      out.push(`toolResult:${m.toolCallId}:${m.content.map((c) => (c.type === "text" ? c.text : "[image]")).join("")}`);
      continue;
    }
    const parts = typeof m.content === "string" ? [{ type: "text" as const, text: m.content }] : m.content;
    for (const c of parts) {
      if (c.type === "text") out.push(`${m.role}:text:${c.text}`);
      else if (c.type === "thinking") out.push(`${m.role}:thinking:${c.thinking}:${c.thinkingSignature}`);
      else if (c.type === "toolCall") out.push(`${m.role}:toolCall:${c.id}:${c.name}:${JSON.stringify(c.arguments)}`);
      else out.push(`${m.role}:image`);
    }
  }
  return out;
}

/** Anthropic Messages request messages in the same form. */
function flattenAnthropic(messages: any[]): string[] {
  const out: string[] = [];
  for (const m of messages) {
    const parts = typeof m.content === "string" ? [{ type: "text", text: m.content }] : m.content;
    for (const c of parts) {
      if (c.type === "text") out.push(`${m.role}:text:${c.text}`);
      else if (c.type === "thinking") out.push(`${m.role}:thinking:${c.thinking}:${c.signature}`);
      else if (c.type === "tool_use") out.push(`${m.role}:toolCall:${c.id}:${c.name}:${JSON.stringify(c.input)}`);
      else if (c.type === "tool_result") out.push(`toolResult:${c.tool_use_id}:${typeof c.content === "string" ? c.content : c.content.map((x: any) => x.text).join("")}`);
      else out.push(`${m.role}:${c.type}`);
    }
  }
  return out;
}

/** OpenAI Chat Completions request messages in the same form (system prompt left out). */
function flattenChat(messages: any[]): string[] {
  const out: string[] = [];
  for (const m of messages) {
    if (m.role === "system" || m.role === "developer") continue;
    if (m.role === "tool") {
      out.push(`toolResult:${m.tool_call_id}:${typeof m.content === "string" ? m.content : m.content.map((x: any) => x.text).join("")}`);
      continue;
    }
    if (typeof m.content === "string" && m.content) out.push(`${m.role}:text:${m.content}`);
    else if (Array.isArray(m.content)) for (const c of m.content) out.push(c.type === "text" ? `${m.role}:text:${c.text}` : `${m.role}:${c.type}`);
    for (const call of m.tool_calls ?? []) out.push(`${m.role}:toolCall:${call.id}:${call.function.name}:${call.function.arguments}`);
  }
  return out;
}

const fixtureRequest = (name: string) => JSON.parse(readFileSync(join(fixtures, name), "utf8"));

describe("files written by pi 0.73.1", () => {
  it("loads a session with thinking and a tool call, resumed once by pi", () => {
    const store = SessionStore.open(copyFixture("pi-anthropic-thinking.jsonl"), "/ignored");
    expect(store.header).toMatchObject({ type: "session", version: 3, id: "01a200bf-4d94-778c-b605-37d871927225" });
    expect(store.entries.map((e) => (e.type === "message" ? `message:${e.message.role}` : e.type))).toEqual([
      "model_change",
      "thinking_level_change",
      "message:user",
      "message:assistant",
      "message:toolResult",
      "message:assistant",
      "message:user",
      "message:assistant",
    ]);
    expect(store.warnings).toEqual([]);

    const ctx = store.buildContext();
    expect(ctx.model).toEqual({ provider: "mock-anthropic", modelId: "mock-claude" });
    expect(ctx.thinkingLevel).toBe("low");
    const [, , , call, result] = store.entries;
    expect(ctx.messages[1]).toBe(call.type === "message" ? call.message : undefined);
    expect(ctx.messages[2]).toMatchObject({ role: "toolResult", toolCallId: "toolu_000002", toolName: "bash", content: [{ type: "text", text: "hi\n" }], isError: false });
    expect(result.type === "message" && result.message).toBe(ctx.messages[2]);

    // The context at the user's follow-up is exactly what pi sent the model when it resumed.
    const followUp = store.entries[6];
    const atFollowUp = buildSessionContext(store.entries, followUp.id);
    expect(flattenOurs(atFollowUp.messages)).toEqual(flattenAnthropic(fixtureRequest("pi-anthropic-thinking.request.json")));
    expect(flattenOurs(atFollowUp.messages)).toContain('assistant:toolCall:toolu_000002:bash:{"command":"echo hi"}');
  });

  it("loads a session with a compaction and a user shell command, as pi rebuilds it", () => {
    const store = SessionStore.open(copyFixture("pi-compaction.jsonl"), "/ignored");
    const compaction = store.entries.find((e) => e.type === "compaction");
    expect(compaction).toMatchObject({ firstKeptEntryId: "08f32c58", details: { readFiles: [], modifiedFiles: [] }, fromHook: false });
    expect(store.entries.some((e) => e.type === "message" && (e.message.role as string) === "bashExecution")).toBe(true);

    const last = store.entries[store.entries.length - 1];
    const ctx = buildSessionContext(store.entries, last.parentId);
    const ours = flattenOurs(ctx.messages);
    expect(ours).toEqual(flattenChat(fixtureRequest("pi-compaction.request.json")));
    expect(ours[0]).toMatch(/^user:text:The conversation history before this point was compacted into the following summary:\n\n<summary>\nNo prior history\./);
    expect(ours).toContain("user:text:Ran `echo from-user-shell`\n```\nfrom-user-shell\n\n```");
    expect(store.buildContext().model).toEqual({ provider: "mock-openai", modelId: "mock-gpt" });
  });

  it("reads the repeated header and entries pi writes when it resumes a file without a reply", () => {
    // Our store wrote a header and one unanswered user message (as after a crash); pi 0.73.1 then
    // answered "hi" and, on its first flush, wrote the header and that entry a second time.
    const path = copyFixture("pi-repeated-flush.jsonl");
    const raw = readFileSync(path, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(raw.filter((e) => e.type === "session")).toHaveLength(2);
    const store = SessionStore.open(path, "/ignored");
    expect(store.entries.map((e) => e.id)).toEqual(raw.slice(1).filter((e, i, all) => e.type !== "session" && all.findIndex((x) => x.id === e.id) === i).map((e) => e.id));
    expect(store.entries).toHaveLength(4);
    expect(flattenOurs(store.buildContext().messages)).toEqual(["user:text:earlier question, no reply (crash)", "user:text:hi", "assistant:text:Hello."]);
  });

  it("continues a pi file: new entries hang under pi's last entry and reload with it", () => {
    const path = copyFixture("pi-anthropic-thinking.jsonl");
    const original = readFileSync(path, "utf8");
    const store = SessionStore.open(path, "/ignored");
    const piLeaf = store.leafId;
    const added = store.append({ type: "message", message: { role: "user", content: [{ type: "text", text: "one more" }], timestamp: 1 } });
    expect(added.parentId).toBe(piLeaf);
    expect(readFileSync(path, "utf8")).toBe(`${original}${JSON.stringify(added)}\n`);
    const again = SessionStore.open(path, "/ignored");
    expect(again.entries).toHaveLength(9);
    expect(flattenOurs(again.buildContext().messages).at(-1)).toBe("user:text:one more");
  });
});

// pi reading our files needs the pi CLI, which is not a dependency of this project. Opt in with
// PI_BIN=/path/to/node_modules/.bin/pi (pi 0.73.1 installed outside the project).
const piBin = process.env.PI_BIN;

function runPi(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(piBin!, args, { cwd, env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}

describe.skipIf(!piBin)("pi 0.73.1 reads files written by repo-agent (PI_BIN)", () => {
  async function setup() {
    const server = await startModelServer();
    const agentDir = join(dir, "agent");
    const cwd = join(dir, "project");
    mkdirSync(agentDir, { recursive: true });
    mkdirSync(cwd, { recursive: true });
    writeFileSync(
      join(agentDir, "models.json"),
      JSON.stringify({
        providers: {
          "mock-openai": {
            baseUrl: `${server.url}/v1`,
            api: "openai-completions",
            apiKey: "dummy-key",
            compat: { supportsDeveloperRole: false, supportsReasoningEffort: false },
            models: [{ id: "mock-gpt" }],
          },
        },
      }),
    );
    writeFileSync(join(agentDir, "settings.json"), JSON.stringify({ retry: { enabled: false }, compaction: { enabled: false } }));
    const env = { PATH: process.env.PATH, HOME: dir, PI_CODING_AGENT_DIR: agentDir, PI_OFFLINE: "1" };
    return { server, cwd, env };
  }
  const piArgs = ["--no-context-files", "--no-skills", "--no-extensions"];

  it("resumes a conversation with a tool call that our store wrote", async () => {
    const { server, cwd, env } = await setup();
    try {
      const store = SessionStore.create(cwd, join(dir, "sessions"));
      const asMock = (m: Pick<AssistantMessage, "content" | "stopReason">): AssistantMessage => ({
        role: "assistant",
        api: "openai-completions",
        provider: "mock-openai" as string as Provider,
        model: "mock-gpt",
        usage: { input: 1, output: 1, cacheRead: 0, cacheWrite: 0, totalTokens: 2, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } },
        timestamp: Date.now(),
        ...m,
      });
      store.append({ type: "model_change", provider: "mock-openai", modelId: "mock-gpt" });
      store.append({ type: "thinking_level_change", thinkingLevel: "off" });
      store.append({ type: "message", message: { role: "user", content: [{ type: "text", text: "Run echo hi" }], timestamp: Date.now() } });
      store.append({ type: "message", message: asMock({ content: [{ type: "toolCall", id: "call_1", name: "bash", arguments: { command: "echo hi" } }], stopReason: "toolUse" }) });
      store.append({ type: "message", message: { role: "toolResult", toolCallId: "call_1", toolName: "bash", content: [{ type: "text", text: "hi\n" }], isError: false, timestamp: Date.now() } });
      store.append({ type: "message", message: asMock({ content: [{ type: "text", text: "It printed hi." }], stopReason: "stop" }) });

      server.script({ text: "You ran echo hi." });
      // No --model: pi must restore mock-openai/mock-gpt from our file.
      const run = await runPi(["-p", ...piArgs, "--session", store.path!, "next question"], cwd, env);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout).toBe("You ran echo hi.\n");
      expect(flattenChat(server.requests[0].body.messages)).toEqual([
        "user:text:Run echo hi",
        'assistant:toolCall:call_1:bash:{"command":"echo hi"}',
        "toolResult:call_1:hi\n",
        "assistant:text:It printed hi.",
        "user:text:next question",
      ]);

      // And back: pi's additions load in our store, chained under our last entry.
      const again = SessionStore.open(store.path!, cwd);
      expect(again.entries.slice(0, 6)).toEqual(store.entries);
      expect(again.entries.slice(6).map((e) => e.type === "message" && e.message.role)).toEqual(["user", "assistant"]);
      expect(again.entries[6].parentId).toBe(store.leafId);
    } finally {
      await server.close();
    }
  });

  it("uses a file with no reply yet (pi repeats the header when it flushes), and we read back what pi added", async () => {
    const { server, cwd, env } = await setup();
    try {
      const store = SessionStore.create(cwd, join(dir, "sessions"));
      store.append({ type: "message", message: { role: "user", content: [{ type: "text", text: "earlier question, no reply" }], timestamp: 1 } });
      server.script({ text: "Hello." });
      const run = await runPi(["-p", ...piArgs, "--model", "mock-openai/mock-gpt", "--session", store.path!, "hi"], cwd, env);
      expect(run.code).toBe(0);
      const again = SessionStore.open(store.path!, cwd);
      expect(again.header).toEqual(store.header);
      expect(server.requests[0].body.messages.slice(1).map((m: any) => m.content[0].text)).toEqual(["earlier question, no reply", "hi"]);
      expect(flattenOurs(again.buildContext().messages)).toEqual(["user:text:earlier question, no reply", "user:text:hi", "assistant:text:Hello."]);
    } finally {
      await server.close();
    }
  });
});
