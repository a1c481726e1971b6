import { spawn } from "node:child_process";
import { chownSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startArtifactService, type ArtifactService } from "../support/artifact-service.js";
import { prepareCheckout, type Checkout } from "../support/checkout.js";
import { startGitHubFake, seedFromEvent, type GitHubFake, type Issue } from "../support/github-fake/index.js";
import { startGitOrigin, type GitOrigin } from "../support/git-origin.js";
import { startModelServer, type ModelServer } from "../support/model-server.js";

const require = createRequire(import.meta.url);
const DIST = fileURLToPath(new URL("../../dist", import.meta.url));
export const GITHUB_TOKEN = "ghs_e2eTokenNotASecret0123456789";
export const MODEL_KEY = "sk-ant-e2e-key-not-a-secret-0123456789";

interface WebhookExample {
  name: string;
  examples: Record<string, any>[];
}

/** A real payload from @octokit/webhooks-examples, e.g. ("issue_comment", "created"). */
export function webhookExample(event: string, action?: string): any {
  const all = require("@octokit/webhooks-examples") as WebhookExample[];
  const found = all.find((e) => e.name === event)?.examples.find((x) => action === undefined || x.action === action);
  if (!found) throw new Error(`no @octokit/webhooks-examples payload for ${event}.${action}`);
  return structuredClone(found);
}

/** A workflow run as the artifacts API reports it (`workflow_run` of an artifact). */
export interface WorkflowRun {
  id: number;
  headBranch: string;
  headSha: string;
}

let commentIds = 900_000;

/**
 * An `issue_comment.created` event (real @octokit/webhooks-examples payload) by `login`, on an
 * issue, or on pull request `pull` when given. Each call gets its own comment id.
 */
/** A workflow_dispatch (schedule-like) event of the repository the peers serve. */
export function dispatchEvent() {
  const payload = webhookExample("workflow_dispatch");
  // The example is for another repository; the peers serve Codertocat/Hello-World.
  payload.repository = webhookExample("issue_comment", "created").repository;
  payload.repository.default_branch = "main";
  return { name: "workflow_dispatch", payload };
}

export function commentEvent(login: string, body: string, options: { type?: "User" | "Bot"; pull?: { number: number; title: string } } = {}) {
  const payload = webhookExample("issue_comment", "created");
  const type = options.type ?? "User";
  payload.comment.body = body;
  payload.comment.id = ++commentIds;
  Object.assign(payload.comment.user, { login, type });
  Object.assign(payload.sender, { login, type });
  payload.repository.default_branch = "main"; // the example repository says master; ours is main
  if (options.pull) {
    const { number, title } = options.pull;
    Object.assign(payload.issue, { number, title, pull_request: { url: `https://api.github.com/repos/Codertocat/Hello-World/pulls/${number}` } });
  } else delete payload.issue.pull_request;
  return { name: "issue_comment", payload };
}

export interface Peers {
  model: ModelServer;
  github: GitHubFake;
  origin: GitOrigin;
  artifacts: ArtifactService;
  checkout: Checkout;
  /** Runs started by runAction, by GITHUB_RUN_ID. */
  runs: Map<number, WorkflowRun>;
  close(): Promise<void>;
}

export const DEFAULT_RUN_ID = 4242;

/**
 * The four loopback peers a runner would talk to, and a workspace as actions/checkout leaves it.
 * They are linked as on GitHub: the GitHub fake reads branches, pull request diffs and compares
 * from the origin's bare repository, and an artifact finalized in the artifact service is listed
 * by the fake's artifacts API (under its run's id) and downloadable through its 302.
 */
