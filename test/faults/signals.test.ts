import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { spawn } from "node:child_process";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SessionStore } from "../../src/session/session-store.js";
import { CLI, makeWorkspace, runCli } from "../cli/harness.js";
import { runAction, startPeers, type Peers } from "../e2e/harness.js";
import { startModelServer } from "../support/model-server.js";
import { actionPid, agentComments, commentEvent, FAST_RETRY, FIXED, README, TYPO_FIX, until } from "./helpers.js";

let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});

// The runner cancels a step (a cancelled workflow, timeout-minutes) with SIGINT, then SIGTERM
// 7.5 s later, then SIGKILL 2.5 s after that; some supervisors send SIGTERM alone.
const cancels: [string, (pid: number) => void, NodeJS.Signals][] = [
  ["SIGTERM", (pid) => process.kill(pid, "SIGTERM"), "SIGTERM"],
  [
    "the runner's SIGINT, then SIGTERMs while the work is delivered",
    (pid) => {
      process.kill(pid, "SIGINT");
      const again = setInterval(() => signal(pid, "SIGTERM") || clearInterval(again), 100);
    },
    "SIGINT",
  ],
];

/** A signal to a process that may have exited already; false once it has. */
function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    return process.kill(pid, name);
  } catch {
    return false;
  }
}

/** A fix run whose agent has edited README.md and is now running `sleep 60`; its pid is what the runner signals. */
async function runUntilSleeping() {
  peers = await startPeers({ files: { "README.md": README, ".pi/settings.json": FAST_RETRY }, permissions: { mona: "write" } });
  const event = commentEvent("mona", "/agent fix the typo, then run the slow tests");
  const issue: number = event.payload.issue.number;
  peers.model.script(
    { toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } }] },
    { toolCalls: [{ name: "bash", args: { command: "sleep 60" } }] },
  );
  const running = runAction(peers, event, {});
  await until(() => peers!.model.requests.length >= 2);
  await new Promise((r) => setTimeout(r, 300)); // the bash tool is running `sleep 60`
  return { peers, event, issue, running, pid: actionPid(peers.checkout.dir) };
}

describe("a cancelled workflow during the agent run", () => {
  it.each(cancels)("%s: aborts the session, pushes the work so far as a draft PR and finalises the comment", async (_, cancel, first) => {
    const { peers, event, issue, running, pid } = await runUntilSleeping();
    expect(pid).toBeDefined();
    cancel(pid!);
    const run = await running;

    expect(run.outputs.conclusion).toBe("failed");
    expect(await peers.origin.show(`refs/heads/agent/issue-${issue}`, "README.md")).toBe(FIXED);
    const [pr] = peers.github.calls("pulls/create");
    expect(pr.body).toMatchObject({ draft: true, head: `agent/issue-${issue}` });
    const [comment] = agentComments(peers, issue);
    expect(comment.body).not.toContain("<!-- repo-agent:working");
    expect(comment.body).toContain(run.outputs["pr-url"]);
    expect(comment.body).toContain(`the workflow run was cancelled (${first})`);
    expect(peers.artifacts.artifacts).toHaveLength(2); // the session and its HTML page
    // The post step then has nothing left to do.
    const post = await runAction(peers, event, {}, "post", { state: run.state });
    expect(post.code).toBe(0);
    expect(peers.github.state.comments.get(comment.id)?.body).toBe(comment.body);
  });

  it("the runner's whole sequence with a slow artifact service: the work is pushed before the SIGKILL", async () => {
    const { peers, issue, running, pid } = await runUntilSleeping();
    // The artifact client retries a 503 for half a minute: longer than the runner waits. The
    // session is uploaded only once the agent has stopped, so the fault is in place in time.
    peers.artifacts.fail("CreateArtifact", { status: 503, times: 20 });
    process.kill(pid!, "SIGINT");
    const later = [setTimeout(() => signal(pid!, "SIGTERM"), 7_500), setTimeout(() => signal(pid!, "SIGKILL"), 10_000)];
    const run = await running;
    later.forEach(clearTimeout);

    expect(await peers.origin.show(`refs/heads/agent/issue-${issue}`, "README.md")).toBe(FIXED);
    expect(peers.github.calls("pulls/create")).toHaveLength(1);
    expect(agentComments(peers, issue)[0].body).not.toContain("<!-- repo-agent:working");
    expect(run.outputs.conclusion).toBe("failed");
  });

  // With rounds left the check's failure would go back to the model; in the last round the run would end as it was.
  it.each([["with rounds left", "2"], ["in the last round", "0"]])("during verification %s: the check is stopped, the model is not asked again, the run fails and the work is pushed", async (_, rounds) => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo");
    const issue: number = event.payload.issue.number;
    // A third reply is there to be asked for: a run that goes on after the cancel would get it.
    peers.model.script(...TYPO_FIX.slice(1), { text: "Asked again after the cancel." });
    const started = Date.now();
    const running = runAction(peers, event, { verify: "sleep 60", "verify-rounds": rounds });
    await until(() => peers!.model.requests.length >= 2);
    await new Promise((r) => setTimeout(r, 500)); // the verification's `sleep 60` is running
    process.kill(actionPid(peers.checkout.dir)!, "SIGINT");
    const run = await running;

    // The runner's SIGKILL comes 10 s after its SIGINT.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(peers.model.requests).toHaveLength(2);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: "failed", verified: "skipped" });
    expect(await peers.origin.show(`refs/heads/agent/issue-${issue}`, "README.md")).toBe(FIXED);
    const [pr] = peers.github.calls("pulls/create");
    expect(pr.body).toMatchObject({ draft: true });
    const body = agentComments(peers, issue)[0].body;
    expect(body).not.toContain("<!-- repo-agent:working");
    expect(body).toMatch(/Verifying \(round 1\): `sleep 60` — stopped by the cancel/);
  });
});

