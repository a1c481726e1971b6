import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { defaultGitEnv } from "../delivery/git.js";
import { workspaceGit, type GitWorkspace } from "../delivery/delivery.js";

// On pull requests the agent's configuration comes from the base branch: a PR must not be able to
// rewrite the instructions (AGENTS.md, skills, prompt templates, settings) of the run reviewing it.

/** Root-level files and folders that configure the agent (pi's layout). */
const CONFIG_PATHS = ["AGENTS.md", "AGENTS.MD", "CLAUDE.md", "CLAUDE.MD", ".pi", ".agents"];

function blob(cwd: string, spec: string, env: NodeJS.ProcessEnv): Promise<Buffer> {
  return new Promise((done, fail) => {
    execFile("git", ["cat-file", "blob", spec], { cwd, env, encoding: "buffer", maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      error ? fail(new Error(`git cat-file ${spec} failed: ${error.message.split("\n")[0]}`)) : done(stdout),
    );
  });
}

/**
 * Writes the base branch's agent configuration into `dir` and returns `dir`, for loadContext's
 * `projectDir`. Fetches the base branch first (actions/checkout may have fetched only the PR).
 * Symlinks are skipped: they could point anywhere on the runner.
 */
export async function copyBaseConfig(ws: GitWorkspace, baseRef: string, dir: string): Promise<string> {
  const tracking = `refs/remotes/origin/${baseRef}`;
  // A full clone must stay full: --depth would make it shallow.
  const shallow = (await workspaceGit(ws, ["rev-parse", "--is-shallow-repository"])).stdout.trim() === "true";
  await workspaceGit(ws, ["fetch", "--no-tags", "--no-recurse-submodules", ...(shallow ? ["--depth=1"] : []), "origin", `+refs/heads/${baseRef}:${tracking}`]);
  const { stdout } = await workspaceGit(ws, ["ls-tree", "-r", "-z", "--full-tree", tracking, "--", ...CONFIG_PATHS]);
  mkdirSync(dir, { recursive: true });
  const root = resolve(dir);
  for (const entry of stdout.split("\0")) {
    const m = /^(\d+) blob ([0-9a-f]+)\t(.+)$/s.exec(entry);
    if (!m || m[1] === "120000") continue;
    const target = resolve(root, m[3]);
    if (!target.startsWith(root + sep)) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, await blob(ws.dir, m[2], { ...(ws.env ?? defaultGitEnv()) }));
  }
  return root;
}

export const baseConfigDir = (runnerTemp: string) => join(runnerTemp, "repo-agent", "base-config");
