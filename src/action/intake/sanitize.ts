// Untrusted issue/PR/comment text is cleaned before the model sees it, so that what the model
// reads is what a maintainer sees on github.com: nothing hidden from people may reach the model.
// GitHub renders markdown with cmark-gfm, then a browser parses the HTML. Where the sanitiser
// cannot tell how GitHub reads something, it removes more, never less.
//
// What sanitize() does, in this order:
// 1. Structure is read on the raw text, as GitHub reads it before any entity is decoded:
//    - Markdown first (markdown.ts, blocks.ts). Code spans and fenced code blocks are text on
//      GitHub: what is inside them is neither a tag nor a comment (the scans below do not see it;
//      the text stays). A code span loses to raw HTML, an autolink, a link destination or title,
//      or a bare URL that begins before it.
//    - Tags and comments are read twice (html-tags.ts): as a browser reads the HTML (tags spanning
//      blank lines, `<` inside names and values) and as cmark-gfm reads inline HTML (a strict
//      grammar, nothing across a blank line). What either reading finds hidden is removed. The
//      browser reading starts a tag only on a line that may be raw HTML: in a paragraph cmark
//      escapes a `<` that opens no inline tag, and a line with no whole tag alone on it opens no
//      HTML block of type 7 (blocks.ts).
//    - Comments are removed: `<!-- -->` (`<!-->` and `<!--->` are empty ones, and `--!>` ends one
//      too), and in lines that may be raw HTML also what browsers turn into comments: `<!...>`,
//      `<?...>`, `</ x>`, CDATA. An unterminated comment removes the rest of the text; so does one
//      whose end cmark-gfm escapes as text: past a blank line, unless the comment opens an HTML
//      block at column 0 (cmark passes such a block on raw up to its `-->`), or on another line
//      than its start when its HTML block may have ended before (at the block's own end marker,
//      or with the list item or quote it opened in).
//    - Elements GitHub does not show are removed with their content: any tag with a `hidden`
//      attribute, and <script>, <style>, <template>. The element ends at its matching end tag,
//      counting nested ones, except while a <table> opened inside it is open (a browser ignores
//      the end tag there), and only at an end tag that is surely HTML: not one with anything
//      between its name and `>`, after a backslash, in a line that may be code, or in a paragraph
//      that has a backtick on both sides of it or a `[` before it. An element never closed hides
//      the rest, and so does a tag the text ends in when its line may be raw HTML.
//    - Attributes are never shown as text: all go but `href` and `src` (the model benefits from
//      the URLs), and those too when the value holds a `<`. End tags lose whatever follows their
//      name (browsers drop it). A tag GitHub's HTML sanitiser drops (a name off its element list)
//      goes whole where it is surely HTML, so that a made-up name cannot spell hidden words.
//    - Markdown that is not shown: image descriptions are emptied (`![alt](url)` -> `![](url)`,
//      whatever follows the brackets), link titles are removed (`[t](url "title")` -> `[t](url)`),
//      link reference definitions (`[label]: url "title"`) are removed whole, also inside
//      block quotes and list items, and so is a code fence's info string past its first word.
//      URLs and visible link text are kept. A fence is surely code (not scanned) only until a
//      fence may have been read otherwise (blocks.ts). Of GitHub's extensions (gfm.ts): table
//      cells past the header's count, and footnote definitions nothing surely refers to.
// 2. Numeric HTML entities (`&#60;`, `&#x200B;`) are decoded to their character; an entity
//    naming no valid character (0, a surrogate, above U+10FFFF) is removed. Named entities
//    (`&amp;`, `&lt;`) are left as written, and `&#38;` becomes `&amp;` so that sanitising twice
//    gives the same text.
// 3. Invisible characters are removed: zero-width and direction marks U+200B–U+200F, bidi
//    embeddings/overrides U+202A–U+202E, word joiner and invisible operators U+2060–U+2064,
//    bidi isolates U+2066–U+2069, the Arabic letter mark U+061C, the BOM U+FEFF, the soft hyphen
//    U+00AD, fillers that render as nothing (U+034F, U+115F, U+1160, U+17B4, U+17B5, U+180E,
//    U+3164, U+FFA0), variation selectors and Unicode tag characters (U+FE00–U+FE0F,
//    U+E0000–U+E007F, U+E0100–U+E01EF: invisible, yet enough to spell out a whole hidden
//    instruction one character each), and control characters other than tab, line feed and
//    carriage return.
// 4. The tag and comment removals of step 1 run once more, so that an encoded or split `<!--`
//    meets the same rules as a literal one. Each run is a single pass: fragments that a removal
//    joins (`<` + `b hidden>`) were text on GitHub and are not hunted further.

