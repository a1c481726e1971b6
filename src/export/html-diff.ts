import { diffLines } from "diff";
import { prepareEditArguments } from "../tools/edit.js";
import { esc, foldLines } from "./html-text.js";

// An edit call as a coloured diff. The tool's own result carries pi's numbered diff of the whole
// file (`details.diff`); a failed or interrupted edit has none, so its arguments are diffed instead.

type LineKind = "add" | "del" | "ctx" | "gap";

const line = (kind: LineKind, text: string) => `<span class="${kind}">${esc(text)}</span>`;
const wrap = (html: string) => `<pre class="diff">${html}</pre>`;

/** pi's numbered diff: `+<n> text`, `-<n> text`, ` <n> text`, and ` <pad> ...` for a gap. */
function numberedDiff(diff: string): string[] {
  return diff.split("\n").map((l) => line(l.startsWith("+") ? "add" : l.startsWith("-") ? "del" : /^\s+\.\.\.$/.test(l) ? "gap" : "ctx", l));
}

/** One oldText -> newText replacement as unified-diff lines. */
function replacementDiff(oldText: string, newText: string): string[] {
  const out: string[] = [];
  for (const part of diffLines(oldText, newText)) {
    const lines = part.value.split("\n");
    if (lines[lines.length - 1] === "") lines.pop();
    const [kind, sign]: [LineKind, string] = part.added ? ["add", "+"] : part.removed ? ["del", "-"] : ["ctx", " "];
    for (const l of lines) out.push(line(kind, sign + l));
  }
  return out;
}

/** The diff of an edit call: from its result's details when there, else from its arguments. */
export function editDiffHtml(args: unknown, details: unknown): string {
  const recorded = (details as { diff?: unknown } | undefined)?.diff;
  if (typeof recorded === "string" && recorded) return foldLines(numberedDiff(recorded), wrap, 60, 40);
  const prepared = prepareEditArguments(args && typeof args === "object" ? { ...args } : args) as { edits?: unknown };
  const edits = Array.isArray(prepared?.edits) ? prepared.edits : [];
  const lines: string[] = [];
  for (const [i, edit] of edits.entries()) {
    const { oldText, newText } = (edit ?? {}) as { oldText?: unknown; newText?: unknown };
    if (typeof oldText !== "string" || typeof newText !== "string") continue;
    if (edits.length > 1) lines.push(line("gap", `@@ edit ${i + 1} of ${edits.length} @@`));
    lines.push(...replacementDiff(oldText, newText));
  }
  return lines.length > 0 ? foldLines(lines, wrap, 60, 40) : "";
}
