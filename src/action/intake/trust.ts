// The trust gate: who may start a run. Checked inside the action before any model call,
// through the API, and closed on any doubt (an API error refuses).

import type { ActionInputs, Task } from "../types.js";
import type { Octokit } from "../github.js";

/** `transient`: the permission could not be read (an API error); asking again later may allow. */
export type TrustDecision = { allowed: true } | { allowed: false; reason: string; transient?: true };

const WRITE_ROLES = ["admin", "maintain", "write"];
const LOWER_ROLES = ["triage", "read", "none"];

const sameLogin = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function checkTrust(octokit: Octokit, task: Task, inputs: ActionInputs): Promise<TrustDecision> {
  // Schedule and dispatch runs: GitHub lets only writers dispatch, and a schedule has no actor.
  // A failed CI run fed back (workflow_run): its branch is repo-agent's in this repository, which
  // only writers can push to; event.ts refuses forks' runs and branches without the prefix.
  if (task.issueNumber === undefined || (task.automatic && typeof task.ciRun === "object")) return { allowed: true };
  const actor = task.actor;
  if (!actor) return { allowed: false, reason: "the event names no actor, so their permission cannot be checked; nothing was run" };

  if (task.actorIsBot) {
    if (inputs.allowedBots.includes("*"))
      return { allowed: false, reason: `allowed-bots does not accept "*"; list each bot by its exact login, e.g. ${actor}` };
    if (inputs.allowedBots.some((b) => sameLogin(b, actor))) return { allowed: true };
    return { allowed: false, reason: `${actor} is a bot and is not listed in allowed-bots; add its exact login there to let it start runs` };
  }

  if (inputs.allowedUsers.some((u) => sameLogin(u, actor))) return { allowed: true };

  let role: string;
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ owner: task.repo.owner, repo: task.repo.repo, username: actor });
    // `permission` folds maintain into write and triage into read; `role_name` has the real
    // role, but may be a custom role's name, in which case the folded permission decides.
    const roleName = (data as { role_name?: string }).role_name;
    role = roleName && (WRITE_ROLES.includes(roleName) || LOWER_ROLES.includes(roleName)) ? roleName : data.permission;
  } catch (error) {
    return { allowed: false, transient: true, reason: `could not check ${actor}'s permission on ${task.repo.owner}/${task.repo.repo} (${messageOf(error)}); nothing was run, try again later` };
  }
  if (WRITE_ROLES.includes(role)) return { allowed: true };
  return {
    allowed: false,
    reason: `${actor} has ${role} permission on ${task.repo.owner}/${task.repo.repo}; starting a run needs write, maintain or admin (or a place in allowed-users)`,
  };
}

function messageOf(error: unknown): string {
  const e = error as { status?: number; message?: string };
  const text = (e?.message ?? String(error)).split("\n")[0];
  return e?.status ? `HTTP ${e.status}: ${text}` : text;
}
