// Finds HTML tags and comments in markdown as the two readers GitHub chains read them.
// "html" reads as a browser's tokenizer does: quoted values of any length, `<` inside names and
// values, an attribute right after a closing quote or a slash; `<!--` starts a comment, and in
// lines that may be raw HTML `<!`, `<?` and `</` not followed by a letter start bogus comments
// that end at the next `>`. "inline" reads as cmark-gfm's inline HTML does: its strict grammar,
// nothing crossing a blank line, and whatever does not match is text.
// Linear in the text: a tag scan that fails marks what it passed, and a later scan reaching the
// same place in the same state stops there; searches for a closing `-->` or `>` are cached.

import type { Lines } from "./blocks.js";
import { countBefore } from "./search.js";

export interface Attribute {
  /** Lower-cased. */
  name: string;
  /** From the name's first character to just past the value (or the name, without one). */
  start: number;
  end: number;
}

export interface Tag {
  kind: "tag";
  start: number;
  /** Just past the `>`. */
  end: number;
  /** Lower-cased. */
  name: string;
  /** Just past the name. */
  nameEnd: number;
  closing: boolean;
  attributes: Attribute[];
}

/** A comment, or what a browser turns into one: `<!...>`, `<?...>`, `</ x>`, CDATA. */
export interface Comment {
  kind: "comment";
  start: number;
  end: number;
}

/** Something the text ends inside, where the browser drops it and everything after. */
export interface Unterminated {
  kind: "unterminated";
  start: number;
}

export type Token = Tag | Comment | Unterminated;
export type Reading = "html" | "inline";

