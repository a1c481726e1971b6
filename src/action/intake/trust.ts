// The trust gate: who may start a run. Checked inside the action before any model call,
// through the API, and closed on any doubt (an API error refuses).

import type { ActionInputs, Task } from "../types.js";
import type { Octokit } from "../github.js";

/**
 * `transient`: the permission could not be read (an API error); asking again later may allow.
 * `failed`: it could not be read because GitHub refused the workflow's token, a mistake in the
 * set-up that waiting does not cure (the job fails).
 */
export type TrustDecision = { allowed: true } | { allowed: false; reason: string; transient?: true; failed?: true };

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
    const where = `${task.repo.owner}/${task.repo.repo}`;
    const refused = tokenRefused(error, where);
    if (refused) return { allowed: false, failed: true, reason: `could not check ${actor}'s permission on ${where}: ${refused}` };
    return { allowed: false, transient: true, reason: `could not check ${actor}'s permission on ${where} (${messageOf(error)}); nothing was run, try again later` };
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

/**
 * What to do when GitHub refused the token itself (401, 403, 404), or undefined for errors that
 * may pass (5xx, the network, a rate limit the client has already waited out).
 */
function tokenRefused(error: unknown, where: string): string | undefined {
  const e = error as { status?: number; message?: string; response?: { headers?: Record<string, string | undefined> } };
  const headers = e?.response?.headers ?? {};
  const rateLimited = headers["x-ratelimit-remaining"] === "0" || headers["retry-after"] !== undefined || /rate limit/i.test(e?.message ?? "");
  const what = messageOf(error);
  if (e?.status === 401) return `GitHub rejected the github-token (${what}); pass \${{ github.token }}, or a token that has not expired or been revoked`;
  if (e?.status === 403 && !rateLimited)
    return `GitHub refused the github-token (${what}); give it the "Metadata" repository permission (read) if it is a GitHub App's or a fine-grained token (the repo scope if classic), or list who may start runs in allowed-users`;
  if (e?.status === 404) return `GitHub does not show ${where} to the github-token (${what}); pass a token with access to this repository`;
  return undefined;
}
