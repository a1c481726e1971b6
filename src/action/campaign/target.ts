// A campaign target run's matrix entry (the campaign-target input, `${{ toJSON(matrix) }}`): checked
// field by field, then re-planned from the campaign file and compared, so an entry written by hand
// (another branch, a bigger budget, a directory the campaign does not name) never runs.
import { lstatSync, realpathSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import { CampaignError, isInsidePath, loadCampaign, type Campaign } from "./campaign-file.js";
import { planCampaign, type MatrixEntry } from "./plan.js";

const FIELDS = ["target", "kind", "repo", "path", "branch", "budgetUsd"];

/** The entry's JSON, shaped as plan.ts writes it; one line naming the field otherwise. */
export function parseTargetEntry(json: string): MatrixEntry {
  const fail = (problem: string): never => {
    throw new CampaignError(`input campaign-target ${problem}; pass \${{ toJSON(matrix) }} from the plan job's matrix`);
  };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return fail("is not JSON");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return fail("must be a JSON object");
  const e = value as Record<string, unknown>;
  const unknown = Object.keys(e).find((k) => !FIELDS.includes(k));
  if (unknown) fail(`has unknown field "${unknown}"`);
  for (const field of ["target", "branch"]) if (typeof e[field] !== "string" || !e[field]) fail(`field ${field} must be a non-empty string`);
  if (e.kind !== "repo" && e.kind !== "path") fail('field kind must be "repo" or "path"');
  const named = e.kind as "repo" | "path";
  if (e[named] !== e.target) fail(`field ${named} must equal target for kind ${named}`);
  if (e[named === "repo" ? "path" : "repo"] !== undefined) fail(`field ${named === "repo" ? "path" : "repo"} must be absent for kind ${named}`);
  if (e.budgetUsd !== undefined && !(typeof e.budgetUsd === "number" && Number.isFinite(e.budgetUsd) && e.budgetUsd > 0)) fail("field budgetUsd must be a positive number");
  return e as unknown as MatrixEntry;
}

const sameEntry = (a: MatrixEntry, b: MatrixEntry) =>
  a.target === b.target && a.kind === b.kind && a.repo === b.repo && a.path === b.path && a.branch === b.branch && a.budgetUsd === b.budgetUsd;

export interface PreparedTarget {
  campaign: Campaign;
  entry: MatrixEntry;
  /** kind path: the package directory (real path, inside the workspace). */
  cwd?: string;
}

/** Reads the campaign, checks the entry is one its plan makes today, and finds the package directory. */
export async function prepareTarget(options: { workspace: string; campaignFile: string; campaignTarget: string; branchPrefix: string }): Promise<PreparedTarget> {
  const { workspace, campaignFile } = options;
  const entry = parseTargetEntry(options.campaignTarget);
  const campaign = loadCampaign(workspace, campaignFile);
  const planned = await planCampaign(campaign, { workspace, branchPrefix: options.branchPrefix, label: campaignFile });
  if (!planned.some((p) => sameEntry(p, entry)))
    throw new CampaignError(
      `input campaign-target ${entry.kind} "${entry.target}" is not an entry of ${campaignFile}'s plan (target, branch and budget must match); pass \${{ toJSON(matrix) }} from the plan job of the same commit`,
    );
  // A repository target works in its own clone, made by the run (target-clone.ts).
  if (entry.kind === "repo") return { campaign, entry };
  return { campaign, entry, cwd: packageDir(workspace, entry.path!) };
}

/**
 * The package's real directory. Planning walked real directories, but the path is resolved again
 * and refused when it, or any part of it, is a symbolic link: the agent's working directory must
 * be the directory the campaign names, inside the workspace.
 */
export function packageDir(workspace: string, path: string): string {
  if (!isInsidePath(path)) throw new CampaignError(`campaign target path "${path}" must be relative to the repository root, without "." or ".." parts`);
  const root = realpathSync(workspace);
  let dir = root;
  for (const part of path.split("/")) {
    dir = join(dir, part);
    let stat;
    try {
      stat = lstatSync(dir);
    } catch {
      throw new CampaignError(`campaign target path "${path}" is not a directory of the repository; re-run the plan`);
    }
    if (stat.isSymbolicLink()) throw new CampaignError(`campaign target path "${path}" goes through a symbolic link (${relative(root, dir)}); name the real directory`);
    if (!stat.isDirectory()) throw new CampaignError(`campaign target path "${path}" is not a directory of the repository; re-run the plan`);
  }
  const rel = relative(root, realpathSync(dir));
  if (!rel || rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel)) throw new CampaignError(`campaign target path "${path}" is not inside the repository`);
  return dir;
}
