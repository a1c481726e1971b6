import * as core from "@actions/core";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { preloadProvider } from "../ai/stream.js";
import { builtInModel, modelProblems } from "./model.js";
import { runChanges } from "./change-run.js";
import { readEventPayload, taskFromEvent, type EventPayload } from "./intake/event.js";
import { describeProblems } from "./intake/inputs.js";
import { PROMPT_EVENTS, readPromptFile } from "./intake/prompt-file.js";
import { createOctokit, type Octokit } from "./github.js";
import { buildJobSummary } from "./report/job-summary.js";
import { acknowledge, ProgressComment, workflowRunUrl } from "./report/progress.js";
import { COMMENT_MARKER, StepLog } from "./report/progress-render.js";
import { fetchPull, followupRefusal } from "./intake/pull-info.js";
import { actionSecrets, createRedactor, type Redactor } from "./report/redact.js";
import { runReview } from "./review-run.js";
import { setOutputs, type RunContext, type RunResult } from "./run-context.js";
import { checkTrust } from "./intake/trust.js";
import { CommentWarnings, commentPermissionHint } from "./comment-warnings.js";
import { sanitize } from "./intake/sanitize.js";
import { threadReader } from "./intake/thread.js";
import { deliveredBefore } from "./steer/handled.js";
import { CI_FIX_TAG, prepareCiFix, pullOfBranch } from "./verify/ci-feedback.js";
import type { ActionInputs, Skip, Task } from "./types.js";

export type { RunResult } from "./run-context.js";

const env = (name: string) => process.env[name] ?? "";

/**
 * Says why nothing ran: on the issue or PR when there is one to reply on, and always in the
 * summary. `failed`: a mistake in the workflow's set-up, which fails the job with the reason.
 */
async function refuse(octokit: Octokit | undefined, task: Task | undefined, issueNumber: number | undefined, reason: string, redact: Redactor, reply: boolean, failed = false): Promise<RunResult> {
  core.info(`repo-agent: ${failed ? "could not run" : "skipped"}: ${reason}`);
  const notes: string[] = [];
  if (reply && octokit && issueNumber !== undefined && task) {
    try {
      await octokit.rest.issues.createComment({ ...task.repo, issue_number: issueNumber, body: redact(`${COMMENT_MARKER}\nrepo-agent ${failed ? "could not run" : "did not run"}: ${reason}`) });
    } catch (e) {
      notes.push(`repo-agent: could not reply on #${issueNumber}: ${(e as Error).message}.${commentPermissionHint(e)}`);
      core.warning(notes[0]);
    }
  }
  const conclusion = failed ? "failed" : "skipped";
  await core.summary.addRaw(redact(buildJobSummary({ task: task?.prompt ?? "", conclusion, toolCalls: [], notes, ...(failed ? { error: reason } : { skipReason: reason }) }))).write();
  setOutputs({ conclusion });
  return failed ? { conclusion, failed, error: reason } : { conclusion, failed };
}

/** What a campaign target run decides instead of the event: its task, and the package it works in. */
export interface TargetTask {
  task: (payload: EventPayload, repository: string) => Task | Skip;
  cwd?: string;
  /** A repository target's clone, the run's workspace instead of GITHUB_WORKSPACE. */
  workspace?: string;
}

/**
 * One whole run of the action; the caller turns the result into the exit code. `inputProblems`
 * (readInputsLeniently's) are said only once the event asks for a run and its author may start one.
 */
