// Untrusted issue/PR/comment text is cleaned before the model sees it, so that what the model
// reads is what a maintainer sees on github.com: nothing hidden from people may reach the model.
//
// What sanitize() does, in this order:
// 1. Numeric HTML entities (`&#60;`, `&#x200B;`) are decoded to their character; an entity
//    naming no valid character (0, a surrogate, above U+10FFFF) is removed. Decoding first means
//    an encoded invisible character or an encoded `<!--` meets the same rules as a literal one.
//    Named entities (`&amp;`, `&lt;`) are left as written, and `&#38;` becomes `&amp;` so that
//    sanitising twice gives the same text.
// 2. Invisible characters are removed: zero-width and direction marks U+200B–U+200F, bidi
//    embeddings/overrides U+202A–U+202E, word joiner and invisible operators U+2060–U+2064,
//    bidi isolates U+2066–U+2069, the Arabic letter mark U+061C, the BOM U+FEFF, the soft hyphen
//    U+00AD, fillers that render as nothing (U+034F, U+115F, U+1160, U+17B4, U+17B5, U+180E,
//    U+3164, U+FFA0), variation selectors and Unicode tag characters (U+FE00–U+FE0F,
//    U+E0000–U+E007F, U+E0100–U+E01EF: invisible, yet enough to spell out a whole hidden
//    instruction one character each), and control characters other than tab, line feed and
//    carriage return.
// 3. HTML comments are removed (`<!-->` and `<!--->` count as empty ones, as in HTML), and an
//    unterminated `<!--` removes the rest of the text (GitHub hides it too). Repeated until none
//    is left, so nesting tricks do not leave a comment behind.
// 4. Elements GitHub does not show are removed with their content: any tag carrying a `hidden`
//    attribute, and <script>, <style>, <template>; an element never closed hides the rest of the
//    text, and so does a tag the text ends in when its paragraph is raw HTML. `<details>` stays:
//    people can open it. Tags are read as a browser reads them (html-tags.ts).
// 5. Attributes of hidden text (`alt`, `title`, `aria-*`, `data-*`, `placeholder`) are removed
//    from HTML tags, markdown image alt text is emptied (`![alt](url)` -> `![](url)`), and
//    link/image/reference-definition titles are removed (`[t](url "title")` -> `[t](url)`).
//    URLs and visible link text are kept.

import { TagScanner, type Tag, type Unterminated } from "./html-tags.js";

const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
// C0 controls except \t \n \r, DEL and the C1 range.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const NUMERIC_ENTITY = /&#(?:[xX]([0-9a-fA-F]+)|([0-9]+));/g;
const HIDDEN_ELEMENTS = ["script", "style", "template"];

