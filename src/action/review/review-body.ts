// The text of the one review the harness posts: the model's summary, the comments that could not
// go inline, what was covered, and a hidden marker recording the reviewed head for the next run.

import { code, codeBlock, codeList, COMMENT_MARKER } from "../report/progress-render.js";
import { inert } from "../report/model-text.js";
import type { ReviewCommentDraft } from "./diff-lines.js";

/** Starts with `<!-- repo-agent`, which event.ts treats as the action's own text (never a trigger). */
export const REVIEW_MARKER_PREFIX = "<!-- repo-agent:reviewed-head ";
const REVIEW_MARKER_RE = /<!-- repo-agent:reviewed-head ([0-9a-f]{7,64}) -->/gi;

export function reviewMarker(headSha: string): string {
  return `${COMMENT_MARKER}\n${REVIEW_MARKER_PREFIX}${headSha} -->`;
}

/**
 * The head SHA of the latest review carrying the marker (reviews are listed oldest first).
 * Pass botLogin so a marker pasted into someone else's review cannot move the starting point.
 */
export function lastReviewedHead(reviews: { body?: string | null; user?: { login?: string } | null }[], botLogin?: string): string | undefined {
  for (let i = reviews.length - 1; i >= 0; i--) {
    const r = reviews[i];
    if (botLogin !== undefined && r.user?.login !== botLogin) continue;
    const shas = [...(r.body ?? "").matchAll(REVIEW_MARKER_RE)].map((m) => m[1]);
    if (shas.length) return shas[shas.length - 1];
  }
  return undefined;
}

/** The comment's text (the model's words, made inert), with a suggested change GitHub can apply when one is given. */
export function commentBody(c: ReviewCommentDraft): string {
  const body = inert(c.body);
  if (c.suggestion === undefined) return body;
  const block = codeBlock("suggestion", c.suggestion.replace(/\n$/, ""));
  return body ? `${body}\n\n${block}` : block;
}

export interface ReviewBodyOptions {
  summary: string;
  /** quote: the commented line(s) as the model saw them, when the numbers alone would mislead. */
  offDiff: { comment: ReviewCommentDraft; reason: string; quote?: string }[];
  coverage: { reviewed: number; total: number; unreviewed: string[] };
  headSha: string;
  since?: string;
  footer?: string;
}

const MAX_LISTED = 20;
const short = (sha: string) => sha.slice(0, 7);

export function reviewBody(o: ReviewBodyOptions): string {
  // The model's words cannot ping anyone, cross-reference other issues or hide the coverage line (see inert).
  const parts: string[] = [inert(o.summary.trim()) || "(The agent gave no summary.)"];
  if (o.offDiff.length) {
    parts.push("### Comments outside the diff\nGitHub takes inline comments only on lines of the diff, so these are here:");
    for (const { comment: c, reason, quote } of o.offDiff) {
      const lines = c.startLine !== undefined ? `lines ${c.startLine}-${c.line}` : `line ${c.line}`;
      const side = c.side === "LEFT" ? " (old version)" : "";
      const quoted = quote === undefined ? "" : `\n\n${codeBlock("diff", quote)}`;
      // The reason names the path as plain text (it is the model's tool result too).
      parts.push(`**${code(c.path)} ${lines}${side}** — ${inert(reason)}${quoted}\n\n${commentBody(c)}`);
    }
  }
  parts.push(coverageLine(o));
  if (o.footer?.trim()) parts.push(o.footer.trim());
  parts.push(reviewMarker(o.headSha));
  return parts.join("\n\n");
}

function coverageLine(o: ReviewBodyOptions): string {
  const { reviewed, total, unreviewed } = o.coverage;
  const range = o.since ? `the changes from ${short(o.since)} to ${short(o.headSha)}` : `${short(o.headSha)}`;
  let line = `Reviewed ${reviewed} of ${total} changed files (${range}).`;
  if (unreviewed.length) {
    line += ` Not reviewed: ${codeList(unreviewed, MAX_LISTED)}.`;
  }
  return line;
}
