import { existsSync, mkdirSync } from "node:fs";
import { basename, join } from "node:path";
import type { Octokit } from "../github.js";
import type { Repo } from "../types.js";

// The session file travels between runs as a single-file workflow artifact. @actions/artifact is
// large and only these paths need it, so it is imported lazily.

export interface UploadResult {
  id?: number;
  error?: string;
}

/** This job's attempt of its workflow run: 2 and up for "Re-run jobs". */
const runAttempt = () => Number(process.env.GITHUB_RUN_ATTEMPT) || 1;

/**
 * `stem` + `ext` as attempt `attempt` names it. A workflow run keeps an artifact name taken across
 * its attempts (a second upload is refused: 409), so a re-run attempt names its own apart. Stems
 * hold only [A-Za-z0-9._-], so the "+" keeps one stem's attempt from reading as another stem.
 */
export const attemptName = (stem: string, ext = "", attempt = runAttempt()) => `${stem}${attempt > 1 ? `+attempt-${attempt}` : ""}${ext}`;

/** The attempt that named `name` as attemptName(stem, ext) does, or undefined when it is no such name. */
export function attemptOf(name: string, stem: string, ext = ""): number | undefined {
  if (name === stem + ext) return 1;
  const prefix = `${stem}+attempt-`;
  if (!name.startsWith(prefix) || !name.endsWith(ext)) return undefined;
  const n = name.slice(prefix.length, name.length - ext.length);
  return /^\d+$/.test(n) && Number(n) > 1 ? Number(n) : undefined;
}

const sessionStem = (key: string) => `repo-agent-session-${key.replace(/[^A-Za-z0-9._-]+/g, "-")}`;

/** The artifact name of a branch's session in this attempt. Artifact names may not hold "/", so it becomes "-". */
export const sessionArtifactName = (key: string, attempt = runAttempt()) => attemptName(sessionStem(key), ".jsonl", attempt);

/** Whether `name` is the session artifact of branch `key`, from any attempt. */
export const isSessionArtifactOf = (name: string, key: string) => attemptOf(name, sessionStem(key), ".jsonl") !== undefined;

/** The artifact name of a branch's work kept as a patch, when it could not be pushed. */
export const patchArtifactName = (key: string) => attemptName(`repo-agent-patch-${key.replace(/[^A-Za-z0-9._-]+/g, "-")}`, ".patch");

/**
 * The artifact name of a session's HTML page: a single-file artifact holds one file, so the page
 * is an artifact of its own beside the session's, which a browser opens directly.
 */
export const sessionHtmlName = (sessionName: string) => sessionName.replace(/\.jsonl$/, "") + ".html";

/** Uploads the session file (or its page) as a single-file artifact (no zip). Never throws: a failed upload is a warning, not a failed run. */
export async function uploadSession(file: string, name: string, what = "the session artifact"): Promise<UploadResult> {
  try {
    const { DefaultArtifactClient } = await import("@actions/artifact");
    const client = new DefaultArtifactClient();
    const result = await client.uploadArtifact(name, [file], file.slice(0, file.length - basename(file).length), { skipArchive: true, retentionDays: 30 });
    return { id: result.id };
  } catch (error) {
    return { error: `${what} could not be uploaded: ${(error as Error).message}` };
  }
}

export type FoundSession = { file: string; runId: number; artifactId: number } | { missing: string };

// The agent's pull request names the session artifact its last run uploaded, in a hidden line of
// its description. A follow-up takes exactly that artifact and only from this repository's own
// runs: the newest artifact of the right name could come from a fork's workflow.
// Only the last marker counts, and the harness writes it last: one the model wrote into its answer
// (which the description quotes) is removed and can never come after it.
const SESSION_MARKER = /<!-- repo-agent-session: (\d+) -->/g;

/** `body` naming session artifact `id`: every earlier marker removed, this one at the end. */
export function withSessionMarker(body: string, id: number): string {
  return `${body.replace(SESSION_MARKER, "").trimEnd()}\n\n<!-- repo-agent-session: ${id} -->`;
}

/** Records artifact `id` as the session of pull request `number`; only the marker changes. */
export async function recordSession(octokit: Octokit, repo: Repo, number: number, id: number): Promise<void> {
  const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: number });
  const body = withSessionMarker(data.body ?? "", id);
  if (body !== data.body) await octokit.rest.pulls.update({ ...repo, pull_number: number, body });
}

/**
 * Downloads into `dir` the session artifact named in the pull request's description `body`, when
 * it is a session of `branch` (from any attempt), has not expired and was uploaded by a run of
 * repository `repoId` on one of its own branches. Never throws: otherwise says why, so the run
 * starts afresh.
 */
export async function downloadSession(octokit: Octokit, repo: Repo, repoId: number, token: string, branch: string, body: string, dir: string): Promise<FoundSession> {
  const id = Number([...body.matchAll(SESSION_MARKER)].at(-1)?.[1]);
  if (!id) return { missing: "the pull request's description names no session artifact of repo-agent's" };
  let artifact;
  try {
    ({ data: artifact } = await octokit.rest.actions.getArtifact({ ...repo, artifact_id: id }));
  } catch (error) {
    return { missing: `artifact ${id} could not be read (${(error as Error).message}); give the workflow "actions: read" permission` };
  }
  const run = artifact.workflow_run;
  const name = artifact.name;
  if (!isSessionArtifactOf(name, branch)) return { missing: `artifact ${id} is ${name}, not the session of this branch (${sessionArtifactName(branch, 1)})` };
  if (artifact.expired) return { missing: `artifact ${id} has expired (artifacts are kept 30 days)` };
  if (!run?.id || run.repository_id !== repoId || run.head_repository_id !== repoId) {
    return { missing: `artifact ${id} was not uploaded by a run of this repository on one of its own branches, so it is not used` };
  }
  try {
    mkdirSync(dir, { recursive: true });
    const { DefaultArtifactClient } = await import("@actions/artifact");
    await new DefaultArtifactClient().downloadArtifact(id, {
      path: dir,
      findBy: { token, workflowRunId: run.id, repositoryOwner: repo.owner, repositoryName: repo.repo },
    });
  } catch (error) {
    return { missing: `artifact ${id} (${name}) could not be downloaded: ${(error as Error).message}` };
  }
  const file = join(dir, name);
  if (!existsSync(file)) return { missing: `artifact ${id} did not contain ${name}` };
  return { file, runId: run.id, artifactId: id };
}
