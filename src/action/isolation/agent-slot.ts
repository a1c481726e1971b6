import { spawn } from "node:child_process";
import { AGENT_USER, privilegedArgv, type Privilege } from "./agent-user.js";

// One agent user per run at a time on a machine. Ending "every process of the agent's user" must
// not end another run's agent, and two runs' agents must not share a uid (one could change the
// other's workspace). A run holds its user's slot for as long as its process lives: flock(1) on a
// file only root may open, kept by a child that exits when this process's end of its stdin
// closes, which the kernel does even when the action is killed.

export const LOCK_DIR = "/run/repo-agent";
export const SLOTS = 8;

export const slotName = (n: number) => (n === 0 ? AGENT_USER : `${AGENT_USER}-${n}`);

export interface Slot {
  name: string;
  /** Lets the slot go (idempotent). */
  release(): void;
}

const BUSY = 75;

/** Tries to take one slot's lock: the slot, or undefined when another run holds it. */
export function trySlot(privilege: Privilege, name: string): Promise<Slot | undefined> {
  const lock = `${LOCK_DIR}/${name}.lock`;
  // mkdir only makes the directory when missing (0700, root's): nobody else may open the locks.
  const script = `umask 077; mkdir -p ${LOCK_DIR} && exec flock -n -E ${BUSY} ${lock} sh -c 'echo held; exec cat >/dev/null'`;
  const [file, ...args] = privilegedArgv(privilege, ["/bin/sh", "-c", script]);
  const child = spawn(file, args, { stdio: ["pipe", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stderr.on("data", (d) => (err += d));
    child.stdout.on("data", (d) => {
      out += d;
      if (!out.startsWith("held")) return;
      // Held: nothing of it may keep this process alive; the lock goes when this process does.
      child.unref();
      for (const stream of [child.stdin, child.stdout, child.stderr] as unknown as { unref?(): void }[]) stream.unref?.();
      resolve({ name, release: () => child.stdin.destroy() });
    });
    child.on("error", (error) => reject(new Error(`locking ${lock} failed: ${error.message}`)));
    child.on("exit", (code) => {
      if (out.startsWith("held")) return;
      if (code === BUSY) resolve(undefined);
      else reject(new Error(`locking ${lock} failed (exit code ${code}): ${err.trim().split("\n")[0] || "no message"}`));
    });
  });
}

/** The first free slot of SLOTS; throws when every one is taken. */
export async function claimSlot(privilege: Privilege): Promise<Slot> {
  for (let n = 0; n < SLOTS; n++) {
    const slot = await trySlot(privilege, slotName(n));
    if (slot) return slot;
  }
  throw new Error(`all ${SLOTS} agent users (${slotName(0)} to ${slotName(SLOTS - 1)}) are in use by other runs on this machine`);
}
