import { getOctokit } from "@actions/github";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startGitHubFake, type GitHubFake } from "./github-fake/index.js";
import { prepareCheckout } from "./checkout.js";
import { startGitOrigin, type GitOrigin } from "./git-origin.js";

// The GitHub fake wired to a real bare repository (git-origin's peer): compare, pull request
// files and diffs, review placement and moving heads all come from git.

const TOKEN = "ghs_fake_installation_token";
const repo = { owner: "Codertocat", repo: "Hello-World" };
const LINES = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`);
const text = (lines: string[]) => lines.join("\n") + "\n";

let origin: GitOrigin;
let fake: GitHubFake;

beforeEach(async () => {
  origin = await startGitOrigin({ ...repo, files: { "README.md": "# Hello\n", "src/app.txt": text(LINES), "old.txt": "to be renamed\nsecond line\n", "gone.txt": "bye\n" } });
  fake = await startGitHubFake({ ...repo, tokens: { [TOKEN]: "github-actions[bot]" }, git: origin.peer });
});

afterEach(async () => {
  expect(fake.invalidRequests).toEqual([]);
  expect(fake.invalidResponses).toEqual([]);
  expect(fake.unhandled).toEqual([]);
  await fake.close();
  await origin.close();
});

const client = () => getOctokit(TOKEN, { baseUrl: fake.url });

async function rejection(p: Promise<unknown>): Promise<any> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error("expected the request to fail");
}

/** A feature branch: one line changed in src/app.txt, a file added, one removed, one renamed. */
async function featureBranch(): Promise<string> {
  const changed = [...LINES];
  changed[9] = "line 10, changed";
  await origin.commit("feature", { "src/app.txt": text(changed), "new.txt": "brand new\n", "gone.txt": null }, { message: "Feature work" });
  return origin.commit("feature", { "old.txt": null, "renamed.txt": "to be renamed\nsecond line\n" }, { message: "Rename old.txt" });
}

describe("GitHub fake + git peer: compare", () => {
  it("compares base...head: one new commit on a branch gives only that commit and its file patch", async () => {
    await origin.commit("topic", { "src/app.txt": text(LINES.map((l) => (l === "line 3" ? "line three" : l))) }, { message: "First" });
    const first = (await origin.refs())["refs/heads/topic"];
    const second = await origin.commit("topic", { "notes.md": "a note\n" }, { message: "Second\n\nWith a body." });

    const { data } = await client().rest.repos.compareCommitsWithBasehead({ ...repo, basehead: `${first}...topic` });
    expect(data).toMatchObject({ status: "ahead", ahead_by: 1, behind_by: 0, total_commits: 1 });
    expect(data.merge_base_commit.sha).toBe(first);
    expect(data.base_commit.sha).toBe(first);
    expect(data.commits.map((c) => c.sha)).toEqual([second]);
    expect(data.commits[0].commit.message).toBe("Second\n\nWith a body.");
    expect(data.commits[0].parents.map((p) => p.sha)).toEqual([first]);
    expect(data.files).toEqual([
      expect.objectContaining({ filename: "notes.md", status: "added", additions: 1, deletions: 0, changes: 1, patch: "@@ -0,0 +1 @@\n+a note" }),
    ]);
  });

  it("reports behind, diverged and identical, and 404 for an unknown side", async () => {
    const gh = client();
    await origin.commit("topic", { "t.txt": "t\n" });
    expect((await gh.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: "main...topic" })).data.status).toBe("ahead");
    expect((await gh.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: "topic...main" })).data).toMatchObject({ status: "behind", ahead_by: 0, behind_by: 1, files: [] });
    await origin.commit("main", { "m.txt": "m\n" });
    expect((await gh.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: "main...topic" })).data).toMatchObject({ status: "diverged", ahead_by: 1, behind_by: 1 });
    expect((await gh.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: "Codertocat:main...main" })).data).toMatchObject({ status: "identical", total_commits: 0 });
    expect((await rejection(gh.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: "main...nope" }))).status).toBe(404);
    expect((await rejection(gh.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: "main..topic" }))).status).toBe(404);
  });
});

describe("GitHub fake + git peer: pull requests", () => {
  it("computes files from git diff base...head: added, modified, removed, renamed, patches without headers", async () => {
    await featureBranch();
    const gh = client();
    const pr = await gh.rest.pulls.create({ ...repo, head: "feature", base: "main", title: "Feature" });
    const files = (await gh.rest.pulls.listFiles({ ...repo, pull_number: pr.data.number })).data;
    const byName = Object.fromEntries(files.map((f) => [f.filename, f]));
    expect(Object.keys(byName).sort()).toEqual(["gone.txt", "new.txt", "renamed.txt", "src/app.txt"]);
    expect(byName["new.txt"]).toMatchObject({ status: "added", additions: 1, deletions: 0, changes: 1, patch: "@@ -0,0 +1 @@\n+brand new" });
    expect(byName["gone.txt"]).toMatchObject({ status: "removed", additions: 0, deletions: 1, patch: "@@ -1 +0,0 @@\n-bye" });
    expect(byName["renamed.txt"]).toMatchObject({ status: "renamed", previous_filename: "old.txt", additions: 0, deletions: 0, changes: 0 });
    expect(byName["renamed.txt"].patch).toBeUndefined();
    expect(byName["src/app.txt"]).toMatchObject({ status: "modified", additions: 1, deletions: 1, changes: 2 });
    expect(byName["src/app.txt"].patch).toBe("@@ -7,7 +7,7 @@ line 6\n line 7\n line 8\n line 9\n-line 10\n+line 10, changed\n line 11\n line 12\n line 13");

    const got = (await gh.rest.pulls.get({ ...repo, pull_number: pr.data.number })).data;
    expect(got).toMatchObject({ changed_files: 4, additions: 2, deletions: 2 });
    const diff = await gh.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", { ...repo, pull_number: pr.data.number, mediaType: { format: "diff" } });
    expect(String(diff.data)).toContain("diff --git a/src/app.txt b/src/app.txt\n--- a/src/app.txt\n+++ b/src/app.txt\n@@ -7,7 +7,7 @@");
    expect(String(diff.data)).toContain("diff --git a/old.txt b/renamed.txt\nsimilarity index 100%\nrename from old.txt\nrename to renamed.txt\n");
  });

  it("places review comments on computed diff lines and refuses an off-diff line with 422", async () => {
    await featureBranch();
    const gh = client();
    const pr = await gh.rest.pulls.create({ ...repo, head: "feature", base: "main", title: "Feature" });
    const review = await gh.rest.pulls.createReview({
      ...repo,
      pull_number: pr.data.number,
      event: "COMMENT",
      body: "Looks fine",
      comments: [
        { path: "src/app.txt", line: 10, side: "RIGHT", body: "changed line" },
        { path: "src/app.txt", line: 12, body: "context line" },
        { path: "new.txt", line: 1, body: "new file" },
      ],
    });
    expect(review.data.state).toBe("COMMENTED");
    const comments = (await gh.rest.pulls.listReviewComments({ ...repo, pull_number: pr.data.number })).data;
    expect(comments.map((x) => [x.path, x.line, x.position])).toEqual([["src/app.txt", 10, 5], ["src/app.txt", 12, 7], ["new.txt", 1, 1]]);
    expect(comments[0].diff_hunk).toBe("@@ -7,7 +7,7 @@ line 6\n line 7\n line 8\n line 9\n-line 10\n+line 10, changed");

    const off = await rejection(
      gh.rest.pulls.createReview({ ...repo, pull_number: pr.data.number, event: "COMMENT", body: "x", comments: [{ path: "src/app.txt", line: 1, body: "off the diff" }] }),
    );
    expect(off.status).toBe(422);
    expect(off.response.data.errors).toEqual(["Line could not be resolved"]);
  });

  it("follows the head branch: a new commit moves head.sha, the files and refs/pull/N/head", async () => {
    await featureBranch();
    const gh = client();
    const pr = await gh.rest.pulls.create({ ...repo, head: "feature", base: "main", title: "Feature" });
    const n = pr.data.number;
    expect((await origin.refs())[`refs/pull/${n}/head`]).toBe(pr.data.head.sha);
    expect((await origin.refs())[`refs/pull/${n}/merge`]).toMatch(/^[0-9a-f]{40}$/);

    const moved = await origin.commit("feature", { "later.txt": "later\n" }, { message: "Later" });
    expect((await gh.rest.pulls.get({ ...repo, pull_number: n })).data.head.sha).toBe(moved);
    expect((await gh.rest.pulls.list({ ...repo })).data[0].head.sha).toBe(moved);
    expect((await gh.rest.pulls.listFiles({ ...repo, pull_number: n })).data.map((f) => f.filename)).toContain("later.txt");
    expect((await origin.refs())[`refs/pull/${n}/head`]).toBe(moved);

    // A push over HTTP moves it as well, before the pushing client returns.
    const c = await prepareCheckout(origin);
    await c.git("fetch", "-q", "origin", "feature");
    await c.git("checkout", "-q", "-B", "feature", "FETCH_HEAD");
    await c.git("-c", "user.name=a", "-c", "user.email=a@b", "commit", "-q", "--allow-empty", "-m", "pushed");
    const pushedSha = (await c.git("rev-parse", "HEAD")).trim();
    await c.git("push", "-q", "origin", "HEAD:refs/heads/feature");
    expect((await origin.refs())[`refs/pull/${n}/head`]).toBe(pushedSha);
    expect((await gh.rest.pulls.get({ ...repo, pull_number: n })).data.head.sha).toBe(pushedSha);
  });

  it("files set by the test still win over git", async () => {
    await featureBranch();
    const gh = client();
    const pr = await gh.rest.pulls.create({ ...repo, head: "feature", base: "main", title: "Feature" });
    fake.state.setPullFiles(pr.data.number, [{ filename: "only.txt", status: "added", patch: "@@ -0,0 +1 @@\n+x" }]);
    expect((await gh.rest.pulls.listFiles({ ...repo, pull_number: pr.data.number })).data.map((f) => f.filename)).toEqual(["only.txt"]);
  });
});
