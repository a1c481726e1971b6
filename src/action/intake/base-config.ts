import { mkdirSync } from "node:fs";
import { posix, resolve, sep } from "node:path";
import { writeReadable } from "../agent-files.js";
import { isShallow } from "../delivery/branch.js";
import type { HarnessGit } from "../delivery/harness-git.js";

// On pull requests the agent's configuration comes from the base branch: a PR must not be able to
// rewrite the instructions (AGENTS.md, skills, prompt templates, settings) of the run reviewing it.

/**
 * The branch whose configuration a pull request's run takes: its base, unless the base is one of
 * repo-agent's own branches (branch-prefix), which an earlier agent wrote and the harness pushed
 * (its models.json could send the key elsewhere): then the repository's default branch.
 */
export function configBranch(pull: { number: number; baseRef: string; defaultBranch: string }, branchPrefix: string): string {
  if (!branchPrefix || !pull.baseRef.startsWith(branchPrefix)) return pull.baseRef;
  if (!pull.defaultBranch || pull.defaultBranch.startsWith(branchPrefix))
    throw new Error(`#${pull.number}'s base ${pull.baseRef} is one of repo-agent's own branches, and the repository's default branch could not be read to take the configuration from instead`);
  return pull.defaultBranch;
}

/** Root-level files and folders that configure the agent (pi's layout). */
const CONFIG_PATHS = ["AGENTS.md", "AGENTS.MD", "CLAUDE.md", "CLAUDE.MD", ".pi", ".agents"];

/**
 * Writes the base branch's agent configuration into RUNNER_TEMP/repo-agent/base-config and returns
 * that directory, for loadContext's `projectDir`; the agent's user can read its files (the system
 * prompt points it at skills there). Fetches the base branch first (actions/checkout may have
 * fetched only the PR). Symlinks are skipped: they could point anywhere on the runner.
 * `extraPaths` are further files to take from the base branch (the models-file input).
 */
export async function copyBaseConfig(git: HarnessGit, baseRef: string, runnerTemp: string, extraPaths: string[] = []): Promise<string> {
  const tracking = `refs/remotes/origin/${baseRef}`;
  // A full clone must stay full: --depth would make it shallow.
  const depth = (await isShallow(git)) ? ["--depth=1"] : [];
  await git.remote(["fetch", "--no-tags", "--no-recurse-submodules", ...depth, "origin", `+refs/heads/${baseRef}:${tracking}`]);
  const { stdout } = await git.run(["ls-tree", "-r", "-z", "--full-tree", tracking, "--", ...CONFIG_PATHS, ...extraPaths.map((p) => posix.normalize(p))]);
  const root = resolve(runnerTemp, "repo-agent", "base-config");
  mkdirSync(root, { recursive: true });
  for (const entry of stdout.split("\0")) {
    const m = /^(\d+) blob ([0-9a-f]+)\t(.+)$/s.exec(entry);
    if (!m || m[1] === "120000") continue;
    const target = resolve(root, m[3]);
    if (!target.startsWith(root + sep)) continue;
    writeReadable(runnerTemp, target, await git.blob(m[2]));
  }
  return root;
}
