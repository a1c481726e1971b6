import { chmod, rm } from "node:fs/promises";
import { existsSync, lstatSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { HostLauncher } from "./tool-host.js";
import { endAgentProcesses } from "./agent-processes.js";
import { claimSlot, type Slot } from "./agent-slot.js";
import { detectPrivilege, ensureAgentUser, execArgv, runPrivileged, type AgentUser, type Privilege } from "./agent-user.js";
import { toolEnvironment } from "./tool-env.js";

// Every tool runs in the tool host, a process of a separate unprivileged user: a process of the
// action's own user could read the action's /proc/<pid>/environ (the INPUT_* token, the API keys)
// and write anything the action may. The workspace is lent to that user for the run; afterwards
// all its processes are ended and the workspace is given back before delivery looks at it.

export const UNISOLATED_WARNING = "the agent's tools ran as the action's own user; secrets in its environment were readable by them";

export interface Isolation {
  /** The user the tools run as; absent when they run as the action's own user. */
  user?: AgentUser;
  /** The environment of the tool host and the agent's commands (scrubbed; HOME is the agent user's own). */
  env: NodeJS.ProcessEnv;
  /** How the tool host is started. */
  launch: HostLauncher;
  /** Set when the tools are not isolated: say it in the log and the job summary. */
  warning?: string;
  /** Directories opened for the agent's user, with their modes: closed again by end(). */
  reopened: { path: string; mode: number }[];
  /**
   * Ends every process of the agent user and gives the workspace back to its owner. Returns the
   * workspace paths (relative, `/`-separated) of files the agent user did not own at that moment:
   * something else put them there (a hard link to another user's file), so they are not the agent's to deliver.
   */
  end(): Promise<string[]>;
}

export interface IsolationOptions {
  workspace: string;
  runnerTemp: string;
  /** The isolate-commands input. */
  enabled: boolean;
  /** Files the agent user must be able to reach: node and the tool host's entry. */
  reachable: string[];
  /** Tests: pretend neither root nor sudo is available. */
  forceUnavailable?: boolean;
  /** Tests: this user instead of a free one of repo-agent's slots. */
  userName?: string;
  env?: NodeJS.ProcessEnv;
}

const ENV_BIN = existsSync("/usr/bin/env") ? "/usr/bin/env" : "env";

const selfLauncher: HostLauncher = (args, env) => ({ file: process.execPath, args, env });

/** Root starts the host straight as the user; sudo resets the environment, so `env -i` hands the scrubbed one over. */
function userLauncher(privilege: Privilege, user: AgentUser): HostLauncher {
  if (privilege === "root") return (args, env) => ({ file: process.execPath, args, env, uid: user.uid, gid: user.gid });
  return (args, env) => ({
    file: "sudo",
    args: ["-n", "-u", user.name, "--", ENV_BIN, "-i", ...envPairs(env), process.execPath, ...args],
    env: { PATH: env.PATH ?? "/usr/bin:/bin" },
  });
}

/** `KEY=VALUE` argv elements; the scrubbed environment holds no secret, so argv may show it. */
export function envPairs(env: NodeJS.ProcessEnv): string[] {
  return Object.entries(env)
    .filter((e): e is [string, string] => e[1] !== undefined && e[0] !== "" && !e[0].includes("="))
    .map(([k, v]) => `${k}=${v}`);
}

/**
 * Root or sudo is there but the agent's own user could not be set up: the run stops rather than
 * run the tools with the action's rights.
 */
export function isolationFailed(reason: string): Error {
  return new Error(`the agent's tools could not be given a user of their own (${reason}); nothing ran. Fix that on the runner, or set isolate-commands: false to run them as the action's user, which exposes its secrets to them`);
}

export function unisolated(reason: string, env: NodeJS.ProcessEnv = process.env): Isolation {
  return { env: toolEnvironment(env), launch: selfLauncher, warning: `repo-agent: ${UNISOLATED_WARNING} (${reason})`, reopened: [], end: async () => [] };
}

/** Permission bits as the kernel checks them for a user with only its primary group. */
function searchable(path: string, user: AgentUser): boolean {
  const st = statSync(path);
  const bit = st.uid === user.uid ? 0o100 : st.gid === user.gid ? 0o010 : 0o001;
  return (st.mode & bit) !== 0;
}

/** The directories from / down to `dir` the user cannot search, with their modes, to open and later close. */
function closedAncestors(dir: string, user: AgentUser): { path: string; mode: number }[] {
  const closed: { path: string; mode: number }[] = [];
  for (let current = resolve(dir); ; current = dirname(current)) {
    if (!searchable(current, user)) closed.push({ path: current, mode: statSync(current).mode & 0o7777 });
    if (dirname(current) === current) return closed;
  }
}

async function must(privilege: Privilege, argv: string[]): Promise<string> {
  const result = await runPrivileged(privilege, argv);
  if (result.code !== 0) throw new Error(`${argv.join(" ")} failed: ${(result.stderr || result.stdout).trim().split("\n")[0]}`);
  return result.stdout;
}

// As root these are plain system calls: a child process per call cost ~8 ms each at start-up.
async function setMode(privilege: Privilege, path: string, mode: number): Promise<void> {
  if (privilege === "root") await chmod(path, mode);
  else await must(privilege, ["chmod", mode.toString(8), path]);
}

async function remove(privilege: Privilege, path: string): Promise<void> {
  if (privilege === "root") await rm(path, { recursive: true, force: true });
  else await must(privilege, ["rm", "-rf", "--", path]);
}

/**
 * Lends the workspace to the agent user for the run. Without root or passwordless sudo (or with
 * isolate-commands off) the tools run as the action's own user with the scrubbed environment,
 * and `warning` says so. With them, any failure to set the user up throws (isolationFailed).
 */
export async function prepareIsolation(options: IsolationOptions): Promise<Isolation> {
  const baseEnv = options.env ?? process.env;
  if (!options.enabled) return unisolated("isolate-commands is false", baseEnv);
  const detected = options.forceUnavailable ? { unavailable: "isolation was turned off for this test" } : await detectPrivilege();
  if (typeof detected !== "string") return unisolated(detected.unavailable, baseEnv);
  const privilege = detected;
  const workspace = resolve(options.workspace);
  const runnerTemp = resolve(options.runnerTemp);
  const owner = statSync(workspace);
  let user: AgentUser;
  let slot: Slot | undefined;
  try {
    if (!options.userName) slot = await claimSlot(privilege);
    user = await ensureAgentUser(privilege, options.userName ?? slot!.name);
    // The user is this run's alone now: whatever of it still runs is left from a run that crashed.
    await endAgentProcesses(privilege, user, "start");
  } catch (error) {
    slot?.release();
    throw isolationFailed((error as Error).message);
  }

  const reopened: { path: string; mode: number }[] = [];
  let home: string | undefined;
  let ended: Promise<string[]> | undefined;
  const giveBack = async (): Promise<string[]> => {
    try {
      await endAgentProcesses(privilege, user);
      const foreign = await notOwnedBy(privilege, workspace, user);
      // Only what the agent user owns changes hands: -h never follows a link it left, --from
      // leaves a file someone else owns (a hard link to it) as it is.
      await must(privilege, ["chown", "-R", "-h", `--from=${user.uid}`, `${owner.uid}:${owner.gid}`, workspace]);
      // The action's git must read whatever the agent left, even files it made unreadable.
      if (privilege === "sudo") await must(privilege, ["chmod", "-R", "u+rwX", workspace]);
      return foreign;
    } finally {
      // Even when the above failed, the runner's directories close again and the slot is freed
      // (the next run to take it ends the user's leftovers first). Best effort each, so one
      // failure does not keep the others from running.
      for (const dir of [...reopened].reverse()) await setMode(privilege, dir.path, dir.mode).catch(() => {});
      if (home) await remove(privilege, home).catch(() => {});
      slot?.release();
    }
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
      await setMode(privilege, runnerTemp, (temp.mode & 0o7777 & ~0o004) | 0o001);
    }
    const ancestors = [dirname(workspace), dirname(runnerTemp), ...options.reachable.map((p) => dirname(p))];
    for (const dir of ancestors.flatMap((d) => closedAncestors(d, user))) {
      if (reopened.some((r) => r.path === dir.path)) continue;
      reopened.push(dir);
      await setMode(privilege, dir.path, dir.mode | 0o001);
    }
    home = mkdtempSync(join(runnerTemp, "repo-agent-home-"));
    await must(privilege, ["chown", "-R", "-h", `${user.uid}:${user.gid}`, home, workspace]);
  } catch (error) {
    await giveBack().catch(() => {});
    throw isolationFailed(`preparing the workspace for ${user.name} failed: ${(error as Error).message}`);
  }

  return {
    user,
    env: { ...toolEnvironment(baseEnv), HOME: home, USER: user.name, LOGNAME: user.name },
    launch: userLauncher(privilege, user),
    reopened,
    end: () => (ended ??= giveBack()),
  };
}

/** Workspace files (not directories, not inside .git) whose owner is not `user`; find -P never follows links. */
async function notOwnedBy(privilege: Privilege, workspace: string, user: AgentUser): Promise<string[]> {
  const argv = ["find", workspace, "-path", join(workspace, ".git"), "-prune", "-o", "!", "-type", "d", "!", "-uid", String(user.uid), "-printf", "%P\\0"];
  const result = privilege === "root" ? await execArgv(argv) : await runPrivileged(privilege, argv);
  if (result.code !== 0) throw new Error(`listing the workspace's files failed: ${result.stderr.trim().split("\n")[0]}`);
  return result.stdout.split("\0").filter(Boolean);
}
