// GitHub's markdown extensions that leave text unshown: table cells past the header's count and
// footnote definitions it does not show. Both lean the safe way: what may be such text goes.

import { column, containerEnd, indent, PARAGRAPH_INTERRUPT, type Lines } from "./blocks.js";
import type { Range } from "./markdown.js";

const DELIMITER_CELL = /^\s*:?-+:?\s*$/;
const FOOTNOTE_AT = /\[\^([^\] \t\r\n]+)\]:/y;
// No `[` in the label here (cmark-gfm allows one), so a line of `[^a[^a…` is read once, not once per `[`.
const REFERENCE = /\[\^([^\][ \t\r\n]+)\]/g;
// A heading ends a table (so does a new header row); other lines are taken as rows, whose extra
// cells go even where the line may start another block.
const HEADING = /#{1,6}(?:[ \t]|$)/y;

/** The label of a footnote definition (`[^label]:`, no space in the label) starting at `at`, lower-cased. */
export function footnoteLabel(text: string, at: number): string | undefined {
  FOOTNOTE_AT.lastIndex = at;
  return FOOTNOTE_AT.exec(text)?.[1].toLowerCase();
}

/** The unescaped pipes of `text[from, to)` (cmark-gfm: a pipe right after a backslash is escaped), and whether the row ends in one (which closes it, not a cell). */
function pipes(text: string, from: number, to: number): { at: number[]; closed: boolean } {
  const at: number[] = [];
  for (let i = from; i < to; i++) if (text[i] === "|" && text[i - 1] !== "\\") at.push(i);
  return { at, closed: at.length > 0 && text.slice(at[at.length - 1] + 1, to).trim() === "" };
}

/** The cells of a row, as GFM splits it: an opening and a closing pipe are borders. */
function cells(text: string, from: number, to: number): { count: number; ends: number[] } {
  const { at, closed } = pipes(text, from, to);
  const open = at.length > 0 && text.slice(from, at[0]).trim() === "";
  const inner = at.slice(open ? 1 : 0);
  // Each cell ends at the pipe after it (the last one, without a closing pipe, at the line's end).
  return { count: inner.length + (closed ? 0 : 1), ends: inner };
}

/** The column count of a table whose header row is line `i` (its delimiter row next), or undefined. */
function tableAt(text: string, lines: Lines, i: number): number | undefined {
  const head = lines.list[i];
  const delimiter = lines.list[i + 1];
  if (!delimiter || head.blank || head.fenced || delimiter.fenced) return undefined;
  const d = containerEnd(text, delimiter.start);
  const row = text.slice(d, delimiter.end);
  // One column needs a pipe or a colon (`---` alone is a heading's underline or a rule).
  if (!row.includes("-") || !/[|:]/.test(row)) return undefined;
  const dCells = row.replace(/^\s*\|/, "").replace(/\|\s*$/, "").split("|");
  if (!dCells.every((c) => DELIMITER_CELL.test(c))) return undefined;
  const count = cells(text, containerEnd(text, head.start), head.end).count;
  return count === dCells.length ? count : undefined;
}

/** Body cells past the header's count: GFM drops them. */
export function tableOverflow(text: string, lines: Lines): Range[] {
  const out: Range[] = [];
  tables(text, lines, (j, count) => {
    const body = cells(text, containerEnd(text, lines.list[j].start), lines.list[j].end);
    if (body.count > count) out.push([body.ends[count - 1] + 1, lines.list[j].end]);
  });
  return out;
}

/** The lines that may be a table's (header, delimiter and body rows), by index: cmark-gfm splits their cells before code spans. */
export function tableLines(text: string, lines: Lines): Set<number> {
  const out = new Set<number>();
  tables(text, lines, (j) => out.add(j), (i) => out.add(i).add(i + 1));
  return out;
}

/** Calls `row` for each table body row, with its table's column count (and `head` with each header row). */
function tables(text: string, lines: Lines, row: (j: number, count: number) => void, head?: (i: number) => void): void {
  const list = lines.list;
  for (let i = 0; i + 1 < list.length; i++) {
    const count = tableAt(text, lines, i);
    if (count === undefined) continue;
    head?.(i);
    let j = i + 2;
    for (; j < list.length && !list[j].blank && !list[j].fenced; j++) {
      HEADING.lastIndex = containerEnd(text, list[j].start);
      if (HEADING.test(text) || tableAt(text, lines, j) !== undefined) break;
      row(j, count);
    }
    i = j - 1;
  }
}

