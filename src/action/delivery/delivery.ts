import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { assertBranchName, assertPushable, DeliveryError, fetchSpec, trackingRef } from "./branch.js";
import { GitError, records, type GitResult } from "./git.js";
import type { HarnessGit } from "./harness-git.js";
import { matchProtected } from "./protected-paths.js";

// Delivery is the harness's job, never the model's: once nothing of the agent's runs any more,
// stage the workspace into the harness's own index, refuse what may not go out, and commit and
// push exactly the tree that was checked.

export { DeliveryError, type DeliveryErrorKind } from "./branch.js";

export const BOT_NAME = "github-actions[bot]";
export const BOT_EMAIL = "41898282+github-actions[bot]@users.noreply.github.com";

export interface ChangedFile {
  /** git's status letter: A added, M modified, D deleted, T type changed. */
  status: string;
  path: string;
}

export interface Changes {
  changed: boolean;
  files: ChangedFile[];
  /** `git diff --stat` of HEAD against `tree`. */
  diffstat: string;
  /** The tree these changes make: what is committed. */
  tree: string;
}

/** A change left out of the commit, with the reason people are told. */
export interface Withheld {
  path: string;
  reason: string;
}

interface RawChange extends ChangedFile {
  oldMode: string;
  newMode: string;
  /** The path as git stores it: `path` is its UTF-8 reading, which a name in another encoding does not survive. */
  bytes: Buffer;
}

/** The mode of an embedded repository (a directory with its own .git) in a tree. */
export const GITLINK = "160000";

/** `git diff-tree -r -z --raw` records: `:old new oldsha newsha status\0path\0`. */
function parseRaw(output: Buffer): RawChange[] {
  const fields = records(output);
  const out: RawChange[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [oldMode, newMode, , , status] = fields[i].toString("latin1").replace(/^:/, "").split(" ");
    out.push({ status: status ?? "", path: fields[i + 1].toString("utf8"), bytes: fields[i + 1], oldMode: oldMode ?? "", newMode: newMode ?? "" });
  }
  return out;
}

/** A file of the harness's own, beside its git directory, removed after `use`. */
async function scratch<T>(git: HarnessGit, name: string, use: (file: string) => Promise<T>): Promise<T> {
  const file = join(dirname(git.gitDir), name);
  try {
    return await use(file);
  } finally {
    rmSync(file, { force: true });
  }
}

/** How tree `to` differs from `from`: written by git and read as bytes. */
function diffRaw(git: HarnessGit, from: string, to: string): Promise<RawChange[]> {
  return scratch(git, "delivery.raw", async (file) => {
    await git.run(["diff-tree", "-r", "-z", "--raw", "--no-renames", `--output=${file}`, from, to]);
    return parseRaw(readFileSync(file));
  });
}

/** The index as a tree, and how it differs from `base`. */
async function indexTree(git: HarnessGit, base: string): Promise<{ tree: string; raw: RawChange[] }> {
  const tree = (await git.run(["write-tree"])).stdout.trim();
  return { tree, raw: await diffRaw(git, base, tree) };
}

async function describe(git: HarnessGit, base: string, tree: string, raw: RawChange[]): Promise<Changes> {
  const files = raw.map(({ status, path }) => ({ status, path }));
  const stat = files.length ? (await git.run(["diff-tree", "--no-color", "--no-renames", "--stat=120", base, tree])).stdout : "";
  return { changed: files.length > 0, files, diffstat: stat.replace(/\n+$/, ""), tree };
}

export interface CollectOptions {
  protectedPaths: readonly string[];
  /** Workspace paths the agent's user did not own when it stopped (Isolation.end). */
  notOwned?: readonly string[];
}

export interface Collected {
  changes: Changes;
  /** Protected paths the agent changed, which are not committed. */
  refused: string[];
  /** Other changes left out: files the agent's user did not own, embedded repositories. */
  withheld: Withheld[];
}

/**
 * Stages everything git does not ignore into the harness's index, takes out what may not be
 * delivered, and returns the tree that remains, checked once more as written.
 */
export async function collectChanges(git: HarnessGit, options: CollectOptions): Promise<Collected> {
  const withheld = await stageAll(git);
  const first = await indexTree(git, "HEAD");
  const refused = matchProtected(
    first.raw.map((c) => c.path),
    options.protectedPaths,
  );
  const notOwned = new Set(options.notOwned ?? []);
  for (const c of first.raw) {
    if (notOwned.has(c.path)) withheld.push({ path: c.path, reason: "a file the agent's user did not own (a hard link to someone else's file?)" });
    else if (c.newMode === GITLINK || c.oldMode === GITLINK) withheld.push({ path: c.path, reason: "an embedded repository (a directory with its own .git)" });
  }
  const out = new Set([...refused, ...withheld.map((w) => w.path)]);
  if (out.size === 0) return { changes: await describe(git, "HEAD", first.tree, first.raw), refused, withheld };
  // Taken out by the bytes git gave (a name that is not UTF-8 matches no string), through a file
  // (thousands of them fit no command line). A path git would not store was never staged.
  const staged = first.raw.filter((c) => out.has(c.path)).map((c) => c.bytes);
  if (staged.length)
    await scratch(git, "delivery.pathspecs", async (file) => {
      writeFileSync(file, Buffer.concat(staged.flatMap((path) => [path, Buffer.from([0])])));
      // Literal pathspecs: a file named `*.yml` means that file, not a pattern.
      await git.run(["reset", "-q", `--pathspec-from-file=${file}`, "--pathspec-file-nul", "HEAD"], { GIT_LITERAL_PATHSPECS: "1" });
    });
  const final = await indexTree(git, "HEAD");
  assertClean(final.raw, options.protectedPaths, notOwned);
  return { changes: await describe(git, "HEAD", final.tree, final.raw), refused, withheld };
}

