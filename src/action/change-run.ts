import * as core from "@actions/core";
import { join } from "node:path";
import { hasPrices } from "../ai/models.js";
import type { AssistantMessage } from "../ai/types.js";
import type { RunTotals } from "../session/budget.js";
import { downloadSession, patchArtifactName, sessionArtifactName } from "./delivery/artifact.js";
import { configBranch, copyBaseConfig } from "./intake/base-config.js";
import type { HarnessGit } from "./delivery/harness-git.js";
import { runAgentIsolated } from "./isolation/isolated-run.js";
import { writeForAgent } from "./agent-files.js";
import { cancelled } from "./cancel.js";
import { Steering } from "./steer/steering.js";
import { prepareBranch } from "./delivery/branch.js";
import { DeliveryError, deliverChanges } from "./delivery/delivery.js";
import { inertPlain } from "./report/model-text.js";
import { code, codeList, type FinalState } from "./report/progress-render.js";
import { branchUrl } from "./report/progress.js";
import { holdsUnproposedWork, openOrUpdatePullRequest, pullRequestBody } from "./delivery/pull-request.js";
import { pickRunBranch } from "./delivery/run-branch.js";
import { keepAsPatch } from "./delivery/patch.js";
import { finishRun, publishSession, recordSessionOn, setOutputs, takeGitDir, type PublishedSession, type RunContext, type RunResult } from "./run-context.js";
import { buildTaskPrompt, conversationFits, conversationText, deliveryNote, reviewCommentsFit, reviewCommentsText, type PriorComment, type ReviewThreadComment } from "./intake/task-prompt.js";

// fix, followup and maintain runs: the agent changes the working tree, the harness delivers it.

/** Paths named one by one in the comment; the rest are counted. */
const MAX_LISTED = 20;
// GitHub's answer when the repository does not let workflows open pull requests (the default).
const NOT_PERMITTED = /not permitted to create or approve pull requests/i;
const NOT_PERMITTED_HINT =
  'allow it under Settings → Actions → General → Workflow permissions ("Allow GitHub Actions to create and approve pull requests"), or give repo-agent a GitHub App token';

export const answerText = (m?: AssistantMessage) => (m ? m.content.flatMap((c) => (c.type === "text" ? [c.text] : [])).join("\n").trim() : "");

async function priorComments(ctx: RunContext): Promise<PriorComment[]> {
  const { task } = ctx;
  if (task.issueNumber === undefined) return [];
  try {
    const comments = await ctx.thread();
    return comments.map((c) => ({ author: c.user?.login ?? "ghost", body: c.body ?? "", createdAt: c.created_at, updatedAt: c.updated_at }));
  } catch (e) {
    core.warning(`repo-agent: could not read the comments of #${task.issueNumber}: ${(e as Error).message}`);
    return [];
  }
}

/** The inline comments of the review whose body asked for this run ("address my comments"). */
async function reviewComments(ctx: RunContext, notes: string[]): Promise<ReviewThreadComment[]> {
  const { octokit, task } = ctx;
  if (task.reviewId === undefined || task.issueNumber === undefined) return [];
  try {
    const comments = await octokit.paginate(octokit.rest.pulls.listCommentsForReview, { ...task.repo, pull_number: task.issueNumber, review_id: task.reviewId, per_page: 100 });
    return comments.map((c) => ({
      author: c.user?.login ?? "ghost",
      body: c.body,
      path: c.path,
      line: c.line ?? c.original_line ?? undefined,
      startLine: c.start_line ?? c.original_start_line ?? undefined,
      diffHunk: c.diff_hunk,
    }));
  } catch (e) {
    notes.push(`The review's inline comments could not be read (${(e as Error).message.split("\n")[0]}); the agent saw only its body.`);
    return [];
  }
}

