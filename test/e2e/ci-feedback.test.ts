import { afterEach, describe, expect, it } from "vitest";
import { commentEvent, runAction, startPeers, webhookExample, type Peers } from "./harness.js";

// CI failures fed back, end to end: a real workflow_run payload, the GitHub fake serving the run's
// jobs and logs (checked against GitHub's OpenAPI description), the branch's session continued
// and the fix pushed to the same branch; the loop guard after two automatic attempts.

let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});

const FILES = { "README.md": "# Hello\n\nA smal example.\n", "date.txt": "2025\n" };
const requestText = (p: Peers, i: number) => JSON.stringify(p.model.requests[i].body);
const ownComments = (p: Peers, issue: number) => [...p.github.state.comments.values()].filter((c) => c.issueNumber === issue && c.body.includes("<!-- repo-agent -->"));

/** A job log as GitHub serves it, failing in "Run npm test" with `message`. */
const jobLog = (message: string) =>
  [
    "2026-11-20T10:00:01.0000000Z ##[group]Run actions/checkout@v5",
    "2026-11-20T10:00:02.0000000Z ##[endgroup]",
    "2026-11-20T10:00:05.0000000Z ##[group]Run npm test",
    "2026-11-20T10:00:05.0000000Z npm test",
    "2026-11-20T10:00:05.0000000Z ##[endgroup]",
    `2026-11-20T10:00:07.0000000Z \u001b[31mFAIL\u001b[39m ${message}`,
    "2026-11-20T10:00:08.0000000Z ##[error]Process completed with exit code 1.",
    "2026-11-20T10:00:09.0000000Z Post job cleanup.",
  ].join("\n");

/** The agent's first run: an issue becomes branch agent/issue-N and a pull request with its session. */
async function agentPullRequest(p: Peers) {
  p.model.script({ toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } }] }, { text: "Fixed the typo." });
  const run = await runAction(p, commentEvent("mona", "/agent fix the typo in README"), {}, "main", { runId: 301 });
  expect(run.outputs.conclusion).toBe("success");
  return { pr: Number(run.outputs["pr-number"]), branch: run.outputs.branch };
}

/** A completed workflow run of `branch`'s head in the fake, and its webhook payload. */
async function ciRun(p: Peers, branch: string, pr: number, options: { conclusion?: "failure" | "success" | "timed_out"; message?: string; headRepositoryId?: number } = {}) {
  const headSha = (await p.origin.peer.resolve(branch))!;
  const repository = webhookExample("issue_comment", "created").repository; // Codertocat/Hello-World, as the fake serves
  const headRepositoryId = options.headRepositoryId ?? repository.id;
  const conclusion = options.conclusion ?? "failure";
  const record = p.github.state.addWorkflowRun({
    name: "CI",
    headBranch: branch,
    headSha,
    conclusion,
    headRepositoryId,
    event: "pull_request",
    jobs: [
      { name: "lint", status: "completed", conclusion: "success", steps: [{ name: "Run npm run lint", number: 1, status: "completed", conclusion: "success" }], log: "all good" },
      {
        name: "test",
        status: "completed",
        conclusion: conclusion === "success" ? "success" : "failure",
        steps: [
          { name: "Run actions/checkout@v5", number: 1, status: "completed", conclusion: "success" },
          { name: "Run npm test", number: 2, status: "completed", conclusion: conclusion === "success" ? "success" : "failure" },
        ],
        log: jobLog(options.message ?? "src/date.test.ts > expected 2025 to be 2026"),
      },
    ],
  });
  const payload = webhookExample("workflow_run", "completed");
  payload.repository = repository;
  Object.assign(payload.workflow_run, {
    id: record.id,
    name: "CI",
    head_branch: branch,
    head_sha: headSha,
    conclusion,
    html_url: `https://github.com/Codertocat/Hello-World/actions/runs/${record.id}`,
    head_repository: { ...repository, id: headRepositoryId, full_name: headRepositoryId === repository.id ? repository.full_name : "someone/Hello-World" },
    repository,
    pull_requests: [{ number: pr, head: { ref: branch, sha: headSha, repo: repository }, base: { ref: "main", repo: repository } }],
  });
  return { name: "workflow_run", payload };
}

