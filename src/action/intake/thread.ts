import type { Octokit } from "../github.js";
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
