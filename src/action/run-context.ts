import * as core from "@actions/core";
import { recordSession } from "./delivery/artifact.js";
import { HarnessGit } from "./delivery/harness-git.js";
import type { RunTotals } from "../session/budget.js";
import { hasPrices } from "../ai/models.js";
import type { ResolvedSpec } from "../ai/model-spec.js";
import type { Model } from "../ai/types.js";
import type { SessionStore } from "../session/session-store.js";
import { uploadRedactedSession } from "./session-upload.js";
import type { CommentWarnings } from "./comment-warnings.js";
import type { Octokit } from "./github.js";
import { buildJobSummary } from "./report/job-summary.js";
import type { ProgressComment } from "./report/progress.js";
import { StepLog, type FinalState } from "./report/progress-render.js";
import type { PullInfo } from "./intake/pull-info.js";
import type { Thread } from "./intake/thread.js";
import type { Redactor } from "./report/redact.js";
import type { ActionInputs, Conclusion, Task } from "./types.js";

/** What every kind of run shares once the task is decided and allowed. */
export interface RunContext {
  inputs: ActionInputs;
  octokit: Octokit;
  task: Task;
  redact: Redactor;
  workspace: string;
  /** The agent's working directory when it is not the workspace (a campaign's package, inside it). */
  cwd?: string;
  runnerTemp: string;
  runUrl: string;
  /** The pull request the task is about, fetched from the API. */
  pull?: PullInfo;
  /** The or pull request's comments, read once (threadReader). */
  thread: Thread;
  /** The comment people watch; absent for runs nobody asked for in a comment (automatic reviews, schedules). */
  progress?: ProgressComment;
  /** The progress comment being posted; the agent waits for it. */
  posted: Promise<void>;
  /** The comment and then the 👀 reaction; finishRun waits for both. */
  announced: Promise<void>;
  /** The steps, for the job summary (the progress comment's, or a log of their own). */
  steps: StepLog;
  /** Warnings about the comments and reactions GitHub refused, for the log and the job summary. */
  commentWarnings?: CommentWarnings;
  /** Link to the session's HTML page, set by publishSession; finishRun shows it beside the session's. */
  sessionHtmlUrl?: string;
  /** The run's model, set once it is resolved (runAgentIsolated); finishRun says whether it has prices. */
  model?: Model;
  /** The model as the checkout's models.json described it at the start, before the run's branch was checked out. */
  checkoutModel?: ResolvedSpec;
  /** Set by runAgentIsolated when the run ended on a reply cut at the model's output limit. */
  answerCut?: boolean;
}

export interface RunResult {
  conclusion: Conclusion;
  failed: boolean;
  /** Why a run that never started failed (a mistake in the workflow), for the job's error line. */
  error?: string;
  /** What a campaign's result file records; set by finishRun. */
  report?: RunReport;
}

export interface RunReport {
  prUrl?: string;
  prNumber?: number;
  /** The pushed branch of a run that opened no pull request (a failed campaign target). */
  branchUrl?: string;
  costUsd: number;
  /** The model has no prices: costUsd counts nothing, and the cost is unknown. */
  unpriced?: true;
  inputTokens: number;
  outputTokens: number;
  verified?: string;
}

export function setOutputs(values: Record<string, string | number | undefined>): void {
  for (const [k, v] of Object.entries(values)) if (v !== undefined) core.setOutput(k, String(v));
}

