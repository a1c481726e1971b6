import { getOctokit } from "@actions/github";
import webhookExamples, { type WebhookDefinition } from "@octokit/webhooks-examples";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSpec } from "./github-fake/openapi.js";
import { primaryRateLimit, secondaryRateLimit, seedFromEvent, startGitHubFake, type GitHubFake } from "./github-fake/index.js";

const TOKEN = "ghs_fake_installation_token";
const BOT = "github-actions[bot]";

let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake({
    owner: "octo-org",
    repo: "widgets",
    defaultBranch: "main",
    htmlBase: "https://github.example",
    tokens: { [TOKEN]: BOT, "ghp_maintainer": "mona" },
    permissions: { mona: "maintain", wes: "write", tia: "triage", rae: "read", nobody: "none" },
  });
});

afterEach(async () => {
  // The fake checks its own answers against GitHub's response schemas on every test.
  expect(fake.invalidResponses).toEqual([]);
  expect(fake.unhandled).toEqual([]);
  await fake.close();
});

const client = (token = TOKEN) => getOctokit(token, { baseUrl: fake.url });
// The package's types declare an ES default export; the JSON array arrives as the CommonJS module itself.
const webhookDefinitions = webhookExamples as unknown as WebhookDefinition[];

/** A request with a deliberately wrong body, past Octokit's parameter types. */
const untyped = (gh: ReturnType<typeof client>, route: string, params: Record<string, unknown>) =>
  (gh.request as unknown as (route: string, params: Record<string, unknown>) => Promise<unknown>)(route, params);
const repo = { owner: "octo-org", repo: "widgets" };

async function rejection(p: Promise<unknown>): Promise<any> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error("expected the request to fail");
}

describe("GitHub fake: the spec subset", () => {
  it("is cut from @octokit/openapi and records the version", () => {
    const spec = loadSpec();
    expect(spec.source.package).toBe("@octokit/openapi");
    expect(spec.source.version).toMatch(/^23\./);
    expect(spec.operations.map((o) => `${o.method} ${o.path}`)).toContain("POST /repos/{owner}/{repo}/pulls");
  });
});

describe("GitHub fake: issues", () => {
  it("creates, updates and lists issues (pull requests too) with the state and creator filters", async () => {
    const gh = client();
    const person = fake.state.addIssue({ title: "by a person", body: "x", user: "mona" });
    const { data: made } = await gh.rest.issues.create({ ...repo, title: "Tracking", body: "first", labels: ["campaign"] });
    expect(made).toMatchObject({ title: "Tracking", body: "first", state: "open", user: { login: BOT, type: "Bot" }, labels: [{ name: "campaign" }] });
    const { data: edited } = await gh.rest.issues.update({ ...repo, issue_number: made.number, body: "second", state: "closed" });
    expect(edited).toMatchObject({ number: made.number, body: "second", state: "closed" });
    const list = async (q: Record<string, string>) => (await gh.rest.issues.listForRepo({ ...repo, ...q })).data.map((i) => i.number);
    expect(await list({})).toEqual([person.number]);
    expect(await list({ state: "all", creator: BOT })).toEqual([made.number]);
    expect(await list({ state: "all", direction: "asc" })).toEqual([person.number, made.number]);
    await expect(untyped(gh, "POST /repos/{owner}/{repo}/issues", { ...repo, body: "no title" })).rejects.toMatchObject({ status: 422 });
  });
});