export async function startPeers(options: {
  files: Record<string, string>;
  permissions?: Record<string, "admin" | "maintain" | "write" | "read" | "none">;
  /** Files committed to the default branch once the model server's URL is known (e.g. a models.json). */
  modelFiles?: (modelUrl: string) => Record<string, string>;
  /** The origin accepts the github-token input itself (the action clones with it: campaign repository targets). */
  sharedToken?: boolean;
  /** The model server also answers requests that carry no key (an endpoint of one's own). */
  keylessModel?: boolean;
}): Promise<Peers> {
  const origin = await startGitOrigin({ owner: "Codertocat", repo: "Hello-World", files: options.files, token: options.sharedToken ? GITHUB_TOKEN : undefined });
  const runs = new Map<number, WorkflowRun>();
  let github: GitHubFake | undefined;
  const artifacts = await startArtifactService({
    onFinalize: (a) => {
      const run = a.runId === undefined ? undefined : runs.get(a.runId);
      github?.state.addArtifact({
        id: a.id,
        name: a.name,
        sizeInBytes: a.size,
        runId: a.runId ?? 0,
        headBranch: run?.headBranch,
        headSha: run?.headSha,
        digest: a.digest,
        createdAt: a.createdAt,
        expiresAt: a.expiresAt,
      });
    },
  });
  github = await startGitHubFake({
    owner: "Codertocat",
    repo: "Hello-World",
    tokens: { [GITHUB_TOKEN]: "github-actions[bot]" },
    permissions: options.permissions,
    git: origin.peer,
    artifactUrl: (id) => (artifacts.artifact(id) ? artifacts.signedDownloadUrl(id) : undefined),
  });
  const model = await startModelServer({ apiKeys: [MODEL_KEY], keyless: options.keylessModel });
  if (options.modelFiles) await origin.commit("main", options.modelFiles(model.url));
  const checkout = await prepareCheckout(origin);
  return {
    model,
    github,
    origin,
    artifacts,
    checkout,
    runs,
    async close() {
      await Promise.all([model.close(), github.close(), artifacts.close()]);
      await origin.close();
    },
  };
}

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  state: Record<string, string>;
}

function parseCommandFile(text: string): Record<string, string> {
  // name<<delimiter\nvalue\ndelimiter lines, as @actions/core writes them.
  const out: Record<string, string> = {};
  const re = /^(.+?)<<(.+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]] = m[3];
  return out;
}

/** Spawns dist/index.js as the runner does: an explicit, minimal environment and no stdin. */
export interface RunOptions {
  /** SIGKILL the process once the model has received this many requests (a crashed runner step). */
  killAfterModelRequests?: number;
  /** SIGKILL the process as soon as the GitHub fake holds a request of this operation (see the `hold` fault). */
  killOnGithubCall?: string;
  /** State saved by an earlier main step (for the post step). */
  state?: Record<string, string>;
  /**
   * GITHUB_RUN_ID (default 4242). Each run id gets its own runtime token and backend ids in the
   * artifact service, so runs with different ids may upload artifacts of the same name; the same
   * id again (e.g. the post step) is the same run.
   */
  runId?: number;
  /** GITHUB_RUN_ATTEMPT (default 1): 2 and up is "Re-run jobs" of the same run id. */
  attempt?: number;
  /** The directory holding index.js and post.js (default: the repository's dist/), e.g. a copy a test watches. */
  actionDir?: string;
  /** Spawn the action as this user (a runner's non-root user); the event and command files are handed to it. */
  as?: { uid: number; gid: number };
  /** Where the event and the step's command files go (default: a new temporary directory); see commandFiles. */
  runnerDir?: string;
  /** More environment for the step (e.g. GITHUB_SERVER_URL pointing at the git origin). */
  env?: Record<string, string>;
}

/** The step's command files runAction makes in its runner directory. */
export function commandFiles(dir: string) {
  return { output: join(dir, "output"), summary: join(dir, "summary"), state: join(dir, "state"), env: join(dir, "env"), path: join(dir, "path") };
}

/**
 * The run's branch and commit as GitHub records them: a pull_request event runs for the PR's
 * head, anything else for the default branch's tip when the run starts.
 */
