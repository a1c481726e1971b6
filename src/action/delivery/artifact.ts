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

/**
 * The artifact name of a branch's session: every run on the branch uploads under it, so a
 * follow-up finds the latest by name. Artifact names may not hold "/", so it becomes "-".
 */
export const sessionArtifactName = (key: string) => `repo-agent-session-${key.replace(/[^A-Za-z0-9._-]+/g, "-")}.jsonl`;

/** Uploads the session file as a single-file artifact (no zip). Never throws: a failed upload is a warning, not a failed run. */
export async function uploadSession(file: string, name: string): Promise<UploadResult> {
  try {
    const { DefaultArtifactClient } = await import("@actions/artifact");
    const client = new DefaultArtifactClient();
    const result = await client.uploadArtifact(name, [file], file.slice(0, file.length - basename(file).length), { skipArchive: true, retentionDays: 30 });
    return { id: result.id };
  } catch (error) {
    return { error: `the session artifact could not be uploaded: ${(error as Error).message}` };
  }
}

export type FoundSession = { file: string; runId: number; artifactId: number } | { missing: string };

/**
 * Downloads the newest unexpired artifact called `name` (from any earlier run) into `dir`.
 * Never throws: when it is gone or cannot be read, says why, so the run starts afresh.
 */
export async function downloadLatestSession(octokit: Octokit, repo: Repo, token: string, name: string, dir: string): Promise<FoundSession> {
  let artifact;
  try {
    const { data } = await octokit.rest.actions.listArtifactsForRepo({ ...repo, name, per_page: 20 });
    artifact = data.artifacts
      .filter((a) => !a.expired && a.name === name)
      .sort((a, b) => Date.parse(b.created_at ?? "") - Date.parse(a.created_at ?? "") || b.id - a.id)[0];
  } catch (error) {
    return { missing: `the artifacts of ${repo.owner}/${repo.repo} could not be listed (${(error as Error).message}); give the workflow "actions: read" permission` };
  }
  if (!artifact) return { missing: `no unexpired artifact named ${name} was found (artifacts are kept 30 days)` };
  const runId = artifact.workflow_run?.id;
  if (!runId) return { missing: `artifact ${artifact.id} names no workflow run` };
  try {
    mkdirSync(dir, { recursive: true });
    const { DefaultArtifactClient } = await import("@actions/artifact");
    await new DefaultArtifactClient().downloadArtifact(artifact.id, {
      path: dir,
      findBy: { token, workflowRunId: runId, repositoryOwner: repo.owner, repositoryName: repo.repo },
    });
  } catch (error) {
    return { missing: `artifact ${artifact.id} (${name}) could not be downloaded: ${(error as Error).message}` };
  }
  const file = join(dir, name);
  if (!existsSync(file)) return { missing: `artifact ${artifact.id} did not contain ${name}` };
  return { file, runId, artifactId: artifact.id };
}