import { Lines } from "./blocks.js";
import { tableOverflow, unusedFootnotes } from "./gfm.js";
import { TagScanner, type Reading, type Tag } from "./html-tags.js";
import { backtickRuns, definitions, isAutolink, readInline, type Range } from "./markdown.js";
import { countBefore } from "./search.js";

const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
// C0 controls except \t \n \r, DEL and the C1 range.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const NUMERIC_ENTITY = /&#(?:[xX]([0-9a-fA-F]+)|([0-9]+));/g;
const HIDDEN_ELEMENTS = ["script", "style", "template"];
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
// HTML's special and formatting elements: an end tag inside a `<p>` still closes these (by
// generated end tags, or the adoption agency); any other element's it ignores.
const CLOSED_ACROSS_P = new Set(
  "address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp a b big code em font i nobr s small strike strong tt u".split(" "),
);
const KEPT_ATTRIBUTES = ["href", "src"];
// The elements GitHub's HTML sanitiser lets through (html-pipeline's list, with `input` for task
// lists). It drops any other tag whole, keeping its content: such a tag's name is never shown.
const SHOWN_ELEMENTS = new Set(
  "h1 h2 h3 h4 h5 h6 h7 h8 br b i strong em a pre code img tt div ins del sup sub p picture ol ul table thead tbody tfoot blockquote dl dt dd kbd q samp var hr ruby rt rp li tr td th s strike summary details caption figure figcaption abbr bdo cite dfn mark small source span time wbr input".split(" "),
);

export function sanitize(text: string): string {
  // A lone carriage return ends a line in markdown too; lines are read at "\n".
  let out = removeStructure(text.replace(/\r(?!\n)/g, "\n"), true);
  out = decodeNumericEntities(out).replace(INVISIBLE, "").replace(CONTROL, "");
  return removeStructure(out, false);
}

function decodeNumericEntities(text: string): string {
  return text.replace(NUMERIC_ENTITY, (_, hex: string | undefined, dec: string | undefined) => {
    const digits = hex ?? dec ?? "";
    // Longer than any code point: refuse before parseInt loses precision.
    if (digits.replace(/^0+/, "").length > 7) return "";
    const cp = parseInt(digits, hex ? 16 : 10);
    if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return "";
    // An encoded `&` stays an entity, so sanitising twice never decodes `&#38;#60;` into `<`.
    return cp === 0x26 ? "&amp;" : String.fromCodePoint(cp);
  });
}

function removeStructure(text: string, markdown: boolean): string {
  const lines = new Lines(text, markdown);
  const inline = readInline(text, lines);
  const page: Page = { text, scan: inline.scan, lines, paragraphs: new Map(), inlineTags: [], dropped: new Map(), hidesRest: false };
  const ranges = [...htmlRanges(page, "inline"), ...htmlRanges(page, "html")];
  if (markdown) {
    // GitHub puts the footnotes after the text: inside what hides the rest of it.
    ranges.push(...inline.hidden, ...definitions(text, lines), ...tableOverflow(text, lines), ...unusedFootnotes(text, lines, page.hidesRest));
    for (const line of lines.list) if (line.hiddenInfo) ranges.push(line.hiddenInfo);
  }
  return removeRanges(text, ranges);
}

