// Warnings about the action's own comments and reactions, kept for the job summary: when GitHub
// refuses them, the run is otherwise a green check with nothing on the issue.
import * as core from "@actions/core";

/** What to add to a comment warning when GitHub refused the write: the permission it needs. */
export function commentPermissionHint(error: unknown): string {
  return (error as { status?: number } | undefined)?.status === 403
    ? " GitHub refused the workflow's token: give the job `permissions:` with `issues: write` (and `pull-requests: write` for pull requests)."
    : "";
}

export class CommentWarnings {
  readonly lines: string[] = [];

  /** Logs a warning about a comment, naming the missing permission when GitHub refused the write. */
  readonly warn = (message: string, error?: unknown): void => {
    const line = message + commentPermissionHint(error);
    core.warning(line);
    this.lines.push(line);
  };
}