/** The end of every run: progress comment, job summary and outputs, all redacted. */
export async function finishRun(
  ctx: RunContext,
  final: FinalState,
  extra: { answer: string; totals?: RunTotals; sessionFile?: string; startedAt: number },
): Promise<RunResult> {
  const { redact, task, progress } = ctx;
  final.durationMs = Date.now() - extra.startedAt;
  final.htmlUrl ??= ctx.sessionHtmlUrl;
  // Redacted before it is rendered: the comment's own rendering changes the text around @ and #.
  final.answer ??= redact(extra.answer);
  if (ctx.model && !hasPrices(ctx.model)) final.unpricedModel ??= `${ctx.model.provider}/${ctx.model.id}`;
  if (ctx.answerCut) final.answerCut = true;
  await ctx.announced;
  const unwritten = await progress?.finish(final);
  const totals = extra.totals;
  await core.summary
    .addRaw(
      redact(
        buildJobSummary({
          task: task.prompt,
          conclusion: final.conclusion,
          answer: extra.answer,
          toolCalls: ctx.steps.summaryLines(),
          totals,
          durationMs: final.durationMs,
          prUrl: final.prUrl,
          prNumber: final.prNumber,
          artifactUrl: final.artifactUrl,
          htmlUrl: final.htmlUrl,
          runUrl: ctx.runUrl,
          error: final.error,
          budget: final.budget,
          notes: [...(final.notes ?? []), ...(ctx.commentWarnings?.lines ?? [])],
          verified: final.verified,
          unpricedModel: final.unpricedModel,
          answerCut: final.answerCut,
        }),
      ),
    )
    .write();
  setOutputs({
    conclusion: final.conclusion,
    "session-file": extra.sessionFile,
    // Empty when the model has no prices: unknown, not $0.
    "cost-usd": final.unpricedModel ? undefined : totals?.costUsd.toFixed(6),
    "input-tokens": totals ? totals.input + totals.cacheRead + totals.cacheWrite : undefined,
    "output-tokens": totals?.output,
    turns: totals?.turns,
    verified: final.verified?.status ?? "skipped",
  });
  // The result edit failed: the post step writes it, if the comment still says "working". State
  // reaches it as an environment variable, which Linux caps at 128 KiB.
  if (unwritten && Buffer.byteLength(unwritten) < 120_000) core.saveState("final-body", unwritten);
  else if (unwritten) core.warning("repo-agent: the result is too large for the post step to write into the comment; see the job summary.");
  core.saveState("finished", "true");
  if (final.error) core.error(final.error);
  const report: RunReport = {
    prUrl: final.prUrl,
    prNumber: final.prNumber,
    branchUrl: final.branchUrl,
    costUsd: totals?.costUsd ?? 0,
    ...(final.unpricedModel ? { unpriced: true as const } : {}),
    inputTokens: totals ? totals.input + totals.cacheRead + totals.cacheWrite : 0,
    outputTokens: totals?.output ?? 0,
    verified: final.verified?.status,
  };
  return { conclusion: final.conclusion, failed: final.conclusion === "failed", report };
}

export interface PublishedSession {
  id: number;
  url: string;
}

/**
 * Uploads the session under `name` (and beside it as an HTML page, see uploadRedactedSession) and
 * returns the artifact. A failed upload is a warning. The post step learns it is up, so that it
 * does not upload it again should this step die later.
 */
export async function publishSession(ctx: RunContext, sessionFile: string, name: string): Promise<PublishedSession | undefined> {
  if (!ctx.inputs.uploadSession) return undefined;
  const uploaded = await uploadRedactedSession(sessionFile, name, {
    redact: ctx.redact,
    runUrl: ctx.runUrl,
    onUploaded: (id, url) => {
      setOutputs({ "artifact-id": id });
      core.saveState("session-uploaded", url);
    },
  });
  if (!uploaded) return undefined;
  ctx.sessionHtmlUrl = uploaded.htmlUrl;
  return { id: uploaded.id, url: uploaded.url };
}

/**
 * Tells the post step where the session is written, what to name it and where this run's part of
 * it starts (a follow-up continues an earlier session), so that a step that dies still leaves it.
 */
export function rememberSession(ctx: RunContext, store: SessionStore, name: string): void {
  if (!store.path) return;
  core.saveState("session", JSON.stringify({ file: store.path, name, from: store.leafId, upload: ctx.inputs.uploadSession }));
}

/** Names session artifact `id` in pull request `pullNumber`'s description, so a follow-up continues exactly this session; a failure is a warning. */
export async function recordSessionOn(ctx: RunContext, pullNumber: number, id: number): Promise<void> {
  await recordSession(ctx.octokit, ctx.task.repo, pullNumber, id).catch((error: Error) =>
    core.warning(ctx.redact(`repo-agent: #${pullNumber} could not be given its session's id (${error.message}); a follow-up there will start a fresh session`)),
  );
}

/**
 * The checkout's .git, taken out of the workspace for the harness before the agent starts; the
 * post step puts it back should this step die before it does.
 */
export async function takeGitDir(workspace: string, runnerTemp: string): Promise<HarnessGit> {
  const git = await HarnessGit.take(workspace, runnerTemp);
  core.saveState("harness-git", git.gitDir);
  core.saveState("workspace", workspace);
  return git;
}
