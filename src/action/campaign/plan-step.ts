// The action's `mode: plan` step: reads the campaign file, sets the `matrix` output and writes the
// job summary. It changes nothing, calls no model and makes no GitHub request.
import * as core from "@actions/core";
import { formatCost } from "../report/progress-render.js";
import type { Redactor } from "../report/redact.js";
import { CampaignError, loadCampaign, type Campaign } from "./campaign-file.js";
import { planCampaign, type MatrixEntry } from "./plan.js";

export function planSummary(file: string, campaign: Campaign, entries: MatrixEntry[]): string {
  const { perTargetUsd, totalUsd } = campaign.budget;
  const budget = [perTargetUsd && `${formatCost(perTargetUsd)} per target`, totalUsd && `${formatCost(totalUsd)} in total`].filter(Boolean).join(", ");
  const rows = entries.map((e) => `| \`${e.target}\` | ${e.kind} | \`${e.branch}\` | ${e.budgetUsd === undefined ? "no cap" : formatCost(e.budgetUsd)} |`);
  return [
    `## repo-agent: campaign ${campaign.name} planned`,
    `${entries.length} target${entries.length === 1 ? "" : "s"} from \`${file}\`, at most ${campaign.maxParallel} at a time; budget: ${budget || "none"}.`,
    "",
    "| Target | Kind | Branch | Budget |",
    "|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

/** Runs the plan; a bad campaign fails the step with its one line in the log and the summary. */
export async function runPlanStep(inputs: { campaignFile: string; branchPrefix: string }, redact: Redactor): Promise<void> {
  const workspace = process.env.GITHUB_WORKSPACE;
  try {
    if (!workspace) throw new CampaignError("GITHUB_WORKSPACE is not set; run the action from a workflow after actions/checkout");
    const campaign = loadCampaign(workspace, inputs.campaignFile);
    const entries = await planCampaign(campaign, { workspace, branchPrefix: inputs.branchPrefix, label: inputs.campaignFile });
    core.setOutput("matrix", JSON.stringify({ include: entries }));
    core.setOutput("max-parallel", String(campaign.maxParallel));
    core.setOutput("conclusion", "success");
    await core.summary.addRaw(redact(planSummary(inputs.campaignFile, campaign, entries))).write();
    core.info(`repo-agent: campaign ${campaign.name}: ${entries.length} targets planned`);
  } catch (error) {
    // A campaign mistake is the user's to fix: its line, no stack. Anything else is ours: still one line.
    const line = redact(`repo-agent: ${error instanceof Error ? error.message : String(error)}`);
    core.setOutput("conclusion", "failed");
    await core.summary.addRaw(`## repo-agent: campaign plan failed\n\n${line}\n`).write();
    core.setFailed(line);
  }
}
