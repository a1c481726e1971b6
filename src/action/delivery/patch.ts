import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { patchArtifactName, uploadSession, type UploadResult } from "./artifact.js";
import type { HarnessGit } from "./harness-git.js";

// Work committed but not pushed (origin refused it, or was down) is kept as a patch artifact, so
// that nothing the agent did is lost with the runner.

/** Uploads `commit` as a patch `git am` applies; the artifact's name with the upload's result. */
export async function keepAsPatch(git: HarnessGit, commit: string, branch: string, dir: string, redact: (text: string) => string): Promise<UploadResult & { name: string }> {
  const name = patchArtifactName(branch);
  try {
    const patch = (await git.run(["format-patch", "-1", "--stdout", "--no-color", commit])).stdout;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), redact(patch));
  } catch (error) {
    return { name, error: `the patch could not be made: ${(error as Error).message}` };
  }
  return { name, ...(await uploadSession(join(dir, name), name, "the patch")) };
}
