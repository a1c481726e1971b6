// How cost grows with the work, and what a run costs the user (a script; also run by `npm run bench`):
//   - repo-agent's scripted session at 30, 100 and 300 turns on a small custom model (models.json
//     in REPO_AGENT_DIR, contextWindow 8,000) so that compaction fires on the way; the model's
//     usage figures follow the request size (4 characters a token). Wall time per turn excluding
//     model time, peak RSS of the process tree, bytes sent to the model per turn, the ratio of
//     per-turn overhead at 300 vs 30 turns (target ≤ 1.5x), RSS after the first compaction and at
//     the end, and the live JS heap at those points (heap snapshots in a separate run; flat or not).
//   - the share of input a prompt cache can serve over a 30-turn session on the Anthropic wire,
//     for repo-agent and pi: from the recorded request bodies, each request's serialized prefix
//     (tools, system, messages in order) up to its last cache_control breakpoint; the part of it
//     identical to an earlier request's breakpoint prefix is servable. Two sessions: the engines'
//     scripted one (the ≥ 95% target is judged on it, in tokens, so only with a tokenizer) and
//     one of 1.2 kB file reads.
//   npx tsx bench/growth.ts
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { RecordedRequest } from "../test/support/model-server.js";
import type { Step } from "../test/support/script.js";
import { bashCall, installCached, makeScriptedRepo, runTree, scriptedSteps, treeRss } from "./engines.js";
import { CLI, markdownTable, startTimedModelServer } from "./lib.js";

const PATH = process.env.PATH ?? "/usr/bin:/bin";
const CONTEXT_WINDOW = 8000;
const BATCH = 10;
const isSummary = (r: RecordedRequest) => !(r.body?.tools?.length > 0);

/**
 * A model answering turn after turn with one shell call, summaries for compaction requests, and
 * usage from the request size (4 characters a token). A request larger than the context window is
 * refused as a real provider does ("maximum context length"), which makes the agent compact and go on.
 */
function dynamicModel(turns: number, contextWindow = Infinity, batch = turns) {
  const stats = { turn: 0, overflows: 0, summaries: 0, answered: false };
  let answeredAt = -1;
  const reply = (r: RecordedRequest): Step => {
    const input = Math.ceil(JSON.stringify(r.body).length / 4);
    if (isSummary(r)) {
      stats.summaries++;
      return { text: `## Goal\nWork through the files.\n## Progress\nTurn ${stats.turn} of ${turns} done.`, usage: { input, output: 60 } };
    }
    if (input > contextWindow) {
      stats.overflows++;
      const message = `This model's maximum context length is ${contextWindow} tokens. However, your messages resulted in ${input} tokens.`;
      return { fault: { kind: "status", status: 400, message, errorType: "invalid_request_error" } };
    }
    // After every `batch` tool turns, the answer to that prompt (the next prompt follows).
    if (stats.turn > 0 && stats.turn % batch === 0 && answeredAt !== stats.turn) {
      answeredAt = stats.turn;
      if (stats.turn >= turns) stats.answered = true;
      return { text: `Done up to turn ${stats.turn}.`, usage: { input, output: 10 } };
    }
    stats.turn++;
    const command = `head -c 1200 src/file${stats.turn % 20}.txt; echo turn ${stats.turn}`;
    return { text: `Turn ${stats.turn}: reading the next file.`, toolCalls: [{ name: "bash", args: { command } }], usage: { input, output: 40 } };
  };
  return { reply, stats };
}

