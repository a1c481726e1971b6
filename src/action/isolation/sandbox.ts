import { chmod, lchown, rm } from "node:fs/promises";
import { constants, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, statSync, writeFileSync, type Stats } from "node:fs";
import { dirname, join, parse, resolve } from "node:path";
import type { BashOperations } from "../../tools/bash.js";
import { killSessions, sandboxBashOperations } from "./sandbox-ops.js";
import { detectPrivilege, ensureAgentUser, runPrivileged, type AgentUser, type Privilege } from "./sandbox-user.js";
import { toolEnvironment } from "./tool-env.js";

// The agent's commands run as a separate unprivileged user: a process of the action's own user
// could read the action's /proc/<pid>/environ (the INPUT_* token, the API keys). The workspace is
// lent to that user for the run and given back before delivery.

export const UNISOLATED_WARNING = "commands ran as the action's own user; secrets in its environment were readable by them";

export interface Sandbox {
  /** The user the commands run as; absent when they run as the action's own user. */
  user?: AgentUser;
  /** For the bash tool; absent means the ordinary local operations. */
  bashOperations?: BashOperations;
  /** The commands' whole environment (scrubbed; HOME is the agent user's own). */
  env: NodeJS.ProcessEnv;
  /** Set when commands are not isolated: say it in the log and the job summary. */
  warning?: string;
  /** Whether the agent user could read (or write) the path; the file tools refuse what its commands could not. */
  allows(path: string, access: "read" | "write"): boolean;
  /** Gives a path the action's tools just wrote (and the directories they made) to the agent user. */
  handOver(path: string): Promise<void>;
  /** Ends the agent user's processes and gives the workspace back to its owner; call before delivery. */
  restore(): Promise<void>;
}

export interface SandboxOptions {
  workspace: string;
  runnerTemp: string;
  /** The isolate-commands input. */
  enabled: boolean;
  /** Tests: pretend neither root nor sudo is available. */
  forceUnavailable?: boolean;
  /** Tests: another user name than repo-agent. */
  userName?: string;
  env?: NodeJS.ProcessEnv;
}

function unisolated(reason: string, env: NodeJS.ProcessEnv): Sandbox {
  return {
    env: toolEnvironment(env),
    warning: `repo-agent: ${UNISOLATED_WARNING} (${reason})`,
    allows: () => true,
    handOver: async () => {},
    restore: async () => {},
  };
}

/** Permission bits as the kernel checks them for a user with only its primary group (root aside). */
function permits(st: Stats, user: AgentUser, bit: number): boolean {
  if (st.uid === user.uid) return (st.mode & (bit << 6)) !== 0;
  if (st.gid === user.gid) return (st.mode & (bit << 3)) !== 0;
  return (st.mode & bit) !== 0;
}

/** Whether every directory from / down to `dir` may be searched by the user. */
function canTraverse(dir: string, user: AgentUser): boolean {
  let current = parse(dir).root;
  for (const part of dir.slice(current.length).split("/").filter(Boolean)) {
    if (!permits(statSync(current), user, constants.X_OK)) return false;
    current = join(current, part);
  }
  return permits(statSync(current), user, constants.X_OK);
}

export function userMayAccess(path: string, user: AgentUser, access: "read" | "write"): boolean {
  try {
    let target = resolve(path);
    while (!existsSync(target)) {
      // Not there yet (write creates it): what counts is the nearest directory that exists.
      if (access === "read") return false;
      const parent = dirname(target);
      if (parent === target) return false;
      target = parent;
      if (existsSync(target)) {
        const real = realpathSync(target);
        return canTraverse(real, user) && permits(statSync(real), user, constants.W_OK);
      }
    }
    const real = realpathSync(target);
    const st = statSync(real);
    if (!canTraverse(st.isDirectory() ? real : dirname(real), user)) return false;
    if (access === "read") return permits(st, user, constants.R_OK) && (!st.isDirectory() || permits(st, user, constants.X_OK));
    return permits(st, user, constants.W_OK);
  } catch {
    return false;
  }
}

