import { afterEach, describe, expect, it } from "vitest";
import { openPullRequest, runAction, startPeers, type Peers } from "../e2e/harness.js";
import { secondaryRateLimit } from "../support/github-fake/index.js";
import { agentComments, ANSWER, commentEvent, expectedResult, FAST_RETRY, finalResult, FIXED, README, TYPO_FIX } from "./helpers.js";

let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});

async function start() {
  peers = await startPeers({ files: { "README.md": README, ".pi/settings.json": FAST_RETRY }, permissions: { mona: "write" } });
  const event = commentEvent("mona", "/agent fix the typo in README");
  peers.model.script(...TYPO_FIX);
  return { peers, event, issue: event.payload.issue.number as number };
}

describe("GitHub API faults during the action's run", () => {
  it("5xx answers and a dropped connection are retried (plugin-retry) and the run succeeds", async () => {
    const { peers, event, issue } = await start();
    peers.github.fail({ operation: "issues/create-comment", status: 502 });
    peers.github.fail({ operation: "pulls/create", status: 503 });
    peers.github.fail({ operation: "issues/update-comment", drop: true });
    const run = await runAction(peers, event, {});
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    expect(peers.github.pendingFaults()).toBe(0);
    // Each faulted operation was sent again after its failure.
    expect(peers.github.calls("pulls/create").map((r) => r.status)).toEqual([503, 201]);
    expect(peers.github.calls("issues/create-comment")[0].status).toBe(502);
    expect(await finalResult(peers, issue)).toEqual(expectedResult(event.payload.issue.title));
    expect(agentComments(peers, issue)).toHaveLength(1);
    expect(agentComments(peers, issue)[0].body).toContain(run.outputs["pr-url"]);
    expect(peers.github.invalidRequests).toEqual([]);
  });

  it("a secondary rate limit (403 and 429 with retry-after) is waited out (plugin-throttling) and the run succeeds", async () => {
    const { peers, event, issue } = await start();
    peers.github.fail({ operation: "pulls/create", ...secondaryRateLimit(1, 403) });
    peers.github.fail({ operation: "issues/create-comment", ...secondaryRateLimit(1, 429) });
    const run = await runAction(peers, event, {});
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    expect(peers.github.pendingFaults()).toBe(0);
    expect(peers.github.calls("pulls/create").map((r) => r.status)).toEqual([403, 201]);
    expect(run.stdout).toMatch(/::warning::GitHub secondary rate limit on POST .*pulls; retrying in 1s/);
    expect(await finalResult(peers, issue)).toEqual(expectedResult(event.payload.issue.title));
    expect(peers.github.invalidRequests).toEqual([]);
  });

  it('422 "A pull request already exists" on create: the existing pull request is updated, not duplicated', async () => {
    const { peers, event, issue } = await start();
    // Another run pushed the branch and opened its PR after our look-up: the look-up misses it
    // (an empty list), the create is answered 422, and the PR found then is the one updated.
    const branch = `agent/issue-${issue}`;
    await peers.origin.commit(branch, { "NOTES.md": "from the other run\n" });
    const other = await openPullRequest(peers, { head: branch, title: "opened by the other run", user: "github-actions[bot]" });
    peers.github.fail({ operation: "pulls/list", status: 200, body: [] });
    const run = await runAction(peers, event, {});
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    expect(peers.github.calls("pulls/create").map((r) => r.status)).toEqual([422]);
    // One update, with the run's description naming its session.
    expect(peers.github.calls("pulls/update").map((r) => r.path)).toEqual([`/repos/Codertocat/Hello-World/pulls/${other.number}`]);
    expect(run.outputs["pr-number"]).toBe(String(other.number));
    const prs = [...peers.github.state.issues.values()].filter((i) => i.pull?.head.ref === branch);
    expect(prs).toHaveLength(1);
    expect(prs[0].body).toContain(ANSWER);
    expect(prs[0].body).toMatch(/<!-- repo-agent-session: \d+ -->$/);
    expect(await peers.origin.show(`refs/heads/${branch}`, "README.md")).toBe(FIXED);
    expect(await peers.origin.show(`refs/heads/${branch}`, "NOTES.md")).toBe("from the other run\n");
    expect(agentComments(peers, issue)[0].body).toContain(`/pull/${other.number}`);
  });
});