describe("GitHub fake: issue comments and reactions", () => {
  it("creates, edits, gets and lists comments as the token's login", async () => {
    const issue = fake.state.addIssue({ title: "Flaky date test", body: "/agent fix it", user: "mona" });
    const gh = client();
    const created = await gh.rest.issues.createComment({ ...repo, issue_number: issue.number, body: "Working on it…" });
    expect(created.status).toBe(201);
    expect(created.data.user?.login).toBe(BOT);
    expect(created.data.user?.type).toBe("Bot");
    expect(created.data.body).toBe("Working on it…");
    expect(created.data.html_url).toBe(`https://github.example/octo-org/widgets/issues/${issue.number}#issuecomment-${created.data.id}`);
    expect(created.data.id).toBeGreaterThan(1_000_000);
    expect(created.headers.location).toBe(`${fake.url}/repos/octo-org/widgets/issues/comments/${created.data.id}`);

    const edited = await gh.rest.issues.updateComment({ ...repo, comment_id: created.data.id, body: "Done: #2" });
    expect(edited.data.body).toBe("Done: #2");
    expect((await gh.rest.issues.getComment({ ...repo, comment_id: created.data.id })).data.body).toBe("Done: #2");

    const second = await gh.rest.issues.createComment({ ...repo, issue_number: issue.number, body: "second" });
    const third = await gh.rest.issues.createComment({ ...repo, issue_number: issue.number, body: "third" });
    expect(third.data.id).toBe(second.data.id + 1);
    // Two per page: octokit.paginate must follow the Link header.
    const all = await gh.paginate(gh.rest.issues.listComments, { ...repo, issue_number: issue.number, per_page: 2 });
    expect(all.map((c) => c.body)).toEqual(["Done: #2", "second", "third"]);
    expect(fake.calls("issues/list-comments")).toHaveLength(2);
    expect(fake.calls("issues/list-comments")[1].query).toMatchObject({ per_page: "2", page: "2" });

    const post = fake.calls("issues/create-comment")[0];
    expect(post.body).toEqual({ body: "Working on it…" });
    expect(post.headers.authorization).toBe(`token ${TOKEN}`);
    expect(fake.invalidRequests).toEqual([]);
  });

  it("answers 404 for a missing issue or comment and 422 for a blank body, as GitHub does", async () => {
    const gh = client();
    expect((await rejection(gh.rest.issues.createComment({ ...repo, issue_number: 99, body: "x" }))).status).toBe(404);
    expect((await rejection(gh.rest.issues.getComment({ ...repo, comment_id: 5 }))).status).toBe(404);
    const issue = fake.state.addIssue({ title: "t" });
    const blank = await rejection(gh.rest.issues.createComment({ ...repo, issue_number: issue.number, body: "  " }));
    expect(blank.status).toBe(422);
    expect(blank.response.data).toEqual({
      message: "Validation Failed",
      errors: [{ resource: "IssueComment", code: "unprocessable", field: "data", message: "Body cannot be blank" }],
      documentation_url: "https://docs.github.com/rest/issues/comments#create-an-issue-comment",
      status: "422",
    });
    const long = await rejection(gh.rest.issues.createComment({ ...repo, issue_number: issue.number, body: "a".repeat(262_145) }));
    expect(long.response.data.errors[0].message).toBe("Body is too long (maximum is 65536 characters)");
    expect((await rejection(client().request("GET /repos/{owner}/{repo}", { owner: "someone", repo: "else" }))).status).toBe(404);
  });

  it("reacts to comments and issues: 201 first, 200 for the same reaction again, listed and deleted", async () => {
    const issue = fake.state.addIssue({ title: "t" });
    const comment = fake.state.addComment({ issueNumber: issue.number, body: "/agent go", user: "mona" });
    const gh = client();
    const eyes = await gh.rest.reactions.createForIssueComment({ ...repo, comment_id: comment.id, content: "eyes" });
    expect(eyes.status).toBe(201);
    expect(eyes.data).toMatchObject({ content: "eyes", user: { login: BOT } });
    const again = await gh.rest.reactions.createForIssueComment({ ...repo, comment_id: comment.id, content: "eyes" });
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(eyes.data.id);
    expect((await gh.rest.reactions.createForIssue({ ...repo, issue_number: issue.number, content: "rocket" })).status).toBe(201);

    const fetched = await gh.rest.issues.getComment({ ...repo, comment_id: comment.id });
    expect(fetched.data.reactions).toMatchObject({ total_count: 1, eyes: 1, rocket: 0 });
    expect(fetched.data.author_association).toBe("COLLABORATOR");
    expect((await gh.rest.reactions.listForIssueComment({ ...repo, comment_id: comment.id, content: "eyes" })).data).toHaveLength(1);
    const removed = await gh.rest.reactions.deleteForIssueComment({ ...repo, comment_id: comment.id, reaction_id: eyes.data.id });
    expect(removed.status).toBe(204);
    expect(fake.state.reactions.map((r) => r.content)).toEqual(["rocket"]);
  });

  it("seeds issues, pull requests and comments from webhooks-examples payloads", async () => {
    const payload = webhookDefinitions.find((d) => d.name === "issue_comment")!.examples.find((e: any) => e.action === "created") as any;
    const f2 = await startGitHubFake({ owner: "Codertocat", repo: "Hello-World", tokens: { [TOKEN]: BOT } });
    try {
      seedFromEvent(f2.state, payload);
      const gh = getOctokit(TOKEN, { baseUrl: f2.url });
      const r = await gh.rest.reactions.createForIssueComment({ owner: "Codertocat", repo: "Hello-World", comment_id: payload.comment.id, content: "eyes" });
      expect(r.status).toBe(201);
      const issue = await gh.rest.issues.get({ owner: "Codertocat", repo: "Hello-World", issue_number: payload.issue.number });
      expect(issue.data).toMatchObject({ id: payload.issue.id, title: payload.issue.title, user: { login: "Codertocat" }, author_association: "OWNER" });
      expect((await gh.rest.repos.get({ owner: "Codertocat", repo: "Hello-World" })).data.id).toBe(payload.repository.id);

      // An issue_comment on a pull request (the examples have none, so one is made from this one).
      const onPull = structuredClone(payload);
      onPull.issue.number = 7;
      onPull.issue.pull_request = { url: "x" };
      onPull.comment.id = 700;
      seedFromEvent(f2.state, onPull, { head: "agent/issue-1" });
      const pull = await gh.rest.pulls.get({ owner: "Codertocat", repo: "Hello-World", pull_number: 7 });
      expect(pull.data.head.ref).toBe("agent/issue-1");
      expect(f2.state.commentsOn(7).map((c) => c.id)).toEqual([700]);

      // A review comment event: its pull request, review and comment, ready for a threaded reply.
      const review = webhookDefinitions.find((d) => d.name === "pull_request_review_comment")!.examples[0] as any;
      seedFromEvent(f2.state, review);
      const pr = await gh.rest.pulls.get({ owner: "Codertocat", repo: "Hello-World", pull_number: review.pull_request.number });
      expect(pr.data.head).toMatchObject({ ref: review.pull_request.head.ref, sha: review.pull_request.head.sha });
      const reply = await gh.rest.pulls.createReplyForReviewComment({
        owner: "Codertocat",
        repo: "Hello-World",
        pull_number: review.pull_request.number,
        comment_id: review.comment.id,
        body: "On it.",
      });
      expect(reply.data).toMatchObject({ in_reply_to_id: review.comment.id, path: review.comment.path, user: { login: BOT } });
      expect(f2.invalidResponses).toEqual([]);
    } finally {
      await f2.close();
    }
  });
});

