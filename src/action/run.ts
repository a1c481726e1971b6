import * as core from "@actions/core";
import { copyFileSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { AssistantMessage } from "../ai/types.js";
import { runAgent, missingKeyMessage } from "./agent-run.js";
import { uploadSession } from "./artifact.js";
import { liftCredentials } from "./credentials.js";
import { DeliveryError, deliverChanges, prepareBranch } from "./delivery.js";
import { taskFromEvent } from "./event.js";
import { createOctokit, type Octokit } from "./github.js";
import { buildJobSummary } from "./job-summary.js";
import { acknowledge, ProgressComment, workflowRunUrl } from "./progress.js";
import { COMMENT_MARKER, type FinalState } from "./progress-render.js";
import { openOrUpdatePullRequest, pullRequestBody } from "./pull-request.js";
import { createRedactor, type Redactor } from "./redact.js";
import { buildTaskPrompt, deliveryNote, type PriorComment } from "./task-prompt.js";
import { checkTrust } from "./trust.js";
import type { ActionInputs, Conclusion, Task } from "./types.js";

export interface RunResult {
  conclusion: Conclusion;
  failed: boolean;
}

const env = (name: string) => process.env[name] ?? "";
const answerText = (m?: AssistantMessage) => (m ? m.content.flatMap((c) => (c.type === "text" ? [c.text] : [])).join("\n").trim() : "");

function setOutputs(values: Record<string, string | number | undefined>): void {
  for (const [k, v] of Object.entries(values)) if (v !== undefined) core.setOutput(k, String(v));
}

/** Says why nothing ran: on the issue when there is one to reply on, and always in the summary. */
async function refuse(octokit: Octokit, task: Task | undefined, issueNumber: number | undefined, reason: string, redact: Redactor, reply: boolean): Promise<RunResult> {
  core.info(`repo-agent: skipped: ${reason}`);
  if (reply && issueNumber !== undefined && task) {
    try {
      await octokit.rest.issues.createComment({ ...task.repo, issue_number: issueNumber, body: redact(`${COMMENT_MARKER}\nrepo-agent did not run: ${reason}`) });
    } catch (e) {
      core.warning(`repo-agent: could not reply on #${issueNumber}: ${(e as Error).message}`);
    }
  }
  await core.summary.addRaw(redact(buildJobSummary({ task: task?.prompt ?? "", conclusion: "skipped", toolCalls: [], skipReason: reason }))).write();
  setOutputs({ conclusion: "skipped" });
  return { conclusion: "skipped", failed: false };
}

async function priorComments(octokit: Octokit, task: Task): Promise<PriorComment[]> {
  if (task.issueNumber === undefined) return [];
  try {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...task.repo, issue_number: task.issueNumber, per_page: 100 });
    return comments.map((c) => ({ author: c.user?.login ?? "ghost", body: c.body ?? "", createdAt: c.created_at }));
  } catch (e) {
    core.warning(`repo-agent: could not read the comments of #${task.issueNumber}: ${(e as Error).message}`);
    return [];
  }
}