async function registerRun(peers: Peers, runId: number, payload: any): Promise<void> {
  if (peers.runs.has(runId)) return;
  const pr = payload.pull_request;
  const headBranch: string = pr?.head?.ref ?? peers.origin.defaultBranch;
  const headSha = (await peers.origin.peer.resolve(headBranch)) ?? pr?.head?.sha ?? "0".repeat(40);
  peers.runs.set(runId, { id: runId, headBranch, headSha });
}

/**
 * Opens a pull request from a branch that exists in the origin: the fake gets it with the real
 * head and base shas, and the bare repository gets refs/pull/<n>/head (and /merge) as GitHub
 * serves them. Nothing is pushed. Afterwards the PR follows its branch on its own: a push or
 * origin.commit() to the head branch moves refs/pull/<n>/head, and the fake's pulls API reports
 * the new head sha and diff.
 */
export async function openPullRequest(
  peers: Peers,
  pr: { head: string; base?: string; title: string; body?: string; user?: string; number?: number; draft?: boolean; headOwner?: string },
): Promise<Issue> {
  const base = pr.base ?? peers.origin.defaultBranch;
  const [headSha, baseSha] = [await peers.origin.peer.resolve(pr.head), await peers.origin.peer.resolve(base)];
  if (!headSha || !baseSha) throw new Error(`openPullRequest: no branch ${headSha ? base : pr.head} in the origin`);
  const issue = peers.github.state.addPull({ ...pr, base, headSha, baseSha });
  await peers.origin.pullRequest(issue.number, pr.head, base);
  return issue;
}

/**
 * A `pull_request` event (real @octokit/webhooks-examples payload) for a PR opened with
 * openPullRequest, carrying its current head and base shas as the fake and the origin hold them;
 * `before` (synchronize) is the head sha before the push.
 */
export async function pullRequestEvent(
  peers: Peers,
  number: number,
  action: "opened" | "synchronize" | "ready_for_review" | "reopened",
  before?: string,
): Promise<{ name: string; payload: any }> {
  const issue = peers.github.state.issues.get(number);
  if (!issue?.pull) throw new Error(`pullRequestEvent: no pull request #${number} in the fake`);
  const p = issue.pull;
  const headSha = (await peers.origin.peer.resolve(p.head.ref)) ?? p.head.sha;
  p.head.sha = headSha;
  const payload = webhookExample("pull_request", action);
  const pr = payload.pull_request;
  Object.assign(pr, { number, id: p.id, title: issue.title, body: issue.body, draft: p.draft, state: issue.state });
  pr.user.login = issue.user.login;
  pr.user.id = issue.user.id;
  pr.user.type = issue.user.type;
  Object.assign(pr.head, { ref: p.head.ref, sha: headSha, label: `Codertocat:${p.head.ref}` });
  Object.assign(pr.base, { ref: p.base.ref, sha: p.base.sha, label: `Codertocat:${p.base.ref}` });
  for (const r of [pr.head.repo, pr.base.repo, payload.repository]) if (r) r.default_branch = peers.origin.defaultBranch;
  payload.number = number;
  payload.sender.login = issue.user.login;
  if (action === "synchronize") Object.assign(payload, { before: before ?? payload.before, after: headSha });
  return { name: "pull_request", payload };
}

/** Deletes an artifact everywhere (service and artifacts API), as an expired-and-purged or deleted one. */
export function deleteArtifact(peers: Peers, id: number): void {
  const known = peers.artifacts.delete(id) || peers.github.state.artifacts.some((a) => a.id === id);
  peers.github.state.removeArtifact(id);
  if (!known) throw new Error(`deleteArtifact: no artifact ${id}`);
}

/** Marks an artifact expired: still listed (expired: true), its download answers 410. */
export function expireArtifact(peers: Peers, id: number): void {
  const a = peers.github.state.artifacts.find((x) => x.id === id);
  if (!a) throw new Error(`expireArtifact: no artifact ${id}`);
  a.expired = true;
}