describe("GitHub fake: pull requests", () => {
  it("opens a PR, refuses a duplicate with GitHub's 422, finds it by head, updates and closes it", async () => {
    const issue = fake.state.addIssue({ title: "Flaky date test" });
    const gh = client();
    const created = await gh.rest.pulls.create({ ...repo, title: "Fix the flaky date test", head: "agent/issue-1", base: "main", body: "Fixes #1", draft: true });
    expect(created.status).toBe(201);
    // Pull requests and issues share one number sequence.
    expect(created.data.number).toBe(issue.number + 1);
    expect(created.data).toMatchObject({
      state: "open",
      draft: true,
      html_url: `https://github.example/octo-org/widgets/pull/${issue.number + 1}`,
      user: { login: BOT },
      head: { ref: "agent/issue-1", label: "octo-org:agent/issue-1" },
      base: { ref: "main", repo: { full_name: "octo-org/widgets", default_branch: "main" } },
      mergeable: null,
    });

    const dup = await rejection(gh.rest.pulls.create({ ...repo, title: "again", head: "octo-org:agent/issue-1", base: "main" }));
    expect(dup.status).toBe(422);
    expect(dup.response.data).toEqual({
      message: "Validation Failed",
      errors: [{ resource: "PullRequest", code: "custom", message: "A pull request already exists for octo-org:agent/issue-1." }],
      documentation_url: "https://docs.github.com/rest/pulls/pulls#create-a-pull-request",
      status: "422",
    });

    fake.state.addPull({ head: "other", title: "Someone else's", user: "mona" });
    const found = await gh.rest.pulls.list({ ...repo, head: "octo-org:agent/issue-1", state: "open" });
    expect(found.data.map((p) => p.number)).toEqual([created.data.number]);
    // Like GitHub, a head without "owner:" is ignored and every open PR comes back.
    expect((await gh.rest.pulls.list({ ...repo, head: "agent/issue-1" })).data).toHaveLength(2);

    const updated = await gh.rest.pulls.update({ ...repo, pull_number: created.data.number, title: "Fix the flaky date test (v2)", body: "Fixes #1\n\nSecond run." });
    expect(updated.data).toMatchObject({ title: "Fix the flaky date test (v2)", body: "Fixes #1\n\nSecond run.", mergeable: true });
    const got = await gh.rest.pulls.get({ ...repo, pull_number: created.data.number });
    expect(got.data.title).toBe("Fix the flaky date test (v2)");
    const asIssue = await gh.rest.issues.get({ ...repo, issue_number: created.data.number });
    expect(asIssue.data.pull_request?.html_url).toBe(got.data.html_url);

    await gh.rest.pulls.update({ ...repo, pull_number: created.data.number, state: "closed" });
    expect((await gh.rest.pulls.list({ ...repo, head: "octo-org:agent/issue-1" })).data).toEqual([]);
    expect((await gh.rest.pulls.list({ ...repo, head: "octo-org:agent/issue-1", state: "all" })).data[0].closed_at).not.toBeNull();
    // Closed, the branch may get a new pull request.
    expect((await gh.rest.pulls.create({ ...repo, title: "third try", head: "agent/issue-1", base: "main" })).status).toBe(201);
    expect(fake.invalidRequests).toEqual([]);
  });

  it("resolves branches through the refs hook when one is given", async () => {
    const shas: Record<string, string> = { main: "a".repeat(40), "agent/x": "b".repeat(40), "agent/same": "a".repeat(40) };
    const f2 = await startGitHubFake({ tokens: { [TOKEN]: BOT }, refs: async (b) => shas[b] });
    try {
      const gh = getOctokit(TOKEN, { baseUrl: f2.url });
      const r = { owner: "Codertocat", repo: "Hello-World" };
      const pr = await gh.rest.pulls.create({ ...r, title: "t", head: "agent/x", base: "main" });
      expect(pr.data.head.sha).toBe("b".repeat(40));
      const missing = await rejection(gh.rest.pulls.create({ ...r, title: "t", head: "agent/missing", base: "main" }));
      expect(missing.response.data.errors).toEqual([{ resource: "PullRequest", field: "head", code: "invalid" }]);
      const empty = await rejection(gh.rest.pulls.create({ ...r, title: "t", head: "agent/same", base: "main" }));
      expect(empty.response.data.errors[0].message).toBe("No commits between main and agent/same");
    } finally {
      await f2.close();
    }
  });

  it("lists configured files, serves the diff media type, and checks review comments against the diff", async () => {
    const pr = fake.state.addPull({ head: "feature", title: "Feature", user: "mona" });
    const patch = "@@ -1,3 +1,4 @@\n line one\n-line two\n+line 2\n+line 2b\n line three";
    fake.state.setPullFiles(pr.number, [{ filename: "src/a.ts", patch }, { filename: "logo.png", status: "added" }]);
    const gh = client();
    const files = await gh.rest.pulls.listFiles({ ...repo, pull_number: pr.number });
    expect(files.data.map((f) => [f.filename, f.additions, f.deletions])).toEqual([
      ["src/a.ts", 2, 1],
      ["logo.png", 0, 0],
    ]);
    const diff = await gh.rest.pulls.get({ ...repo, pull_number: pr.number, mediaType: { format: "diff" } });
    expect(String(diff.data)).toContain("diff --git a/src/a.ts b/src/a.ts\n--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1,3 +1,4 @@");

    const review = await gh.rest.pulls.createReview({
      ...repo,
      pull_number: pr.number,
      event: "COMMENT",
      body: "Two notes.",
      comments: [
        { path: "src/a.ts", line: 3, side: "RIGHT", body: "Why 2b?" },
        { path: "src/a.ts", line: 2, side: "LEFT", body: "This was fine." },
      ],
    });
    expect(review.data).toMatchObject({ state: "COMMENTED", body: "Two notes.", user: { login: BOT } });
    const comments = await gh.rest.pulls.listReviewComments({ ...repo, pull_number: pr.number });
    expect(comments.data.map((c) => [c.line, c.side, c.position, c.pull_request_review_id])).toEqual([
      [3, "RIGHT", 4, review.data.id],
      [2, "LEFT", 2, review.data.id],
    ]);
    expect(comments.data[0].diff_hunk).toBe("@@ -1,3 +1,4 @@\n line one\n-line two\n+line 2\n+line 2b");
    const reply = await gh.rest.pulls.createReplyForReviewComment({ ...repo, pull_number: pr.number, comment_id: comments.data[0].id, body: "Because." });
    expect(reply.data).toMatchObject({ in_reply_to_id: comments.data[0].id, path: "src/a.ts", line: 3 });
    // A reply is a review of its own: the first review's comments stay two.
    const ofReview = await gh.rest.pulls.listCommentsForReview({ ...repo, pull_number: pr.number, review_id: review.data.id });
    expect(ofReview.data.map((c) => [c.body, c.path, c.line])).toEqual([
      ["Why 2b?", "src/a.ts", 3],
      ["This was fine.", "src/a.ts", 2],
    ]);
    const missing = await rejection(gh.rest.pulls.listCommentsForReview({ ...repo, pull_number: pr.number, review_id: 999999 }));
    expect(missing.status).toBe(404);

    const reviewWith = (comment: { path: string; line: number; body: string }) =>
      gh.rest.pulls.createReview({ ...repo, pull_number: pr.number, event: "COMMENT", body: "x", comments: [comment] });
    const off = await rejection(reviewWith({ path: "src/a.ts", line: 40, body: "?" }));
    expect(off.status).toBe(422);
    expect(off.response.data.errors).toEqual(["Line could not be resolved"]);
    const nowhere = await rejection(reviewWith({ path: "b.ts", line: 1, body: "?" }));
    expect(nowhere.response.data.errors).toEqual(["Path could not be resolved"]);
    expect(fake.state.reviews.map((r) => r.state)).toEqual(["COMMENTED", "COMMENTED"]);
  });

  it("records reviews, validates the event, and refuses approving one's own pull request", async () => {
    const gh = client();
    const own = await gh.rest.pulls.create({ ...repo, title: "mine", head: "agent/own", base: "main" });
    const self = await rejection(gh.rest.pulls.createReview({ ...repo, pull_number: own.data.number, event: "APPROVE" }));
    expect(self.response.data.errors).toEqual(["Review Can not approve your own pull request"]);
    const route = "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews";
    const bad = await rejection(untyped(gh, route, { ...repo, pull_number: own.data.number, event: "LGTM", body: "x" }));
    expect(bad.status).toBe(422);
    expect(bad.response.data.message).toBe(`Invalid request.\n\nFor 'properties/event', LGTM is not a member of ["APPROVE", "REQUEST_CHANGES", "COMMENT"].`);
    expect(fake.invalidRequests.map((r) => r.operationId)).toEqual(["pulls/create-review"]);
    const theirs = fake.state.addPull({ head: "theirs", title: "t", user: "wes" });
    expect((await gh.rest.pulls.createReview({ ...repo, pull_number: theirs.number, event: "REQUEST_CHANGES", body: "Please add a test." })).data.state).toBe("CHANGES_REQUESTED");
    expect((await gh.rest.pulls.listReviews({ ...repo, pull_number: theirs.number })).data.map((r) => r.body)).toEqual(["Please add a test."]);
  });

  it("rejects a body that breaks the OpenAPI schema with GitHub's 422 and records it", async () => {
    const gh = client();
    const noHead = await rejection(untyped(gh, "POST /repos/{owner}/{repo}/pulls", { ...repo, title: "t", base: "main" }));
    expect(noHead.status).toBe(422);
    expect(noHead.response.data).toEqual({
      message: `Invalid request.\n\n"head" wasn't supplied.`,
      documentation_url: "https://docs.github.com/rest/pulls/pulls#create-a-pull-request",
      status: "422",
    });
    const issue = fake.state.addIssue({ title: "t" });
    const nullBody = await rejection(untyped(gh, "POST /repos/{owner}/{repo}/issues/{issue_number}/comments", { ...repo, issue_number: issue.number, body: null }));
    expect(nullBody.response.data.message).toBe("Invalid request.\n\nFor 'properties/body', nil is not a string.");
    const notJson = await fetch(`${fake.url}/repos/octo-org/widgets/pulls`, { method: "POST", headers: { authorization: `token ${TOKEN}` }, body: "head=x" });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ message: "Problems parsing JSON" });
    expect(fake.invalidRequests.map((r) => [r.operationId, r.body])).toEqual([
      ["pulls/create", { title: "t", base: "main" }],
      ["issues/create-comment", { body: null }],
      ["pulls/create", "head=x"],
    ]);
    expect(fake.state.pulls()).toEqual([]);
  });
});

