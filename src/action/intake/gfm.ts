// GitHub's markdown extensions that leave text unshown: table cells past the header's count and
// footnote definitions nothing refers to. Both lean the safe way: what may be such text goes.

import { CONTAINER, type Lines } from "./blocks.js";
import type { Range } from "./markdown.js";

const DELIMITER_CELL = /^\s*:?-+:?\s*$/;
const FOOTNOTE = /\[\^([^\] \t\r\n]+)\]/g;
const FOOTNOTE_AT = new RegExp(FOOTNOTE.source, "y");

/** Where a line's content starts, past list and quote markers. */
function contentStart(text: string, start: number): number {
  CONTAINER.lastIndex = start;
  CONTAINER.exec(text);
  return CONTAINER.lastIndex;
}

/** The unescaped pipes of `text[from, to)`, and whether the row ends in one (which closes it, not a cell). */
function pipes(text: string, from: number, to: number): { at: number[]; closed: boolean } {
  const at: number[] = [];
  for (let i = from; i < to; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === "|") at.push(i);
  }
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

/** Body cells past the header's count: GFM drops them. */
export function tableOverflow(text: string, lines: Lines): Range[] {
  const out: Range[] = [];
  const list = lines.list;
  for (let i = 0; i + 1 < list.length; i++) {
    const head = list[i];
    const delimiter = list[i + 1];
    if (head.blank || head.fenced || delimiter.fenced) continue;
    const d = contentStart(text, delimiter.start);
    const row = text.slice(d, delimiter.end);
    if (!row.includes("-") || !pipes(text, d, delimiter.end).at.length) continue;
    const dCells = row.replace(/^\s*\|/, "").replace(/\|\s*$/, "").split("|");
    if (!dCells.every((c) => DELIMITER_CELL.test(c))) continue;
    const count = cells(text, contentStart(text, head.start), head.end).count;
    if (count !== dCells.length) continue;
    let j = i + 2;
    for (; j < list.length && !list[j].blank && !list[j].fenced; j++) {
      const body = cells(text, contentStart(text, list[j].start), list[j].end);
      if (body.count > count) out.push([body.ends[count - 1] + 1, list[j].end]);
    }
    i = j - 1;
  }
  return out;
}

/**
 * Footnote definitions (`[^label]: text`, with what continues them) that no `[^label]` in `scan`
 * (the text with code blanked out) refers to: GitHub renders a footnote only where it is used.
 */
export function unusedFootnotes(text: string, scan: string, lines: Lines): Range[] {
  const defined: { label: string; at: number; line: number }[] = [];
  lines.list.forEach((line, index) => {
    if (line.fenced || line.blank) return;
    const at = contentStart(text, line.start);
    FOOTNOTE_AT.lastIndex = at;
    const m = FOOTNOTE_AT.exec(text);
    if (m && text[FOOTNOTE_AT.lastIndex] === ":") defined.push({ label: m[1].toLowerCase(), at, line: index });
  });
  if (defined.length === 0) return [];
  const used = new Set<string>();
  const starts = new Set(defined.map((d) => d.at));
  for (const m of scan.matchAll(FOOTNOTE)) if (!(starts.has(m.index) && scan[m.index + m[0].length] === ":")) used.add(m[1].toLowerCase());
  const list = lines.list;
  // The last line of each line's paragraph, and past it the blocks indented under it (memoised:
  // many definitions may share a paragraph).
  const paragraphEnd: number[] = [];
  for (let k = list.length - 1; k >= 0; k--) paragraphEnd[k] = !list[k].blank && k + 1 < list.length && !list[k + 1].blank ? paragraphEnd[k + 1] : k;
  const extent = new Map<number, number>();
  const indentedUnder = (last: number): number => {
    let end = extent.get(last);
    if (end !== undefined) return end;
    end = last;
    for (let k = last + 1; k < list.length; k++) {
      if (list[k].blank) continue;
      if (!/^(?: {4}|\t)/.test(text.slice(list[k].start, list[k].end))) break;
      end = k;
    }
    extent.set(last, end);
    return end;
  };
  const out: Range[] = [];
  for (const d of defined) if (!used.has(d.label)) out.push([list[d.line].start, list[indentedUnder(paragraphEnd[d.line])].end]);
  return out;
}
