import { HarnessGit } from "../delivery/harness-git.js";
import { endAgentProcesses } from "./agent-processes.js";
import { AGENT_USER, detectPrivilege, lookup, runPrivileged } from "./agent-user.js";

/**
 * For the post step after the main step died mid-run: ends every process of the agent's user,
 * gives the workspace back to this user and puts the checkout's .git back, so later steps find
 * the checkout, not the agent's copy. Returns what it did, for the log.
 */
export async function recoverWorkspace(workspace: string, gitDir: string): Promise<string> {
  const privilege = await detectPrivilege();
  const user = typeof privilege === "string" ? await lookup(AGENT_USER) : undefined;
  if (typeof privilege === "string" && user && user.uid !== process.getuid?.()) {
    await endAgentProcesses(privilege, user);
    const owner = `${process.getuid?.() ?? 0}:${process.getgid?.() ?? 0}`;
    const chown = await runPrivileged(privilege, ["chown", "-R", "-h", `--from=${user.uid}`, owner, workspace]);
    if (chown.code !== 0) throw new Error(`giving ${workspace} back failed: ${chown.stderr.trim().split("\n")[0]}`);
  }
  return HarnessGit.recover(workspace, gitDir) ? "the checkout's .git was put back" : "the checkout's .git was already back";
}