describe("GitHub fake: repository, permissions, artifacts", () => {
  it("reports collaborator permissions with GitHub's permission and role_name", async () => {
    const gh = client();
    const level = async (username: string) => {
      const { data } = await gh.rest.repos.getCollaboratorPermissionLevel({ ...repo, username });
      return [data.permission, data.role_name, data.user?.permissions?.push];
    };
    expect(await level("octo-org")).toEqual(["admin", "admin", true]);
    expect(await level("mona")).toEqual(["write", "maintain", true]);
    expect(await level("wes")).toEqual(["write", "write", true]);
    expect(await level("tia")).toEqual(["read", "triage", false]);
    expect(await level("rae")).toEqual(["read", "read", false]);
    expect(await level("nobody")).toEqual(["none", "none", false]);
    expect(await level("passer-by")).toEqual(["read", "read", false]);
    expect(fake.calls("repos/get-collaborator-permission-level")[0].path).toBe("/repos/octo-org/widgets/collaborators/octo-org/permission");
  });

  it("describes the repository with the caller's permissions", async () => {
    const { data } = await client("ghp_maintainer").rest.repos.get(repo);
    expect(data).toMatchObject({ full_name: "octo-org/widgets", default_branch: "main", html_url: "https://github.example/octo-org/widgets", private: false });
    expect(data.permissions).toEqual({ admin: false, maintain: true, push: true, triage: true, pull: true });
    expect(data.url).toBe(`${fake.url}/repos/octo-org/widgets`);
  });

  it("lists configured artifacts for the repository and for one run", async () => {
    fake.state.addArtifact({ name: "agent-session", sizeInBytes: 1234, runId: 77 });
    fake.state.addArtifact({ name: "other", runId: 78 });
    const gh = client();
    const byName = await gh.rest.actions.listArtifactsForRepo({ ...repo, name: "agent-session" });
    expect(byName.data.total_count).toBe(1);
    expect(byName.data.artifacts[0]).toMatchObject({ name: "agent-session", size_in_bytes: 1234, workflow_run: { id: 77 } });
    const run = await gh.rest.actions.listWorkflowRunArtifacts({ ...repo, run_id: 78 });
    expect(run.data.artifacts.map((a) => a.name)).toEqual(["other"]);
  });
});

