import { getOctokit } from "@actions/github";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { mkdtempSync } from "node:fs";
import { link, mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prepareBranch } from "../../../src/action/delivery/branch.js";
import { BOT_EMAIL, BOT_NAME, collectChanges, commitAndPush, deliverChanges, DeliveryError, type DeliverOptions } from "../../../src/action/delivery/delivery.js";
import { GitError, runGit } from "../../../src/action/delivery/git.js";
import { HarnessGit } from "../../../src/action/delivery/harness-git.js";
import { CHECKS_NOTE, openOrUpdatePullRequest, pullRequestBody } from "../../../src/action/delivery/pull-request.js";
import { prepareCheckout, type Checkout } from "../../support/checkout.js";
import { startGitOrigin, type GitOrigin } from "../../support/git-origin.js";
import { startGitHubFake, type GitHubFake } from "../../support/github-fake/index.js";

const BRANCH = "agent/issue-1";
const WORKFLOW = "name: ci\non: push\n";
const requester = { login: "mona", id: 583231 };

let origin: GitOrigin;

beforeEach(async () => {
  origin = await startGitOrigin({
    files: { "README.md": "# Hello\n", "src/date.ts": "export const a = 1;\n", ".github/workflows/ci.yml": WORKFLOW, ".gitignore": "node_modules/\n" },
  });
});

afterEach(async () => {
  await origin.close();
});

async function put(co: Checkout, path: string, content: string) {
  await mkdir(dirname(join(co.dir, path)), { recursive: true });
  await writeFile(join(co.dir, path), content);
}

const options = (extra: Partial<DeliverOptions> = {}): DeliverOptions => ({
  branch: BRANCH,
  branchPrefix: "agent/",
  defaultBranch: "main",
  message: "Fix the flaky date test",
  requester,
  protectedPaths: [".github/workflows/**"],
  ...extra,
});

async function rejection(p: Promise<unknown>): Promise<any> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error("expected a failure");
}

/** A checkout as the action finds it, its .git taken by the harness and the branch prepared; the agent works in a copy. */
async function harnessed(co?: Checkout): Promise<{ co: Checkout; git: HarnessGit; startSha: string; reused: boolean }> {
  co ??= await prepareCheckout(origin);
  const git = await HarnessGit.take(co.dir, mkdtempSync(join(tmpdir(), "harness-")));
  const prepared = await prepareBranch(git, BRANCH, "main");
  git.giveAgentCopy();
  return { co, git, ...prepared };
}

describe("runGit", () => {
  it("runs git through argv and names the subcommand and git's reason on failure", async () => {
    const co = await prepareCheckout(origin);
    expect((await runGit(co.dir, ["rev-parse", "HEAD"], co.env)).stdout.trim()).toBe(co.sha);
    // Shell syntax is just an argument.
    const e = await rejection(runGit(co.dir, ["-c", "x.y=1", "rev-parse", "--verify", "nope;echo hi"], co.env));
    expect(e).toBeInstanceOf(GitError);
    expect(e.message).toBe("git rev-parse failed: fatal: Needed a single revision");
    expect(e.result.code).toBe(128);
  });
});

