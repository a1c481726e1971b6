import { HarnessGit } from "../delivery/harness-git.js";
import { endAgentProcesses } from "./agent-processes.js";
import { trySlot } from "./agent-slot.js";
import { detectPrivilege, lookup, runPrivileged } from "./agent-user.js";

/** What the main step leaves for the post step to undo if it dies mid-run. */
export interface Lent {
  workspace: string;
  gitDir: string;
  /** The agent's user; absent when the tools ran as the action's own user. */
  user?: string;
  /** Directories opened for the agent's user, with the modes they had. */
  reopened: { path: string; mode: number }[];
}

/**
 * For the post step after the main step died mid-run: ends every process of the agent's user,
 * gives the workspace back to this user, closes the directories opened for the agent again and
 * puts the checkout's .git back, so later steps find the checkout, not the agent's copy. `keep`
 * reads the workspace just before that, with the harness's git, once nothing of the agent's runs.
 * Returns what it did, for the log.
 */
export async function recoverWorkspace(lent: Lent, keep?: (git: HarnessGit) => Promise<void>): Promise<string> {
  const privilege = await detectPrivilege();
  const user = typeof privilege === "string" && lent.user ? await lookup(lent.user) : undefined;
  // The workspace is read for `keep` only once no process of the agent's user can swap a file in
  // it for a link while git reads it. Without isolation nothing was promised (docs/security.md).
  let ended = !lent.user;
  if (typeof privilege === "string" && user && user.uid !== process.getuid?.()) {
    // Another run that took the user since has ended what was left of this one's.
    const slot = await trySlot(privilege, user.name);
    try {
      if (slot) {
        await endAgentProcesses(privilege, user);
        ended = true;
      }
    } finally {
      slot?.release();
    }
    const owner = `${process.getuid?.() ?? 0}:${process.getgid?.() ?? 0}`;
    const chown = await runPrivileged(privilege, ["chown", "-R", "-h", `--from=${user.uid}`, owner, lent.workspace]);
    if (chown.code !== 0) throw new Error(`giving ${lent.workspace} back failed: ${chown.stderr.trim().split("\n")[0]}`);
    for (const dir of [...lent.reopened].reverse()) {
      const chmod = await runPrivileged(privilege, ["chmod", dir.mode.toString(8), dir.path]);
      if (chmod.code !== 0) throw new Error(`closing ${dir.path} again failed: ${chmod.stderr.trim().split("\n")[0]}`);
    }
  }
  let putBack = false;
  try {
    const left = keep && ended && HarnessGit.left(lent.workspace, lent.gitDir);
    if (left) await keep(left);
  } finally {
    putBack = HarnessGit.recover(lent.workspace, lent.gitDir);
  }
  const unread = keep && !ended ? "; the changes left were not kept as a patch, as processes of the agent's user may still run" : "";
  return `${putBack ? "the checkout's .git was put back" : "the checkout's .git was already back"}${unread}`;
}