export function sanitize(text: string): string {
  let out = decodeNumericEntities(text);
  out = out.replace(INVISIBLE, "").replace(CONTROL, "");
  out = removeHtmlComments(out);
  out = removeHiddenElements(out);
  out = stripHiddenTextAttributes(out);
  out = stripMarkdownAltAndTitles(out);
  return out;
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

function removeHtmlComments(text: string): string {
  let prev: string;
  let out = text;
  do {
    prev = out;
    out = removeCommentsOnce(out);
  } while (out !== prev);
  return out;
}

/** One linear pass (a regex would rescan to the end from every unclosed `<!--`). */
function removeCommentsOnce(text: string): string {
  let out = "";
  let at = 0;
  for (;;) {
    const open = text.indexOf("<!--", at);
    if (open < 0) return out + text.slice(at);
    out += text.slice(at, open);
    // `<!-->` and `<!--->` are complete (empty) comments in HTML.
    const rest = text.startsWith(">", open + 4) ? 0 : text.startsWith("->", open + 4) ? 1 : -1;
    if (rest >= 0) {
      at = open + 5 + rest;
      continue;
    }
    const close = text.indexOf("-->", open + 4);
    if (close < 0) return out; // Unterminated: GitHub hides the rest.
    at = close + 3;
  }
}

/**
 * Removes each hidden element with its content, counting nested tags of the same name. Each
 * pass is one left-to-right scan; passes repeat while removals join fragments into new tags.
 */
function removeHiddenElements(text: string): string {
  let prev: string;
  let out = text;
  do {
    prev = out;
    out = removeHiddenOnce(out);
  } while (out !== prev);
  return out;
}

function removeHiddenOnce(text: string): string {
  const tags = new TagScanner(text);
  let out = "";
  let at = 0;
  for (;;) {
    const start = findHiddenOpen(tags, at);
    if (!start) return out + text.slice(at);
    out += text.slice(at, start.start);
    if ("unterminated" in start) return out;
    at = findClose(tags, start);
  }
}

function findHiddenOpen(tags: TagScanner, from: number): Tag | Unterminated | undefined {
  for (let tag = tags.next(from); tag; tag = tags.next(tag.end)) {
    if ("unterminated" in tag) return tag;
    if (tag.closing) continue;
    if (HIDDEN_ELEMENTS.includes(tag.name) || tag.attributes.some((a) => a.name === "hidden")) return tag;
  }
  return undefined;
}

/** Index just past the tag that closes `open`; the text's end if none. */
function findClose(tags: TagScanner, open: Tag): number {
  // A void element has no content. `<div hidden/>` is not closed: HTML ignores the slash there.
  if (VOID.has(open.name)) return open.end;
  let depth = 1;
  for (let tag = tags.next(open.end); tag; tag = tags.next(tag.end)) {
    if ("unterminated" in tag) break;
    if (tag.name !== open.name) continue;
    depth += tag.closing ? -1 : 1;
    if (depth === 0) return tag.end;
  }
  return tags.text.length;
}

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

// Attributes whose values hold text a reader does not see.
const HIDDEN_TEXT_ATTR = /^(?:alt|title|placeholder|aria-.*|data-.*)$/;
const SPACE = /[\t\n\f\r ]/;

function stripHiddenTextAttributes(text: string): string {
  const tags = new TagScanner(text);
  let out = "";
  let at = 0;
  for (let tag = tags.next(0); tag; tag = tags.next(tag.end)) {
    // removeHiddenElements has already removed what an unterminated tag would hide.
    if ("unterminated" in tag) break;
    if (tag.closing) continue;
    for (const attr of tag.attributes) {
      if (!HIDDEN_TEXT_ATTR.test(attr.name)) continue;
      // The space before goes too unless the next attribute would then touch what precedes it.
      let start = attr.start;
      if (!/[^\t\n\f\r />]/.test(text[attr.end] ?? "")) while (start > at && SPACE.test(text[start - 1])) start--;
      out += text.slice(at, start);
      at = attr.end;
    }
  }
  return out + text.slice(at);
}

// A link destination: <...> or a run without spaces that may hold balanced parentheses.
const DEST = String.raw`(<[^<>\n]*>|(?:[^\s()<>]|\([^\s()]*\))+)`;
// A title may hold backslash-escaped quotes.
const QUOTED = String.raw`(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\))`;
const TITLE = String.raw`(?:\s+${QUOTED})?`;
// Link text may hold one level of brackets, e.g. an image inside a link.
const LABEL = String.raw`((?:[^\[\]\\]|\\.|\[(?:[^\[\]\\]|\\.)*\])*)`;
const IMAGE = new RegExp(String.raw`!\[${LABEL}\]\(\s*${DEST}${TITLE}\s*\)`, "g");
const IMAGE_REF = new RegExp(String.raw`!\[${LABEL}\](\[[^\[\]\n]*\])`, "g");
const LINK = new RegExp(String.raw`\[${LABEL}\]\(\s*${DEST}${TITLE}\s*\)`, "g");
const DEFINITION = new RegExp(String.raw`^( {0,3}\[[^\[\]\n]+\]:[ \t]*\n?[ \t]*${DEST})[ \t]*\n?[ \t]*${QUOTED}[ \t]*$`, "gm");

function stripMarkdownAltAndTitles(text: string): string {
  return text
    .replace(IMAGE, (_m, _alt: string, dest: string) => `![](${dest})`)
    .replace(IMAGE_REF, (_m, _alt: string, ref: string) => `![]${ref}`)
    .replace(LINK, (_m, label: string, dest: string) => `[${label}](${dest})`)
    .replace(DEFINITION, (_m, head: string) => head);
}
