#!/usr/bin/env node
// Times our grep, find and edit tools on a generated ~20,000-file tree, beside ripgrep and fd
// when they are on PATH. A benchmark, not a test: it prints a table and never fails on numbers.
//
//   node bench/tools.mjs [--runs 7] [--keep]
//
// The tools are TypeScript and Node 20 cannot run .ts, so they are first bundled with ncc
// (transpile only, no type check) from a temporary entry into a temporary .mjs, then imported.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf("--runs") + 1]) || 7;
const KEEP = args.includes("--keep");
const GREP_PATTERN = "fooBar\\d+Baz";
const GREP_LITERAL = "needleLiteral";
const FIND_PATTERN = "*.json";

const work = mkdtempSync(join(tmpdir(), "bench-tools-"));

// ---------- bundle the tools ----------

async function bundleTools() {
  const hasEdit = existsSync(join(root, "src/tools/edit.ts"));
  const build = async (withEdit) => {
    const dir = join(work, withEdit ? "bundle" : "bundle-noedit");
    mkdirSync(dir, { recursive: true });
    const src = (name) => JSON.stringify(join(root, `src/tools/${name}.js`));
    const entry = [
      `export { createGrepTool } from ${src("grep")};`,
      `export { createFindTool } from ${src("find")};`,
      withEdit ? `export { createEditTool } from ${src("edit")};` : "",
    ].join("\n");
    writeFileSync(join(dir, "entry.ts"), entry);
    // ncc's TypeScript loader reads the tsconfig beside the entry; package.json makes the output ESM.
    writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          esModuleInterop: true,
          skipLibCheck: true,
          verbatimModuleSyntax: true,
        },
        files: ["entry.ts"],
      }),
    );
    const ncc = (await import("@vercel/ncc")).default;
    const { code, assets } = await ncc(join(dir, "entry.ts"), { quiet: true, target: "es2022", transpileOnly: true });
    const out = join(dir, "out");
    mkdirSync(out, { recursive: true });
    for (const [name, asset] of Object.entries(assets ?? {})) {
      mkdirSync(dirname(join(out, name)), { recursive: true });
      writeFileSync(join(out, name), asset.source);
    }
    writeFileSync(join(out, "tools.mjs"), code);
    return import(pathToFileURL(join(out, "tools.mjs")).href);
  };
  if (hasEdit) {
    try {
      return { tools: await build(true), editNote: "" };
    } catch (error) {
      const note = `n/a (src/tools/edit.ts did not bundle: ${String(error?.message ?? error).split("\n")[0]})`;
      return { tools: await build(false), editNote: note };
    }
  }
  return { tools: await build(false), editNote: "n/a (src/tools/edit.ts does not exist)" };
}

// ---------- generate the tree ----------

