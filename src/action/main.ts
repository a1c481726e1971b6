import * as core from "@actions/core";
import { readFileSync } from "node:fs";
import { readEventPayload } from "./event.js";
import { InputError, readInputs } from "./inputs.js";

async function main(): Promise<void> {
  let inputs;
  try {
    inputs = readInputs();
    // Before run.js loads: the GitHub client parses the payload on load and crashes on a bad one.
    readEventPayload(process.env.GITHUB_EVENT_PATH, (p) => readFileSync(p, "utf8"));
    if (!process.env.GITHUB_EVENT_NAME) throw new Error("GITHUB_EVENT_NAME is not set; run the action from a workflow, which sets it");
  } catch (error) {
    core.setOutput("conclusion", "failed");
    core.setFailed(`repo-agent: ${(error as InputError).message}`);
    return;
  }
  try {
    const { runAction } = await import("./run.js");
    const result = await runAction(inputs);
    if (result.failed) core.setFailed(`repo-agent: the run failed (${result.conclusion}); see the comment and job summary.`);
  } catch (error) {
    core.setOutput("conclusion", "failed");
    core.setFailed(`repo-agent: ${error instanceof Error ? error.message : String(error)}`);
  }
}

void main();
