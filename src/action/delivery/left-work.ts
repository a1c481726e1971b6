import { rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Redactor } from "../report/redact.js";
import type { HarnessGit } from "./harness-git.js";

// A main step that dies (killed, out of memory) delivers nothing. The post step keeps what the
// agent left in the workspace as a patch, so that the work is not lost with the runner.

/**
 * Writes the workspace's changes against HEAD (everything git does not ignore, binary files too)
 * to `file`, redacted, for `git apply`; false when there are none. The staging goes through a
 * throwaway index in the harness's private directory: the checkout's own index stays as it was.
 */
export async function writeLeftWork(git: HarnessGit, file: string, redact: Redactor): Promise<boolean> {
  const env = { GIT_INDEX_FILE: join(dirname(git.gitDir), "left-work.index") };
  try {
    await git.run(["read-tree", "HEAD"], env);
    // Paths git will not store are left out; the patch holds the rest.
    await git.try(["add", "-A", "--ignore-errors"], env);
    const diff = await git.run(["diff", "--cached", "--binary", "--no-color", "--no-ext-diff", "--no-textconv", "HEAD"], env);
    if (!diff.stdout) return false;
    writeFileSync(file, redact(diff.stdout));
    return true;
  } finally {
    rmSync(env.GIT_INDEX_FILE, { force: true });
  }
}