const enum S {
  Name,
  BeforeAttr,
  AttrName,
  AfterName,
  BeforeValue,
  Double,
  Single,
  Unquoted,
  AfterQuoted, // inline only
  CloseEnd, // inline only
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
const isCmarkSpace = (c: number) => isSpace(c) || c === 11;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigit = (c: number) => c >= 48 && c <= 57;
// cmark-gfm's tag name, attribute name and unquoted value characters.
const isNameChar = (c: number) => isLetter(c) || isDigit(c) || c === 45;
const isAttrStart = (c: number) => isLetter(c) || c === 95 || c === 58;
const isAttrChar = (c: number) => isAttrStart(c) || isDigit(c) || c === 46 || c === 45;
const isUnquoted = (c: number) => !isCmarkSpace(c) && c !== 34 && c !== 39 && c !== 61 && c !== 60 && c !== 62 && c !== 96 && !Number.isNaN(c);

export class TagScanner {
  /** Bit s of dead[p]: a tag scan at p in state s fails (s + 10 for a tag opened in a quote, s + 20 in a quote in a list item or behind 4 columns). */
  private readonly dead: Uint32Array;
  private readonly found = new Map<string, { from: number; at: number }>();
  private readonly html: boolean;

  constructor(
    readonly text: string,
    reading: Reading,
    private readonly lines: Lines,
    /** Spans of paragraph text that reach the browser raw (the inline reading's tags), in order. */
    private readonly rawSpans: [number, number][] = [],
  ) {
    this.dead = new Uint32Array(text.length + 1);
    this.html = reading === "html";
  }

  /**
   * The first token starting at or after `from`. With `htmlLines`, the browser reading starts no
   * tag on a line that is surely markdown: cmark escapes a `<` there unless it opens an inline
   * tag (the inline reading's), so a browser-only tag there would hide what follows from the scan.
   */
  next(from: number, htmlLines = false): Token | undefined {
    for (let i = this.text.indexOf("<", from); i >= 0; i = this.text.indexOf("<", i + 1)) {
      if (htmlLines && this.html && !/[!?]/.test(this.text[i + 1] ?? "") && !this.lines.isHtml(i)) continue;
      const token = this.at(i);
      if (token) return token;
    }
    return undefined;
  }

  /** The token starting at `start` (a `<`), if one does. */
  at(start: number): Token | undefined {
    const t = this.text;
    const c = t.charCodeAt(start + 1);
    if (c === 33 || c === 63) return this.html ? this.htmlComment(start) : this.inlineComment(start); // "!" "?"
    const closing = c === 47; // "/"
    if (isLetter(t.charCodeAt(start + (closing ? 2 : 1)))) {
      const tag = this.tag(start, closing);
      if (tag !== "eof") return tag;
      return this.lines.isHtml(start) ? { kind: "unterminated", start } : undefined;
    }
    // "</>" is dropped and "</ x>" is a bogus comment.
    if (closing && this.html && start + 2 < t.length) return this.bogusComment(start);
    return undefined;
  }

  private htmlComment(start: number): Token | undefined {
    const t = this.text;
    if (!t.startsWith("<!--", start)) return this.bogusComment(start);
    if (t.startsWith(">", start + 4)) return { kind: "comment", start, end: start + 5 };
    if (t.startsWith("->", start + 4)) return { kind: "comment", start, end: start + 6 };
    // A browser also ends a comment at `--!>`.
    const dash = this.find("-->", start + 4);
    const bang = this.find("--!>", start + 4);
    const close = bang >= 0 && (dash < 0 || bang < dash) ? bang : dash;
    if (close < 0) return { kind: "unterminated", start };
    const comment: Comment = { kind: "comment", start, end: close + (close === bang ? 4 : 3) };
    const opening = this.lines.at(start);
    // The comment stays open where cmark passes it on raw but not its `-->` (as paragraph text,
    // escaped): a comment that opens an HTML block at column 0 runs to the line holding `-->`;
    // one in an HTML block may not, when that block ended before it (its line's own end marker
    // or its list item or quote ending); in a paragraph no comment crosses a blank line.
    if (opening === this.lines.at(close) || this.lines.opensHtmlBlock(start)) return comment;
    if (opening.html && (!this.lines.isHtml(close) || this.lines.isUncertain(close))) return { kind: "unterminated", start };
    return close < this.lines.blankAfter(start) ? comment : { kind: "unterminated", start };
  }

  private bogusComment(start: number): Token | undefined {
    if (!this.lines.isHtml(start)) return undefined;
    // A quote's marker is stripped before the browser sees the text.
    let close = this.find(">", start + 2);
    while (close >= 0 && this.lines.inMarkers(close)) close = this.find(">", close + 1);
    // A `>` on a later line counts only where cmark passes it on raw: in a paragraph it is
    // escaped, and where the block may have ended (or a new one starts), the `>` of the `</li>`
    // or `</blockquote>` cmark writes there ends the comment first.
    const line = close < 0 ? undefined : this.lines.at(close);
    if (!line || (line !== this.lines.at(start) && (!line.html || line.uncertain || line.htmlStart))) return { kind: "unterminated", start };
    return { kind: "comment", start, end: close + 1 };
  }

  /** cmark-gfm's inline comment, processing instruction, declaration or CDATA. */
  private inlineComment(start: number): Comment | undefined {
    const t = this.text;
    let close = -1;
    let endLength = 1;
    if (t.startsWith("<!--", start)) {
      // No `--` inside, and not starting with `>` or `->`.
      if (t.startsWith(">", start + 4) || t.startsWith("->", start + 4)) return undefined;
      close = this.find("--", start + 4);
      if (t.charCodeAt(close + 2) !== 62) return undefined;
      endLength = 3;
    } else if (t.startsWith("<![CDATA[", start)) {
      close = this.find("]]>", start + 9);
      endLength = 3;
    } else if (t.startsWith("<?", start)) {
      close = this.find("?>", start + 2);
      endLength = 2;
    } else {
      let p = start + 2;
      while (t.charCodeAt(p) >= 65 && t.charCodeAt(p) <= 90) p++;
      if (p > start + 2 && isCmarkSpace(t.charCodeAt(p))) close = this.find(">", p);
    }
    if (close < 0 || close >= this.lines.blankAfter(start)) return undefined;
    return { kind: "comment", start, end: close + endLength };
  }

  /** Whether `at` lies in one of rawSpans. */
  private inRawSpan(at: number): boolean {
    const spans = this.rawSpans;
    const k = countBefore(spans.length, (m) => spans[m][1] <= at);
    return k < spans.length && spans[k][0] <= at;
  }

  /** `indexOf`, remembering the last answer for each needle so that rising `from`s stay linear. */
  private find(needle: string, from: number): number {
    const last = this.found.get(needle);
    if (last && last.from <= from && (last.at < 0 || last.at >= from)) return last.at;
    const at = this.text.indexOf(needle, from);
    this.found.set(needle, { from, at });
    return at;
  }

  /** A tag; "eof" when the browser reading runs off the end; undefined when the inline reading fails. */
  private tag(start: number, closing: boolean): Tag | "eof" | undefined {
    const t = this.text;
    const html = this.html;
    const limit = html ? t.length : Math.min(t.length, this.lines.blankAfter(start));
    const space = html ? isSpace : isCmarkSpace;
    let p = start + (closing ? 2 : 1);
    const nameStart = p;
    let nameEnd = p;
    let name = "";
    const attributes: Attribute[] = [];
    let attrStart = 0;
    let attrNameEnd = 0;
    const path: number[] = [];
    const done = (end: number): Tag => ({ kind: "tag", start, end, name, nameEnd, closing, attributes });
    const push = (end: number) => attributes.push({ name: t.slice(attrStart, attrNameEnd).toLowerCase(), start: attrStart, end });
    const fail = () => {
      for (const at of path) this.dead[at >> 5] |= 1 << (at & 31);
      return html ? "eof" : undefined;
    };
    // Inline: a "/" may only come right before the closing ">" of a start tag.
    const slash = () => (!closing && t.charCodeAt(p + 1) === 62 ? done(p + 2) : fail());
    let s = S.Name;
    // A tag opened in raw HTML and running on to later lines reaches a browser through lines cmark
    // may not pass on raw: there `"` and `>` arrive escaped (`&quot;`, `&gt;`), ordinary
    // characters in the tag, unless inside a tag cmark passes on raw. A quote's marker `>` never
    // arrives, in either reading: cmark strips it (what is left is the line break).
    const opensRaw = html && this.lines.isHtml(start);
    const opening = this.lines.at(start);
    // Whether a `>` may be a quote's marker (and behind 4 columns) depends on the opening line.
    const quoted = opening.quoted || opening.deep ? 20 : opening.inQuote ? 10 : 0;
    const escaped = (at: number) => this.lines.at(at) !== opening && !(this.lines.isHtml(at) && !this.lines.isUncertain(at)) && !this.inRawSpan(at);
    for (; p < limit; p++) {
      if (this.dead[p] & (1 << (s + quoted))) break;
      path.push(p * 32 + s + quoted);
      const raw = t.charCodeAt(p);
      // A `>` among a line's markers that goes on no quote of the opening line ends the tag: in
      // raw HTML it is raw, and a new quote's markup holds a `>` too; a paragraph it ends (behind
      // 4 columns it is the paragraph's text).
      const marker = raw === 62 && this.lines.inMarkers(p);
      if (marker && !html && !this.lines.isQuoteMarker(p, start) && !this.lines.at(p).deep) return fail();
      const c = marker ? (this.lines.isQuoteMarker(p, start) ? 32 : 62) : opensRaw && (raw === 34 || raw === 62) && escaped(p) ? 120 : raw;
      switch (s) {
        case S.Name:
          if (space(c) || c === 47 || c === 62) {
            nameEnd = p;
            name = t.slice(nameStart, p).toLowerCase();
            if (c === 62) return done(p + 1);
            if (!html && c === 47) return slash();
            s = !html && closing ? S.CloseEnd : S.BeforeAttr;
          } else if (!html && !isNameChar(c)) return fail();
          break;
        case S.BeforeAttr:
          if (c === 62) return done(p + 1);
          if (!html && c === 47) return slash();
          if (!space(c) && c !== 47) {
            if (!html && !isAttrStart(c)) return fail();
            attrStart = p; // in HTML even "=" or a quote starts a name here
            s = S.AttrName;
          }
          break;
        case S.AttrName:
          if (space(c) || c === 47 || c === 62 || c === 61) {
            attrNameEnd = p;
            if (c === 61) s = S.BeforeValue;
            else {
              s = S.AfterName;
              p--; // the same character again, in the new state
            }
          } else if (!html && !isAttrChar(c)) return fail();
          break;
        case S.AfterName:
          if (c === 61) s = S.BeforeValue;
          else if (!space(c)) {
            push(attrNameEnd);
            if (c === 62) return done(p + 1);
            if (!html && c === 47) return slash();
            if (!html && !isAttrStart(c)) return fail();
            s = S.BeforeAttr;
            if (c !== 47) p--;
          }
          break;
        case S.BeforeValue:
          if (c === 34) s = S.Double;
          else if (c === 39) s = S.Single;
          else if (html && c === 62) {
            push(p);
            return done(p + 1);
          } else if (!space(c)) {
            if (!html && !isUnquoted(c)) return fail();
            s = S.Unquoted;
          }
          break;
        case S.Double:
        case S.Single:
          if (c === (s === S.Double ? 34 : 39)) {
            push(p + 1);
            s = html ? S.BeforeAttr : S.AfterQuoted;
          }
          break;
        case S.Unquoted:
          if (space(c) || c === 62) {
            push(p);
            if (c === 62) return done(p + 1);
            s = S.BeforeAttr;
          } else if (!html && !isUnquoted(c)) return fail();
          break;
        case S.AfterQuoted:
          if (c === 62) return done(p + 1);
          if (c === 47) return slash();
          if (!space(c)) return fail();
          s = S.BeforeAttr;
          break;
        case S.CloseEnd:
          if (c === 62) return done(p + 1);
          if (!space(c)) return fail();
          break;
      }
    }
    return fail();
  }
}
