import { afterEach, describe, expect, it } from "vitest";
import { prepareCheckout } from "../support/checkout.js";
import { startModelServer } from "../support/model-server.js";
import { commentEvent, GITHUB_TOKEN, MODEL_KEY, runAction, startPeers, type Peers } from "./harness.js";

// Delivery end to end: which branch a second /agent on the same issue works on, what happens to
// the pull request the first run opened when the second does not finish, and where work goes
// that origin will not take.

let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});

const README = "# Hello World\n\nThis is a smal example repository.\n";
const FAST_RETRIES = JSON.stringify({ retry: { maxRetries: 1, baseDelayMs: 1 } });
const outage = { fault: { kind: "status" as const, status: 503, message: "upstream overloaded" } };
const agentComment = (p: Peers) => [...p.github.state.comments.values()].filter((c) => c.body.includes("<!-- repo-agent -->")).at(-1)?.body ?? "";
const thePull = (p: Peers, number: number) => [...p.github.state.issues.values()].find((i) => i.pull && i.number === number)!;

/** A first run that fixes the typo and opens a ready pull request; returns its number. */
async function firstRun(p: Peers, issue: ReturnType<typeof commentEvent>): Promise<number> {
  p.model.script({ toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } }] }, { text: "Fixed the typo." });
  const one = await runAction(p, issue, {});
  expect(one.outputs.conclusion).toBe("success");
  return Number(one.outputs["pr-number"]);
}

/** The next workflow run, which checks out main: a comment the model answers without a change. */
async function nextRunOnMain(peers: Peers) {
  peers.checkout = await prepareCheckout(peers.origin);
  peers.model.script({ text: "Nothing to add." });
  const before = peers.model.requests.length;
  const two = await runAction(peers, commentEvent("mona", "/agent also add a line"), {}, "main", { runId: 43 });
  return { two, before };
}

