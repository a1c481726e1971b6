import { rm } from "node:fs/promises";
import { resolve } from "node:path";
import { defaultGitEnv, GitError, runGit, tryGit, type GitResult } from "./git.js";
import { matchProtected } from "./protected-paths.js";

// Delivery is the harness's job, never the model's: put the workspace on the run's branch,
// collect what the agent changed, refuse protected paths, commit as the bot, push to origin.

/** A checked-out repository and the environment git runs with there. */
export interface GitWorkspace {
  dir: string;
  env?: NodeJS.ProcessEnv;
}

export type DeliveryErrorKind = "refused" | "branch-moved" | "push-failed" | "nothing-to-commit";

/** A delivery step that did not happen; the message is one line saying why and what to do. */
export class DeliveryError extends Error {
  constructor(
    readonly kind: DeliveryErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}

export const BOT_NAME = "github-actions[bot]";
export const BOT_EMAIL = "41898282+github-actions[bot]@users.noreply.github.com";

// The agent could edit .git/config and .git/hooks while it ran; nothing it left there may run
// when delivery uses git with the credentials back in place.
const HARDEN = ["-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false", "-c", "commit.gpgsign=false", "-c", "core.quotePath=false"];

// Replace refs the agent created must not change what delivery sees or commits.
const envFor = (ws: GitWorkspace, extra: NodeJS.ProcessEnv) => ({ ...(ws.env ?? defaultGitEnv()), GIT_NO_REPLACE_OBJECTS: "1", ...extra });
const git = (ws: GitWorkspace, args: string[], extra: NodeJS.ProcessEnv = {}) => runGit(ws.dir, [...HARDEN, ...args], envFor(ws, extra));
/** git in the workspace, hardened like every delivery command. */
export { git as workspaceGit };
const tryRun = (ws: GitWorkspace, args: string[], extra: NodeJS.ProcessEnv = {}) => tryGit(ws.dir, [...HARDEN, ...args], envFor(ws, extra));

const trackingRef = (branch: string) => `refs/remotes/origin/${branch}`;
const fetchSpec = (branch: string) => `+refs/heads/${branch}:${trackingRef(branch)}`;

async function assertBranchName(ws: GitWorkspace, branch: string): Promise<void> {
  const ok = !branch.startsWith("-") && (await tryRun(ws, ["check-ref-format", `refs/heads/${branch}`])).code === 0;
  if (!ok) throw new DeliveryError("refused", `"${branch}" is not a valid branch name; set branch-prefix to something like "agent/".`);
}

// ---------------------------------------------------------------------------------------------
// Before the agent runs

export interface PreparedBranch {
  branch: string;
  /** True when origin already had the branch (a re-run) and the workspace continues from it. */
  reused: boolean;
  /** The commit the agent starts from; delivery commits everything since then. */
  startSha: string;
}

/** The sha origin's branch points at, or undefined when origin has no such branch. */
export async function remoteBranchSha(ws: GitWorkspace, branch: string): Promise<string | undefined> {
  const { stdout } = await git(ws, ["ls-remote", "--heads", "origin", `refs/heads/${branch}`]);
  for (const line of stdout.split("\n")) {
    const [sha, ref] = line.split("\t");
    if (ref === `refs/heads/${branch}`) return sha;
  }
  return undefined;
}

async function isShallow(ws: GitWorkspace): Promise<boolean> {
  return (await git(ws, ["rev-parse", "--is-shallow-repository"])).stdout.trim() === "true";
}

/**
 * Puts the workspace on `branch` before the agent runs. When origin already has the branch (the
 * same issue again), its tip is fetched and checked out, so the agent builds on the earlier work;
 * otherwise the branch starts at the checked-out HEAD. Works in actions/checkout's depth-1 clone.
 */
export async function prepareBranch(ws: GitWorkspace, branch: string, baseRef: string): Promise<PreparedBranch> {
  if (branch === baseRef || `refs/heads/${branch}` === baseRef) {
    throw new DeliveryError("refused", `The agent's branch "${branch}" is the base branch; set branch-prefix so runs get their own branch.`);
  }
  // ls-remote only reads (its pattern is argv), so it need not wait for the name check.
  const [, remote] = await Promise.all([assertBranchName(ws, branch), remoteBranchSha(ws, branch)]);
  if (remote) {
    const depth = (await isShallow(ws)) ? ["--depth=1"] : [];
    await git(ws, ["fetch", "--no-tags", "--no-recurse-submodules", ...depth, "origin", fetchSpec(branch)]);
    await git(ws, ["checkout", "-B", branch, trackingRef(branch)]);
  } else {
    await git(ws, ["checkout", "-B", branch]);
  }
  const startSha = (await git(ws, ["rev-parse", "HEAD"])).stdout.trim();
  return { branch, reused: remote !== undefined, startSha };
}

// ---------------------------------------------------------------------------------------------
// After the agent ran

export interface ChangedFile {
  /** git's status letter: A added, M modified, D deleted, T type changed. */
  status: string;
  path: string;
}

export interface Changes {
  changed: boolean;
  files: ChangedFile[];
  /** `git diff --cached --stat` of what is staged. */
  diffstat: string;
}

/**
 * Drops a merge, cherry-pick, revert or rebase the agent left half-done, keeping the working
 * tree: otherwise the harness's commit would carry the agent's MERGE_HEAD as a second parent.
 */
async function clearInProgress(ws: GitWorkspace): Promise<void> {
  const names = ["MERGE_HEAD", "MERGE_MSG", "MERGE_MODE", "CHERRY_PICK_HEAD", "REVERT_HEAD", "REBASE_HEAD", "rebase-merge", "rebase-apply", "sequencer"];
  const { stdout } = await git(ws, ["rev-parse", ...names.flatMap((n) => ["--git-path", n])]);
  for (const path of stdout.split("\n").filter(Boolean)) await rm(resolve(ws.dir, path), { recursive: true, force: true });
}

/**
 * Stages everything git does not ignore and lists it. With `since` (the start sha from
 * prepareBranch), commits the agent made itself are folded back into the index first, so what is
 * checked and committed is always the whole change since the run started.
 */
export async function collectChanges(ws: GitWorkspace, options: { since?: string } = {}): Promise<Changes> {
  if (options.since) {
    await clearInProgress(ws);
    const head = (await tryRun(ws, ["rev-parse", "--verify", "--quiet", "HEAD"])).stdout.trim();
    if (head !== options.since) await git(ws, ["reset", "--soft", options.since]);
  }
  await git(ws, ["add", "-A"]);
  const names = await git(ws, ["diff", "--cached", "--no-ext-diff", "--no-renames", "--name-status", "-z"]);
  const fields = names.stdout.split("\0");
  const files: ChangedFile[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) files.push({ status: fields[i], path: fields[i + 1] });
  const stat = files.length ? (await git(ws, ["diff", "--cached", "--no-ext-diff", "--no-color", "--no-renames", "--stat=120"])).stdout : "";
  return { changed: files.length > 0, files, diffstat: stat.replace(/\n+$/, "") };
}

/**
 * Refuses changes under the protected globs: they are unstaged and the working tree restored to
 * the committed version (new files removed), so they are neither committed nor pushed.
 * Returns the changes that remain and the refused paths, for the report.
 */
export async function refuseProtected(ws: GitWorkspace, changes: Changes, globs: readonly string[]): Promise<{ changes: Changes; refused: string[] }> {
  const refused = matchProtected(
    changes.files.map((f) => f.path),
    globs,
  );
  if (refused.length === 0) return { changes, refused };
  // Literal pathspecs: a file named `*.yml` means that file, not a pattern.
  await git(ws, ["restore", "--source=HEAD", "--staged", "--worktree", "--", ...refused], { GIT_LITERAL_PATHSPECS: "1" });
  return { changes: await collectChanges(ws), refused };
}

// ---------------------------------------------------------------------------------------------
// Commit and push

export interface Requester {
  login: string;
  id?: number;
}

export interface CommitAndPushOptions {
  workspace: GitWorkspace;
  branch: string;
  /** Pushes go only to branches starting with this prefix (the `branch-prefix` input). */
  branchPrefix: string;
  /** The repository's default branch; never pushed to. */
  defaultBranch: string;
  message: string;
  requester: Requester;
  botName?: string;
  botEmail?: string;
  /** Overrides the workspace's environment for git. */
  env?: NodeJS.ProcessEnv;
}

export interface PushResult {
  sha: string;
  /** True when origin's branch had moved and the commit was rebased onto it before pushing. */
  rebased: boolean;
}

/** The noreply address GitHub attributes to a user (with the id when known, as GitHub does). */
export function noreplyEmail(r: Requester): string {
  return r.id !== undefined ? `${r.id}+${r.login}@users.noreply.github.com` : `${r.login}@users.noreply.github.com`;
}

/** The commit message with the requester as co-author. */
export function commitMessage(message: string, requester: Requester): string {
  return `${message.trim() || "Changes by repo-agent"}\n\nCo-authored-by: ${requester.login} <${noreplyEmail(requester)}>\n`;
}

/** Throws unless `branch` is one delivery may push to. */
export function assertPushable(branch: string, branchPrefix: string, defaultBranch: string): void {
  if (branch === defaultBranch || `refs/heads/${branch}` === defaultBranch) {
    throw new DeliveryError("refused", `Refusing to push to the default branch "${branch}"; the agent only pushes to its own branches.`);
  }
  if (!branchPrefix || !branch.startsWith(branchPrefix)) {
    throw new DeliveryError("refused", `Refusing to push to "${branch}": it does not start with the branch prefix "${branchPrefix}".`);
  }
}

/** The porcelain status of a push: rejected because origin's branch is not an ancestor of ours. */
function wasNonFastForward(r: GitResult): boolean {
  return /^!\t.*\[rejected\].*\((fetch first|non-fast-forward)\)/m.test(r.stdout) || /\[rejected\].*\((fetch first|non-fast-forward)\)/.test(r.stderr);
}

function pushFailure(branch: string, r: GitResult): DeliveryError {
  const reason = new GitError(["push"], r).message.replace(/^git push failed: /, "");
  const hint = /\b403\b|denied/i.test(reason)
    ? ' Give the workflow "permissions: contents: write" (and a token that may push) and run it again.'
    : " Check the token's access to the repository and run the agent again.";
  return new DeliveryError("push-failed", `Pushing ${branch} to origin failed: ${reason}.${hint}`);
}

const movedError = (branch: string, why: string, rescue?: string) =>
  new DeliveryError(
    "branch-moved",
    `The branch ${branch} moved on origin while the agent ran and the work could not be placed on top of it (${why}); ` +
      (rescue
        ? `the work was pushed to ${rescue} instead: merge it into ${branch} or open a pull request from it.`
        : "merge or delete the branch, then run the agent again."),
  );

/** Pushes the work to a fresh branch beside one that moved, so none of it is lost; undefined if that fails too. */
async function pushRescue(ws: GitWorkspace, branch: string): Promise<string | undefined> {
  const rescue = `${branch}-rescue-${process.env.GITHUB_RUN_ID || Date.now()}`;
  const pushed = await tryRun(ws, ["push", "--porcelain", "--no-verify", "origin", `HEAD:refs/heads/${rescue}`]);
  return pushed.code === 0 ? rescue : undefined;
}

/**
 * Commits what is staged as the bot, with the requester as co-author, and pushes it to origin's
 * `branch`. A push rejected because the branch moved is rebased once onto the new tip and pushed
 * again; anything else is a DeliveryError.
 */
export async function commitAndPush(o: CommitAndPushOptions): Promise<PushResult> {
  assertPushable(o.branch, o.branchPrefix, o.defaultBranch);
  const ws: GitWorkspace = { dir: o.workspace.dir, env: o.env ?? o.workspace.env };
  await assertBranchName(ws, o.branch);
  const name = o.botName ?? BOT_NAME;
  const email = o.botEmail ?? BOT_EMAIL;
  const identity = { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };

  if ((await tryRun(ws, ["diff", "--cached", "--quiet", "--no-ext-diff"])).code === 0) {
    throw new DeliveryError("nothing-to-commit", "There is nothing to commit: the agent left no changes.");
  }
  await git(ws, ["commit", "--no-verify", "--cleanup=whitespace", "-m", commitMessage(o.message, o.requester)], identity);

  const push = () => tryRun(ws, ["push", "--porcelain", "--no-verify", "origin", `HEAD:refs/heads/${o.branch}`]);
  let result = await push();
  let rebased = false;
  if (result.code !== 0 && wasNonFastForward(result)) {
    const fetched = await tryRun(ws, ["fetch", "--no-tags", "--no-recurse-submodules", "origin", fetchSpec(o.branch)]);
    if (fetched.code !== 0) throw pushFailure(o.branch, fetched);
    const rebase = await tryRun(ws, ["rebase", "--no-autosquash", trackingRef(o.branch)], identity);
    if (rebase.code !== 0) {
      await tryRun(ws, ["rebase", "--abort"]);
      throw movedError(o.branch, "the rebase onto the new tip had conflicts", await pushRescue(ws, o.branch));
    }
    rebased = true;
    result = await push();
    if (result.code !== 0 && wasNonFastForward(result)) throw movedError(o.branch, "it moved again during the retry", await pushRescue(ws, o.branch));
  }
  if (result.code !== 0) throw pushFailure(o.branch, result);
  const sha = (await git(ws, ["rev-parse", "HEAD"])).stdout.trim();
  return { sha, rebased };
}

// ---------------------------------------------------------------------------------------------
// The whole step

export interface DeliverOptions extends Omit<CommitAndPushOptions, "workspace"> {
  workspace: GitWorkspace;
  /** From prepareBranch: the agent's own commits since then are folded into one. */
  startSha?: string;
  protectedPaths: readonly string[];
}

export interface Delivery {
  changes: Changes;
  /** Protected paths the agent changed, which were not committed. */
  refused: string[];
  /** Set when something was committed and pushed. */
  pushed?: PushResult;
}

/** Collect, refuse protected paths, and commit and push what remains (nothing changed: no commit). */
export async function deliverChanges(o: DeliverOptions): Promise<Delivery> {
  assertPushable(o.branch, o.branchPrefix, o.defaultBranch);
  const ws: GitWorkspace = { dir: o.workspace.dir, env: o.env ?? o.workspace.env };
  const collected = await collectChanges(ws, { since: o.startSha });
  const { changes, refused } = await refuseProtected(ws, collected, o.protectedPaths);
  if (!changes.changed) return { changes, refused };
  const pushed = await commitAndPush({ ...o, workspace: ws });
  return { changes, refused, pushed };
}
