// Reads markdown's block structure line by line, as far as the sanitiser needs it: which lines may
// be raw HTML, which are surely code, which may be code, and where blank lines end paragraphs.
// Each answer leans the safe way for its use: "may be HTML" is said of more lines than cmark-gfm
// would, "surely code" of fewer.

import { countBefore } from "./search.js";

export interface Line {
  start: number;
  /** The line's "\n", or the text's length. */
  end: number;
  blank: boolean;
  /** May be raw HTML: a line whose `<` opens it (after list and quote markers), and the rest of its block. */
  html: boolean;
  /** Opens an HTML block rather than continuing one. */
  htmlStart: boolean;
  /** Where the content starts, past list and quote markers (which cmark strips). */
  content: number;
  /**
   * In an HTML block that may have ended before this line, with the list item or quote it opened
   * in: still read as HTML, but not trusted to end a comment, a quoted value or a tag.
   */
  uncertain: boolean;
  /**
   * Surely code: inside a fenced code block outside HTML, fences included. A fence indented 1-3
   * spaces may sit in a list item, so its block is taken to end at a line indented less.
   */
  fenced: boolean;
  /**
   * May be code: indented four columns, or between lines that look like fences, paired either
   * way (a run behind a list marker closing the open one, or reopening it in a new item, whose
   * end is read from the line's indentation and from its text after quote markers), or read with
   * the quotes and list items they sit in; or in a fence not followed where a look-alike one may
   * be open (which that line may close).
   */
  codeLike: boolean;
  /**
   * May be code by both pairings, or indented: only here does a made-up tag name stay (GitHub
   * shows names in code; where a pairing reads a paragraph, it may hide them).
   */
  codeBothWays: boolean;
  /** What may be a fence's info string past its first word, which GitHub never shows. */
  hiddenInfo?: [number, number];
  /**
   * Its markers hold a quote's `>` inside a list item (a list marker before the first `>`), behind
   * fewer than 4 columns: a later line's `>` behind 4 columns may go on that quote. Outside a list
   * a quote's `>` sits behind at most 3 columns, and one further in is a paragraph's text.
   */
  quoted: boolean;
  /** Its markers hold a `>` behind fewer than 4 columns. */
  inQuote: boolean;
  /** Its markers sit behind 4 columns or more: a quote's marker only inside a list item. */
  deep: boolean;
}

// List and block-quote markers, with any indentation.
const CONTAINER = /(?:[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t\n]|$)))*[ \t]*/y;
// What may open an HTML block: a tag name, an end tag, `<!` or `<?` (not an autolink's `<https:`).
const HTML_START = /<(?:[A-Za-z][A-Za-z0-9-]*(?=[\s/>]|$)|\/[A-Za-z]|[!?])/y;
// HTML blocks of types 1-5 end at a marker, not at a blank line (as cmark-gfm has them: no
// textarea, and a declaration starts with an upper-case letter).
const BLOCK_ENDS: [RegExp, RegExp][] = [
  [/<(?:pre|script|style)(?=[\s>]|$)/iy, /<\/(?:pre|script|style)>/gi],
  [/<!--/y, /-->/g],
  [/<\?/y, /\?>/g],
  [/<!\[CDATA\[/y, /\]\]>/g],
  [/<![A-Z]/y, />/g],
];
// The names that open an HTML block of type 6 (cmark-gfm's list).
export const BLOCK_NAMES =
  "address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|section|source|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul";
