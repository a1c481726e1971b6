// Warnings about the action's own comments and reactions, kept for the job summary: when GitHub
// refuses them, the run is otherwise a green check with nothing on the issue.
import * as core from "@actions/core";
import type { Octokit } from "./github.js";

const COMMENT_WRITE = /\/issues\/.*(comments|reactions)/;

/** What to add to a comment warning when GitHub refused the write: the permission it needs. */
export function commentPermissionHint(error: unknown): string {
  return (error as { status?: number } | undefined)?.status === 403
    ? " GitHub refused the workflow's token: give the job `permissions:` with `issues: write` (and `pull-requests: write` for pull requests)."
    : "";
}

export class CommentWarnings {
  readonly lines: string[] = [];
  /** The hint for the latest refused comment write, which the warning about it picks up. */
  private hint = "";

  constructor(octokit: Octokit) {
    // The comment code reports failures as text; the status is seen here, on the way out.
    octokit.hook.error("request", (error, options) => {
      if (options.method !== "GET" && COMMENT_WRITE.test(String(options.url))) this.hint = commentPermissionHint(error);
      throw error;
    });
  }

  /** Logs a warning about a comment, naming the missing permission when GitHub refused the write. */
  readonly warn = (message: string): void => {
    const line = message + this.hint;
    this.hint = "";
    core.warning(line);
    this.lines.push(line);
  };
}
