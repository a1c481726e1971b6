import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveModel } from "../../src/ai/models.js";
import { AgentSession } from "../../src/session/agent-session.js";
import { SessionStore } from "../../src/session/session-store.js";
import { createCodingTools } from "../../src/tools/index.js";
import { runAction, startPeers, type Peers } from "../e2e/harness.js";
import { startModelServer } from "../support/model-server.js";
import type { Fault } from "../support/script.js";
import { agentComments, commentEvent, expectedResult, FAST_RETRY, finalResult, FIXED, README, TYPO_FIX } from "./helpers.js";

let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});

// Each fault hits the second model request (after the agent has read the file), so a retry must
// carry the conversation so far; the run must end exactly as a clean one does.
const FAULTS: { name: string; fault: Fault }[] = [
  { name: "429 rate limited (retry-after)", fault: { kind: "status", status: 429, headers: { "retry-after": "1" } } },
  { name: "500 server error", fault: { kind: "status", status: 500 } },
  { name: "529 overloaded", fault: { kind: "status", status: 529, errorType: "overloaded_error", message: "Overloaded" } },
  { name: "stream cut mid-reply", fault: { kind: "cut", afterFrames: 3 } },
];

describe("model faults during the action's run", () => {
  it.each(FAULTS)("$name: retried, and the run ends with the same branch and pull request", async ({ fault }) => {
    peers = await startPeers({ files: { "README.md": README, ".pi/settings.json": FAST_RETRY }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo in README");
    const issue = event.payload.issue.number;
    peers.model.script(TYPO_FIX[0], { fault }, ...TYPO_FIX.slice(1));
    const run = await runAction(peers, event, {});
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    expect(peers.model.requests).toHaveLength(4);
    expect(peers.model.pending()).toBe(0);
    // The retry resends the same conversation (the read's result included).
    expect(peers.model.requests[2].body.messages).toEqual(peers.model.requests[1].body.messages);
    expect(await finalResult(peers, issue)).toEqual(expectedResult(event.payload.issue.title));
    const [comment] = agentComments(peers, issue);
    expect(comment.body).toContain(run.outputs["pr-url"]);
    expect(peers.github.invalidRequests).toEqual([]);
  });
});

describe("a model stream that stalls", () => {
  it("is abandoned after the idle-timeout-seconds input, retried, and the run ends as a clean one", async () => {
    peers = await startPeers({ files: { "README.md": README, ".pi/settings.json": FAST_RETRY }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo in README");
    const issue = event.payload.issue.number;
    peers.model.script(TYPO_FIX[0], { fault: { kind: "stall", afterFrames: 2 } }, ...TYPO_FIX.slice(1));
    const started: number[] = [];
    const watch = setInterval(() => {
      while (started.length < peers!.model.requests.length) started.push(Date.now());
    }, 5);
    const run = await runAction(peers, event, { "idle-timeout-seconds": "5" });
    clearInterval(watch);
    expect(run.outputs.conclusion).toBe("success");
    expect(peers.model.requests).toHaveLength(4);
    expect(peers.model.requests[1].clientClosedEarly).toBe(true);
    // The retry went out once the stream had been quiet for 5 s, not after the default 120 s.
    const waited = started[2] - started[1];
    expect(waited).toBeGreaterThanOrEqual(4_900);
    expect(waited).toBeLessThan(30_000);
    expect(await finalResult(peers, issue)).toEqual(expectedResult(event.payload.issue.title));
  });

  it("is abandoned after the idle time, retried, and the edit lands once", async () => {
    const server = await startModelServer({ apiKeys: ["k"] });
    try {
      const dir = mkdtempSync(join(tmpdir(), "faults-stall-"));
      writeFileSync(join(dir, "README.md"), README);
      server.script(TYPO_FIX[0], { fault: { kind: "stall", afterFrames: 2 } }, ...TYPO_FIX.slice(1));
      const tools = createCodingTools(dir);
      const store = SessionStore.create(dir, join(dir, ".sessions"));
      const session = new AgentSession({
        model: resolveModel("anthropic/claude-haiku-4-5"),
        thinking: "off",
        tools,
        systemPrompt: "test",
        store,
        retry: { enabled: true, maxRetries: 3, baseDelayMs: 1, maxDelayMs: 1000 },
        streamOptions: { apiKey: "k", baseUrl: server.url, idleTimeoutMs: 400 },
      });
      const outcome = await session.prompt("fix the typo in README");
      expect(outcome.status).toBe("success");
      expect(server.requests).toHaveLength(4);
      expect(server.requests[1].clientClosedEarly).toBe(true);
      expect(readFileSync(join(dir, "README.md"), "utf8")).toBe(FIXED);
      const entries = readFileSync(store.path!, "utf8").trim().split("\n").map((l) => JSON.parse(l));
      expect(entries.filter((e) => e.type === "message" && e.message.role === "toolResult")).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});

describe("a model that misbehaves", () => {
  it("broken JSON arguments and an unknown tool come back to the model as errors, and the run goes on", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo in README");
    peers.model.script(
      {
        toolCalls: [
          { name: "read", args: {}, rawArguments: '{"path": "READ' },
          { name: "delete_repository", args: { really: true } },
          { name: "edit", args: { path: 42, edits: "all of them" } },
        ],
      },
      ...TYPO_FIX.slice(1),
    );
    const run = await runAction(peers, event, {});
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    const last = (peers.model.requests[1].body.messages as { role: string; content: { type: string; is_error?: boolean; content: { text: string }[] }[] }[]).at(-1)!;
    const results = last.content.filter((c) => c.type === "tool_result");
    expect(results.map((r) => r.is_error)).toEqual([true, true, true]);
    const [read, unknown, edit] = results.map((r) => r.content.map((c) => c.text).join(""));
    expect(read).toMatch(/^Validation failed for tool "read":\n {2}- path: must have required properties path/);
    expect(unknown).toBe("Tool delete_repository not found");
    expect(edit).toMatch(/^Validation failed for tool "edit"/);
    expect(await finalResult(peers, event.payload.issue.number)).toEqual(expectedResult(event.payload.issue.title));
  });
});
