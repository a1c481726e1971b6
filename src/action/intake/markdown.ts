// Reads markdown's inline structure as far as the sanitiser needs it: the code spans and code
// blocks GitHub shows as text (what is inside them is neither a tag nor a comment), and what it
// does not show: image descriptions, link titles, link reference definitions.
//
// Code spans are matched as CommonMark matches backtick strings, and lose to whatever begins
// before them: raw HTML, an autolink, a link's destination and title, a bare URL. As in cmark-gfm,
// a run of more than 80 backticks opens none, and once a run found no closer in its paragraph, a
// run opens none of a length a later span's search has passed (in "``` `a` `b`", "`b`" is no
// code: the search from the first "`" recorded the second as the last of its length). A code span is
// masked only where that reading is sure (on one line, outside lines that may be raw HTML, holding
// no `|`, which may be a table cell's border); a span it is unsure of stays visible to the scans.
// A span over lines is followed (and masked) where its lines are surely one paragraph. Where a
// backtick run may open a span this reading cannot follow (over lines that may be apart, or holding
// a `|` in what may be a table row, whose cells cmark-gfm splits first), cmark-gfm may pair every
// later run otherwise: up to where that span may end, nothing is masked or skipped (no tag, no
// link's destination), and so on for each run met there, and to the end of each tag or link met
// there (a reading outside code reads it whole: a backtick in it opens nothing). A `]` there may
// be code, and closes no `[` but one on its own stretch: every reading's brackets stay among those
// kept, and an image's description is hidden from the first `![` a `]` may close.

import { containerEnd, type Lines } from "./blocks.js";
import { footnoteLabel, tableLines } from "./gfm.js";
import { TagScanner } from "./html-tags.js";
import { countBefore } from "./search.js";

export type Range = [number, number];

export interface InlineReading {
  /** The text with surely-code blanked out (and backslash-escaped `<`): where to look for tags. */
  scan: string;
  /** Image descriptions and link titles. */
  hidden: Range[];
}

