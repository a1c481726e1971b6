import * as core from "@actions/core";
import { join } from "node:path";
import type { RunTotals } from "../session/budget.js";
import { sessionArtifactName } from "./delivery/artifact.js";
import { configBranch, copyBaseConfig } from "./intake/base-config.js";
import { writeReadable } from "./agent-files.js";
import { answerText } from "./change-run.js";
import type { HarnessGit } from "./delivery/harness-git.js";
import { runAgentIsolated } from "./isolation/isolated-run.js";
import type { FinalState } from "./report/progress-render.js";
import { reviewCoverage } from "./review/coverage.js";
import { placeDraft, type ChangedFile, type ReviewCommentDraft } from "./review/diff-lines.js";
import { commentBody, lastReviewedHead, reviewBody } from "./review/review-body.js";
import { buildReviewPrompt } from "./review/review-prompt.js";
import { createReviewCommentTool } from "./review/review-tool.js";
import { finishRun, publishSession, setOutputs, takeGitDir, type RunContext, type RunResult } from "./run-context.js";

// review runs: read-only tools on the PR head, the diff in the prompt, and one COMMENT review
// posted by the harness. The model never approves, requests changes or pushes.

/** The PR's head, detached: `refs/pull/<n>/head` exists for forks too. */
async function checkoutPullHead(git: HarnessGit, number: number): Promise<void> {
  const ref = `refs/remotes/origin/pr/${number}`;
  await git.remote(["fetch", "--no-tags", "--no-recurse-submodules", "origin", `+refs/pull/${number}/head:${ref}`]);
  await git.run(["checkout", "--detach", ref]);
}

/** The changes to review: since the last reviewed head when there is one to build on, else the whole PR. */
async function reviewScope(ctx: RunContext, prFiles: ChangedFile[], since: string | undefined): Promise<{ files: ChangedFile[]; since?: string; note?: string }> {
  const pull = ctx.pull!;
  if (!since) return { files: prFiles };
  try {
    const { data } = await ctx.octokit.rest.repos.compareCommitsWithBasehead({ ...ctx.task.repo, basehead: `${since}...${pull.headSha}`, per_page: 100 });
    if (data.status === "ahead") return { files: (data.files ?? []) as ChangedFile[], since };
    return { files: prFiles, note: `The branch was rewritten since the last review (${since.slice(0, 7)} is not an ancestor of the head), so the whole pull request was reviewed again.` };
  } catch (error) {
    return { files: prFiles, note: `The changes since the last review (${since.slice(0, 7)}) could not be compared (${(error as Error).message}), so the whole pull request was reviewed again.` };
  }
}

/** A review's session artifact: one per pull request (change runs name theirs by branch). */
const reviewSessionName = (pullNumber: number) => sessionArtifactName(`review-pr-${pullNumber}`);