export async function runAction(inputs: ActionInputs, target?: TargetTask, inputProblems: string[] = [], read?: EventPayload): Promise<RunResult> {
  const redact = createRedactor([inputs.githubToken, inputs.anthropicApiKey, inputs.openaiApiKey, inputs.geminiApiKey, ...actionSecrets()]);
  const home = resolve(env("GITHUB_WORKSPACE") || process.cwd());
  const workspace = target?.workspace ?? home;
  const runnerTemp = env("RUNNER_TEMP") || join(home, "..", "_temp");
  const eventName = env("GITHUB_EVENT_NAME");
  // The event as main read it; a campaign target reads it here.
  const payload = read ?? readEventPayload(env("GITHUB_EVENT_PATH") || undefined, (p) => readFileSync(p, "utf8"));
  // Read only where it is used: a comment's run takes no task from it.
  const promptRun = !target && PROMPT_EVENTS.includes(eventName);
  const promptFile = promptRun && inputs.promptFile ? readPromptFile(home, inputs.promptFile) : undefined;
  const workflowProblems = promptFile && "problem" in promptFile ? [...inputProblems, promptFile.problem] : inputProblems;
  const promptFileText = promptFile ? ("text" in promptFile ? promptFile.text : "") : undefined;

  const decided = target ? target.task(payload, env("GITHUB_REPOSITORY")) : taskFromEvent(eventName, payload, inputs, undefined, { promptFileText });
  // A dispatch or schedule asks for a run by itself (only writers can dispatch): its mistakes are
  // said even when they leave no task to run.
  if ("skip" in decided && promptRun && workflowProblems.length) return refuse(undefined, undefined, undefined, describeProblems(workflowProblems), redact, false, true);
  if ("skip" in decided) return refuse(undefined, undefined, decided.issueNumber, decided.reason, redact, false);
  const task = decided;
  // A run nobody asked for in a comment (a push to a PR) answers refusals in the summary only,
  // except when the PR first appears, so its author learns how to ask.
  const reply = !task.automatic || payload.action === "opened" || payload.action === "ready_for_review";
  const onPullRequest = Boolean(payload.pull_request || payload.issue?.pull_request);
  // The model as the checkout describes it, before any branch of the agent's is checked out; the
  // workflow's checkout, not a repository target's clone (whose writers could send the key elsewhere).
  const checked = modelProblems(inputs, home, onPullRequest);
  const problems = [...workflowProblems, ...checked.problems];
  // Without a token nobody's permission can be read, nor a reply posted: the log and summary say it.
  if (!inputs.githubToken) return refuse(undefined, task, undefined, describeProblems(problems), redact, false, true);
  const octokit = createOctokit(inputs.githubToken);
  const commentWarnings = new CommentWarnings();
  // The same comment may already have steered the agent that ran before this run, queued behind
  // it. A thread of one page is read beside the trust check; a longer one only once the commenter
  // may start runs, so an outsider's comment costs at most one page.
  const thread = threadReader(octokit, task);
  const onePage = (payload.issue?.comments ?? Infinity) < 100;
  const early = onePage ? deliveredBefore(thread, task, inputs) : undefined;
  const trust = await checkTrust(octokit, task, inputs);
  // Before any mistake of the workflow is said on the issue: nobody else may make it post them.
  // A refused token is one, but whether the commenter may hear it is what could not be read.
  if (!trust.allowed) return refuse(octokit, task, task.issueNumber, trust.reason, redact, reply && !trust.failed, trust.failed);
  const delivered = await (early ?? deliveredBefore(thread, task, inputs));
  if (delivered) return refuse(octokit, task, task.issueNumber, `the comment was already delivered to the agent that was running on #${task.issueNumber} (${delivered})`, redact, false);
  if (problems.length) return refuse(octokit, task, task.issueNumber, describeProblems(problems), redact, reply, true);

  if (task.ciRun && typeof task.ciRun === "object" && task.issueNumber === undefined) {
    task.issueNumber = await pullOfBranch(octokit, task.repo, task.ciRun.headBranch);
    if (task.issueNumber === undefined) return refuse(octokit, task, undefined, `${task.ciRun.headBranch} has no open pull request; CI failures are fed back only to open pull requests`, redact, false);
  }
  const pull = task.isPullRequest && task.issueNumber !== undefined ? await fetchPull(octokit, task.repo, task.issueNumber) : undefined;
  if (pull && task.kind === "followup") {
    const refusal = followupRefusal(pull, inputs.branchPrefix) ?? (await prepareCiFix(octokit, task, pull, inputs, redact, thread));
    if (refusal) return refuse(octokit, task, task.issueNumber, refusal, redact, reply);
    if (task.ciRun) Object.assign(task, { title: sanitize(pull.title), body: sanitize(pull.body) });
  }

  // The workflow runs in its own repository, which a repository target's task.repo is not.
  const [runOwner, runName] = env("GITHUB_REPOSITORY").split("/");
  const runRepo = target?.workspace && runOwner && runName ? { owner: runOwner, repo: runName } : task.repo;
  const runUrl = workflowRunUrl(env("GITHUB_SERVER_URL") || "https://github.com", runRepo, env("GITHUB_RUN_ID") || "0");
  // An automatic CI fix shows its progress too, tagged so the loop guard can count it.
  const automaticCiFix = task.automatic === true && task.ciRun !== undefined;
  const progress =
    task.issueNumber !== undefined && (!task.automatic || automaticCiFix)
      ? new ProgressComment({ octokit, repo: task.repo, issueNumber: task.issueNumber, runUrl, redact, tag: automaticCiFix ? CI_FIX_TAG : undefined, warn: commentWarnings.warn })
      : undefined;
  core.saveState("run-url", runUrl);
  core.saveState("repo", `${task.repo.owner}/${task.repo.repo}`);
  // Posted while the branch is prepared; the agent starts only once it exists (the post step needs
  // its id if this step dies). The reaction follows: GitHub's write throttle spaces writes a second apart.
  const posted = progress
    ? progress.start().then(() => {
        if (progress.commentId !== undefined) core.saveState("comment-id", String(progress.commentId));
      })
    : Promise.resolve();
  const announced = progress ? posted.then(() => acknowledge(octokit, task.repo, { commentId: task.commentId, issueNumber: task.issueNumber! }, commentWarnings.warn)) : posted;

  const ctx: RunContext = { inputs, octokit, task, redact, workspace, cwd: target?.cwd, runnerTemp, runUrl, pull, thread, progress, posted, announced, steps: progress?.steps ?? new StepLog(), commentWarnings, checkoutModel: checked.model };
  const running = task.kind === "review" ? runReview(ctx) : runChanges(ctx);
  // The model's SDK loads while git works, once the progress comment is out: compiling it takes the
  // thread for tens of milliseconds, which would hold back the comment and the comments' read.
  const known = builtInModel(inputs);
  const preload = () => known && preloadProvider(known.api);
  void posted.then(preload, preload);
  return running;
}
