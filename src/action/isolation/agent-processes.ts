import { readdirSync, readFileSync } from "node:fs";
import { runAsUser, runPrivileged, type AgentUser, type Privilege } from "./agent-user.js";
import { abortFuseConnections, unmountFuseOf } from "./fuse.js";

// Before delivery, nothing of the agent's may still run: a process it detached (setsid, double
// fork) could otherwise change the tree between the harness's checks and its commit.

const field = (status: string, name: string) => new RegExp(`^${name}:\\s+(\\S+)`, "m").exec(status)?.[1];
const dead = (state: string | undefined) => state === "Z" || state === "X";

/**
 * Whether any thread of a zombie-looking process still runs: a main thread that left with
 * exit(2), not exit_group(2), shows "Z" while its other threads go on (and /proc lists no threads).
 */
function hasLiveThread(pid: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/task`).some((tid) => {
      try {
        return !dead(field(readFileSync(`/proc/${pid}/task/${tid}/status`, "utf8"), "State"));
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** Processes whose real uid is `uid` and that still run a thread, from /proc (plain zombies are left out). */
export function processesOf(uid: number): number[] {
  const pids: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, "utf8");
      if (Number(field(status, "Uid")) !== uid) continue;
      if (!dead(field(status, "State")) || hasLiveThread(name)) pids.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// setresuid(2) by architecture: Node has no call for it, perl's syscall() does.
const SETRESUID: Partial<Record<string, number>> = { x64: 117, arm64: 147 };

/**
 * `kill(-1, SIGKILL)` from a process the agent cannot signal: root's perl switches to real and
 * saved uid `fence` (a uid no process has) and effective uid the agent's, so it reaches every
 * process of the agent's user and nothing else, while none of them may signal it back. A killer
 * running as the agent's user could be killed by the agent first. Undefined when this
 * architecture or perl cannot do it.
 */
function fencedKill(user: AgentUser): string[] | undefined {
  const call = SETRESUID[process.arch];
  if (call === undefined) return undefined;
  const fence = 2_000_000_000 + user.uid;
  if (processesOf(fence).length) return undefined;
  return ["perl", "-e", `syscall(${call}, ${fence}, ${user.uid}, ${fence}) == 0 or exit 3; kill(9, -1); exit 0`];
}

/**
 * SIGKILL to every process of the agent user (`kill -9 -1` with its rights reaches all of them,
 * and the kernel lets no process fork while it runs), repeated until /proc shows none; whether
 * none is left. `always`: the first kill does not wait on /proc's answer.
 */
async function killAll(privilege: Privilege, user: AgentUser, always: boolean): Promise<boolean> {
  for (let round = 0; round < 20; round++) {
    if ((round > 0 || !always) && processesOf(user.uid).length === 0) return true;
    const fenced = fencedKill(user);
    const result = fenced ? await runPrivileged(privilege, fenced) : undefined;
    if (!result || result.code !== 0) await runAsUser(privilege, user, ["/bin/sh", "-c", "kill -9 -1"]);
    await pause(10 * round);
  }
  return processesOf(user.uid).length === 0;
}

/**
 * Ends every process of the agent user; throws when some survive: delivery must not start while
 * they can write. At the end of a run the first kill does not wait on /proc's answer (before
 * delivery: what it cannot see may still run); at its start that would only cost time, since the
 * kill before delivery comes anyway, and what survives is an earlier run's. Processes that SIGKILL
 * cannot end are freed from the agent's FUSE connections, the one way its user can make such a
 * process. Then its FUSE mounts in the runner's mount namespace are detached; throws when some stay.
 */
export async function endAgentProcesses(privilege: Privilege, user: AgentUser, when: "start" | "end" = "end"): Promise<void> {
  await endProcesses(privilege, user, when);
  // Its FUSE mounts in the runner's mount namespace (fusermount's) outlive their servers: dead,
  // unreadable even by root, they would break giving the workspace back and stay on the runner.
  const mounted = await unmountFuseOf(privilege, user);
  if (mounted.length) {
    // Paths of the agent's choosing: quoted, and only a few.
    const named = mounted.slice(0, 5).map((p) => JSON.stringify(p)).join(", ") + (mounted.length > 5 ? ` and ${mounted.length - 5} more` : "");
    throw new Error(`FUSE mounts of ${user.name} (${named}) could not be unmounted; unmount them as root (umount -l) before the next run on this runner`);
  }
}

async function endProcesses(privilege: Privilege, user: AgentUser, when: "start" | "end"): Promise<void> {
  if (await killAll(privilege, user, when === "end")) return;
  const fuse = await abortFuseConnections(privilege, user);
  if (fuse.aborted && (await killAll(privilege, user, true))) return;
  const left = processesOf(user.uid);
  if (!left.length) return;
  const why = fuse.problem ? `, and ${fuse.problem}` : "";
  if (when === "start") throw new Error(`processes of ${user.name} left from an earlier run (${left.join(", ")}) survived SIGKILL${why}. End them as root (or restart the runner)`);
  throw new Error(`processes of ${user.name} (${left.join(", ")}) survived SIGKILL${why}; nothing was delivered, since they could still change the workspace. End them as root (or restart the runner) before the next run on it`);
}
