import * as core from "@actions/core";
import { finalizeAfterCrash } from "./report/finalize.js";
import { createOctokit } from "./github.js";

// The post step runs even when the main step crashed or was cancelled; a comment left saying
// "working" would be a lie, so it is finalised here.
async function post(): Promise<void> {
  if (core.getState("finished") === "true") return;
  const commentId = Number(core.getState("comment-id"));
  const [owner, repo] = core.getState("repo").split("/");
  if (!commentId || !owner || !repo) return;
  const token = core.getInput("github-token");
  if (!token) return;
  await finalizeAfterCrash(createOctokit(token), { owner, repo }, commentId, core.getState("run-url"));
}

post().catch((error: unknown) => core.warning(`repo-agent post step: ${error instanceof Error ? error.message : String(error)}`));
