// The review's one writing tool. It only records: the harness posts the review afterwards, so the
// model cannot approve, request changes or post anything on its own.

import { Type, type Static } from "@sinclair/typebox";
import type { AgentTool } from "../../agent/tool.js";
import { placeDraft, type ChangedFile, type ReviewCommentDraft, type ShownDiff } from "./diff-lines.js";

const schema = Type.Object({
  path: Type.String({ description: "File path as shown in the diff, relative to the repository root" }),
  line: Type.Number({ description: "Line the comment is on (the last line for a range): new-file number on RIGHT, old-file number on LEFT" }),
  start_line: Type.Optional(Type.Number({ description: "First line of a range, on the same side and in the same hunk as line" })),
  side: Type.Optional(
    Type.Union([Type.Literal("RIGHT"), Type.Literal("LEFT")], { description: "RIGHT (default): added or context lines; LEFT: removed lines" }),
  ),
  body: Type.String({ description: "The comment, in GitHub markdown" }),
  suggestion: Type.Optional(Type.String({ description: "Replacement text for the line or range (RIGHT only); shown as a suggested change" })),
});

export type ReviewCommentInput = Static<typeof schema>;

/** `shown`: the diff in the prompt when it is not the pull request's own (an incremental review). */
export function createReviewCommentTool(files: ChangedFile[], sink: ReviewCommentDraft[], shown?: ShownDiff): AgentTool<typeof schema, ReviewCommentDraft> {
  return {
    name: "review_comment",
    label: "review_comment",
    description:
      "Add an inline comment to the pull request review on a line (or line range) of the diff. " +
      "Comments on lines outside the diff are listed in the review summary instead. The review is posted when you finish.",
    promptSnippet: "Comment on a line or range of the pull request's diff",
    promptGuidelines: [
      "Use review_comment for findings tied to specific lines; keep the final answer for the overall summary.",
      "Give suggestion only with the exact replacement text for the commented lines.",
    ],
    parameters: schema,
    async execute(_toolCallId, args) {
      const draft = toDraft(args);
      sink.push(draft);
      const placed = placeDraft(files, shown, draft);
      const at = `${draft.path}:${draft.startLine !== undefined ? `${draft.startLine}-` : ""}${draft.line}`;
      const text = placed.ok
        ? `Recorded an inline comment on ${at} (${draft.side}).`
        : `Recorded, but not on the diff: ${placed.reason}; it will be listed in the review summary; move it to a commentable line if it belongs to one.`;
      return { content: [{ type: "text", text }], details: draft };
    },
  };
}

/** Checks the arguments; throws one line saying what to fix (the loop turns it into an error result). */
function toDraft(a: ReviewCommentInput): ReviewCommentDraft {
  const path = a.path.trim().replace(/^(\.\/)+/, "");
  if (!path) throw new Error("path is empty; give the file's path as shown in the diff.");
  if (!Number.isInteger(a.line) || a.line < 1) throw new Error(`line must be a whole number of 1 or more, got ${a.line}; use a line number from the diff.`);
  const side = a.side ?? "RIGHT";
  let startLine = a.start_line;
  if (startLine !== undefined) {
    if (!Number.isInteger(startLine) || startLine < 1) throw new Error(`start_line must be a whole number of 1 or more, got ${startLine}; omit it for a single line.`);
    if (startLine > a.line) throw new Error(`start_line ${startLine} is after line ${a.line}; start_line is the first line of the range, line the last.`);
    if (startLine === a.line) startLine = undefined;
  }
  if (!a.body.trim() && a.suggestion === undefined) throw new Error("body is empty; say what the comment is about.");
  if (a.suggestion !== undefined && side !== "RIGHT") throw new Error("suggestion replaces lines of the new file, so it needs side RIGHT; drop it or comment on the new lines.");
  const draft: ReviewCommentDraft = { path, line: a.line, side, body: a.body.trim() };
  if (startLine !== undefined) draft.startLine = startLine;
  if (a.suggestion !== undefined) draft.suggestion = a.suggestion;
  return draft;
}
