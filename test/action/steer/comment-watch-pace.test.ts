import { getOctokit } from "@actions/github";
import { afterEach, beforeEach, expect, it } from "vitest";
import { ProgressComment } from "../../../src/action/report/progress.js";
import { createRedactor } from "../../../src/action/report/redact.js";
import { CommentWatch } from "../../../src/action/steer/comment-watch.js";
import type { Task } from "../../../src/action/types.js";
import { startGitHubFake, type GitHubFake } from "../../support/github-fake/index.js";
import { timestamp } from "../../support/github-fake/state.js";
import { testInputs } from "../intake/inputs-fixture.js";

// While the agent works, the steering polls and the progress edits share one GitHub request a
// tick, so a run costs one request per `steer-poll-seconds` however busy the agent is.

const TOKEN = "ghs_installation";
const ISSUE = 7;
const repo = { owner: "octo-org", repo: "widgets" };
let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake({ ...repo, tokens: { [TOKEN]: "github-actions[bot]" }, permissions: { mona: "write" } });
  fake.state.addIssue({ number: ISSUE, title: "a bug", body: "it breaks", user: "mona" });
});

afterEach(async () => {
  expect(fake.invalidRequests).toEqual([]);
  await fake.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(10);
  }
}
const octokit = () => getOctokit(TOKEN, { baseUrl: fake.url, request: { retries: 0 }, throttle: { enabled: false } } as any) as any;
const task: Task = { kind: "fix", repo, prompt: "fix it", issueNumber: ISSUE, isPullRequest: false, actor: "mona", actorIsBot: false, triggeredAt: timestamp() };
/** The requests after the progress comment was posted, as "poll" and "edit". */
const ticks = () =>
  fake.requests
    .map((r) => (r.operationId === "issues/list-comments" ? "poll" : r.operationId === "issues/update-comment" ? "edit" : undefined))
    .filter((x) => x !== undefined);

it("a tick is an edit when the steps changed, never two running, else a poll; a quiet agent costs polls only", async () => {
  const progress = new ProgressComment({ octokit: octokit(), repo, issueNumber: ISSUE, runUrl: "https://github.com/octo-org/widgets/actions/runs/1", redact: createRedactor([]), throttleMs: 0 });
  await progress.start();
  progress.pace(true);
  const watch = new CommentWatch({ octokit: octokit(), task, inputs: testInputs({ githubToken: TOKEN }), intervalMs: 40, onHeard: () => {}, edit: () => progress.editNow() });
  watch.start();
  // A busy agent: a new step every 10 ms.
  let n = 0;
  const busy = setInterval(() => progress.onEvent({ type: "tool_execution_start", toolCallId: `c${++n}`, toolName: "bash", args: { command: `step ${n}` } }), 10);
  await until(() => ticks().length >= 8);
  clearInterval(busy);
  const whileBusy = ticks().length;
  await until(() => ticks().length >= whileBusy + 6);
  await watch.stop();
  const seen = ticks();
  // Busy: edits and polls take turns, starting with the edit that was due.
  expect(seen.slice(0, whileBusy - 1)).toEqual(Array.from({ length: whileBusy - 1 }, (_, i) => (i % 2 === 0 ? "edit" : "poll")));
  // Quiet: the one edit of the last steps (at the first or second tick), then polls only.
  const quiet = seen.slice(whileBusy);
  expect(quiet.filter((t) => t === "edit").length).toBeLessThanOrEqual(1);
  expect(quiet.slice(2)).not.toContain("edit");
  expect(quiet.slice(2).length).toBeGreaterThanOrEqual(4);
  expect(fake.state.comments.get(progress.commentId!)!.body).toContain(`step ${n}`);
  await progress.finish({ conclusion: "no-changes" });
});

it("a tick whose edit comes back unwritten after stop() sends no poll", async () => {
  const progress = new ProgressComment({ octokit: octokit(), repo, issueNumber: ISSUE, runUrl: "https://github.com/octo-org/widgets/actions/runs/1", redact: createRedactor([]), throttleMs: 0 });
  await progress.start();
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let asked = false;
  const edit = async () => {
    asked = true;
    await gate;
    return false;
  };
  const watch = new CommentWatch({ octokit: octokit(), task, inputs: testInputs({ githubToken: TOKEN }), intervalMs: 20, onHeard: () => {}, edit });
  watch.start();
  await until(() => asked);
  const stopping = watch.stop();
  release();
  await stopping;
  expect(ticks()).toEqual([]);
  await progress.finish({ conclusion: "no-changes" });
});