describe("a second run on the same issue", () => {
  it.each(["merged", "closed"])("starts afresh from the base on <branch>-2 once the first pull request was %s", async (how) => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const first = commentEvent("mona", "/agent fix the typo");
    const number = await firstRun(peers, first);
    const issue = first.payload.issue.number;
    const pr = thePull(peers, number);
    pr.state = "closed";
    if (how === "merged") {
      pr.pull!.merged = true;
      await peers.origin.commit("main", { "README.md": README.replace("smal", "small") }, { message: `Fix the typo (#${number})` });
    }
    await peers.origin.commit("main", { "NEW.md": "someone else's work\n" });
    peers.checkout = await prepareCheckout(peers.origin); // the next workflow run checks out main's tip

    const second = commentEvent("mona", "/agent now add a CONTRIBUTING.md");
    peers.model.script({ toolCalls: [{ name: "write", args: { path: "CONTRIBUTING.md", content: "Be kind.\n" } }] }, { text: "Added it." });
    const two = await runAction(peers, second, {}, "main", { runId: 43 });
    expect(two.outputs.conclusion).toBe("success");
    expect(two.outputs.branch).toBe(`agent/issue-${issue}-2`);
    const created = peers.github.calls("pulls/create");
    expect(created.map((c) => (c.body as { head: string }).head)).toEqual([`agent/issue-${issue}`, `agent/issue-${issue}-2`]);
    // Built on main as it is now, holding none of the first branch's commits.
    const log = await peers.origin.log(`refs/heads/agent/issue-${issue}-2`);
    expect(log.slice(1).map((c) => c.sha)).toEqual((await peers.origin.log("refs/heads/main")).map((c) => c.sha));
    expect(await peers.origin.show(`refs/heads/agent/issue-${issue}-2`, "NEW.md")).toBe("someone else's work\n");
    expect(agentComment(peers)).toContain(`A pull request from \`agent/issue-${issue}\` was merged or closed already, so this run started afresh from \`main\` on \`agent/issue-${issue}-2\`.`);
    // The first branch is left as it was.
    expect(await peers.origin.log(`refs/heads/agent/issue-${issue}`)).toHaveLength(2);
  });

  it("reads the model's settings as the checkout had them, not from the branch an earlier agent wrote", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const elsewhere = await startModelServer({ apiKeys: [MODEL_KEY] });
    try {
      // Steered by the issue, the first run commits a models.json that sends the provider elsewhere.
      const redirect = JSON.stringify({ providers: { anthropic: { baseUrl: elsewhere.url } } });
      const first = commentEvent("mona", "/agent fix the typo");
      peers.model.script({ toolCalls: [{ name: "write", args: { path: ".pi/models.json", content: redirect } }] }, { text: "Done." });
      expect((await runAction(peers, first, {})).outputs.conclusion).toBe("success");
      expect(await peers.origin.show(`refs/heads/agent/issue-${first.payload.issue.number}`, ".pi/models.json")).toBe(redirect);

      const { two, before } = await nextRunOnMain(peers);
      expect(two.outputs.conclusion).toBe("no-changes");
      expect(elsewhere.requests).toHaveLength(0);
      expect(peers.model.requests.length).toBe(before + 1);
    } finally {
      await elsewhere.close();
    }
  });

  it("follows no link an earlier agent committed on the branch when it reads the agent's instructions", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    // Steered by the issue, the first run commits links to the harness's own environment (the
    // token and the key inputs) where the next run reads the agent's instructions.
    const first = commentEvent("mona", "/agent fix the typo");
    const links = "ln -s /proc/self/environ AGENTS.md && mkdir -p .pi && ln -s /proc/self/environ .pi/APPEND_SYSTEM.md";
    peers.model.script({ toolCalls: [{ name: "bash", args: { command: links } }] }, { text: "Done." });
    expect((await runAction(peers, first, {})).outputs.conclusion).toBe("success");
    expect(await peers.origin.show(`refs/heads/agent/issue-${first.payload.issue.number}`, "AGENTS.md")).toBe("/proc/self/environ");

    const { two, before } = await nextRunOnMain(peers);
    expect(two.outputs.conclusion).toBe("no-changes");
    const sent = JSON.stringify(peers.model.requests.slice(before).map((r) => r.body));
    expect(sent).not.toContain(GITHUB_TOKEN);
    expect(sent).not.toContain("INPUT_");
  });

  it("reads the append-system-prompt input as text, not as a file an earlier agent left under that name", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const append = { "append-system-prompt": "Run the tests before you finish." };
    const first = commentEvent("mona", "/agent fix the typo");
    peers.model.script({ toolCalls: [{ name: "bash", args: { command: "ln -s /proc/self/environ 'Run the tests before you finish.'" } }] }, { text: "Done." });
    expect((await runAction(peers, first, append)).outputs.conclusion).toBe("success");

    peers.checkout = await prepareCheckout(peers.origin); // the next workflow run checks out main
    peers.model.script({ text: "Nothing to add." });
    const before = peers.model.requests.length;
    const two = await runAction(peers, commentEvent("mona", "/agent also add a line"), append, "main", { runId: 43 });
    expect(two.outputs.conclusion).toBe("no-changes");
    const sent = JSON.stringify(peers.model.requests.slice(before).map((r) => r.body));
    expect(sent).toContain("Run the tests before you finish.");
    expect(sent).not.toContain(GITHUB_TOKEN);
  });

  it("leaves a ready pull request as it was when it fails, and pushes its work beside it", async () => {
    peers = await startPeers({ files: { "README.md": README, ".pi/settings.json": FAST_RETRIES }, permissions: { mona: "write" } });
    const first = commentEvent("mona", "/agent fix the typo");
    const number = await firstRun(peers, first);
    const issue = first.payload.issue.number;
    const before = { ...thePull(peers, number) };
    const tip = (await peers.origin.refs())[`refs/heads/agent/issue-${issue}`];

    const second = commentEvent("mona", "/agent also translate the README");
    peers.model.script({ toolCalls: [{ name: "write", args: { path: "README.md", content: "# Bonjour\n\nUn petit dép" } }] }, outage, outage);
    const two = await runAction(peers, second, {}, "main", { runId: 43 });
    expect(two.code).toBe(1);
    expect(two.outputs.conclusion).toBe("failed");
    expect((await peers.origin.refs())[`refs/heads/agent/issue-${issue}`]).toBe(tip);
    expect(await peers.origin.show(`refs/heads/agent/issue-${issue}-unfinished-43`, "README.md")).toBe("# Bonjour\n\nUn petit dép");
    expect(two.outputs.branch).toBe(`agent/issue-${issue}-unfinished-43`);
    const after = thePull(peers, number);
    expect([after.title, after.body, after.pull?.draft]).toEqual([before.title, before.body, false]);
    expect(peers.github.calls("pulls/update")).toHaveLength(0);
    expect(agentComment(peers)).toContain(`The run did not finish, so #${number}, which is ready for review, was left as it was; this run's work is on the branch [\`agent/issue-${issue}-unfinished-43\`](https://github.com/Codertocat/Hello-World/tree/agent/issue-${issue}-unfinished-43).`);
  });

  it("a failed first run's pull request is a draft whose title and banner say it is incomplete, and why", async () => {
    peers = await startPeers({ files: { "README.md": README, ".pi/settings.json": FAST_RETRIES }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo");
    peers.model.script({ toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } }] }, outage, outage);
    const run = await runAction(peers, event, {});
    expect(run.outputs.conclusion).toBe("failed");
    const [create] = peers.github.calls("pulls/create").map((c) => c.body as { title: string; body: string; draft: boolean });
    expect(create.draft).toBe(true);
    expect(create.title).toBe(`[incomplete] ${event.payload.issue.title}`);
    expect(create.body).toMatch(/^> \[!WARNING\]\n> \*\*Incomplete:\*\* the run stopped early \(it failed: .*upstream overloaded.*\)\./);
  });
});

describe("a push origin turns down", () => {
  it("says what origin said, and keeps the work as a patch artifact", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo");
    const issue = event.payload.issue.number;
    peers.model.script({ toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } }] }, { text: "Fixed the typo." });
    peers.origin.pushFault({ kind: "reject", message: "GH013: Repository rule violations found for refs/heads/agent/issue-1." });
    const run = await runAction(peers, event, {});
    expect(run.code).toBe(1);
    expect(run.outputs.conclusion).toBe("failed");
    const name = `repo-agent-patch-agent-issue-${issue}.patch`;
    const patch = peers.artifacts.artifacts.find((a) => a.name === name);
    expect(patch?.bytes.toString("utf8")).toMatch(/^From [0-9a-f]{40} [\s\S]*\nSubject: \[PATCH\][\s\S]*\n-This is a smal example repository\.\n\+This is a small example repository\.\n/);
    const comment = agentComment(peers);
    expect(comment).toContain("origin refused it (pre-receive hook declined): GH013: Repository rule violations found");
    expect(comment).toContain(`The work is kept as a patch in [the artifact \`${name}\`](https://github.com/Codertocat/Hello-World/actions/runs/4242/artifacts/${patch!.id}): download it and apply it with \`git am\`.`);
    expect(peers.github.calls("pulls/create")).toHaveLength(0);
  });
});
