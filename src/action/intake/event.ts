// From the workflow's event payload to a Task, or a Skip that says why nothing runs.
// Nothing here calls GitHub: trust is checked afterwards (trust.ts), with the API.

import { basename } from "node:path";
import { stripFrontmatter } from "../../context/frontmatter.js";
import { parseCommandArgs, substituteArgs } from "../../context/prompt-templates.js";
import { sanitize } from "./sanitize.js";
import { findLeadingTrigger, findTrigger, isStopCommand } from "./trigger.js";
import type { ActionInputs, Repo, Skip, Task, TaskKind } from "../types.js";

/** Hidden marker in every comment the action writes, so its own comments never trigger it. */
export { COMMENT_MARKER as AGENT_MARKER } from "../report/progress-render.js";
/** The login the workflow's GITHUB_TOKEN acts as. */
export const ACTIONS_BOT = "github-actions[bot]";

const MARKER_RE = /<!--\s*repo-agent\b/i;

interface User {
  login?: string;
  type?: string;
}
interface IssueLike {
  number?: number;
  title?: string;
  body?: string | null;
  user?: User;
  pull_request?: unknown;
  created_at?: string;
  updated_at?: string;
  labels?: { name?: string }[];
  /** How many comments the issue has (issue events). */
  comments?: number;
}
/** The parts of the webhook payloads this module reads; everything is optional because payloads vary. */
export interface EventPayload {
  action?: string;
  issue?: IssueLike;
  pull_request?: IssueLike & { draft?: boolean; head?: { sha?: string; ref?: string; repo?: { id?: number } | null } };
  comment?: {
    id?: number;
    body?: string | null;
    user?: User;
    created_at?: string;
    updated_at?: string;
    /** Review comments: where in the diff they sit. */
    path?: string;
    line?: number | null;
    original_line?: number | null;
    diff_hunk?: string;
  };
  review?: { id?: number; body?: string | null; user?: User; submitted_at?: string };
  label?: { name?: string };
  changes?: { body?: { from?: string | null } };
  repository?: { id?: number; name?: string; owner?: { login?: string }; default_branch?: string };
  sender?: User;
  [key: string]: unknown;
}

export interface EventOptions {
  /** Contents of the `prompt-file` input, read by the caller relative to GITHUB_WORKSPACE. */
  promptFileText?: string;
  /** `owner/name`, used when the payload has no repository (schedule). Default GITHUB_REPOSITORY. */
  repository?: string;
}

export const isBot = (user: User | undefined): boolean =>
  user?.type === "Bot" || (user?.login ?? "").toLowerCase().endsWith("[bot]");

