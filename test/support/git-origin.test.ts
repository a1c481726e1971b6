import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prepareCheckout, type Checkout } from "./checkout.js";
import { cleanGitEnv, startGitOrigin, type GitOrigin } from "./git-origin.js";

// The loopback origin driven by the real git client, over real HTTP, on 127.0.0.1 only.

let origin: GitOrigin | undefined;
afterEach(async () => {
  await origin?.close();
  origin = undefined;
});

const AGENT = ["-c", "user.name=repo-agent[bot]", "-c", "user.email=repo-agent@users.noreply.github.com"];

async function start(options: Parameters<typeof startGitOrigin>[0] = {}): Promise<GitOrigin> {
  origin = await startGitOrigin({ files: { "README.md": "# Hello\n", "src/date.ts": "export const y = 2023;\n" }, ...options });
  return origin;
}

/** Writes a file in the workspace and commits it as the agent would. */
async function commitFile(c: Checkout, path: string, content: string, message: string): Promise<void> {
  await mkdir(dirname(join(c.dir, path)), { recursive: true });
  await writeFile(join(c.dir, path), content);
  await c.git("add", "--", path);
  await c.git(...AGENT, "commit", "-q", "-m", message);
}

const PUSH = ["push", "origin", "HEAD:refs/heads/agent/issue-1"];

