import { getOctokit } from "@actions/github";
import webhookExamples, { type WebhookDefinition } from "@octokit/webhooks-examples";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { finalizeComment } from "../../../src/action/report/finalize.js";
import { buildJobSummary } from "../../../src/action/report/job-summary.js";
import { COMMENT_MARKER, renderFinal, StepLog, WORKING_MARKER } from "../../../src/action/report/progress-render.js";
import { acknowledge, ProgressComment, workflowRunUrl, type ProgressCommentOptions } from "../../../src/action/report/progress.js";
import { createRedactor } from "../../../src/action/report/redact.js";
import type { SessionEvent } from "../../../src/session/agent-session.js";
import { seedFromEvent, startGitHubFake, type GitHubFake } from "../../support/github-fake/index.js";

const TOKEN = "ghs_16C7e42F292c6912E7710c838347Ae178B4a";
const API_KEY = "sk-ant-api03-secretvalue-0123456789abcdefghijklmnop";
const BOT = "github-actions[bot]";
const repo = { owner: "Codertocat", repo: "Hello-World" };
const webhookDefinitions = webhookExamples as unknown as WebhookDefinition[];
const payload = webhookDefinitions.find((d) => d.name === "issue_comment")!.examples.find((e: any) => e.action === "created") as any;
const ISSUE: number = payload.issue.number;
const RUN_URL = workflowRunUrl("https://github.com/", repo, 4242);

let fake: GitHubFake;
let warnings: string[];

beforeEach(async () => {
  fake = await startGitHubFake({ owner: repo.owner, repo: repo.repo, tokens: { [TOKEN]: BOT }, permissions: { [payload.comment.user.login]: "write" } });
  seedFromEvent(fake.state, payload);
  warnings = [];
});

afterEach(async () => {
  expect(fake.invalidRequests).toEqual([]);
  expect(fake.invalidResponses).toEqual([]);
  expect(fake.unhandled).toEqual([]);
  await fake.close();
});

const octokit = () => getOctokit(TOKEN, { baseUrl: fake.url });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function progress(extra: Partial<ProgressCommentOptions> = {}): ProgressComment {
  return new ProgressComment({
    octokit: octokit(),
    repo,
    issueNumber: ISSUE,
    runUrl: RUN_URL,
    redact: createRedactor([TOKEN, API_KEY]),
    warn: (m) => warnings.push(m),
    ...extra,
  });
}

let callId = 0;
const start = (toolName: string, args: unknown): SessionEvent => ({ type: "tool_execution_start", toolCallId: `call_${++callId}`, toolName, args });
const end = (e: SessionEvent, isError = false): SessionEvent => {
  const s = e as Extract<SessionEvent, { type: "tool_execution_start" }>;
  return { type: "tool_execution_end", toolCallId: s.toolCallId, toolName: s.toolName, result: { content: [] }, isError };
};
/** Starts and ends one tool call. */
const call = (toolName: string, args: unknown, isError = false): SessionEvent[] => {
  const s = start(toolName, args);
  return [s, end(s, isError)];
};

const bodyOf = (id: number | undefined) => fake.state.comments.get(id!)!.body;
const creates = () => fake.calls("issues/create-comment");
const updates = () => fake.calls("issues/update-comment");

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(10);
  }
}

const totals = { input: 12_345, output: 2_345, cacheRead: 1_000, cacheWrite: 0, costUsd: 0.0421, turns: 4 };