interface Page {
  text: string;
  /** The text with code blanked out, where tags are looked for. */
  scan: string;
  lines: Lines;
  /** Backticks and brackets of each paragraph, by its start. */
  paragraphs: Map<number, Marks>;
  /** The inline reading's one-line tags and comments in paragraphs, in order: cmark passes them on raw. */
  inlineTags: Range[];
  /** The inline reading's tags removed whole (see htmlRanges), by the index just past their `>`. */
  dropped: Map<number, Range>;
  /** Something never closed (a hidden element, a comment, a tag) hides the rest of the text. */
  hidesRest: boolean;
}

/** What one reading of the tags finds to remove. */
function htmlRanges(page: Page, reading: Reading): Range[] {
  const tags = new TagScanner(page.scan, reading, page.lines, page.inlineTags);
  const out: Range[] = [];
  for (let token = tags.next(0, true); token; ) {
    // On one line only: a later line may start a block of its own, where cmark escapes the rest.
    if (reading === "inline" && token.kind !== "unterminated" && !page.lines.isHtml(token.start) && page.lines.at(token.start) === page.lines.at(token.end - 1))
      page.inlineTags.push([token.start, token.end]);
    if (token.kind === "unterminated") {
      out.push([token.start, page.text.length]);
      page.hidesRest = true;
      break;
    }
    let end = token.end;
    if (token.kind === "comment") out.push([token.start, end]);
    else if (isHidden(token)) {
      end = findClose(page, tags, token);
      out.push([token.start, end]);
    } else if (reading === "inline" || page.lines.isHtml(token.start)) {
      // Markdown shows a browser-only "tag" in a paragraph as text: its attributes stay.
      out.push(...attributeRanges(page.text, token));
      // A tag GitHub drops goes whole, or its name would carry hidden words (`<ignore-the-above>`),
      // unless it may be text: code, an autolink, an escaped `<`.
      if (!SHOWN_ELEMENTS.has(token.name) && surelyTag(page, token) && !isAutolink(page.text, token.start)) {
        const whole: Range = [token.start, token.end];
        out.push(whole);
        if (reading === "inline") page.dropped.set(token.end, whole);
      }
    }
    // In `<img <your-token>` the browser's tag ends at the dropped tag's `>`, which then stays: else
    // the second run would read `<img` as a tag the text ends in and remove all that follows.
    const inner = reading === "html" && token.kind === "tag" ? page.dropped.get(token.end) : undefined;
    if (inner && inner[0] > token.start) inner[1] = token.end - 1;
    token = tags.next(end, true);
  }
  return out;
}

function isHidden(tag: Tag): boolean {
  return !tag.closing && (HIDDEN_ELEMENTS.includes(tag.name) || tag.attributes.some((a) => a.name === "hidden"));
}

/** Index just past the end tag that closes `open`; the text's end if none. */
function findClose(page: Page, tags: TagScanner, open: Tag): number {
  // A void element has no content. `<div hidden/>` is not closed: HTML ignores the slash there.
  if (VOID.has(open.name)) return open.end;
  let depth = 1;
  let tables = 0;
  // An element such as `span` is not closed by an end tag in a later paragraph when opened in raw
  // HTML (the paragraph's `<p>` sits between them: `<span hidden>`, a blank line, `t </span>`), nor
  // by one in a block that opens after it (in a tight list item no `</p>` ends it first:
  // `- <span hidden>x`, then `  - </span> y`).
  const across = !CLOSED_ACROSS_P.has(open.name);
  const pastParagraphs = across && page.lines.isHtml(open.start);
  const tight = across && page.lines.mayBeTight(open.start);
  const elsewhere = (end: Tag) => (pastParagraphs && !page.lines.isHtml(end.start)) || (tight && page.lines.blockBetween(open.start, end.start));
  for (let token = tags.next(open.end); token; token = tags.next(token.end)) {
    if (token.kind === "unterminated") break;
    if (token.kind !== "tag") continue;
    if (token.name === "table" && open.name !== "table") {
      if (!token.closing) tables++;
      else if (tables > 0 && surelyEndTag(page, token)) tables--;
    } else if (token.name === open.name) {
      if (!token.closing) depth++;
      // In table context a browser ignores the end tag of an element opened outside the table.
      else if (surelyEndTag(page, token) && !(tables > 0 && depth === 1) && !(depth === 1 && elsewhere(token)) && --depth === 0) return token.end;
    }
  }
  page.hidesRest = true;
  return page.text.length;
}

