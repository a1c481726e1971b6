import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { grepWorkerUrl, testPool } from "./grep-worker-build.js";
import { tree } from "./search-tree.js";
import { CANCELLED, CLAIMED_BY_CALLER, CLAIMED_BY_WORKER, CLAIMS, locateGrepWorker, type BatchReply, type BatchRequest, type GrepPool } from "../../src/tools/grep-pool.js";
import { GrepRun, type BatchSearcher } from "../../src/tools/grep-run.js";
import { compileQuery, createFileSearcher, searchFiles } from "../../src/tools/grep-search.js";
import { createGrepTool } from "../../src/tools/grep.js";
import { readFileTransient } from "../../src/tools/read-transient.js";

const pools: GrepPool[] = [];
afterAll(() => Promise.all(pools.map((p) => p.close())));
const started = (options: Parameters<typeof testPool>[0] = {}) => {
  const pool = testPool(options);
  pools.push(pool);
  return pool;
};

const query = (pattern: string, limit = 100, context = 0) => compileQuery({ pattern, literal: false, ignoreCase: false, context, limit });
const shared = () => new Int32Array(new SharedArrayBuffer(4 * (CLAIMS + 8)));
const text = (result: { content: { type: string; text?: string }[] }) => result.content[0].text ?? "";

/** n files, every third with two matching lines. */
function bigTree(n: number): string {
  const files: Record<string, string> = {};
  for (let i = 0; i < n; i++) {
    const dir = `d${String(i % 7).padStart(2, "0")}`;
    files[`${dir}/f${String(i).padStart(4, "0")}.txt`] = i % 3 === 0 ? `head ${i}\nneedle ${i} a\nmid\nneedle ${i} b\ntail\n` : `nothing ${i}\n`;
  }
  return tree(files, "grep-pool-");
}

/** A stand-in for the pool that takes every batch at once (so the caller cannot) and answers with `answer`. */
function takingEveryBatch(answer: (request: BatchRequest) => Promise<BatchReply | undefined>): BatchSearcher {
  return {
    started: true,
    start: () => {},
    batchFiles: 4,
    startAfterFiles: 0,
    newJob: () => 1,
    submit: (request) => {
      Atomics.store(request.shared, CLAIMS + request.batch, CLAIMED_BY_WORKER);
      return answer(request);
    },
  };
}

