import { isPromiseLike, type WalkDecision } from "./file-walker.js";
import { CANCELLED, CLAIMED_BY_CALLER, CLAIMS, type GrepPool } from "./grep-pool.js";
import { createFileSearcher, searchFiles, type FileMatches, type FileSearcher, type GrepQuery } from "./grep-search.js";

// One grep call's files, searched in this thread or in batches on the worker pool, with the
// matches put back in walk order and the match limit applied to that order.

/** Batches the calling thread may take back from the workers (beyond these it only waits). */
const CLAIM_SLOTS = 4096;

export interface GrepResultLines {
  limit: number;
  /** One entry per match (with its context lines), in walk order, at most `limit`. */
  output: string[];
  limitReached: boolean;
  linesTruncated: boolean;
}

interface Batch {
  seq: number;
  /** Claim slot index (see grep-pool.ts); batches past the shared array's end are never taken here. */
  index: number;
  files: string[];
  names: string[];
}

/** What a run needs of the pool. */
export type BatchSearcher = Pick<GrepPool, "started" | "start" | "batchFiles" | "startAfterFiles" | "newJob" | "submit">;

export class GrepRun implements GrepResultLines {
  readonly limit: number;
  readonly output: string[] = [];
  limitReached = false;
  linesTruncated = false;
  private readonly search: FileSearcher;
  private files: string[] = [];
  private names: string[] = [];
  private seen = 0;
  private issued = 0;
  private merged = 0;
  private readonly finished = new Map<number, FileMatches | undefined>();
  /** Batches sent to the pool and not yet answered. */
  private readonly sent = new Map<number, Batch>();
  private batches = 0;
  private shared?: Int32Array;
  private wake?: () => void;
  private failure?: unknown;
  private job = 0;

  constructor(
    private readonly query: GrepQuery,
    /** Throws when the file cannot be read; may be asynchronous only when there is no pool. */
    private readonly readFile: (file: string) => Buffer | Promise<Buffer>,
    private readonly pool?: BatchSearcher,
  ) {
    this.search = createFileSearcher(query);
    this.limit = query.maxMatches;
  }

  /** The next file in walk order; "stop" once the limit is reached. */
  add(path: string, name: string): WalkDecision | Promise<WalkDecision> {
    if (this.limitReached) return "stop";
    // A big search starts the pool; its workers then serve later calls too.
    if (this.pool && ++this.seen > this.pool.startAfterFiles) this.pool.start();
    // Once batches go to the pool, every later file goes in a batch too, which keeps the order simple.
    if (this.files.length > 0 || this.pool?.started) {
      this.files.push(path);
      this.names.push(name);
      if (this.files.length >= this.pool!.batchFiles) this.flush();
      return this.decision();
    }
    const seq = this.issued++;
    const done = (data: Buffer | undefined): WalkDecision => {
      this.complete(seq, data && this.search(data, name));
      return this.decision();
    };
    try {
      const data = this.readFile(path);
      // Unreadable files are skipped, as ripgrep does (it only reports them on stderr).
      return isPromiseLike<Buffer>(data) ? Promise.resolve(data).then(done, () => done(undefined)) : done(data);
    } catch {
      return done(undefined);
    }
  }

  /** After the walk: searches the batches no worker has reached yet, then waits for the rest. */
  async finish(signal?: AbortSignal): Promise<void> {
    if (!this.limitReached) this.flush();
    // Newest first: the workers take theirs from the oldest.
    for (const batch of [...this.sent.values()].reverse()) {
      if (this.limitReached || this.failure) break;
      if (this.claim(batch)) this.searchHere(batch);
    }
    const onAbort = () => this.wake?.();
    signal?.addEventListener("abort", onAbort);
    try {
      while (this.sent.size > 0 && !this.limitReached && !this.failure && !signal?.aborted) {
        await new Promise<void>((resolve) => (this.wake = resolve));
      }
    } finally {
      signal?.removeEventListener("abort", onAbort);
    }
    if (this.failure) throw this.failure;
    if (signal?.aborted) throw new Error("Operation aborted");
  }

  /** Tells the workers to drop what is left of this call (on abort, error or limit). */
  cancel(): void {
    if (this.shared) Atomics.store(this.shared, CANCELLED, 1);
  }

  private decision(): WalkDecision {
    return this.limitReached || this.failure ? "stop" : undefined;
  }

  private claim(batch: Batch): boolean {
    const slot = CLAIMS + batch.index;
    return slot < this.shared!.length && Atomics.compareExchange(this.shared!, slot, 0, CLAIMED_BY_CALLER) === 0;
  }

  private searchHere(batch: Batch): void {
    this.sent.delete(batch.seq);
    try {
      // The pool is only used with the local, synchronous reads.
      const readFile = this.readFile as (file: string) => Buffer;
      this.complete(batch.seq, searchFiles(this.search, readFile, batch.files, batch.names, this.limit));
    } catch (error) {
      this.failure ??= error;
    }
  }

  private flush(): void {
    if (this.files.length === 0) return;
    const batch: Batch = { seq: this.issued++, index: this.batches++, files: this.files, names: this.names };
    this.files = [];
    this.names = [];
    this.shared ??= new Int32Array(new SharedArrayBuffer(4 * (CLAIMS + CLAIM_SLOTS)));
    if (!this.job) this.job = this.pool!.newJob();
    this.sent.set(batch.seq, batch);
    const request = { job: this.job, seq: batch.seq, batch: batch.index, shared: this.shared, query: this.query, files: batch.files, names: batch.names };
    void this.pool!.submit(request).then((reply) => {
      if (!this.sent.has(batch.seq)) return; // searched here meanwhile
      if (reply && "found" in reply) {
        this.sent.delete(batch.seq);
        this.complete(batch.seq, reply.found);
      } else if (!reply || "error" in reply) {
        // The pool broke or the worker failed: search the batch here (a real error then surfaces).
        if (!this.limitReached) this.searchHere(batch);
      }
      this.wake?.();
    });
  }

  /** Records a unit's matches and merges every unit now complete in order. */
  private complete(seq: number, found: FileMatches | undefined): void {
    this.finished.set(seq, found);
    while (this.finished.has(this.merged)) {
      const next = this.finished.get(this.merged);
      this.finished.delete(this.merged++);
      if (next && !this.limitReached) this.take(next);
    }
  }

  private take({ blocks, cut }: FileMatches): void {
    const room = this.limit - this.output.length;
    const taken = blocks.length <= room ? blocks : blocks.slice(0, room);
    for (const block of taken) this.output.push(block);
    if (cut.some((index) => index < taken.length)) this.linesTruncated = true;
    if (this.output.length >= this.limit) {
      this.limitReached = true;
      this.cancel();
    }
  }
}