function makeWork(): string {
  const work = join(tmpdir(), `bench-growth-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, "repo", "src"), { recursive: true });
  for (let i = 0; i < 20; i++) writeFileSync(join(work, "repo", "src", `file${i}.txt`), `${`line ${i} of some source text to read `.repeat(60)}\n`);
  return work;
}

export interface GrowthRow {
  turns: number;
  wallMs: number;
  modelMs: number;
  overheadPerTurnMs: number;
  peakRssMb: number;
  bytesPerTurn: number;
  maxRequestBytes: number;
  compactions: number;
  rssAfterFirstCompactionMb: number;
  rssAtEndMb: number;
}

interface SessionRun {
  row: GrowthRow;
  /** Live JS heap (self sizes of a heap snapshot, which collects first) after the first compaction and near the end. */
  liveHeapMb?: [number, number];
}

/** Total self size of a V8 heap snapshot: the live JS heap at the time it was taken. */
function snapshotHeapMb(file: string): number {
  const snap = JSON.parse(readFileSync(file, "utf8"));
  const fields: string[] = snap.snapshot.meta.node_fields;
  const at = fields.indexOf("self_size");
  let total = 0;
  for (let i = at; i < snap.nodes.length; i += fields.length) total += snap.nodes[i];
  return total / 1024 / 1024;
}

/**
 * One scripted session of `turns` turns. With `snapshots`, the CLI takes a heap snapshot (on
 * SIGUSR2) after the first compaction and 5 turns before the end; those collect garbage first
 * and cost time and RSS, so that run's other figures are not used.
 */
async function sessionRun(work: string, turns: number, snapshots = false): Promise<SessionRun> {
  const agentDir = join(work, `agent-${turns}${snapshots ? "-heap" : ""}`);
  mkdirSync(agentDir, { recursive: true });
  let pid = 0;
  const rssAt: { summary: boolean; rss: number }[] = [];
  const signalled = new Set<string>();
  let model = dynamicModel(turns, CONTEXT_WINDOW, BATCH);
  const server = await startTimedModelServer({
    sideReply: (r) => {
      const summary = isSummary(r);
      rssAt.push({ summary, rss: pid ? treeRss(pid) : 0 });
      if (snapshots && pid && !summary) {
        const when = model.stats.summaries > 0 && !signalled.has("first") ? "first" : model.stats.turn === turns - 5 && !signalled.has("end") ? "end" : undefined;
        if (when) {
          signalled.add(when);
          process.kill(pid, "SIGUSR2");
        }
      }
      return model.reply(r);
    },
  });
  writeFileSync(
    join(agentDir, "models.json"),
    JSON.stringify({
      providers: {
        small: { baseUrl: `${server.url}/v1`, api: "openai-completions", apiKey: "k", models: [{ id: "tiny", contextWindow: CONTEXT_WINDOW, maxTokens: 1000 }] },
      },
    }),
  );
  writeFileSync(join(agentDir, "settings.json"), JSON.stringify({ compaction: { enabled: true, reserveTokens: 1500, keepRecentTokens: 2500 } }));
  model = dynamicModel(turns, CONTEXT_WINDOW, BATCH);
  // One prompt per BATCH turns (later prompts follow in the same session): compaction is
  // checked at the end of each prompt, as in pi.
  const prompts = Array.from({ length: turns / BATCH }, (_, k) => `work through files ${k * BATCH + 1} to ${(k + 1) * BATCH}, one per turn`);
  const heapDir = join(agentDir, "heap");
  mkdirSync(heapDir, { recursive: true });
  const flags = snapshots ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${heapDir}`] : [];
  const r = await runTree(process.execPath, [...flags, CLI, "-p", "--model", "small/tiny", "--thinking", "off", ...prompts], {
    cwd: join(work, "repo"),
    env: { PATH, HOME: work, REPO_AGENT_DIR: agentDir },
    timeoutMs: 300_000,
    onSpawn: (p) => (pid = p),
  });
  await server.close();
  const requests = server.requests;
  const compactions = model.stats.summaries;
  if (r.code !== 0 || !model.stats.answered) throw new Error(`growth ${turns}: exit ${r.code}, ${model.stats.turn} turns: ${r.stderr.slice(-500)}`);
  const modelMs = server.arrivals.reduce((s, a, k) => s + ((server.ends[k] ?? a) - a), 0);
  const bytes = requests.map((x) => JSON.stringify(x.body).length);
  const firstSummary = rssAt.findIndex((x) => x.summary);
  const after = firstSummary >= 0 ? rssAt.slice(firstSummary + 1, firstSummary + 4).map((x) => x.rss) : [0];
  const end = rssAt.slice(-3).map((x) => x.rss);
  const row: GrowthRow = {
    turns,
    wallMs: r.ms,
    modelMs,
    // From the first request to exit, so the process start-up is not spread over the turns.
    overheadPerTurnMs: (r.started + r.ms - server.arrivals[0] - modelMs) / turns,
    peakRssMb: r.peakRss / 1024 / 1024,
    bytesPerTurn: bytes.reduce((a, b) => a + b, 0) / turns,
    maxRequestBytes: Math.max(...bytes),
    compactions,
    rssAfterFirstCompactionMb: Math.max(...after) / 1024 / 1024,
    rssAtEndMb: Math.max(...end) / 1024 / 1024,
  };
  if (!snapshots) return { row };
  // The process has exited, so every snapshot it took is whole.
  const files = readdirSync(heapDir).filter((f) => f.endsWith(".heapsnapshot")).sort();
  if (files.length < 2) throw new Error(`growth ${turns}: ${files.length} of 2 heap snapshots were written`);
  const [first, last] = files.map((f) => snapshotHeapMb(join(heapDir, f)));
  return { row, liveHeapMb: [first, last] };
}