export async function runChanges(ctx: RunContext): Promise<RunResult> {
  const { inputs, task, redact, workspace, runnerTemp, pull } = ctx;
  const started = Date.now();
  const final: FinalState = { conclusion: "failed" };
  const notes: string[] = [];
  let sessionFile: string | undefined;
  let session: PublishedSession | undefined;
  /** The pull request whose description was written naming the session. */
  let namedIn: number | undefined;
  let answer = "";
  let totals: RunTotals | undefined;
  let steering: Steering | undefined;
  // Follow-ups work on the PR's own branch and base; everything else on the task's.
  const base = pull?.baseRef ?? task.baseBranch ?? "main";
  let branch = pull?.headRef ?? task.branch ?? `${inputs.branchPrefix}run-${process.env.GITHUB_RUN_ID ?? "local"}`;
  let git: HarnessGit | undefined;
  const urlOf = (name: string) => branchUrl(process.env.GITHUB_SERVER_URL || "https://github.com", task.repo, name);
  /** Names the pushed branch when no pull request shows the work. */
  const pointAtBranch = (what: string, name = branch) => {
    final.branchUrl = urlOf(name);
    notes.push(`${what} is on the branch [${code(name)}](${final.branchUrl}).`);
    setOutputs({ branch: name });
  };
  try {
    // The issue's comments (one read a run, usually begun by the delivered check) come while git
    // works; a continued session does not need them, but it does need the inline comments of a
    // review that asked for the run.
    const comments = priorComments(ctx);
    const inReview = reviewComments(ctx, notes);
    git = await takeGitDir(workspace, runnerTemp);
    // A follow-up works on its pull request's branch; other runs on the task's, or a fresh one
    // when the task's pull request was merged or closed already.
    const picked = pull ? undefined : await pickRunBranch(git, ctx.octokit, task.repo, branch);
    if (picked && picked.branch !== branch) notes.push(`A pull request from ${code(branch)} was merged or closed already, so this run started afresh from ${code(base)} on ${code(picked.branch)}.`);
    branch = picked?.branch ?? branch;
    const prepared = await prepareBranch(git, branch, base, picked);
    // Should this step die, the post step keeps the work left in the workspace under this name.
    core.saveState("patch-name", patchArtifactName(branch));
    core.saveState("protected-paths", JSON.stringify(inputs.protectedPaths));
    const projectDir = pull ? await copyBaseConfig(git, configBranch(pull, inputs.branchPrefix), runnerTemp, [inputs.modelsFile].filter(Boolean)) : undefined;
    let earlier: string | undefined;
    let sessionMissing: string | undefined;
    if (task.kind === "followup" && pull) {
      const found = await downloadSession(ctx.octokit, task.repo, pull.repoId, inputs.githubToken, branch, pull.body, join(runnerTemp, "repo-agent", "sessions"));
      if ("file" in found) earlier = found.file;
      else {
        sessionMissing = found.missing;
        notes.push(`The earlier session was not found (${found.missing}), so this run started a fresh session with the pull request's conversation as context.`);
      }
    }
    const prior = earlier ? [] : await comments;
    const review = await inReview;
    const reviewCommentsFile = reviewCommentsFit(review) ? undefined : writeForAgent(runnerTemp, "review-comments", reviewCommentsText(review), "The review's inline comments", notes);
    // A continued session has the conversation in context already: its prompt holds none of it.
    const conversationFile =
      earlier || task.issueNumber === undefined || conversationFits(task, prior)
        ? undefined
        : writeForAgent(runnerTemp, "conversation", conversationText(task, prior), `The ${task.isPullRequest ? "pull request" : "issue"}'s body and earlier comments`, notes);
    steering = new Steering(ctx);
    const result = await runAgentIsolated(ctx, git, notes, {
      onSession: (session) => steering!.attach(session),
      projectDir,
      sessionName: sessionArtifactName(branch),
      sessionFile: earlier,
      prompt: (expand) => buildTaskPrompt({ ...task, prompt: expand(task.prompt) }, { priorComments: prior, reviewComments: review, reviewCommentsFile, conversationFile, deliveryNote, continued: earlier !== undefined, sessionMissing }),
      verify: inputs.verify.length ? { commands: inputs.verify, timeoutMinutes: inputs.verifyTimeoutMinutes, rounds: inputs.verifyRounds } : undefined,
    });
    await steering.end();
    final.verified = result.verified;
    const verifyFailed = result.verified.status === "failed";
    const { outcome } = result;
    sessionFile = result.sessionFile;
    // Uploaded before the pull request is written, so that its description names it from the start.
    // After a cancel the runner allows 10 s in all: the push does not wait long on a slow upload.
    const publishing = publishSession(ctx, sessionFile, sessionArtifactName(branch));
    publishing.catch(() => {});
    const briefly = () => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 3000).unref());
    session = await (cancelled.aborted ? Promise.race([publishing, briefly()]) : publishing);
    totals = outcome.totals;
    answer = answerText(outcome.answer);
    final.totals = totals;

    const budgetStop = outcome.status === "budget-exceeded" ? outcome.errorMessage : undefined;
    // Said in the title and a banner of the pull request that holds the work so far.
    const failure = outcome.status === "failed" || outcome.status === "aborted" ? redact(outcome.errorMessage ?? "the agent run failed") : undefined;
    const incomplete =
      budgetStop ??
      (failure && `it failed: ${failure.length > 300 ? `${failure.slice(0, 300)}…` : failure}`) ??
      (ctx.answerCut ? "the agent's last reply was cut off at the model's output limit" : undefined);
    // `/agent stop` ends the run the way a budget does, but it is somebody's decision, not a limit.
    const stopped = outcome.budget?.budget === "stopped";
    final.error = failure;
    const open = picked?.open ?? null;
    // Work that did not finish, or failed its checks, does not go onto a pull request that is
    // ready for review (someone may merge it): it goes to a branch beside it.
    const ready = pull ? !pull.draft : open ? !open.draft : false;
    const aside = ready && (incomplete || verifyFailed) ? `${branch}-unfinished-${process.env.GITHUB_RUN_ID || Date.now()}` : undefined;
    const delivery = await deliverChanges(git, {
      branch: aside ?? branch,
      branchPrefix: inputs.branchPrefix,
      defaultBranch: base,
      protectedPaths: inputs.protectedPaths,
      notOwned: result.notOwned,
      // No closing keyword of the title's or the model's may close an issue when the commit reaches
      // the default branch; a commit message is no markdown, so backticks do not stop one.
      message: `${task.title ? inertPlain(task.title) : "repo-agent changes"}${task.issueNumber !== undefined ? ` (#${task.issueNumber})` : ""}\n\n${inertPlain(redact(answer).slice(0, 2000))}`,
      requester: { login: task.actor },
    });
    // Should this step die before it says so, the post step's comment names the branch, and the
    // pull request a follow-up's commit went to.
    const pushedTo = { branch: aside ?? branch, url: urlOf(aside ?? branch), ...(pull && !aside ? { pr: { number: pull.number, url: pull.url } } : {}) };
    if (delivery.pushed) core.saveState("pushed", JSON.stringify(pushedTo));
    // Steering comments are acted on once the work of an agent that did not fail is pushed,
    // whatever fails after (a budget's or a stop's work too: their queued runs must not undo them).
    // Should this step die, the post step writes their handled lines.
    if (delivery.pushed && !failure) {
      const handled = ctx.progress?.workPushed() ?? [];
      if (handled.length) core.saveState("handled", handled.join("\n"));
    }
    final.filesChanged = delivery.changes.files.map((f) => f.path);
    final.notPushed = [...delivery.refused, ...delivery.withheld.map((w) => w.path)];
    // A note each, but not thousands: the comment has room for 65,536 characters, the answer among them.
    if (delivery.refused.length) notes.push(`Not pushed (protected paths): ${codeList(delivery.refused, MAX_LISTED)}`);
    for (const w of delivery.withheld.slice(0, MAX_LISTED)) notes.push(`Not pushed: ${code(w.path)}, ${w.reason}.`);
    if (delivery.withheld.length > MAX_LISTED) notes.push(`Not pushed: ${delivery.withheld.length - MAX_LISTED} more files withheld (files its user did not own, embedded repositories or paths git will not store).`);
    // A campaign run that failed earlier left its work on this branch without a pull request; when
    // this one ends well with nothing to add, that work gets its pull request now.
    const heldWork =
      !pull && !delivery.pushed && !open && outcome.status === "success" && prepared.reused && task.keepFailedWorkOnBranch === true &&
      (await holdsUnproposedWork(ctx.octokit, task.repo, base, branch).catch((error: Error) => {
        core.warning(redact(`repo-agent: could not tell whether ${branch} holds work without a pull request (${error.message}); none was opened for it`));
        return false;
      }));
    if (aside) {
      const number = pull?.number ?? open?.number;
      const why = incomplete ? "The run did not finish" : "The work failed verification";
      if (delivery.pushed) pointAtBranch(`${why}, so #${number}, which is ready for review, was left as it was; this run's work`, aside);
    } else if (pull) {
      // A follow-up's commit lands on the PR's branch; its title and description stay the author's.
      Object.assign(final, { prUrl: pull.url, prNumber: pull.number, prVerb: "pushed to" });
      setOutputs({ branch, "pr-number": pull.number, "pr-url": pull.url });
    } else if (delivery.pushed && final.error && task.keepFailedWorkOnBranch && !open) {
      // A campaign does not open a pull request in a target repository for a run that failed
      // (one already open from the branch is updated below, as its branch now holds this work).
      pointAtBranch("The run failed, so no pull request was opened; its work so far");
    } else if (delivery.pushed || heldWork) {
      if (heldWork) notes.push(`Nothing new to push; the branch ${code(branch)} already held work from an earlier run, so this run opened its pull request.`);
      const pr = await openOrUpdatePullRequest(ctx.octokit, {
        repo: task.repo,
        head: branch,
        base,
        // The title goes into the merge (or squash) commit: the issue's title there closes nothing either.
        title: task.title ? `${incomplete ? "[incomplete] " : ""}${inertPlain(task.title)}` : `repo-agent: ${task.prompt.slice(0, 60)}`,
        body: redact(
          pullRequestBody({
            // Redacted before inert() changes a secret's text (a ZWSP after its "#"), which the whole body's redaction would then miss.
            summary: redact(answer) || "(the agent gave no summary)",
            issueNumber: task.issueNumber,
            diffstat: delivery.changes.diffstat,
            costUsd: ctx.model && !hasPrices(ctx.model) ? undefined : totals.costUsd,
            tokens: { input: totals.input + totals.cacheRead + totals.cacheWrite, output: totals.output },
            runUrl: ctx.runUrl,
            sessionArtifactUrl: session?.url,
            incomplete,
            runOnly: prepared.reused,
            protectedRefused: delivery.refused,
            verified: result.verified,
          }),
        ),
        sessionId: session?.id,
        draft: inputs.draft || incomplete !== undefined || verifyFailed,
        tokenLogin: ctx.progress?.tokenLogin,
        open,
      }).catch((error: Error) => {
        // The work is pushed: say where, so that nobody has to dig for it.
        if (open) {
          Object.assign(final, { prUrl: open.html_url, prNumber: open.number, prVerb: "pushed to" });
          setOutputs({ branch, "pr-number": open.number, "pr-url": open.html_url });
          throw new Error(`the work is pushed to #${open.number}, but its title and description could not be updated: ${error.message}`);
        }
        pointAtBranch("The work");
        throw new Error(`could not open a pull request: ${error.message}${NOT_PERMITTED.test(error.message) ? `; ${NOT_PERMITTED_HINT}` : ""}`);
      });
      if (session) namedIn = pr.number;
      // And names the pull request, should this step die before the final comment.
      core.saveState("pushed", JSON.stringify({ ...pushedTo, pr: { number: pr.number, url: pr.url } }));
      Object.assign(final, { prUrl: pr.url, prNumber: pr.number, prVerb: pr.created ? "opened" : "updated" });
      setOutputs({ branch, "pr-number": pr.number, "pr-url": pr.url });
    } else if (open) {
      // Nothing new on a branch that has work from an earlier run: point at its open pull request.
      Object.assign(final, { prUrl: open.html_url, prNumber: open.number });
      setOutputs({ branch, "pr-number": open.number, "pr-url": open.html_url });
    }
    final.budget = budgetStop;
    final.conclusion = final.error ? "failed" : stopped ? "stopped" : budgetStop ? "budget-exceeded" : delivery.pushed || heldWork ? "success" : "no-changes";
  } catch (error) {
    final.conclusion = "failed";
    final.error = redact(error instanceof DeliveryError || error instanceof Error ? error.message : String(error));
    if (error instanceof DeliveryError && error.commit && git) {
      const kept = await keepAsPatch(git, error.commit, branch, join(runnerTemp, "repo-agent", "patch"), redact);
      if (kept.id !== undefined) notes.push(`The work is kept as a patch in [the artifact ${code(kept.name)}](${ctx.runUrl}/artifacts/${kept.id}): download it and apply it with \`git am\`.`);
      else notes.push(redact(`The work could not be pushed, and ${kept.error ?? "its patch was not uploaded"}; it is in the session's tool calls.`));
    }
  } finally {
    await steering?.end();
    git?.putBack();
  }
  if (notes.length) final.notes = notes;
  // A follow-up's pull request, or one found unchanged, is told its session now.
  if (session && final.prNumber !== undefined && final.prNumber !== namedIn) await recordSessionOn(ctx, final.prNumber, session.id);
  final.artifactUrl = session?.url;
  return finishRun(ctx, final, { answer, totals, sessionFile, startedAt: started });
}