export async function runReview(ctx: RunContext): Promise<RunResult> {
  const { task, redact, workspace, runnerTemp, octokit } = ctx;
  const pull = ctx.pull!;
  const repo = task.repo;
  const started = Date.now();
  const final: FinalState = { conclusion: "failed", prUrl: pull.url, prNumber: pull.number, prVerb: "reviewed" };
  const notes: string[] = [];
  let answer = "";
  let totals: RunTotals | undefined;
  let sessionFile: string | undefined;
  let git: HarnessGit | undefined;
  setOutputs({ "pr-number": pull.number, "pr-url": pull.url });
  try {
    // Only a push asks for an incremental review; a person asking gets the whole pull request.
    const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, { ...repo, pull_number: pull.number, per_page: 100 });
    const lastHead = task.automatic ? lastReviewedHead(reviews) : undefined;
    if (lastHead === pull.headSha) {
      final.conclusion = "skipped";
      final.skipReason = `no new commits since the last review of ${pull.headSha.slice(0, 7)}`;
      notes.push(`Nothing to review: no new commits since the last review (${pull.headSha.slice(0, 7)}).`);
      final.notes = notes;
      core.info(`repo-agent: ${final.skipReason}`);
      return finishRun(ctx, final, { answer, startedAt: started });
    }
    const prFiles = (await octokit.paginate(octokit.rest.pulls.listFiles, { ...repo, pull_number: pull.number, per_page: 100 })) as ChangedFile[];
    const scope = await reviewScope(ctx, prFiles, lastHead);
    if (scope.note) notes.push(scope.note);

    git = await takeGitDir(workspace, runnerTemp);
    await checkoutPullHead(git, pull.number);
    const projectDir = await copyBaseConfig(git, configBranch(pull, ctx.inputs.branchPrefix), runnerTemp, [ctx.inputs.modelsFile].filter(Boolean));
    const diffDir = join(runnerTemp, "repo-agent", "review-diffs");
    const built = buildReviewPrompt({
      pull: { number: pull.number, title: pull.title, body: pull.body, author: pull.author, baseRef: pull.baseRef, headRef: pull.headRef, headSha: pull.headSha },
      files: scope.files,
      since: scope.since,
      instruction: task.prompt,
      diffDir,
      descriptionFile: join(runnerTemp, "repo-agent", "description", "description.md"),
    });
    for (const f of built.diffFiles) writeReadable(runnerTemp, f.path, f.text);
    if (built.description) writeReadable(runnerTemp, built.description.path, built.description.text);
    // What the model's line numbers refer to; GitHub's are always the pull request's diff.
    const shown = scope.since ? { files: scope.files, since: scope.since } : undefined;
    const drafts: ReviewCommentDraft[] = [];
    const readPaths: string[] = [];
    const result = await runAgentIsolated(ctx, git, notes, {
      projectDir,
      sessionName: reviewSessionName(pull.number),
      prompt: () => built.prompt,
      extraTools: [createReviewCommentTool(prFiles, drafts, shown)],
      observe: (e) => {
        if (e.type === "tool_execution_start" && e.toolName === "read") readPaths.push(String((e.args as { path?: unknown })?.path ?? ""));
      },
    });
    const { outcome } = result;
    sessionFile = result.sessionFile;
    totals = outcome.totals;
    final.totals = totals;
    answer = answerText(outcome.answer);
    if (outcome.status === "failed" || outcome.status === "aborted") throw new Error(outcome.errorMessage ?? "the agent run failed");
    const budgetStop = outcome.status === "budget-exceeded" ? outcome.errorMessage : undefined;
    if (budgetStop) notes.push(`The review stopped at a budget (${budgetStop}); it covers what was read until then.`);

    const inline: ReviewCommentDraft[] = [];
    const offDiff: { comment: ReviewCommentDraft; reason: string; quote?: string }[] = [];
    // Redacted before inert() changes a secret's text (a ZWSP after its "#"), which the body's redaction would then miss.
    for (const draft of drafts) {
      const c = { ...draft, body: redact(draft.body) };
      const placed = placeDraft(prFiles, shown, c);
      if (placed.ok) inline.push(c);
      else offDiff.push({ comment: c, reason: placed.reason, quote: placed.quote });
    }
    const coverage = reviewCoverage(scope.files, built.included, built.omitted, readPaths, workspace);
    const body = (folded: typeof offDiff) =>
      redact(reviewBody({ summary: redact(answer) || "(the agent gave no summary)", offDiff: folded, coverage, headSha: pull.headSha, since: scope.since, footer: notes.join("\n\n") || undefined }));
    const toComment = (c: ReviewCommentDraft) => ({
      path: c.path,
      line: c.line,
      side: c.side,
      ...(c.startLine !== undefined && c.startLine !== c.line ? { start_line: c.startLine, start_side: c.side } : {}),
      body: redact(commentBody(c)),
    });
    let review;
    try {
      review = await octokit.rest.pulls.createReview({ ...repo, pull_number: pull.number, commit_id: pull.headSha, event: "COMMENT", body: body(offDiff), comments: inline.map(toComment) });
    } catch (error) {
      if ((error as { status?: number }).status !== 422 || inline.length === 0) throw error;
      // GitHub placed the lines differently than we did: keep every finding, in the body.
      core.warning(`repo-agent: GitHub refused the inline comments (${(error as Error).message}); posting them in the review body instead`);
      const all = [...offDiff, ...inline.map((comment) => ({ comment, reason: "GitHub did not accept this line for an inline comment" }))];
      review = await octokit.rest.pulls.createReview({ ...repo, pull_number: pull.number, commit_id: pull.headSha, event: "COMMENT", body: body(all) });
    }
    final.prUrl = review.data.html_url;
    final.budget = budgetStop;
    final.conclusion = budgetStop ? "budget-exceeded" : "success";
    notes.unshift(`Reviewed ${coverage.reviewed} of ${coverage.total} changed files; ${inline.length} inline comment${inline.length === 1 ? "" : "s"}${offDiff.length ? `, ${offDiff.length} in the summary (not on the diff)` : ""}.`);
  } catch (error) {
    final.conclusion = "failed";
    final.error = redact(error instanceof Error ? error.message : String(error));
  } finally {
    git?.putBack();
  }
  if (notes.length) final.notes = notes;
  if (sessionFile) final.artifactUrl = (await publishSession(ctx, sessionFile, reviewSessionName(pull.number)))?.url;
  return finishRun(ctx, final, { answer, totals, sessionFile, startedAt: started });
}