export interface Growth {
  rows: GrowthRow[];
  ratio: number;
  /** Live JS heap after the first compaction → 5 turns before the end of a 300-turn session. */
  liveHeapMb: [number, number];
  flat: boolean;
}

export async function measureGrowth(log: (m: string) => void = console.log): Promise<Growth> {
  const work = makeWork();
  const rows: GrowthRow[] = [];
  for (const turns of [30, 100, 300]) {
    const { row } = await sessionRun(work, turns);
    rows.push(row);
    log(`growth: ${turns} turns, ${row.compactions} compactions, ${row.wallMs.toFixed(0)} ms wall`);
  }
  const heap = await sessionRun(work, 300, true);
  log(`growth: live heap after the first compaction ${heap.liveHeapMb![0].toFixed(1)} MB, near the end of 300 turns ${heap.liveHeapMb![1].toFixed(1)} MB`);
  rmSync(work, { recursive: true, force: true });
  const ratio = rows[2].overheadPerTurnMs / rows[0].overheadPerTurnMs;
  const [first, last] = heap.liveHeapMb!;
  return { rows, ratio, liveHeapMb: [first, last], flat: last <= first * 1.15 };
}

export function growthTable(g: Growth): string {
  const rows = [["turns", "compactions", "wall", "overhead per turn (excl. model time and start-up)", "peak RSS (tree)", "bytes sent per turn", "largest request", "RSS after 1st compaction → at end"]];
  for (const r of g.rows)
    rows.push([
      String(r.turns),
      String(r.compactions),
      `${r.wallMs.toFixed(0)} ms`,
      `${r.overheadPerTurnMs.toFixed(1)} ms`,
      `${r.peakRssMb.toFixed(0)} MB`,
      `${(r.bytesPerTurn / 1000).toFixed(1)} kB`,
      `${(r.maxRequestBytes / 1000).toFixed(1)} kB`,
      `${r.rssAfterFirstCompactionMb.toFixed(0)} → ${r.rssAtEndMb.toFixed(0)} MB`,
    ]);
  const [first, last] = g.liveHeapMb;
  return [
    markdownTable(rows),
    "",
    `- Per-turn overhead at 300 vs 30 turns: **${g.ratio.toFixed(2)}x** (target ≤ 1.5x: ${g.ratio <= 1.5 ? "met" : "**missed**"}).`,
    `- Live JS heap (a heap snapshot, taken after a full collection, in a separate 300-turn run): ${first.toFixed(1)} MB after the first compaction, ${last.toFixed(1)} MB five turns before the end: ${g.flat ? "flat (within 15%)" : "**grows**"}.`,
  ].join("\n");
}

// ---------- prompt cache share ----------

const strip = (v: any): any => {
  if (Array.isArray(v)) return v.map(strip);
  if (v && typeof v === "object") {
    const o: any = {};
    for (const [k, x] of Object.entries(v)) if (k !== "cache_control") o[k] = strip(x);
    return o;
  }
  return v;
};