/**
 * `git add -A`, going on past paths git will not store (a `.GIT` directory, say): those are
 * withheld and said, instead of failing the whole delivery.
 */
async function stageAll(git: HarnessGit): Promise<Withheld[]> {
  const added = await git.try(["add", "-A", "--ignore-errors"]);
  if (added.code === 0) return [];
  const paths = [...added.stderr.matchAll(/^error: unable to add '(.+)' to index$/gm)].map((m) => m[1]);
  if (paths.length === 0) throw new GitError(["add"], added);
  return paths.map((path) => ({ path, reason: "a path git will not store (a .git inside it?)" }));
}

/** The check that the tree about to be committed holds nothing refused, on that very tree. */
function assertClean(raw: RawChange[], protectedPaths: readonly string[], notOwned: ReadonlySet<string>): void {
  const left = [
    ...matchProtected(
      raw.map((c) => c.path),
      protectedPaths,
    ),
    ...raw.filter((c) => notOwned.has(c.path) || c.newMode === GITLINK || c.oldMode === GITLINK).map((c) => c.path),
  ];
  if (left.length) throw new DeliveryError("refused", `Refusing to commit ${left.join(", ")}: still in the tree after they were taken out; nothing was pushed.`);
}

// ---------------------------------------------------------------------------------------------
// Commit and push

export interface Requester {
  login: string;
  id?: number;
}

export interface CommitAndPushOptions {
  branch: string;
  /** Pushes go only to branches starting with this prefix (the `branch-prefix` input). */
  branchPrefix: string;
  /** The repository's default branch; never pushed to. */
  defaultBranch: string;
  message: string;
  requester: Requester;
  protectedPaths: readonly string[];
  botName?: string;
  botEmail?: string;
  /** The wait before the one retry of a push that failed on the way (default 3 s). */
  retryDelayMs?: number;
}

