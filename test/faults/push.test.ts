import { afterEach, describe, expect, it } from "vitest";
import { runAction, startPeers, type Peers } from "../e2e/harness.js";
import { agentComments, commentEvent, FAST_RETRY, FIXED, README, TYPO_FIX } from "./helpers.js";

let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});

async function start() {
  peers = await startPeers({ files: { "README.md": README, ".pi/settings.json": FAST_RETRY }, permissions: { mona: "write" } });
  const event = commentEvent("mona", "/agent fix the typo in README");
  peers.model.script(...TYPO_FIX);
  const issue: number = event.payload.issue.number;
  return { peers, event, issue, branch: `agent/issue-${issue}` };
}

/**
 * Someone pushes to the run's branch each time the run is about to push (its first push, then the
 * retry after the rebase): the commit lands on origin before the push's ref advertisement is
 * served, so the run sees it exactly then. Returns the shas of those commits, in order.
 */
function moveBeforePushes(p: Peers, branch: string, contents: string[]): string[] {
  const moved: string[] = [];
  let pushes = 0;
  p.origin.beforeServe(async (r) => {
    if (r.service !== "git-receive-pack" || r.method !== "GET") return;
    const content = contents[pushes++];
    if (content !== undefined) moved.push(await p.origin.commit(branch, { "OTHER.md": content }));
  });
  return moved;
}

describe("push rejected because the branch moved", () => {
  it("once: the work is rebased onto the new tip and pushed; nothing of either side is lost", async () => {
    const { peers, event, issue, branch } = await start();
    const moved = moveBeforePushes(peers, branch, ["pushed by someone else\n"]);
    const run = await runAction(peers, event, {});
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    const [tip, parent] = await peers.origin.log(`refs/heads/${branch}`);
    expect(moved).toHaveLength(1);
    expect(parent.sha).toBe(moved[0]);
    expect(tip.author.name).toBe("github-actions[bot]");
    expect(await peers.origin.show(`refs/heads/${branch}`, "README.md")).toBe(FIXED);
    expect(await peers.origin.show(`refs/heads/${branch}`, "OTHER.md")).toBe("pushed by someone else\n");
    expect(peers.github.calls("pulls/create")).toHaveLength(1);
    expect(agentComments(peers, issue)[0].body).toContain(run.outputs["pr-url"]);
  });

  it("twice: the work goes to a rescue branch, reported in the comment and the summary, origin's commits untouched, the session uploaded", async () => {
    const { peers, event, issue, branch } = await start();
    const moved = moveBeforePushes(peers, branch, ["pushed by someone else\n", "pushed again\n"]);
    const run = await runAction(peers, event, {});
    expect(run.code).not.toBe(0);
    expect(run.outputs.conclusion).toBe("failed");
    expect(moved).toHaveLength(2);
    expect((await peers.origin.log(`refs/heads/${branch}`)).map((c) => c.sha).slice(0, 2)).toEqual([...moved].reverse());
    expect(peers.github.calls("pulls/create")).toHaveLength(0);
    const [comment] = agentComments(peers, issue);
    expect(comment.body).toMatch(/moved on origin while the agent ran.*moved again during the retry/);
    expect(run.summary).toMatch(/moved again during the retry/);
    expect(run.stdout).toMatch(/^::error::.*moved again/m);
    // Nothing lost: the agent's commit sits on a rescue branch the comment names.
    const rescue = `${branch}-rescue-4242`;
    expect(comment.body).toContain(`pushed to ${rescue}`);
    expect(await peers.origin.show(`refs/heads/${rescue}`, "README.md")).toBe(FIXED);
    // The work is in the uploaded session: the edit tool call with its arguments.
    const [artifact] = peers.artifacts.artifacts;
    expect(artifact.bytes.toString("utf8")).toContain('"newText":"small"');
    expect(comment.body).toContain(run.outputs["artifact-url"] ?? "/artifacts/");
  });
});
