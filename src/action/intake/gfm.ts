// GitHub's markdown extensions that leave text unshown: table cells past the header's count and
// footnote definitions nothing refers to. Both lean the safe way: what may be such text goes.

import { containerEnd, indent, type Lines } from "./blocks.js";
import type { Range } from "./markdown.js";

const DELIMITER_CELL = /^\s*:?-+:?\s*$/;
const FOOTNOTE_AT = /\[\^([^\] \t\r\n]+)\]:/y;
const REFERENCE = /\[\^([^\] \t\r\n]+)\]/g;
// A heading ends a table (so does a new header row); other lines are taken as rows, whose extra
// cells go even where the line may start another block.
const HEADING = /#{1,6}(?:[ \t]|$)/y;

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
  const list = lines.list;
  for (let i = 0; i + 1 < list.length; i++) {
    const count = tableAt(text, lines, i);
    if (count === undefined) continue;
    let j = i + 2;
    for (; j < list.length && !list[j].blank && !list[j].fenced; j++) {
      const from = containerEnd(text, list[j].start);
      HEADING.lastIndex = from;
      if (HEADING.test(text) || tableAt(text, lines, j) !== undefined) break;
      const body = cells(text, from, list[j].end);
      if (body.count > count) out.push([body.ends[count - 1] + 1, list[j].end]);
    }
    i = j - 1;
  }
  return out;
}

/**
 * Labels referred to where cmark-gfm surely reads a reference: on a line of plain paragraph text
 * (no code or URL on it, no backtick or `<` in its paragraph), not escaped, not a link's text or
 * a definition.
 */
function references(text: string, lines: Lines): Set<string> {
  const used = new Set<string>();
  const unsure = new Map<number, boolean>(); // by paragraph start: holds a backtick or `<`
  for (const line of lines.list) {
    if (line.blank || line.html || line.fenced || line.codeLike) continue;
    const row = text.slice(line.start, line.end);
    // Code spans and inline HTML may run over the paragraph's lines.
    const [from, to] = lines.paragraph(line.start);
    if (!unsure.has(from)) unsure.set(from, /[`<]/.test(text.slice(from, to)));
    // Not in a URL, a link's destination or title, or a definition.
    if (unsure.get(from) || /:\/\/|www\.|\]\(|^\s*\[[^\]]*\]:/.test(row)) continue;
    for (const m of row.matchAll(REFERENCE)) if (row[m.index - 1] !== "\\" && !/[(:[]/.test(row[m.index + m[0].length] ?? "")) used.add(m[1].toLowerCase());
  }
  return used;
}

/** Footnote definitions (`[^label]: text`) nothing refers to, each with its paragraph and the blocks indented under it. */
export function unusedFootnotes(text: string, lines: Lines): Range[] {
  const list = lines.list;
  // A definition indented 4 columns is inside the one above it (which needs 4 for its blocks).
  const label = (k: number) => {
    if (list[k].fenced || list[k].blank || indent(text, list[k].start) >= 4) return undefined;
    FOOTNOTE_AT.lastIndex = containerEnd(text, list[k].start);
    return FOOTNOTE_AT.exec(text)?.[1].toLowerCase();
  };
  let used: Set<string> | undefined;
  const out: Range[] = [];
  for (let k = 0; k < list.length; k++) {
    const defined = label(k);
    if (defined === undefined) continue;
    let last = k;
    // Up to the next definition: its paragraph, then lines indented 4 columns past blank ones.
    for (let n = k + 1; n < list.length && label(n) === undefined; n++) {
      if (list[n].blank) continue;
      if (!list[n - 1].blank || indent(text, list[n].start) >= 4) last = n;
      else break;
    }
    used ??= references(text, lines);
    if (!used.has(defined)) out.push([list[k].start, list[last].end]);
    k = last;
  }
  return out;
}
