// The model's own words, made safe to post in a comment: it may quote or invent @mentions and
// issue references, which GitHub would turn into notifications and cross-references on other
// issues, and HTML comments or tags (<details>, <rp>…), which could hide the rest of the comment or
// forge the action's own hidden markers. Code (fenced or inline) is left as written: nothing links there.

const ZWSP = "\u200B";

/** A line ending as CommonMark reads one: a lone CR too ("`a\r\r@b`" is no code span on GitHub). */
export const LINE_BREAK = /\r\n?|\n/g;

/** `@login`, `@org/team`, `#12`, `owner/repo#12` and `GH-12` no longer link (nor their character references); HTML tags and comments show as text. */
export function inert(text: string): string {
  let fence: string | undefined;
  // A code span may reach over lines of a paragraph: after a line whose backticks GitHub may pair
  // otherwise, no span is trusted until a blank line ends the paragraph.
  let doubt = false;
  // And no address is linked while a "[" before it in the paragraph may still be open.
  let bracket = false;
  const lines = text
    .split(LINE_BREAK)
    .map((line) => {
      const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (opening && opening[0] === fence[0] && opening.length >= fence.length && line.trim() === opening) fence = undefined;
        return line;
      }
      if (opening && !(opening[0] === "`" && line.slice(line.indexOf(opening) + opening.length).includes("`"))) {
        [fence, doubt, bracket] = [opening, false, false];
        return line;
      }
      if (/^[ \t]*$/.test(line)) [doubt, bracket] = [false, false];
      const [before, first] = [bracket, line.indexOf("[")];
      bracket ||= first >= 0;
      if (doubt) return quiet(line, before);
      const spans = outsideCodeSpans(line, (s, at) => quiet(s, before || (first >= 0 && first < at)));
      doubt = spans.doubt;
      return spans.text;
    });
  // A fence left open (an answer cut at the output limit, say) would make code of all that follows
  // it in a description or review: the pull request's "Closes #N", its warnings, the coverage line.
  if (fence) lines.push(fence);
  return lines.join("\n");
}

/**
 * Text inert() made, cut to `max` characters. A cut before a code span's closing backticks leaves
 * no span, and what it held live: the line the cut goes through is quieted whole.
 */
export function cutInert(text: string, max: number): string {
  if (text.length <= max) return text;
  const line = text.lastIndexOf("\n", max - 1) + 1;
  let cut = text.slice(0, line) + quiet(text.slice(line, max), true).slice(0, max - line);
  // Never half a surrogate pair: GitHub refuses text that is not valid Unicode.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut;
}

// A web address GitHub links whole: left as it is (a ZWSP would break it, and nothing in a link pings).
const URL = /(?<![A-Za-z])(?:https?:\/\/|www\.)[A-Za-z0-9][A-Za-z0-9.-]*(?:[/?#:][^\s<>]*)?/g;
// GitHub links "@login" after any non-word character, and "#12" after anything ("owner#12" is a
// fork's issue, or this repository's when it is its owner's), in the text as rendered: an escape,
// a link or a table cell can leave either at the start of a text.
const MENTION = /(^|\W)@(?=[A-Za-z0-9])/g;

/**
 * inert() for text GitHub shows as written, not as markdown (a commit message, a title): nothing
 * there is code, so every mention and issue reference goes, in backticks or not.
 */
export function inertPlain(text: string): string {
  return unlinked(text, false, false);
}

// "Fixes https://github.com/o/r/issues/3" closes #3 as surely as "Fixes #3" does: the keyword gets
// a ZWSP, and the address stays a link.
const CLOSING = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)(?=:?\s+(?:<|\[[^\]]*\]\()?https?:\/\/[^\s<>)]*\/(?:issues|pull)\/\d)/gi;

/** `bracket`: a "[" before `text` may still be open; cmark-gfm links no address then, nor after one in `text`. */
function unlinked(text: string, bracket: boolean, markdown = true): string {
  const t = text.replace(CLOSING, (keyword) => `${keyword[0]}${ZWSP}${keyword.slice(1)}`);
  const at = markdown ? t.indexOf("[") : -1;
  const opened = bracket ? 0 : at >= 0 ? at : Infinity;
  let out = "";
  let from = 0;
  // Split at the addresses, not looking behind each "#" or "@" for one: that took seconds on a long line.
  for (const url of t.matchAll(URL)) {
    if (url.index >= opened) break;
    out += unlinkedWords(t.slice(from, url.index)) + url[0];
    from = url.index + url[0].length;
  }
  return out + unlinkedWords(t.slice(from));
}

const unlinkedWords = (text: string) =>
  text
    .replace(MENTION, `$1@${ZWSP}`)
    .replace(/#(?=\d)/g, `#${ZWSP}`)
    .replace(/(^|[^\w])(GH-)(?=\d)/gi, `$1$2${ZWSP}`);

function quiet(text: string, bracket: boolean): string {
  // A character reference would bring back what this takes away ("&#64;mona", "&num;12"): it shows as written.
  return unlinked(text.replace(/&(?=#\d|#[xX][0-9a-fA-F]|(?:commat|num|fjlig);)/g, "&amp;"), bracket)
    // No HTML tag at all: <rp>, "<?" or "<!X" (a bogus comment up to the next ">") or nested <sub>
    // hide what follows as surely as "<!--" and <details> do, and a tag on its own line starts a
    // block in which nothing is code. An autolink (<https://…>) is no tag.
    .replace(/<(?=[A-Za-z/!?])(?![A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*>)/g, "&lt;");
}

/**
 * Applies `f` to the parts of `line` outside inline code spans (a run of n backticks up to the next
 * run of exactly n). From a run GitHub may pair otherwise on, the rest of the line is text, and
 * `doubt` says the lines after it may be too.
 */
function outsideCodeSpans(line: string, f: (s: string, at: number) => string): { text: string; doubt: boolean } {
  let out = "";
  let from = 0;
  const runs = /`+/g;
  for (let open = runs.exec(line); open; open = runs.exec(line)) {
    const close = new RegExp(`(?<!\`)${open[0]}(?!\`)`, "g");
    close.lastIndex = open.index + open[0].length;
    const end = close.exec(line);
    const before = line.slice(from, open.index);
    // Unclosed, it may close on a later line; after a backslash it opens nothing; an autolink or a
    // link's destination takes the backtick first; a table splits its cells at the pipe first.
    const doubtful = !end || /(?<!\\)(?:\\\\)*\\$/.test(before) || /<[^>]*$/.test(before) || /\]\([^)]*$/.test(before) || line.slice(open.index, end.index).includes("|");
    if (doubtful) return { text: out + f(line.slice(from), from), doubt: true };
    out += f(before, from) + line.slice(open.index, end.index + end[0].length);
    from = runs.lastIndex = end.index + end[0].length;
  }
  const rest = line.slice(from);
  // A link's destination may go on on the next line.
  return { text: out + f(rest, from), doubt: /\]\([^)]*$/.test(rest) };
}
