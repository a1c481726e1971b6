// What the action's tool host costs: every tool call of an action run goes from the action's
// process to the host (a process of the agent's user) and back as one JSON line each way. Times,
// from dist/tool-host.js as the action starts it, the host's start and the same calls through the
// host and in-process, so the difference is the round trip. `npm run bench` adds these figures to
// its results; alone:
//   npx tsx bench/tool-host.ts [--runs 7]
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AnyAgentTool } from "../src/agent/tool.js";
import { ToolHost, type HostLauncher } from "../src/action/isolation/tool-host.js";
import { GrepPool, grepWorkerCount } from "../src/tools/grep-pool.js";
import { createGrepTool } from "../src/tools/grep.js";
import { createCodingTools } from "../src/tools/index.js";
import { grepWorkerUrl } from "../test/tools/grep-worker-build.js";
import { GREP_PATTERN, ROOT, alignTable, generateTree, median } from "./lib.js";

const self: HostLauncher = (args, env) => ({ file: process.execPath, args, env });
const ENTRY = [join(ROOT, "dist/tool-host.js")];

export interface HostFigures {
  /** Spawn to ready, ms. */
  start: number;
  /** Per call: [through the host, in-process], ms. */
  calls: Record<string, [number, number]>;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** Medians over `runs` (after one warm-up) in `dir`, which must hold the generated tree under tree/. */
export async function measureToolHost(dir: string, runs: number): Promise<HostFigures> {
  const env = { PATH: process.env.PATH, HOME: dir };
  const starts: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const host = new ToolHost({ cwd: dir, env, tools: ["ls"], supportsImages: false, launch: self, entry: ENTRY });
    const ms = await timed(() => host.start());
    if (i > 0) starts.push(ms);
    await host.close();
  }
  mkdirSync(join(dir, "small"), { recursive: true });
  for (let i = 0; i < 20; i++) writeFileSync(join(dir, "small", `f${i}.txt`), `line ${i}\n`.repeat(100));
  const calls: [string, string, Record<string, unknown>][] = [
    ["ls of 20 entries", "ls", { path: "small" }],
    ["read of a 1 KB file", "read", { path: "small/f1.txt" }],
    ["bash `true`", "bash", { command: "true" }],
    ["grep over the tree", "grep", { pattern: GREP_PATTERN, path: "tree" }],
  ];
  const names = ["ls", "read", "bash", "grep"];
  const { tools: remote, close: closeHost } = await openTools(dir, names, "host");
  const { tools: local, close: closeLocal } = await openTools(dir, names, "in-process");
  const find = (tools: AnyAgentTool[], name: string) => tools.find((t) => t.name === name)!;
  const out: HostFigures = { start: median(starts), calls: {} };
  for (const [label, name, args] of calls) {
    const there: number[] = [];
    const here: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const a = await timed(() => find(remote, name).execute("b", args));
      const b = await timed(() => find(local, name).execute("b", args));
      if (i > 0) (there.push(a), here.push(b));
    }
    out.calls[label] = [median(there), median(here)];
  }
  await closeHost();
  await closeLocal();
  return out;
}

type Call = { name: string; args: Record<string, unknown> };

/** Tools `names` in `dir`, through a started tool host or in this process (grep with its worker threads, as dist/ runs it). */
async function openTools(dir: string, names: string[], via: "host" | "in-process"): Promise<{ tools: AnyAgentTool[]; close: () => Promise<void> }> {
  const env = { PATH: process.env.PATH, HOME: dir };
  if (via === "host") {
    const host = new ToolHost({ cwd: dir, env, tools: names, supportsImages: false, launch: self, entry: ENTRY });
    await host.start();
    return { tools: host.wrap(createCodingTools(dir, {}, names as never)), close: () => host.close() };
  }
  const pool = new GrepPool(grepWorkerUrl(), grepWorkerCount());
  const tools = [...createCodingTools(dir, { bash: { env } }, names.filter((n) => n !== "grep") as never), ...(names.includes("grep") ? [createGrepTool(dir, { pool })] : [])];
  return { tools, close: () => pool.close() };
}

/**
 * One replay of `calls` in `dir` in this process, through a tool host or in-process: ms. The
 * first read and grep go once before the clock starts (the pool's threads, the JIT), as in a
 * session where the tools warm up while the model answers the first request.
 */
async function replayOnce(dir: string, calls: Call[], via: "host" | "in-process"): Promise<number> {
  const { tools, close } = await openTools(dir, [...new Set(calls.map((c) => c.name))], via);
  const run = (c: Call, k: number) => tools.find((t) => t.name === c.name)!.execute(`c${k}`, c.args);
  for (const name of ["read", "grep"]) {
    const first = calls.find((c) => c.name === name);
    if (first) await run(first, -1);
  }
  const start = performance.now();
  for (const [k, c] of calls.entries()) await run(c, k);
  const ms = performance.now() - start;
  await close();
  return ms;
}

/**
 * A session's tool calls replayed in order, through the host and in-process, each replay in a
 * fresh process of its own (a process's size changes what its spawns cost, and the bench's own
 * is far bigger than the CLI's), `reset` restoring the tree before each, as the calls edit it.
 * Medians of the totals, ms. The host's start is left out: the action starts it while the model
 * answers the first request.
 */
export async function measureSessionCalls(dir: string, calls: Call[], runs: number, reset: () => void): Promise<{ host: number; local: number }> {
  const callsFile = join(dir, "..", "replay-calls.json");
  writeFileSync(callsFile, JSON.stringify(calls));
  const once = (via: string) => {
    reset();
    const r = spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--replay", dir, callsFile, via], { encoding: "utf8", env: process.env });
    const ms = Number(r.stdout.trim().split("\n").at(-1));
    if (r.status !== 0 || !Number.isFinite(ms)) throw new Error(`the ${via} replay failed (exit ${r.status}): ${r.stderr.trim().slice(-300)}`);
    return ms;
  };
  const there: number[] = [];
  const here: number[] = [];
  for (let i = 0; i < runs; i++) {
    there.push(once("host"));
    here.push(once("in-process"));
  }
  rmSync(callsFile, { force: true });
  return { host: median(there), local: median(here) };
}

/** Rows for a markdown table: what, through the host, in-process, the difference. */
export function hostRows(f: HostFigures): string[][] {
  return [
    ["the action's tool host (medians)", "through the host", "in-process", "round trip"],
    ["host start (spawn to ready)", `${f.start.toFixed(0)} ms`, "—", "—"],
    ...Object.entries(f.calls).map(([label, [a, b]]) => [label, `${a.toFixed(2)} ms`, `${b.toFixed(2)} ms`, `${(a - b).toFixed(2)} ms`]),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "--replay") {
  const [dir, callsFile, via] = process.argv.slice(3);
  console.log(await replayOnce(dir, JSON.parse(readFileSync(callsFile, "utf8")), via as "host" | "in-process"));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const runs = Number(args[args.indexOf("--runs") + 1]) || 7;
  const dir = mkdtempSync(join(tmpdir(), "bench-host-"));
  const stats = generateTree(join(dir, "tree"));
  console.log(`tree: ${stats.files} files; ${runs} runs each, medians`);
  console.log(alignTable(hostRows(await measureToolHost(dir, runs))));
  rmSync(dir, { recursive: true, force: true });
}