/**
 * The positions of a paragraph that may be code or inside `<…>`, where a `[^label]` is no
 * reference: code spans paired as CommonMark pairs backtick runs (escapes ignored, which only adds
 * spans), over the whole paragraph and over each of `parts` (where cmark-gfm may have started it,
 * up to a fenced line: a paragraph cut short pairs only runs that the whole one masks), and each
 * `<` up to the next `>`.
 */
function unsureMask(text: string, from: number, to: number, parts: Range[]): Uint8Array {
  const mask = new Uint8Array(to - from);
  const runs: [number, number][] = [];
  for (let i = from; i < to; i++) {
    if (text[i] !== "`") continue;
    let j = i;
    while (j < to && text[j] === "`") j++;
    runs.push([i, j - i]);
    i = j - 1;
  }
  if (parts.length > 32 && runs.length > 0) {
    // Too many readings to try: all between the first run and the last may be code.
    mask.fill(1, runs[0][0] - from, runs[runs.length - 1][0] + runs[runs.length - 1][1] - from);
  } else {
    for (const [start, end] of [[from, to], ...parts]) pairRuns(runs.filter(([at]) => at >= start && at < end), mask, from);
  }
  for (let i = text.indexOf("<", from); i >= 0 && i < to; ) {
    const close = text.indexOf(">", i);
    const end = close < 0 || close >= to ? to : close + 1;
    mask.fill(1, i - from, end - from);
    i = end < to ? text.indexOf("<", end) : -1;
  }
  return mask;
}

/** Marks in `mask` the code spans that backtick `runs` ([at, length]) make, paired left to right. */
function pairRuns(runs: [number, number][], mask: Uint8Array, from: number): void {
  const byLength = new Map<number, number[]>();
  runs.forEach(([, length], k) => {
    const same = byLength.get(length);
    if (same) same.push(k);
    else byLength.set(length, [k]);
  });
  const cursor = new Map<number, number>();
  for (let k = 0; k < runs.length; ) {
    const [at, length] = runs[k];
    const same = byLength.get(length)!;
    let c = cursor.get(length) ?? 0;
    while (c < same.length && same[c] <= k) c++;
    cursor.set(length, c);
    if (c === same.length) {
      k++;
      continue;
    }
    mask.fill(1, at - from, runs[same[c]][0] + length - from);
    k = same[c] + 1;
  }
}

/**
 * Where a paragraph may start inside the blank-free lines `first`…, up to the next fenced line: at
 * a line that may open a block (a list or quote marker, a line that interrupts a paragraph, a
 * definition, HTML, code, a table row or a heading's underline) and right after one.
 */
function paragraphStarts(text: string, lines: Lines, first: number, to: number): Range[] {
  const list = lines.list;
  const opens: boolean[] = [];
  for (let k = first; k < list.length && list[k].start < to; k++) {
    const l = list[k];
    const row = text.slice(l.start, l.end);
    PARAGRAPH_INTERRUPT.lastIndex = l.start;
    opens.push(
      /\S/.test(text.slice(l.start, l.content)) || PARAGRAPH_INTERRUPT.test(text) || footnoteLabel(text, l.content) !== undefined || l.html || l.codeLike || l.fenced || row.includes("|") || /^ {0,3}=+[ \t]*\r?$/.test(row),
    );
  }
  // From the end back, so that each part's end (the next fenced line) is known in one pass.
  const out: Range[] = [];
  let end = to;
  for (let n = opens.length - 1; n > 0; n--) {
    const l = list[first + n];
    if (l.fenced) end = l.start;
    else if (opens[n] || opens[n - 1]) out.push([l.start, end]);
  }
  return out;
}

/**
 * Labels referred to where cmark-gfm surely reads a reference: in paragraph or footnote text,
 * outside what may be code or a tag, on a line with no URL, link destination or link reference
 * definition, not escaped.
 */
function references(text: string, lines: Lines): Set<string> {
  const used = new Set<string>();
  const masks = new Map<number, Uint8Array>(); // by paragraph start
  lines.list.forEach((line) => {
    if (line.blank || line.html || line.fenced || line.codeLike) return;
    const row = text.slice(line.start, line.end);
    if (/:\/\/|www\.|\]\(|^\s*\[[^\]^][^\]]*\]:/.test(row) || !row.includes("[^")) return;
    const [from, to] = lines.paragraph(line.start);
    let mask = masks.get(from);
    if (!mask) {
      // The paragraph's first line: `from` is the blank line before it, or the text's start.
      const first = lines.indexAt(from) + (lines.at(from).blank ? 1 : 0);
      masks.set(from, (mask = unsureMask(text, from, to, paragraphStarts(text, lines, first, to))));
    }
    for (const m of row.matchAll(REFERENCE)) {
      const at = line.start + m.index;
      if (row[m.index - 1] !== "\\" && !/[(:[]/.test(row[m.index + m[0].length] ?? "") && !mask[at - from]) used.add(m[1].toLowerCase());
    }
  });
  return used;
}