/** Two logins (or label names) that are the same, as GitHub compares them: without case. */
const sameName = (a: string | undefined, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

const skip = (reason: string, issueNumber?: number): Skip => (issueNumber === undefined ? { skip: true, reason } : { skip: true, reason, issueNumber });

/**
 * Decides what the event asks for. `defaultBranch` overrides the payload's repository default
 * branch as the base for issue work.
 */
export function taskFromEvent(
  eventName: string,
  payload: EventPayload,
  inputs: ActionInputs,
  defaultBranch?: string,
  options: EventOptions = {},
): Task | Skip {
  const repo = repoOf(payload, options.repository ?? process.env.GITHUB_REPOSITORY);
  if (!repo) return skip(`the ${eventName} event names no repository; set GITHUB_REPOSITORY`);
  const base = defaultBranch ?? payload.repository?.default_branch;
  switch (eventName) {
    case "issue_comment":
      return fromComment(payload, inputs, repo, base);
    case "issues":
      return fromIssue(payload, inputs, repo, base);
    case "pull_request_review_comment":
      return fromReviewComment(payload, inputs, repo, base);
    case "pull_request_review":
      return fromReview(payload, inputs, repo, base);
    case "pull_request":
    case "pull_request_target":
      return fromPullRequest(eventName, payload, inputs, repo, base);
    case "workflow_run":
      return fromWorkflowRun(payload, inputs, repo);
    case "workflow_dispatch":
    case "schedule":
      return fromPrompt(eventName, payload, inputs, repo, base, options.promptFileText);
    default:
      return skip(
        `repo-agent does not act on ${eventName} events; use issue_comment, issues, pull_request, pull_request_review_comment, pull_request_review, workflow_run, workflow_dispatch or schedule`,
      );
  }
}

function repoOf(payload: EventPayload, fallback: string | undefined): Repo | undefined {
  const owner = payload.repository?.owner?.login;
  const name = payload.repository?.name;
  if (owner && name) return { owner, repo: name };
  const [o, r, ...rest] = (fallback ?? "").split("/");
  return o && r && rest.length === 0 ? { owner: o, repo: r } : undefined;
}

/** The action's own comments (its bot, or any carrying its marker) never count as anyone's request. */
export function isOwnComment(user: User | undefined, body: string | null | undefined): boolean {
  return isActionsBot(user) || MARKER_RE.test(body ?? "");
}

const isActionsBot = (user: User | undefined) => (user?.login ?? "").toLowerCase() === ACTIONS_BOT;

/**
 * repo-agent's own pull request, told by what its author cannot forge: its head is a branch of
 * this repository with branch-prefix (only repo-agent and people with write access push there; a
 * fork's branch may be called anything), and it was opened by a bot account (the workflow's or an
 * App's token) or carries the hidden marker (a personal token's, with a session). The marker alone
 * proves nothing: anyone can paste it into a description.
 */
export function isOwnPullRequest(pull: NonNullable<EventPayload["pull_request"]>, repositoryId: number | undefined, branchPrefix: string): boolean {
  const head = pull.head;
  const ownBranch = !!branchPrefix && repositoryId !== undefined && head?.repo?.id === repositoryId && (head.ref ?? "").startsWith(branchPrefix);
  return ownBranch && (isBot(pull.user) || MARKER_RE.test(pull.body ?? ""));
}

/**
 * repo-agent's own issue (a campaign's tracking issue): the workflow's bot opened or changed it, or
 * it carries the hidden marker and a bot account opened it, or its author (a personal token's) is
 * the one acting. A marker an outsider pasted does not keep a maintainer's label from running it.
 */
function isOwnIssue(issue: IssueLike, sender: User | undefined): boolean {
  if (isActionsBot(sender) || isActionsBot(issue.user)) return true;
  return MARKER_RE.test(issue.body ?? "") && (isBot(issue.user) || sameName(issue.user?.login, sender?.login));
}

// A stop reaches a running agent through its comment watch; on its own it has nothing to end.
const stopAlone = (inputs: ActionInputs, number: number) =>
  skip(`${inputs.trigger} stop ends a running agent, and none was running on #${number} when it was read; nothing was done`, number);
// The running agent watches the conversation's comments only.
const stopInReview = (inputs: ActionInputs, number: number) =>
  skip(`${inputs.trigger} stop is read in the pull request's conversation, not in a review; comment it there to stop a running agent. Nothing was done`, number);

function fromComment(payload: EventPayload, inputs: ActionInputs, repo: Repo, base: string | undefined): Task | Skip {
  const { comment, issue } = payload;
  if (payload.action !== "created") return skip(`a comment was ${payload.action ?? "changed"}; only new comments start runs`);
  if (!comment || !issue?.number) return skip("the issue_comment payload has no comment or issue");
  if (isOwnComment(comment.user, comment.body)) return skip("the comment is repo-agent's own; it never triggers a run");
  const instruction = findTrigger(sanitize(comment.body ?? ""), inputs.trigger);
  if (instruction === undefined) return skip(`the comment does not start a line with ${inputs.trigger}; nothing to do`);
  if (isStopCommand(instruction)) return stopAlone(inputs, issue.number);
  const isPullRequest = issue.pull_request != null;
  const task = build(inputs, repo, base, {
    auto: isPullRequest ? pullRequestKind(instruction) : "fix",
    issue,
    isPullRequest,
    instruction: isPullRequest ? withoutReviewWord(instruction) : instruction,
    actor: comment.user,
    commentId: comment.id,
    triggeredAt: comment.updated_at ?? comment.created_at,
  });
  if (!("skip" in task) && task.kind === "followup" && FIX_CI.test(instruction)) task.ciRun = "latest";
  return task;
}

// "/agent fix ci" on a pull request: a follow-up fed with its head's latest failed CI run.
const FIX_CI = /^fix\s+ci\b/i;

const FED_BACK = ["failure", "timed_out"];

/**
 * A workflow run that completed: when it failed on a branch of repo-agent's in this repository,
 * a follow-up on that branch's pull request with the failing logs (ci-feedback.ts reads them).
 */
function fromWorkflowRun(payload: EventPayload, inputs: ActionInputs, repo: Repo): Task | Skip {
  const run = payload.workflow_run as WorkflowRunPayload | undefined;
  if (payload.action !== "completed") return skip(`workflow_run.${payload.action ?? "unknown"} does not start runs; only completed runs are looked at`);
  if (!run?.id || !run.head_branch) return skip("the workflow_run payload has no run or head branch");
  const what = `the workflow run "${run.name ?? run.id}" on ${run.head_branch}`;
  if (!FED_BACK.includes(run.conclusion ?? "")) return skip(`${what} ended ${run.conclusion ?? "without a conclusion"}; only failed or timed-out runs are fed back`);
  if (String(run.id) === process.env.GITHUB_RUN_ID) return skip(`${what} is this run itself`);
  const repoId = (payload.repository as { id?: number } | undefined)?.id;
  if (run.head_repository?.id === undefined || run.head_repository.id !== repoId) {
    return skip(`${what} comes from a fork (${run.head_repository?.full_name ?? "unknown"}); repo-agent never works on forks' branches`);
  }
  if (!run.head_branch.startsWith(inputs.branchPrefix)) return skip(`${what}: ${run.head_branch} was not created by repo-agent (branch-prefix ${inputs.branchPrefix})`);
  if (inputs.ciFixAttempts === 0) return skip(`${what} failed, but ci-fix-attempts is 0`);
  const pull = run.pull_requests?.find((p) => p.head?.ref === run.head_branch);
  const task: Task = {
    kind: "followup",
    repo,
    prompt: "Fix the failing CI run.",
    isPullRequest: true,
    actor: run.actor?.login ?? payload.sender?.login ?? "",
    actorIsBot: isBot(run.actor ?? payload.sender),
    automatic: true,
    ciRun: { id: run.id, name: run.name ?? "", headBranch: run.head_branch, headSha: run.head_sha ?? "", conclusion: run.conclusion!, url: run.html_url ?? "" },
  };
  if (pull?.number) task.issueNumber = pull.number;
  return task;
}

interface WorkflowRunPayload {
  id?: number;
  name?: string | null;
  head_branch?: string | null;
  head_sha?: string;
  conclusion?: string | null;
  html_url?: string;
  head_repository?: { id?: number; full_name?: string };
  pull_requests?: { number?: number; head?: { ref?: string } }[];
  actor?: User;
}

// "/agent review ..." on a pull request asks for a review; anything else for a follow-up commit.
const REVIEW_WORD = /^review\b[:,]?\s*/i;
const pullRequestKind = (instruction: string): TaskKind => (REVIEW_WORD.test(instruction) ? "review" : "followup");

/** On a pull request, `review` and `fix ci` ask for a run of their own kind, never a word to a running one. */
export const asksForOwnRun = (instruction: string, isPullRequest: boolean) => isPullRequest && (REVIEW_WORD.test(instruction) || FIX_CI.test(instruction));
const withoutReviewWord = (instruction: string) => instruction.replace(REVIEW_WORD, "");

/** `/agent ...` in a comment on a line of a pull request's diff. */
function fromReviewComment(payload: EventPayload, inputs: ActionInputs, repo: Repo, base: string | undefined): Task | Skip {
  const { comment, pull_request: pull } = payload;
  if (payload.action !== "created") return skip(`a review comment was ${payload.action ?? "changed"}; only new comments start runs`);
  if (!comment || !pull?.number) return skip("the pull_request_review_comment payload has no comment or pull request");
  if (isOwnComment(comment.user, comment.body)) return skip("the comment is repo-agent's own; it never triggers a run");
  const instruction = findTrigger(sanitize(comment.body ?? ""), inputs.trigger);
  if (instruction === undefined) return skip(`the comment does not start a line with ${inputs.trigger}; nothing to do`);
  if (isStopCommand(instruction)) return stopInReview(inputs, pull.number);
  const task = build(inputs, repo, base, {
    auto: pullRequestKind(instruction),
    issue: pull,
    isPullRequest: true,
    instruction: withoutReviewWord(instruction),
    actor: comment.user,
    triggeredAt: comment.updated_at ?? comment.created_at,
  });
  if (!("skip" in task) && comment.path) {
    const line = comment.line ?? comment.original_line ?? undefined;
    task.reviewComment = { path: comment.path, diffHunk: comment.diff_hunk ?? "", ...(line ? { line } : {}) };
  }
  return task;
}

/** `/agent ...` in the body of a submitted review. */
function fromReview(payload: EventPayload, inputs: ActionInputs, repo: Repo, base: string | undefined): Task | Skip {
  const { review, pull_request: pull } = payload;
  if (payload.action !== "submitted") return skip(`a review was ${payload.action ?? "changed"}; only submitted reviews start runs`);
  if (!review || !pull?.number) return skip("the pull_request_review payload has no review or pull request");
  if (isOwnComment(review.user, review.body)) return skip("the review is repo-agent's own; it never triggers a run");
  const instruction = findTrigger(sanitize(review.body ?? ""), inputs.trigger);
  if (instruction === undefined) return skip(`the review body does not start a line with ${inputs.trigger}; nothing to do`);
  if (isStopCommand(instruction)) return stopInReview(inputs, pull.number);
  const task = build(inputs, repo, base, {
    auto: pullRequestKind(instruction),
    issue: pull,
    isPullRequest: true,
    instruction: withoutReviewWord(instruction),
    actor: review.user,
    triggeredAt: review.submitted_at,
  });
  // The review's inline comments are part of the request ("address my comments"): read with the API.
  if (!("skip" in task) && review.id !== undefined) task.reviewId = review.id;
  return task;
}

const REVIEWED_ACTIONS = ["opened", "synchronize", "ready_for_review", "reopened"];

/** A pull request opened or pushed to: a review, when the workflow asks for one. */
function fromPullRequest(eventName: string, payload: EventPayload, inputs: ActionInputs, repo: Repo, base: string | undefined): Task | Skip {
  const pull = payload.pull_request;
  if (!pull?.number) return skip(`the ${eventName} payload has no pull request`);
  // Its own pull requests (opened with an App token, they start workflows) are not for it to review.
  if (isOwnPullRequest(pull, payload.repository?.id, inputs.branchPrefix)) return skip(`#${pull.number} is repo-agent's own pull request; it does not review its own work`);
  if (!REVIEWED_ACTIONS.includes(payload.action ?? "")) {
    return skip(`${eventName}.${payload.action ?? "unknown"} does not start reviews; use opened, synchronize, ready_for_review or reopened`);
  }
  if (inputs.mode !== "auto" && inputs.mode !== "review") return skip(`mode ${inputs.mode} does not act on ${eventName} events; use mode review`);
  if (pull.draft) return skip(`#${pull.number} is a draft; it is reviewed once it is marked ready for review`);
  const task = build(inputs, repo, base, {
    auto: "review",
    issue: pull,
    isPullRequest: true,
    instruction: inputs.prompt.trim(),
    actor: payload.sender,
  });
  if (!("skip" in task)) task.automatic = true;
  return task;
}

function fromIssue(payload: EventPayload, inputs: ActionInputs, repo: Repo, base: string | undefined): Task | Skip {
  const { issue, action } = payload;
  if (!issue?.number) return skip("the issues payload has no issue");
  if (isOwnIssue(issue, payload.sender)) return skip("the issue is repo-agent's own; it never triggers a run");
  const body = sanitize(issue.body ?? "");
  // The body is the instruction only when its author is the one whose permission is checked: a
  // maintainer's label, or their edit adding the trigger, makes an outsider's issue the task,
  // with the body fenced as data.
  const ownBody = sameName(issue.user?.login, payload.sender?.login);
  const label = inputs.trigger.replace(/^\//, "");
  let instruction: string | undefined;
  if (action === "opened" || action === "edited") {
    instruction = findLeadingTrigger(body, inputs.trigger);
    if (instruction === undefined) return skip(`the issue body does not start with ${inputs.trigger}; nothing to do`);
    // Opened with the trigger label, the issue also gets a labeled event, which runs it: one run, not two.
    if (action === "opened" && issue.labels?.some((l) => sameName(l.name, label)))
      return skip(`the issue was opened with the "${label}" label; its labeled event starts the run (the workflow must listen to issues: labeled, as examples/workflows/agent.yml does)`);
    // An edit starts a run only when it adds the trigger: fixing a typo in an issue that already
    // asked for a run must not start another one.
    if (action === "edited") {
      const from = payload.changes?.body?.from;
      if (from === undefined) return skip("the issue edit did not change its body; only an edit that adds the trigger starts a run");
      if (findLeadingTrigger(sanitize(from ?? ""), inputs.trigger) !== undefined)
        return skip(`the issue body already started with ${inputs.trigger} before this edit; comment ${inputs.trigger} to run again`);
    }
    if (!ownBody) instruction = "";
  } else if (action === "labeled") {
    if (!sameName(payload.label?.name, label)) return skip(`the label is not "${label}"; nothing to do`);
    instruction = ownBody ? (findLeadingTrigger(body, inputs.trigger) ?? "") : "";
  } else {
    return skip(`issues.${action ?? "unknown"} does not start runs; open, edit or label the issue "${label}"`);
  }
  return build(inputs, repo, base, {
    auto: "fix",
    issue,
    isPullRequest: false,
    instruction,
    actor: payload.sender ?? issue.user,
    triggeredAt: issue.updated_at ?? issue.created_at,
  });
}

interface Found {
  auto: TaskKind;
  issue: IssueLike;
  isPullRequest: boolean;
  instruction: string;
  actor: User | undefined;
  commentId?: number;
  triggeredAt?: string;
}

function build(inputs: ActionInputs, repo: Repo, base: string | undefined, f: Found): Task | Skip {
  const number = f.issue.number as number;
  // On a pull request, "fix" means a follow-up commit on its branch.
  const chosen: TaskKind = inputs.mode === "auto" ? f.auto : inputs.mode;
  const kind: TaskKind = f.isPullRequest && chosen === "fix" ? "followup" : chosen;
  if (kind === "review" && !f.isPullRequest) return skip(`mode review needs a pull request, but #${number} is an issue; comment on the pull request instead`, number);
  const title = sanitize(f.issue.title ?? "").trim();
  // A bare trigger asks to resolve the issue as written. The title becomes the instruction only
  // when its author is the actor whose permission is checked; someone else's title stays data.
  const ownTitle = sameName(f.issue.user?.login, f.actor?.login);
  const prompt =
    f.instruction ||
    (kind === "review"
      ? `Review pull request #${number}.`
      : title && (ownTitle ? title : `Resolve ${f.isPullRequest ? "pull request" : "issue"} #${number} as described in its title and body below.`));
  if (!prompt) return skip(`${inputs.trigger} was given no instruction; write the task after ${inputs.trigger}`, number);
  const task: Task = {
    kind,
    repo,
    prompt,
    issueNumber: number,
    isPullRequest: f.isPullRequest,
    title,
    body: sanitize(f.issue.body ?? ""),
    actor: f.actor?.login ?? "",
    actorIsBot: isBot(f.actor),
  };
  if (f.commentId !== undefined) task.commentId = f.commentId;
  if (f.triggeredAt) task.triggeredAt = f.triggeredAt;
  // Pull request work goes to the PR's own head and base, which the payload does not carry.
  if (!f.isPullRequest) {
    if (base) task.baseBranch = base;
    task.branch = `${inputs.branchPrefix}issue-${number}`;
  }
  return task;
}

function fromPrompt(
  eventName: string,
  payload: EventPayload,
  inputs: ActionInputs,
  repo: Repo,
  base: string | undefined,
  promptFileText: string | undefined,
): Task | Skip {
  if (inputs.promptFile && promptFileText === undefined) return skip(`prompt-file ${inputs.promptFile} was not read; the caller must pass its text`);
  const prompt = maintenancePrompt(inputs.prompt.trim(), promptFileText);
  if (!prompt) return skip(`a ${eventName} run needs the prompt or prompt-file input; set one in the workflow`);
  const kind: TaskKind = inputs.mode === "auto" ? "maintain" : inputs.mode;
  if (kind === "review") return skip(`mode review needs a pull request; a ${eventName} run has none`);
  const task: Task = {
    kind,
    repo,
    prompt,
    isPullRequest: false,
    actor: payload.sender?.login ?? process.env.GITHUB_ACTOR ?? "",
    actorIsBot: isBot(payload.sender),
  };
  if (base) task.baseBranch = base;
  task.branch = `${inputs.branchPrefix}maintain-${slug(inputs.promptFile ? basename(inputs.promptFile).replace(/\.[^.]*$/, "") : prompt.split("\n")[0])}`;
  return task;
}

const ARG_PLACEHOLDER = /\$(\d+|@|ARGUMENTS)|\$\{@:\d+/;

/**
 * `prompt` and `prompt-file` together. A prompt file is a pi prompt template (frontmatter is
 * dropped); when it uses `$1`/`$@`/`$ARGUMENTS`, `prompt` supplies the arguments, otherwise both
 * texts are sent. `prompt: /name args` expands a template from .pi/prompts/ later, like pi.
 */
function maintenancePrompt(prompt: string, promptFileText: string | undefined): string {
  const template = stripFrontmatter(promptFileText ?? "").trim();
  if (template && ARG_PLACEHOLDER.test(template)) return substituteArgs(template, parseCommandArgs(prompt)).trim();
  return [prompt, template].filter(Boolean).join("\n\n");
}

/** A branch-name piece from free text: lowercase words joined by "-", at most 40 characters. */
export function slug(text: string): string {
  const words = text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return words.slice(0, 40).replace(/-+$/, "") || "task";
}

/**
 * The event payload at GITHUB_EVENT_PATH, checked before anything parses it (the GitHub client
 * reads it when loaded and would crash with a stack trace). Throws one clear line on a bad file.
 */
export function readEventPayload(path: string | undefined, read: (p: string) => string): EventPayload {
  if (!path) return {};
  let text: string;
  try {
    text = read(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(`the event payload ${path} could not be read (${code ?? (error as Error).message}); run the action from a workflow event, which writes it`);
  }
  if (!text.trim()) throw new Error(`the event payload ${path} is empty; run the action from a workflow event, which writes it`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`the event payload ${path} is not valid JSON (${(error as Error).message.split("\n")[0]}); it may be truncated`);
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error(`the event payload ${path} is not a JSON object`);
  return value as EventPayload;
}
