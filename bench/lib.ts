// Shared pieces of the benchmark scripts (bench/*.ts): statistics, process measurement, the
// generated repositories, the scripted sessions and a timestamping wrapper around the loopback
// model server of test/support. Nothing here is a test; numbers are printed, never asserted.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startModelServer, type ModelServer, type ModelServerOptions } from "../test/support/model-server.js";
import type { Step } from "../test/support/script.js";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const CLI = join(ROOT, "dist/cli.js");
export const ACTION = join(ROOT, "dist/index.js");

// ---------- statistics ----------

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------- the model server, with timestamps ----------

export interface TimedModelServer extends ModelServer {
  /** performance.now() when each request (in order) arrived. */
  arrivals: number[];
  /** performance.now() when the reply to each request (in order) was fully written. */
  ends: number[];
  /** Resolves with the arrival time of the next request. */
  nextRequest(): Promise<number>;
}

let endHookInstalled = false;
const endListeners = new Set<(res: ServerResponse) => void>();

/** Every reply finished by an HTTP server of this process once a timed model server exists: when, and to what. */
export const httpLog: { t: number; port: number; method: string; url: string }[] = [];

/**
 * The loopback model server of test/support, plus arrival and end-of-reply times for every
 * request. The server does not expose its http.Server, so the end of a reply is seen through
 * ServerResponse.prototype.end (this process runs no other HTTP server while benchmarking the
 * model traffic, and the GitHub fake's replies are told apart by their path).
 */
export async function startTimedModelServer(options: ModelServerOptions = {}): Promise<TimedModelServer> {
  return withTimestamps(await startModelServer(options));
}

/** Adds the timestamps of startTimedModelServer to a model server started elsewhere (e.g. by the e2e harness). */
export function withTimestamps(server: ModelServer): TimedModelServer {
  if (!endHookInstalled) {
    endHookInstalled = true;
    const original = ServerResponse.prototype.end;
    ServerResponse.prototype.end = function (this: ServerResponse, ...args: any[]) {
      const result = (original as any).apply(this, args);
      const req = (this as any).req;
      if (req) httpLog.push({ t: performance.now(), port: req.socket?.localPort ?? 0, method: req.method ?? "", url: req.url ?? "" });
      for (const l of endListeners) l(this);
      return result;
    } as any;
  }
  const arrivals: number[] = [];
  const ends: number[] = [];
  let waiters: ((t: number) => void)[] = [];
  const push = server.requests.push.bind(server.requests);
  server.requests.push = (...items) => {
    const now = performance.now();
    for (let i = 0; i < items.length; i++) arrivals.push(now);
    const w = waiters;
    waiters = [];
    for (const f of w) f(now);
    return push(...items);
  };
  const port = new URL(server.url).port;
  const listener = (res: ServerResponse) => {
    const req = (res as any).req;
    if (req?.socket?.localPort === Number(port) && req.method === "POST") ends.push(performance.now());
  };
  endListeners.add(listener);
  const close = server.close;
  return Object.assign(server, {
    arrivals,
    ends,
    nextRequest: () => new Promise<number>((r) => waiters.push(r)),
    close: async () => {
      endListeners.delete(listener);
      await close();
    },
  });
}

/** Forgets the recorded requests and timestamps (between runs). */
export function resetServer(server: TimedModelServer): void {
  server.requests.length = 0;
  server.arrivals.length = 0;
  server.ends.length = 0;
}

// ---------- processes ----------

export interface ProcessResult {
  code: number;
  /** Wall time from spawn to exit, ms. */
  ms: number;
  /** Peak resident set (VmHWM), bytes; 0 when not polled. */
  peakRss: number;
  stdoutBytes: number;
  stdout: string;
  stderr: string;
  /** performance.now() at spawn. */
  started: number;
}

export function vmHwm(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Runs `node <args>` with stdin closed (pi reads stdin when it is not a TTY), polls its peak RSS
 * when asked, and collects stdout (kept only when `keepStdout`, always counted).
 */
export function runNode(
  args: string[],
  opts: { env: NodeJS.ProcessEnv; cwd?: string; pollRss?: boolean; keepStdout?: boolean; timeoutMs?: number },
): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: opts.cwd, env: opts.env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stdoutBytes = 0;
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => {
      stdoutBytes += d.length;
      if (opts.keepStdout) stdout += d;
    });
    child.stderr.on("data", (d) => (stderr += d));
    let peak = 0;
    const poll = opts.pollRss ? setInterval(() => (peak = Math.max(peak, vmHwm(child.pid!))), 10) : undefined;
    // VmHWM is read once more on exit (the 'exit' event comes before the process is reaped).
    child.on("exit", () => opts.pollRss && (peak = Math.max(peak, vmHwm(child.pid!))));
    const timer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs ?? 120_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      if (poll) clearInterval(poll);
      resolve({ code: code ?? 1, ms: performance.now() - started, peakRss: peak, stdoutBytes, stdout, stderr, started });
    });
  });
}