describe("kill -9 while the session file is being written", () => {
  it("leaves only whole lines plus at most one torn one; the session continues with --session", async () => {
    const server = await startModelServer({ apiKeys: ["k"], frameDelayMs: 20 });
    try {
      const ws = makeWorkspace();
      writeFileSync(join(ws.project, "a.txt"), "one\n");
      const env = { PATH: process.env.PATH ?? "", REPO_AGENT_DIR: ws.agentDir, OPENAI_API_KEY: "k", OPENAI_BASE_URL: `${server.url}/v1`, HOME: ws.root };
      const file = join(ws.root, "s.jsonl");
      server.script(
        { toolCalls: [{ name: "write", args: { path: "b.txt", content: "two\n".repeat(500) } }], deltaSize: 400 },
        { toolCalls: [{ name: "read", args: { path: "b.txt" } }] },
        { text: "x".repeat(4000), deltaSize: 2 }, // streams for seconds: killed in the middle of it
      );
      const child = spawn(process.execPath, [CLI, "-p", "--model", "openai-compatible/coder", "--session", file, "write b.txt"], { cwd: ws.project, env, stdio: "ignore" });
      await until(() => server.requests.length >= 3);
      await new Promise((r) => setTimeout(r, 200));
      child.kill("SIGKILL");
      await new Promise((r) => child.once("exit", r));

      // What kill -9 can leave: a file cut anywhere, even inside a line.
      const whole = readFileSync(file, "utf8");
      expect(whole.endsWith("\n")).toBe(true);
      const lines = whole.trim().split("\n");
      for (const l of lines) expect(() => JSON.parse(l)).not.toThrow();
      expect(lines.some((l) => l.includes('"toolResult"'))).toBe(true);
      const torn = whole + lines[lines.length - 1].slice(0, 40);
      writeFileSync(file, torn);
      const store = SessionStore.open(file, ws.project);
      expect(store.warnings).toEqual([expect.stringMatching(/incomplete write/)]);

      server.script({ text: "Continued." });
      const before = server.requests.length;
      const r = await runCli(["-p", "--model", "openai-compatible/coder", "--session", file, "carry on"], { env, cwd: ws.project });
      expect(r.code).toBe(0);
      expect(r.stdout).toBe("Continued.\n");
      // The continued request carries the earlier conversation, tool results included.
      const sent = JSON.stringify(server.requests[before].body.messages);
      expect(sent).toContain("write b.txt");
      expect(sent).toContain("two\\ntwo");
      // Every line but the kept torn fragment parses afterwards.
      const after = readFileSync(file, "utf8").split("\n").filter(Boolean);
      expect(after.filter((l) => { try { JSON.parse(l); return false; } catch { return true; } })).toHaveLength(1);
      expect(readdirSync(ws.project).sort()).toEqual(["a.txt", "b.txt"]);
    } finally {
      await server.close();
    }
  });
});

