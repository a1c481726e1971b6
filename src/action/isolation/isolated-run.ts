import * as core from "@actions/core";
import type { AnyAgentTool } from "../../agent/tool.js";
import type { SessionEvent } from "../../session/agent-session.js";
import { createCodingTools } from "../../tools/index.js";
import { readAgentConfig, runAgent, toolNames, type AgentRunResult } from "../agent-run.js";
import { cancelled, throwIfCancelled } from "../cancel.js";
import type { HarnessGit } from "../delivery/harness-git.js";
import { rememberSession, type RunContext } from "../run-context.js";
import { isolationFailed, prepareIsolation } from "./isolation.js";
import { defaultHostEntry, ToolHost } from "./tool-host.js";
import type { RunEvent } from "../report/progress-render.js";
import { Verifier, type VerifyOutcome, type VerifySettings } from "../verify/verify.js";
import { actionModel, checkedModel } from "../model.js";

type AgentOptions = Parameters<typeof runAgent>[0];

export interface IsolatedRunResult extends AgentRunResult {
  /** Workspace files the agent's user did not own when it stopped; delivery leaves them out. */
  notOwned: string[];
  verified: VerifyOutcome;
}

/**
 * Runs the agent with every tool call in the tool host, as the agent's user where the runner
 * allows it, on a copy of the checkout's .git (the harness keeps the original). When this returns,
 * every process of that user has ended and the workspace is the action's user's again. Events go
 * to the progress comment (or the step log) and to `observe`. An isolation warning is logged and
 * added to `notes` when `warnAboutIsolation`.
 */
export async function runAgentIsolated(
  ctx: RunContext,
  git: HarnessGit,
  notes: string[],
  options: Omit<AgentOptions, "task" | "inputs" | "model" | "thinking" | "workspace" | "cwd" | "runnerTemp" | "tools" | "onEvent" | "config"> & {
    /** Where AGENTS.md, .pi/ and skills are read (the base branch's copy on pull requests). */
    projectDir?: string;
    extraTools?: AnyAgentTool[];
    observe?: (e: SessionEvent) => void;
    warnAboutIsolation?: boolean;
    /** The project's checks, run after the agent stops (the verify input). */
    verify?: VerifySettings;
    /** The artifact name the session is uploaded under, for the post step should this step die. */
    sessionName: string;
  },
): Promise<IsolatedRunResult> {
  const { inputs, task, workspace, runnerTemp, progress } = ctx;
  const { observe, warnAboutIsolation = true, extraTools = [], verify, sessionName, projectDir, ...rest } = options;
  // The tools start in a package directory of the workspace for a campaign's path target; the
  // whole workspace is still lent to the agent's user and delivered as one repository.
  const cwd = ctx.cwd ?? workspace;
  const names = toolNames(task, inputs);
  // Before the workspace is lent out: a bad models.json fails the run with nothing started. Read
  // from the base branch's copy, or taken as the checkout had it at the start: the workspace now
  // holds the run's branch, which an earlier agent wrote (its models.json could send the key elsewhere).
  const spec =
    projectDir === undefined && ctx.checkoutModel ? checkedModel(ctx.checkoutModel, inputs) : actionModel(inputs, projectDir ?? workspace, projectDir !== undefined);
  const model = (ctx.model = spec.model);
  // A misspelt id still runs (as in pi), so say it where people look, not only in the API's error.
  if (spec.warning) {
    core.warning(`repo-agent: ${spec.warning}`);
    notes.push(spec.warning);
  }
  const entry = defaultHostEntry();
  const coding = createCodingTools(cwd, {}, names);
  // Before the workspace is lent out too: then no process of the agent's user can swap a file for
  // a link between the harness's check and its read.
  const config = readAgentConfig({ task, inputs, workspace, cwd, projectDir, runnerTemp, tools: [...coding, ...extraTools] });
  throwIfCancelled();
  git.giveAgentCopy();
  const isolation = await prepareIsolation({ workspace, runnerTemp, enabled: inputs.isolateCommands !== false, reachable: [process.execPath, entry[0]] });
  if (isolation.warning && warnAboutIsolation) {
    core.warning(isolation.warning);
    notes.push(isolation.warning);
  }
  // The post step ends this user's processes if the action dies mid-run.
  if (isolation.user) core.saveState("lent", JSON.stringify({ user: isolation.user.name, reopened: isolation.reopened }));
  const host = new ToolHost({
    cwd,
    env: isolation.env,
    launch: isolation.launch,
    // Verification runs its commands as the agent's do, even when the agent has no bash.
    tools: verify && !names.includes("bash") ? [...names, "bash"] : names,
    supportsImages: model.input.includes("image"),
    entry,
  });
  // It starts while the model answers the first request; tool calls wait for it.
  const hostStarted = host.start();
  hostStarted.catch(() => {});
  const emit = (e: RunEvent) => {
    if (e.type !== "verify_start" && e.type !== "verify_end") observe?.(e);
    if (progress) progress.onEvent(e);
    else ctx.steps.onEvent(e);
  };
  let verifier: Verifier | undefined;
  if (verify?.commands.length) {
    let calls = 0;
    verifier = new Verifier(verify, async (command, timeout, round) => {
      emit({ type: "verify_start", round, command });
      const ok = await host.call("bash", `verify-${++calls}`, { command, timeout }, cancelled).then(
        (r) => ({ ok: true, output: r.content.map((c) => (c.type === "text" ? c.text : "")).join("") }),
        (e: Error) => ({ ok: false, output: e.message }),
      );
      emit({ type: "verify_end", round, command, passed: ok.ok, cancelled: cancelled.aborted });
      return ok;
    }, ctx.redact);
  }
  let result: AgentRunResult;
  let notOwned: string[];
  try {
    // The agent starts only once the progress comment exists (the post step needs its id).
    await ctx.posted;
    result = await runAgent({
      ...rest,
      task,
      inputs,
      model,
      // The input, else the model input's suffix (`…:high`), else medium.
      thinking: inputs.thinking ?? spec.thinking ?? "medium",
      workspace,
      cwd,
      runnerTemp,
      config,
      tools: [...host.wrap(coding), ...extraTools],
      onEvent: emit,
      onSession: (session) => {
        rememberSession(ctx, session.store, sessionName);
        rest.onSession?.(session);
      },
      next: verifier && (async (session) => {
        const message = await verifier.check();
        // A check the cancel cut short says nothing about the work.
        if (cancelled.aborted) verifier.outcome = { status: "skipped", reason: "the run was cancelled" };
        session.store.append({ type: "custom", customType: "repo-agent.verify", data: { ...verifier.outcome } });
        return message;
      }),
    });
  } finally {
    // Nothing of the agent's may run once delivery looks at the workspace.
    await host.close();
    notOwned = await isolation.end();
  }
  // Every tool call failed with this: the run failed, whatever the model made of it.
  await hostStarted.catch((error: Error) => {
    throw isolation.user ? isolationFailed(`the tool host did not start as ${isolation.user.name}: ${error.message}`) : error;
  });
  // pi takes a last reply stopped by the output limit for a finished run; the report must not.
  const { outcome } = result;
  ctx.answerCut = outcome.status === "success" && outcome.answer?.stopReason === "length";
  return { ...result, notOwned, verified: verifier?.outcome ?? { status: "skipped" } };
}
