/**
 * Where a review comment may sit in a file's `patch` (as `pulls.listFiles` returns it): GitHub
 * accepts only lines shown in the diff (changed lines and their context), by `line`+`side` or by
 * `position`, the count of lines below the first "@@" header (later headers count too).
 */
export interface Anchor {
  position: number;
  side: "LEFT" | "RIGHT" | "BOTH";
  oldLine: number | null;
  newLine: number | null;
  /** The hunk from its header down to this line: GitHub's `diff_hunk` of a comment here. */
  hunk: string;
}

export function anchors(patch: string): Anchor[] {
  const out: Anchor[] = [];
  let oldLine = 0;
  let newLine = 0;
  let position = 0;
  let hunk: string[] = [];
  for (const text of patch.split("\n")) {
    const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
    if (header) {
      if (out.length || position) position++; // a later header is itself a position
      oldLine = Number(header[1]);
      newLine = Number(header[2]);
      hunk = [text];
      continue;
    }
    if (text.startsWith("\\")) continue; // "\ No newline at end of file"
    if (!hunk.length) continue;
    position++;
    hunk.push(text);
    const kind = text[0];
    if (kind === "+") out.push({ position, side: "RIGHT", oldLine: null, newLine: newLine++, hunk: hunk.join("\n") });
    else if (kind === "-") out.push({ position, side: "LEFT", oldLine: oldLine++, newLine: null, hunk: hunk.join("\n") });
    else out.push({ position, side: "BOTH", oldLine: oldLine++, newLine: newLine++, hunk: hunk.join("\n") });
  }
  return out;
}

/** The anchor for a line on a side (RIGHT: the new file's numbering, LEFT: the old file's). */
export function findLine(patch: string, line: number, side: "LEFT" | "RIGHT"): Anchor | undefined {
  return anchors(patch).find((a) => (side === "RIGHT" ? a.newLine === line && a.side !== "LEFT" : a.oldLine === line && a.side !== "RIGHT"));
}

export function findPosition(patch: string, position: number): Anchor | undefined {
  return anchors(patch).find((a) => a.position === position);
}

/** The body of a `.diff` media-type answer for a pull request's files. */
export function unifiedDiff(
  files: { filename: string; previous_filename?: string; status?: string; patch?: string; additions?: number; deletions?: number }[],
): string {
  return files
    .map((f) => {
      const from = f.previous_filename ?? f.filename;
      const a = f.status === "added" ? "/dev/null" : `a/${from}`;
      const b = f.status === "removed" ? "/dev/null" : `b/${f.filename}`;
      let head = `diff --git a/${from} b/${f.filename}\n`;
      if (f.status === "renamed") head += `similarity index ${f.patch === undefined && !f.additions && !f.deletions ? 100 : 90}%\nrename from ${from}\nrename to ${f.filename}\n`;
      else if (f.status === "added") head += "new file mode 100644\n";
      else if (f.status === "removed") head += "deleted file mode 100644\n";
      if (f.patch === undefined && f.status === "renamed" && !f.additions && !f.deletions) return head;
      if (f.patch === undefined) return `${head}Binary files ${a} and ${b} differ\n`;
      return `${head}--- ${a}\n+++ ${b}\n${f.patch}${f.patch.endsWith("\n") ? "" : "\n"}`;
    })
    .join("");
}