// Lines that end a paragraph or a footnote's text in cmark-gfm: an ATX heading, a quote, a fence,
// a thematic break, a list item, or an HTML block of types 1-6 (type 7, a lone tag, does not).
export const PARAGRAPH_INTERRUPT = new RegExp(
  String.raw`(?: {0,3})(?:#{1,6}(?:[ \t]|\r?$)|>|${"`"}{3}|~{3}|(?:[-+*]|\d{1,9}[.)])(?:[ \t]|\r?$)|(?:\*[ \t]*){3,}\r?$|(?:-[ \t]*){3,}\r?$|(?:_[ \t]*){3,}\r?$|<(?:(?:script|pre|style)(?:[\s>]|$)|!--|\?|![A-Z]|!\[CDATA\[|\/?(?:${BLOCK_NAMES})(?:[\s/>]|$)))`,
  "imy",
);
const BLOCK_NAME = new RegExp(`</?(?:${BLOCK_NAMES})(?![A-Za-z0-9-])`, "iy");
// Any other tag opens one (type 7) only whole, in cmark-gfm's grammar, and alone on its line: a
// `<b` line is a paragraph, whose `<` a browser never sees (the next line may open a block).
// cmark-gfm reads a NUL as U+FFFD, which a value may hold.
const LONE_TAG =
  /<(?:[A-Za-z][A-Za-z0-9-]*(?:[ \t\v\f\r]+[A-Za-z_:][A-Za-z0-9:._-]*(?:[ \t\v\f\r]*=[ \t\v\f\r]*(?:[^ \t\n\v\f\r"'=<>`]+|'[^'\n]*'|"[^"\n]*"))?)*[ \t\v\f\r]*\/?>|\/[A-Za-z][A-Za-z0-9-]*[ \t\v\f\r]*>)[ \t\f\r]*(?=\n|$)/y;
// A list marker among a line's markers.
const LIST_MARKER = /[-+*]|\d[.)]/;
const FENCE = /( {0,3})(`{3,}|~{3,})([^\n]*)/y;
const LOOSE_FENCE = /[ \t>*+\-.)0-9]*?(`{3,}|~{3,})/y;
const INDENTED = /[ \t>*+\-.)0-9]*?(?: {4}|\t)/y;

export class Lines {
  readonly list: Line[] = [];
  private readonly blanks: number[] = [];