export interface PushResult {
  sha: string;
  /** True when origin's branch had moved and the commit was replayed onto it before pushing. */
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

/** The porcelain status of a push: rejected because origin's branch is not an ancestor of ours. */
function wasNonFastForward(r: GitResult): boolean {
  return /^!\t.*\[rejected\].*\((fetch first|non-fast-forward)\)/m.test(r.stdout) || /\[rejected\].*\((fetch first|non-fast-forward)\)/.test(r.stderr);
}

/** What origin said when it turned a push down (a hook, a ruleset): its `remote:` lines and the ref's status. */
function refusal(r: GitResult): string | undefined {
  const status = /\[remote rejected\][^(\n]*\(([^)\n]*)\)/.exec(`${r.stdout}\n${r.stderr}`)?.[1];
  if (!status) return undefined;
  const said = [...r.stderr.matchAll(/^remote: ?(.*)$/gm)].map((m) => m[1].trim()).filter(Boolean).join(" ");
  return said ? `origin refused it (${status}): ${said.length > 600 ? `${said.slice(0, 600)}…` : said}` : `origin refused it (${status})`;
}

/** A push that failed on the way (the server erred or the connection broke), which may work a moment later. */
function wasTransient(r: GitResult): boolean {
  if (refusal(r)) return false;
  const status = /\bHTTP (\d{3})\b/.exec(r.stderr)?.[1];
  return status ? status.startsWith("5") : /remote end hung up|early EOF|Connection (refused|reset|timed out)|Could not resolve host|Operation timed out/i.test(r.stderr);
}

function pushFailure(branch: string, r: GitResult, commit?: string): DeliveryError {
  const refused = refusal(r);
  const reason = refused ?? new GitError(["push"], r).message.replace(/^git push failed: /, "");
  const hint = refused
    ? ` A branch protection rule, ruleset or hook of the repository turned the push down: let the agent's branches (branch-prefix) through, or change branch-prefix, and run it again.`
    : /\b403\b|denied/i.test(reason)
      ? ' Give the workflow "permissions: contents: write" (and a token that may push) and run it again.'
      : " Check the token's access to the repository and run the agent again.";
  return new DeliveryError("push-failed", `Pushing ${branch} to origin failed: ${reason.replace(/\.$/, "")}.${hint}`, commit);
}

const movedError = (branch: string, why: string, rescue: string | undefined, commit: string) =>
  new DeliveryError(
    "branch-moved",
    `The branch ${branch} moved on origin while the agent ran and the work could not be placed on top of it (${why}); ` +
      (rescue
        ? `the work was pushed to ${rescue} instead: merge it into ${branch} or open a pull request from it.`
        : "merge or delete the branch, then run the agent again."),
    rescue ? undefined : commit,
  );

/** Pushes the work to a fresh branch beside one that moved, so none of it is lost; undefined if that fails too. */
async function pushRescue(git: HarnessGit, branch: string, sha: string): Promise<string | undefined> {
  const rescue = `${branch}-rescue-${process.env.GITHUB_RUN_ID || Date.now()}`;
  const pushed = await git.tryRemote(["push", "--porcelain", "--no-verify", "origin", `${sha}:refs/heads/${rescue}`]);
  return pushed.code === 0 ? rescue : undefined;
}

/**
 * The tree replayed onto origin's new tip: a three-way merge with our commit's parent as base, in
 * git's object store only (the workspace is not touched). Or why it could not be made.
 */
async function replayOnto(git: HarnessGit, tip: string, ours: string): Promise<{ tree: string } | { why: string }> {
  const merged = await git.try(["merge-tree", "--write-tree", "--no-messages", tip, ours]);
  if (merged.code === 0) return { tree: merged.stdout.split("\n")[0].trim() };
  if (merged.code === 1) return { why: "the changes conflict with the new tip" };
  return { why: `git could not replay them (${new GitError(["merge-tree"], merged).message}; git 2.38 or later is needed)` };
}

/**
 * Commits `tree` on HEAD as the bot, with the requester as co-author, and pushes it to origin's
 * `branch`. A push rejected because the branch moved is replayed once onto the new tip and pushed
 * again; anything else is a DeliveryError.
 */
export async function commitAndPush(git: HarnessGit, tree: string, o: CommitAndPushOptions): Promise<PushResult> {
  assertPushable(o.branch, o.branchPrefix, o.defaultBranch);
  await assertBranchName(git, o.branch);
  const name = o.botName ?? BOT_NAME;
  const email = o.botEmail ?? BOT_EMAIL;
  const identity = { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
  const message = commitMessage(o.message, o.requester);
  const commit = async (t: string, parent: string) => (await git.run(["commit-tree", t, "-p", parent, "-m", message], identity)).stdout.trim();

  const head = (await git.run(["rev-parse", "HEAD"])).stdout.trim();
  if ((await git.run(["rev-parse", "HEAD^{tree}"])).stdout.trim() === tree) {
    throw new DeliveryError("nothing-to-commit", "There is nothing to commit: the agent left no changes.");
  }
  let sha = await commit(tree, head);
  const push = async (s: string) => {
    const once = () => git.tryRemote(["push", "--porcelain", "--no-verify", "origin", `${s}:refs/heads/${o.branch}`]);
    const pushed = await once();
    if (pushed.code === 0 || !wasTransient(pushed)) return pushed;
    await new Promise((resolve) => setTimeout(resolve, o.retryDelayMs ?? 3000));
    return once();
  };
  let result = await push(sha);
  let rebased = false;
  if (result.code !== 0 && wasNonFastForward(result)) {
    const fetched = await git.tryRemote(["fetch", "--no-tags", "--no-recurse-submodules", "origin", fetchSpec(o.branch)]);
    if (fetched.code !== 0) throw pushFailure(o.branch, fetched, sha);
    const tip = (await git.run(["rev-parse", trackingRef(o.branch)])).stdout.trim();
    const merged = await replayOnto(git, tip, sha);
    if ("why" in merged) throw movedError(o.branch, merged.why, await pushRescue(git, o.branch, sha), sha);
    const added = await diffRaw(git, tip, merged.tree);
    assertClean(added, o.protectedPaths, new Set());
    sha = await commit(merged.tree, tip);
    rebased = true;
    result = await push(sha);
    if (result.code !== 0 && wasNonFastForward(result)) throw movedError(o.branch, "it moved again during the retry", await pushRescue(git, o.branch, sha), sha);
  }
  if (result.code !== 0) throw pushFailure(o.branch, result, sha);
  // Later steps of the job find the branch at what was pushed, its index matching.
  await git.run(["update-ref", "HEAD", sha]);
  if (rebased) await git.run(["read-tree", sha]);
  return { sha, rebased };
}

// ---------------------------------------------------------------------------------------------
// The whole step

export interface DeliverOptions extends CommitAndPushOptions {
  notOwned?: readonly string[];
}

export interface Delivery extends Collected {
  /** Set when something was committed and pushed. */
  pushed?: PushResult;
}

/** Collect, refuse, and commit and push what remains (nothing changed: no commit). */
export async function deliverChanges(git: HarnessGit, o: DeliverOptions): Promise<Delivery> {
  assertPushable(o.branch, o.branchPrefix, o.defaultBranch);
  const collected = await collectChanges(git, o);
  if (!collected.changes.changed) return collected;
  return { ...collected, pushed: await commitAndPush(git, collected.changes.tree, o) };
}