describe("grep's worker threads", () => {
  it("search the files of a batch and answer with the matches in file order", async () => {
    const root = tree({ "a.txt": "x\nneedle 1\n", "b.txt": "none\n", "c.txt": "needle 2\nneedle 3\n" });
    const pool = started({ workers: 1 });
    const request: BatchRequest = {
      job: pool.newJob(),
      seq: 0,
      batch: 0,
      shared: shared(),
      query: query("needle \\d"),
      files: ["a.txt", "b.txt", "c.txt"].map((f) => join(root, f)),
      names: ["a.txt", "b.txt", "c.txt"],
    };
    expect(await pool.submit(request)).toEqual({ job: request.job, seq: 0, found: { blocks: ["a.txt:2: needle 1", "c.txt:1: needle 2", "c.txt:2: needle 3"], cut: [] } });
    expect(request.shared[CLAIMS]).toBe(CLAIMED_BY_WORKER);
    expect(pool.answered).toBe(1);
  });

  it("skip a batch its caller took back, and every batch of a cancelled call", async () => {
    const root = tree({ "a.txt": "needle\n" });
    const pool = started({ workers: 1 });
    const base = { query: query("needle"), files: [join(root, "a.txt")], names: ["a.txt"] };
    const taken = shared();
    taken[CLAIMS + 1] = CLAIMED_BY_CALLER;
    const job = pool.newJob();
    expect(await pool.submit({ ...base, job, seq: 1, batch: 1, shared: taken })).toEqual({ job, seq: 1, skipped: true });
    const cancelled = shared();
    cancelled[CANCELLED] = 1;
    expect(await pool.submit({ ...base, job, seq: 2, batch: 0, shared: cancelled })).toEqual({ job, seq: 2, skipped: true });
  });

  it("give the same output as one thread on a big tree, with limits falling inside batches", async () => {
    const root = bigTree(400);
    const pool = started({ batchFiles: 16 });
    for (const args of [
      { pattern: "needle \\d+ b" },
      { pattern: "needle", limit: 37 },
      { pattern: "needle", context: 1, limit: 9 },
      { pattern: "needle 3", literal: true, limit: 1000 },
      { pattern: "NEEDLE 1\\d\\d a", ignoreCase: true },
      { pattern: "zzz" },
    ]) {
      const alone = await createGrepTool(root, { pool: null }).execute("call", args);
      const pooled = await createGrepTool(root, { pool }).execute("call", args);
      expect(text(pooled)).toBe(text(alone));
      expect(pooled.details).toEqual(alone.details);
    }
  });

  it("merge replies that come back out of order in walk order, stopping at the limit", async () => {
    const root = bigTree(60);
    const files = Array.from({ length: 60 }, (_, i) => `d${String(i % 7).padStart(2, "0")}/f${String(i).padStart(4, "0")}.txt`).sort();
    const q = query("needle", 25);
    const search = createFileSearcher(q);
    // Answered newest first.
    const requests: { request: BatchRequest; resolve: (reply: BatchReply) => void }[] = [];
    const reversing = takingEveryBatch((request) => new Promise((resolve) => requests.push({ request, resolve })));
    const run = new GrepRun(q, readFileTransient, reversing);
    for (const name of files) run.add(join(root, name), name);
    const finished = run.finish();
    for (const { request, resolve } of requests.reverse()) {
      resolve({ job: 1, seq: request.seq, found: searchFiles(search, readFileTransient, request.files, request.names, q.maxMatches) });
    }
    await finished;
    const expected = searchFiles(search, readFileTransient, files.map((f) => join(root, f)), files, 1000).blocks.slice(0, 25);
    expect(run.output).toEqual(expected);
    expect(run.limitReached).toBe(true);
    run.cancel();
    expect(requests[0].request.shared[CANCELLED]).toBe(1);
  });

  it("that fail leave their batches to the caller and say so once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "grep-broken-worker-"));
    writeFileSync(join(dir, "load.js"), 'throw new Error("worker cannot load");\n');
    // Takes the batch, then dies in the middle of it.
    writeFileSync(join(dir, "dies.js"), 'import { parentPort } from "node:worker_threads";\nparentPort.on("message", (r) => { Atomics.store(r.shared, 1 + r.batch, 1); process.exit(3); });\n');
    const root = tree({ "a.txt": "needle\n" });
    const request = (pool: GrepPool): BatchRequest => ({ job: pool.newJob(), seq: 0, batch: 0, shared: shared(), query: query("needle"), files: [join(root, "a.txt")], names: ["a.txt"] });
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on("warning", onWarning);
    try {
      const cannotLoad = started({ url: pathToFileURL(join(dir, "load.js")), workers: 1 });
      expect(await cannotLoad.submit(request(cannotLoad))).toBeUndefined();
      const dies = started({ url: pathToFileURL(join(dir, "dies.js")), workers: 2 });
      expect(await dies.submit(request(dies))).toBeUndefined();
      expect(await dies.submit(request(dies))).toBeUndefined();
      await new Promise((r) => setImmediate(r));
      expect(warnings).toEqual([
        "grep's worker thread failed (worker cannot load); searching on the calling thread from now on",
        "grep's worker thread exited with code 3; searching on the calling thread from now on",
      ]);
    } finally {
      process.off("warning", onWarning);
    }
  });

  it("never cost a match: a batch a worker took and could not finish is searched by the caller", async () => {
    const root = bigTree(30);
    const files = Array.from({ length: 30 }, (_, i) => `d${String(i % 7).padStart(2, "0")}/f${String(i).padStart(4, "0")}.txt`).sort();
    const q = query("needle \\d+ a");
    const failing = takingEveryBatch(async (request) => (request.seq % 2 ? undefined : { job: 1, seq: request.seq, error: "boom" }));
    const run = new GrepRun(q, readFileTransient, failing);
    for (const name of files) run.add(join(root, name), name);
    await run.finish();
    expect(run.output).toEqual(searchFiles(createFileSearcher(q), readFileTransient, files.map((f) => join(root, f)), files, 1000).blocks);
    expect(run.output).toHaveLength(10);
  });

  it("are found beside the module that starts them, and not when missing", () => {
    const url = grepWorkerUrl();
    expect(locateGrepWorker(new URL("chunk.js", url))?.href).toBe(url.href);
    expect(locateGrepWorker(pathToFileURL(join(tmpdir(), "nowhere", "chunk.js")))).toBeUndefined();
  });
});
