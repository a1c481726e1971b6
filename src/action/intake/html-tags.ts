// Finds HTML tags in markdown the way a browser's tokenizer reads them, so the sanitiser sees
// every tag GitHub's HTML pipeline would: quoted values of any length, `<` inside unquoted values
// and names, an attribute right after a closing quote or a slash. Linear in the text: a scan that
// runs off the end marks what it passed, and a later scan reaching the same place in the same
// state stops there.

export interface Attribute {
  /** Lower-cased. */
  name: string;
  /** From the name's first character to just past the value (or the name, without one). */
  start: number;
  end: number;
}

export interface Tag {
  start: number;
  /** Just past the `>`. */
  end: number;
  /** Lower-cased. */
  name: string;
  closing: boolean;
  attributes: Attribute[];
}

/**
 * A tag the text ends inside (no `>`). In a paragraph that opens with HTML it is raw HTML, and
 * the browser drops it and everything after; elsewhere markdown shows it as text and it is skipped.
 */
export interface Unterminated {
  start: number;
  unterminated: true;
}

const enum S {
  Name,
  BeforeAttr,
  AttrName,
  AfterName,
  BeforeValue,
  Double,
  Single,
  Unquoted,
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

export class TagScanner {
  /** Bit s of dead[p]: a scan at p in state s runs off the end of the text. */
  private readonly dead: Uint8Array;
  private htmlLines?: { starts: number[]; html: boolean[] };

  constructor(readonly text: string) {
    this.dead = new Uint8Array(text.length + 1);
  }

  /** The first tag starting at or after `from`, or an unterminated one that hides the rest. */
  next(from: number): Tag | Unterminated | undefined {
    for (let i = this.text.indexOf("<", from); i >= 0; i = this.text.indexOf("<", i + 1)) {
      const tag = this.scan(i);
      if (tag === "eof" && this.inHtmlParagraph(i)) return { start: i, unterminated: true };
      if (typeof tag === "object") return tag;
    }
    return undefined;
  }

  private scan(start: number): Tag | "text" | "eof" {
    const t = this.text;
    let p = start + 1;
    const closing = t.charCodeAt(p) === 47; // "/"
    if (closing) p++;
    if (!isLetter(t.charCodeAt(p))) return "text";
    const nameStart = p;
    let name = "";
    const attributes: Attribute[] = [];
    let attrStart = 0;
    let attrName = "";
    const path: number[] = [];
    const done = (end: number): Tag => ({ start, end, name, closing, attributes });
    const push = (end: number) => attributes.push({ name: attrName, start: attrStart, end });
    let s = S.Name;
    for (; p < t.length; p++) {
      if (this.dead[p] & (1 << s)) break;
      path.push(p * 8 + s);
      const c = t.charCodeAt(p);
      switch (s) {
        case S.Name:
          if (isSpace(c) || c === 47 || c === 62) {
            name = t.slice(nameStart, p).toLowerCase();
            if (c === 62) return done(p + 1);
            s = S.BeforeAttr;
          }
          break;
        case S.BeforeAttr:
          if (c === 62) return done(p + 1);
          if (!isSpace(c) && c !== 47) {
            attrStart = p; // even "=" or a quote starts a name here, as in HTML
            s = S.AttrName;
          }
          break;
        case S.AttrName:
          if (isSpace(c) || c === 47 || c === 62 || c === 61) {
            attrName = t.slice(attrStart, p).toLowerCase();
            if (c === 61) s = S.BeforeValue;
            else {
              s = S.AfterName;
              p--; // the same character again, in the new state
            }
          }
          break;
        case S.AfterName:
          if (c === 61) s = S.BeforeValue;
          else if (!isSpace(c)) {
            push(attrStart + attrName.length);
            if (c === 62) return done(p + 1);
            s = S.BeforeAttr;
            if (c !== 47) p--;
          }
          break;
        case S.BeforeValue:
          if (c === 34) s = S.Double;
          else if (c === 39) s = S.Single;
          else if (c === 62) {
            push(p);
            return done(p + 1);
          } else if (!isSpace(c)) s = S.Unquoted;
          break;
        case S.Double:
        case S.Single:
          if (c === (s === S.Double ? 34 : 39)) {
            push(p + 1);
            s = S.BeforeAttr;
          }
          break;
        case S.Unquoted:
          if (isSpace(c) || c === 62) {
            push(p);
            if (c === 62) return done(p + 1);
            s = S.BeforeAttr;
          }
          break;
      }
    }
    for (const at of path) this.dead[Math.floor(at / 8)] |= 1 << (at % 8);
    return "eof";
  }

  /** Whether a line of the paragraph holding `index`, up to its own, opens with `<` (an HTML block). */
  private inHtmlParagraph(index: number): boolean {
    if (!this.htmlLines) {
      const starts: number[] = [];
      const html: boolean[] = [];
      let open = false;
      for (let at = 0; at <= this.text.length; ) {
        const nl = this.text.indexOf("\n", at);
        const line = this.text.slice(at, nl < 0 ? this.text.length : nl);
        open = /^\s*$/.test(line) ? false : open || /^ {0,3}</.test(line);
        starts.push(at);
        html.push(open);
        if (nl < 0) break;
        at = nl + 1;
      }
      this.htmlLines = { starts, html };
    }
    const { starts, html } = this.htmlLines;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return html[lo];
  }
}
