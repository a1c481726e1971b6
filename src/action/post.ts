import * as core from "@actions/core";
import { existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { uploadSession } from "./delivery/artifact.js";
import type { HarnessGit } from "./delivery/harness-git.js";
import { writeLeftWork } from "./delivery/left-work.js";
import { finalizeComment, type StoppedRun } from "./report/finalize.js";
import { actionSecrets, createRedactor, type Redactor } from "./report/redact.js";
import { stepsFromSession } from "./report/session-steps.js";
import { createOctokit } from "./github.js";
import { recoverWorkspace } from "./isolation/recover.js";
import { uploadRedactedSession } from "./session-upload.js";

/** How long the comment waits for an upload before it is finalised without its link. */
const UPLOAD_WAIT_MS = 20_000;

type KeptPatch = NonNullable<StoppedRun["patch"]>;

// The post step runs even when the main step crashed or was cancelled. The agent's processes must
// not outlive the job's step and later steps must find the checkout's own .git; the session the
// agent wrote and the changes it left must not be lost with the runner; and a comment left saying
// "working" would be a lie, so it is finalised here: with the result when the main step finished
// but could not write it, as stopped (with the steps the session records) otherwise.
async function post(): Promise<void> {
  const finished = core.getState("finished") === "true";
  const finalBody = core.getState("final-body") || undefined;
  if (finished && !finalBody) return;
  const redact = createRedactor(actionSecrets());
  const runUrl = core.getState("run-url");
  const gitDir = core.getState("harness-git");
  const workspace = core.getState("workspace");
  let patch: Promise<KeptPatch> | undefined;
  if (!finished && gitDir && workspace) {
    const patchName = core.getState("patch-name");
    const keep = async (git: HarnessGit) => {
      try {
        patch = (await keepLeftWork(git, patchName, redact, runUrl))?.upload;
      } catch (error) {
        core.warning(redact(`repo-agent post step: the changes left in the workspace could not be kept as a patch (${(error as Error).message}).`));
      }
    };
    try {
      const lent = JSON.parse(core.getState("lent") || "{}") as { user?: string; reopened?: { path: string; mode: number }[] };
      core.info(`repo-agent post step: ${await recoverWorkspace({ workspace, gitDir, user: lent.user, reopened: lent.reopened ?? [] }, patchName ? keep : undefined)}`);
    } catch (error) {
      core.warning(`repo-agent post step: the workspace could not be recovered (${(error as Error).message}); do not use it in later steps.`);
    }
  }
  // A patch still uploading when the comment stops waiting is left unsaid, not said to have failed.
  const [stopped, kept] = await Promise.all([finished ? undefined : leftSession(redact, runUrl), patch && within(patch)]);
  const commentId = Number(core.getState("comment-id"));
  const [owner, repo] = core.getState("repo").split("/");
  if (!commentId || !owner || !repo) return;
  const token = core.getInput("github-token");
  if (!token) return;
  const pushed = finished ? undefined : (JSON.parse(core.getState("pushed") || "null") as StoppedRun["pushed"] | null);
  const handled = finished ? "" : core.getState("handled");
  const said = { ...stopped, ...(kept && { patch: kept }), ...(pushed && { pushed }), ...(handled && { handled: handled.split("\n") }) };
  await finalizeComment(createOctokit(token), { owner, repo }, commentId, runUrl, { finalBody, stopped: said, redact });
}

/** `promise`, or undefined after UPLOAD_WAIT_MS: the upload goes on, and the step ends when it does. */
function within<T>(promise: Promise<T>): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), UPLOAD_WAIT_MS).unref())]);
}

/**
 * Writes the changes the agent left in the workspace as a patch, and starts its upload (not
 * awaited: .git goes back meanwhile); undefined when there are none. Uploaded whatever
 * `upload-session` says, as the main step's patch is.
 */
async function keepLeftWork(git: HarnessGit, name: string, redact: Redactor, runUrl: string): Promise<{ upload: Promise<KeptPatch> } | undefined> {
  const dir = join(process.env.RUNNER_TEMP || tmpdir(), "repo-agent", "patch");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  const protectedPaths = JSON.parse(core.getState("protected-paths") || "null") as string[] | null;
  const kept = await writeLeftWork(git, file, redact, { protectedPaths: protectedPaths ?? undefined });
  if (!kept) return undefined;
  if (kept.protected.length) core.warning(redact(`repo-agent post step: the patch of the changes left leaves out protected paths: ${kept.protected.join(", ")}.`));
  if (kept.binary.length) core.warning(redact(`repo-agent post step: the patch of the changes left leaves out binary files, which redaction cannot read: ${kept.binary.join(", ")}.`));
  if (kept.embedded.length) core.warning(redact(`repo-agent post step: the patch of the changes left leaves out embedded repositories (directories with their own .git): ${kept.embedded.join(", ")}.`));
  if (!kept.written) return undefined;
  const upload = uploadSession(file, name, "the patch of the changes left").then(({ id, error }) => {
    if (id === undefined) {
      core.warning(redact(`repo-agent post step: ${error}; the session's tool calls hold the changes.`));
      return { name };
    }
    const url = `${runUrl}/artifacts/${id}`;
    core.warning(`repo-agent post step: the main step did not finish; the changes it left are kept as a patch in the artifact ${name} (${url}); apply it with git apply.`);
    return { name, url };
  });
  return { upload };
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
    // saying "working".
    const uploading = uploadRedactedSession(file, name, { redact, runUrl }).then((uploaded) => {
      if (uploaded) core.info(`repo-agent post step: the main step did not finish; its session so far is uploaded as ${name}.`);
      return uploaded;
    });
    const uploaded = await within(uploading);
    return { ...stopped, artifactUrl: uploaded?.url, htmlUrl: uploaded?.htmlUrl };
  } catch (error) {
    core.warning(redact(`repo-agent post step: the session the main step left could not be read or uploaded (${(error as Error).message}).`));
    return undefined;
  }
}

post().catch((error: unknown) => core.warning(`repo-agent post step: ${error instanceof Error ? error.message : String(error)}`));
