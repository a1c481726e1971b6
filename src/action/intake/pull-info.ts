import type { Octokit } from "../github.js";
import type { Repo } from "../types.js";

/** What the action needs to know about a pull request; webhook payloads of comments lack most of it. */
export interface PullInfo {
  number: number;
  title: string;
  body: string;
  author: string;
  state: string;
  draft: boolean;
  headRef: string;
  headSha: string;
  baseRef: string;
  baseSha: string;
  /** The repository's default branch ("" when GitHub did not say). */
  defaultBranch: string;
  /** The head branch lives in another repository. */
  isFork: boolean;
  /** The id of the repository the pull request is in (its base's). */
  repoId: number;
  url: string;
}

export async function fetchPull(octokit: Octokit, repo: Repo, number: number): Promise<PullInfo> {
  const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: number });
  const headRepo = data.head.repo?.full_name ?? "";
  return {
    number,
    title: data.title,
    body: data.body ?? "",
    author: data.user?.login ?? "ghost",
    state: data.merged_at ? "merged" : data.state,
    draft: data.draft ?? false,
    headRef: data.head.ref,
    headSha: data.head.sha,
    baseRef: data.base.ref,
    baseSha: data.base.sha,
    defaultBranch: data.base.repo.default_branch ?? "",
    isFork: headRepo.toLowerCase() !== `${repo.owner}/${repo.repo}`.toLowerCase(),
    repoId: data.base.repo.id,
    url: data.html_url,
  };
}

/** Why the agent may not push to this pull request's branch, or undefined when it may. */
export function followupRefusal(pull: PullInfo, branchPrefix: string): string | undefined {
  if (pull.state !== "open") return `#${pull.number} is ${pull.state}; follow-ups go to open pull requests (open an issue for new work)`;
  if (pull.isFork) return `#${pull.number} comes from a fork and repo-agent never pushes to forks; comment "/agent review" for a review instead`;
  if (!pull.headRef.startsWith(branchPrefix)) {
    return `#${pull.number}'s branch ${pull.headRef} was not created by repo-agent (branch-prefix ${branchPrefix}), so it does not push there; comment "/agent review" for a review instead`;
  }
  return undefined;
}
