import * as core from "@actions/core";
import type { Octokit } from "../github.js";
import { isOwnComment } from "../intake/event.js";
import { handledMarker } from "../report/progress-render.js";
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
  return comments.find((c) => isOwnComment(c.user ?? undefined, c.body) && (c.body ?? "").includes(marker))?.html_url;
}
