// A campaign target run (the campaign-target input): a maintenance run of the campaign's prompt
// on the entry's branch within its budget, then its result file for `mode: gather`.
import * as core from "@actions/core";
import { join, resolve } from "node:path";
import { isBot, type EventPayload } from "../intake/event.js";
import type { Redactor } from "../report/redact.js";
import type { RunResult } from "../run-context.js";
import type { ActionInputs, Task } from "../types.js";
import { publishResult, type CampaignResult } from "./result.js";
import { cloneTarget, type TargetClone } from "./target-clone.js";
import { prepareTarget, type PreparedTarget } from "./target.js";

/** The run's inputs: the campaign's verify commands, and the smaller of the two cost caps. */
export function targetInputs(inputs: ActionInputs, { campaign, entry }: PreparedTarget): ActionInputs {
  const caps = [inputs.maxCostUsd, entry.budgetUsd].filter((c): c is number => c !== undefined);
  return {
    ...inputs,
    mode: "maintain",
    prompt: campaign.prompt!,
    promptFile: "",
    maxCostUsd: caps.length ? Math.min(...caps) : undefined,
    verify: campaign.verify.length ? campaign.verify : inputs.verify,
  };
}

/** The maintenance task of a target: no issue, no trigger phrase, the campaign's prompt. */
export function targetTask({ campaign, entry }: PreparedTarget, payload: EventPayload, repository: string, clone?: TargetClone): Task {
  const owner = payload.repository?.owner?.login;
  const name = payload.repository?.name;
  // A repository target's branch, pull request and comments are that repository's.
  const [o, r] = entry.kind === "repo" ? entry.repo!.split("/") : owner && name ? [owner, name] : repository.split("/");
  if (!o || !r) throw new Error("the event names no repository; set GITHUB_REPOSITORY");
  const task: Task = {
    kind: "maintain",
    repo: { owner: o, repo: r },
    prompt: campaign.prompt!,
    title: `Campaign ${campaign.name}: ${entry.target}`,
    isPullRequest: false,
    actor: payload.sender?.login ?? process.env.GITHUB_ACTOR ?? "",
    actorIsBot: isBot(payload.sender),
    branch: entry.branch,
    keepFailedWorkOnBranch: true,
  };
  if (clone) task.baseBranch = clone.defaultBranch;
  else if (payload.repository?.default_branch) task.baseBranch = payload.repository.default_branch;
  return task;
}

/**
 * Checks the entry (a malformed or unplanned one throws its one line before anything runs), runs
 * the target, and publishes its result whatever happened.
 */
export async function runCampaignTarget(inputs: ActionInputs, redact: Redactor): Promise<RunResult> {
  const workspace = resolve(process.env.GITHUB_WORKSPACE || process.cwd());
  const prepared = await prepareTarget({ workspace, campaignFile: inputs.campaignFile!, campaignTarget: inputs.campaignTarget!, branchPrefix: inputs.branchPrefix });
  const { campaign, entry } = prepared;
  core.info(`repo-agent: campaign ${campaign.name}: ${entry.kind} target ${entry.target} on ${entry.branch}`);
  const runnerTemp = process.env.RUNNER_TEMP || join(workspace, "..", "_temp");
  let result: RunResult | undefined;
  try {
    const clone =
      entry.kind === "repo"
        ? await cloneTarget({ repo: entry.repo!, token: inputs.githubToken, serverUrl: process.env.GITHUB_SERVER_URL || "https://github.com", parent: join(runnerTemp, "repo-agent", "targets") })
        : undefined;
    const { runAction } = await import("../run.js");
    result = await runAction(targetInputs(inputs, prepared), {
      task: (payload, repository) => targetTask(prepared, payload, repository, clone),
      cwd: prepared.cwd,
      workspace: clone?.dir,
    });
    return result;
  } finally {
    // A run that threw before it could report has spent nothing the result can name.
    const { verified, ...figures } = result?.report ?? { costUsd: 0, inputTokens: 0, outputTokens: 0 };
    const record: CampaignResult = {
      campaign: campaign.name,
      target: entry.target,
      kind: entry.kind,
      conclusion: result?.conclusion ?? "failed",
      ...figures,
      ...(verified && verified !== "skipped" ? { verified } : {}),
    };
    const uploaded = await publishResult(record, join(runnerTemp, "repo-agent", "campaign"), redact);
    if (uploaded.error) core.warning(redact(`repo-agent: ${uploaded.error}; gather will list ${entry.target} as never reported`));
  }
}
