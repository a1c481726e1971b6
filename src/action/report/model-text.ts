// The model's own words, made safe to post in a comment: it may quote or invent @mentions and
// issue references, which GitHub would turn into notifications and cross-references on other
// issues, and HTML comments or <details> tags, which could hide the rest of the comment or forge
// the action's own hidden markers. Code (fenced or inline) is left as written: nothing links there.

const ZWSP = "\u200B";

/** A line ending as CommonMark reads one: a lone CR too ("`a\r\r@b`" is no code span on GitHub). */
export const LINE_BREAK = /\r\n?|\n/g;

/** `@login`, `@org/team`, `#12`, `owner/repo#12` and `GH-12` no longer link; `<!--` and details/summary tags show as text. */
export function inert(text: string): string {
  let fence: string | undefined;
  return text
    .split(LINE_BREAK)
    .map((line) => {
      const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (opening && opening[0] === fence[0] && opening.length >= fence.length && line.trim() === opening) fence = undefined;
        return line;
      }
      if (opening && !(opening[0] === "`" && line.slice(line.indexOf(opening) + opening.length).includes("`"))) {
        fence = opening;
        return line;
      }
      return outsideCodeSpans(line, quiet);
    })
    .join("\n");
}

function quiet(text: string): string {
  return text
    .replace(/(^|[^\w@/.+-])@(?=[A-Za-z0-9])/g, `$1@${ZWSP}`)
    .replace(/(^|[\s(\[{"'*_~>,;:!?])#(?=\d)/g, `$1#${ZWSP}`)
    .replace(/(^|[\s(\[{"'*_~>])([\w.-]+\/[\w.-]+)#(?=\d)/g, `$1$2#${ZWSP}`)
    .replace(/(^|[^\w])(GH-)(?=\d)/gi, `$1$2${ZWSP}`)
    .replace(/<(!--|\/?(?:details|summary)\b)/gi, "&lt;$1");
}

/** Applies `f` to the parts of `line` outside inline code spans (a run of n backticks up to the next run of exactly n). */
function outsideCodeSpans(line: string, f: (s: string) => string): string {
  let out = "";
  let from = 0;
  const runs = /`+/g;
  for (let open = runs.exec(line); open; open = runs.exec(line)) {
    const close = new RegExp(`(?<!\`)${open[0]}(?!\`)`, "g");
    close.lastIndex = open.index + open[0].length;
    const end = close.exec(line);
    if (!end) break;
    out += f(line.slice(from, open.index)) + line.slice(open.index, end.index + end[0].length);
    from = runs.lastIndex = end.index + end[0].length;
  }
  return out + f(line.slice(from));
}