describe("startGitOrigin + prepareCheckout", () => {
  it("checks out the default branch as actions/checkout does, and a push creates the branch", async () => {
    const o = await start();
    const seed = (await o.refs())["refs/heads/main"];
    expect(seed).toMatch(/^[0-9a-f]{40}$/);
    expect(o.url).toBe(`${o.serverUrl}/Codertocat/Hello-World.git`);

    const c = await prepareCheckout(o);
    expect(c.sha).toBe(seed);
    expect(c.branch).toBe("main");
    expect((await c.git("symbolic-ref", "HEAD")).trim()).toBe("refs/heads/main");
    expect((await c.git("rev-parse", "--abbrev-ref", "@{upstream}")).trim()).toBe("origin/main");
    expect((await c.git("rev-parse", "--is-shallow-repository")).trim()).toBe("true");
    expect((await c.git("remote", "get-url", "origin")).trim()).toBe(`${o.serverUrl}/Codertocat/Hello-World`);
    const basic = Buffer.from(`x-access-token:${o.token}`).toString("base64");
    expect(c.extraheaderKey).toBe(`http.${o.serverUrl}/.extraheader`);
    expect((await c.git("config", "--local", "--get-all", c.extraheaderKey)).trim()).toBe(`AUTHORIZATION: basic ${basic}`);
    expect(await readFile(join(c.dir, "src/date.ts"), "utf8")).toBe("export const y = 2023;\n");
    // checkout fetches by sha over protocol v2, authorised from the first request.
    expect(o.requests.map((r) => `${r.method} ${r.service} ${r.status}`)).toEqual([
      "GET git-upload-pack 200",
      "POST git-upload-pack 200",
    ]);
    expect(o.requests.every((r) => r.authorised && r.protocol === "version=2")).toBe(true);

    await commitFile(c, "src/date.ts", "export const y = 2024;\n", "Fix the date");
    const pushed = await c.tryGit(...PUSH);
    expect(pushed.code, pushed.stderr).toBe(0);
    expect(pushed.stderr).toContain("[new branch]      HEAD -> agent/issue-1");
    const refs = await o.refs();
    expect(refs["refs/heads/agent/issue-1"]).toBe((await c.git("rev-parse", "HEAD")).trim());
    expect(refs["refs/heads/main"]).toBe(seed);
    expect(await o.show("agent/issue-1", "src/date.ts")).toBe("export const y = 2024;\n");
    expect(o.requests.slice(-2).map((r) => `${r.method} ${r.path}?${r.query} ${r.authorised}`)).toEqual([
      "GET /Codertocat/Hello-World/info/refs?service=git-receive-pack true",
      "POST /Codertocat/Hello-World/git-receive-pack? true",
    ]);
  });

  it("the .git-suffixed url serves the same repository", async () => {
    const o = await start();
    const c = await prepareCheckout(o);
    await c.git("remote", "set-url", "origin", o.url);
    const r = await c.tryGit("ls-remote", "origin");
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("refs/heads/main");
  });

  it("gives the seed commit a fixed identity and date, so its sha is stable", async () => {
    const a = await start();
    const shaA = (await a.refs())["refs/heads/main"];
    const [seed] = await a.log("main");
    expect(seed).toMatchObject({
      subject: "Initial commit",
      parents: [],
      author: { name: "Monalisa Octocat", email: "mona@github.com", date: "2024-01-01T00:00:00+00:00" },
      committer: { name: "Monalisa Octocat", email: "mona@github.com", date: "2024-01-01T00:00:00+00:00" },
    });
    await a.close();
    const b = await start();
    expect((await b.refs())["refs/heads/main"]).toBe(shaA);
  });

  it("refuses a push without the extraheader: 401, recorded as unauthorised", async () => {
    const o = await start();
    const c = await prepareCheckout(o);
    await commitFile(c, "a.txt", "a\n", "Add a");
    await c.git("config", "--local", "--unset-all", c.extraheaderKey);
    expect(await readFile(join(c.dir, ".git", "config"), "utf8")).not.toContain("AUTHORIZATION");

    const before = o.requests.length;
    const r = await c.tryGit(...PUSH);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/could not read Username for 'http:\/\/127\.0\.0\.1:\d+': terminal prompts disabled/);
    const sent = o.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "GET", service: "git-receive-pack", authorised: false, sentCredentials: false, status: 401 });
    expect((await o.refs())["refs/heads/agent/issue-1"]).toBeUndefined();
  });

  it("refuses a wrong token the same way", async () => {
    const o = await start();
    const c = await prepareCheckout(o, { token: "ghs_wrong" }).catch((e: Error) => e);
    expect(c).toBeInstanceOf(Error);
    expect(String(c)).toMatch(/terminal prompts disabled/);
    expect(o.requests[0]).toMatchObject({ authorised: false, sentCredentials: true, status: 401 });
  });

  it("fails the next push with 403 at the pack (default), then lets the one after through", async () => {
    const o = await start();
    const c = await prepareCheckout(o);
    await commitFile(c, "a.txt", "a\n", "Add a");
    o.pushFault();
    const r = await c.tryGit(...PUSH);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/HTTP 403|error: 403/);
    expect(o.requests.at(-1)).toMatchObject({ method: "POST", service: "git-receive-pack", authorised: true, status: 403, fault: "status" });
    expect((await o.refs())["refs/heads/agent/issue-1"]).toBeUndefined();

    const again = await c.tryGit(...PUSH);
    expect(again.code, again.stderr).toBe(0);
    expect((await o.refs())["refs/heads/agent/issue-1"]).toBeDefined();
  });

  it("fails a push with 403 at the advertisement, with github.com's message", async () => {
    const o = await start();
    const c = await prepareCheckout(o);
    await commitFile(c, "a.txt", "a\n", "Add a");
    o.pushFault({ kind: "status", status: 403, at: "advertise" });
    const r = await c.tryGit(...PUSH);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain("remote: Permission to Codertocat/Hello-World.git denied to github-actions[bot].");
    expect(r.stderr).toMatch(/unable to access '.*': The requested URL returned error: 403/);
    expect(o.requests.at(-1)).toMatchObject({ method: "GET", service: "git-receive-pack", status: 403, fault: "status" });
  });

  it("declines a push in the repository (remote rejected) when scripted", async () => {
    const o = await start();
    const c = await prepareCheckout(o);
    await commitFile(c, ".github/workflows/ci.yml", "on: push\n", "Touch CI");
    o.pushFault({ kind: "reject", message: "refusing to allow a GitHub App to create or update workflow `.github/workflows/ci.yml` without `workflows` permission" });
    const r = await c.tryGit(...PUSH);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain("remote: refusing to allow a GitHub App");
    expect(r.stderr).toContain("! [remote rejected] HEAD -> agent/issue-1 (pre-receive hook declined)");
    expect((await o.refs())["refs/heads/agent/issue-1"]).toBeUndefined();
    expect((await c.tryGit(...PUSH)).code).toBe(0);
  });

  it("rejects a non-fast-forward push after the branch moved, and accepts it after pull --rebase", async () => {
    const o = await start();
    const c = await prepareCheckout(o);
    await commitFile(c, "a.txt", "a\n", "Add a");
    expect((await c.tryGit(...PUSH)).code).toBe(0);

    const theirs = await o.commit("agent/issue-1", { "b.txt": "b\n" }, {
      message: "Someone else's change",
      author: { name: "Hubot", email: "hubot@github.com" },
    });
    expect((await o.refs())["refs/heads/agent/issue-1"]).toBe(theirs);

    await commitFile(c, "c.txt", "c\n", "Add c");
    const rejected = await c.tryGit(...PUSH);
    expect(rejected.code).not.toBe(0);
    expect(rejected.stderr).toMatch(/! \[rejected\]\s+HEAD -> agent\/issue-1 \((fetch first|non-fast-forward)\)/);
    expect((await o.refs())["refs/heads/agent/issue-1"]).toBe(theirs);

    const pulled = await c.tryGit(...AGENT, "pull", "--rebase", "origin", "agent/issue-1");
    expect(pulled.code, pulled.stderr).toBe(0);
    const pushed = await c.tryGit(...PUSH);
    expect(pushed.code, pushed.stderr).toBe(0);
    const log = await o.log("agent/issue-1");
    expect(log.map((l) => l.subject)).toEqual(["Add c", "Someone else's change", "Add a", "Initial commit"]);
    expect(log[1]).toMatchObject({ sha: theirs, author: { name: "Hubot" } });
  });

  it("log() shows author, committer and a Co-authored-by trailer", async () => {
    const o = await start();
    const c = await prepareCheckout(o);
    await commitFile(c, "a.txt", "a\n", "placeholder");
    const body = "Explain the fix.\n\nCo-authored-by: Mona Lisa <mona@github.com>";
    await c.git(
      "-c", "user.name=repo-agent[bot]", "-c", "user.email=repo-agent@users.noreply.github.com",
      "commit", "-q", "--amend", "--author=Monalisa Octocat <mona@github.com>", "-m", "Fix the flaky date test", "-m", body,
    );
    expect((await c.tryGit(...PUSH)).code).toBe(0);

    const [head] = await o.log("agent/issue-1");
    expect(head.subject).toBe("Fix the flaky date test");
    expect(head.body).toBe(body);
    expect(head.author).toMatchObject({ name: "Monalisa Octocat", email: "mona@github.com" });
    expect(head.committer).toMatchObject({ name: "repo-agent[bot]", email: "repo-agent@users.noreply.github.com" });
    expect(head.trailers).toEqual([{ key: "Co-authored-by", value: "Mona Lisa <mona@github.com>" }]);
    expect(head.parents).toEqual([c.sha]);
    expect(await o.log(`main..agent/issue-1`)).toHaveLength(1);
  });

  it("accepts gzip-compressed request bodies from git", async () => {
    const o = await start();
    const c = await prepareCheckout(o);
    // Many local commits make the fetch negotiation large enough for git to gzip it.
    for (let i = 0; i < 60; i++) await c.git(...AGENT, "commit", "-q", "--allow-empty", "-m", `local ${i}`);
    const moved = await o.commit("main", { "new.txt": "new\n" });
    const r = await c.tryGit("fetch", "origin", "main");
    expect(r.code, r.stderr).toBe(0);
    expect((await c.git("rev-parse", "FETCH_HEAD")).trim()).toBe(moved);
    const gz = o.requests.filter((q) => q.contentEncoding === "gzip");
    expect(gz.length).toBeGreaterThan(0);
    expect(gz.every((q) => q.method === "POST" && q.service === "git-upload-pack" && q.status === 200)).toBe(true);
  });

  it("streams large bodies both ways: a chunked push over http.postBuffer, then a fetch of it", async () => {
    const o = await start();
    const c = await prepareCheckout(o);
    const big = randomBytes(2 * 1024 * 1024).toString("base64"); // incompressible, > the 1 MiB postBuffer
    await commitFile(c, "big.txt", big, "Big file");
    const before = o.requests.length;
    const r = await c.tryGit("push", "origin", "HEAD:refs/heads/big");
    expect(r.code, r.stderr).toBe(0);
    // git probes with a tiny POST before it sends a large pack with chunked encoding.
    expect(o.requests.slice(before).filter((q) => q.method === "POST")).toHaveLength(2);
    expect(await o.show("big", "big.txt")).toBe(big);
    const again = await prepareCheckout(o, { ref: "refs/heads/big" });
    expect(await readFile(join(again.dir, "big.txt"), "utf8")).toBe(big);
  });

  it("checks out refs/pull/N/merge detached, as for pull_request events; refs/pull is read-only", async () => {
    const o = await start();
    const feature = await o.commit("feature", { "f.txt": "f\n" }, { message: "Feature" });
    const main = await o.commit("main", { "m.txt": "m\n" }, { message: "Main moves on" });
    const pr = await o.pullRequest(7, "feature");
    expect(pr.head).toBe(feature);
    const refs = await o.refs();
    expect(refs["refs/pull/7/head"]).toBe(feature);
    expect(refs["refs/pull/7/merge"]).toBe(pr.merge);
    const [merge] = await o.log("refs/pull/7/merge");
    expect(merge.subject).toBe(`Merge ${feature} into ${main}`);
    expect(merge.parents).toEqual([main, feature]);

    const c = await prepareCheckout(o, { ref: "refs/pull/7/merge" });
    expect(c.branch).toBeUndefined();
    expect(c.sha).toBe(pr.merge);
    expect((await c.tryGit("symbolic-ref", "-q", "HEAD")).code).toBe(1);
    expect(await readFile(join(c.dir, "f.txt"), "utf8")).toBe("f\n");
    expect(await readFile(join(c.dir, "m.txt"), "utf8")).toBe("m\n");

    await commitFile(c, "x.txt", "x\n", "x");
    const r = await c.tryGit("push", "origin", "HEAD:refs/pull/7/head");
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain("deny updating a hidden ref");
  });

  it("fetch-depth 0 brings all branches and history", async () => {
    const o = await start();
    await o.commit("other", { "o.txt": "o\n" });
    const c = await prepareCheckout(o, { fetchDepth: 0 });
    expect((await c.git("rev-parse", "--is-shallow-repository")).trim()).toBe("false");
    expect((await c.git("branch", "-r")).split("\n").map((s) => s.trim())).toEqual(expect.arrayContaining(["origin/main", "origin/other"]));
  });

  it("v6 credentials: the header lives in $RUNNER_TEMP, pulled in by includeIf", async () => {
    const o = await start();
    const c = await prepareCheckout(o, { credentials: "include-file" });
    const config = await readFile(join(c.dir, ".git", "config"), "utf8");
    expect(config).not.toContain("AUTHORIZATION");
    expect(config).toContain(`[includeIf "gitdir:${c.dir}/.git"]`);
    expect(c.credentialsFile).toMatch(/\/_temp\/git-credentials-[0-9a-f-]{36}\.config$/);
    expect(await readFile(c.credentialsFile!, "utf8")).toContain("AUTHORIZATION: basic ");
    await commitFile(c, "a.txt", "a\n", "Add a");
    expect((await c.tryGit(...PUSH)).code).toBe(0);

    // Unsetting the extraheader in .git/config alone does not remove this credential.
    expect((await c.tryGit("config", "--local", "--unset-all", c.extraheaderKey)).code).toBe(5);
    expect((await c.tryGit("push", "origin", "HEAD:refs/heads/agent/issue-2")).code).toBe(0);
  });

  it("persist-credentials false leaves no credential behind", async () => {
    const o = await start();
    for (const credentials of ["extraheader", "include-file"] as const) {
      const c = await prepareCheckout(o, { credentials, persistCredentials: false });
      expect(await readFile(join(c.dir, ".git", "config"), "utf8")).not.toMatch(/AUTHORIZATION|includeIf/);
      expect(c.credentialsFile).toBeUndefined();
      expect((await c.tryGit("ls-remote", "origin")).stderr).toContain("terminal prompts disabled");
    }
  });

  it("publicRead serves fetches without credentials but still guards pushes", async () => {
    const o = await start({ publicRead: true });
    const c = await prepareCheckout(o, { persistCredentials: false });
    expect((await c.tryGit("fetch", "origin", "main")).code).toBe(0);
    await commitFile(c, "a.txt", "a\n", "Add a");
    expect((await c.tryGit(...PUSH)).code).not.toBe(0);
    expect(o.requests.at(-1)).toMatchObject({ service: "git-receive-pack", authorised: false, status: 401 });
  });

  it("runs git with a clean environment and removes everything on close", async () => {
    const env = cleanGitEnv("/tmp/h");
    expect(Object.keys(env).filter((k) => k.startsWith("GIT_")).sort()).toEqual(["GIT_CONFIG_NOSYSTEM", "GIT_TERMINAL_PROMPT"]);
    const o = await start();
    const c = await prepareCheckout(o);
    expect(c.env.HOME).toBe(c.home);
    expect((await c.tryGit("config", "--global", "--list")).stdout).toBe("");
    await o.close();
    origin = undefined;
    expect(existsSync(o.root)).toBe(false);
  });
});