  /**
   * `raw`: the text is what GitHub reads. On text a removal has changed (the second run of the
   * removals), a line's neighbours are no longer GitHub's: no line is taken for paragraph text.
   */
  constructor(readonly text: string, raw = true) {
    // The last search for each end marker: reused while a later search starts before its answer
    // (or finds none), so blocks reopened line after line stay linear.
    const searched = new Map<RegExp, { from: number; at: number }>();
    const endMarker = (marker: RegExp, from: number): number => {
      const last = searched.get(marker);
      if (last && last.from <= from && (last.at === text.length || last.at >= from)) return last.at;
      marker.lastIndex = from;
      const at = marker.exec(text)?.index ?? text.length;
      searched.set(marker, { from, at });
      return at;
    };
    let htmlUntil = -1; // an open HTML block of type 1-5 ends on the line holding this index
    let htmlToBlank = false; // an open HTML block of type 6 or 7 ends at a blank line
    let fence = ""; // the open fence, e.g. "```"
    let fenceIndent = 0;
    const loose: Reopened = { run: "", column: -1 }; // the open look-alike fence
    // `loose`, with a line's indentation read after its quote markers (`> - ```` then `>   </div>`
    // is code in the item), for `codeLike` only: it must not widen `codeBothWays`.
    const wide: Reopened = { run: "", column: -1 };
    let paired = ""; // the open look-alike fence when any run closes it (see `inPaired`)
    // The open look-alike fence read with its containers (see `inRenewed`).
    const renewed: Renewed = { run: "", quotes: 0, column: -1 };
    // A fence this reading does not follow for `renewed` being open (see `lookAlike`): where it is
    // one after all, its lines are code (`codeLike`).
    let refused = "";
    let refusedIndent = 0;
    let sure = raw; // no fence may have gone on past where it seemed to close
    let prose = false; // the line before is paragraph text (see `continues`)
    // Or would be, were only code by both pairings code: for `codeBothWays`, which must not grow
    // where a line code by one pairing only stops a paragraph going on.
    let proseBoth = false;
    let proseQuotes = ""; // and its markers up to its last `>`, spaces included (the quote's column)
    let piped = false; // a line since the last blank one held a `|`: table rows are no paragraph
    // The open HTML block's opening line: the column of its `<`, and the quote markers a line
    // inside the same containers repeats (list markers it does not).
    let block = { column: 0, quotes: "" };
    let uncertain = false;
    // Where a line reopened a block and may still be inside the old one (it repeats that block's
    // quote markers: a quote's HTML block takes no lazy lines), the old block may go on after the
    // new one ends: up to its end marker (this index), or to the next blank line, a line is taken
    // as HTML, and a tag-like start as one that opens a block.
    let lingerUntil = -1;
    let lingerToBlank = false;
    // Once a fence may have been read otherwise (ended by a line indented less, which only a list
    // item does, opened inside what may be an HTML block or a paragraph, or where it may close a
    // look-alike fence), no later fence is surely code: where the readings part, what follows
    // could be HTML.
    let doubtful = false;
    for (let start = 0; ; ) {
      const nl = text.indexOf("\n", start);
      const end = nl < 0 ? text.length : nl;
      const blank = /^[ \t\r]*$/.test(text.slice(start, end));
      const content = containerEnd(text, start);
      const line: Line = { start, end, blank, html: false, htmlStart: false, content, uncertain: false, fenced: false, codeLike: false, codeBothWays: false, quoted: false, inQuote: false, deep: false };
      if (blank) this.blanks.push(start);
      if (blank) lingerToBlank = false;

      const marks = text.slice(start, content);
      const stripped = marks.replace(/[ \t]/g, "");
      // A `>` in another column may be another quote ('-', '  >a', then '>     <x>' opens one
      // outside the item, whose first block is indented code).
      const quotes = marks.slice(0, marks.lastIndexOf(">") + 1);
      const looseRun = matchAt(LOOSE_FENCE, text, start, end)?.[1];
      const item = LIST_MARKER.test(marks);
      // Look-alike fences paired two ways. `loose`: a run behind a list marker is code in the
      // fence, or opens one in a new item (which ends at a line indented less than its text).
      // `paired`: any run closes the open fence (`- ```` then `  - ```` then `      ```` leaves
      // the last line code).
      const textColumn = column(text, start, content);
      // A look-alike fence this reading does not follow is open (`renewed`, where this line has not
      // left its container): a fence-like line may close it, or be its code ('- ```' then '  ```'
      // closes the item's fence; what follows is no code).
      const runs = runQuotes(text, start, content, looseRun);
      leaveRenewed(renewed, runs.quotes, blank, item ? indent(text, start) : textColumn);
      const lookAlike = renewed.run !== "";
      const inLoose = pairLoose(loose, looseRun, item, blank ? Infinity : indent(text, start), textColumn);
      const inWide = pairLoose(wide, looseRun, item, blank ? Infinity : item ? indent(text, start) : textColumn, textColumn);
      let inPaired = paired !== "";
      if (paired && looseRun?.[0] === paired[0] && looseRun.length >= paired.length) paired = "";
      else if (!paired && looseRun) paired = looseRun;
      inPaired ||= paired !== "";
      // `renewed`, for `codeLike` only: a run behind more `>`s than the open fence's is its code
      // ('> ```' then '> > ```'); one behind fewer, left of its item's text, or behind a list
      // marker opens a new fence where the old one ended with its container ('> > ```' or
      // '> - ```', then '> ```'); one 5 columns or more past a quote's `>` may be indented code,
      // no fence ('>     ```' then '> ```' leaves the line after code).
      const inRenewed = stepRenewed(renewed, text, start, end, runs.at <= end ? looseRun : undefined, runs.at, runs.quotes, item, textColumn);
      let inRefused = refused !== "";
      if (refused && closesFence(text.slice(start, end), refused, refusedIndent) !== undefined) refused = "";
      // Indented code interrupts no paragraph: right after paragraph text, a line indented four
      // goes on with it (`- a` then `    - <x>`), unless a quote marker opens a new quote there
      // or its text sits five past a list marker (an item whose first block is indented code).
      const sameQuote = quotes === "" || (quotes === proseQuotes && !item);
      const goesOn: boolean = (prose || proseBoth) && sameQuote && !codeFirst(text, start, content);
      const indented: boolean = !(prose && goesOn) && matchAt(INDENTED, text, start, end) !== undefined;
      const continuesBoth: boolean = proseBoth && goesOn;
      line.codeLike = inLoose || inWide || inPaired || inRenewed || inRefused || indented;
      line.codeBothWays = (inLoose && inPaired) || (indented && !continuesBoth);

      // An HTML block in a list item or quote ends with it (HTML blocks take no lazy lines): at a
      // line indented less than its `<`, with other markers, or at a blank line ending a quote.
      // The containers are not tracked, so from such a line on the block may have ended: its
      // lines stay HTML, uncertain (a fence-like line among them leaves later fences untrusted).
      // Markers behind 4 columns are none: the line is indented code.
      const markers = stripped && indent(text, start) >= 4 ? "(code)" : stripped;
      line.deep = markers === "(code)";
      // A list marker before the first `>` (a regex over the markers backtracks on a long run).
      line.quoted = /[-+*\d]/.test(markers.slice(0, Math.max(markers.indexOf(">"), 0)));
      line.inQuote = markers.includes(">");
      const open = htmlUntil >= 0 || htmlToBlank;
      const leaves = open && (blank ? htmlUntil >= 0 && block.quotes !== "" : markers !== block.quotes || textColumn < block.column);
      // A line holding only the block's own quote markers is blank within the quote; a line that
      // opens an HTML block where the old one may have ended is HTML either way: it starts its own
      // (any tag-like start: the old block may go on through it).
      let reopens = false;
      if (leaves && htmlToBlank && markers === block.quotes && content >= end - (text[end - 1] === "\r" ? 1 : 0)) htmlToBlank = false;
      else if (open && (leaves || uncertain) && !blank && matchAt(HTML_START, text, content, end)) {
        if (markers === "(code)" || markers.replace(/[^>]/g, "").startsWith(block.quotes)) {
          if (htmlToBlank) lingerToBlank = true;
          else lingerUntil = Math.max(lingerUntil, htmlUntil);
        }
        htmlUntil = -1;
        htmlToBlank = false;
        reopens = true;
      } else if (leaves) uncertain = true;

      const closing = fence ? closesFence(text.slice(start, end), fence, fenceIndent) : undefined;
      if (closing !== undefined) {
        line.fenced = true;
        fence = "";
        // At top level a closing fence sits at most 3 columns in; in a list item, not left of its
        // opening one. Which applies is not known, so what follows is not trusted as code.
        if (closing > 3 || closing < fenceIndent) doubtful = true;
      } else if (fence && (blank || indent(text, start) >= fenceIndent)) {
        line.fenced = true;
      } else if (htmlUntil >= 0) {
        line.html = true;
        line.uncertain = uncertain;
        if (uncertain && (fenceAt(text, start, end, line) || fenceAt(text, content, end, line))) doubtful = true;
        if (htmlUntil <= end) htmlUntil = -1;
      } else if (htmlToBlank && !blank) {
        line.html = true;
        line.uncertain = uncertain;
        // A paragraph that merely starts with a tag can be interrupted by a fence.
        if (fenceAt(text, start, end, line)) doubtful = true;
        else if (fenceAt(text, content, end, line) && uncertain) doubtful = true;
      } else if (!blank) {
        if (fence) doubtful = true; // ended by a line indented less
        fence = "";
        htmlToBlank = false;
        const at = content;
        // Fences in list items and quotes are not followed, but their info strings are hidden too.
        const fenceMatch = fenceAt(text, start, end, line) ?? void fenceAt(text, at, end, line);
        const lingers = lingerToBlank || lingerUntil >= start;
        if (reopens || (lingers ? matchAt(HTML_START, text, at, end) : opensHtml(text, at, end))) {
          line.html = line.htmlStart = true;
          block = { column: column(text, start, at), quotes: markers.replace(/[^>]/g, "") };
          uncertain = false;
          const kind = BLOCK_ENDS.find(([open]) => matchAt(open, text, at, end));
          if (kind) {
            htmlUntil = endMarker(kind[1], at + 1);
            if (htmlUntil <= end) htmlUntil = -1;
          } else htmlToBlank = true;
        } else if (lingers) {
          line.html = line.uncertain = true;
          if (fenceMatch) doubtful = true;
        } else if (fenceMatch && lookAlike) {
          doubtful = true;
          if (!refused) [refused, refusedIndent] = [fenceMatch[2], fenceMatch[1].length];
          line.codeLike = true;
        } else if (fenceMatch && !doubtful) {
          line.fenced = true;
          fence = fenceMatch[2];
          fenceIndent = fenceMatch[1].length;
        }
      } else htmlToBlank = false;

      if (lingerUntil <= end) lingerUntil = -1;
      // A look-alike fence this reading does not follow as a fence (in a list item or quote, four
      // columns in, after a doubtful one, in what may be HTML) may pair otherwise than `loose`
      // pairs them ('> ```' then '> ```js', '- ```' then '- ```'): what follows may be its code,
      // so no line is taken for paragraph text from here on.
      if (looseRun && !line.fenced) sure = false;
      // Paragraph text, as surely as a line can tell: it starts with a letter or digit, outside
      // HTML, code and tables.
      piped = !blank && (piped || text.slice(start, end).includes("|"));
      proseQuotes = quotes;
      const paragraphText = sure && !doubtful && !blank && !line.html && !line.fenced && !piped && /^[A-Za-z0-9]/.test(text.slice(content, end));
      prose = paragraphText && !line.codeLike;
      proseBoth = paragraphText && !line.codeBothWays;
      this.list.push(line);
      if (nl < 0) break;
      start = nl + 1;
    }
  }

