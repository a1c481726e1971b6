// mode plan: a campaign becomes the Actions matrix, one entry per target with its branch and its
// share of the budget. Globs are expanded here, once, so every target job sees the same list.
import picomatch from "picomatch";
import { walkFiles } from "../../tools/file-walker.js";
import { CampaignError, type Campaign } from "./campaign-file.js";

/** GitHub runs at most 256 jobs per matrix. */
export const MATRIX_LIMIT = 256;

export interface MatrixEntry {
  /** `owner/name` or a directory of this repository. */
  target: string;
  kind: "repo" | "path";
  repo?: string;
  path?: string;
  branch: string;
  /** This target's cost cap in US dollars; absent when the campaign has no budget. */
  budgetUsd?: number;
}

/** A branch-name component: runs of anything else become "-", and no "..", leading or trailing "." or "-". */
export function slug(text: string): string {
  return text
    .replace(/[^A-Za-z0-9._]+/g, "-")
    .replace(/\.{2,}/g, ".")
    .replace(/^[.-]+|[.-]+$/g, "")
    .replace(/\.lock$/, "-lock");
}

/**
 * Directories of the workspace matching each glob, sorted, as the agent's find tool sees them
 * (ignored directories and .git skipped). Globs without "**" stop the walk at their depth.
 */
export async function expandPaths(workspace: string, globs: string[]): Promise<Map<string, string[]>> {
  const found = new Map(globs.map((g) => [g, [] as string[]]));
  if (!globs.length) return found;
  // As in the find tool, `dir/**` means the directories inside dir, not dir itself.
  const matchers = globs.map((g) => ({ glob: g, isMatch: picomatch(g.endsWith("/**") ? `${g}/*` : g) }));
  const deep = globs.some((g) => g.includes("**"));
  const depth = Math.max(...globs.map((g) => g.split("/").length));
  await walkFiles(workspace, {
    visit(entry) {
      if (entry.kind !== "directory") return;
      for (const m of matchers) if (m.isMatch(entry.relativePath)) found.get(m.glob)!.push(entry.relativePath);
      if (!deep && entry.relativePath.split("/").length >= depth) return "skip";
    },
  });
  for (const list of found.values()) list.sort();
  return found;
}

/** Each target's share: the per-target cap, the total split evenly, or the smaller of the two. */
export function budgetShare(budget: Campaign["budget"], targets: number): number | undefined {
  const split = budget.totalUsd === undefined ? undefined : Math.floor((budget.totalUsd / targets) * 1e4 + 1e-9) / 1e4;
  if (split === undefined) return budget.perTargetUsd;
  return budget.perTargetUsd === undefined ? split : Math.min(split, budget.perTargetUsd);
}

/** The matrix entries of a checked campaign; `label` (the file's path) starts every error line. */
export async function planCampaign(campaign: Campaign, options: { workspace: string; branchPrefix: string; label: string }): Promise<MatrixEntry[]> {
  const { label } = options;
  const globs = campaign.targets.flatMap((t) => ("path" in t ? [t.path] : []));
  const expanded = await expandPaths(options.workspace, globs);
  const empty = globs.filter((g) => !expanded.get(g)!.length);
  if (empty.length)
    throw new CampaignError(
      `${label}: targets path ${empty.map((g) => `"${g}"`).join(", ")} ${empty.length === 1 ? "matches" : "match"} no directory in the repository (ignored ones do not count); fix or remove ${empty.length === 1 ? "it" : "them"}`,
    );

  const seen = new Set<string>();
  const entries: Omit<MatrixEntry, "budgetUsd">[] = [];
  const add = (kind: "repo" | "path", target: string) => {
    if (seen.has(`${kind}:${target}`)) return; // overlapping globs name a directory once
    seen.add(`${kind}:${target}`);
    const branch = `${options.branchPrefix}campaign-${campaign.name}-${slug(target)}`;
    entries.push(kind === "repo" ? { target, kind, repo: target, branch } : { target, kind, path: target, branch });
  };
  for (const t of campaign.targets) {
    if ("repo" in t) add("repo", t.repo);
    else for (const dir of expanded.get(t.path)!) add("path", dir);
  }

  if (entries.length > MATRIX_LIMIT)
    throw new CampaignError(
      `${label}: ${entries.length} targets, over GitHub's limit of ${MATRIX_LIMIT} jobs per matrix; split them into several campaign files (each with its own plan job) or narrow the globs`,
    );
  const branches = new Map<string, string>();
  for (const e of entries) {
    const other = branches.get(e.branch);
    if (other) throw new CampaignError(`${label}: targets "${other}" and "${e.target}" would share the branch ${e.branch}; list one of them in another campaign`);
    branches.set(e.branch, e.target);
  }
  const budgetUsd = budgetShare(campaign.budget, entries.length);
  if (budgetUsd === 0) throw new CampaignError(`${label}: budget.total-usd ${campaign.budget.totalUsd} split over ${entries.length} targets is less than $0.0001 each; raise it`);
  return entries.map((e) => (budgetUsd === undefined ? e : { ...e, budgetUsd }));
}
