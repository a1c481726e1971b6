import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runAction, startPeers, type Peers } from "../e2e/harness.js";
import { agentComments, commentEvent, FAST_RETRY, FIXED, README, TYPO_FIX, until } from "./helpers.js";

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

/** Someone pushes to the run's branch while the agent works (after its first model reply). */
async function moveWhileAgentRuns(p: Peers, branch: string): Promise<string> {
  await until(() => p.model.requests.length >= 2);
  return p.origin.commit(branch, { "OTHER.md": "pushed by someone else\n" });
}

describe("push rejected because the branch moved", () => {
  it("once: the work is rebased onto the new tip and pushed; nothing of either side is lost", async () => {
    const { peers, event, issue, branch } = await start();
    const running = runAction(peers, event, {});
    const other = await moveWhileAgentRuns(peers, branch);
    const run = await running;
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    const [tip, parent] = await peers.origin.log(`refs/heads/${branch}`);
    expect(parent.sha).toBe(other);
    expect(tip.author.name).toBe("github-actions[bot]");
    expect(await peers.origin.show(`refs/heads/${branch}`, "README.md")).toBe(FIXED);
    expect(await peers.origin.show(`refs/heads/${branch}`, "OTHER.md")).toBe("pushed by someone else\n");
    expect(peers.github.calls("pulls/create")).toHaveLength(1);
    expect(agentComments(peers, issue)[0].body).toContain(run.outputs["pr-url"]);
  });

  it("twice: the work goes to a rescue branch, reported in the comment and the summary, origin's commits untouched, the session uploaded", async () => {
    const { peers, event, issue, branch } = await start();
    const running = runAction(peers, event, {});
    const first = await moveWhileAgentRuns(peers, branch);
    // A second commit, ready to become the branch's tip the moment the rebase's fetch is served.
    const second = await peers.origin.commit("spare", { "OTHER.md": "pushed again\n" }, { from: branch });
    // Moved once the rebase's fetch has seen the first tip: in protocol v2 when its second POST
    // (the fetch after ls-refs) arrives, in v0 when its only POST arrives (the GET advertised the refs).
    const seen = peers.origin.requests.length;
    await until(() => {
      const later = peers.origin.requests.slice(seen);
      const pushed = later.findIndex((r) => r.service === "git-receive-pack");
      if (pushed < 0) return false;
      const posts = later.slice(pushed).filter((r) => r.service === "git-upload-pack" && r.method === "POST");
      return posts.length >= (posts[0]?.protocol === "version=2" ? 2 : 1);
    }, 30_000, 1);
    writeFileSync(join(peers.origin.bareDir, "refs", "heads", ...branch.split("/")), `${second}\n`);
    const run = await running;
    expect(run.code).not.toBe(0);
    expect(run.outputs.conclusion).toBe("failed");
    expect((await peers.origin.log(`refs/heads/${branch}`)).map((c) => c.sha).slice(0, 2)).toEqual([second, first]);
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
