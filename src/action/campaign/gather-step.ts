// The action's `mode: gather` step (a job after the matrix, `if: always()`): re-plans the campaign
// to know every target, reads the result files this run's target jobs uploaded, and creates or
// updates the campaign's tracking issue. No model.
import * as core from "@actions/core";
import { join, resolve } from "node:path";
import { createOctokit } from "../github.js";
import { workflowRunUrl } from "../report/progress.js";
import type { Redactor } from "../report/redact.js";
import { CampaignError, loadCampaign } from "./campaign-file.js";
import { collectResults } from "./collect.js";
import { planCampaign } from "./plan.js";
import { totalsOf, trackingBody, upsertTrackingIssue } from "./tracking-issue.js";

export async function runGatherStep(inputs: { campaignFile: string; branchPrefix: string; githubToken: string }, redact: Redactor): Promise<void> {
  const env = (name: string) => process.env[name] ?? "";
  try {
    if (!env("GITHUB_WORKSPACE")) throw new CampaignError("GITHUB_WORKSPACE is not set; run the action from a workflow after actions/checkout");
    const workspace = resolve(env("GITHUB_WORKSPACE"));
    const [owner, repo] = env("GITHUB_REPOSITORY").split("/");
    if (!owner || !repo) throw new CampaignError("GITHUB_REPOSITORY is not set; run the action from a workflow, which sets it");
    const home = { owner, repo };
    const campaign = loadCampaign(workspace, inputs.campaignFile);
    const entries = await planCampaign(campaign, { workspace, branchPrefix: inputs.branchPrefix, label: inputs.campaignFile });
    const runnerTemp = env("RUNNER_TEMP") || join(workspace, "..", "_temp");
    const { results, unreadable } = await collectResults(campaign.name, entries, join(runnerTemp, "repo-agent", "gather"));
    for (const problem of unreadable) core.warning(redact(`repo-agent: result ${problem}; its target is listed as never reported`));
    const runUrl = workflowRunUrl(env("GITHUB_SERVER_URL") || "https://github.com", home, env("GITHUB_RUN_ID") || "0");
    // The tracking issue and the summary hold the same text, redacted like every comment.
    const body = redact(trackingBody({ name: campaign.name, file: inputs.campaignFile, entries, results, home, runUrl }));
    const issue = await upsertTrackingIssue(createOctokit(inputs.githubToken), home, campaign.name, body);
    const totals = totalsOf(entries, results);
    core.setOutput("issue-number", String(issue.number));
    core.setOutput("issue-url", issue.url);
    // Empty when some target's model has no prices: the total is unknown, not what the others cost.
    core.setOutput("cost-usd", totals.unpriced ? "" : totals.costUsd.toFixed(6));
    core.setOutput("conclusion", "success");
    await core.summary.addRaw(`${body.replace(/\n<!-- repo-agent-campaign:[^>]*-->\n/, "\n")}\nTracking issue: [#${issue.number}](${issue.url}) (${issue.created ? "opened" : "updated"}).\n`).write();
    core.info(`repo-agent: campaign ${campaign.name}: ${results.size} of ${entries.length} targets reported; tracking issue #${issue.number} ${issue.created ? "opened" : "updated"}`);
  } catch (error) {
    const line = redact(`repo-agent: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    core.setOutput("conclusion", "failed");
    await core.summary.addRaw(`## repo-agent: campaign gather failed\n\n${line}\n`).write();
    core.setFailed(line);
  }
}
