import { afterEach, describe, expect, it } from "vitest";
import { commentEvent, runAction, startPeers, webhookExample, type Peers } from "./harness.js";

// The verify step end to end: the project's checks run after the agent stops, a failure goes back
// into the same session, and the outcome reaches the pull request, the comment, the summary and
// the outputs.

let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});

const CHECK = "grep -q fixed state.txt || { printf '\\033[31mFAIL\\033[0m state.txt says: '; cat state.txt; exit 1; }";
const write = (text: string) => ({ toolCalls: [{ name: "write", args: { path: "state.txt", content: `${text}\n` } }] });
const lastUserText = (body: any) => JSON.stringify(body.messages.at(-1));

describe("the verify step", () => {
  it("sends a failed check's output back into the session; the second round passes and the pull request says so", async () => {
    peers = await startPeers({ files: { "state.txt": "start\n" }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent make the check pass");
    peers.model.script(write("half-done"), { text: "Done, I think." }, write("fixed"), { text: "Fixed it for real." });
    const run = await runAction(peers, event, { verify: `true\n${CHECK}` });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: "success", verified: "passed" });

    // Request 3 is the first of the second round: it carries the failing output, cleaned and fenced.
    expect(peers.model.requests).toHaveLength(4);
    const feedback = lastUserText(peers.model.requests[2].body);
    expect(feedback).toContain("<untrusted-command-output");
    expect(feedback).toContain("FAIL state.txt says: half-done");
    expect(feedback).not.toContain("\\u001b");
    expect(feedback).toContain("grep -q fixed state.txt");

    const prs = peers.github.calls("pulls/create");
    expect(prs).toHaveLength(1);
    const pr = prs[0].body as { body: string; draft?: boolean };
    expect(pr.draft).toBe(false);
    expect(pr.body).toContain("Verified: `true && grep -q fixed state.txt");
    expect(pr.body).toContain("passed in round 2.");
    expect(await peers.origin.show(`refs/heads/agent/issue-${event.payload.issue.number}`, "state.txt")).toBe("fixed\n");

    const comment = [...peers.github.state.comments.values()].find((c) => c.body.includes("<!-- repo-agent:finished -->"));
    expect(comment?.body).toContain("passed in round 2");
    expect(comment?.body).toMatch(/Verifying \(round 1\).*— failed/);
    expect(run.summary).toContain("passed in round 2");

    // The session records each verification.
    const session = peers.artifacts.artifacts[0].bytes.toString("utf8").trim().split("\n").map((l) => JSON.parse(l));
    const checks = session.filter((e) => e.type === "custom" && e.customType === "repo-agent.verify").map((e) => e.data.status);
    expect(checks).toEqual(["failed", "passed"]);
  });

  it("opens a draft that says what failed when verification never passes; nothing is lost", async () => {
    peers = await startPeers({ files: { "state.txt": "start\n" }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent make the check pass");
    peers.model.script(write("attempt 1"), { text: "Try 1." }, write("attempt 2"), { text: "Try 2." });
    const run = await runAction(peers, event, { verify: CHECK, "verify-rounds": "1" });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: "success", verified: "failed" });
    expect(peers.model.requests).toHaveLength(4); // one round of fixes, then no more model requests

    const pr = peers.github.calls("pulls/create")[0].body as { body: string; draft?: boolean };
    expect(pr.draft).toBe(true);
    expect(pr.body).toContain("Verification failed:");
    expect(pr.body).toContain("failed in round 2; it still failed after 1 round of fixes.");
    expect(pr.body).toContain("FAIL state.txt says: attempt 2");
    expect(await peers.origin.show(`refs/heads/agent/issue-${event.payload.issue.number}`, "state.txt")).toBe("attempt 2\n");
    expect(run.summary).toContain("FAIL state.txt says: attempt 2");
  });

  it("leaves a ready pull request as it was when a later run's work fails verification, and pushes that work beside it", async () => {
    peers = await startPeers({ files: { "state.txt": "start\n" }, permissions: { mona: "write" } });
    const first = commentEvent("mona", "/agent make the check pass");
    const issue = first.payload.issue.number;
    peers.model.script(write("fixed"), { text: "Fixed." });
    const one = await runAction(peers, first, { verify: CHECK });
    expect(one.outputs).toMatchObject({ conclusion: "success", verified: "passed" });
    const number = Number(one.outputs["pr-number"]);
    const tip = (await peers.origin.refs())[`refs/heads/agent/issue-${issue}`];

    peers.model.script(write("broken"), { text: "Changed it." }, write("still broken"), { text: "Tried again." });
    const two = await runAction(peers, commentEvent("mona", "/agent rewrite the state"), { verify: CHECK, "verify-rounds": "1" }, "main", { runId: 43 });
    const aside = `agent/issue-${issue}-unfinished-43`;
    expect(two.outputs).toMatchObject({ conclusion: "success", verified: "failed", branch: aside });
    expect((await peers.origin.refs())[`refs/heads/agent/issue-${issue}`]).toBe(tip);
    expect(await peers.origin.show(`refs/heads/${aside}`, "state.txt")).toBe("still broken\n");
    expect(peers.github.calls("pulls/create")).toHaveLength(1);
    expect(peers.github.calls("pulls/update")).toHaveLength(0);
    const comment = [...peers.github.state.comments.values()].filter((c) => c.body.includes("<!-- repo-agent:finished -->")).at(-1);
    expect(comment?.body).toContain(`The work failed verification, so #${number}, which is ready for review, was left as it was; this run's work is on the branch [\`${aside}\`](`);
  });

  it("verifies a scheduled maintenance run too, as the agent's user", async () => {
    peers = await startPeers({ files: { "state.txt": "start\n" } });
    const payload = webhookExample("workflow_dispatch");
    payload.repository = webhookExample("issue_comment", "created").repository; // the repository the peers serve
    payload.repository.default_branch = "main";
    peers.model.script(write("fixed"), { text: "Done." });
    const run = await runAction(peers, { name: "workflow_dispatch", payload }, { prompt: "Make the state fixed", verify: `${CHECK}\ntest "$(id -u)" != 0 || { echo verify ran as root; exit 1; }` });
    expect(run.outputs).toMatchObject({ conclusion: "success", verified: "passed" });
    expect(run.summary).toContain("passed in round 1");
  });

  it("says skipped when no verify commands are set", async () => {
    peers = await startPeers({ files: { "state.txt": "start\n" }, permissions: { mona: "write" } });
    peers.model.script(write("fixed"), { text: "Done." });
    const run = await runAction(peers, commentEvent("mona", "/agent go"), {});
    expect(run.outputs).toMatchObject({ conclusion: "success", verified: "skipped" });
    expect((peers.github.calls("pulls/create")[0].body as { body: string }).body).not.toMatch(/verif/i);
  });

  it("refuses a bad verify-rounds value with a one-line error", async () => {
    peers = await startPeers({ files: { "state.txt": "start\n" }, permissions: { mona: "write" } });
    const run = await runAction(peers, commentEvent("mona", "/agent go"), { verify: "true", "verify-rounds": "lots" });
    expect(run.stdout + run.stderr).toContain('input verify-rounds must be a whole number, 0 or more (got "lots")');
    expect(peers.model.requests).toHaveLength(0);
  });
});
