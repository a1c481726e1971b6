// Which lines of a pull request's diff GitHub accepts review comments on, and whether a comment
// the model drafted lands on one. GitHub takes inline comments only on lines shown in a hunk.

/** An item of GitHub's pulls.listFiles / repos.compareCommits `files`; no patch for binary or huge files. */
export interface ChangedFile {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  changes?: number;
  patch?: string;
  previous_filename?: string;
}

export interface ReviewCommentDraft {
  path: string;
  line: number;
  /** First line of a multi-line comment; `line` is the last. */
  startLine?: number;
  side: "LEFT" | "RIGHT";
  body: string;
  /** Replacement text for the line(s); rendered as a ```suggestion block. */
  suggestion?: string;
}

interface Hunk {
  right: number[];
  left: number[];
  /** Each LEFT line as the patch shows it, mark included ("-x" or " x"). */
  leftText: string[];
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** One entry per hunk. Lines outside hunks (git's `diff --git`/`---`/`+++` headers) are skipped. */
export function parseHunks(patch: string): Hunk[] {
  const hunks: Hunk[] = [];
  let hunk: Hunk | undefined;
  let oldLine = 0;
  let newLine = 0;
  // Lines still expected in the current hunk, so `--- x` inside a hunk reads as a deletion.
  let oldLeft = 0;
  let newLeft = 0;
  for (const line of patch.split("\n")) {
    const header = HUNK_HEADER.exec(line);
    // No hunk line starts with "@", so a header always starts a new hunk, even after a miscount.
    if (header) {
      oldLine = Number(header[1]);
      oldLeft = header[2] === undefined ? 1 : Number(header[2]);
      newLine = Number(header[3]);
      newLeft = header[4] === undefined ? 1 : Number(header[4]);
      hunk = { right: [], left: [], leftText: [] };
      hunks.push(hunk);
      continue;
    }
    if (!hunk || (oldLeft <= 0 && newLeft <= 0)) continue;
    const mark = line[0];
    if (mark === "+") {
      hunk.right.push(newLine++);
      newLeft--;
    } else if (mark === "-") {
      hunk.left.push(oldLine++);
      hunk.leftText.push(line);
      oldLeft--;
    } else if (mark === " " || line === "") {
      // Some tools trim the single space of an empty context line.
      hunk.right.push(newLine++);
      hunk.left.push(oldLine++);
      hunk.leftText.push(line || " ");
      newLeft--;
      oldLeft--;
    }
    // "\ No newline at end of file" and anything else: not a line of either file.
  }
  return hunks;
}

/** RIGHT: new-file lines shown (added and context); LEFT: old-file lines shown (deleted and context). */
export function commentableLines(patch: string): { right: number[]; left: number[] } {
  const hunks = parseHunks(patch);
  return { right: hunks.flatMap((h) => h.right), left: hunks.flatMap((h) => h.left) };
}

const MAX_RANGES = 20;

/** "10-18, 30-35" for a list of line numbers. */
export function describeRanges(lines: number[]): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    ranges.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  if (!ranges.length) return "none";
  // Keeps the model's one-line feedback short on large diffs.
  const more = ranges.length > MAX_RANGES ? ` and ${ranges.length - MAX_RANGES} more ranges` : "";
  return ranges.slice(0, MAX_RANGES).join(", ") + more;
}

export type Placement = { ok: true } | { ok: false; reason: string; quote?: string };

/** `scope` says which changes `files` are, for the reason a file is not among them. */
export function placeComment(files: ChangedFile[], c: ReviewCommentDraft, scope = "in this pull request"): Placement {
  const file = files.find((f) => f.filename === c.path);
  if (!file) {
    const renamed = files.find((f) => f.previous_filename === c.path);
    if (renamed) return { ok: false, reason: `${c.path} was renamed to ${renamed.filename}; comment on ${renamed.filename}` };
    return { ok: false, reason: `${c.path} is not changed ${scope}` };
  }
  if (file.patch === undefined || file.patch === "") return { ok: false, reason: `${c.path} has no text diff (binary or too large)` };
  const side = c.side === "LEFT" ? "left" : "right";
  const hunks = parseHunks(file.patch);
  const all = hunks.flatMap((h) => h[side]);
  const where = `of ${c.path}; commentable lines (${c.side}): ${describeRanges(all)}`;
  const hunk = hunks.find((h) => h[side].includes(c.line));
  if (!hunk) return { ok: false, reason: `line ${c.line} (${c.side}) is not in the diff ${where}` };
  if (c.startLine !== undefined && c.startLine !== c.line && !hunk[side].includes(c.startLine)) {
    return { ok: false, reason: `lines ${c.startLine}-${c.line} (${c.side}) are not within one hunk ${where}` };
  }
  return { ok: true };
}

/** The diff the model was shown when it is not the pull request's: the changes since the last reviewed head. */
export interface ShownDiff {
  files: ChangedFile[];
  since: string;
}

function leftLine(file: ChangedFile | undefined, n: number): string | undefined {
  for (const h of parseHunks(file?.patch ?? "")) {
    const i = h.left.indexOf(n);
    if (i >= 0) return h.leftText[i];
  }
  return undefined;
}

/**
 * Whether a draft made on the shown diff can go inline on the pull request's diff, the only one
 * GitHub takes comments on. RIGHT lines are head lines in both. LEFT lines of an incremental diff
 * are lines of the last reviewed head, not of the base GitHub's LEFT means, so such a comment goes
 * inline only where the base shows the same line, same text, at that number; else it is folded
 * with the quoted line so it cannot land on another.
 */
export function placeDraft(pr: ChangedFile[], shown: ShownDiff | undefined, c: ReviewCommentDraft): Placement {
  const onPr = placeComment(pr, c);
  if (!shown) return onPr;
  const span = `${c.startLine !== undefined ? `lines ${c.startLine}-` : "line "}${c.line} (${c.side}) of ${c.path}`;
  if (c.side === "RIGHT") {
    if (onPr.ok || !placeComment(shown.files, c).ok) return onPr;
    return { ok: false, reason: `${span} is in the changes since the last review but not in the pull request's diff against its base, the only diff GitHub comments on` };
  }
  const onShown = placeComment(shown.files, c, "since the last review");
  if (!onShown.ok) return onShown;
  const file = shown.files.find((f) => f.filename === c.path);
  const prFile = pr.find((f) => f.filename === c.path);
  const numbers = Array.from({ length: c.line - (c.startLine ?? c.line) + 1 }, (_, i) => (c.startLine ?? c.line) + i);
  const quoted = numbers.map((n) => leftLine(file, n) as string);
  if (onPr.ok && numbers.every((n, i) => leftLine(prFile, n) === quoted[i])) return onPr;
  return {
    ok: false,
    reason: `${span} ${c.startLine !== undefined ? "are lines" : "is a line"} of ${shown.since.slice(0, 7)} (the last reviewed head), not of the base that GitHub's LEFT side shows`,
    quote: quoted.join("\n"),
  };
}
