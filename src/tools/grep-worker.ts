import { parentPort } from "node:worker_threads";
import { CANCELLED, CLAIMED_BY_WORKER, CLAIMS, type BatchReply, type BatchRequest } from "./grep-pool.js";
import { createFileSearcher, searchFiles, type FileSearcher } from "./grep-search.js";
import { readFileTransient } from "./read-transient.js";

// A grep worker thread (see grep-pool.ts): reads and searches the files of each batch it is sent.
// Built on its own into dist/app/grep-worker.js.

const port = parentPort!;
let current: { job: number; search: FileSearcher } | undefined;

function searchBatch({ job, seq, batch, shared, query, files, names }: BatchRequest): BatchReply {
  const slot = CLAIMS + batch;
  const cancelled = () => Atomics.load(shared, CANCELLED) !== 0;
  // Skipped when the call is over or its own thread took the batch first.
  if (cancelled() || (slot < shared.length && Atomics.compareExchange(shared, slot, 0, CLAIMED_BY_WORKER) !== 0)) {
    return { job, seq, skipped: true };
  }
  try {
    if (current?.job !== job) current = { job, search: createFileSearcher(query) };
    return { job, seq, found: searchFiles(current.search, readFileTransient, files, names, query.maxMatches, cancelled) };
  } catch (error) {
    return { job, seq, error: error instanceof Error ? error.message : String(error) };
  }
}

port.on("message", (request: BatchRequest) => port.postMessage(searchBatch(request)));
