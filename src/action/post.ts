import * as core from "@actions/core";
import { existsSync } from "node:fs";
import { finalizeComment, type StoppedRun } from "./report/finalize.js";
import { actionSecrets, createRedactor, type Redactor } from "./report/redact.js";
import { stepsFromSession } from "./report/session-steps.js";
import { createOctokit } from "./github.js";
import { recoverWorkspace } from "./isolation/recover.js";
import { uploadRedactedSession } from "./session-upload.js";

/** How long the comment waits for the session's upload before it is finalised without its link. */
const UPLOAD_WAIT_MS = 20_000;

// The post step runs even when the main step crashed or was cancelled. The agent's processes must
// not outlive the job's step and later steps must find the checkout's own .git; the session the
// agent wrote must not be lost with the runner; and a comment left saying "working" would be a
// lie, so it is finalised here: with the result when the main step finished but could not write
// it, as stopped (with the steps the session records) otherwise.
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
  const redact = createRedactor(actionSecrets());
  const runUrl = core.getState("run-url");
  const stopped = finished ? undefined : await leftSession(redact, runUrl);
  const commentId = Number(core.getState("comment-id"));
  const [owner, repo] = core.getState("repo").split("/");
  if (!commentId || !owner || !repo) return;
  const token = core.getInput("github-token");
  if (!token) return;
  await finalizeComment(createOctokit(token), { owner, repo }, commentId, runUrl, { finalBody, stopped, redact });
}

/**
 * The session of a main step that died: uploaded (redacted, named as that step would have named
 * it) unless that step got to it, and its steps read back for the comment.
 */
async function leftSession(redact: Redactor, runUrl: string): Promise<StoppedRun | undefined> {
  const saved = core.getState("session");
  if (!saved) return undefined;
  try {
    const { file, name, from, upload } = JSON.parse(saved) as { file: string; name: string; from: string | null; upload: boolean };
    if (!existsSync(file)) return undefined;
    const stopped: StoppedRun = { steps: stepsFromSession(file, from), artifactUrl: core.getState("session-uploaded") || undefined };
    if (stopped.artifactUrl || !upload) return stopped;
    // The comment waits for the upload only so long: a slow artifact service must not keep it
    // saying "working". The upload itself goes on; the step ends when it does.
    const uploading = uploadRedactedSession(file, name, { redact, runUrl }).then((uploaded) => {
      if (uploaded) core.info(`repo-agent post step: the main step did not finish; its session so far is uploaded as ${name}.`);
      return uploaded;
    });
    const uploaded = await Promise.race([uploading, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), UPLOAD_WAIT_MS).unref())]);
    return { ...stopped, artifactUrl: uploaded?.url, htmlUrl: uploaded?.htmlUrl };
  } catch (error) {
    core.warning(redact(`repo-agent post step: the session the main step left could not be read or uploaded (${(error as Error).message}).`));
    return undefined;
  }
}

post().catch((error: unknown) => core.warning(`repo-agent post step: ${error instanceof Error ? error.message : String(error)}`));
