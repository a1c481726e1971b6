import { basename } from "node:path";

export interface UploadResult {
  id?: number;
  error?: string;
}

/**
 * Uploads the session file as a single-file artifact (no zip). @actions/artifact is large and
 * only this path needs it, so it is imported here, lazily. Never throws: a failed upload is a
 * warning for the caller to show, not a failed run.
 */
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
