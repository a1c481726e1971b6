import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import type { Worker } from "node:worker_threads";
import type { FileMatches, GrepQuery } from "./grep-search.js";

// Worker threads that read and search files for grep while the calling thread walks the tree.
// Opening and reading thousands of files is system-call time on one core; ripgrep spreads it over
// threads and so does this. Workers start on the first big search (or warmUp) and stay, idle and
// not holding the process open, for the next ones.

/**
 * What a call shares with the workers: `[CANCELLED]` is set to stop the call, and each batch has a
 * claim slot (`CLAIMS + batch`) that the worker or the calling thread takes before searching it,
 * so the caller can search batches the workers have not reached once its walk is done.
 */
export const CANCELLED = 0;
export const CLAIMS = 1;
export const CLAIMED_BY_WORKER = 1;
export const CLAIMED_BY_CALLER = 2;

export interface BatchRequest {
  job: number;
  seq: number;
  /** The batch's claim slot is `CLAIMS + batch` when that is inside `shared`. */
  batch: number;
  shared: Int32Array;
  query: GrepQuery;
  files: string[];
  /** The paths shown in the output, one per file. */
  names: string[];
}

export type BatchReply = { job: number; seq: number } & ({ found: FileMatches } | { skipped: true } | { error: string });

interface PoolWorker {
  worker: Worker;
  /** Replies due, by `job:seq`. */
  waiting: Map<string, (reply: BatchReply | undefined) => void>;
}

export interface GrepPoolOptions {
  /** Files per batch sent to a worker (default 128). */
  batchFiles?: number;
  /** A search that has walked more files than this starts the pool (default 512). */
  startAfterFiles?: number;
}

export class GrepPool {
  readonly batchFiles: number;
  readonly startAfterFiles: number;
  /** Batches the workers have searched, for tests and diagnostics. */
  answered = 0;
  private workers: PoolWorker[] = [];
  private jobs = 0;
  private broken = false;

  constructor(
    private readonly workerUrl: URL,
    private readonly size: number,
    options: GrepPoolOptions = {},
  ) {
    this.batchFiles = options.batchFiles ?? 128;
    this.startAfterFiles = options.startAfterFiles ?? 512;
  }

  get started(): boolean {
    return this.workers.length > 0 || this.broken;
  }

  /** Starts the workers without waiting for them: batches sent meanwhile wait in their queues. */
  start(): void {
    if (this.started) return;
    // Required here, not imported: loading worker_threads would cost every start-up, grep or not.
    const { Worker } = createRequire(import.meta.url)("node:worker_threads") as typeof import("node:worker_threads");
    for (let i = 0; i < this.size; i++) {
      let worker: Worker;
      try {
        worker = new Worker(this.workerUrl);
      } catch (error) {
        this.break(`grep's worker thread could not start (${(error as Error).message}); searching on the calling thread`);
        return;
      }
      const entry: PoolWorker = { worker, waiting: new Map() };
      worker.on("message", (reply: BatchReply) => this.settle(entry, `${reply.job}:${reply.seq}`, reply));
      // A worker that fails leaves the pool unusable; its batches are searched by the caller.
      worker.on("error", (error) => this.break(`grep's worker thread failed (${error.message}); searching on the calling thread from now on`));
      worker.on("exit", (code) => this.break(`grep's worker thread exited with code ${code}; searching on the calling thread from now on`));
      // After the listeners, which would otherwise hold the process open again.
      worker.unref();
      this.workers.push(entry);
    }
  }

  newJob(): number {
    return ++this.jobs;
  }

  /**
   * Searches one batch on the least busy worker. Resolves undefined when the pool cannot (it
   * broke before or during the batch): the caller then searches the batch itself.
   */
  submit(request: BatchRequest): Promise<BatchReply | undefined> {
    if (this.broken || this.workers.length === 0) return Promise.resolve(undefined);
    const entry = this.workers.reduce((a, b) => (b.waiting.size < a.waiting.size ? b : a));
    return new Promise((resolve) => {
      // Keep the process alive while a reply is due; an idle worker must not.
      if (entry.waiting.size === 0) entry.worker.ref();
      entry.waiting.set(`${request.job}:${request.seq}`, resolve);
      entry.worker.postMessage(request);
    });
  }

  /** Stops the workers; batches due and later ones are searched by the caller. */
  async close(): Promise<void> {
    this.broken = true;
    for (const entry of this.workers) for (const key of [...entry.waiting.keys()]) this.settle(entry, key, undefined);
    await Promise.all(this.workers.map((entry) => entry.worker.terminate()));
  }

  private settle(entry: PoolWorker, key: string, reply: BatchReply | undefined): void {
    const resolve = entry.waiting.get(key);
    if (!resolve) return;
    entry.waiting.delete(key);
    if (reply && "found" in reply) this.answered++;
    if (entry.waiting.size === 0) entry.worker.unref();
    resolve(reply);
  }

  private break(reason: string): void {
    if (this.broken) return;
    // Results stay complete (the caller searches instead), so a warning says it, once.
    process.emitWarning(reason);
    void this.close();
  }
}

const WORKER_FILE = "grep-worker.js";

/**
 * The worker script beside `base` (this module's file): the build writes it next to the bundle.
 * Undefined when it is not there, as when running from source.
 */
export function locateGrepWorker(base: string | URL = import.meta.url): URL | undefined {
  const url = new URL(WORKER_FILE, base);
  return url.protocol === "file:" && existsSync(fileURLToPath(url)) ? url : undefined;
}

let shared: GrepPool | null | undefined;

/** One worker per core but the caller's, which walks the tree and then searches beside them (at most 3). */
export function grepWorkerCount(): number {
  return Math.min(availableParallelism() - 1, 3);
}

/** The process's pool; undefined on one core or without the worker script. */
export function defaultGrepPool(): GrepPool | undefined {
  if (shared === undefined) {
    const url = locateGrepWorker();
    const workers = grepWorkerCount();
    shared = url && workers > 0 ? new GrepPool(url, workers) : null;
  }
  return shared ?? undefined;
}
