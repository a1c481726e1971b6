import * as core from "@actions/core";
import { createHmac } from "node:crypto";
import { actionCommentLines, type Thread, type ThreadComment } from "../intake/thread.js";
import { FINISHED_MARKER, handledMarker } from "../report/progress-render.js";
import type { ActionInputs, Repo, Task } from "../types.js";

const macKey = (inputs: ActionInputs) => inputs.anthropicApiKey || inputs.openaiApiKey || inputs.geminiApiKey;

/** Whether a run can leave handled lines (it has a model key); without them queued runs simply run. */
export const marksHandled = (inputs: ActionInputs) => Boolean(macKey(inputs));

/**
 * The hidden line a run leaves, in its comment `carrierId`, for comment `commentId` that it
 * delivered to its agent. It carries a MAC keyed by the model key, a secret every run of the
 * workflow has and nobody else: a comment, a bot's quote or the agent's own output can show the
 * line's form but cannot forge it for another comment, and a copy pasted into any other comment
 * does not verify there. Without a key there is no line.
 */
export function handledLine(inputs: ActionInputs, repo: Repo, commentId: number, carrierId: number): string | undefined {
  const key = macKey(inputs);
  if (!key) return undefined;
  const mac = createHmac("sha256", key).update(`repo-agent handled ${repo.owner}/${repo.repo}#${commentId} in ${carrierId}`).digest("hex").slice(0, 32);
  return handledMarker(commentId, mac);
}

/**
 * The URL of a comment saying that the comment which started this run was already delivered to
 * the agent running before it (issue 19's steering), if there is one. `thread` reads the issue's
 * comments (threadReader: the same read gives the agent the conversation).
 */
export async function deliveredBefore(thread: Thread, task: Task, inputs: ActionInputs): Promise<string | undefined> {
  // A review's trigger is never delivered to a running agent (asksForOwnRun): nothing to read.
  if (task.commentId === undefined || task.issueNumber === undefined || task.automatic || task.kind === "review") return undefined;
  const commentId = task.commentId;
  if (!marksHandled(inputs)) return undefined;
  let comments;
  try {
    comments = await thread();
  } catch (e) {
    // Running twice is the lesser harm than not running at all.
    core.warning(`repo-agent: could not check whether #${task.issueNumber}'s comment was already delivered (${(e as Error).message}); running it`);
    return undefined;
  }
  // Only the action's own finished progress comment counts: the key may be a guessable placeholder
  // (a local endpoint's), and a run whose comment still says "working" died without its post
  // step, so its work may be lost. With a personal token the queued run simply runs.
  const carries = (c: ThreadComment) => {
    const lines = actionCommentLines(c);
    return lines?.[1] === FINISHED_MARKER && lines.includes(handledLine(inputs, task.repo, commentId, c.id)!);
  };
  return comments.find(carries)?.html_url;
}
