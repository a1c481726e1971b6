import * as core from "@actions/core";
import { finalizeComment } from "./report/finalize.js";
import { createOctokit } from "./github.js";
import { recoverWorkspace } from "./isolation/recover.js";

// The post step runs even when the main step crashed or was cancelled. The agent's processes must
// not outlive the job's step and later steps must find the checkout's own .git; a comment left
// saying "working" would be a lie, so it is finalised here: with the result when the main step
// finished but could not write it, as stopped otherwise.
async function post(): Promise<void> {
  const finished = core.getState("finished") === "true";
  const finalBody = core.getState("final-body") || undefined;
  if (finished && !finalBody) return;
  const gitDir = core.getState("harness-git");
  const workspace = core.getState("workspace");
  if (!finished && gitDir && workspace) {
    try {
      const lent = JSON.parse(core.getState("lent") || "{}") as { user?: string; reopened?: { path: string; mode: number }[] };
      core.info(`repo-agent post step: ${await recoverWorkspace({ workspace, gitDir, user: lent.user, reopened: lent.reopened ?? [] })}`);
    } catch (error) {
      core.warning(`repo-agent post step: the workspace could not be recovered (${(error as Error).message}); do not use it in later steps.`);
    }
  }
  const commentId = Number(core.getState("comment-id"));
  const [owner, repo] = core.getState("repo").split("/");
  if (!commentId || !owner || !repo) return;
  const token = core.getInput("github-token");
  if (!token) return;
  await finalizeComment(createOctokit(token), { owner, repo }, commentId, core.getState("run-url"), { finalBody });
}

post().catch((error: unknown) => core.warning(`repo-agent post step: ${error instanceof Error ? error.message : String(error)}`));
