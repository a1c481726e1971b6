import { Value } from "@sinclair/typebox/value";
import { describe, expect, it } from "vitest";
import type { ChangedFile, ReviewCommentDraft } from "../../../src/action/review/diff-lines.js";
import { createReviewCommentTool } from "../../../src/action/review/review-tool.js";

const files: ChangedFile[] = [{ filename: "src/a.ts", status: "modified", additions: 2, deletions: 1, patch: "@@ -10,3 +10,4 @@\n ctx\n-old\n+new\n+new2\n ctx" }];

function setup() {
  const sink: ReviewCommentDraft[] = [];
  const tool = createReviewCommentTool(files, sink);
  const call = async (args: Record<string, unknown>) => {
    expect(Value.Check(tool.parameters, args)).toBe(true);
    const r = await tool.execute("call-1", args as never);
    return r.content.map((c) => (c.type === "text" ? c.text : "")).join("");
  };
  return { sink, tool, call };
}

describe("review_comment", () => {
  it("is named review_comment with a short description", () => {
    const { tool } = setup();
    expect(tool.name).toBe("review_comment");
    expect(tool.description.length).toBeLessThan(300);
  });

  it("records an inline comment on a line of the diff", async () => {
    const { sink, call } = setup();
    const text = await call({ path: "./src/a.ts", line: 12, body: "Off by one." });
    expect(text).toBe("Recorded an inline comment on src/a.ts:12 (RIGHT).");
    expect(sink).toEqual([{ path: "src/a.ts", line: 12, side: "RIGHT", body: "Off by one." }]);
  });

  it("records a range with a suggestion", async () => {
    const { sink, call } = setup();
    const text = await call({ path: "src/a.ts", start_line: 11, line: 12, body: "Simpler:", suggestion: "only()" });
    expect(text).toBe("Recorded an inline comment on src/a.ts:11-12 (RIGHT).");
    expect(sink[0]).toEqual({ path: "src/a.ts", line: 12, startLine: 11, side: "RIGHT", body: "Simpler:", suggestion: "only()" });
  });

  it("records a comment off the diff and tells the model why and what to do", async () => {
    const { sink, call } = setup();
    const text = await call({ path: "src/a.ts", line: 50, body: "This also breaks." });
    expect(text).toBe(
      "Recorded, but not on the diff: line 50 (RIGHT) is not in the diff of src/a.ts; commentable lines (RIGHT): 10-13; " +
        "it will be listed in the review summary; move it to a commentable line if it belongs to one.",
    );
    expect(text.split("\n")).toHaveLength(1);
    expect(sink).toHaveLength(1);
    const left = await call({ path: "src/a.ts", line: 11, side: "LEFT", body: "Why remove this?" });
    expect(left).toBe("Recorded an inline comment on src/a.ts:11 (LEFT).");
  });

  it("on an incremental review, reads LEFT lines in the diff it was shown and says when one cannot go inline", async () => {
    const sink: ReviewCommentDraft[] = [];
    const shown = { files: [{ ...files[0], patch: "@@ -20,3 +20,2 @@\n ctx\n-gone\n ctx" }], since: "abcdef0123456789" };
    const tool = createReviewCommentTool(files, sink, shown);
    const r = await tool.execute("call-1", { path: "src/a.ts", line: 21, side: "LEFT", body: "Why?" });
    const text = r.content.map((c) => (c.type === "text" ? c.text : "")).join("");
    expect(text).toMatch(/^Recorded, but not on the diff: line 21 \(LEFT\) of src\/a.ts is a line of abcdef0 \(the last reviewed head\), not of the base /);
    expect(text.split("\n")).toHaveLength(1);
    expect(sink).toHaveLength(1);
  });

  it("rejects bad arguments with one line saying what to fix, recording nothing", async () => {
    const { sink, call } = setup();
    await expect(call({ path: "src/a.ts", line: 0, body: "x" })).rejects.toThrow(/^line must be a whole number of 1 or more, got 0; /);
    await expect(call({ path: "src/a.ts", line: 10, start_line: 12, body: "x" })).rejects.toThrow(/^start_line 12 is after line 10; /);
    await expect(call({ path: "src/a.ts", line: 11, side: "LEFT", body: "x", suggestion: "y" })).rejects.toThrow(/needs side RIGHT/);
    await expect(call({ path: " ", line: 11, body: "x" })).rejects.toThrow(/^path is empty/);
    await expect(call({ path: "src/a.ts", line: 11, body: "  " })).rejects.toThrow(/^body is empty/);
    expect(sink).toEqual([]);
  });
});
