// GitHub API requests of one fix run of the built action (dist/index.js) against the loopback
// peers of test/e2e/harness.ts: an issue comment "/agent fix the typo", a model that edits the
// file, runs a 25-second command (so the run spans several steering polls) and answers. Counts the GitHub fake's recorded requests by operation, and gives the figure
// per 10 s of run (steering polls the thread every `steer-poll-seconds`, 10 by default).
//   npx tsx bench/api-requests.ts      (also run by `npm run bench`)
import { pathToFileURL } from "node:url";
import { markdownTable } from "./lib.js";

const SLOW_SECONDS = 25;

export interface ApiFigures {
  code: number;
  ms: number;
  total: number;
  byOperation: [string, number][];
  modelRequests: number;
  pullRequests: number;
  error?: string;
}

export async function measureApiRequests(log: (m: string) => void = console.log): Promise<ApiFigures> {
  const harness = await import("../test/e2e/harness.js");
  const peers = await harness.startPeers({ files: { "README.md": "# Hello\n\nThis is teh project.\n" }, permissions: { mona: "write" } });
  try {
    const event = harness.commentEvent("mona", "/agent fix the typo in README.md");
    peers.model.script(
      { text: "Fixing it.", toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "teh", newText: "the" }] } }] },
      // A command that takes a while, so the run spans several steering polls.
      { text: "Checking.", toolCalls: [{ name: "bash", args: { command: `sleep ${SLOW_SECONDS}` } }] },
      { text: "Fixed the typo in README.md." },
      // Replies for any later request (a title, a summary); unused ones are left over.
      { text: "Fix the typo in README.md" },
      { text: "Fix the typo in README.md" },
    );
    const before = peers.github.requests.length;
    const started = performance.now();
    const run = await harness.runAction(peers, event, {});
    const ms = performance.now() - started;
    const requests = peers.github.requests.slice(before);
    const counts = new Map<string, number>();
    for (const r of requests) {
      const key = (r as any).operationId ?? `${r.method} ${String(r.path ?? (r as any).url).split("?")[0]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const pulls = requests.filter((r: any) => r.operationId === "pulls/create").length;
    log(`api: exit ${run.code}, ${requests.length} GitHub requests in ${(ms / 1000).toFixed(1)} s, ${pulls} pull request(s)`);
    return {
      code: run.code,
      ms,
      total: requests.length,
      byOperation: [...counts.entries()].sort((a, b) => b[1] - a[1]),
      modelRequests: peers.model.requests.length,
      pullRequests: pulls,
      error: run.code === 0 ? undefined : run.stderr.slice(-500),
    };
  } finally {
    await peers.close();
  }
}

export function apiTable(f: ApiFigures): string {
  const per10 = f.total / (f.ms / 10_000);
  const rows = [
    ["GitHub API requests, one fix run of the action", "figure"],
    ["requests in the run", `${f.total} (exit ${f.code}, ${f.pullRequests} pull request opened, ${f.modelRequests} model requests)`],
    ["run wall time (loopback peers, instant model)", `${(f.ms / 1000).toFixed(1)} s`],
    ["requests per 10 s of run", per10.toFixed(1)],
    ["of which steering polls (issues/list-comments)", `${f.byOperation.find(([k]) => k === "issues/list-comments")?.[1] ?? 0}`],
    ["by operation", f.byOperation.map(([k, n]) => `${k} ×${n}`).join(", ")],
  ];
  return markdownTable(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const f = await measureApiRequests();
  console.log(apiTable(f));
  if (f.error) console.log(f.error);
}