/**
 * Footnote definitions (`[^label]: text`) GitHub does not show, each with its paragraph and the
 * blocks indented under it: those nothing refers to, and those whose label another took. cmark-gfm
 * shows the first to close: the first in the text, unless one with its label is nested in it (then
 * both go, the nesting being a guess). `all`: every definition (the footnotes are hidden).
 */
export function unusedFootnotes(text: string, lines: Lines, all = false): Range[] {
  const list = lines.list;
  const labels = list.map((l) => (l.fenced || l.blank ? undefined : footnoteLabel(text, l.content)));
  // The first two lines defining each label, also where a definition may be code (a later one may
  // then be hidden), by the label folded as cmark-gfm folds it (`ß` is `ss`, `ς` is `σ`):
  // upper-casing the lower-cased label joins those (and a few more, which only removes more).
  const fold = (l: string) => l.toUpperCase().toLowerCase();
  const defining = new Map<string, number[]>();
  labels.forEach((l, k) => {
    if (l === undefined) return;
    const at = defining.get(fold(l));
    if (!at) defining.set(fold(l), [k]);
    else if (at.length < 2) at.push(k);
  });
  if (defining.size === 0) return [];
  const used = all ? new Set<string>() : references(text, lines);
  const interrupts = (at: number) => {
    PARAGRAPH_INTERRUPT.lastIndex = at;
    return PARAGRAPH_INTERRUPT.test(text);
  };
  /** The last line of the definition on line `k`. */
  const extent = (k: number): number => {
    // 4 columns past the container's content: right where the `[` is after a list or quote
    // marker; otherwise the definition may sit up to 3 columns into it.
    const at = list[k].content;
    const own = column(text, list[k].start, at);
    const base = /[^ \t]/.test(text.slice(list[k].start, at)) ? own : Math.max(own - 3, 0);
    // The quotes it sits in: a later line of them goes on its paragraph past its own `>`s.
    const quotes = (text.slice(list[k].start, at).match(/>/g) ?? []).length;
    /** Whether line `n` of the definition's quote (or, lazily, of one around it) goes on the definition, read past its `>`s. */
    const goesOn = (n: number): boolean => {
      const markers = text.slice(list[n].start, list[n].content);
      if (quotes === 0 || list[n - 1].blank || !/^(?:[ \t]*>)+[ \t]*$/.test(markers) || (markers.match(/>/g) ?? []).length > quotes) return false;
      // Nothing past the `>`s: the raw line is not empty, which ends the definition.
      if (text.slice(list[n].content, list[n].end).trim() === "") return false;
      if (column(text, list[n].start, list[n].content) >= base + 4) return true;
      let inner = text.lastIndexOf(">", list[n].content - 1) + 1;
      if (text[inner] === " ") inner++;
      return labels[n] === undefined && !interrupts(inner);
    };
    let last = k;
    // Up to a definition no further in: its paragraph (which a new block ends), then what is
    // indented 4 columns past it (nested definitions included) after blank lines.
    for (let n = k + 1; n < list.length; n++) {
      // cmark-gfm goes on only over an empty line or one of 4 columns of spaces.
      if (list[n].blank) {
        if (list[n].end - list[n].start > (text[list[n].end - 1] === "\r" ? 1 : 0) && indent(text, list[n].start) < 4) break;
        continue;
      }
      const deeper = indent(text, list[n].start) >= base + 4;
      if (!deeper && (labels[n] !== undefined || list[n - 1].blank || interrupts(list[n].start)) && !goesOn(n)) break;
      last = n;
    }
    return last;
  };
  const out: Range[] = [];
  for (let k = 0; k < list.length; k++) {
    const defined = labels[k];
    if (defined === undefined) continue;
    const [first, next = Infinity] = defining.get(fold(defined))!;
    const shown = first === k && used.has(defined);
    if (shown && next === Infinity) continue;
    const last = extent(k);
    // Shown: the definition's own lines (those nested in it are read in turn).
    if (shown && next > last) continue;
    out.push([list[k].start, list[last].end]);
    k = last;
  }
  return out;
}