/** The blocks of an Anthropic request in cache order (tools, system, messages), serialized without cache_control, and its last breakpoint. */
export function cacheBlocks(body: any): { blocks: string[]; lastBreakpoint: number } {
  const blocks: string[] = [];
  let last = -1;
  const add = (b: any, prefix = "") => {
    blocks.push(prefix + JSON.stringify(strip(b)));
    if (b && typeof b === "object" && b.cache_control) last = blocks.length - 1;
  };
  for (const t of body.tools ?? []) add(t, "tool:");
  const system = typeof body.system === "string" ? [{ type: "text", text: body.system }] : body.system ?? [];
  for (const s of system) add(s, "system:");
  for (const m of body.messages ?? []) {
    const content = typeof m.content === "string" ? [{ type: "text", text: m.content }] : m.content;
    for (const c of content) add(c, `${m.role}:`);
  }
  return { blocks, lastBreakpoint: last };
}

/** The size of a text: characters by default, or tokens with a tokenizer's count. */
export type Count = (text: string) => number;

/** Share of input servable from cache: for each request, the longest earlier breakpoint prefix it starts with. */
export function cacheShare(bodies: any[], count: Count = (t) => t.length): { share: number; ceiling: number } {
  const written: string[] = [];
  const whole: string[] = [];
  let total = 0;
  let servable = 0;
  let best = 0;
  const longest = (serial: string, earlier: string[]) => earlier.reduce((hit, w) => (w.length > hit.length && serial.startsWith(w) ? w : hit), "");
  for (const body of bodies) {
    const { blocks, lastBreakpoint } = cacheBlocks(body);
    const serial = blocks.join("\n");
    total += count(serial);
    servable += count(longest(serial, written));
    // The ceiling: as if every earlier request had been cached whole.
    best += count(longest(serial, whole));
    whole.push(serial + "\n");
    if (lastBreakpoint >= 0) written.push(blocks.slice(0, lastBreakpoint + 1).join("\n") + "\n");
  }
  return { share: total ? servable / total : 0, ceiling: total ? best / total : 0 };
}

export interface CacheFigure {
  name: string;
  /** Which 30-turn session: the engines' scripted one (the target's) or 1.2 kB file reads. */
  workload: "scripted" | "reads";
  /** Shares in characters; `tokenShare` is the share in o200k tokens (when a tokenizer was given). */
  share?: number;
  ceiling?: number;
  tokenShare?: number;
  requests?: number;
  breakpoints?: number;
  /** Characters of the first request, and added per request after it (cache order, as cacheShare counts). */
  firstChars?: number;
  perTurnChars?: number;
  error?: string;
}

const CACHE_TURNS = 30;
const pct = (x?: number) => (x === undefined ? "—" : `${(x * 100).toFixed(1)}%`);

/** One 30-turn session of `who` on an Anthropic-wire models.json provider; the request bodies the model received. */
async function cacheSession(work: string, who: "repo-agent" | "pi", workload: CacheFigure["workload"]): Promise<any[]> {
  const server = await startTimedModelServer(workload === "reads" ? { sideReply: dynamicModel(CACHE_TURNS).reply } : {});
  if (workload === "scripted") server.script(...scriptedSteps(CACHE_TURNS, bashCall));
  try {
    const dir = join(work, `${who}-${workload}-dir`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "models.json"),
      JSON.stringify({
        providers: {
          mock: { baseUrl: server.url, api: "anthropic-messages", apiKey: "k", models: [{ id: "claude-bench", contextWindow: 200000, maxTokens: 8192 }] },
        },
      }),
    );
    const prompt = workload === "reads" ? "work through the files, one per turn" : "list the sources, one more each turn";
    const args = ["-p", "--model", "mock/claude-bench", "--thinking", "off", prompt];
    let cmd: string[];
    let env: NodeJS.ProcessEnv;
    if (who === "repo-agent") {
      cmd = [CLI, ...args];
      env = { PATH, HOME: work, REPO_AGENT_DIR: dir };
    } else {
      const prefix = await installCached("@mariozechner/pi-coding-agent", "0.73.1");
      cmd = [join(prefix, "node_modules/@mariozechner/pi-coding-agent/dist/cli.js"), ...args];
      env = { PATH, HOME: work, PI_CODING_AGENT_DIR: dir, PI_OFFLINE: "1" };
    }
    const r = await runTree(process.execPath, cmd, { cwd: join(work, workload === "reads" ? "repo" : "scripted"), env, timeoutMs: 180_000 });
    const reqs = server.requests.filter((x) => x.api === "anthropic" && !isSummary(x));
    if (r.code !== 0 || reqs.length !== CACHE_TURNS + 1) throw new Error(`exit ${r.code}, ${reqs.length} of ${CACHE_TURNS + 1} requests: ${r.stderr.slice(-300).replace(/\s+/g, " ")}`);
    return reqs.map((x) => x.body);
  } finally {
    await server.close();
  }
}

