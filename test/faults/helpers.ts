// Shared by the fault-injection suite: the standard "fix the typo" run and what its result must be.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import type { Step } from "../support/script.js";
import type { Peers } from "../e2e/harness.js";

export const README = "# Hello World\n\nThis is a smal example repository.\n";
export const FIXED = README.replace("smal", "small");
/** Session retries without waiting, so retried faults cost milliseconds. */
export const FAST_RETRY = JSON.stringify({ retry: { maxRetries: 3, baseDelayMs: 1 } });
export const ANSWER = "Fixed the typo: smal -> small in README.md.";

export { commentEvent } from "../e2e/harness.js";

/** The model's side of the typo fix: read, edit, answer. */
export const TYPO_FIX: Step[] = [
  { toolCalls: [{ name: "read", args: { path: "README.md" } }] },
  { toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } }] },
  { text: ANSWER, usage: { input: 3000, output: 120 } },
];

export const agentComments = (peers: Peers, issue: number) =>
  [...peers.github.state.comments.values()].filter((c) => c.issueNumber === issue && c.body.includes("<!-- repo-agent -->"));

/** The pull request the run opened (or updated) and the files on its branch: the "same final result". */
export async function finalResult(peers: Peers, issue: number) {
  const branch = `agent/issue-${issue}`;
  const prs = [...peers.github.state.issues.values()].filter((i) => i.pull?.head.ref === branch);
  return {
    readme: await peers.origin.show(`refs/heads/${branch}`, "README.md"),
    prs: prs.map((p) => ({ title: p.title, draft: p.pull?.draft, closes: (p.body ?? "").includes(`Closes #${issue}`), answer: (p.body ?? "").includes(ANSWER) })),
  };
}

/** What a clean run of TYPO_FIX leaves: the fixed README on the branch and one ready PR naming the issue. */
export const expectedResult = (title: string) => ({ readme: FIXED, prs: [{ title, draft: false, closes: true, answer: true }] });

/**
 * The pid of the action's main process (node dist/index.js running in `cwd`), found in /proc:
 * the harness does not hand out the child, and a runner's cancel signals exactly that process.
 */
export function actionPid(cwd: string): number | undefined {
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readlinkSync(`/proc/${name}/cwd`) !== cwd) continue;
      const argv = readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0");
      if (argv.some((a) => a.endsWith("dist/index.js"))) return Number(name);
    } catch {
      // gone meanwhile, or not ours
    }
  }
  return undefined;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `check` holds (polled every few milliseconds), or rejects after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 20_000, everyMs = 5): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error("until: condition not met in time");
    await sleep(everyMs);
  }
}
