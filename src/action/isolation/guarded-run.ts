import * as core from "@actions/core";
import type { SessionEvent } from "../../session/agent-session.js";
import { runAgent, type AgentRunResult } from "../agent-run.js";
import { liftCredentials } from "./credentials.js";
import type { RunContext } from "../run-context.js";
import { prepareSandbox, type Sandbox } from "./sandbox.js";

type AgentOptions = Parameters<typeof runAgent>[0];

/**
 * Runs the agent with the checkout's credentials lifted out and, where the runner allows, its
 * commands as the sandbox user; both are undone before this returns, so delivery finds the
 * workspace and the credentials as they were. Events go to the progress comment (or the step
 * log) and to `observe`. A sandbox warning is logged and added to `notes` when `warnAboutSandbox`.
 */
export async function runAgentGuarded(
  ctx: RunContext,
  notes: string[],
  options: Omit<AgentOptions, "task" | "inputs" | "workspace" | "runnerTemp" | "sandbox" | "onEvent"> & { observe?: (e: SessionEvent) => void; warnAboutSandbox?: boolean },
): Promise<AgentRunResult> {
  const { inputs, task, workspace, runnerTemp, progress } = ctx;
  const { observe, warnAboutSandbox = true, ...rest } = options;
  const credentials = await liftCredentials(workspace);
  let sandbox: Sandbox | undefined;
  try {
    sandbox = await prepareSandbox({ workspace, runnerTemp, enabled: inputs.isolateCommands !== false });
    if (sandbox.warning && warnAboutSandbox) {
      core.warning(sandbox.warning);
      notes.push(sandbox.warning);
    }
    // The agent starts only once the progress comment exists (the post step needs its id).
    await ctx.posted;
    return await runAgent({
      ...rest,
      task,
      inputs,
      workspace,
      runnerTemp,
      sandbox,
      onEvent: (e) => {
        observe?.(e);
        if (progress) progress.onEvent(e);
        else ctx.steps.onEvent(e);
      },
    });
  } finally {
    // The agent user's processes end and the workspace is the action's again before credentials return.
    await sandbox?.restore().finally(() => credentials.restore());
    if (!sandbox) await credentials.restore();
  }
}