describe("delivery: branch, commit, push", () => {
  it("creates the branch from HEAD and pushes one commit by the bot, co-authored by the requester", async () => {
    const { co, git, startSha, reused } = await harnessed();
    expect({ startSha, reused }).toEqual({ startSha: co.sha, reused: false });
    expect((await co.git("rev-parse", "--abbrev-ref", "HEAD")).trim()).toBe(BRANCH); // the agent's copy too

    await put(co, "src/date.ts", "export const a = 2;\n");
    await put(co, "src/new file.ts", "export {};\n");
    await put(co, "node_modules/x/index.js", "ignored\n");
    const result = await deliverChanges(git, options());

    expect(result.refused).toEqual([]);
    expect(result.withheld).toEqual([]);
    expect(result.changes.files).toEqual([
      { status: "M", path: "src/date.ts" },
      { status: "A", path: "src/new file.ts" },
    ]);
    expect(result.changes.diffstat).toMatch(/2 files changed, 2 insertions\(\+\), 1 deletion\(-\)/);
    expect(result.pushed?.rebased).toBe(false);

    const refs = await origin.refs();
    expect(refs[`refs/heads/${BRANCH}`]).toBe(result.pushed?.sha);
    expect(refs["refs/heads/main"]).toBe(co.sha);
    const [commit] = await origin.log(BRANCH);
    expect(commit.parents).toEqual([co.sha]);
    expect(commit.subject).toBe("Fix the flaky date test");
    expect(commit.author).toMatchObject({ name: BOT_NAME, email: BOT_EMAIL });
    expect(commit.committer).toMatchObject({ name: "github-actions[bot]", email: "41898282+github-actions[bot]@users.noreply.github.com" });
    expect(commit.trailers).toEqual([{ key: "Co-authored-by", value: "mona <583231+mona@users.noreply.github.com>" }]);
    expect(await origin.show(BRANCH, "src/date.ts")).toBe("export const a = 2;\n");
    // What was pushed is the checked tree, and later steps find the branch there.
    expect((await origin.git("rev-parse", `${BRANCH}^{tree}`)).trim()).toBe(result.changes.tree);
    git.putBack();
    expect((await co.git("rev-parse", "HEAD")).trim()).toBe(result.pushed?.sha);
  });

  it("reuses the branch on a re-run and builds on it from a fresh depth-1 checkout", async () => {
    const first = await harnessed();
    await put(first.co, "src/date.ts", "export const a = 2;\n");
    const r1 = await deliverChanges(first.git, options());
    first.git.putBack();

    const co = await prepareCheckout(origin);
    expect((await co.git("rev-parse", "--is-shallow-repository")).trim()).toBe("true");
    const second = await harnessed(co);
    expect({ startSha: second.startSha, reused: second.reused }).toEqual({ startSha: r1.pushed!.sha, reused: true });
    // The agent continues from the earlier work.
    expect(await readFile(join(co.dir, "src/date.ts"), "utf8")).toBe("export const a = 2;\n");

    await put(co, "src/date.ts", "export const a = 3;\n");
    const r2 = await deliverChanges(second.git, options({ requester: { login: "wes" } }));
    const log = await origin.log(BRANCH);
    expect(log.map((c) => c.sha).slice(0, 3)).toEqual([r2.pushed!.sha, r1.pushed!.sha, first.co.sha]);
    expect(log[0].trailers).toEqual([{ key: "Co-authored-by", value: "wes <wes@users.noreply.github.com>" }]);
    expect(await origin.show(BRANCH, "src/date.ts")).toBe("export const a = 3;\n");
  });

  it("makes no commit when nothing changed (ignored files do not count)", async () => {
    const { co, git } = await harnessed();
    await put(co, "node_modules/x/index.js", "ignored\n");
    const result = await deliverChanges(git, options());
    expect(result.changes).toMatchObject({ changed: false, files: [], diffstat: "" });
    expect(result.refused).toEqual([]);
    expect(result.pushed).toBeUndefined();
    expect(Object.keys(await origin.refs())).not.toContain(`refs/heads/${BRANCH}`);
    expect((await rejection(commitAndPush(git, result.changes.tree, options()))).kind).toBe("nothing-to-commit");
    git.putBack();
    expect((await co.git("rev-parse", "HEAD")).trim()).toBe(co.sha);
  });

  it("delivers the working tree, never the agent's .git: its commits, merges and config change nothing", async () => {
    const { co, git } = await harnessed();
    const who = ["-c", "user.name=agent", "-c", "user.email=a@b"];
    await put(co, ".github/workflows/ci.yml", "name: pwned\n");
    await co.git(...who, "commit", "-qam", "sneaky");
    await co.git("checkout", "-q", "-b", "side");
    await put(co, "docs/side.md", "side\n");
    await co.git("add", "docs/side.md");
    await co.git(...who, "commit", "-qm", "side");
    await co.git("checkout", "-q", BRANCH);
    await co.git(...who, "merge", "--no-commit", "--no-ff", "side");
    // A filter the harness would run on `git add` if it read this config.
    await co.git("config", "filter.x.clean", `sh -c 'echo FILTERED > ${join(co.dir, "ran")}; cat'`);
    await put(co, ".gitattributes", "* filter=x\n");
    await co.git("config", "remote.origin.url", "http://127.0.0.1:1/elsewhere");
    await put(co, "src/date.ts", "export const a = 2;\n");

    const result = await deliverChanges(git, options());
    expect(result.refused).toEqual([".github/workflows/ci.yml"]);
    const [head] = await origin.log(BRANCH);
    expect(head.parents).toEqual([co.sha]); // no merge parent, no agent commit
    expect(await origin.show(BRANCH, ".github/workflows/ci.yml")).toBe(WORKFLOW);
    expect(await origin.show(BRANCH, "docs/side.md")).toBe("side\n");
    expect(await origin.show(BRANCH, "src/date.ts")).toBe("export const a = 2;\n");
    await expect(readFile(join(co.dir, "ran"), "utf8")).rejects.toThrow(); // the filter never ran
    // The refused change stays in the working tree, out of the commit.
    expect(await readFile(join(co.dir, ".github/workflows/ci.yml"), "utf8")).toBe("name: pwned\n");
    git.putBack();
    expect((await co.git("config", "--get", "remote.origin.url")).trim()).toBe(co.remoteUrl);
    expect((await co.tryGit("config", "--get", "filter.x.clean")).code).not.toBe(0);
  });

  it("withholds files the agent's user did not own, embedded repositories and paths git will not store, and says why", async () => {
    const { co, git } = await harnessed();
    const secret = join(mkdtempSync(join(tmpdir(), "outside-")), "secret");
    await writeFile(secret, "TOP SECRET\n");
    await link(secret, join(co.dir, "linked"));
    await put(co, "vendor/lib/.git/HEAD", "ref: refs/heads/main\n");
    await runGit(join(co.dir, "vendor/lib"), ["init", "-q"], co.env);
    await put(co, "vendor/lib/x.txt", "x\n");
    await runGit(join(co.dir, "vendor/lib"), ["-c", "user.name=a", "-c", "user.email=a@b", "add", "-A"], co.env);
    await runGit(join(co.dir, "vendor/lib"), ["-c", "user.name=a", "-c", "user.email=a@b", "commit", "-qm", "x"], co.env);
    await put(co, ".GIT/hooks/pre-commit", "#!/bin/sh\n");
    await put(co, "src/date.ts", "export const a = 2;\n");

    const result = await deliverChanges(git, options({ notOwned: ["linked"] }));
    expect(result.withheld).toEqual([
      { path: ".GIT/hooks/pre-commit", reason: expect.stringContaining("git will not store") },
      { path: "linked", reason: expect.stringContaining("did not own") },
      { path: "vendor/lib", reason: expect.stringContaining("embedded repository") },
    ]);
    expect(result.changes.files).toEqual([{ status: "M", path: "src/date.ts" }]);
    await expect(origin.show(BRANCH, "linked")).rejects.toThrow();
    expect((await origin.git("ls-tree", "-r", BRANCH)).includes("vendor")).toBe(false);
  });

  // The names are the agent's to choose: bytes that are not UTF-8, and as many files as it likes.
  it("takes out a protected file whose name is not UTF-8 and delivers the rest (it refused the whole delivery)", async () => {
    const { co, git } = await harnessed();
    await writeFile(Buffer.concat([Buffer.from(`${co.dir}/.github/workflows/caf`), Buffer.from([0xe9]), Buffer.from(".yml")]), WORKFLOW);
    await put(co, "src/date.ts", "export const a = 2;\n");
    const result = await deliverChanges(git, options());
    expect(result.refused).toEqual([".github/workflows/caf\ufffd.yml"]);
    expect(result.changes.files).toEqual([{ status: "M", path: "src/date.ts" }]);
    expect(await origin.show(BRANCH, "src/date.ts")).toBe("export const a = 2;\n");
    expect(await origin.git("ls-tree", "-r", "--name-only", BRANCH)).not.toContain("caf");
  });

  it("takes out more protected files than fit in one command line", async () => {
    const { co, git } = await harnessed();
    await mkdir(join(co.dir, ".github/workflows/many"));
    for (let i = 0; i < 12_000; i++) await writeFile(join(co.dir, `.github/workflows/many/${String(i).padStart(5, "0")}-${"x".repeat(200)}.yml`), WORKFLOW);
    await put(co, "src/date.ts", "export const a = 2;\n");
    const result = await deliverChanges(git, options());
    expect(result.refused).toHaveLength(12_000);
    expect(result.changes.files).toEqual([{ status: "M", path: "src/date.ts" }]);
    expect(await origin.show(BRANCH, "src/date.ts")).toBe("export const a = 2;\n");
  }, 60_000);

  it("refuses to push to the default branch or outside the prefix", async () => {
    const { co, git } = await harnessed();
    await put(co, "src/date.ts", "export const a = 2;\n");
    const { changes } = await collectChanges(git, { protectedPaths: [] });
    const main = await rejection(commitAndPush(git, changes.tree, { ...options(), branch: "main", branchPrefix: "" }));
    expect(main).toBeInstanceOf(DeliveryError);
    expect(main.kind).toBe("refused");
    expect(main.message).toBe('Refusing to push to the default branch "main"; the agent only pushes to its own branches.');
    const other = await rejection(commitAndPush(git, changes.tree, { ...options(), branch: "feature/x" }));
    expect(other.message).toBe('Refusing to push to "feature/x": it does not start with the branch prefix "agent/".');
    expect((await rejection(prepareBranch(git, "main", "main"))).kind).toBe("refused");
    expect((await rejection(prepareBranch(git, "agent/bad..name", "main"))).kind).toBe("refused");
    expect((await origin.refs())["refs/heads/main"]).toBe(co.sha);
    expect(origin.requests.filter((r) => r.service === "git-receive-pack")).toEqual([]);
  });

  it("replays the commit once onto a branch that moved and pushes, without touching the workspace", async () => {
    const first = await harnessed();
    await put(first.co, "src/date.ts", "export const a = 2;\n");
    await deliverChanges(first.git, options());

    const { co, git } = await harnessed(await prepareCheckout(origin));
    const moved = await origin.commit(BRANCH, { "docs/notes.md": "someone else\n" });
    await put(co, "README.md", "# Hello, world\n");
    const result = await deliverChanges(git, options());

    expect(result.pushed?.rebased).toBe(true);
    const [head] = await origin.log(BRANCH);
    expect(head.sha).toBe(result.pushed?.sha);
    expect(head.parents).toEqual([moved]);
    expect(head.committer.name).toBe(BOT_NAME);
    expect(await origin.show(BRANCH, "README.md")).toBe("# Hello, world\n");
    expect(await origin.show(BRANCH, "docs/notes.md")).toBe("someone else\n");
    await expect(readFile(join(co.dir, "docs/notes.md"), "utf8")).rejects.toThrow();
  });

  it("reports a moved branch whose changes conflict, saying what to do", async () => {
    const { co, git } = await harnessed();
    const moved = await origin.commit(BRANCH, { "src/date.ts": "export const a = 9;\n" });
    await put(co, "src/date.ts", "export const a = 2;\n");
    const e = await rejection(deliverChanges(git, options()));
    expect(e.kind).toBe("branch-moved");
    expect(e.message).toMatch(/^The branch agent\/issue-1 moved on origin while the agent ran .*; the work was pushed to agent\/issue-1-rescue-\d+ instead: merge it into agent\/issue-1 or open a pull request from it\.$/);
    expect((await origin.refs())[`refs/heads/${BRANCH}`]).toBe(moved);
    // Nothing lost: the work, on the rescue branch.
    const rescue = /pushed to (\S+) instead/.exec(e.message)![1];
    expect(await origin.show(rescue, "src/date.ts")).toBe("export const a = 2;\n");
  });

  it("reports a push the server refuses (403) with what to do", async () => {
    const { co, git } = await harnessed();
    await put(co, "src/date.ts", "export const a = 2;\n");
    origin.pushFault({ kind: "status", status: 403 });
    const e = await rejection(deliverChanges(git, options()));
    expect(e).toBeInstanceOf(DeliveryError);
    expect(e.kind).toBe("push-failed");
    expect(e.message).toMatch(/^Pushing agent\/issue-1 to origin failed: .*403.*permissions: contents: write/);
    expect(e.message).not.toContain(origin.token);
    expect(e.message.split("\n")).toHaveLength(1);
    expect(Object.keys(await origin.refs())).not.toContain(`refs/heads/${BRANCH}`);
  });

  it("says what origin said when a rule or hook turns the push down, and names the commit that holds the work", async () => {
    const { co, git } = await harnessed();
    await put(co, "src/date.ts", "export const a = 2;\n");
    origin.pushFault({ kind: "reject", message: "GH013: Repository rule violations found for refs/heads/agent/issue-1." });
    const e = await rejection(deliverChanges(git, options()));
    expect(e.kind).toBe("push-failed");
    expect(e.message).toMatch(
      /^Pushing agent\/issue-1 to origin failed: origin refused it \(pre-receive hook declined\): GH013: Repository rule violations found for refs\/heads\/agent\/issue-1\. A branch protection rule, ruleset or hook of the repository turned the push down: let the agent's branches \(branch-prefix\) through, or change branch-prefix, and run it again\.$/,
    );
    expect((await git.run(["cat-file", "-t", e.commit])).stdout).toBe("commit\n");
  });

  it("pushes again once when the server errs on the way, and only once", async () => {
    const { co, git } = await harnessed();
    await put(co, "src/date.ts", "export const a = 2;\n");
    origin.pushFault({ kind: "status", status: 500 });
    const pushed = await deliverChanges(git, options({ retryDelayMs: 1 }));
    expect((await origin.refs())[`refs/heads/${BRANCH}`]).toBe(pushed.pushed?.sha);
    const packs = () => origin.requests.filter((r) => r.service === "git-receive-pack" && r.method === "POST").length;
    const before = packs();
    await put(co, "src/date.ts", "export const a = 3;\n");
    origin.pushFault({ kind: "status", status: 500 }, { kind: "status", status: 500 });
    const e = await rejection(deliverChanges(git, options({ retryDelayMs: 1 })));
    expect(e.kind).toBe("push-failed");
    expect(e.message).toMatch(/500/);
    expect(packs() - before).toBe(2);
  });
});

