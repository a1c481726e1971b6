import * as core from "@actions/core";
import { readFileSync } from "node:fs";
import { listenForCancel } from "./cancel.js";
import { readEventPayload } from "./intake/event.js";
import { InputError, readInputs } from "./intake/inputs.js";
import { unknownProviderProblem } from "./model.js";
import { actionSecrets, createRedactor } from "./report/redact.js";

async function main(): Promise<void> {
  // Before anything is logged: the runner then masks these values in the job log.
  const secrets = actionSecrets();
  for (const secret of secrets) maskInLog(secret);
  const redact = createRedactor(secrets);
  let inputs;
  try {
    inputs = readInputs();
    // Before run.js loads: the GitHub client parses the payload on load and crashes on a bad one.
    const payload = readEventPayload(process.env.GITHUB_EVENT_PATH, (p) => readFileSync(p, "utf8"));
    // On a pull request the workspace may hold the PR's models file; the base's copy decides later.
    const onPullRequest = Boolean(payload.pull_request || payload.issue?.pull_request);
    const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
    const providerProblem = inputs.mode === "plan" || inputs.mode === "gather" || onPullRequest ? undefined : unknownProviderProblem(inputs, workspace);
    if (providerProblem) throw new InputError([providerProblem]);
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
      result = await runAction(inputs);
    }
    if (result.failed) core.setFailed(`repo-agent: the run failed (${result.conclusion}); see the comment and job summary.`);
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