describe("StepLog: the condensed checklist", () => {
  it("groups consecutive reads, names commands and edits, keeps the newest last", () => {
    const log = new StepLog();
    const events: SessionEvent[] = [
      { type: "turn_start" },
      ...call("read", { path: "src/date.ts" }),
      ...call("read", { path: "test/date.test.ts" }),
      ...call("read", { path: "src/date.ts" }),
      ...call("bash", { command: "npm test" }, true),
      ...call("edit", { path: "src/date.ts", edits: [] }),
      ...call("edit", { path: "src/date.ts", edits: [] }),
      ...call("bash", { command: "npm test -- date\nand more" }),
    ];
    for (const e of events) log.onEvent(e);
    expect(log.markdown()).toBe(
      [
        "- [x] Reading `src/date.ts`, `test/date.test.ts`",
        "- [x] Running `npm test` — failed",
        "- [x] Editing `src/date.ts`",
        "- [x] Running `npm test -- date …`",
      ].join("\n"),
    );
    expect(log.turns).toBe(1);
  });

  it("shows running steps unchecked, and retries, compaction and budget stops", () => {
    const log = new StepLog();
    log.onEvent({ type: "auto_retry_start", attempt: 1, maxAttempts: 3, delayMs: 2000, errorMessage: "529 overloaded" });
    log.onEvent({ type: "compaction_start", reason: "threshold" });
    log.onEvent({ type: "compaction_end", reason: "threshold", aborted: false, willRetry: false });
    log.onEvent({ type: "budget_stop", budget: "max-cost", message: "cost budget reached: $1.0100 of $1" });
    log.onEvent(start("grep", { pattern: "parseDate" }));
    const lines = log.markdown().split("\n");
    expect(lines).toEqual([
      "- [x] Model request failed (`529 overloaded`); retrying, attempt 1 of 3",
      "- [x] Compacting the conversation (the context is nearly full)",
      "- [x] Stopped: cost budget reached: $1.0100 of $1",
      "- [ ] Searching for `parseDate`",
    ]);
  });

  it("keeps at most 15 steps and says how many earlier ones were left out", () => {
    const log = new StepLog();
    for (let i = 1; i <= 40; i++) for (const e of call("bash", { command: `echo ${i}` })) log.onEvent(e);
    const lines = log.summaryLines();
    expect(lines.length).toBe(16);
    expect(lines[0]).toBe("… 25 earlier steps");
    expect(lines.at(-1)).toBe("Running `echo 40`");
  });

  it("puts backticks from the model inside a longer code span", () => {
    const log = new StepLog();
    log.onEvent(start("bash", { command: "echo `date` @mona" }));
    expect(log.markdown()).toBe("- [ ] Running `` echo `date` @mona ``");
  });

  // CommonMark ends a line at a lone CR too: two of them would end the paragraph, and the code span
  // with it, leaving the @acme/team of a file's name (git stores any byte but NUL and /) as a mention.
  it("keeps a name with lone carriage returns in one code span, and a note on one line", () => {
    const log = new StepLog();
    log.onEvent(start("write", { path: "a\r\r@acme/team.md" }));
    expect(log.markdown()).toBe("- [ ] Writing `a  @acme/team.md`");
    const body = renderFinal("https://x/run", undefined, { conclusion: "no-changes", notes: ["one\r\r@acme/team"] }, 1);
    expect(body).toContain("> [!NOTE]\n> one  @acme/team");
    const summary = buildJobSummary({ task: "fix\r\r@acme/team", conclusion: "no-changes", toolCalls: [], notes: ["one\r\r@acme/team"] });
    expect(summary).toContain("> [!NOTE]\n> one  @acme/team");
    expect(summary).toContain("> fix\n> \n> @acme/team");
  });
});

