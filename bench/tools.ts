// Times our grep, find and edit tools in-process on the generated ~20,000-file tree, beside
// ripgrep and fd (as pi invokes them) when they are on PATH. grep runs with its worker thread(s),
// built by the build's own script (test/tools/grep-worker-build.ts), and in one thread. A script,
// not a test; `npm run bench` times the same calls through both agents end to end.
//   npx tsx bench/tools.ts [--runs 7] [--keep]
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEditTool } from "../src/tools/edit.js";
import { createFindTool } from "../src/tools/find.js";
import { GrepPool, grepWorkerCount } from "../src/tools/grep-pool.js";
import { createGrepTool } from "../src/tools/grep.js";
import { grepWorkerUrl } from "../test/tools/grep-worker-build.js";
import { FIND_PATTERN, GREP_LITERAL, GREP_PATTERN, alignTable, generateTree, median, writeBigFile } from "./lib.js";

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf("--runs") + 1]) || 7;
const KEEP = args.includes("--keep");
const work = mkdtempSync(join(tmpdir(), "bench-tools-"));

/** Medians of `ours` and (if given) `theirs` over RUNS alternating runs after one warm-up; `setup` runs untimed before each. */
async function time(ours: () => unknown, theirs?: () => unknown, setup: () => void = () => {}) {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = -1; i < RUNS; i++) {
    setup();
    let start = performance.now();
    await ours();
    if (i >= 0) a.push(performance.now() - start);
    if (!theirs) continue;
    start = performance.now();
    await theirs();
    if (i >= 0) b.push(performance.now() - start);
  }
  return { ours: median(a), theirs: theirs ? median(b) : undefined };
}

function which(names: string[]) {
  for (const name of names) {
    const r = spawnSync(name, ["--version"], { encoding: "utf8" });
    if (r.status === 0) return { bin: name, version: r.stdout.split("\n")[0] };
  }
  return undefined;
}

