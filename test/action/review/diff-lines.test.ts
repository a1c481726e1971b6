import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentableLines, describeRanges, placeComment, placeDraft, type ChangedFile } from "../../../src/action/review/diff-lines.js";

const run = promisify(execFile);
const env = { PATH: process.env.PATH ?? "", HOME: tmpdir(), GIT_CONFIG_NOSYSTEM: "1", GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@example.com" };

// A GitHub-style patch (pulls.listFiles drops git's file headers): two hunks, the second at the
// end of a file without a final newline.
const PATCH = [
  "@@ -10,5 +10,6 @@ export function a() {",
  " ctx10",
  " ctx11",
  "-old12",
  "+new12",
  "+new13",
  " ctx13",
  " ctx14",
  "@@ -30,3 +31,3 @@ export function b() {",
  " ctx30",
  " ctx31",
  "-old32",
  "\\ No newline at end of file",
  "+new33",
  "\\ No newline at end of file",
].join("\n");

describe("commentableLines", () => {
  it("numbers added and context lines on RIGHT, deleted and context lines on LEFT, across hunks", () => {
    expect(commentableLines(PATCH)).toEqual({ right: [10, 11, 12, 13, 14, 15, 31, 32, 33], left: [10, 11, 12, 13, 14, 30, 31, 32] });
  });

  it("reads hunk headers whose counts are omitted", () => {
    expect(commentableLines("@@ -1 +1 @@\n-a\n+b")).toEqual({ right: [1], left: [1] });
    expect(commentableLines("@@ -0,0 +1,2 @@\n+x\n+y\n")).toEqual({ right: [1, 2], left: [] });
  });

  describe("on real git diff output", () => {
    let dir: string;
    const git = (...args: string[]) => run("git", args, { cwd: dir, env }).then((r) => r.stdout);
    const oldLines = Array.from({ length: 60 }, (_, i) => `line ${i + 1}`);
    // Content that looks like diff headers, to show hunks are read by count, not by prefix.
    oldLines[19] = "-- a SQL comment";
    oldLines[20] = "++counter;";
    const newLines = [...oldLines];
    newLines.splice(19, 2, "--- looks like a header", "+++ so does this", "@@ -1 +1 @@ and this");
    newLines.splice(2, 1);
    newLines.push("appended");

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), "diff-lines-"));
      await git("init", "-q");
      await writeFile(join(dir, "f.txt"), oldLines.join("\n") + "\n");
      await git("add", ".");
      await git("commit", "-qm", "old");
      await writeFile(join(dir, "f.txt"), newLines.join("\n") + "\n");
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it("every commentable line is a line of the file on that side, and every changed line is commentable", async () => {
      const patch = await git("diff", "-U2", "f.txt");
      expect(patch).toMatch(/^diff --git/);
      const { right, left } = commentableLines(patch);
      // Each line in a hunk maps to the matching line of the old or new file.
      const body = patch.split("\n").filter((l) => /^[ +-]/.test(l) && !/^(---|\+\+\+) [ab/]/.test(l));
      const added = body.filter((l) => l[0] === "+").map((l) => l.slice(1));
      const removed = body.filter((l) => l[0] === "-").map((l) => l.slice(1));
      expect(right.map((n) => newLines[n - 1])).toEqual(expect.arrayContaining(added));
      expect(left.map((n) => oldLines[n - 1])).toEqual(expect.arrayContaining(removed));
      expect(right).toContain(newLines.length);
      expect(right).toContain(newLines.indexOf("@@ -1 +1 @@ and this") + 1);
      expect(left).toContain(20);
      expect(left).toContain(21);
      expect(right.every((n) => n >= 1 && n <= newLines.length)).toBe(true);
      expect(left.every((n) => n >= 1 && n <= oldLines.length)).toBe(true);
    });
  });
});

describe("describeRanges", () => {
  it("collapses runs", () => {
    expect(describeRanges([30, 10, 11, 12, 31, 35])).toBe("10-12, 30-31, 35");
    expect(describeRanges([])).toBe("none");
    const many = Array.from({ length: 25 }, (_, i) => i * 10);
    expect(describeRanges(many)).toBe(many.slice(0, 20).join(", ") + " and 5 more ranges");
  });
});

