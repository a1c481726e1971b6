// What the review actually looked at: a file counts when its patch was in the prompt, or the
// agent read its diff file or the file itself. Stated in the review so nothing passes as reviewed unseen.

import { resolve } from "node:path";
import { resolveToCwd } from "../../tools/path-utils.js";
import type { ChangedFile } from "./diff-lines.js";

export function reviewCoverage(
  files: ChangedFile[],
  included: string[],
  omitted: { filename: string; diffFile?: string }[],
  readPaths: string[],
  workspace: string,
): { reviewed: number; total: number; unreviewed: string[] } {
  // Resolved the way the read tool resolves them.
  const read = new Set(readPaths.map((p) => resolveToCwd(p, workspace)));
  const inPrompt = new Set(included);
  const diffFile = new Map(omitted.filter((o) => o.diffFile).map((o) => [o.filename, resolve(workspace, o.diffFile as string)]));
  const unreviewed = files
    .map((f) => f.filename)
    .filter((name) => {
      if (inPrompt.has(name)) return false;
      const diff = diffFile.get(name);
      if (diff && read.has(diff)) return false;
      return !read.has(resolve(workspace, name));
    });
  return { reviewed: files.length - unreviewed.length, total: files.length, unreviewed };
}
