import * as core from "@actions/core";
import { InputError, readInputs } from "./inputs.js";
import { runAction } from "./run.js";

async function main(): Promise<void> {
  let inputs;
  try {
    inputs = readInputs();
  } catch (error) {
    core.setOutput("conclusion", "failed");
    core.setFailed(`repo-agent: ${(error as InputError).message}`);
    return;
  }
  try {
    const result = await runAction(inputs);
    if (result.failed) core.setFailed(`repo-agent: the run failed (${result.conclusion}); see the comment and job summary.`);
  } catch (error) {
    core.setOutput("conclusion", "failed");
    core.setFailed(`repo-agent: ${error instanceof Error ? error.message : String(error)}`);
  }
}

void main();
