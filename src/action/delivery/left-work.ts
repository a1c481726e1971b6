import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Redactor } from "../report/redact.js";
import { GITLINK } from "./delivery.js";
import { records } from "./git.js";
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
  /** Directories with a .git of their own: a patch holds only their commit id, not their files. */
  embedded: string[];
}

/**
 * Writes the workspace's text changes against HEAD (everything git does not ignore) to `file`,
 * redacted, for `git apply`; returns what it left out, or undefined when nothing changed. The
 * staging goes through a throwaway index in the harness's private directory: the checkout's own
 * index stays as it was. Throws when git runs past its deadline or the patch is too big.
 */
export async function writeLeftWork(git: HarnessGit, file: string, redact: Redactor, options: LeftWorkOptions = {}): Promise<LeftOut | undefined> {
  const index = join(dirname(git.gitDir), "left-work.index");
  // Written by git and read as bytes, as are the paths to leave out: names in any encoding, and any number of them.
  const stats = join(dirname(git.gitDir), "left-work.numstat");
  const pathspecs = join(dirname(git.gitDir), "left-work.pathspecs");
  const raw = join(dirname(git.gitDir), "left-work.raw");
  const env = { GIT_INDEX_FILE: index };
  // On the monotonic clock: a stepped wall clock must not cut the steps short or lift the deadline.
  const deadline = performance.now() + (options.timeoutMs ?? LEFT_WORK_TIMEOUT_MS);
  const left = () => Math.max(1, Math.ceil(deadline - performance.now()));
  try {
    await git.run(["read-tree", "HEAD"], env, left());
    // Paths git will not store are left out; the patch holds the rest.
    await git.try(["add", "-A", "--ignore-errors"], env, left());
    // `added\tdeleted\tpath` records; a binary file's counts are `-`. The path is the rest of the record: it may hold tabs.
    await git.run(["diff", "--cached", "--numstat", "-z", "--no-renames", `--output=${stats}`, "HEAD"], env, left());
    const stat = records(readFileSync(stats)).map((record) => {
      const counts = record.indexOf(9, record.indexOf(9) + 1);
      return { path: record.subarray(counts + 1), binary: record.subarray(0, counts).toString("latin1") === "-\t-" };
    });
    if (stat.length === 0) return undefined;
    // `:oldmode newmode …` then the path, as delivery reads them.
    await git.run(["diff", "--cached", "--raw", "-z", "--no-renames", `--output=${raw}`, "HEAD"], env, left());
    const rawRecords = records(readFileSync(raw));
    const gitlinks = new Set<string>();
    for (let i = 0; i + 1 < rawRecords.length; i += 2) {
      const [oldMode, newMode] = rawRecords[i].toString("latin1").replace(/^:/, "").split(" ");
      if (oldMode === GITLINK || newMode === GITLINK) gitlinks.add(rawRecords[i + 1].toString("latin1"));
    }
    const embedded = stat.map(({ path }) => gitlinks.has(path.toString("latin1")));
    // People apply the patch themselves: a workflow buried in it would pass the check delivery makes.
    const names = stat.map(({ path }) => path.toString("utf8"));
    const protectedNames = new Set(matchProtected(names, options.protectedPaths));
    const out: LeftOut = { written: false, protected: [...protectedNames], binary: names.filter((_, i) => stat[i].binary), embedded: names.filter((_, i) => embedded[i]) };
    const dropped = stat.filter(({ binary }, i) => binary || embedded[i] || protectedNames.has(names[i])).map(({ path }) => path);
    if (dropped.length) {
      writeFileSync(pathspecs, Buffer.concat(dropped.flatMap((path) => [path, Buffer.from([0])])));
      // Literal pathspecs: a file named `*.yml` means that file, not a pattern.
      await git.run(["reset", "-q", `--pathspec-from-file=${pathspecs}`, "--pathspec-file-nul", "HEAD"], { ...env, GIT_LITERAL_PATHSPECS: "1" }, left());
    }
    // Written by git and read as bytes: a text file in another encoding than UTF-8 comes through unchanged.
    await git.run(["diff", "--cached", "--no-color", "--no-ext-diff", "--no-textconv", `--output=${file}`, "HEAD"], env, left());
    const size = statSync(file).size;
    if (size === 0) return out;
    if (size > MAX_PATCH_BYTES) throw new Error(`the patch is ${Math.round(size / 2 ** 20)} MB, more than ${MAX_PATCH_BYTES / 2 ** 20} MB`);
    writeFileSync(file, redact(readFileSync(file, "latin1")), "latin1");
    return { ...out, written: true };
  } finally {
    // A git killed at the deadline leaves its lock.
    for (const leftover of [index, `${index}.lock`, stats, raw, pathspecs]) rmSync(leftover, { force: true });
  }
}