/** One whole run of the action; the caller turns the result into the exit code. */
export async function runAction(inputs: ActionInputs): Promise<RunResult> {
  const redact = createRedactor([inputs.githubToken, inputs.anthropicApiKey, inputs.openaiApiKey, inputs.geminiApiKey, env("ACTIONS_RUNTIME_TOKEN")]);
  const octokit = createOctokit(inputs.githubToken);
  const workspace = resolve(env("GITHUB_WORKSPACE") || process.cwd());
  const runnerTemp = env("RUNNER_TEMP") || join(workspace, "..", "_temp");
  const eventName = env("GITHUB_EVENT_NAME");
  const payload = env("GITHUB_EVENT_PATH") ? JSON.parse(readFileSync(env("GITHUB_EVENT_PATH"), "utf8")) : {};
  const promptFileText = inputs.promptFile ? readFileSync(resolve(workspace, inputs.promptFile), "utf8") : undefined;

  const decided = taskFromEvent(eventName, payload, inputs, undefined, { promptFileText });
  if ("skip" in decided) return refuse(octokit, undefined, decided.issueNumber, decided.reason, redact, false);
  const task = decided;
  if (task.kind === "followup" || task.kind === "review") {
    return refuse(octokit, task, task.issueNumber, "follow-ups and reviews on pull requests are not supported by this version of repo-agent yet", redact, true);
  }
  const trust = await checkTrust(octokit, task, inputs);
  if (!trust.allowed) return refuse(octokit, task, task.issueNumber, trust.reason, redact, true);
  const keyProblem = missingKeyMessage(inputs);
  if (keyProblem) throw new Error(keyProblem);

  const runUrl = workflowRunUrl(env("GITHUB_SERVER_URL") || "https://github.com", task.repo, env("GITHUB_RUN_ID") || "0");
  const progress = task.issueNumber !== undefined ? new ProgressComment({ octokit, repo: task.repo, issueNumber: task.issueNumber, runUrl, redact }) : undefined;
  if (task.issueNumber !== undefined) await acknowledge(octokit, task.repo, { commentId: task.commentId, issueNumber: task.issueNumber });
  await progress?.start();
  if (progress?.commentId !== undefined) core.saveState("comment-id", String(progress.commentId));
  core.saveState("run-url", runUrl);
  core.saveState("repo", `${task.repo.owner}/${task.repo.repo}`);

  const started = Date.now();
  const final: FinalState = { conclusion: "failed" };
  let sessionFile: string | undefined;
  let answer = "";
  let totals;
  try {
    const base = task.baseBranch ?? "main";
    const branch = task.branch ?? `${inputs.branchPrefix}run-${env("GITHUB_RUN_ID")}`;
    const ws = { dir: workspace };
    const prepared = await prepareBranch(ws, branch, base);
    const credentials = await liftCredentials(workspace);
    let result;
    try {
      result = await runAgent({
        task,
        inputs,
        workspace,
        runnerTemp,
        prompt: buildTaskPrompt(task, { priorComments: await priorComments(octokit, task), deliveryNote }),
        onEvent: (e) => progress?.onEvent(e),
      });
    } finally {
      await credentials.restore();
    }
    const { outcome } = result;
    sessionFile = result.sessionFile;
    totals = outcome.totals;
    answer = answerText(outcome.answer);
    final.totals = totals;

    const budgetStop = outcome.status === "budget-exceeded" ? outcome.errorMessage : undefined;
    if (outcome.status === "failed" || outcome.status === "aborted") {
      final.error = redact(outcome.errorMessage ?? "the agent run failed");
    }
    const delivery = await deliverChanges({
      workspace: ws,
      branch,
      branchPrefix: inputs.branchPrefix,
      defaultBranch: base,
      startSha: prepared.startSha,
      protectedPaths: inputs.protectedPaths,
      message: `${task.title ? `${task.title}` : "repo-agent changes"}${task.issueNumber !== undefined ? ` (#${task.issueNumber})` : ""}\n\n${redact(answer).slice(0, 2000)}`,
      requester: { login: task.actor },
    });
    final.filesChanged = delivery.changes.files.map((f) => f.path);
    if (delivery.refused.length) final.notes = [`Not pushed (protected paths): ${delivery.refused.join(", ")}`];
    if (delivery.pushed) {
      const pr = await openOrUpdatePullRequest(octokit, {
        repo: task.repo,
        head: branch,
        base,
        title: task.title ? `${budgetStop ? "[incomplete] " : ""}${task.title}` : `repo-agent: ${task.prompt.slice(0, 60)}`,
        body: redact(
          pullRequestBody({
            summary: answer || "(the agent gave no summary)",
            issueNumber: task.isPullRequest ? undefined : task.issueNumber,
            diffstat: delivery.changes.diffstat,
            costUsd: totals.costUsd,
            tokens: { input: totals.input + totals.cacheRead + totals.cacheWrite, output: totals.output },
            runUrl,
            incomplete: budgetStop,
            protectedRefused: delivery.refused,
          }),
        ),
        draft: inputs.draft || budgetStop !== undefined || final.error !== undefined,
      });
      final.prUrl = pr.url;
      final.prNumber = pr.number;
      setOutputs({ branch, "pr-number": pr.number, "pr-url": pr.url });
    }
    final.budget = budgetStop;
    final.conclusion = final.error ? "failed" : budgetStop ? "budget-exceeded" : delivery.pushed ? "success" : "no-changes";
  } catch (error) {
    final.conclusion = "failed";
    final.error = redact(error instanceof DeliveryError || error instanceof Error ? error.message : String(error));
  }

  if (sessionFile && inputs.uploadSession) {
    // A single-file artifact takes the file's name, so the copy uploaded says what it is.
    const name = `repo-agent-session-${task.issueNumber !== undefined ? `issue-${task.issueNumber}-` : ""}${env("GITHUB_RUN_ID") || "local"}.jsonl`;
    const named = join(dirname(sessionFile), name);
    copyFileSync(sessionFile, named);
    const uploaded = await uploadSession(named, name);
    if (uploaded.error) core.warning(redact(uploaded.error));
    if (uploaded.id !== undefined) {
      final.artifactUrl = `${runUrl}/artifacts/${uploaded.id}`;
      setOutputs({ "artifact-id": uploaded.id });
    }
  }
  final.durationMs = Date.now() - started;
  await progress?.finish(final);
  await core.summary
    .addRaw(
      redact(
        buildJobSummary({
          task: task.prompt,
          conclusion: final.conclusion,
          answer,
          toolCalls: progress?.steps.summaryLines() ?? [],
          totals,
          durationMs: final.durationMs,
          prUrl: final.prUrl,
          prNumber: final.prNumber,
          artifactUrl: final.artifactUrl,
          runUrl,
          error: final.error,
          budget: final.budget,
          notes: final.notes,
        }),
      ),
    )
    .write();
  setOutputs({
    conclusion: final.conclusion,
    "session-file": sessionFile,
    "cost-usd": totals?.costUsd.toFixed(6),
    "input-tokens": totals ? totals.input + totals.cacheRead + totals.cacheWrite : undefined,
    "output-tokens": totals?.output,
    turns: totals?.turns,
  });
  core.saveState("finished", "true");
  if (final.error) core.error(final.error);
  return { conclusion: final.conclusion, failed: final.conclusion === "failed" };
}

