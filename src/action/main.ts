import * as core from "@actions/core";
import { readFileSync } from "node:fs";
import { listenForCancel } from "./cancel.js";
import { readEventPayload } from "./intake/event.js";
import { InputError, readInputsLeniently } from "./intake/inputs.js";
import { dropSdkVariables } from "./model.js";
import { actionSecrets, createRedactor } from "./report/redact.js";

async function main(): Promise<void> {
  // Before anything is logged: the runner then masks these values in the job log.
  const secrets = actionSecrets();
  for (const secret of secrets) maskInLog(secret);
  const redact = createRedactor(secrets);
  for (const name of dropSdkVariables()) {
    core.warning(`repo-agent: ignored ${name} from the job's environment; the model's settings come from the action's inputs and the trusted models.json (headers go in a provider's "headers" there)`);
  }
  const { inputs, problems, triggerProblem } = readInputsLeniently();
  // Campaign steps answer no comment, and without a trigger no comment can be read: their
  // problems are said at once. Any other run says them once the event is known to ask for it.
  const campaign = inputs.mode === "plan" || inputs.mode === "gather" || Boolean(inputs.campaignTarget);
  let payload;
  try {
    if (problems.length && (campaign || triggerProblem)) throw new InputError(problems);
    // Before run.js loads: the GitHub client parses the payload on load and crashes on a bad one.
    payload = readEventPayload(process.env.GITHUB_EVENT_PATH, (p) => readFileSync(p, "utf8"));
    if (!process.env.GITHUB_EVENT_NAME) throw new Error("GITHUB_EVENT_NAME is not set; run the action from a workflow, which sets it");
  } catch (error) {
    core.setOutput("conclusion", "failed");
    core.setFailed(redact(`repo-agent: ${(error as InputError).message}`));
    return;
  }
  if (inputs.mode === "plan" || inputs.mode === "gather") {
    // Before anything else: plan only reads the campaign file, gather its results and the tracking
    // issue (no model, nothing of the workspace's changed).
    if (inputs.mode === "plan") return (await import("./campaign/plan-step.js")).runPlanStep(inputs, redact);
    return (await import("./campaign/gather-step.js")).runGatherStep(inputs, redact);
  }
  listenForCancel();
  try {
    let result;
    if (inputs.campaignTarget) {
      const { runCampaignTarget } = await import("./campaign/target-run.js");
      result = await runCampaignTarget(inputs, redact);
    } else {
      const { runAction } = await import("./run.js");
      result = await runAction(inputs, undefined, problems, payload);
    }
    if (result.failed) core.setFailed(redact(`repo-agent: ${result.error ?? `the run failed (${result.conclusion}); see the comment and job summary.`}`));
  } catch (error) {
    core.setOutput("conclusion", "failed");
    core.setFailed(redact(`repo-agent: ${error instanceof Error ? error.message : String(error)}`));
  }
}

/** The runner masks log lines one at a time, so a multi-line secret is also masked line by line. */
function maskInLog(secret: string): void {
  core.setSecret(secret);
  for (const line of secret.split(/\r?\n/)) if (line.trim().length >= 6 && line !== secret) core.setSecret(line.trim());
}

void main();