describe("delivery: the pull request", () => {
  const TOKEN = "ghs_delivery_token";
  const repo = { owner: "Codertocat", repo: "Hello-World" };
  let fake: GitHubFake;

  beforeEach(async () => {
    fake = await startGitHubFake({ ...repo, tokens: { [TOKEN]: BOT_NAME }, permissions: { mona: "write" } });
  });

  afterEach(async () => {
    expect(fake.invalidRequests).toEqual([]);
    expect(fake.invalidResponses).toEqual([]);
    await fake.close();
  });

  const client = () =>
    getOctokit(
      TOKEN,
      { baseUrl: fake.url, request: { retries: 0 }, throttle: { onRateLimit: () => false, onSecondaryRateLimit: () => false } },
      retry,
      throttling,
    );
  const request = { repo, head: BRANCH, base: "main", title: "Fix the flaky date test", body: "first", draft: true };

  it("creates the pull request once and updates it on the next run", async () => {
    const gh = client();
    const created = await openOrUpdatePullRequest(gh, request);
    expect(created).toMatchObject({ created: true, url: expect.stringMatching(/\/Codertocat\/Hello-World\/pull\/\d+$/) });
    const again = await openOrUpdatePullRequest(gh, { ...request, title: "Fix the flaky date test (again)", body: "second" });
    expect(again).toEqual({ number: created.number, url: created.url, created: false });

    expect(fake.calls("pulls/create")).toHaveLength(1);
    // The workflow's token opened it: the create is followed by the note that checks will not start.
    expect(fake.calls("pulls/update")).toHaveLength(2);
    const pulls = fake.state.pulls();
    expect(pulls).toHaveLength(1);
    expect(pulls[0]).toMatchObject({ title: "Fix the flaky date test (again)", body: `second\n\n${CHECKS_NOTE}\n` });
    expect(pulls[0].pull?.draft).toBe(true);
    expect(fake.calls("pulls/list")[0].query).toMatchObject({ head: `Codertocat:${BRANCH}`, state: "open" });
  });

  it("updates the pull request another run opened between the look-up and the create (422)", async () => {
    const theirs = fake.state.addPull({ head: BRANCH, title: "Opened by the other run", user: BOT_NAME });
    fake.fail({ operation: "pulls/list", status: 200, body: [] }); // the look-up misses it
    const result = await openOrUpdatePullRequest(client(), request);
    expect(result).toMatchObject({ number: theirs.number, created: false });
    expect(fake.calls("pulls/create").map((r) => r.status)).toEqual([422]);
    expect(fake.state.pulls()).toHaveLength(1);
    expect(fake.state.pulls()[0].body).toBe(`first\n\n${CHECKS_NOTE}\n`); // its author is the workflow token's bot
  });

  it("writes a body with the summary, closing keyword, diffstat, cost, links and the incomplete banner", () => {
    const body = pullRequestBody({
      summary: "Fixed the date test by freezing the clock.",
      issueNumber: 1,
      diffstat: " src/date.ts | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n",
      costUsd: 0.01234,
      tokens: { input: 12345, output: 678 },
      runUrl: "https://github.com/Codertocat/Hello-World/actions/runs/42",
      sessionArtifactUrl: "https://github.com/Codertocat/Hello-World/actions/runs/42/artifacts/7",
      incomplete: "max-cost-usd 0.01 reached",
      protectedRefused: [".github/workflows/ci.yml", ".github/workflows/a``b.yml"],
    });
    expect(body).toMatch(/^> \[!WARNING\]\n> \*\*Incomplete:\*\* the run stopped early \(max-cost-usd 0\.01 reached\)/);
    expect(body).toContain("Fixed the date test by freezing the clock.\n\nCloses #1");
    expect(body).toContain("<details><summary>Files changed</summary>\n\n```\n src/date.ts | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n```\n\n</details>");
    expect(body).toContain("> - `.github/workflows/ci.yml`");
    // A run of backticks in a name stays inside its code span.
    expect(body).toContain("> - ``` .github/workflows/a``b.yml ```");
    expect(body).toContain("Cost: $0.0123 · tokens: 12,345 in / 678 out · [workflow run](https://github.com/Codertocat/Hello-World/actions/runs/42) · [session](https://github.com/Codertocat/Hello-World/actions/runs/42/artifacts/7)");
    // A failure's reason quotes an error: it stays in the banner's one line and closes, pings and hides nothing.
    const failed = pullRequestBody({ summary: "", diffstat: "", costUsd: 0, tokens: { input: 0, output: 0 }, runUrl: "u", incomplete: "it failed: 400 bad input\n\nFixes #9 @org/team <!--" });
    expect(failed).toMatch(/^> \[!WARNING\]\n> \*\*Incomplete:\*\* the run stopped early \(it failed: 400 bad input Fixes #\u200b9 @\u200borg\/team &lt;!--\)\. This[^\n]*\n\n/);
    const plain = pullRequestBody({ summary: "", diffstat: "", costUsd: 0, tokens: { input: 0, output: 0 }, runUrl: "u" });
    expect(plain).not.toContain("Incomplete");
    expect(plain).not.toContain("Closes");
    expect(plain).not.toContain("<details>");
  });

  it("says checks will not start only when the workflow's GITHUB_TOKEN opened the pull request", async () => {
    const app = await startGitHubFake({ ...repo, tokens: { [TOKEN]: "my-repo-agent[bot]" }, permissions: { mona: "write" } });
    try {
      const gh = getOctokit(TOKEN, { baseUrl: app.url, request: { retries: 0 }, throttle: { onRateLimit: () => false, onSecondaryRateLimit: () => false } }, retry, throttling);
      await openOrUpdatePullRequest(gh, request);
      expect(app.calls("pulls/update")).toHaveLength(0);
      expect(app.state.pulls()[0].body).toBe("first");
    } finally {
      await app.close();
    }
    const created = await openOrUpdatePullRequest(client(), request);
    expect(fake.state.pulls().find((p) => p.number === created.number)?.body).toContain("Checks do not start by themselves here");
  });

  it("writes the note and the session's marker (last) in the create itself when the token's login is known", async () => {
    const created = await openOrUpdatePullRequest(client(), { ...request, tokenLogin: BOT_NAME, sessionId: 77 });
    expect(fake.calls("pulls/create")).toHaveLength(1);
    expect(fake.calls("pulls/update")).toHaveLength(0);
    expect(fake.state.pulls().find((p) => p.number === created.number)?.body).toBe(`first\n\n${CHECKS_NOTE}\n\n<!-- repo-agent-session: 77 -->`);
    // The next run updates it in one request too, the marker still last.
    await openOrUpdatePullRequest(client(), { ...request, body: "second", tokenLogin: BOT_NAME, sessionId: 78 });
    expect(fake.calls("pulls/update")).toHaveLength(1);
    expect(fake.state.pulls()[0].body).toBe(`second\n\n${CHECKS_NOTE}\n\n<!-- repo-agent-session: 78 -->`);
  });

  it("lets no HTML comment of the model's open in the description: unclosed, it would hide the rest", () => {
    const body = pullRequestBody({ summary: "Done. <!-- hide the refusals", diffstat: "", costUsd: 0, tokens: { input: 0, output: 0 }, runUrl: "u", protectedRefused: [".github/workflows/ci.yml"] });
    expect(body).not.toContain("<!--");
    expect(body).toContain("Done. &lt;!-- hide the refusals");
    expect(body).toContain(".github/workflows/ci.yml");
  });

  // A merged description closes the issues its keywords name: only the harness's own may.
  it("lets the model's summary close, cross-reference or ping nothing; the harness's closing keyword stays", () => {
    const body = pullRequestBody({ summary: "Fixes #3, closes acme/app#4 and GH-5; cc @acme/team.", issueNumber: 7, diffstat: "", costUsd: 0, tokens: { input: 0, output: 0 }, runUrl: "u" });
    expect(body).toContain("Fixes #\u200B3, closes acme/app#\u200B4 and GH-\u200B5; cc @\u200Bacme/team.");
    expect(body).toContain("\n\nCloses #7\n\n");
  });

  // An answer cut at the output limit often stops inside a code block.
  it("closes a fence the model's summary left open, so what follows is no code", () => {
    const body = pullRequestBody({ summary: "Done:\n\n~~~~ts\nconst a = 1;", issueNumber: 7, diffstat: "", costUsd: 0, tokens: { input: 0, output: 0 }, runUrl: "u", protectedRefused: ["a.yml"] });
    expect(body).toContain("~~~~ts\nconst a = 1;\n~~~~\n\nCloses #7\n\n> [!CAUTION]");
  });

  // "Fixes <an issue's address>" closes it too when the pull request is merged; the address itself stays a link.
  it("lets no closing keyword of the model's close an issue named by its address", () => {
    const summary = "Fixes https://github.com/acme/app/issues/3, closes: <https://github.com/acme/app/pull/4> and resolved [it](https://github.com/acme/app/issues/5); fixes https://x.dev/docs.";
    const body = pullRequestBody({ summary, issueNumber: 7, diffstat: "", costUsd: 0, tokens: { input: 0, output: 0 }, runUrl: "u" });
    expect(body).toContain(
      "F\u200Bixes https://github.com/acme/app/issues/3, c\u200Bloses: <https://github.com/acme/app/pull/4> and r\u200Besolved [it](https://github.com/acme/app/issues/5); fixes https://x.dev/docs.",
    );
  });

  // Cut at 40,000 characters after inert(), a code span left without its closing backticks is none.
  it("cuts a long summary without opening a code span's mention", () => {
    const summary = `${"x".repeat(39_990)} \`@mona ${"y".repeat(100)}\``;
    const body = pullRequestBody({ summary, diffstat: "", costUsd: 0, tokens: { input: 0, output: 0 }, runUrl: "u" });
    expect(body).toContain("x `@\u200Bmona y\n… (truncated)\n\n");
    expect(body).not.toContain("@mona");
  });
});
