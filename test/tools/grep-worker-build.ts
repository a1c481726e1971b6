import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { GrepPool, type GrepPoolOptions } from "../../src/tools/grep-pool.js";

const root = join(import.meta.dirname, "../..");
let built: URL | undefined;

/** grep's worker, built from source by the build's own script (once per test file). */
export function grepWorkerUrl(): URL {
  if (!built) {
    const file = join(mkdtempSync(join(tmpdir(), "grep-worker-")), "grep-worker.js");
    execFileSync(process.execPath, [join(root, "scripts/build-own-file.mjs"), "grep-worker", file], { cwd: root });
    built = pathToFileURL(file);
  }
  return built;
}

/** A started pool of real worker threads: by default two, sent batches of two files from the first file on. */
export function testPool(options: GrepPoolOptions & { workers?: number; url?: URL } = {}): GrepPool {
  const pool = new GrepPool(options.url ?? grepWorkerUrl(), options.workers ?? 2, { batchFiles: 2, startAfterFiles: 0, ...options });
  pool.start();
  return pool;
}