  /** The line holding `index`. */
  at(index: number): Line {
    return this.list[this.indexAt(index)];
  }

  /** The number of the line holding `index`, from 0. */
  indexAt(index: number): number {
    return Math.max(0, countBefore(this.list.length, (k) => this.list[k].start <= index) - 1);
  }

  /**
   * Whether the line holding `index` may be in a tight list item, whose paragraphs have no `<p>`:
   * a line since the last blank one outside code holds a list marker.
   */
  mayBeTight(index: number): boolean {
    return this.blockLines().tight[this.indexAt(index)] === 1;
  }

  /**
   * Whether a line after the one holding `from`, up to the one holding `to`, may open a block
   * inside or after it: a list item, a quote deeper than the line before, a table, or what
   * interrupts a paragraph.
   */
  blockBetween(from: number, to: number): boolean {
    return this.blockLines().next[this.indexAt(from)] <= this.indexAt(to);
  }

  private blocks?: { tight: Uint8Array; next: Int32Array };

  private blockLines(): { tight: Uint8Array; next: Int32Array } {
    if (this.blocks) return this.blocks;
    const n = this.list.length;
    const tight = new Uint8Array(n);
    const next = new Int32Array(n).fill(n);
    let quotes = 0;
    for (let k = 0; k < n; k++) {
      const line = this.list[k];
      const marks = this.text.slice(line.start, line.content);
      const item = LIST_MARKER.test(marks);
      // A blank line in code leaves a list tight.
      tight[k] = line.blank && !line.fenced && !line.codeLike ? 0 : item || (k > 0 && tight[k - 1]) ? 1 : 0;
      const depth = marks.split(">").length - 1;
      PARAGRAPH_INTERRUPT.lastIndex = line.content;
      // A line holding a `|` may be a table's header row: the table opens there (its cells are no `</p>`).
      const row = this.text.slice(line.start, line.end).includes("|");
      if (k > 0 && !line.blank && (item || depth > quotes || row || PARAGRAPH_INTERRUPT.test(this.text))) next[k - 1] = k;
      if (!line.blank) quotes = depth;
    }
    for (let k = n - 2; k >= 0; k--) if (next[k] === n) next[k] = next[k + 1];
    return (this.blocks = { tight, next });
  }