export async function runAction(
  peers: Peers,
  event: { name: string; payload: any },
  inputs: Record<string, string>,
  step: "main" | "post" = "main",
  options: RunOptions = {},
): Promise<ActionRun> {
  const entry = join(options.actionDir ?? DIST, step === "main" ? "index.js" : "post.js");
  const runId = options.runId ?? DEFAULT_RUN_ID;
  await registerRun(peers, runId, event.payload);
  const dir = options.runnerDir ?? mkdtempSync(join(tmpdir(), "repo-agent-runner-"));
  const eventPath = join(dir, "event.json");
  writeFileSync(eventPath, JSON.stringify(event.payload));
  if (event.payload.repository) seedFromEvent(peers.github.state, event.payload);
  const files = commandFiles(dir);
  for (const f of Object.values(files)) writeFileSync(f, "");
  if (options.as) for (const f of [dir, eventPath, ...Object.values(files)]) chownSync(f, options.as.uid, options.as.gid);
  // The runner hands the main step's saved state to the post step as STATE_<name>.
  const state: Record<string, string> = {};
  for (const [k, v] of Object.entries(options.state ?? {})) state[`STATE_${k}`] = v;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: peers.checkout.home,
    GIT_TERMINAL_PROMPT: "0",
    GITHUB_ACTIONS: "true",
    CI: "true",
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: "Codertocat/Hello-World",
    GITHUB_REPOSITORY_OWNER: "Codertocat",
    GITHUB_WORKSPACE: peers.checkout.dir,
    GITHUB_API_URL: peers.github.url,
    GITHUB_RUN_ID: String(runId),
    GITHUB_RUN_ATTEMPT: String(options.attempt ?? 1),
    GITHUB_ACTOR: event.payload.sender?.login ?? "Codertocat",
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    RUNNER_TEMP: peers.checkout.runnerTemp,
    ...peers.artifacts.forRun(runId).env,
    ANTHROPIC_BASE_URL: peers.model.url,
    "INPUT_GITHUB-TOKEN": GITHUB_TOKEN,
    "INPUT_ANTHROPIC-API-KEY": MODEL_KEY,
    INPUT_MODEL: "anthropic/claude-haiku-4-5",
    INPUT_TRIGGER: "/agent",
    INPUT_MODE: "auto",
    INPUT_THINKING: "off",
    "INPUT_BRANCH-PREFIX": "agent/",
    INPUT_DRAFT: "false",
    "INPUT_PROTECTED-PATHS": ".github/workflows/**",
    "INPUT_UPLOAD-SESSION": "true",
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  Object.assign(env, state, options.env);
  const child = spawn(process.execPath, [entry], { cwd: peers.checkout.dir, env, stdio: ["ignore", "pipe", "pipe"], uid: options.as?.uid, gid: options.as?.gid });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stderr += d));
  let poll: NodeJS.Timeout | undefined;
  if (options.killAfterModelRequests !== undefined) {
    const target = peers.model.requests.length + options.killAfterModelRequests;
    poll = setInterval(() => {
      if (peers.model.requests.length >= target) setTimeout(() => child.kill("SIGKILL"), 300);
    }, 50);
  }
  if (options.killOnGithubCall !== undefined) {
    const operation = options.killOnGithubCall;
    const held = () => peers.github.calls(operation).filter((r) => r.fault).length;
    const before = held();
    const watch = setInterval(() => {
      if (held() > before) child.kill("SIGKILL");
    }, 20);
    child.on("close", () => clearInterval(watch));
  }
  const code: number = await new Promise((resolve) => child.on("close", (c) => resolve(c ?? 1)));
  if (poll) clearInterval(poll);
  return {
    code,
    stdout,
    stderr,
    outputs: parseCommandFile(readFileSync(files.output, "utf8")),
    summary: readFileSync(files.summary, "utf8"),
    state: parseCommandFile(readFileSync(files.state, "utf8")),
  };
}
