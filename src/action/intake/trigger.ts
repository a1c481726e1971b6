// Finding the trigger phrase (`/agent`) in a comment or issue body.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The instruction after the trigger, or undefined when the text does not trigger a run.
 * The trigger must be a whole word at the start of a line (spaces before it are allowed),
 * matched case-insensitively, outside fenced code blocks; `/agentx` and `foo /agent` do not
 * trigger. The instruction is the rest of that line plus every following line, trimmed; it may
 * be empty (a bare `/agent`).
 */
export function findTrigger(text: string, trigger = "/agent"): string | undefined {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  // Whole word: not followed by a letter, digit, `_`, `-` or `/` (so `/agent-x`, `/agent/x` do not count).
  const re = new RegExp(`^[ \\t]*${escape(trigger)}(?![\\w/-])`, "i");
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    // Quoted examples in code blocks do not start runs.
    const f = /^[ \t]*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (!fence) fence = f[1];
      else if (f[1][0] === fence[0] && f[1].length >= fence.length) fence = undefined;
      continue;
    }
    if (fence) continue;
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
