import type { ToolResultMessage } from "../ai/types.js";
import { editDiffHtml } from "./html-diff.js";
import { contentHtml, esc, foldedText } from "./html-text.js";

// One tool call with its arguments and, right under it, its result.

/** Arguments shown by a renderer of their own rather than as `key value` in the heading. */
const OWN_BLOCK: Record<string, string[]> = {
  bash: ["command"],
  edit: ["edits", "oldText", "newText"],
  write: ["content"],
};

const isShort = (v: unknown) => (typeof v === "number" || typeof v === "boolean" || (typeof v === "string" && v.length <= 120 && !v.includes("\n")));

function argumentsHtml(name: string, args: Record<string, unknown>): { inline: string; blocks: string } {
  const own = OWN_BLOCK[name] ?? [];
  let inline = "";
  let blocks = "";
  for (const [key, value] of Object.entries(args)) {
    if (own.includes(key)) continue;
    if (isShort(value)) inline += ` <span class="arg"><span class="key">${esc(key)}</span> <code>${esc(value)}</code></span>`;
    else blocks += `<div class="arg"><span class="key">${esc(key)}</span>${foldedText(typeof value === "string" ? value : JSON.stringify(value, null, 2), "args")}</div>`;
  }
  if (name === "bash" && typeof args.command === "string") blocks = foldedText(`$ ${args.command}`, "cmd") + blocks;
  if (name === "write" && typeof args.content === "string") {
    const lines = args.content.split("\n").length;
    blocks += `<details class="content"><summary>content (${lines} line${lines === 1 ? "" : "s"})</summary><pre class="args">${esc(args.content)}</pre></details>`;
  }
  return { inline, blocks };
}

function resultHtml(result: ToolResultMessage | undefined): string {
  if (!result) return `<div class="result missing">no result recorded (the run stopped before the tool finished)</div>`;
  const body = contentHtml(result.content, (t) => foldedText(t));
  return `<div class="result${result.isError ? " error" : ""}">${result.isError ? `<span class="badge">error</span>` : ""}${body || `<p class="note">(no output)</p>`}</div>`;
}

/** A tool call from an assistant message; `result` is its toolResult message when one was recorded. */
export function toolCallHtml(call: Record<string, unknown>, result: ToolResultMessage | undefined): string {
  const name = typeof call.name === "string" ? call.name : "tool";
  const args = call.arguments && typeof call.arguments === "object" && !Array.isArray(call.arguments) ? (call.arguments as Record<string, unknown>) : {};
  const { inline, blocks } = argumentsHtml(name, args);
  const diff = name === "edit" ? editDiffHtml(args, result?.details) : "";
  const error = result?.isError ? " error" : "";
  return `<div class="tool${error}"><div class="tool-head"><span class="tool-name">${esc(name)}</span>${inline}</div>${blocks}${diff}${resultHtml(result)}</div>`;
}

/** A tool result whose call is not on the page (a damaged or hand-edited file). */
export function orphanResultHtml(result: ToolResultMessage): string {
  return toolCallHtml({ name: result.toolName, arguments: {} }, result);
}
