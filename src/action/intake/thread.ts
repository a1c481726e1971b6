import type { Octokit } from "../github.js";
import { COMMENT_MARKER } from "../report/progress-render.js";
import type { Task } from "../types.js";

export type ThreadComment = Awaited<ReturnType<Octokit["rest"]["issues"]["listComments"]>>["data"][number];
/** Reads the thread's comments (see threadReader). */
export type Thread = () => Promise<ThreadComment[]>;

/**
 * The comments of the run's issue or pull request, read at most once per run: whether the
 * trigger was already delivered and the agent's view of the conversation both need them, and
 * every GitHub request counts against the workflow's rate limit. Each caller handles a failure.
 */
export function threadReader(octokit: Octokit, task: Task): Thread {
  let read: Promise<ThreadComment[]> | undefined;
  return () => {
    if (task.issueNumber === undefined) return Promise.resolve([]);
    // A failed read is not kept: the next caller asks again.
    read ??= octokit.paginate(octokit.rest.issues.listComments, { ...task.repo, issue_number: task.issueNumber, per_page: 100 }).catch((e: unknown) => {
      read = undefined;
      throw e;
    });
    return read;
  };
}

/**
 * The lines of one of the action's own comments: posted by a bot account (the workflow's token or
 * an App's; people's comments and a guessable key prove nothing) with the marker as its first
 * line. Undefined for any other comment.
 */
export function actionCommentLines(c: ThreadComment): string[] | undefined {
  if (c.user?.type !== "Bot") return undefined;
  const lines = (c.body ?? "").trimEnd().split(/\r?\n/);
  return lines[0] === COMMENT_MARKER ? lines : undefined;
}
