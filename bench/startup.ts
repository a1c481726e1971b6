// Start-up figures for dist/ alone (a script, not a test; `npm run bench` compares with pi):
// medians over several runs of
//   - `node -e 0` (the floor on this machine) and `node dist/cli.js --version`,
//   - spawn -> first model request, for each provider (entry + that provider's SDK chunk loaded).
// NODE_EXTRA_CA_CERTS makes Node parse a CA bundle at start-up; figures are shown without it
// (as on a GitHub runner) and with it when the environment sets it.
//   npx tsx bench/startup.ts        (BENCH_RUNS=11 by default)
import { CLI, median, resetServer, runNode, startTimedModelServer } from "./lib.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const baseEnv = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };
const server = await startTimedModelServer();

async function measure(args: string[], env: NodeJS.ProcessEnv, toFirstRequest: boolean): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    resetServer(server);
    if (toFirstRequest) server.script({ text: "ok" });
    const first = toFirstRequest ? server.nextRequest() : undefined;
    const r = await runNode(args, { env });
    if (r.code !== 0) throw new Error(`exit ${r.code}: ${r.stderr.trim()}`);
    times.push(first ? (await first) - r.started : r.ms);
  }
  return median(times);
}

const providers = [
  { spec: "anthropic/claude-haiku-4-5", env: { ANTHROPIC_API_KEY: "k", ANTHROPIC_BASE_URL: server.url } },
  { spec: "openai/gpt-5.1", env: { OPENAI_API_KEY: "k", OPENAI_BASE_URL: `${server.url}/v1` } },
  { spec: "openai-compatible/local", env: { OPENAI_API_KEY: "k", OPENAI_BASE_URL: `${server.url}/v1` } },
];
const variants: { name: string; env: NodeJS.ProcessEnv }[] = [{ name: "plain", env: baseEnv }];
if (process.env.NODE_EXTRA_CA_CERTS) variants.push({ name: "NODE_EXTRA_CA_CERTS", env: { ...baseEnv, NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS } });

const rows: string[] = [];
const row = (variant: string, label: string, ms: number) => rows.push(`${variant.padEnd(20)} ${label.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms`);
for (const v of variants) {
  row(v.name, "node -e 0", await measure(["-e", "0"], v.env, false));
  row(v.name, "repo-agent --version", await measure([CLI, "--version"], v.env, false));
  for (const p of providers) row(v.name, `spawn -> first request (${p.spec})`, await measure([CLI, "-p", "--model", p.spec, "hi"], { ...v.env, ...p.env }, true));
}
await server.close();
console.log(`node ${process.version}, median of ${RUNS} runs`);
console.log(rows.join("\n"));
