import * as core from "@actions/core";
import { CODING_TOOL_NAMES as TOOL_NAMES } from "../../tools/names.js";
import type { ActionInputs } from "../types.js";

const THINKING = ["off", "minimal", "low", "medium", "high"] as const;
const MODES = ["auto", "fix", "review", "maintain", "plan", "gather"] as const;

/**
 * mode plan turns a campaign file into a matrix, mode gather its target jobs' results into the
 * tracking issue; neither reaches runAction nor needs a model.
 */
type CampaignStep<M> = Omit<ActionInputs, "mode"> & { mode: M; campaignFile: string };
export type PlanInputs = CampaignStep<"plan"> | CampaignStep<"gather">;

function list(raw: string): string[] {
  return raw
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function bool(name: string, raw: string, fallback: boolean, problems: string[]): boolean {
  if (!raw) return fallback;
  if (/^(true|yes|1)$/i.test(raw)) return true;
  if (/^(false|no|0)$/i.test(raw)) return false;
  problems.push(`input ${name} must be true or false (got "${raw}")`);
  return fallback;
}

function positive(name: string, raw: string, problems: string[], integer = false): number | undefined {
  if (!raw) return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    problems.push(`input ${name} must be a positive ${integer ? "whole " : ""}number (got "${raw}")`);
    return undefined;
  }
  return n;
}

function wholeOrZero(name: string, raw: string, fallback: number, problems: string[]): number {
  if (!raw) return fallback;
  const n = Number(raw);
  if (Number.isInteger(n) && n >= 0) return n;
  problems.push(`input ${name} must be a whole number, 0 or more (got "${raw}")`);
  return fallback;
}

/** `<provider>/<id>`, the model input's form. */
export const isModelSpec = (model: string) => /^[^/\s]+\/\S+$/.test(model);

/** The inputs, with a usable value in place of each one that has a problem, and the problems. */
export interface InputsRead {
  inputs: ActionInputs | PlanInputs;
  problems: string[];
  /** A problem that keeps the event from being read at all (the trigger): said on every run. */
  triggerProblem?: string;
}

/**
 * Reads and checks every input of action.yml. All problems are collected so a misconfigured
 * workflow is fixed in one edit, not one run per mistake.
 */
export function readInputs(get: (name: string) => string = (n) => core.getInput(n)): ActionInputs | PlanInputs {
  const { inputs, problems } = readInputsLeniently(get);
  if (problems.length) throw new InputError(problems);
  return inputs;
}

/**
 * Like readInputs, but never throws: the action first decides whether the event asks for a run
 * at all, and says the problems only to a run that was asked for (an unrelated comment must not
 * fail the workflow). A bad mode or branch prefix is read as the default for that decision.
 */
