// Session figures for dist/cli.js (a script, not a test): wall time and peak RSS of
//   - a 30-turn session with 60 tool calls (read, grep, edit, bash) on a generated repository,
//   - a 200-turn session (the memory ceiling: target under 200 MB peak RSS).
// Peak RSS is the child's VmHWM from /proc, read until it exits.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startModelServer, type ModelServer } from "../test/support/model-server.js";
import type { Step } from "../test/support/script.js";

const cli = fileURLToPath(new URL("../dist/cli.js", import.meta.url));

function makeRepo(files: number): string {
  const dir = mkdtempSync(join(tmpdir(), "repo-agent-bench-"));
  for (let i = 0; i < files; i++) {
    const sub = join(dir, "src", `mod${i % 20}`);
    mkdirSync(sub, { recursive: true });
    const body = Array.from({ length: 60 }, (_, j) => `export function f${i}_${j}(x: number) { return x * ${j} + ${i}; } // line ${j}`).join("\n");
    writeFileSync(join(sub, `file${i}.ts`), `${body}\n`);
  }
  return dir;
}

function peakRss(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

async function runSession(server: ModelServer, steps: Step[], repo: string): Promise<{ ms: number; rssMb: number; code: number }> {
  server.script(...steps);
  const started = performance.now();
  const child = spawn(process.execPath, [cli, "--model", "openai-compatible/bench", "--session-dir", join(repo, ".sessions"), "work through the task"], {
    cwd: repo,
    stdio: ["ignore", "ignore", "inherit"],
    env: { PATH: process.env.PATH ?? "", HOME: repo, REPO_AGENT_DIR: join(repo, ".agent"), OPENAI_API_KEY: "k", OPENAI_BASE_URL: `${server.url}/v1` },
  });
  let peak = 0;
  const poll = setInterval(() => (peak = Math.max(peak, peakRss(child.pid!))), 20);
  const code: number = await new Promise((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
  clearInterval(poll);
  return { ms: performance.now() - started, rssMb: peak / 1024 / 1024, code };
}

function toolTurns(turns: number, callsPerTurn: number): Step[] {
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

const server = await startModelServer();
const rows: string[] = [];
{
  const repo = makeRepo(400);
  const r = await runSession(server, toolTurns(31, 2), repo);
  rows.push(`30 tool turns + answer, 60 tool calls (read/grep/edit/bash): ${r.ms.toFixed(0)} ms wall, ${r.rssMb.toFixed(1)} MB peak RSS, exit ${r.code}`);
}
{
  const repo = makeRepo(250);
  const r = await runSession(server, toolTurns(200, 1), repo);
  rows.push(`200 turns, 199 tool calls:                                 ${r.ms.toFixed(0)} ms wall, ${r.rssMb.toFixed(1)} MB peak RSS, exit ${r.code} (target < 200 MB)`);
}
await server.close();
console.log(`node ${process.version}`);
console.log(rows.join("\n"));