export function duBytes(path: string): number {
  const r = spawnSync("du", ["-sb", path], { encoding: "utf8" });
  return Number(r.stdout.split("\t")[0]);
}

// ---------- generated repositories ----------

/** A repository of `files` small TypeScript files under src/mod<i % 20>/file<i>.ts. */
export function makeRepo(files: number, dir = mkdtempSync(join(tmpdir(), "repo-agent-bench-"))): string {
  for (let i = 0; i < files; i++) {
    const sub = join(dir, "src", `mod${i % 20}`);
    mkdirSync(sub, { recursive: true });
    const body = Array.from({ length: 60 }, (_, j) => `export function f${i}_${j}(x: number) { return x * ${j} + ${i}; } // line ${j}`).join("\n");
    writeFileSync(join(sub, `file${i}.ts`), `${body}\n`);
  }
  return dir;
}

/** `turns - 1` turns of `callsPerTurn` tool calls (read, grep, edit, bash in turn) on a makeRepo tree, then an answer. */
export function toolTurns(turns: number, callsPerTurn: number): Step[] {
  const steps: Step[] = [];
  for (let t = 0; t < turns - 1; t++) {
    const calls = Array.from({ length: callsPerTurn }, (_, c) => {
      const i = (t * callsPerTurn + c) % 4;
      const file = `src/mod${t % 20}/file${t}.ts`;
      if (i === 0) return { name: "read", args: { path: file } };
      if (i === 1) return { name: "grep", args: { pattern: `f${t}_1[0-9]`, path: "src" } };
      if (i === 2) return { name: "edit", args: { path: file, edits: [{ oldText: `// line ${c + 7}\n`, newText: `// line ${c + 7} (edited)\n` }] } };
      return { name: "bash", args: { command: `wc -l ${file}` } };
    });
    steps.push({ text: `Turn ${t}: looking at the code.`, toolCalls: calls, usage: { input: 2000 + t * 500, output: 200 } });
  }
  steps.push({ text: "All done.", usage: { input: 2000 + turns * 500, output: 50 } });
  return steps;
}

export function makeRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYWORDS = "const let return import export from if else for while await async class new this typeof".split(" ");
const IDENTIFIERS = (
  "value result error data config options path file index name list item count total userId " +
  "createElement getElementById useState useEffect readFile writeFile toString parseInt fetchData " +
  "handleClick onChange setState requestId responseBody Promise Buffer Object Array JSON Map Set " +
  "console logger Error TypeError maxRetries timeoutMs isEnabled hasValue baseUrl"
).split(" ");
export const WORDS = [...KEYWORDS, ...IDENTIFIERS];

/** Code-like lines: keywords, camelCase names, punctuation, strings, numbers and comments. */
function codeLine(random: () => number): string {
  const pick = (list: string[]) => list[Math.floor(random() * list.length)];
  const indent = "  ".repeat(Math.floor(random() * 4));
  const r = random();
  if (r < 0.1) return `${indent}// ${pick(IDENTIFIERS)} ${pick(KEYWORDS)} ${pick(IDENTIFIERS)} for ${pick(IDENTIFIERS)}`;
  if (r < 0.4) return `${indent}const ${pick(IDENTIFIERS)} = await ${pick(IDENTIFIERS)}.${pick(IDENTIFIERS)}(${pick(IDENTIFIERS)}, ${Math.floor(random() * 1000)});`;
  if (r < 0.6) return `${indent}if (${pick(IDENTIFIERS)} !== ${pick(IDENTIFIERS)}) return ${pick(IDENTIFIERS)}["${pick(IDENTIFIERS)}"];`;
  if (r < 0.8) return `${indent}${pick(IDENTIFIERS)}.${pick(IDENTIFIERS)} = { ${pick(IDENTIFIERS)}: "${pick(IDENTIFIERS)}-${Math.floor(random() * 100)}", ${pick(IDENTIFIERS)} };`;
  return `${indent}export ${pick(KEYWORDS)} ${pick(IDENTIFIERS)}${pick(IDENTIFIERS)}(${pick(IDENTIFIERS)}) {`;
}