describe("placeComment", () => {
  const files: ChangedFile[] = [
    { filename: "src/a.ts", status: "modified", additions: 3, deletions: 2, patch: PATCH },
    { filename: "logo.png", status: "added", additions: 0, deletions: 0 },
    { filename: "src/new.ts", status: "renamed", additions: 0, deletions: 0, previous_filename: "src/old.ts", patch: "" },
  ];
  const at = (line: number, extra: object = {}) => placeComment(files, { path: "src/a.ts", line, side: "RIGHT", body: "x", ...extra });

  it("accepts lines of the diff on either side, and ranges within one hunk", () => {
    expect(at(12)).toEqual({ ok: true });
    expect(at(30, { side: "LEFT" })).toEqual({ ok: true });
    expect(at(15, { startLine: 10 })).toEqual({ ok: true });
  });

  it("says why a comment cannot go inline", () => {
    expect(placeComment(files, { path: "src/b.ts", line: 1, side: "RIGHT", body: "x" })).toEqual({ ok: false, reason: "src/b.ts is not changed in this pull request" });
    expect(placeComment(files, { path: "logo.png", line: 1, side: "RIGHT", body: "x" })).toEqual({ ok: false, reason: "logo.png has no text diff (binary or too large)" });
    expect(placeComment(files, { path: "src/old.ts", line: 1, side: "RIGHT", body: "x" })).toEqual({
      ok: false,
      reason: "src/old.ts was renamed to src/new.ts; comment on src/new.ts",
    });
    expect(at(40)).toEqual({ ok: false, reason: "line 40 (RIGHT) is not in the diff of src/a.ts; commentable lines (RIGHT): 10-15, 31-33" });
    expect(at(15, { side: "LEFT" })).toEqual({ ok: false, reason: "line 15 (LEFT) is not in the diff of src/a.ts; commentable lines (LEFT): 10-14, 30-32" });
    expect(at(32, { startLine: 12 })).toEqual({ ok: false, reason: "lines 12-32 (RIGHT) are not within one hunk of src/a.ts; commentable lines (RIGHT): 10-15, 31-33" });
  });
});

describe("placeDraft on an incremental review", () => {
  const SINCE = "abcdef0123456789abcdef0123456789abcdef01";
  const file = (patch: string): ChangedFile[] => [{ filename: "f.txt", status: "modified", additions: 1, deletions: 1, patch }];
  // The base had a..f. Commit 1 added TEMP after c; commit 2 (shown) removes TEMP and d. The
  // shown old lines are commit 1's: TEMP is 4 there, d is 5; the base's 4 is d.
  const pr = file("@@ -1,6 +1,5 @@\n a\n b\n c\n-d\n e\n f");
  const shown = { files: file("@@ -1,7 +1,5 @@\n a\n b\n c\n-TEMP\n-d\n e\n f"), since: SINCE };
  const left = (line: number, startLine?: number) => placeDraft(pr, shown, { path: "f.txt", line, startLine, side: "LEFT", body: "x" });

  it("folds a LEFT line the base has another line at, quoting the line the model saw", () => {
    expect(left(4)).toEqual({ ok: false, reason: "line 4 (LEFT) of f.txt is a line of abcdef0 (the last reviewed head), not of the base that GitHub's LEFT side shows", quote: "-TEMP" });
    expect(left(5)).toMatchObject({ ok: false, quote: "-d" });
    expect(left(4, 3)).toMatchObject({ ok: false, reason: expect.stringMatching(/^lines 3-4 \(LEFT\) of f.txt are lines of abcdef0 /), quote: " c\n-TEMP" });
  });

  it("keeps a LEFT line inline where the base shows the same line at that number", () => {
    expect(left(3)).toEqual({ ok: true });
    expect(left(3, 1)).toEqual({ ok: true });
    // Same text, but removed in one diff and kept in the other: not the same line.
    const kept = { files: file("@@ -1,4 +1,3 @@\n a\n b\n c\n-d"), since: SINCE };
    expect(placeDraft(file("@@ -1,4 +1,5 @@\n a\n b\n c\n d\n+e"), kept, { path: "f.txt", line: 4, side: "LEFT", body: "x" })).toMatchObject({ ok: false, quote: "-d" });
  });

  it("checks a LEFT line against the diff the model was shown", () => {
    expect(left(9)).toEqual({ ok: false, reason: "line 9 (LEFT) is not in the diff of f.txt; commentable lines (LEFT): 1-7" });
    expect(placeDraft(pr, shown, { path: "g.txt", line: 1, side: "LEFT", body: "x" })).toEqual({ ok: false, reason: "g.txt is not changed since the last review" });
  });

  it("takes RIGHT lines as head lines, inline only within the pull request's hunks", () => {
    const right = (line: number) => placeDraft(file("@@ -1,3 +1,4 @@\n a\n+NEW\n b\n c"), { files: file("@@ -8,3 +8,3 @@\n h\n-i2\n+i\n j"), since: SINCE }, { path: "f.txt", line, side: "RIGHT", body: "x" });
    expect(right(2)).toEqual({ ok: true });
    expect(right(9)).toEqual({ ok: false, reason: "line 9 (RIGHT) of f.txt is in the changes since the last review but not in the pull request's diff against its base, the only diff GitHub comments on" });
    expect(right(30)).toEqual({ ok: false, reason: "line 30 (RIGHT) is not in the diff of f.txt; commentable lines (RIGHT): 1-4" });
  });

  it("is placeComment on the pull request's diff when the whole pull request was shown", () => {
    expect(placeDraft(pr, undefined, { path: "f.txt", line: 4, side: "LEFT", body: "x" })).toEqual({ ok: true });
  });
});
