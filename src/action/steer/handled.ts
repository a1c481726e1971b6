import * as core from "@actions/core";
import type { Octokit } from "../github.js";
import { COMMENT_MARKER, handledMarker } from "../report/progress-render.js";
import type { Task } from "../types.js";

/**
 * The URL of the action's comment saying that the comment which started this run was already
 * delivered to the agent running before it (issue 19's steering), if there is one. Only comments
 * updated since the trigger can hold that marker, so one page is read in the usual case.
 */
export async function deliveredBefore(octokit: Octokit, task: Task): Promise<string | undefined> {
  if (task.commentId === undefined || task.issueNumber === undefined || task.automatic) return undefined;
  const marker = handledMarker(task.commentId);
  let comments;
  try {
    comments = await octokit.paginate(octokit.rest.issues.listComments, {
      ...task.repo,
      issue_number: task.issueNumber,
      per_page: 100,
      ...(task.triggeredAt ? { since: task.triggeredAt } : {}),
    });
  } catch (e) {
    // Running twice is the lesser harm than not running at all.
    core.warning(`repo-agent: could not check whether #${task.issueNumber}'s comment was already delivered (${(e as Error).message}); running it`);
    return undefined;
  }
  // Anyone can write the marker into a comment; only the action's own comments count. Those are
  // written with the action's token: a bot's (the workflow's or an App's), or the token owner's.
  const candidates = comments.filter((c) => (c.body ?? "").includes(COMMENT_MARKER) && (c.body ?? "").includes(marker));
  const byBot = candidates.find((c) => c.user?.type === "Bot");
  if (byBot || !candidates.length) return byBot?.html_url;
  const own = await tokenLogin(octokit);
  return candidates.find((c) => own !== undefined && c.user?.login === own)?.html_url;
}

/** The login of a personal token's owner; undefined for an installation token, which has none. */
async function tokenLogin(octokit: Octokit): Promise<string | undefined> {
  try {
    return (await octokit.rest.users.getAuthenticated()).data.login;
  } catch {
    return undefined;
  }
}