describe("CI failures fed back", () => {
  it("continues the branch's session with the failing step's log, pushes the fix there, and stops after two automatic attempts", { timeout: 120_000 }, async () => {
    peers = await startPeers({ files: FILES, permissions: { mona: "write" } });
    const { pr, branch } = await agentPullRequest(peers);
    const before = peers.model.requests.length;
    // A person's comments carrying the markers count for nothing.
    for (let i = 0; i < 2; i++) peers.github.state.addComment({ issueNumber: pr, user: "mona", body: "<!-- repo-agent -->\n<!-- repo-agent:ci-fix -->" });

    // First failure: the model is asked, with the log's failing step, in the continued session.
    peers.model.script({ toolCalls: [{ name: "write", args: { path: "date.txt", content: "2026\n" } }] }, { text: "Updated the year." });
    const first = await runAction(peers, await ciRun(peers, branch, pr), {}, "main", { runId: 302 });
    expect(first.code).toBe(0);
    expect(first.outputs).toMatchObject({ conclusion: "success", branch, "pr-number": String(pr) });
    const asked = requestText(peers, before);
    expect(asked).toContain("<untrusted-ci-log job=\\\"test\\\" step=\\\"Run npm test\\\">");
    expect(asked).toContain("FAIL src/date.test.ts > expected 2025 to be 2026");
    expect(asked).not.toContain("all good"); // the passing job's log is not read
    expect(asked).toContain("Fixed the typo."); // the earlier session goes on
    expect(await peers.origin.show(`refs/heads/${branch}`, "date.txt")).toBe("2026\n");
    expect(await peers.origin.show(`refs/heads/${branch}`, "README.md")).toBe("# Hello\n\nA small example.\n");
    expect(peers.github.calls("pulls/create")).toHaveLength(1);
    expect(ownComments(peers, pr).filter((c) => c.body.includes("<!-- repo-agent:ci-fix -->"))).toHaveLength(3); // mona's two and the run's

    // Second failure, on the new head: a second attempt.
    peers.model.script({ toolCalls: [{ name: "write", args: { path: "date.txt", content: "2027\n" } }] }, { text: "Another try." });
    const second = await runAction(peers, await ciRun(peers, branch, pr, { message: "still red" }), {}, "main", { runId: 303 });
    expect(second.outputs.conclusion).toBe("success");
    expect(requestText(peers, peers.model.requests.length - 2)).toContain("still red");

    // Third failure: no model request, one comment saying it stopped; a fourth says nothing more.
    const asksBefore = peers.model.requests.length;
    const third = await runAction(peers, await ciRun(peers, branch, pr, { message: "red again" }), {}, "main", { runId: 304 });
    expect(third.code).toBe(0);
    expect(third.outputs.conclusion).toBe("skipped");
    expect(third.summary).toMatch(/already tried to fix it 2 times/);
    const fourth = await runAction(peers, await ciRun(peers, branch, pr, { message: "red again" }), {}, "main", { runId: 305 });
    expect(fourth.outputs.conclusion).toBe("skipped");
    expect(peers.model.requests).toHaveLength(asksBefore);
    const stopped = ownComments(peers, pr).filter((c) => c.body.includes("stopped fixing it by itself"));
    expect(stopped).toHaveLength(1);
    expect(stopped[0].body).toContain("/agent fix ci");
    expect(peers.github.invalidRequests).toEqual([]);
  });

  it("does nothing for a fork's run, a branch it did not create, or a successful run, and says why in the summary", { timeout: 90_000 }, async () => {
    peers = await startPeers({ files: FILES, permissions: { mona: "write" } });
    const { pr, branch } = await agentPullRequest(peers);
    const asked = peers.model.requests.length;
    const cases = [
      { event: await ciRun(peers, branch, pr, { headRepositoryId: 99_000_001 }), reason: /comes from a fork \(someone\/Hello-World\)/ },
      { event: await ciRun(peers, branch, pr, { conclusion: "success" }), reason: /ended success; only failed or timed-out runs are fed back/ },
    ];
    await peers.origin.commit("feature/login", { "login.txt": "x\n" });
    cases.push({ event: await ciRun(peers, "feature/login", pr), reason: /feature\/login was not created by repo-agent/ });
    for (const [i, c] of cases.entries()) {
      const run = await runAction(peers, c.event, {}, "main", { runId: 310 + i });
      expect(run.outputs.conclusion).toBe("skipped");
      expect(run.summary).toMatch(c.reason);
    }
    expect(peers.model.requests).toHaveLength(asked);
    expect(ownComments(peers, pr)).toHaveLength(0); // nothing said on the pull request
  });

  it("'/agent fix ci' on the pull request feeds back the head's latest failed run", { timeout: 90_000 }, async () => {
    peers = await startPeers({ files: FILES, permissions: { mona: "write" } });
    const { pr, branch } = await agentPullRequest(peers);
    await ciRun(peers, branch, pr, { message: "the failure mona means" });
    peers.model.script({ toolCalls: [{ name: "write", args: { path: "date.txt", content: "2026\n" } }] }, { text: "Fixed CI." });
    const run = await runAction(peers, commentEvent("mona", "/agent fix ci", { pull: { number: pr, title: "Fix typo" } }), {}, "main", { runId: 320 });
    expect(run.outputs.conclusion).toBe("success");
    expect(requestText(peers, peers.model.requests.length - 2)).toContain("the failure mona means");
    expect(await peers.origin.show(`refs/heads/${branch}`, "date.txt")).toBe("2026\n");
    // Asked for by a person: not counted as an automatic attempt.
    expect(ownComments(peers, pr).filter((c) => c.body.includes("<!-- repo-agent:ci-fix -->"))).toHaveLength(0);
  });
});