describe("ProgressComment", () => {
  it("creates one comment with the marker and the run link, then edits it as events arrive", async () => {
    const p = progress({ throttleMs: 20 });
    await p.start();
    expect(p.commentId).toBeDefined();
    expect(creates()).toHaveLength(1);
    const first = bodyOf(p.commentId);
    expect(first).toContain(COMMENT_MARKER);
    expect(first).toContain(WORKING_MARKER);
    expect(first).toContain(`(${"https://github.com/Codertocat/Hello-World/actions/runs/4242"})`);

    for (const e of call("read", { path: "src/date.ts" })) p.onEvent(e);
    await until(() => bodyOf(p.commentId).includes("Reading `src/date.ts`"));
    p.onEvent(start("bash", { command: "npm test" }));
    await until(() => bodyOf(p.commentId).includes("- [ ] Running `npm test`"));

    await p.finish({ conclusion: "success", prUrl: "https://github.com/Codertocat/Hello-World/pull/9", prNumber: 9, totals });
    expect(creates()).toHaveLength(1);
    expect(updates().length).toBeGreaterThanOrEqual(3);
    expect(new Set(updates().map((r) => r.path))).toEqual(new Set([`/repos/${repo.owner}/${repo.repo}/issues/comments/${p.commentId}`]));
    expect(fake.state.commentsOn(ISSUE).filter((c) => c.user.login === BOT)).toHaveLength(1);
    expect(bodyOf(p.commentId)).not.toContain(WORKING_MARKER);
    expect(warnings).toEqual([]);
  });

  it("throttles: several events within the window make one edit, and finish flushes the last state", async () => {
    const slow = progress({ throttleMs: 60_000 });
    await slow.start();
    for (const e of [...call("read", { path: "a.ts" }), ...call("read", { path: "b.ts" }), ...call("bash", { command: "make" })]) slow.onEvent(e);
    await sleep(100);
    expect(updates()).toHaveLength(0);
    await slow.finish({ conclusion: "no-changes", totals });
    expect(updates()).toHaveLength(1);
    expect(bodyOf(slow.commentId)).toContain("Running `make`");
    expect(bodyOf(slow.commentId)).toContain("without changing any files");

    const windowed = progress({ throttleMs: 1000 });
    await windowed.start();
    for (let i = 0; i < 5; i++) for (const e of call("bash", { command: `step ${i}` })) windowed.onEvent(e);
    await sleep(50);
    const mine = () => updates().filter((r) => r.path.endsWith(`/${windowed.commentId}`));
    expect(mine()).toHaveLength(0);
    await until(() => mine().length === 1);
    await sleep(300);
    expect(mine()).toHaveLength(1);
    expect(bodyOf(windowed.commentId)).toContain("Running `step 4`");
    windowed.onEvent(start("read", { path: "late.ts" }));
    await windowed.finish({ conclusion: "failed", error: "boom" });
    expect(mine()).toHaveLength(2);
    expect(bodyOf(windowed.commentId)).toContain("Reading `late.ts`");
    // After finish, further events change nothing.
    windowed.onEvent(start("bash", { command: "after" }));
    await sleep(250);
    expect(mine()).toHaveLength(2);
  });

  it("an event while an edit is on its way waits for the next window: one edit, not two", async () => {
    let clock = 1_000_000;
    const p = progress({ throttleMs: 60_000, now: () => clock });
    await p.start();
    clock += 61_000;
    p.onEvent(start("bash", { command: "make" }));
    // The edit's timer (due now) fires first; the next event comes while its request is out.
    await sleep(0);
    expect(updates()).toHaveLength(0);
    p.onEvent(start("read", { path: "a.ts" }));
    await until(() => updates().length >= 1);
    await sleep(200);
    expect(updates()).toHaveLength(1);
    await p.finish({ conclusion: "no-changes", totals });
    expect(updates()).toHaveLength(2);
    expect(bodyOf(p.commentId)).toContain("Reading `a.ts`");
  });

  it("throttles on a monotonic clock: the wall clock stepped an hour back does not hold the edits back", async () => {
    const realNow = Date.now.bind(Date);
    let step = 0;
    const clock = vi.spyOn(Date, "now").mockImplementation(() => realNow() - step);
    try {
      const p = progress({ throttleMs: 10 });
      await p.start();
      step = 3_600_000;
      for (const e of call("read", { path: "src/date.ts" })) p.onEvent(e);
      await until(() => bodyOf(p.commentId).includes("src/date.ts"), 2_000);
      expect(bodyOf(p.commentId)).toContain("- [x] Reading `src/date.ts`");
    } finally {
      clock.mockRestore();
    }
  });

  it("paced by the watch: makes no edit of its own; editNow writes only a change, once the window has passed; pace(false) hands the timing back", async () => {
    let clock = 1_000_000;
    const p = progress({ throttleMs: 1_000, now: () => clock });
    await p.start();
    p.pace(true);
    p.onEvent(start("bash", { command: "make" }));
    await sleep(100);
    expect(updates()).toHaveLength(0);
    // Inside the window since the comment was posted: nothing yet.
    expect(await p.editNow()).toBe(false);
    clock += 1_000;
    expect(await p.editNow()).toBe(true);
    expect(bodyOf(p.commentId)).toContain("Running `make`");
    clock += 5_000;
    // Nothing changed since.
    expect(await p.editNow()).toBe(false);
    expect(updates()).toHaveLength(1);
    p.onEvent(start("read", { path: "b.ts" }));
    await sleep(100);
    expect(updates()).toHaveLength(1);
    p.pace(false);
    await until(() => updates().length === 2);
    expect(bodyOf(p.commentId)).toContain("Reading `b.ts`");
    await p.finish({ conclusion: "no-changes", totals });
  });

  it("renders the final state: result, PR link, files, duration, tokens, cost, artifact, error", async () => {
    const p = progress();
    await p.start();
    for (const e of call("edit", { path: "src/date.ts", edits: [] })) p.onEvent(e);
    await p.finish({
      conclusion: "budget-exceeded",
      budget: "cost budget reached: $1.0100 of $1",
      prUrl: "https://github.com/Codertocat/Hello-World/pull/12",
      prNumber: 12,
      filesChanged: ["src/date.ts", "test/date.test.ts"],
      durationMs: 125_000,
      totals,
      artifactUrl: "https://github.com/Codertocat/Hello-World/actions/runs/4242/artifacts/77",
      error: "the model stopped: ```weird``` output",
      notes: ["Changes under `.github/workflows/ci.yml` were not pushed (protected path)."],
    });
    const body = bodyOf(p.commentId);
    expect(body).toContain("⏸️ Stopped at a budget (cost budget reached: $1.0100 of $1)");
    expect(body).toContain("[#12](https://github.com/Codertocat/Hello-World/pull/12)");
    expect(body).toContain("**Files changed (2):** `src/date.ts`, `test/date.test.ts`");
    expect(body).toContain("**Duration:** 2m 05s");
    expect(body).toContain("**Tokens:** 12,345 in · 2,345 out · 1,000 cache read · 0 cache write · 4 turns");
    expect(body).toContain("**Cost:** $0.0421");
    expect(body).toContain("[session artifact](https://github.com/Codertocat/Hello-World/actions/runs/4242/artifacts/77)");
    expect(body).toContain("````text\nthe model stopped: ```weird``` output\n````");
    expect(body).toContain("protected path");
    expect(body).toContain("<details><summary>Steps</summary>");
    expect(body).toContain("- [x] Editing `src/date.ts`");
  });

  it("says why on failure, on a stop and on skip", async () => {
    const failed = progress();
    await failed.start();
    await failed.finish({ conclusion: "failed", error: "anthropic: 401 invalid x-api-key", totals });
    expect(bodyOf(failed.commentId)).toMatch(/❌ The run failed[^\n]*\n[\s\S]*anthropic: 401 invalid x-api-key/);

    const stopped = progress();
    await stopped.finish({ conclusion: "stopped", budget: "stopped by @hubot with /agent stop", prUrl: "https://github.com/Codertocat/Hello-World/pull/12", prNumber: 12, totals });
    expect(bodyOf(stopped.commentId)).toContain("⏹️ Stopped by @hubot with /agent stop; the work so far is in [#12](https://github.com/Codertocat/Hello-World/pull/12), marked incomplete;");
    expect(bodyOf(stopped.commentId)).not.toContain("Raise the budget");

    const skipped = progress();
    await skipped.finish({ conclusion: "skipped", skipReason: "@octocat has read permission; runs need write, maintain or admin." });
    expect(bodyOf(skipped.commentId)).toContain("⏭️ Skipped: @octocat has read permission");
  });

  it("redacts given secrets and token shapes from every comment body it sends", async () => {
    const p = progress({ throttleMs: 10 });
    await p.start();
    const leaks = {
      token: TOKEN,
      basic: Buffer.from(`x-access-token:${TOKEN}`).toString("base64"),
      apiKey: API_KEY,
      pat: "ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789",
      openai: "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789",
      google: "AIzaSyA1234567890abcdefghijklmnopqrstuv",
      aws: "AKIAIOSFODNN7EXAMPLE",
      awsSecret: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      jwt: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXZhbHVl",
      bearer: "opaque-bearer-value-123456",
    };
    for (const e of [
      ...call("bash", { command: `curl -H "Authorization: token ${TOKEN}" api` }),
      ...call("read", { path: `/tmp/${leaks.pat}` }),
      ...call("bash", { command: `echo ${leaks.basic}` }),
      ...call("write", { path: `${leaks.google}.txt` }),
      ...call("bash", { command: `export AWS_ACCESS_KEY_ID=${leaks.aws}` }),
    ])
      p.onEvent(e);
    p.onEvent({ type: "auto_retry_start", attempt: 1, maxAttempts: 3, delayMs: 1, errorMessage: `401 for key ${API_KEY}` });
    await until(() => updates().length > 0);
    await p.finish({
      conclusion: "failed",
      error: [
        `fatal: could not read from https://x-access-token:${TOKEN}@github.com`,
        `key ${API_KEY} / ${leaks.openai}`,
        `aws_secret_access_key=${leaks.awsSecret}`,
        `id_token ${leaks.jwt}`,
        `Bearer ${leaks.bearer}`,
      ].join("\n"),
    });
    const sent = fake.requests.map((r) => JSON.stringify(r.body ?? ""));
    expect(sent.length).toBeGreaterThan(2);
    for (const [name, value] of Object.entries(leaks)) {
      for (const body of sent) expect(body.includes(value), `${name} leaked`).toBe(false);
    }
    expect(bodyOf(p.commentId)).toContain("aws_secret_access_key=***");
    expect(bodyOf(p.commentId)).toContain("x-access-token:***@github.com");
  });

  it("keeps the handled lines of delivered comments in a finished run's result, not in one that failed before its work was pushed", async () => {
    const handled = "<!-- repo-agent:handled 77 0123456789abcdef0123456789abcdef -->";
    const ended = async (conclusion: "success" | "no-changes" | "budget-exceeded" | "stopped" | "failed", pushed = false) => {
      const p = progress({ throttleMs: 60_000 });
      await p.start();
      p.markHandled(() => handled, "Steered by @mona: use the date helper");
      if (pushed) p.workPushed();
      await p.finish({ conclusion, totals, ...(conclusion === "failed" && { error: "model error 500" }) });
      return bodyOf(p.commentId);
    };
    for (const done of ["success", "no-changes", "budget-exceeded", "stopped"] as const) expect(await ended(done)).toContain(handled);
    const failed = await ended("failed");
    expect(failed).toContain("- [x] Steered by @mona: use the date helper");
    expect(failed).not.toContain("repo-agent:handled");
    // Failed after the finished work was pushed (the pull request could not be opened): acted on.
    expect(await ended("failed", true)).toContain(handled);

    // The body the post step retries when the final edit fails leaves them out too.
    const p = progress({ throttleMs: 60_000 });
    await p.start();
    p.markHandled(() => handled, "Steered by @mona: use the date helper");
    fake.fail({ operation: "issues/update-comment", status: 502, times: 5 });
    const retry = await p.finish({ conclusion: "failed", totals, error: "model error 500" });
    expect(retry).toContain("The run failed");
    expect(retry).not.toContain("repo-agent:handled");
  });

  it("never throws when the comment API fails: warns, and posts the result at the end if it can", async () => {
    fake.fail({ operation: "issues/create-comment", status: 500 });
    const p = progress({ throttleMs: 10 });
    await expect(p.start()).resolves.toBeUndefined();
    expect(p.commentId).toBeUndefined();
    expect(warnings[0]).toMatch(/could not post the progress comment on #\d+ \(.*\); the run goes on without it\./);
    for (const e of call("read", { path: "a.ts" })) p.onEvent(e);
    await expect(p.finish({ conclusion: "success", totals })).resolves.toBeUndefined();
    expect(p.commentId).toBeDefined();
    expect(bodyOf(p.commentId)).toContain("✅ Done.");

    fake.fail({ operation: "issues/update-comment", status: 502, times: 5 });
    const q = progress({ throttleMs: 10 });
    await q.start();
    for (const e of call("read", { path: "b.ts" })) q.onEvent(e);
    await until(() => updates().some((r) => r.fault));
    // The result it could not write comes back, for the post step to write.
    const unwritten = await q.finish({ conclusion: "failed", error: "x" });
    expect(unwritten).toContain("❌ The run failed");
    expect(unwritten).not.toContain(WORKING_MARKER);
    expect(bodyOf(q.commentId)).toContain(WORKING_MARKER);
    expect(warnings.some((w) => w.startsWith("repo-agent: could not update the progress comment"))).toBe(true);

    fake.fail({ operation: "issues/create-comment", drop: true, times: 2 });
    const r = progress();
    await r.start();
    await expect(r.finish({ conclusion: "failed" })).resolves.toBeUndefined();
    expect(warnings.at(-1)).toMatch(/could not post the result comment/);
  });
});

describe("acknowledge", () => {
  it("adds the eyes reaction to the triggering comment, or to the issue", async () => {
    const gh = octokit();
    await acknowledge(gh, repo, { commentId: payload.comment.id, issueNumber: ISSUE });
    expect(fake.state.reactionsOn({ kind: "comment", id: payload.comment.id }).map((r) => [r.content, r.user.login])).toEqual([["eyes", BOT]]);
    await acknowledge(gh, repo, { issueNumber: ISSUE });
    expect(fake.state.reactionsOn({ kind: "issue", number: ISSUE }).map((r) => r.content)).toEqual(["eyes"]);
  });

  it("warns instead of throwing when the reaction fails", async () => {
    fake.fail({ operation: "reactions/create-for-issue-comment", status: 500 });
    const seen: string[] = [];
    await expect(acknowledge(octokit(), repo, { commentId: payload.comment.id, issueNumber: ISSUE }, (m) => seen.push(m))).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
  });
});

describe("finalizeComment", () => {
  it("rewrites a comment still in the working state, once", async () => {
    const p = progress({ throttleMs: 10 });
    await p.start();
    for (const e of call("read", { path: "src/date.ts" })) p.onEvent(e);
    p.onEvent(start("bash", { command: "npm test" }));
    await until(() => bodyOf(p.commentId).includes("Running `npm test`"));
    // The main step dies here: no finish().

    const gh = octokit();
    expect(await finalizeComment(gh, repo, p.commentId!, RUN_URL)).toBe("finalized");
    const body = bodyOf(p.commentId);
    expect(body).not.toContain(WORKING_MARKER);
    expect(body).toContain(COMMENT_MARKER);
    expect(body).toContain(`The run stopped before finishing (cancelled or crashed); see [the run log](${RUN_URL})`);
    expect(body).toContain("- [x] Reading `src/date.ts`");
    expect(body).toContain("- [x] Running `npm test` — interrupted");

    const edits = updates().length;
    expect(await finalizeComment(gh, repo, p.commentId!, RUN_URL)).toBe("already-final");
    expect(updates()).toHaveLength(edits);
  });

  it("drops the handled lines of steering comments, so the runs those comments queued do their work", async () => {
    const p = progress({ throttleMs: 10 });
    await p.start();
    const handled = "<!-- repo-agent:handled 77 0123456789abcdef0123456789abcdef -->";
    p.markHandled(() => handled, "Steered by @mona: use the date helper");
    await until(() => bodyOf(p.commentId).includes(handled));
    expect(await finalizeComment(octokit(), repo, p.commentId!, RUN_URL)).toBe("finalized");
    expect(bodyOf(p.commentId)).toContain("- [x] Steered by @mona: use the date helper");
    expect(bodyOf(p.commentId)).not.toContain("repo-agent:handled");
  });

  it("leaves a finished comment alone", async () => {
    const p = progress();
    await p.start();
    await p.finish({ conclusion: "success", totals });
    const before = bodyOf(p.commentId);
    const edits = updates().length;
    expect(await finalizeComment(octokit(), repo, p.commentId!, RUN_URL)).toBe("already-final");
    expect(updates()).toHaveLength(edits);
    expect(bodyOf(p.commentId)).toBe(before);
  });

  it("never throws: a missing comment or an API fault is a warning", async () => {
    const seen: string[] = [];
    expect(await finalizeComment(octokit(), repo, 2_200_999_999, RUN_URL, { warn: (m) => seen.push(m) })).toBe("failed");
    fake.fail({ operation: "issues/get-comment", status: 503 });
    expect(await finalizeComment(octokit(), repo, 1, RUN_URL, { warn: (m) => seen.push(m) })).toBe("failed");
    expect(seen).toHaveLength(2);
  });
});