describe("a pull request GitHub refuses to open", () => {
  it("403 when workflows may not open pull requests (GitHub's default): the run fails and says where the pushed work is and which setting to change", async () => {
    const { peers, event, issue } = await start();
    const branch = `agent/issue-${issue}`;
    const message = "GitHub Actions is not permitted to create or approve pull requests.";
    peers.github.fail({ operation: "pulls/create", status: 403, times: 5, body: { message, documentation_url: "https://docs.github.com/rest/pulls/pulls#create-a-pull-request", status: "403" } });
    const run = await runAction(peers, event, {});

    expect(run.code).toBe(1);
    expect(await peers.origin.show(`refs/heads/${branch}`, "README.md")).toBe(FIXED);
    expect(run.outputs).toMatchObject({ conclusion: "failed", branch });
    const [comment] = agentComments(peers, issue);
    const url = `https://github.com/Codertocat/Hello-World/tree/${branch}`;
    for (const text of [comment.body, run.summary]) {
      expect(text).toContain(`could not open a pull request: ${message}`);
      expect(text).toContain("Allow GitHub Actions to create and approve pull requests");
      expect(text).toContain(`The work is on the branch [\`${branch}\`](${url}).`);
    }
  });
});

describe("the open pull request GitHub refuses to update", () => {
  it("the run fails and points at that pull request, which has the new commit", async () => {
    const { peers, event, issue } = await start();
    const first = await runAction(peers, event, {});
    expect(first.outputs.conclusion).toBe("success");
    const again = commentEvent("mona", "/agent also add a line");
    again.payload.comment.id += 1;
    peers.model.script({ toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "repository.", newText: "repository.\n\nMore to come." }] } }] }, { text: "Added." });
    peers.github.fail({ operation: "pulls/update", status: 422, times: 1, body: { message: "Validation Failed", status: "422" } });
    const run = await runAction(peers, again, {}, "main", { runId: 43 });

    const number = Number(first.outputs["pr-number"]);
    expect(run.outputs).toMatchObject({ conclusion: "failed", "pr-number": String(number), "pr-url": first.outputs["pr-url"] });
    expect(await peers.origin.show(`refs/heads/agent/issue-${issue}`, "README.md")).toContain("More to come.");
    const comment = agentComments(peers, issue).at(-1)!;
    expect(comment.body).toContain(first.outputs["pr-url"]);
    expect(comment.body).toContain(`the work is pushed to #${number}, but its title and description could not be updated: Validation Failed`);
    expect(comment.body).not.toContain("is on the branch");
  });
});

describe("the progress comment's last edit failing", () => {
  it("leaves the result to the post step, which writes it: the comment does not say 'working' after the job", async () => {
    const { peers, event, issue } = await start();
    // The run is short, so the result is the only edit. A 422 is not retried (a 5xx would be, three
    // times over 14 s, and then fail the same way).
    peers.github.fail({ operation: "issues/update-comment", status: 422, times: 1 });
    const run = await runAction(peers, event, {});
    expect(run.outputs.conclusion).toBe("success");
    expect(run.stdout).toMatch(/::warning::repo-agent: could not update the progress comment/);
    expect(peers.github.pendingFaults()).toBe(0);
    const [comment] = agentComments(peers, issue);
    expect(comment.body).toContain("<!-- repo-agent:working -->");

    const post = await runAction(peers, event, {}, "post", { state: run.state });
    expect(post.code).toBe(0);
    expect(post.stdout).not.toContain("repo-agent post step"); // the main step put the workspace back itself
    const body = peers.github.state.comments.get(comment.id)!.body;
    expect(body).not.toContain("<!-- repo-agent:working -->");
    expect(body).toContain(run.outputs["pr-url"]);
    expect(body).not.toContain("stopped before finishing");
  });
});

describe("the artifact service down", () => {
  it("is a warning: the session is not uploaded, and the run still succeeds with its pull request", async () => {
    const { peers, event, issue } = await start();
    peers.artifacts.fail("CreateArtifact", { reset: true, times: 20 });
    const run = await runAction(peers, event, {});
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    expect(peers.artifacts.artifacts).toHaveLength(0);
    expect(run.stdout).toMatch(/::warning::.*session artifact could not be uploaded/);
    expect(run.stdout).not.toMatch(/::error::/);
    expect(await finalResult(peers, issue)).toEqual(expectedResult(event.payload.issue.title));
  });
});
