// Start-up figures for dist/ (a script, not a test): medians over several runs of
//   - `node dist/cli.js --version`,
//   - `node -e 0` (the floor on this machine),
//   - spawn -> first model request, for each provider (entry + that provider's SDK chunk loaded).
// NODE_EXTRA_CA_CERTS makes Node parse a CA bundle at start-up; figures are shown without it
// (as on a GitHub runner) and with it when the environment sets it.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startModelServer } from "../test/support/model-server.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const cli = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const baseEnv = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function run(args: string[], env: NodeJS.ProcessEnv, onFirstRequest?: () => Promise<number>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"], env });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    const first = onFirstRequest?.().then((t) => t - started);
    child.on("close", async (code) => {
      if (code !== 0) return reject(new Error(`exit ${code}: ${stderr.trim()}`));
      resolve(first ? await first : performance.now() - started);
    });
  });
}

async function measure(label: string, args: string[], env: NodeJS.ProcessEnv) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await run(args, env));
  return { label, ms: median(times) };
}

const server = await startModelServer();
let waiter: ((t: number) => void) | undefined;
const firstRequest = () => new Promise<number>((r) => (waiter = r));
const originalPush = server.requests.push.bind(server.requests);
server.requests.push = (...items) => {
  waiter?.(performance.now());
  waiter = undefined;
  return originalPush(...items);
};

const providers = [
  { spec: "anthropic/claude-haiku-4-5", env: { ANTHROPIC_API_KEY: "k", ANTHROPIC_BASE_URL: server.url } },
  { spec: "openai/gpt-5.1", env: { OPENAI_API_KEY: "k", OPENAI_BASE_URL: `${server.url}/v1` } },
  { spec: "openai-compatible/local", env: { OPENAI_API_KEY: "k", OPENAI_BASE_URL: `${server.url}/v1` } },
];

const variants: { name: string; env: NodeJS.ProcessEnv }[] = [{ name: "plain", env: baseEnv }];
if (process.env.NODE_EXTRA_CA_CERTS) variants.push({ name: "NODE_EXTRA_CA_CERTS", env: { ...baseEnv, NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS } });

const rows: string[] = [];
for (const v of variants) {
  const floor = await measure("node -e 0", ["-e", "0"], v.env);
  const version = await measure("repo-agent --version", [cli, "--version"], v.env);
  rows.push(`${v.name.padEnd(20)} ${floor.label.padEnd(44)} ${floor.ms.toFixed(0).padStart(6)} ms`);
  rows.push(`${v.name.padEnd(20)} ${version.label.padEnd(44)} ${version.ms.toFixed(0).padStart(6)} ms`);
  for (const p of providers) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      server.script({ text: "ok" });
      times.push(await run([cli, "-p", "--model", p.spec, "hi"], { ...v.env, ...p.env }, firstRequest));
    }
    rows.push(`${v.name.padEnd(20)} ${`spawn -> first request (${p.spec})`.padEnd(44)} ${median(times).toFixed(0).padStart(6)} ms`);
  }
}
await server.close();
console.log(`node ${process.version}, median of ${RUNS} runs`);
console.log(rows.join("\n"));