describe("GitHub fake: auth and faults", () => {
  it("answers 401 with GitHub's body for a wrong or missing token", async () => {
    const wrong = await rejection(client("ghs_wrong").rest.repos.get(repo));
    expect(wrong.status).toBe(401);
    expect(wrong.response.data).toEqual({ message: "Bad credentials", documentation_url: "https://docs.github.com/rest", status: "401" });
    const none = await fetch(`${fake.url}/repos/octo-org/widgets`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { message: string }).message).toBe("Requires authentication");
    const bearer = await fetch(`${fake.url}/repos/octo-org/widgets`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(bearer.status).toBe(200);
  });

  it("a 502 fault is retried by @octokit/plugin-retry", async () => {
    const issue = fake.state.addIssue({ title: "t" });
    fake.fail({ method: "POST", path: "/repos/{owner}/{repo}/issues/{issue_number}/comments", times: 2, status: 502 });
    const gh = getOctokit(TOKEN, { baseUrl: fake.url, retry: { retryAfterBaseValue: 10 } }, retry);
    const r = await gh.rest.issues.createComment({ ...repo, issue_number: issue.number, body: "hello" });
    expect(r.status).toBe(201);
    const posts = fake.calls("issues/create-comment");
    expect(posts.map((p) => [p.status, p.fault ?? false])).toEqual([
      [502, true],
      [502, true],
      [201, false],
    ]);
    expect(fake.state.commentsOn(issue.number)).toHaveLength(1);
    expect(fake.pendingFaults()).toBe(0);
  });

  it.each([403, 429] as const)("a secondary rate limit (%i) is retried by @octokit/plugin-throttling after retry-after", async (status) => {
    // A GET: plugin-throttling also spaces comment POSTs 3 s apart (its "notifications" limiter,
    // shared by every client in the process), which would hide the retry-after wait.
    const issue = fake.state.addIssue({ title: "t" });
    fake.fail({ operation: "issues/get", ...secondaryRateLimit(1, status) });
    const seen: number[] = [];
    const gh = getOctokit(
      TOKEN,
      {
        baseUrl: fake.url,
        throttle: {
          onSecondaryRateLimit: (retryAfter: number) => (seen.push(retryAfter), true),
          onRateLimit: () => false,
        },
      },
      throttling,
    );
    const started = Date.now();
    const r = await gh.rest.issues.get({ ...repo, issue_number: issue.number });
    expect(r.status).toBe(200);
    expect(seen).toEqual([1]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    const [limited, ok] = fake.calls("issues/get");
    expect(limited.status).toBe(status);
    expect(limited.fault).toBe(true);
    expect(ok.status).toBe(200);
  });

  it("a primary rate limit carries x-ratelimit-remaining 0 and the reset time", async () => {
    fake.fail({ path: /\/pulls$/, ...primaryRateLimit(60) });
    const e = await rejection(client().rest.pulls.list(repo));
    expect(e.status).toBe(403);
    expect(e.response.headers["x-ratelimit-remaining"]).toBe("0");
    expect(Number(e.response.headers["x-ratelimit-reset"])).toBeGreaterThan(Date.now() / 1000);
    expect((await client().rest.pulls.list(repo)).status).toBe(200);
  });

  it("a dropped connection fails the request without an answer", async () => {
    fake.fail({ method: "GET", path: "/repos/octo-org/widgets", drop: true });
    await expect(client().rest.repos.get(repo)).rejects.toThrow();
    expect(fake.requests[0].fault).toBe(true);
    expect(fake.requests[0].status).toBeUndefined();
  });
});