/** The directories from / down to `dir` the user cannot search, with their modes, to open and later close. */
function closedAncestors(dir: string, user: AgentUser): { path: string; mode: number }[] {
  const closed: { path: string; mode: number }[] = [];
  let current = dir;
  for (;;) {
    const st = statSync(current);
    if (!permits(st, user, constants.X_OK)) closed.push({ path: current, mode: st.mode & 0o7777 });
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return closed;
}

/**
 * .git/config as a new file only the action's user can read: the credentials go back into it after
 * the run, and a process the agent user detached from its session (setsid) may still hold the old
 * file open.
 */
function freshGitConfig(workspace: string): void {
  const config = join(workspace, ".git", "config");
  if (!existsSync(config) || !lstatSync(config).isFile()) return;
  const next = `${config}.repo-agent-${process.pid}`;
  writeFileSync(next, readFileSync(config), { mode: 0o600 });
  renameSync(next, config);
}

async function must(privilege: Privilege, argv: string[]): Promise<void> {
  const result = await runPrivileged(privilege, argv);
  if (result.code !== 0) throw new Error(`${argv.join(" ")} failed: ${(result.stderr || result.stdout).trim().split("\n")[0]}`);
}

// As root these are plain system calls: a child process per call cost ~8 ms each at start-up.
async function setMode(privilege: Privilege, path: string, mode: number): Promise<void> {
  if (privilege === "root") await chmod(path, mode);
  else await must(privilege, ["chmod", mode.toString(8), path]);
}

async function setOwner(privilege: Privilege, paths: string[], user: AgentUser): Promise<void> {
  if (privilege === "root") for (const path of paths) await lchown(path, user.uid, user.gid);
  else await must(privilege, ["chown", "-h", `${user.uid}:${user.gid}`, "--", ...paths]);
}

async function remove(privilege: Privilege, path: string): Promise<void> {
  if (privilege === "root") await rm(path, { recursive: true, force: true });
  else await must(privilege, ["rm", "-rf", "--", path]);
}

/**
 * Lends the workspace to the agent user for the run. Without root or passwordless sudo (or with
 * isolate-commands off) the commands run as the action's own user with the scrubbed environment,
 * and `warning` says so.
 */
export async function prepareSandbox(options: SandboxOptions): Promise<Sandbox> {
  const baseEnv = options.env ?? process.env;
  if (!options.enabled) return unisolated("isolate-commands is false", baseEnv);
  const detected = options.forceUnavailable ? { unavailable: "isolation was turned off for this test" } : await detectPrivilege();
  if (typeof detected !== "string") return unisolated(detected.unavailable, baseEnv);
  const privilege = detected;
  let user: AgentUser;
  try {
    user = await ensureAgentUser(privilege, options.userName);
  } catch (error) {
    return unisolated((error as Error).message, baseEnv);
  }

  const workspace = resolve(options.workspace);
  const runnerTemp = resolve(options.runnerTemp);
  const owner = statSync(workspace);
  const reopened: { path: string; mode: number }[] = [];
  const sessions = new Set<number>();
  let home: string | undefined;
  const undo = async () => {
    await killSessions(privilege, user, sessions);
    // -h: a symlink the agent left is changed itself, never what it points at.
    await must(privilege, ["chown", "-R", "-h", `${owner.uid}:${owner.gid}`, workspace]);
    freshGitConfig(workspace);
    // Best effort: a directory that cannot be closed again must not stop the rest of the undo.
    for (const dir of reopened.reverse()) await setMode(privilege, dir.path, dir.mode).catch(() => {});
    if (home) await remove(privilege, home).catch(() => {});
  };
  try {
    // Credential files runner steps leave in RUNNER_TEMP (actions/checkout v6's git-credentials-*.config).
    for (const name of existsSync(runnerTemp) ? readdirSync(runnerTemp) : []) {
      const path = join(runnerTemp, name);
      const st = lstatSync(path);
      if (st.isFile() && /credential/i.test(name) && (st.mode & 0o077) !== 0) await setMode(privilege, path, 0o600);
    }
    // The step's command files stay the runner's: nobody else may write outputs or environment for later steps.
    for (const key of ["GITHUB_ENV", "GITHUB_OUTPUT", "GITHUB_STATE", "GITHUB_PATH", "GITHUB_STEP_SUMMARY"]) {
      const file = baseEnv[key];
      if (!file || !existsSync(file)) continue;
      const mode = statSync(file).mode & 0o7777;
      if ((mode & 0o022) !== 0) await setMode(privilege, file, mode & ~0o022);
    }
    // The agent may pass through RUNNER_TEMP to its HOME, but not list it.
    const temp = statSync(runnerTemp);
    if ((temp.mode & 0o004) !== 0 || (temp.mode & 0o001) === 0) {
      reopened.push({ path: runnerTemp, mode: temp.mode & 0o7777 });
      await setMode(privilege, runnerTemp, ((temp.mode & 0o7777) & ~0o004) | 0o001);
    }
    for (const dir of [...closedAncestors(dirname(workspace), user), ...closedAncestors(dirname(runnerTemp), user)]) {
      if (reopened.some((r) => r.path === dir.path)) continue;
      reopened.push(dir);
      await setMode(privilege, dir.path, dir.mode | 0o001);
    }
    home = mkdtempSync(join(runnerTemp, "repo-agent-home-"));
    await setOwner(privilege, [home], user);
    await must(privilege, ["chown", "-R", "-h", `${user.uid}:${user.gid}`, workspace]);
  } catch (error) {
    await undo().catch(() => {});
    return unisolated(`preparing the workspace for ${user.name} failed: ${(error as Error).message}`, baseEnv);
  }

  const env = { ...toolEnvironment(baseEnv), HOME: home, USER: user.name, LOGNAME: user.name };
  let restored = false;
  return {
    user,
    env,
    bashOperations: sandboxBashOperations(privilege, user, sessions),
    allows: (path, access) => userMayAccess(path, user, access),
    async handOver(path) {
      // The file and every directory above it inside the workspace that the action's tools created.
      const targets: string[] = [];
      let current = resolve(path);
      while (current.startsWith(`${workspace}/`)) {
        try {
          if (lstatSync(current).uid !== user.uid) targets.push(current);
        } catch {
          // Not there.
        }
        current = dirname(current);
      }
      if (targets.length) await setOwner(privilege, targets, user);
    },
    async restore() {
      if (restored) return;
      restored = true;
      await undo();
    },
  };
}