export function readInputsLeniently(get: (name: string) => string = (n) => core.getInput(n)): InputsRead {
  const problems: string[] = [];
  const rawMode = get("mode") || "auto";
  const modeOk = (MODES as readonly string[]).includes(rawMode);
  if (!modeOk) problems.push(`input mode must be one of ${MODES.join(", ")} (got "${rawMode}")`);
  const mode = modeOk ? rawMode : "auto";
  const thinking = get("thinking");
  if (thinking && !(THINKING as readonly string[]).includes(thinking)) problems.push(`input thinking must be one of ${THINKING.join(", ")} (got "${thinking}")`);
  const tools = list(get("tools"));
  const unknown = tools.filter((t) => !(TOOL_NAMES as readonly string[]).includes(t));
  if (unknown.length) problems.push(`input tools has unknown tool ${unknown.join(", ")}; available: ${TOOL_NAMES.join(", ")}`);
  const model = get("model");
  const campaignMode = mode === "plan" || mode === "gather";
  if (!model && !campaignMode) problems.push("input model is required, e.g. anthropic/claude-sonnet-4-6 (a token in the environment never picks one)");
  // Providers are checked once models.json is read; the form is checked before anyone is asked for permission.
  else if (model && !isModelSpec(model)) problems.push(`input model must be <provider>/<id>, e.g. anthropic/claude-sonnet-4-6 (got "${model}")`);
  const githubToken = get("github-token");
  if (!githubToken) problems.push("input github-token is empty; pass ${{ github.token }} or a token with contents, issues and pull-requests write");
  const trigger = get("trigger") || "/agent";
  const triggerProblem = /\s/.test(trigger) ? `input trigger must be one word (got "${trigger}")` : undefined;
  if (triggerProblem) problems.push(triggerProblem);
  const campaignFile = get("campaign-file");
  if (campaignMode && !campaignFile) problems.push(`input campaign-file is required with mode ${mode}: the campaign file's path in the repository, e.g. .github/campaigns/bump-lodash.yml`);
  const campaignTarget = get("campaign-target").trim();
  if (campaignTarget && !campaignFile) problems.push("input campaign-target needs campaign-file: the campaign file the plan job read");
  if (campaignTarget && mode !== "auto" && mode !== "maintain") problems.push(`input campaign-target runs a maintenance run; leave mode at auto or maintain (got "${mode}")`);
  let branchPrefix = get("branch-prefix") || "agent/";
  if (!/^[A-Za-z0-9._/-]+$/.test(branchPrefix) || branchPrefix.includes("..")) {
    problems.push(`input branch-prefix "${branchPrefix}" is not a safe branch name prefix`);
    branchPrefix = "agent/";
  }

  const inputs: ActionInputs = {
    githubToken,
    model,
    anthropicApiKey: get("anthropic-api-key"),
    openaiApiKey: get("openai-api-key"),
    geminiApiKey: get("gemini-api-key"),
    baseUrl: get("base-url"),
    modelsFile: get("models-file"),
    idleTimeoutSeconds: positive("idle-timeout-seconds", get("idle-timeout-seconds"), problems),
    steerPollSeconds: wholeOrZero("steer-poll-seconds", get("steer-poll-seconds"), 10, problems),
    trigger,
    prompt: get("prompt"),
    promptFile: get("prompt-file"),
    mode: mode as ActionInputs["mode"],
    tools,
    thinking: (thinking || undefined) as ActionInputs["thinking"],
    allowedUsers: list(get("allowed-users")),
    allowedBots: list(get("allowed-bots")),
    branchPrefix,
    draft: bool("draft", get("draft"), false, problems),
    maxCostUsd: positive("max-cost-usd", get("max-cost-usd"), problems),
    timeoutMinutes: positive("timeout-minutes", get("timeout-minutes"), problems),
    maxTurns: positive("max-turns", get("max-turns"), problems, true),
    protectedPaths: list(get("protected-paths") || ".github/workflows/**"),
    appendSystemPrompt: get("append-system-prompt"),
    uploadSession: bool("upload-session", get("upload-session"), true, problems),
    isolateCommands: bool("isolate-commands", get("isolate-commands"), true, problems),
    verify: get("verify")
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean),
    verifyTimeoutMinutes: positive("verify-timeout-minutes", get("verify-timeout-minutes"), problems) ?? 10,
    verifyRounds: wholeOrZero("verify-rounds", get("verify-rounds"), 2, problems),
    ciFixAttempts: wholeOrZero("ci-fix-attempts", get("ci-fix-attempts"), 2, problems),
    ...(campaignTarget ? { campaignFile, campaignTarget } : {}),
  };
  const read: ActionInputs | PlanInputs = mode === "plan" || mode === "gather" ? { ...inputs, mode, campaignFile } : inputs;
  return triggerProblem ? { inputs: read, problems, triggerProblem } : { inputs: read, problems };
}

/** One line for all the problems, so one edit of the workflow fixes them. */
export const describeProblems = (problems: string[]) => (problems.length === 1 ? problems[0] : `${problems.length} inputs need fixing: ${problems.join("; ")}`);

export class InputError extends Error {
  constructor(readonly problems: string[]) {
    super(describeProblems(problems));
  }
}
