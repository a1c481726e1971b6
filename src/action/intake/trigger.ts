// Finding the trigger phrase (`/agent`) in a comment or issue body.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** A line's indentation in columns, a tab reaching the next multiple of 4 (CommonMark). */
function indentOf(line: string): number {
  let col = 0;
  for (const c of line) {
    if (c === " ") col++;
    else if (c === "\t") col += 4 - (col % 4);
    else break;
  }
  return col;
}

// List item markers at a line's start (nested ones too), with the spaces after them.
const LIST_MARKERS = /^(?:[ \t]*(?:[-+*]|\d{1,9}[.)])(?:[ \t]+|$))+/;
const FENCE = /^[ \t]*(`{3,}|~{3,})(.*)$/;
/** A closing fence: a run of the opening fence's character, at least as long, and nothing else. */
const closes = (trimmed: string, run: string) => trimmed.length >= run.length && trimmed === run[0].repeat(trimmed.length);

/**
 * The instruction after the trigger, or undefined when the text does not trigger a run.
 * The trigger must be a whole word at the start of a line (up to three spaces before it),
 * matched case-insensitively, outside code blocks as CommonMark reads them (fenced, also in a
 * list item, and indented); `/agentx` and `foo /agent` do not trigger. The instruction is the
 * rest of that line plus every following line, trimmed; it may be empty (a bare `/agent`).
 */
export function findTrigger(text: string, trigger = "/agent"): string | undefined {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  // Whole word: not followed by a letter, digit, `_`, `-` or `/` (so `/agent-x`, `/agent/x` do not count).
  const re = new RegExp(`^[ \\t]*${escape(trigger)}(?![\\w/-])`, "i");
  let fence: { run: string; list: number } | undefined; // the open fence and its list item's content column
  let list = 0; // content column of the list item the lines are in (0: none)
  let paragraph = false; // an indented line continuing a paragraph is text, not code
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const col = indentOf(line);
    const blank = line.trim() === "";
    if (fence) {
      // A fence in a list item also ends where the item does, at a line indented less than its content.
      if (blank || col >= fence.list) {
        if (!blank && col - fence.list <= 3 && closes(line.trim(), fence.run)) fence = undefined;
        continue;
      }
      fence = undefined;
    }
    if (blank) {
      paragraph = false;
      continue;
    }
    if (col < list && !paragraph) list = 0;
    // Quoted examples in code blocks do not start runs.
    if (!paragraph && col >= list + 4) continue;
    const markers = LIST_MARKERS.exec(line)?.[0] ?? "";
    if (markers) list = indentOf(markers.replace(/[^ \t]/g, " "));
    const f = FENCE.exec(line.slice(markers.length));
    // A backtick fence's info string holds no backticks: "```npm test``` fails" is text.
    if (f && (markers || col - list <= 3) && !(f[1][0] === "`" && f[2].includes("`"))) {
      // A fence is never a lazy continuation: one indented less than the item's text ends the list.
      if (!markers && col < list) list = 0;
      fence = { run: f[1], list };
      paragraph = false;
      continue;
    }
    paragraph = true;
    const m = re.exec(line);
    if (!m) continue;
    const rest = line.slice(m[0].length).replace(/^[ \t]*[:,]/, "");
    return [rest, ...lines.slice(i + 1)].join("\n").trim();
  }
  return undefined;
}

/** Like findTrigger, but only when the text begins with the trigger (blank lines before it allowed). */
export function findLeadingTrigger(text: string, trigger = "/agent"): string | undefined {
  const trimmed = text.replace(/^\s*\n/, "");
  const firstLine = trimmed.split(/\r?\n/, 1)[0];
  if (findTrigger(firstLine, trigger) === undefined) return undefined;
  return findTrigger(trimmed, trigger);
}

/** `<trigger> stop`: ends a running agent (read by its comment watch); on its own it does nothing. */
export const isStopCommand = (instruction: string) => /^stop\s*$/i.test(instruction);