export const GREP_PATTERN = "fooBar\\d+Baz";
export const GREP_LITERAL = "needleLiteral";
export const FIND_PATTERN = "*.json";

export interface TreeStats {
  files: number;
  dirs: number;
  bytes: number;
  ignoredFiles: number;
}

/**
 * A ~20,000-file monorepo-like tree (a .git directory, nested .gitignore files, node_modules,
 * dist, logs, three 1 MB vendored files) with rare needles, so a search reads the whole tree.
 */
export function generateTree(dir: string): TreeStats {
  const random = makeRandom(42);
  const stats: TreeStats = { files: 0, dirs: 0, bytes: 0, ignoredFiles: 0 };
  const made = new Set<string>();
  const write = (rel: string, text: string, ignored = false) => {
    const abs = join(dir, rel);
    const parent = dirname(abs);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    writeFileSync(abs, text);
    stats.files++;
    stats.bytes += text.length;
    if (ignored) stats.ignoredFiles++;
  };
  const source = (size: number) => {
    const lines: string[] = [];
    let length = 0;
    while (length < size) {
      const line = codeLine(random);
      lines.push(line);
      length += line.length + 1;
    }
    if (random() < 0.004) lines.splice(Math.floor(random() * lines.length), 0, `  fooBar${Math.floor(random() * 1000)}Baz();`);
    if (random() < 0.004) lines.splice(Math.floor(random() * lines.length), 0, `  // needleLiteral here`);
    return `${lines.join("\n")}\n`;
  };
  const size = () => {
    const r = random();
    if (r < 0.8) return 200 + random() * 3800;
    if (r < 0.98) return 4000 + random() * 12000;
    return 16000 + random() * 112000;
  };

  mkdirSync(join(dir, ".git", "info"), { recursive: true }); // ripgrep and fd honour .gitignore only in a repository
  writeFileSync(join(dir, ".git", "info", "exclude"), "*.tmp\n");
  write(".gitignore", "node_modules/\ndist/\n*.log\ncoverage/\n");
  write(".github/workflows/ci.yml", "on: push\njobs: {}\n");
  write("README.md", "# bench tree\n");
  for (let p = 0; p < 12; p++) {
    const pkg = `packages/pkg${p}`;
    write(`${pkg}/package.json`, `{ "name": "pkg${p}" }\n`);
    write(`${pkg}/.gitignore`, "*.snap\ngenerated/\n");
    for (let m = 0; m < 20; m++) {
      write(`${pkg}/src/mod${m}/index.json`, `{ "mod": ${m} }\n`);
      for (let f = 0; f < 68; f++) write(`${pkg}/src/mod${m}/file${f}.ts`, source(size()));
      write(`${pkg}/src/mod${m}/out.snap`, source(2000), true);
      if (m % 5 === 0) write(`${pkg}/src/mod${m}/generated/types.ts`, source(size()), true);
    }
    for (let t = 0; t < 40; t++) write(`${pkg}/test/case${t}.test.ts`, source(size()));
    for (let d = 0; d < 40; d++) write(`${pkg}/dist/chunk${d}.js`, source(size()), true);
    write(`${pkg}/build.log`, source(20000), true);
    write(`${pkg}/scratch.tmp`, source(500), true);
  }
  for (let n = 0; n < 20; n++) {
    for (let f = 0; f < 100; f++) write(`node_modules/dep${n}/lib/f${f}.js`, source(size()), true);
    write(`node_modules/dep${n}/package.json`, `{ "name": "dep${n}" }\n`, true);
  }
  for (let v = 0; v < 3; v++) write(`vendor/big${v}.js`, source(1024 * 1024));
  stats.dirs = made.size;
  return stats;
}

/** A ~5 MB file of numbered one-line declarations; returns its lines. */
export function writeBigFile(file: string, bytes = 5 * 1024 * 1024): string[] {
  const random = makeRandom(7);
  const lines: string[] = [];
  for (let size = 0; size < bytes; ) {
    const line = `export const value${lines.length} = ${Math.floor(random() * 1e9)}; // ${WORDS[lines.length % WORDS.length]}`;
    lines.push(line);
    size += line.length + 1;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join("\n")}\n`);
  return lines;
}

// ---------- tables ----------

/** Space-aligned plain-text table. */
export function alignTable(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => (row[c] ?? "").length)));
  return rows.map((row) => row.map((cell, c) => (cell ?? "").padEnd(widths[c])).join("  ").trimEnd()).join("\n");
}

export function markdownTable(rows: string[][]): string {
  const [head, ...body] = rows;
  return [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...body.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}
