// Shapes shared by the action's modules. Only src/action knows GitHub.

import type { ThinkingLevel } from "../ai/types.js";

export type TaskKind = "fix" | "followup" | "review" | "maintain";

export interface Repo {
  owner: string;
  repo: string;
}

/** What a run should do, decided from the event before any model call. */
export interface Task {
  kind: TaskKind;
  repo: Repo;
  /** The instruction: the text after the trigger, or the prompt/prompt-file input. */
  prompt: string;
  /** The issue or pull request the run answers on (absent for schedule/dispatch runs). */
  issueNumber?: number;
  isPullRequest: boolean;
  /** Title and body of the issue/PR, sanitised; untrusted data for the prompt. */
  title?: string;
  body?: string;
  /** The comment that triggered the run, if any. */
  commentId?: number;
  /** Time the triggering comment/issue was created or last edited (ISO); later edits are ignored. */
  triggeredAt?: string;
  /** Login of the person (or bot) whose action triggered the run; their permission decides. */
  actor: string;
  actorIsBot: boolean;
  /** Base branch for the pull request (the repository's default branch for issues). */
  baseBranch?: string;
  /** The branch to push to, e.g. `agent/issue-12`. */
  branch?: string;
  /** A review comment that triggered the run: the line of the diff it is about. */
  reviewComment?: { path: string; line?: number; diffHunk: string };
  /** A follow-up asked for in a review's body: that review, whose inline comments go into the prompt. */
  reviewId?: number;
  /** Started by a pull_request event, not by a person asking: no progress comment, quiet skips. */
  automatic?: boolean;
  /** A CI-fix run: the failed workflow run (from a workflow_run event), or "latest" for `/agent fix ci`. */
  ciRun?: CiRun | "latest";
  /** A campaign target: a failed run's work is pushed to its branch but opens no pull request. */
  keepFailedWorkOnBranch?: boolean;
}

/** A failed workflow run whose logs a CI-fix run reads. */
export interface CiRun {
  id: number;
  name: string;
  headBranch: string;
  headSha: string;
  conclusion: string;
  url: string;
}

/** The event does not ask for a run, or asks for one that must not happen; said visibly. */
export interface Skip {
  skip: true;
  reason: string;
  /** Where to say it (an issue/PR number), if anywhere. */
  issueNumber?: number;
}

export type Conclusion = "success" | "no-changes" | "skipped" | "failed" | "budget-exceeded" | "stopped";

export interface ActionInputs {
  githubToken: string;
  model: string;
  anthropicApiKey: string;
  openaiApiKey: string;
  geminiApiKey: string;
  /** A models.json (pi's format) inside the repository, read from the trusted branch. */
  modelsFile: string;
  /** A model stream quiet this long is aborted and retried. */
  idleTimeoutSeconds?: number;
  /** How often the run's thread is read for trusted trigger comments that steer it; 0: never. */
  steerPollSeconds?: number;
  baseUrl: string;
  trigger: string;
  prompt: string;
  promptFile: string;
  mode: "auto" | "fix" | "review" | "maintain";
  tools: string[];
  /** Unset: the model input's `:<level>` suffix, else medium. */
  thinking?: ThinkingLevel;
  allowedUsers: string[];
  allowedBots: string[];
  branchPrefix: string;
  draft: boolean;
  maxCostUsd?: number;
  timeoutMinutes?: number;
  maxTurns?: number;
  protectedPaths: string[];
  appendSystemPrompt: string;
  uploadSession: boolean;
  /** Run the agent's commands as a separate unprivileged user when the runner allows it (absent: true). */
  isolateCommands?: boolean;
  /** The project's checks, one command per line, run after the agent stops. */
  verify: string[];
  verifyTimeoutMinutes: number;
  /** How many times a failed verification goes back to the agent. */
  verifyRounds: number;
  /** Automatic CI-fix runs per pull request before repo-agent stops and says so. */
  ciFixAttempts: number;
  /** A campaign file in the repository (modes plan and gather, and campaign target runs). */
  campaignFile?: string;
  /** A campaign target run: the matrix entry as JSON (checked against the campaign's plan). */
  campaignTarget?: string;
}
