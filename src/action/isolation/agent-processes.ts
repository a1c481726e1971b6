import { readdirSync, readFileSync } from "node:fs";
import { runAsUser, type AgentUser, type Privilege } from "./agent-user.js";

// Before delivery, nothing of the agent's may still run: a process it detached (setsid, double
// fork) could otherwise change the tree between the harness's checks and its commit.

/** Live processes (not zombies) whose real uid is `uid`, from /proc. */
export function processesOf(uid: number): number[] {
  const pids: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, "utf8");
      const realUid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      const state = /^State:\s+(\S)/m.exec(status)?.[1];
      if (realUid === uid && state !== "Z" && state !== "X") pids.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * SIGKILL to every process of the agent user, sent as that user (`kill -9 -1` reaches all of
 * them but the sender, and the kernel lets no process fork while it runs), repeated until /proc
 * shows none. Throws when some survive: delivery must not start while they can write.
 */
export async function endAgentProcesses(privilege: Privilege, user: AgentUser): Promise<void> {
  for (let round = 0; round < 20; round++) {
    if (processesOf(user.uid).length === 0) return;
    await runAsUser(privilege, user, ["/bin/sh", "-c", "kill -9 -1"]);
    await pause(10 * round);
  }
  const left = processesOf(user.uid);
  if (left.length) {
    throw new Error(`processes of ${user.name} (${left.join(", ")}) survived SIGKILL; nothing was delivered, since they could still change the workspace`);
  }
}
