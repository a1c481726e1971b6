// The post step's job: a progress comment must never say "working" forever. When the main step
// crashed, or GitHub refused its last edit, the comment still carries the working marker; rewrite
// it once.
import * as core from "@actions/core";
import { code, COMMENT_MARKER, FINISHED_MARKER, HANDLED_LINE, WORKING_MARKER, type StepLog } from "./progress-render.js";
import type { Redactor } from "./redact.js";
import type { Repo } from "../types.js";
import type { Octokit } from "../github.js";


export type FinalizeResult = "finalized" | "already-final" | "failed";

/** The checklist lines of a working comment, kept so people see how far the run got. */
function stepsOf(body: string): string {
  return body
    .split("\n")
    .filter((l) => /^- \[[ x]\] /.test(l))
    .map((l) => l.replace(/^- \[ \] /, "- [x] ").concat(l.startsWith("- [ ] ") ? " — interrupted" : ""))
    .join("\n");
}

/** What the post step found of a run whose main step died: its session's steps and upload. */
export interface StoppedRun {
  /** The steps read back from the session file (see stepsFromSession). */
  steps?: StepLog;
  artifactUrl?: string;
  htmlUrl?: string;
  /** The work the agent left in the workspace, kept as a patch artifact; no url when it was not uploaded. */
  patch?: { name: string; url?: string };
  /** The branch the main step pushed the work to before it died, and its pull request once opened or updated. */
  pushed?: { branch: string; url: string; pr?: { number: number; url: string } };
  /** The handled lines of steering comments whose work was pushed by an agent that did not fail (see ProgressComment.workPushed). */
  handled?: string[];
}

export function renderStopped(runUrl: string, previousBody: string, stopped: StoppedRun = {}): string {
  // The session file knows every step; the comment only those of its last edit.
  const steps = stepsOf(stopped.steps?.markdown() ?? previousBody) || stepsOf(previousBody);
  const session = stopped.artifactUrl
    ? ` Its session so far is in [the session artifact](${stopped.artifactUrl})${stopped.htmlUrl ? ` (HTML: [as a page](${stopped.htmlUrl}))` : ""}.`
    : "";
  const { patch, pushed } = stopped;
  const branch = !pushed
    ? ""
    : pushed.pr
      ? ` Its work is in pull request [#${pushed.pr.number}](${pushed.pr.url}), on the branch [${code(pushed.branch)}](${pushed.url}).`
      : ` Its work was pushed to the branch [${code(pushed.branch)}](${pushed.url}) before it stopped.`;
  const work = !patch
    ? ""
    : patch.url
      ? ` The changes it left are kept as a patch in [the artifact ${code(patch.name)}](${patch.url}): download it and apply it with \`git apply\`.`
      : " Its changes could not be uploaded as a patch; the session's tool calls hold them.";
  return [
    `${COMMENT_MARKER}\n${FINISHED_MARKER}`,
    `⚠️ The run stopped before finishing (cancelled or crashed); see [the run log](${runUrl}).${session}${branch}${work} Comment again to start a new run.`,
    ...(steps ? [`<details><summary>Steps before it stopped</summary>\n\n${steps}\n\n</details>`] : []),
    // Hidden tags of the run (a CI-fix attempt's) stay: the loop guard counts them. The handled
    // lines of steering comments stay only when their work was pushed: otherwise the runs those
    // comments queued do the work instead of skipping.
    ...(previousBody.match(/^<!-- repo-agent:ci-fix -->$/m) ?? []),
    // Only the lines' own form: the value comes from the step's state, which the comment trusts no further.
    ...(stopped.handled ?? []).filter((line) => HANDLED_LINE.test(line)),
  ].join("\n\n");
}

/**
 * Rewrites the progress comment if it still shows the working state: to `finalBody` (the result
 * the main step could not write), else to a "stopped" state. Idempotent (a finished comment is
 * left alone); never throws.
 */
export async function finalizeComment(
  octokit: Octokit,
  repo: Repo,
  commentId: number,
  runUrl: string,
  {
    finalBody,
    stopped,
    redact = (text) => text,
    warn = (m) => core.warning(m),
  }: { finalBody?: string; stopped?: StoppedRun; redact?: Redactor; warn?: (message: string) => void } = {},
): Promise<FinalizeResult> {
  try {
    const { data } = await octokit.rest.issues.getComment({ ...repo, comment_id: commentId });
    const body = data.body ?? "";
    if (!body.includes(WORKING_MARKER)) return "already-final";
    // Both bodies were redacted by the main step; the steps read from the session were not.
    await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body: finalBody ?? redact(renderStopped(runUrl, body, stopped)) });
    return "finalized";
  } catch (e) {
    warn(`repo-agent: could not finalise the progress comment ${commentId} (${e instanceof Error ? e.message : String(e)}).`);
    return "failed";
  }
}
