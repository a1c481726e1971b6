import { join } from "node:path";
import * as core from "@actions/core";
import type { Model, ThinkingLevel } from "../ai/types.js";
import { loadContext, type LoadedContext } from "../context/index.js";
import { AgentSession, type RunOutcome, type SessionEvent } from "../session/agent-session.js";
import { SessionStore } from "../session/session-store.js";
import { loadSettings, type Settings } from "../session/settings.js";
import type { AnyAgentTool } from "../agent/tool.js";
import { CODING_TOOL_NAMES, type CodingToolName } from "../tools/names.js";
import { reviewDeliveryNote } from "./review/review-prompt.js";
import { deliveryNote } from "./intake/task-prompt.js";
import { apiKeyFor, setBy } from "./model.js";
import { cancelled, cancelledMessage, throwIfCancelled } from "./cancel.js";
import type { ActionInputs, Task } from "./types.js";

export interface AgentRunResult {
  outcome: RunOutcome;
  sessionFile: string;
}

export interface AgentConfig {
  context: LoadedContext;
  settings: Settings;
}

/**
 * The agent's instructions (AGENTS.md, skills, templates) and pi's settings, read with the
 * harness's rights from a branch an earlier agent may have written. Called before the workspace
 * is lent to the agent's user, so nothing of the agent's can change them between the check that
 * no link leads out of `projectDir` (the workspace, or the base branch's copy) and the read.
 * The workflow's appended prompt is text, never a path.
 */
export function readAgentConfig(options: {
  task: Task;
  inputs: ActionInputs;
  workspace: string;
  cwd?: string;
  /** Where AGENTS.md, .pi/ and skills are read (the base branch's copy on pull requests). */
  projectDir?: string;
  runnerTemp: string;
  /** The tools the system prompt describes. */
  tools: AnyAgentTool[];
}): AgentConfig {
  const { inputs, task, workspace } = options;
  const agentDir = join(options.runnerTemp, "repo-agent");
  const cwd = options.cwd ?? workspace;
  const projectDir = options.projectDir ?? cwd;
  const confine = options.projectDir ?? workspace;
  const context = loadContext({
    cwd,
    projectDir,
    agentDir,
    homeDir: agentDir,
    appendSystemPrompts: inputs.appendSystemPrompt ? [inputs.appendSystemPrompt] : [],
    appendSystemPromptsAreText: true,
    confine,
    tools: options.tools,
    deliveryNote: task.kind === "review" ? `You are running inside a GitHub Action, reviewing a pull request: ${reviewDeliveryNote}` : deliveryNote,
  });
  // pi's retry/compaction tuning from the repository's .pi/settings.json (the base branch's).
  return { context, settings: loadSettings(agentDir, projectDir, confine) };
}

/** Runs the agent in the workspace for a task, with a scrubbed tool environment and budgets. */
export async function runAgent(options: {
  task: Task;
  inputs: ActionInputs;
  /** The run's model (actionModel: the catalogue and the trusted models.json). */
  model: Model;
  thinking: ThinkingLevel;
  workspace: string;
  /** The agent's working directory (the tools' and the context's), inside the workspace; default the workspace. */
  cwd?: string;
  runnerTemp: string;
  /** The first user message, given the expander of `/skill:` and `/template` commands for the instruction in it. */
  prompt: (expand: (text: string) => string) => string;
  onEvent: (event: SessionEvent) => void;
  /** The instructions and settings, read before the workspace was lent out (readAgentConfig). */
  config: AgentConfig;
  /** An earlier session to continue (a follow-up); a new one otherwise. */
  sessionFile?: string;
  /** The coding tools (their calls run in the tool host) and any others (review mode's review_comment). */
  tools: AnyAgentTool[];
  /** Called with the session once it exists, before the first model request (steering attaches here). */
  onSession?: (session: AgentSession) => void;
  /** After the agent stops: the next user message of the same run (a failed verification), if any. */
  next?: (session: AgentSession) => Promise<string | undefined>;
}): Promise<AgentRunResult> {
  const { inputs, workspace, tools, model, config } = options;
  throwIfCancelled();
  const agentDir = join(options.runnerTemp, "repo-agent");
  const cwd = options.cwd ?? workspace;
  const { context, settings } = config;
  const store = options.sessionFile ? SessionStore.open(options.sessionFile, cwd) : SessionStore.create(cwd, join(agentDir, "sessions"));
  for (const warning of store.warnings) core.warning(`repo-agent: the earlier session was read without a line: ${warning}`);
  const session = new AgentSession({
    retry: settings.retry,
    compaction: settings.compaction,
    model,
    thinking: model.reasoning ? options.thinking : "off",
    tools,
    systemPrompt: context.systemPrompt,
    store,
    streamOptions: {
      apiKey: apiKeyFor(model, inputs),
      baseUrl: inputs.baseUrl || undefined,
      setBy: setBy(model),
      idleTimeoutMs: inputs.idleTimeoutSeconds !== undefined ? inputs.idleTimeoutSeconds * 1000 : settings.idleTimeoutMs,
    },
    budgets: {
      maxCostUsd: inputs.maxCostUsd,
      maxTurns: inputs.maxTurns,
      timeoutMs: inputs.timeoutMinutes === undefined ? undefined : inputs.timeoutMinutes * 60_000,
    },
  });
  session.subscribe(options.onEvent);
  options.onSession?.(session);
  const stop = () => session.abort();
  cancelled.addEventListener("abort", stop);
  try {
    const next = options.next;
    const outcome = await session.prompt(options.prompt(context.expandPrompt), next && (() => next(session)));
    if (outcome.status === "aborted" && cancelled.aborted) outcome.errorMessage = cancelledMessage();
    return { outcome, sessionFile: store.path! };
  } finally {
    cancelled.removeEventListener("abort", stop);
  }
}

const REVIEW_TOOLS: CodingToolName[] = ["read", "grep", "find", "ls"];

/** The `tools` input, or all seven; a review never gets edit or write, and bash only when the input names it. */
export function toolNames(task: Task, inputs: ActionInputs): CodingToolName[] {
  const chosen = (inputs.tools.length ? inputs.tools : task.kind === "review" ? REVIEW_TOOLS : CODING_TOOL_NAMES) as CodingToolName[];
  return task.kind === "review" ? chosen.filter((n) => n !== "edit" && n !== "write") : chosen;
}
