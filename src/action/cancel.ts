import * as core from "@actions/core";

// The runner cancels a step (a cancelled workflow, timeout-minutes) with SIGINT, then SIGTERM
// 7.5 s later, then SIGKILL 2.5 s after that. The first signal stops the agent; every signal is
// caught, so the work so far can still be pushed and the comment finished before the SIGKILL.
const controller = new AbortController();

/** Aborted once the runner asks the step to stop; its reason is the signal's name. */
export const cancelled: AbortSignal = controller.signal;

/** The run's error once it has been cancelled. */
export const cancelledMessage = () => `the workflow run was cancelled (${String(cancelled.reason)})`;

/** Before the agent starts: nothing is lent out or started once the step is being stopped. */
export function throwIfCancelled(): void {
  if (cancelled.aborted) throw new Error(`${cancelledMessage()} before the agent started`);
}

export function listenForCancel(): void {
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) return;
    core.warning(`repo-agent: the runner is stopping this step (${name}); the agent stops now and the run ends with what it has.`);
    controller.abort(name);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}