  isHtml(index: number): boolean {
    return this.at(index).html;
  }

  /** Whether the line holding `index` may have left its HTML block (see Line.uncertain). */
  isUncertain(index: number): boolean {
    return this.at(index).uncertain;
  }

  /** Whether `index` is in the list and quote markers at its line's start, which cmark strips. */
  inMarkers(index: number): boolean {
    return index < this.at(index).content;
  }

  /**
   * Whether a `>` at `index` is a quote's marker for what opened on the line holding `from`:
   * only where it may go on a quote that line is in (a new quote ends a paragraph, and an HTML
   * block starts none: the `>` is raw HTML there), and behind 4 columns only where that quote
   * sits in a list item (a quote outside a list takes no `>` behind 4 columns).
   */
  isQuoteMarker(index: number, from: number): boolean {
    const line = this.at(index);
    const open = this.at(from);
    return index < line.content && (open.quoted || open.deep || (open.inQuote && !line.deep));
  }

  /** Whether `index` is column 0 of a line that opens an HTML block. */
  opensHtmlBlock(index: number): boolean {
    const line = this.at(index);
    return line.htmlStart && line.start === index;
  }

  /** Where the first blank line after `index` starts (Infinity if none): no inline construct crosses it. */
  blankAfter(index: number): number {
    const i = this.firstBlankAfter(index);
    return i < this.blanks.length ? this.blanks[i] : Infinity;
  }

