// Session figures for dist/cli.js alone (a script, not a test; `npm run bench` compares with pi):
// wall time and peak RSS (VmHWM, polled) of
//   - a 30-turn session with 60 tool calls (read, grep, edit, bash) on a generated repository,
//   - a 200-turn session (the memory ceiling: target under 200 MB peak RSS).
//   npx tsx bench/session.ts
import { rmSync } from "node:fs";
import { join } from "node:path";
import type { Step } from "../test/support/script.js";
import { CLI, makeRepo, runNode, startTimedModelServer, toolTurns, type TimedModelServer } from "./lib.js";

async function runSession(server: TimedModelServer, steps: Step[], repo: string) {
  server.script(...steps);
  return runNode([CLI, "--model", "openai-compatible/bench", "--session-dir", join(repo, ".sessions"), "work through the task"], {
    cwd: repo,
    pollRss: true,
    env: { PATH: process.env.PATH ?? "", HOME: repo, REPO_AGENT_DIR: join(repo, ".agent"), OPENAI_API_KEY: "k", OPENAI_BASE_URL: `${server.url}/v1` },
  });
}

const server = await startTimedModelServer();
const rows: string[] = [];
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const repos = [makeRepo(400), makeRepo(250)];
{
  const r = await runSession(server, toolTurns(31, 2), repos[0]);
  rows.push(`30 tool turns + answer, 60 tool calls (read/grep/edit/bash): ${r.ms.toFixed(0)} ms wall, ${mb(r.peakRss)} MB peak RSS, exit ${r.code}`);
}
{
  const r = await runSession(server, toolTurns(200, 1), repos[1]);
  rows.push(`200 turns, 199 tool calls:                                 ${r.ms.toFixed(0)} ms wall, ${mb(r.peakRss)} MB peak RSS, exit ${r.code} (target < 200 MB)`);
}
await server.close();
for (const repo of repos) rmSync(repo, { recursive: true, force: true });
console.log(`node ${process.version}`);
console.log(rows.join("\n"));