/** Whether GitHub surely passes this end tag on as HTML, rather than as text it shows. */
function surelyEndTag(page: Page, tag: Tag): boolean {
  if (page.scan.slice(tag.nameEnd, tag.end - 1).trim() !== "") return false; // `</div x>` is text in markdown
  if (page.lines.at(tag.start).codeLike) return false; // code by either pairing of look-alike fences
  // Nor in an image description, or a link destination or title.
  const bracket = paragraphMarks(page, tag.start).firstBracket;
  return surelyTag(page, tag) && (bracket < 0 || bracket > tag.start);
}

/** Whether GitHub surely passes this tag on as HTML, rather than as code or text it shows. */
function surelyTag(page: Page, tag: Tag): boolean {
  if (page.text[tag.start - 1] === "\\") return false;
  if (page.lines.at(tag.start).codeBothWays) return false;
  // It may sit in a code span.
  const code = paragraphMarks(page, tag.start).code;
  const k = countBefore(code.length, (m) => code[m][1] <= tag.start);
  return !(k < code.length && code[k][0] < tag.start);
}

interface Marks {
  /** Where a code span may be, in order and apart: from a backtick run to the last run of its length. */
  code: Range[];
  firstBracket: number;
}

/** The backticks and brackets of the paragraph holding `index`. */
function paragraphMarks(page: Page, index: number): Marks {
  const [start, end] = page.lines.paragraph(index);
  let p = page.paragraphs.get(start);
  if (!p) {
    const s = page.scan.slice(start, end);
    // A code span closes at a run as long as its opener: only between two such runs can one be.
    const spans = [...backtickRuns(s, start).values()].filter((at) => at.length > 1).map((at): Range => [at[0], at[at.length - 1]]);
    const code: Range[] = [];
    for (const [from, to] of spans.sort((a, b) => a[0] - b[0])) {
      const last = code.at(-1);
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else code.push([from, to]);
    }
    const bracket = s.indexOf("[");
    p = { code, firstBracket: bracket < 0 ? -1 : start + bracket };
    page.paragraphs.set(start, p);
  }
  return p;
}

/** Attributes that go: every one but a URL, and whatever an end tag holds after its name. */
function attributeRanges(text: string, tag: Tag): Range[] {
  if (tag.closing) return tag.end - 1 > tag.nameEnd ? [[tag.nameEnd, tag.end - 1]] : [];
  const out: Range[] = [];
  for (const attr of tag.attributes) {
    if (KEPT_ATTRIBUTES.includes(attr.name) && !text.slice(attr.start, attr.end).includes("<")) continue;
    // The space before goes too unless the next attribute would then touch what precedes it.
    let start = attr.start;
    if (!/[^\t\n\f\r />]/.test(text[attr.end] ?? "")) while (start > tag.nameEnd && /[\t\n\f\r ]/.test(text[start - 1])) start--;
    out.push([start, attr.end]);
  }
  return out;
}

function removeRanges(text: string, ranges: Range[]): string {
  ranges.sort((a, b) => a[0] - b[0]);
  let out = "";
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) out += text.slice(at, start);
    at = Math.max(at, end);
  }
  return out + text.slice(at);
}
