import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewCoverage } from "../../../src/action/review/coverage.js";
import type { ChangedFile } from "../../../src/action/review/diff-lines.js";
import { buildReviewPrompt } from "../../../src/action/review/review-prompt.js";
import { createReadTool } from "../../../src/tools/read.js";

const patch = (n: number) => "@@ -1," + n + " +1," + n + " @@\n" + Array.from({ length: n }, (_, i) => `-a${i}\n+b${i}`).join("\n");
const files: ChangedFile[] = [
  { filename: "src/small.ts", status: "modified", additions: 1, deletions: 1, patch: patch(1) },
  { filename: "src/big.ts", status: "modified", additions: 200, deletions: 200, patch: patch(200) },
  { filename: "src/other.ts", status: "modified", additions: 200, deletions: 200, patch: patch(200) },
  { filename: "assets/logo.png", status: "added", additions: 0, deletions: 0 },
  { filename: "assets/icon.png", status: "added", additions: 0, deletions: 0 },
];

describe("reviewCoverage", () => {
  let root: string;
  let workspace: string;
  let diffDir: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "coverage-"));
    workspace = join(root, "ws");
    diffDir = join(root, "diffs");
    for (const f of files) {
      await mkdir(dirname(join(workspace, f.filename)), { recursive: true });
      await writeFile(join(workspace, f.filename), "content\n");
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("counts files in the prompt, diff files the agent read, and files it read itself", async () => {
    const r = buildReviewPrompt({ pull: { number: 1, title: "t", body: "", author: "mona", baseRef: "main", headRef: "f", headSha: "abc1234" }, files, diffDir, maxPromptDiffChars: 1_000 });
    for (const d of r.diffFiles) {
      await mkdir(dirname(d.path), { recursive: true });
      await writeFile(d.path, d.text);
    }
    // The agent reads through the real read tool, with the paths the prompt gave it.
    const read = createReadTool(workspace);
    const bigDiff = r.omitted.find((o) => o.filename === "src/big.ts")?.diffFile as string;
    expect((await read.execute("1", { path: bigDiff })).content[0]).toMatchObject({ text: expect.stringContaining("+b199") });
    expect(await readFile(bigDiff, "utf8")).toContain("-a0\n+b0");

    const readPaths = [bigDiff, "assets/logo.png", join(workspace, "src/small.ts")];
    expect(reviewCoverage(files, r.included, r.omitted, readPaths, workspace)).toEqual({
      reviewed: 3,
      total: 5,
      unreviewed: ["src/other.ts", "assets/icon.png"],
    });
  });

  it("a file read in full counts even when its diff file was not read", () => {
    const omitted = [{ filename: "src/big.ts", diffFile: join(diffDir, "src/big.ts.diff") }];
    expect(reviewCoverage(files.slice(0, 2), ["src/small.ts"], omitted, ["./src/big.ts"], workspace)).toEqual({ reviewed: 2, total: 2, unreviewed: [] });
    expect(reviewCoverage(files.slice(0, 2), ["src/small.ts"], omitted, ["src/big.ts.diff", "src"], workspace)).toEqual({ reviewed: 1, total: 2, unreviewed: ["src/big.ts"] });
  });
});