function makeRandom(seed) {
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
const WORDS = [...KEYWORDS, ...IDENTIFIERS];

/** Code-like lines: keywords, camelCase names, punctuation, strings, numbers and comments. */
function codeLine(random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const indent = "  ".repeat(Math.floor(random() * 4));
  const r = random();
  if (r < 0.1) return `${indent}// ${pick(IDENTIFIERS)} ${pick(KEYWORDS)} ${pick(IDENTIFIERS)} for ${pick(IDENTIFIERS)}`;
  if (r < 0.4) return `${indent}const ${pick(IDENTIFIERS)} = await ${pick(IDENTIFIERS)}.${pick(IDENTIFIERS)}(${pick(IDENTIFIERS)}, ${Math.floor(random() * 1000)});`;
  if (r < 0.6) return `${indent}if (${pick(IDENTIFIERS)} !== ${pick(IDENTIFIERS)}) return ${pick(IDENTIFIERS)}["${pick(IDENTIFIERS)}"];`;
  if (r < 0.8) return `${indent}${pick(IDENTIFIERS)}.${pick(IDENTIFIERS)} = { ${pick(IDENTIFIERS)}: "${pick(IDENTIFIERS)}-${Math.floor(random() * 100)}", ${pick(IDENTIFIERS)} };`;
  return `${indent}export ${pick(KEYWORDS)} ${pick(IDENTIFIERS)}${pick(IDENTIFIERS)}(${pick(IDENTIFIERS)}) {`;
}

function generateTree(dir) {
  const random = makeRandom(42);
  const stats = { files: 0, dirs: 0, bytes: 0, ignoredFiles: 0 };
  const made = new Set();
  const write = (rel, text, ignored = false) => {
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
  const source = (size) => {
    const lines = [];
    let length = 0;
    while (length < size) {
      const line = codeLine(random);
      lines.push(line);
      length += line.length + 1;
    }
    // Rare needles so a search must read the whole tree rather than stop at the match limit.
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

// ---------- timing ----------

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Median wall times of `ours` and (if given) `theirs` over RUNS runs each after one warm-up,
 * run alternately so both see the same machine load. `setup` runs untimed before each run.
 */
async function time(ours, theirs, setup = () => {}) {
  const a = [];
  const b = [];
  for (let i = -1; i < RUNS; i++) {
    await setup();
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

function which(names) {
  for (const name of names) {
    const r = spawnSync(name, ["--version"], { encoding: "utf8" });
    if (r.status === 0) return { bin: name, version: r.stdout.split("\n")[0] };
  }
  return undefined;
}

function run(bin, argv) {
  const r = spawnSync(bin, argv, { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0 && r.status !== 1) throw new Error(`${bin} exited ${r.status}: ${r.stderr.trim()}`);
  return r.stdout;
}

const text = (result) => result.content[0].text;
const lineCount = (output) => output.split("\n\n[")[0].split("\n").filter(Boolean).length;

// ---------- main ----------

const started = performance.now();
try {
  console.log("bundling src/tools with ncc (transpile only)...");
  const t0 = performance.now();
  const { tools, editNote } = await bundleTools();
  console.log(`  ${((performance.now() - t0) / 1000).toFixed(1)}s`);

  const tree = join(work, "tree");
  const t1 = performance.now();
  const stats = generateTree(tree);
  console.log(
    `tree: ${stats.files} files (${stats.ignoredFiles} ignored), ${stats.dirs} dirs, ${(stats.bytes / 1024 / 1024).toFixed(1)} MB` +
      ` in ${((performance.now() - t1) / 1000).toFixed(1)}s; median of ${RUNS} runs after one warm-up, ours and theirs alternating\n`,
  );

  const grep = tools.createGrepTool(tree);
  const find = tools.createFindTool(tree);
  const rg = which(["rg"]);
  const fd = which(["fd", "fdfind"]);
  const rows = [];

  // limit 10000: every case reads the whole tree instead of stopping at pi's default 100 matches.
  const grepCase = async (label, params, rgArgs) => {
    const out = text(await grep.execute("bench", params));
    // pi's invocation (--json, as pi parses it); the timing includes the process spawn pi pays too.
    const argv = ["--json", "--line-number", "--color=never", "--hidden", ...rgArgs, "--", params.pattern, tree];
    const theirCount = rg ? run(rg.bin, argv).split("\n").filter((l) => l.startsWith('{"type":"match"')).length : 0;
    const t = await time(() => grep.execute("bench", params), rg ? () => run(rg.bin, argv) : undefined);
    rows.push({ label, ...t, tool: "rg", note: `${lineCount(out)} matches${rg ? ` (rg: ${theirCount})` : ""}` });
  };
  await grepCase(`grep /${GREP_PATTERN}/`, { pattern: GREP_PATTERN, limit: 10000 }, []);
  await grepCase(`grep literal "${GREP_LITERAL}"`, { pattern: GREP_LITERAL, literal: true, limit: 10000 }, ["--fixed-strings"]);
  await grepCase(`grep /${GREP_PATTERN}/ glob *.ts`, { pattern: GREP_PATTERN, glob: "*.ts", limit: 10000 }, ["--glob", "*.ts"]);
  await grepCase(`grep /${GREP_PATTERN}/ ignoreCase`, { pattern: GREP_PATTERN, ignoreCase: true, limit: 10000 }, ["--ignore-case"]);
  await grepCase("grep /\\d{3}Baz/ (no literal prefix)", { pattern: "\\d{3}Baz", limit: 10000 }, []);

  {
    const params = { pattern: FIND_PATTERN, limit: 100000 };
    const out = text(await find.execute("bench", params));
    let argv = [];
    let theirCount = 0;
    if (fd) {
      const base = ["--glob", "--color=never", "--hidden", "--max-results", "100000"];
      // Debian's fd 8.6 rejects --no-require-git (see DESIGN.md §3 #6); the tree is a repository anyway.
      argv = [...base, "--no-require-git", "--", FIND_PATTERN, tree];
      if (spawnSync(fd.bin, argv).status === 2) argv = [...base, "--", FIND_PATTERN, tree];
      theirCount = run(fd.bin, argv).split("\n").filter(Boolean).length;
    }
    const t = await time(() => find.execute("bench", params), fd ? () => run(fd.bin, argv) : undefined);
    rows.push({ label: `find ${FIND_PATTERN}`, ...t, tool: fd?.bin ?? "fd", note: `${lineCount(out)} results${fd ? ` (${fd.bin}: ${theirCount})` : ""}` });
  }

  if (tools.createEditTool) {
    const file = join(work, "edit", "big.ts");
    mkdirSync(dirname(file), { recursive: true });
    const random = makeRandom(7);
    const lines = [];
    for (let size = 0; size < 5 * 1024 * 1024; ) {
      const line = `export const value${lines.length} = ${Math.floor(random() * 1e9)}; // ${WORDS[lines.length % WORDS.length]}`;
      lines.push(line);
      size += line.length + 1;
    }
    const original = `${lines.join("\n")}\n`;
    const target = lines[Math.floor(lines.length * 0.9)];
    const edit = tools.createEditTool(dirname(file));
    const { ours } = await time(
      () => edit.execute("bench", { path: "big.ts", edits: [{ oldText: target, newText: `${target} // edited` }] }),
      undefined,
      () => writeFileSync(file, original),
    );
    const ok = readFileSync(file, "utf8") === original.replace(target, `${target} // edited`);
    rows.push({ label: "edit one line of a 5 MB file", ours, tool: "", note: ok ? "" : "(result check failed)" });
  } else {
    rows.push({ label: "edit", ours: undefined, tool: "", note: editNote });
  }

  const fmt = (ms) => (ms === undefined ? "-" : `${ms.toFixed(1)} ms`);
  const table = [["operation", "ours", "rg/fd", "ratio", "notes"]];
  for (const r of rows) {
    const ratio = r.ours !== undefined && r.theirs !== undefined ? `${(r.ours / r.theirs).toFixed(2)}x` : "-";
    table.push([r.label, fmt(r.ours), r.theirs === undefined ? (r.tool ? `${r.tool}: n/a` : "-") : fmt(r.theirs), ratio, r.note]);
  }
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
  for (const row of table) console.log(row.map((cell, c) => cell.padEnd(widths[c])).join("  ").trimEnd());
  if (rg) console.log(`\n${rg.version}`);
  if (fd) console.log(fd.version);
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)}s`);
} finally {
  if (KEEP) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
