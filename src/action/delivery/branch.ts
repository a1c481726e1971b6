import type { HarnessGit } from "./harness-git.js";

// The run's branch, set up before the agent starts: named, checked against the base branch and
// put in the workspace, built on the earlier work when origin already has it.

export type DeliveryErrorKind = "refused" | "branch-moved" | "push-failed" | "nothing-to-commit";

/** A delivery step that did not happen; the message is one line saying why and what to do. */
export class DeliveryError extends Error {
  constructor(
    readonly kind: DeliveryErrorKind,
    message: string,
    /** The commit that holds the work, when it was made but could not be pushed. */
    readonly commit?: string,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}

export const trackingRef = (branch: string) => `refs/remotes/origin/${branch}`;
export const fetchSpec = (branch: string) => `+refs/heads/${branch}:${trackingRef(branch)}`;

export async function assertBranchName(git: HarnessGit, branch: string): Promise<void> {
  const ok = !branch.startsWith("-") && (await git.try(["check-ref-format", `refs/heads/${branch}`])).code === 0;
  if (!ok) throw new DeliveryError("refused", `"${branch}" is not a valid branch name; set branch-prefix to something like "agent/".`);
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

export interface PreparedBranch {
  branch: string;
  /** True when origin already had the branch (a re-run) and the workspace continues from it. */
  reused: boolean;
  /** The commit the agent starts from; delivery commits everything since then. */
  startSha: string;
}

/** origin's branches matching `patterns` (ls-remote's: `refs/heads/agent/*`), by name, with their shas. */
export async function remoteHeads(git: HarnessGit, ...patterns: string[]): Promise<Map<string, string>> {
  const { stdout } = await git.remote(["ls-remote", "--heads", "origin", ...patterns]);
  const heads = new Map<string, string>();
  for (const line of stdout.split("\n")) {
    const [sha, ref] = line.split("\t");
    if (sha && ref?.startsWith("refs/heads/")) heads.set(ref.slice("refs/heads/".length), sha);
  }
  return heads;
}

/** The sha origin's branch points at, or undefined when origin has no such branch. */
export async function remoteBranchSha(git: HarnessGit, branch: string): Promise<string | undefined> {
  return (await remoteHeads(git, `refs/heads/${branch}`)).get(branch);
}

export async function isShallow(git: HarnessGit): Promise<boolean> {
  return (await git.run(["rev-parse", "--is-shallow-repository"])).stdout.trim() === "true";
}

/**
 * Puts the workspace on `branch` before the agent runs. When origin already has the branch (the
 * same issue again), its tip is fetched and checked out, so the agent builds on the earlier work;
 * otherwise the branch starts at the checked-out HEAD. Works in actions/checkout's depth-1 clone.
 * `known`: origin's sha of the branch, when the caller has looked already.
 */
export async function prepareBranch(git: HarnessGit, branch: string, baseRef: string, known?: { remoteSha?: string }): Promise<PreparedBranch> {
  if (branch === baseRef || `refs/heads/${branch}` === baseRef) {
    throw new DeliveryError("refused", `The agent's branch "${branch}" is the base branch; set branch-prefix so runs get their own branch.`);
  }
  // ls-remote only reads (its pattern is argv), so it need not wait for the name check.
  const [, remote] = await Promise.all([assertBranchName(git, branch), known ? known.remoteSha : remoteBranchSha(git, branch)]);
  if (remote) {
    const depth = (await isShallow(git)) ? ["--depth=1"] : [];
    await git.remote(["fetch", "--no-tags", "--no-recurse-submodules", ...depth, "origin", fetchSpec(branch)]);
    await git.run(["checkout", "-B", branch, trackingRef(branch)]);
  } else {
    await git.run(["checkout", "-B", branch]);
  }
  const startSha = (await git.run(["rev-parse", "HEAD"])).stdout.trim();
  return { branch, reused: remote !== undefined, startSha };
}