const AUTOLINK = /<(?:[A-Za-z][A-Za-z0-9.+-]{1,31}:[^\x00-\x20<>]*|[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/y;
const PUNCTUATION = /[!-/:-@[-`{-~]/;
// cmark-gfm's longest backtick run that opens or closes a code span.
const MAX_BACKTICKS = 80;

/** Whether an autolink (`<https://…>`, `<a@b.co>`) starts at `at`: in a paragraph cmark shows it, never as a tag. */
export function isAutolink(text: string, at: number): boolean {
  AUTOLINK.lastIndex = at;
  return AUTOLINK.test(text);
}
/** The backtick runs of `text` by length: each run's start (plus `offset`), in order. */
export function backtickRuns(text: string, offset = 0): Map<number, number[]> {
  const runs = new Map<number, number[]>();
  for (let i = text.indexOf("`"); i >= 0; ) {
    let j = i;
    while (text[j] === "`") j++;
    const at = runs.get(j - i);
    if (at) at.push(offset + i);
    else runs.set(j - i, [offset + i]);
    i = text.indexOf("`", j);
  }
  return runs;
}

const isEscape = (text: string, i: number) => text[i] === "\\" && PUNCTUATION.test(text[i + 1] ?? "");

export function readInline(text: string, lines: Lines): InlineReading {
  const masks: Range[] = [];
  const hidden: Range[] = [];
  const strict = new TagScanner(text, "inline", lines);
  const list = lines.list;
  for (const line of list) if (line.fenced) masks.push([line.start, line.end]);

  // Every backtick run by length, in order: a span may close on a later line of its paragraph
  // (a closer is any run of its length, whatever precedes it).
  const allRuns = backtickRuns(text);
  const nextRun = (length: number, from: number): number => {
    const at = allRuns.get(length) ?? [];
    const k = countBefore(at.length, (m) => at[m] < from);
    return k < at.length ? at[k] : -1;
  };
  // Every run of at most 80 backticks, in order (as [start, length]).
  const order: [number, number][] = [];
  for (const [length, at] of allRuns) if (length <= MAX_BACKTICKS) for (const start of at) order.push([start, length]);
  order.sort((a, b) => a[0] - b[0]);

  // Whether the lines from `li` to the one holding `to` are surely one paragraph: `li` is no
  // heading, table row, HTML or code, and each later line goes on with its text (a letter or a
  // short backtick run first) behind the same quote markers or none.
  const rows = tableLines(text, lines);
  const markersOf = (li: number) => text.slice(list[li].start, list[li].content).replace(/[ \t]/g, "");
  const oneParagraph = (li: number, to: number): boolean => {
    const line = list[li];
    const quotes = markersOf(li);
    if (line.html || line.codeLike || rows.has(li) || /^#{1,6}(?:[ \t\r]|$)/.test(text.slice(line.content, line.end))) return false;
    for (let k = li + 1; k < list.length && list[k].start <= to; k++) {
      const next = list[k];
      const markers = markersOf(k);
      if (next.html || next.codeLike || rows.has(k) || (markers !== "" && (markers !== quotes || /[^>]/.test(quotes)))) return false;
      if (!/^(?:[A-Za-z]|`{1,2}(?!`))/.test(text.slice(next.content, next.content + 3))) return false;
    }
    return true;
  };

  // Runs of non-blank lines outside fenced code: nothing inline crosses their ends.
  for (let first = 0; first < list.length; ) {
    if (list[first].blank || list[first].fenced) {
      first++;
      continue;
    }
    let last = first;
    while (last + 1 < list.length && !list[last + 1].blank && !list[last + 1].fenced) last++;
    // The `[`s a later `]` may close, in order. Where the text may be code (up to `unsure`), a
    // `[` there may be none, and a `]` there may close one or none: it closes none here (unless
    // the `[` is on its stretch, which is code or not with it), so every reading's openers stay
    // among these. `sures`: the indices of those every reading holds, in order. A `]` closes the
    // last of those or any later one: an image's description is hidden from the first image among
    // them, and after it (or after a `]` that may be code) the last of `sures` may be gone.
    const openers: number[] = []; // where each `[` is
    const sures: number[] = [];
    const images: number[] = []; // the indices of the images (`![`) among them
    // The last backtick, `<`, `>`, `(`, `)`, `]` or line end: where code, a tag or a link may start
    // or end. Past it to a `]`, the text is in code, or not, all of a piece.
    let stretch = -1;
    let li = first;
    let url = false; // inside a bare URL, which cmark-gfm links up to the next space or `<`
    // Up to here cmark-gfm may be inside a code span this reading does not follow.
    let unsure = -1;
    // cmark-gfm's memo of backtick runs: once a run found no closer in its paragraph (`scanned`),
    // a run opens no span once a span's search has passed a run of its length (`passed`: the
    // search records the last run of each length it meets, and a run opens a span only where
    // the record for its length lies past it). `exact`: no run this reading does not follow
    // (which may or may not search) has come, so `scanned` and `passed` are cmark-gfm's.
    let scanned = false;
    let exact = true;
    const passed = new Set<number>();
    let passedTo = -1;
    /** A span's search from `from` met the runs up to `to` (a run at `to` included). */
    const pass = (from: number, to: number) => {
      const done = Math.max(from - 1, passedTo);
      for (let k = countBefore(order.length, (m) => order[m][0] <= done); k < order.length && order[k][0] <= to; k++) passed.add(order[k][1]);
      passedTo = Math.max(passedTo, to);
    };
    /** A run at `from` that cmark-gfm may or may not search from (`far`: the next of its length, or -1). */
    const doubt = (from: number, far: number) => {
      exact = false;
      scanned = true;
      if (far >= 0) pass(from, far);
    };
    for (let i = list[first].start; i < list[last].end; ) {
      while (list[li].end < i) li++;
      const line = list[li];
      const c = text[i];
      if (c === " " || c === "\t" || c === "\n" || c === "<") url = false;
      if (/[`<>()\n]/.test(c) || (c === "\\" && text[i + 1] === "`")) stretch = i;
      // cmark-gfm takes a backslash into a bare URL, which then ends at the `<`: no escape there.
      if (!url && isEscape(text, i)) {
        if (text[i + 1] === "<" && !line.html) masks.push([i + 1, i + 2]);
        i += 2;
        continue;
      }
      if (c === "`") {
        let j = i;
        while (text[j] === "`") j++;
        // cmark-gfm opens no span with a run of more than 80 backticks.
        if (j - i > MAX_BACKTICKS) {
          i = j;
          continue;
        }
        const next = nextRun(j - i, j);
        const far = url || next >= list[last].end ? -1 : next;
        const close = far < line.end ? far : -1; // on the same line
        // cmark-gfm surely reads the run in a paragraph, and searches from it.
        const read = i >= unsure && !url && !line.html;
        if (!read) doubt(j, next >= list[last].end ? -1 : next);
        if (far < 0) {
          if (read) scanned = true;
          i = j;
          continue;
        }
        const sure = read && (close >= 0 ? !rows.has(li) || !hasPipe(text, j, close) : oneParagraph(li, far));
        if (read && !sure) doubt(j, far);
        // After a search found no closer, a run of a length a later search passed opens none.
        const memo = scanned && passed.has(j - i);
        if (memo && exact && sure) {
          i = j;
          continue;
        }
        if (!sure || memo) {
          if (sure) doubt(j, far);
          unsure = Math.max(unsure, far + j - i);
          i = j;
          continue;
        }
        if (scanned) pass(j, far);
        if (!line.html && (close < 0 || !hasPipe(text, j, close))) masks.push([i, far + j - i]);
        i = far + j - i;
        continue;
      }
      if (c === "<") {
        const token = isAutolink(text, i) ? undefined : strict.at(i);
        const end = token ? (token.kind === "unterminated" ? -1 : token.end) : AUTOLINK.lastIndex;
        if (end > i && i >= unsure) {
          i = end;
          continue;
        }
        // Where the text may be code, a reading that is not in code there reads the tag or
        // autolink whole: what is inside (a backtick in a quoted value) opens no span in it, so
        // nothing there is taken as surely code (`` ` `` closing a span, then `<a href="`` ` ">`).
        if (end > i) unsure = Math.max(unsure, end);
      }
      if (c === "[") {
        if (i >= unsure) sures.push(openers.length);
        if (text[i - 1] === "!") images.push(openers.length);
        openers.push(i);
      } else if (c === "]" && openers.length > 0) {
        const top = openers.length - 1;
        // In code, or a bracket closing that `[`: both ways, it goes.
        const pair = i < unsure && openers[top] > stretch;
        stretch = i;
        const from = pair ? top : sures.length > 0 ? sures[sures.length - 1] : 0;
        const image = countBefore(images.length, (m) => images[m] < from);
        if (image < images.length) hidden.push([openers[images[image]] + 1, i]);
        const known = sures[sures.length - 1] === top; // every reading closes that one here
        if (i >= unsure || pair) {
          openers.pop();
          if (images[images.length - 1] === top) images.pop();
        }
        if (!pair) sures.pop();
        // A reference's `[label]` is read on as brackets of its own: where the label is not
        // defined, cmark-gfm reads it as a link text that a `(url "title")` may follow.
        const tail = text[i + 1] === "(" ? linkTail(text, i + 1) : undefined;
        if (tail !== undefined) {
          if (tail.title) hidden.push(tail.title);
          // Brackets that may be code may be no link: its destination and title are read on.
          if (!known || i < unsure) unsure = Math.max(unsure, tail.end);
          else {
            i = tail.end;
            continue;
          }
        }
      } else if ((c === ":" && text.startsWith("//", i + 1) && /[A-Za-z]/.test(text[i - 1] ?? "")) || (c === "w" && text.startsWith("www.", i))) url = true;
      i++;
    }
    first = last + 1;
  }

  return { scan: blankOut(text, masks), hidden };
}

/** Whether `text[from, to)` holds an unescaped `|`. */
function hasPipe(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === "|") return true;
  }
  return false;
}

function blankOut(text: string, masks: Range[]): string {
  masks.sort((a, b) => a[0] - b[0]);
  let out = "";
  let at = 0;
  for (const [start, end] of masks) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    out += text.slice(at, from) + text.slice(from, end).replace(/[^\n]/g, " ");
    at = end;
  }
  return out + text.slice(at);
}

/** Spaces and tabs, with at most one line ending among them. */
function skipSpace(text: string, i: number): number {
  while (text[i] === " " || text[i] === "\t") i++;
  if (text[i] === "\r") i++;
  if (text[i] === "\n") i++;
  while (text[i] === " " || text[i] === "\t") i++;
  return i;
}

/** End of a link destination at `i`: `<...>`, or a run with balanced parentheses (empty allowed). */
function destinationEnd(text: string, i: number): number | undefined {
  if (text[i] === "<") {
    for (let j = i + 1; j < text.length; j++) {
      if (isEscape(text, j)) j++;
      else if (text[j] === ">") return j + 1;
      else if (text[j] === "<" || text[j] === "\n") return undefined;
    }
    return undefined;
  }
  let depth = 0;
  let j = i;
  for (; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (isEscape(text, j)) j++;
    else if (c <= 32 || c === 127) break;
    else if (c === 40 && ++depth > 32) return undefined; // cmark-gfm's limit
    else if (c === 41 && depth-- === 0) break;
  }
  return depth === 0 ? j : undefined;
}

/** End of a link title at `i`: `"..."`, `'...'` or `(...)`, not crossing a blank line. */
function titleEnd(text: string, i: number): number | undefined {
  const open = text[i];
  const close = open === "(" ? ")" : open;
  if (open !== '"' && open !== "'" && open !== "(") return undefined;
  for (let j = i + 1; j < text.length; j++) {
    if (isEscape(text, j)) j++;
    else if (text[j] === close) return j + 1;
    else if (open === "(" && text[j] === "(") return undefined;
    else if (text[j] === "\n" && /^[ \t\r]*(?:\n|$)/.test(text.slice(j + 1, j + 80))) return undefined;
  }
  return undefined;
}

/** An inline link's `(destination "title")` at `i` (a `(`): where it ends, and its title with the space before it. */
function linkTail(text: string, i: number): { end: number; title?: Range } | undefined {
  const dest = skipSpace(text, i + 1);
  if (text[dest] === ")") return { end: dest + 1 };
  const destEnd = destinationEnd(text, dest);
  if (destEnd === undefined) return undefined;
  const after = skipSpace(text, destEnd);
  if (text[after] === ")") return { end: after + 1 };
  if (after === destEnd) return undefined;
  const title = titleEnd(text, after);
  if (title === undefined) return undefined;
  const close = skipSpace(text, title);
  return text[close] === ")" ? { end: close + 1, title: [destEnd, close] } : undefined;
}

/** End of a link label `[...]` at `i`: no unescaped brackets, at most 999 characters. */
function labelEnd(text: string, i: number): number | undefined {
  for (let j = i + 1; j < text.length && j <= i + 1000; j++) {
    if (isEscape(text, j)) j++;
    else if (text[j] === "]") return j + 1;
    else if (text[j] === "[") return undefined;
  }
  return undefined;
}

/**
 * Link reference definitions (`[label]: destination "title"`, the title possibly on the next
 * line), also inside block quotes and list items: GitHub never renders them. Whole lines go.
 * Footnote definitions (`[^1]: ...`) are rendered, and stay.
 */
export function definitions(text: string, lines: Lines): Range[] {
  const out: Range[] = [];
  let after = 0;
  for (const line of lines.list) {
    // Also on lines that may be raw HTML, which say so of more lines than cmark-gfm does: if a
    // line is HTML after all, a definition-like text on it is removed though shown.
    if (line.start < after || line.blank || line.fenced) continue;
    const end = definitionEnd(text, line.start);
    if (end === undefined) continue;
    out.push([line.start, end]);
    after = end;
  }
  return out;
}

function definitionEnd(text: string, start: number): number | undefined {
  const open = containerEnd(text, start);
  // A footnote's definition is gfm.ts's to judge.
  if (text[open] !== "[" || footnoteLabel(text, open) !== undefined) return undefined;
  const label = labelEnd(text, open);
  if (label === undefined || text[label] !== ":" || !/\S/.test(text.slice(open + 1, label - 1))) return undefined;
  const dest = skipContainer(text, skipSpace(text, label + 1));
  const destEnd = destinationEnd(text, dest);
  if (destEnd === undefined || (destEnd === dest && text[dest] !== "<")) return undefined;
  const lineEnd = (i: number) => {
    while (text[i] === " " || text[i] === "\t" || text[i] === "\r") i++;
    return i >= text.length ? i : text[i] === "\n" ? i + 1 : undefined;
  };
  // A title on the same line must end it; one on the next line is taken only if it does.
  const title = skipSpace(text, destEnd);
  const titleStop = title > destEnd ? titleEnd(text, skipContainer(text, title)) : undefined;
  const withTitle = titleStop === undefined ? undefined : lineEnd(titleStop);
  if (withTitle !== undefined) return withTitle;
  return lineEnd(destEnd);
}

/** Past a list or block-quote prefix that a continuation line may repeat. */
function skipContainer(text: string, i: number): number {
  return i === 0 || text[i - 1] !== "\n" ? i : containerEnd(text, i);
}
