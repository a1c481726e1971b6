// GitHub API requests of one fix run of the built action (dist/index.js) against the loopback
// peers of test/e2e/harness.ts: an issue comment "/agent fix the typo", a model that edits the
// file, runs a 25-second command (so the run spans several steering ticks) and answers. Counts the
// GitHub fake's recorded requests by operation against issue 20's allowance: 7, and one more per
// 10 s of run (a steering tick, every `steer-poll-seconds`, 10 by default, is one request: a poll
// of the thread or an edit of the progress comment).
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
  /** Steering polls: list-comments reads with `since` (the thread's one read at the start has none). */
  polls: number;
  error?: string;
}

/** Issue 20's allowance for a fix run of `ms`: 7 requests, and one more per 10 s. */
export const apiAllowance = (f: ApiFigures) => 7 + f.ms / 10_000;
export const apiTargetMet = (f?: ApiFigures) => f !== undefined && f.code === 0 && f.total <= apiAllowance(f);

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
      polls: requests.filter((r) => r.operationId === "issues/list-comments" && "since" in r.query).length,
      error: run.code === 0 ? undefined : run.stderr.slice(-500),
    };
  } finally {
    await peers.close();
  }
}

export function apiTable(f: ApiFigures): string {
  const rows = [
    ["GitHub API requests, one fix run of the action", "figure"],
    ["requests in the run", `${f.total} (exit ${f.code}, ${f.pullRequests} pull request opened, ${f.modelRequests} model requests)`],
    ["run wall time (loopback peers, instant model)", `${(f.ms / 1000).toFixed(1)} s`],
    ["allowance: 7, and one more per 10 s of run", `${apiAllowance(f).toFixed(1)}: ${apiTargetMet(f) ? "met" : "**missed**"}`],
    ["of which steering polls (issues/list-comments since the trigger)", String(f.polls)],
    ["by operation", f.byOperation.map(([k, n]) => `${k} ×${n}`).join(", ")],
  ];
  return markdownTable(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const f = await measureApiRequests();
  console.log(apiTable(f));
  if (f.error) console.log(f.error);
}