function run(bin: string, argv: string[]): string {
  const r = spawnSync(bin, argv, { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0 && r.status !== 1) throw new Error(`${bin} exited ${r.status}: ${r.stderr.trim()}`);
  return r.stdout;
}

const text = (result: any): string => result.content[0].text;
const lineCount = (output: string) => output.split("\n\n[")[0].split("\n").filter(Boolean).length;

const started = performance.now();
try {
  const tree = join(work, "tree");
  const t1 = performance.now();
  const stats = generateTree(tree);
  console.log(
    `tree: ${stats.files} files (${stats.ignoredFiles} ignored), ${stats.dirs} dirs, ${(stats.bytes / 1024 / 1024).toFixed(1)} MB` +
      ` in ${((performance.now() - t1) / 1000).toFixed(1)}s; median of ${RUNS} runs after one warm-up, ours and theirs alternating\n`,
  );
  // The pool dist/ uses (and one worker on a single core, to time it all the same).
  const pool = new GrepPool(grepWorkerUrl(), Math.max(1, grepWorkerCount()));
  pool.start();
  const grep = createGrepTool(tree, { pool });
  const grepAlone = createGrepTool(tree, { pool: null });
  const find = createFindTool(tree);
  const rg = which(["rg"]);
  const fd = which(["fd", "fdfind"]);
  const rows: { label: string; ours?: number; alone?: number; theirs?: number; tool: string; note: string }[] = [];
  const exec = (tool: any, params: any) => tool.execute("bench", params);

  // limit 10000: every case reads the whole tree instead of stopping at pi's default 100 matches.
  const grepCase = async (label: string, params: Record<string, unknown>, rgArgs: string[]) => {
    const out = text(await exec(grep, params));
    // pi's invocation (--json, as pi parses it); the timing includes the process spawn pi pays too.
    const argv = ["--json", "--line-number", "--color=never", "--hidden", ...rgArgs, "--", String(params.pattern), tree];
    const theirCount = rg ? run(rg.bin, argv).split("\n").filter((l) => l.startsWith('{"type":"match"')).length : 0;
    if (text(await exec(grepAlone, params)) !== out) throw new Error(`${label}: one thread and the pool disagree`);
    const t = await time(() => exec(grep, params), rg ? () => run(rg.bin, argv) : undefined);
    const { ours: alone } = await time(() => exec(grepAlone, params));
    rows.push({ label, ...t, alone, tool: "rg", note: `${lineCount(out)} matches${rg ? ` (rg: ${theirCount})` : ""}` });
  };
  await grepCase(`grep /${GREP_PATTERN}/`, { pattern: GREP_PATTERN, limit: 10000 }, []);
  await grepCase(`grep literal "${GREP_LITERAL}"`, { pattern: GREP_LITERAL, literal: true, limit: 10000 }, ["--fixed-strings"]);
  await grepCase(`grep /${GREP_PATTERN}/ glob *.ts`, { pattern: GREP_PATTERN, glob: "*.ts", limit: 10000 }, ["--glob", "*.ts"]);
  await grepCase(`grep /${GREP_PATTERN}/ ignoreCase`, { pattern: GREP_PATTERN, ignoreCase: true, limit: 10000 }, ["--ignore-case"]);
  await grepCase("grep /\\d{3}Baz/ (no literal prefix)", { pattern: "\\d{3}Baz", limit: 10000 }, []);

  {
    const params = { pattern: FIND_PATTERN, limit: 100000 };
    const out = text(await exec(find, params));
    let argv: string[] = [];
    let theirCount = 0;
    if (fd) {
      const base = ["--glob", "--color=never", "--hidden", "--max-results", "100000"];
      // Debian's fd 8.6 rejects --no-require-git (see DESIGN.md §3 #6); the tree is a repository anyway.
      argv = [...base, "--no-require-git", "--", FIND_PATTERN, tree];
      if (spawnSync(fd.bin, argv).status === 2) argv = [...base, "--", FIND_PATTERN, tree];
      theirCount = run(fd.bin, argv).split("\n").filter(Boolean).length;
    }
    const t = await time(() => exec(find, params), fd ? () => run(fd.bin, argv) : undefined);
    rows.push({ label: `find ${FIND_PATTERN}`, ...t, tool: fd?.bin ?? "fd", note: `${lineCount(out)} results${fd ? ` (${fd.bin}: ${theirCount})` : ""}` });
  }

  {
    const file = join(work, "edit", "big.ts");
    const lines = writeBigFile(file);
    const original = readFileSync(file, "utf8");
    const target = lines[Math.floor(lines.length * 0.9)];
    const edit = createEditTool(join(work, "edit"));
    const { ours } = await time(
      () => exec(edit, { path: "big.ts", edits: [{ oldText: target, newText: `${target} // edited` }] }),
      undefined,
      () => writeFileSync(file, original),
    );
    const ok = readFileSync(file, "utf8") === original.replace(target, `${target} // edited`);
    rows.push({ label: "edit one line of a 5 MB file", ours, tool: "", note: ok ? "" : "(result check failed)" });
  }

  const fmt = (ms?: number) => (ms === undefined ? "-" : `${ms.toFixed(1)} ms`);
  const table = [["operation", "ours", "ours, one thread", "rg/fd", "ratio", "notes"]];
  for (const r of rows) {
    const ratio = r.ours !== undefined && r.theirs !== undefined ? `${(r.ours / r.theirs).toFixed(2)}x` : "-";
    table.push([r.label, fmt(r.ours), fmt(r.alone), r.theirs === undefined ? (r.tool ? `${r.tool}: n/a` : "-") : fmt(r.theirs), ratio, r.note]);
  }
  await pool.close();
  console.log(alignTable(table));
  if (rg) console.log(`\n${rg.version}`);
  if (fd) console.log(fd.version);
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)}s`);
} finally {
  if (KEEP) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
