import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { getOctokit } from "@actions/github";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deleteArtifact, expireArtifact, GITHUB_TOKEN, openPullRequest, pullRequestEvent, startPeers, type Peers } from "../e2e/harness.js";

// The e2e peers linked as on GitHub: what the real @actions/artifact uploads to the artifact
// service under one run's token is listed by the GitHub fake's artifacts API under that run's id,
// and downloads by id through the fake's 302. The client runs in a child process, as in a runner
// step: @actions/github fixes its API base URL (GITHUB_API_URL) when it is first imported.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const exec = promisify(execFile);
const repo = { owner: "Codertocat", repo: "Hello-World" };

const CLIENT = `
import { DefaultArtifactClient } from "@actions/artifact";
const [op, a, b] = process.argv.slice(1);
const client = new DefaultArtifactClient();
const out = op === "upload"
  ? await client.uploadArtifact("ignored", [a], b, { skipArchive: true })
  : await client.downloadArtifact(Number(a), { path: b, findBy: { token: process.env.TOKEN, workflowRunId: Number(process.env.RUN), repositoryOwner: "Codertocat", repositoryName: "Hello-World" } });
process.stdout.write(JSON.stringify(out));
`;

let peers: Peers;
let dir: string;

beforeEach(async () => {
  peers = await startPeers({ files: { "README.md": "# Hello\n" } });
  dir = await mkdtemp(join(tmpdir(), "fake-artifacts-"));
});

afterEach(async () => {
  expect(peers.github.invalidRequests).toEqual([]);
  expect(peers.github.invalidResponses).toEqual([]);
  expect(peers.github.unhandled).toEqual([]);
  await peers.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs the real artifact client for workflow run `runId`, with only a runner's variables. */
async function artifactClient(runId: number, op: "upload" | "download", a: string, b: string): Promise<any> {
  const env = {
    PATH: process.env.PATH ?? "",
    GITHUB_API_URL: peers.github.url,
    GITHUB_RUN_ID: String(runId),
    GITHUB_REPOSITORY: "Codertocat/Hello-World",
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: dir,
    TOKEN: GITHUB_TOKEN,
    RUN: String(runId),
    ...peers.artifacts.forRun(runId).env,
  };
  const { stdout } = await exec(process.execPath, ["--input-type=module", "-e", CLIENT, op, a, b], { cwd: ROOT, env });
  return JSON.parse(stdout.trim().split("\n").pop()!);
}

async function sessionFile(content: string): Promise<string> {
  const file = join(dir, "session.jsonl");
  await writeFile(file, content);
  return file;
}

const api = () => getOctokit(GITHUB_TOKEN, { baseUrl: peers.github.url });

describe("artifact service linked to the GitHub fake (startPeers)", () => {
  it("lists an uploaded artifact by name under its run, and downloads it byte-identical through the 302", async () => {
    const content = '{"type":"session","version":3,"id":"x","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/w"}\n{"n":"✓"}\n';
    peers.runs.set(5001, { id: 5001, headBranch: "main", headSha: (await peers.origin.refs())["refs/heads/main"] });
    const up = await artifactClient(5001, "upload", await sessionFile(content), dir);

    const { data } = await api().rest.actions.listArtifactsForRepo({ ...repo, name: "session.jsonl" });
    expect(data.total_count).toBe(1);
    expect(data.artifacts[0]).toMatchObject({
      id: up.id,
      name: "session.jsonl",
      size_in_bytes: Buffer.byteLength(content),
      expired: false,
      digest: `sha256:${up.digest}`,
      workflow_run: { id: 5001, head_branch: "main", head_sha: (await peers.origin.refs())["refs/heads/main"] },
    });
    expect((await api().rest.actions.listArtifactsForRepo({ ...repo, name: "session" })).data.total_count).toBe(0);

    const out = join(dir, "out");
    await artifactClient(6001, "download", String(up.id), out);
    expect(await readFile(join(out, "session.jsonl"), "utf8")).toBe(content);
    expect(peers.github.calls("actions/download-artifact").map((r) => r.status)).toEqual([302]);
  });

  it("two runs upload the same name; the newest is listed first; a deleted one disappears, an expired one answers 410", async () => {
    const first = await artifactClient(7001, "upload", await sessionFile("first\n"), dir);
    const second = await artifactClient(7002, "upload", await sessionFile("second!\n"), dir);
    const list = async () => (await api().rest.actions.listArtifactsForRepo({ ...repo, name: "session.jsonl" })).data.artifacts;
    expect((await list()).map((a) => [a.id, a.workflow_run?.id])).toEqual([[second.id, 7002], [first.id, 7001]]);
    const forRun = await api().rest.actions.listWorkflowRunArtifacts({ ...repo, run_id: 7001 });
    expect(forRun.data.artifacts.map((a) => a.id)).toEqual([first.id]);

    expireArtifact(peers, first.id);
    expect((await list()).find((a) => a.id === first.id)?.expired).toBe(true);
    const gone = await api().rest.actions.downloadArtifact({ ...repo, artifact_id: first.id, archive_format: "zip", request: { redirect: "manual" } }).catch((e) => e);
    expect(gone.status).toBe(410);

    deleteArtifact(peers, second.id);
    expect((await list()).map((a) => a.id)).toEqual([first.id]);
    expect(peers.artifacts.artifact(second.id)).toBeUndefined();
    const missing = await api().rest.actions.downloadArtifact({ ...repo, artifact_id: second.id, archive_format: "zip", request: { redirect: "manual" } }).catch((e) => e);
    expect(missing.status).toBe(404);
  });
});

describe("openPullRequest (harness)", () => {
  it("adds a PR on a real branch with real shas and serves refs/pull/N/head; it follows the branch", async () => {
    const head = await peers.origin.commit("feature", { "f.txt": "f\n" }, { message: "Feature" });
    const base = (await peers.origin.refs())["refs/heads/main"];
    const pr = await openPullRequest(peers, { head: "feature", title: "Feature", body: "Adds f", user: "mona" });
    expect(pr.pull).toMatchObject({ head: { ref: "feature", sha: head }, base: { ref: "main", sha: base } });
    expect((await peers.origin.refs())[`refs/pull/${pr.number}/head`]).toBe(head);
    const r = await peers.checkout.tryGit("fetch", "-q", "origin", `refs/pull/${pr.number}/head`);
    expect(r.code).toBe(0);
    expect((await peers.checkout.git("rev-parse", "FETCH_HEAD")).trim()).toBe(head);

    const files = (await api().rest.pulls.listFiles({ ...repo, pull_number: pr.number })).data;
    expect(files.map((f) => [f.filename, f.status, f.patch])).toEqual([["f.txt", "added", "@@ -0,0 +1 @@\n+f"]]);

    const opened = await pullRequestEvent(peers, pr.number, "opened");
    expect(opened.payload).toMatchObject({ action: "opened", number: pr.number, pull_request: { number: pr.number, head: { ref: "feature", sha: head }, base: { ref: "main", sha: base }, user: { login: "mona" } } });

    const moved = await peers.origin.commit("feature", { "g.txt": "g\n" });
    expect((await peers.origin.refs())[`refs/pull/${pr.number}/head`]).toBe(moved);
    expect((await api().rest.pulls.get({ ...repo, pull_number: pr.number })).data.head.sha).toBe(moved);
    const sync = await pullRequestEvent(peers, pr.number, "synchronize", head);
    expect(sync.payload).toMatchObject({ action: "synchronize", before: head, after: moved, pull_request: { head: { sha: moved } } });
  });
});
