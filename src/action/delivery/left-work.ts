import { rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Redactor } from "../report/redact.js";
import type { HarnessGit } from "./harness-git.js";

// A main step that dies (killed, out of memory) delivers nothing. The post step keeps what the
// agent left in the workspace as a patch, so that the work is not lost with the runner.

/**
 * The time git gets to stage and diff what was left: the checkout's .git waits for it, and a
 * sparse file of terabytes costs the agent nothing but git a day of reading.
 */
const LEFT_WORK_TIMEOUT_MS = 120_000;

/**
 * Writes the workspace's changes against HEAD (everything git does not ignore, binary files too)
 * to `file`, redacted, for `git apply`; false when there are none. The staging goes through a
 * throwaway index in the harness's private directory: the checkout's own index stays as it was.
 * Throws when git runs past `timeoutMs`, all commands together.
 */
export async function writeLeftWork(git: HarnessGit, file: string, redact: Redactor, timeoutMs = LEFT_WORK_TIMEOUT_MS): Promise<boolean> {
  const env = { GIT_INDEX_FILE: join(dirname(git.gitDir), "left-work.index") };
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  try {
    await git.run(["read-tree", "HEAD"], env, left());
    // Paths git will not store are left out; the patch holds the rest.
    await git.try(["add", "-A", "--ignore-errors"], env, left());
    const diff = await git.run(["diff", "--cached", "--binary", "--no-color", "--no-ext-diff", "--no-textconv", "HEAD"], env, left());
    if (!diff.stdout) return false;
    writeFileSync(file, redact(diff.stdout));
    return true;
  } finally {
    // A git killed at the deadline leaves its lock.
    for (const leftover of [env.GIT_INDEX_FILE, `${env.GIT_INDEX_FILE}.lock`]) rmSync(leftover, { force: true });
  }
}