  /** The paragraph holding `index`: from just after the blank line before it to the blank line after it. */
  paragraph(index: number): [number, number] {
    const i = this.firstBlankAfter(index);
    return [i > 0 ? this.blanks[i - 1] : 0, i < this.blanks.length ? this.blanks[i] : this.text.length];
  }

  private firstBlankAfter(index: number): number {
    return countBefore(this.blanks.length, (k) => this.blanks[k] <= index);
  }
}

/** A look-alike fence that a list item's line may have reopened: its run, and the item's text column (or -1). */
type Reopened = { run: string; column: number };

/**
 * Steps `fence` over a line (`run`: its fence-like run; `at`: its indentation, Infinity when
 * blank; `textColumn`: where its text starts); whether the line is in the fence.
 */
function pairLoose(fence: Reopened, run: string | undefined, item: boolean, at: number, textColumn: number): boolean {
  if (fence.column >= 0 && at < fence.column) [fence.run, fence.column] = ["", -1];
  const inside = fence.run !== "";
  if (fence.run && run?.[0] === fence.run[0] && run.length >= fence.run.length) [fence.run, fence.column] = item ? [run, textColumn] : ["", -1];
  else if (!fence.run && run) fence.run = run;
  return inside || fence.run !== "";
}

/**
 * A look-alike fence read with the quotes and list item it sits in (see `renewed`): its run, the
 * `>`s before it, and the column left of which a line has left its container (where its list
 * item's text starts; else 3 left of the run, where a container holding it as a fence starts).
 */
type Renewed = { run: string; quotes: number; column: number };

/** Where the look-alike fence on a line starts (`run`), and how many `>`s sit before it; else the line's markers' `>`s. */
function runQuotes(text: string, start: number, content: number, run: string | undefined): { at: number; quotes: number } {
  let at = content;
  if (run) {
    LOOSE_FENCE.lastIndex = start;
    LOOSE_FENCE.exec(text);
    at = LOOSE_FENCE.lastIndex - run.length;
  }
  return { at, quotes: text.slice(start, at).split(">").length - 1 };
}

/**
 * Ends `fence` where a line (`at`: its indentation, or for a line no list marker opens, where its
 * text starts) has left its container: at a blank line out of its quote, a line behind fewer
 * `>`s, or one left of its column. Fenced code takes no lazy lines.
 */
function leaveRenewed(fence: Renewed, quotes: number, blank: boolean, at: number): void {
  if (fence.run && (blank ? fence.quotes > 0 : quotes < fence.quotes || at < fence.column)) [fence.run, fence.quotes, fence.column] = ["", 0, -1];
}

/**
 * Steps `fence` over a line's look-alike fence `run` (at `runAt`, behind `quotes` `>`s, the line
 * ending at `end`); whether the line is in the fence.
 */
