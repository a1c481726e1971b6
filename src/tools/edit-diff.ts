import { diffLines } from "diff";

export interface EditDiff {
  /** pi's numbered diff: `+<n> text`, `-<n> text`, ` <n> text`, gaps as ` <pad> ...`. */
  diff: string;
  /** New-file line number of the first change; undefined when nothing changed. */
  firstChangedLine: number | undefined;
}

/**
 * pi's `generateDiffString`, byte for byte: a line diff of two LF texts with `contextLines` of
 * context around each change. Removed and context lines carry old-file numbers, added lines
 * new-file numbers, all padded to the width of the longer file's line count.
 */
export function generateDiffString(oldContent: string, newContent: string, contextLines = 4): EditDiff {
  const parts = diffLines(oldContent, newContent);
  const width = String(Math.max(oldContent.split("\n").length, newContent.split("\n").length)).length;
  const num = (n: number) => String(n).padStart(width, " ");
  const gap = ` ${"".padStart(width, " ")} ...`;
  const output: string[] = [];
  let oldLine = 1;
  let newLine = 1;
  let lastWasChange = false;
  let firstChangedLine: number | undefined;

  const context = (lines: string[]) => {
    for (const line of lines) {
      output.push(` ${num(oldLine)} ${line}`);
      oldLine++;
      newLine++;
    }
  };
  const skip = (count: number) => {
    output.push(gap);
    oldLine += count;
    newLine += count;
  };

  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const lines = part.value.split("\n");
    if (lines[lines.length - 1] === "") lines.pop();

    if (part.added || part.removed) {
      firstChangedLine ??= newLine;
      for (const line of lines) {
        if (part.added) output.push(`+${num(newLine++)} ${line}`);
        else output.push(`-${num(oldLine++)} ${line}`);
      }
      lastWasChange = true;
      continue;
    }

    const next = parts[i + 1];
    const changeAfter = next !== undefined && (next.added || next.removed);
    if (lastWasChange && changeAfter) {
      if (lines.length <= contextLines * 2) {
        context(lines);
      } else {
        context(lines.slice(0, contextLines));
        skip(lines.length - contextLines * 2);
        context(lines.slice(lines.length - contextLines));
      }
    } else if (lastWasChange) {
      context(lines.slice(0, contextLines));
      if (lines.length > contextLines) skip(lines.length - contextLines);
    } else if (changeAfter) {
      const skipped = Math.max(0, lines.length - contextLines);
      if (skipped > 0) skip(skipped);
      context(lines.slice(skipped));
    } else {
      // Unchanged text far from any change is left out entirely.
      oldLine += lines.length;
      newLine += lines.length;
    }
    lastWasChange = false;
  }

  return { diff: output.join("\n"), firstChangedLine };
}
