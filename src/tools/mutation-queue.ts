import { realpathSync } from "node:fs";
import { basename, dirname, join } from "node:path";

// Tool calls run in parallel; edits and writes to one file must not interleave their
// read-modify-write. Keyed by real path so two spellings of one file share a queue.
const queues = new Map<string, Promise<unknown>>();

function keyFor(absPath: string): string {
  try {
    return realpathSync.native(absPath);
  } catch {
    // Not created yet: the parent's real path still unifies spellings through symlinked folders.
    try {
      return join(realpathSync.native(dirname(absPath)), basename(absPath));
    } catch {
      return absPath;
    }
  }
}

export async function withFileMutationQueue<T>(absPath: string, fn: () => Promise<T>): Promise<T> {
  const key = keyFor(absPath);
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(fn, fn);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  try {
    return await run;
  } finally {
    if (queues.get(key) === settled) queues.delete(key);
  }
}