function stepRenewed(fence: Renewed, text: string, start: number, end: number, run: string | undefined, runAt: number, quotes: number, item: boolean, textColumn: number): boolean {
  const inside = fence.run !== "";
  if (!run) return inside;
  // 5 columns past a quote's `>` (its last marker): indented code in the quote, unless an item there holds it.
  const marks = text.slice(start, runAt);
  const gt = marks.lastIndexOf(">");
  if (gt >= 0 && !/[^ \t]/.test(marks.slice(gt + 1)) && column(text, start, runAt) - column(text, start, start + gt + 1) >= 5) return inside;
  // A backtick fence's info string holds no backtick; a closing fence has none.
  const rest = text.slice(runAt + run.length, end);
  if ((!inside || item) && !(run[0] === "`" && rest.includes("`"))) [fence.run, fence.quotes, fence.column] = [run, quotes, item ? textColumn : Math.max(column(text, start, runAt) - 3, 0)];
  else if (inside && quotes === fence.quotes && run[0] === fence.run[0] && run.length >= fence.run.length && rest.trim() === "") fence.run = "";
  return inside || fence.run !== "";
}

/**
 * A fence opening at the line's start (a backtick fence's info string holds no backticks), with
 * what of its info string GitHub does not show (past the first word) recorded on `line`.
 */
function fenceAt(text: string, start: number, end: number, line: Line): RegExpExecArray | undefined {
  const m = matchAt(FENCE, text, start, end);
  if (!m || (m[2][0] === "`" && m[3].includes("`"))) return undefined;
  const word = /^[ \t]*[^ \t\r]*/.exec(m[3])![0];
  const from = start + m[1].length + m[2].length + word.length;
  if (/\S/.test(text.slice(from, end))) line.hiddenInfo = [from, end];
  return m;
}

/** Whether some list marker in the line's markers is followed by 5 columns or more: an item whose first block is indented code. */
function codeFirst(text: string, start: number, content: number): boolean {
  // One walk over the markers alone (searching on to the text's end, or counting each column
  // from the line's start, made long bodies quadratic).
  const marks = text.slice(start, content);
  const marker = /([-+*]|\d{1,9}[.)])[ \t]*/g;
  let at = 0;
  let col = 0;
  const columnAt = (to: number) => {
    for (; at < to; at++) col = marks[at] === "\t" ? col + 4 - (col % 4) : col + 1;
    return col;
  };
  for (let m; (m = marker.exec(marks)); ) {
    const after = columnAt(m.index + m[1].length);
    if (columnAt(marker.lastIndex) - after >= 5) return true;
  }
  return false;
}

/** Whether the line's content at `at` may open an HTML block. */
function opensHtml(text: string, at: number, end: number): boolean {
  if (!matchAt(HTML_START, text, at, end)) return false;
  return /[!?]/.test(text[at + 1]) || [BLOCK_NAME, BLOCK_ENDS[0][0], LONE_TAG].some((re) => matchAt(re, text, at, end));
}

/** Past the list and quote markers at a line's start. */
export function containerEnd(text: string, start: number): number {
  CONTAINER.lastIndex = start;
  CONTAINER.exec(text);
  return CONTAINER.lastIndex;
}

/**
 * The column of a line that closes the fence `fence` indented `by` (as long a run of its
 * character, at most `by + 3` columns in, then only spaces and tabs); undefined if it does not.
 */
function closesFence(line: string, fence: string, by: number): number | undefined {
  const m = /^([ \t]*)(`+|~+)[ \t]*\r?$/.exec(line);
  const at = m ? column(m[1], 0, m[1].length) : Infinity;
  return m && at <= by + 3 && m[2][0] === fence[0] && m[2].length >= fence.length ? at : undefined;
}

/** The column `at` is at in the line starting at `start`, a tab reaching the next multiple of 4. */
export function column(text: string, start: number, at: number): number {
  let col = 0;
  for (let i = start; i < at; i++) col = text[i] === "\t" ? col + 4 - (col % 4) : col + 1;
  return col;
}

/** A line's indentation in columns, a tab counting as reaching the next multiple of 4. */
export function indent(text: string, start: number): number {
  let i = start;
  while (text[i] === " " || text[i] === "\t") i++;
  return column(text, start, i);
}

/** A sticky regex's match at `at`, if it ends by `end`. */
function matchAt(re: RegExp, text: string, at: number, end: number): RegExpExecArray | undefined {
  re.lastIndex = at;
  const m = re.exec(text);
  return m && re.lastIndex <= end ? m : undefined;
}
