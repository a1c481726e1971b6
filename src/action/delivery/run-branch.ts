import type { Octokit } from "../github.js";
import type { Repo } from "../types.js";
import { remoteHeads } from "./branch.js";
import type { HarnessGit } from "./harness-git.js";
import type { OpenPull } from "./pull-request.js";

// Which branch a run works on. The task's own (`agent/issue-7`) while a pull request from it is
// open, or none was ever opened from it; once its pull request was merged or closed, people have
// seen that work, so the run starts afresh from the base on the next name (`agent/issue-7-2`, then
// `-3`…) instead of building on work already merged or turned down. Only the highest-numbered
// branch is looked up, so a long-lived task (a scheduled prompt) costs one request, not one per PR.

export interface RunBranch {
  branch: string;
  /** The branch's sha on origin; undefined when origin has no such branch yet. */
  remoteSha?: string;
  /** The open pull request from the branch, if any. */
  open: OpenPull | null;
}

export async function pickRunBranch(git: HarnessGit, octokit: Octokit, repo: Repo, name: string): Promise<RunBranch> {
  const heads = await remoteHeads(git, `refs/heads/${name}`, `refs/heads/${name}-*`);
  // Only the newest of them can be current: the one with the highest number.
  let k = 1;
  for (const branch of heads.keys()) {
    const n = branch === name ? 1 : Number(/^-([2-9]|[1-9]\d+)$/.exec(branch.slice(name.length))?.[1] ?? 0);
    k = Math.max(k, n);
  }
  const branch = k === 1 ? name : `${name}-${k}`;
  const remoteSha = heads.get(branch);
  if (remoteSha === undefined) return { branch, open: null };
  const { data } = await octokit.rest.pulls.list({ ...repo, head: `${repo.owner}:${branch}`, state: "all", per_page: 100 });
  // The head filter needs the owner; check the ref anyway in case a server ignores the filter.
  const pulls = data.filter((p) => p.head.ref === branch);
  const open = pulls.find((p) => p.state === "open") ?? null;
  if (open || pulls.length === 0) return { branch, remoteSha, open };
  return { branch: `${name}-${k + 1}`, open: null };
}