export async function measureCache(log: (m: string) => void = console.log, tokens?: Count): Promise<CacheFigure[]> {
  const work = makeWork();
  makeScriptedRepo(join(work, "scripted"));
  const out: CacheFigure[] = [];
  for (const workload of ["scripted", "reads"] as const)
    for (const name of ["repo-agent", "pi"] as const) {
      try {
        const bodies = await cacheSession(work, name, workload);
        const { share, ceiling } = cacheShare(bodies);
        const breakpoints = JSON.stringify(bodies.at(-1)).split('"cache_control"').length - 1;
        const size = (b: any) => cacheBlocks(b).blocks.join("\n").length;
        const firstChars = size(bodies[0]);
        const perTurnChars = (size(bodies.at(-1)) - firstChars) / (bodies.length - 1);
        const tokenShare = tokens && cacheShare(bodies, tokens).share;
        out.push({ name, workload, share, ceiling, tokenShare, requests: bodies.length, breakpoints, firstChars, perTurnChars });
        log(`cache: ${name}, ${workload} session, ${pct(share)} of characters, ${pct(tokenShare)} of tokens, over ${bodies.length} requests`);
      } catch (err) {
        out.push({ name, workload, error: (err as Error).message });
        log(`cache: ${name}, ${workload} session, failed: ${(err as Error).message}`);
      }
    }
  rmSync(work, { recursive: true, force: true });
  return out;
}

const WORKLOAD = {
  scripted: "the scripted session (`ls -1 src`, a line more a turn)",
  reads: "file reads (1.2 kB of output a turn)",
};

/** The target (≥ 95%) is judged on repo-agent's scripted session, in tokens as the issue counts them (not judged without a tokenizer). */
const judgedRow = (figs: CacheFigure[]) => figs.find((f) => f.name === "repo-agent" && f.workload === "scripted");
const targetMet = (f?: CacheFigure) => (f?.tokenShare ?? 0) >= 0.95;
export const cacheTargetMet = (figs: CacheFigure[]) => targetMet(judgedRow(figs));

export function cacheTable(figs: CacheFigure[]): string {
  const rows = [["engine (Anthropic wire, 30 turns)", "session", "first request", "added per turn", "servable: characters", "servable: o200k tokens", "ceiling (characters; every earlier request cached whole)", "breakpoints in the last request", "target"]];
  const chars = (n?: number) => (n === undefined ? "—" : `${Math.round(n).toLocaleString("en")} chars`);
  for (const f of figs)
    rows.push([
      f.name,
      WORKLOAD[f.workload],
      chars(f.firstChars),
      chars(f.perTurnChars),
      f.share === undefined ? `not measured: ${f.error?.slice(0, 200)}` : pct(f.share),
      pct(f.tokenShare),
      pct(f.ceiling),
      f.breakpoints === undefined ? "—" : String(f.breakpoints),
      f !== judgedRow(figs) ? "—" : f.tokenShare === undefined ? "≥ 95% of tokens: not judged (no tokenizer; `npm run bench` has one)" : `≥ 95% of tokens: ${targetMet(f) ? "met" : "**missed**"}`,
    ]);
  return markdownTable(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const g = await measureGrowth();
  console.log(growthTable(g));
  console.log(cacheTable(await measureCache()));
}
