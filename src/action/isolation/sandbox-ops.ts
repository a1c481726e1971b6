import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createLocalBashOperations, killProcessTree, type BashOperations } from "../../tools/bash.js";
import { asUserArgv, runAsUser, type AgentUser, type Privilege } from "./sandbox-user.js";

// The bash tool's operations when commands run as the agent user, and the sweep that ends every
// process the agent left behind.

const ENV_BIN = existsSync("/usr/bin/env") ? "/usr/bin/env" : "env";

/**
 * `sudo -n -u <user> -- env -i KEY=VALUE... <shell> -c <command>`: sudo resets the environment,
 * so the scrubbed one is handed over by `env -i`, exactly and nothing else. The command is one
 * argv element, never part of a shell string.
 */
export function sudoCommandArgv(user: AgentUser, shell: string, command: string, env: NodeJS.ProcessEnv): string[] {
  const pairs = Object.entries(env)
    .filter((e): e is [string, string] => e[1] !== undefined && e[0] !== "" && !e[0].includes("="))
    .map(([k, v]) => `${k}=${v}`);
  return asUserArgv("sudo", user, [ENV_BIN, "-i", ...pairs, shell, "-c", command]);
}

interface ProcInfo {
  pid: number;
  session: number;
  uid: number;
}

/** Every process with its session id and real uid, from /proc (readable for any user's processes). */
export function listProcesses(): ProcInfo[] {
  const out: ProcInfo[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // "pid (comm) state ppid pgrp session ...": comm may hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const status = readFileSync(`/proc/${name}/status`, "utf8");
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      out.push({ pid: Number(name), session: Number(fields[3]), uid });
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

/**
 * SIGKILL to every process of the agent user in the given sessions (each command is started as a
 * session leader, and its background jobs stay in its session). Only these: other jobs on the
 * same machine may run commands as the same user.
 */
export async function killSessions(privilege: Privilege, user: AgentUser, sessions: Iterable<number>): Promise<void> {
  const wanted = new Set(sessions);
  if (wanted.size === 0) return;
  const pids = listProcesses()
    .filter((p) => p.uid === user.uid && wanted.has(p.session))
    .map((p) => p.pid);
  if (pids.length === 0) return;
  if (privilege === "root") {
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  } else {
    await runAsUser(privilege, user, ["kill", "-KILL", "--", ...pids.map(String)]);
  }
}

/** Bash operations that run each command as the agent user; `sessions` collects every command's session. */
export function sandboxBashOperations(privilege: Privilege, user: AgentUser, sessions: Set<number>): BashOperations {
  if (privilege === "root") {
    // Root spawns straight into the user; the command leads its own process group, which root may kill.
    return createLocalBashOperations({ user: { uid: user.uid, gid: user.gid }, onSpawn: (pid) => sessions.add(pid) });
  }
  return createLocalBashOperations({
    wrap: (shell, command, env) => ({ file: "sudo", args: sudoCommandArgv(user, shell, command, env).slice(1), env: { PATH: env.PATH ?? "/usr/bin:/bin" } }),
    onSpawn: (pid) => sessions.add(pid),
    // sudo is ours to kill; the command under it belongs to the agent user, so it is killed as that user.
    kill: (pid) => {
      void killSessions(privilege, user, [pid]).finally(() => killProcessTree(pid));
    },
  });
}
