// A repository target's clone, left as actions/checkout leaves a checkout (origin without ".git",
// the token as an http extraheader in .git/config), so the run takes its .git and credentials away
// from the agent exactly as it does the workflow's own checkout.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tryGit } from "../delivery/git.js";
import { CampaignError } from "./campaign-file.js";

export interface TargetClone {
  /** The working tree: the run's workspace. */
  dir: string;
  defaultBranch: string;
}

const PLACEHOLDER = "AUTHORIZATION: basic ***";

/** Clones `repo` (owner/name) from `serverUrl` into a new directory under `parent`. */
export async function cloneTarget(options: { repo: string; token: string; serverUrl: string; parent: string }): Promise<TargetClone> {
  const { repo, token, parent } = options;
  const server = options.serverUrl.replace(/\/+$/, "");
  const fail = (why: string): never => {
    throw new CampaignError(`campaign target ${repo} could not be cloned (${why}); the github-token input needs contents and pull-requests write on ${repo}`);
  };
  if (!token) fail("no github-token");
  mkdirSync(parent, { recursive: true });
  const base = mkdtempSync(join(parent, "target-"));
  const home = join(base, "home");
  const dir = join(base, repo.split("/")[1]);
  mkdirSync(home);
  mkdirSync(dir);
  // No system or global config, no inherited GIT_* variables: only the clone's own config counts.
  const env = { PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin", HOME: home, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" };
  const git = (args: string[]) => tryGit(dir, args, env);
  const must = async (args: string[]) => {
    const r = await git(args);
    if (r.code !== 0) fail(gitReason(r.stderr));
    return r.stdout;
  };
  await must(["init", "--quiet", dir]);
  await must(["remote", "add", "origin", `${server}/${repo}`]);
  await must(["config", "--local", "gc.auto", "0"]);
  // As checkout does: the header through git with a placeholder, the token swapped into the file,
  // so it is never in any process's argv.
  const key = `http.${server}/.extraheader`;
  await must(["config", "--local", key, PLACEHOLDER]);
  const config = join(dir, ".git", "config");
  const basic = Buffer.from(`x-access-token:${token}`, "utf8").toString("base64");
  writeFileSync(config, readFileSync(config, "utf8").replace(PLACEHOLDER, `AUTHORIZATION: basic ${basic}`));
  const head = await must(["ls-remote", "--symref", "origin", "HEAD"]);
  const defaultBranch = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(head)?.[1];
  if (!defaultBranch) return fail("it has no default branch");
  await must(["-c", "protocol.version=2", "fetch", "--no-tags", "--prune", "--no-recurse-submodules", "--depth=1", "origin", `+refs/heads/${defaultBranch}:refs/remotes/origin/${defaultBranch}`]);
  await must(["checkout", "--quiet", "--force", "-B", defaultBranch, `refs/remotes/origin/${defaultBranch}`]);
  rmSync(home, { recursive: true, force: true });
  return { dir, defaultBranch };
}

/** git's own reason, one line, without URLs (they name the server, never the token, but are noise). */
function gitReason(stderr: string): string {
  const line = stderr.split("\n").map((l) => l.trim()).find((l) => /^(fatal|error|remote):/.test(l)) ?? stderr.trim().split("\n")[0] ?? "";
  return line.replace(/\s*'?https?:\/\/[^\s']+'?/g, "").replace(/^(fatal|error|remote):\s*/, "") || "git failed";
}
