import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
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

/** A bigger patch is not kept: redacting it would take a minute and much of the runner's memory. */
const MAX_PATCH_BYTES = 64 * 1024 * 1024;

export interface LeftWorkOptions {
  /** Paths delivery would refuse (the protected-paths input): left out of the patch too. */
  protectedPaths?: readonly string[];
  /** How long git may take, all commands together; then it is killed and this throws. */
  timeoutMs?: number;
}

/** Whether a patch was written, and what it leaves out, by reason. */
export interface LeftOut {
  /** False when every change was left out. */
  written: boolean;
  /** Protected paths. */
  protected: string[];
  /** Binary files: a binary patch is compressed, so redaction cannot read it. */
  binary: string[];
}

/**
 * Writes the workspace's text changes against HEAD (everything git does not ignore) to `file`,
 * redacted, for `git apply`; returns what it left out, or undefined when nothing changed. The
 * staging goes through a throwaway index in the harness's private directory: the checkout's own
 * index stays as it was. Throws when git runs past its deadline or the patch is too big.
 */
export async function writeLeftWork(git: HarnessGit, file: string, redact: Redactor, options: LeftWorkOptions = {}): Promise<LeftOut | undefined> {
  const index = join(dirname(git.gitDir), "left-work.index");
  const env = { GIT_INDEX_FILE: index };
  const deadline = Date.now() + (options.timeoutMs ?? LEFT_WORK_TIMEOUT_MS);
  const left = () => Math.max(1, deadline - Date.now());
  try {
    await git.run(["read-tree", "HEAD"], env, left());
    // Paths git will not store are left out; the patch holds the rest.
    await git.try(["add", "-A", "--ignore-errors"], env, left());
    // `added\tdeleted\tpath` records; a binary file's counts are `-`.
    const stat = (await git.run(["diff", "--cached", "--numstat", "-z", "--no-renames", "HEAD"], env, left())).stdout.split("\0").filter(Boolean);
    // The path is the rest of the record: it may hold tabs.
    const staged = stat.map((record) => record.split("\t").slice(2).join("\t"));
    // People apply the patch themselves: a workflow buried in it would pass the check delivery makes.
    if (staged.length === 0) return undefined;
    const out: LeftOut = { written: false, protected: matchProtected(staged, options.protectedPaths), binary: stat.filter((r) => r.startsWith("-\t-\t")).map((r) => r.slice(4)) };
    const dropped = [...new Set([...out.protected, ...out.binary])];
    // Literal pathspecs: a file named `*.yml` means that file, not a pattern.
    if (dropped.length) await git.run(["reset", "-q", "HEAD", "--", ...dropped], { ...env, GIT_LITERAL_PATHSPECS: "1" }, left());
    // Written by git and read as bytes: a text file in another encoding than UTF-8 comes through unchanged.
    await git.run(["diff", "--cached", "--no-color", "--no-ext-diff", "--no-textconv", `--output=${file}`, "HEAD"], env, left());
    const size = statSync(file).size;
    if (size === 0) return out;
    if (size > MAX_PATCH_BYTES) throw new Error(`the patch is ${Math.round(size / 2 ** 20)} MB, more than ${MAX_PATCH_BYTES / 2 ** 20} MB`);
    writeFileSync(file, redact(readFileSync(file, "latin1")), "latin1");
    return { ...out, written: true };
  } finally {
    // A git killed at the deadline leaves its lock.
    for (const leftover of [index, `${index}.lock`]) rmSync(leftover, { force: true });
  }
}
