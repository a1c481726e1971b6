import { rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Redactor } from "../report/redact.js";
import type { HarnessGit } from "./harness-git.js";
import { matchProtected } from "./protected-paths.js";

// A main step that dies (killed, out of memory) delivers nothing. The post step keeps what the
// agent left in the workspace as a patch, so that the work is not lost with the runner.

/**
 * The time git gets to stage and diff what was left: the checkout's .git waits for it, and a
 * sparse file of terabytes costs the agent nothing but git a day of reading.
 */
const LEFT_WORK_TIMEOUT_MS = 120_000;

export interface LeftWorkOptions {
  /** Paths delivery would refuse (the protected-paths input): left out of the patch too. */
  protectedPaths?: readonly string[];
  /** How long git may take, all commands together; then it is killed and this throws. */
  timeoutMs?: number;
}

/**
 * Writes the workspace's changes against HEAD (everything git does not ignore, binary files too)
 * to `file`, redacted, for `git apply`, but for protected paths, which are returned; undefined
 * when there are no changes. The staging goes through a throwaway index in the harness's private
 * directory: the checkout's own index stays as it was.
 */
export async function writeLeftWork(git: HarnessGit, file: string, redact: Redactor, options: LeftWorkOptions = {}): Promise<{ withheld: string[] } | undefined> {
  const index = join(dirname(git.gitDir), "left-work.index");
  const env = { GIT_INDEX_FILE: index };
  const deadline = Date.now() + (options.timeoutMs ?? LEFT_WORK_TIMEOUT_MS);
  const left = () => Math.max(1, deadline - Date.now());
  try {
    await git.run(["read-tree", "HEAD"], env, left());
    // Paths git will not store are left out; the patch holds the rest.
    await git.try(["add", "-A", "--ignore-errors"], env, left());
    const staged = (await git.run(["diff", "--cached", "--name-only", "-z", "--no-renames", "HEAD"], env, left())).stdout.split("\0").filter(Boolean);
    // People apply the patch themselves: a workflow buried in it would pass the check delivery makes.
    const withheld = matchProtected(staged, options.protectedPaths);
    // Literal pathspecs: a file named `*.yml` means that file, not a pattern.
    if (withheld.length) await git.run(["reset", "-q", "HEAD", "--", ...withheld], { ...env, GIT_LITERAL_PATHSPECS: "1" }, left());
    const diff = await git.run(["diff", "--cached", "--binary", "--no-color", "--no-ext-diff", "--no-textconv", "HEAD"], env, left());
    if (!diff.stdout) return undefined;
    writeFileSync(file, redact(diff.stdout));
    return { withheld };
  } finally {
    // A git killed at the deadline leaves its lock.
    for (const leftover of [index, `${index}.lock`]) rmSync(leftover, { force: true });
  }
}
