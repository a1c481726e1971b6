import type { AssistantMessage, ToolResultMessage } from "../ai/types.js";
import { pathTo } from "../session/session-context.js";
import type { SessionEntry, SessionHeader, StoredMessage } from "../session/types.js";
import { STYLE } from "./html-style.js";
import { contentHtml, esc, foldedText } from "./html-text.js";
import { orphanResultHtml, toolCallHtml } from "./html-tools.js";

// The page shows the current branch, the path from the last entry back to the root, as pi's
// session context does: that is the conversation as the model last saw it. Entries of abandoned
// branches are counted in the heading but not shown, so the page reads as one conversation.

export interface HtmlExportOptions {
  /** The entry whose branch is shown; default the last entry, as pi resumes a session. */
  leafId?: string | null;
}

interface Totals {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
  cost: number;
  /** Turns whose model had no prices: their cost is unknown, not $0. */
  unpriced: number;
  turns: number;
  toolCalls: number;
}

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const tokens = (n: number) => n.toLocaleString("en-US");
const dollars = (n: number) => `$${n.toFixed(4)}`;
const when = (iso: unknown) => esc(String(iso ?? "").replace("T", " ").replace(/(\.\d+)?Z$/, " UTC"));
const blocks = (content: unknown): { type?: unknown; [k: string]: unknown }[] => (Array.isArray(content) ? content.filter((b) => b && typeof b === "object") : []);

/**
 * A turn's cost in dollars; undefined when it used tokens and cost nothing, which is a model
 * without prices (the stream prices every token a priced model counts, partial replies too).
 */
function costOf(u: AssistantMessage["usage"] | undefined): number | undefined {
  const cost = num(u?.cost?.total);
  return cost === 0 && num(u?.input) + num(u?.output) + num(u?.cacheRead) + num(u?.cacheWrite) > 0 ? undefined : cost;
}

function usageHtml(m: AssistantMessage): string {
  const u = m.usage;
  if (!u || typeof u !== "object") return "";
  const parts = [`in ${tokens(num(u.input))}`, `out ${tokens(num(u.output))}`, `cache read ${tokens(num(u.cacheRead))}`, `cache write ${tokens(num(u.cacheWrite))}`];
  const cost = costOf(u);
  return `<span class="usage">${parts.join(" · ")} · ${cost === undefined ? "cost unknown (no prices)" : dollars(cost)}</span>`;
}

function totalCostHtml(t: Totals): string {
  if (t.unpriced === 0) return dollars(t.cost);
  if (t.cost === 0) return "unknown (the model has no prices)";
  return `${dollars(t.cost)}, and unknown for ${t.unpriced} turn${t.unpriced === 1 ? "" : "s"} (no prices)`;
}

function msgHtml(cls: string, role: string, timestamp: unknown, body: string, extra = ""): string {
  return `<section class="msg ${cls}"><header><span class="role">${role}</span>${extra}<time>${when(timestamp)}</time></header>${body}</section>`;
}

function assistantHtml(m: AssistantMessage, timestamp: unknown, results: Map<string, ToolResultMessage>): string {
  let body = "";
  for (const b of blocks(m.content)) {
    if (b.type === "text" && typeof b.text === "string" && b.text) body += `<div class="text">${esc(b.text)}</div>`;
    else if (b.type === "thinking") {
      if (b.redacted) body += `<details class="thinking"><summary>Thinking (redacted by the provider)</summary></details>`;
      else if (typeof b.thinking === "string" && b.thinking.trim()) body += `<details class="thinking"><summary>Thinking</summary><pre>${esc(b.thinking)}</pre></details>`;
    } else if (b.type === "toolCall") body += toolCallHtml(b, results.get(String(b.id)));
  }
  const error = m.stopReason === "error";
  if (error) body += `<p class="error-msg"><span class="badge">error</span> ${esc(m.errorMessage ?? "the model request failed")}</p>`;
  else if (m.stopReason === "aborted") body += `<p class="note">Aborted${m.errorMessage ? `: ${esc(m.errorMessage)}` : ""}</p>`;
  else if (m.stopReason === "length") body += `<p class="note">The reply was cut off at the output token limit.</p>`;
  const model = `<span>${esc(m.provider)}/${esc(m.model)}</span>${usageHtml(m)}`;
  return msgHtml(`assistant${error ? " error" : ""}`, "Assistant", timestamp, body, model);
}

function messageHtml(m: StoredMessage, timestamp: unknown, results: Map<string, ToolResultMessage>, called: Set<string>): string {
  switch (m.role) {
    case "user":
      return msgHtml("user", "User", timestamp, contentHtml(m.content));
    case "assistant":
      return assistantHtml(m, timestamp, results);
    case "toolResult":
      // Shown under its call; only a result without one stands alone.
      return called.has(m.toolCallId) ? "" : msgHtml("tool-result", "Tool result", timestamp, orphanResultHtml(m));
    case "bashExecution": {
      const code = m.cancelled ? "cancelled" : m.exitCode === null || m.exitCode === undefined ? "" : `exit code ${num(m.exitCode)}`;
      const body = foldedText(`$ ${m.command}`, "cmd") + (m.output ? foldedText(m.output) : `<p class="note">(no output)</p>`);
      return msgHtml("user", "User ran a command", timestamp, body, code ? `<span>${esc(code)}</span>` : "");
    }
    case "custom":
      return m.display ? msgHtml("custom", esc(m.customType), timestamp, contentHtml(m.content)) : "";
    case "branchSummary":
      return msgHtml("summary", "Branch summary", timestamp, foldedText(m.summary));
    case "compactionSummary":
      return msgHtml("summary", "Compaction summary", timestamp, foldedText(m.summary));
    default:
      return `<p class="note">[a ${esc((m as { role?: unknown }).role)} message, not shown]</p>`;
  }
}

function entryHtml(e: SessionEntry, results: Map<string, ToolResultMessage>, called: Set<string>): string {
  switch (e.type) {
    case "message":
      return e.message && typeof e.message === "object" ? messageHtml(e.message as StoredMessage, e.timestamp, results, called) : "";
    case "model_change":
      return `<p class="event">Model: <code>${esc(e.provider)}/${esc(e.modelId)}</code></p>`;
    case "thinking_level_change":
      return `<p class="event">Thinking level: <code>${esc(e.thinkingLevel)}</code></p>`;
    case "compaction":
      return msgHtml("summary", "Context compacted", e.timestamp, foldedText(String(e.summary ?? "")), `<span>${tokens(num(e.tokensBefore))} tokens summarised</span>`);
    case "branch_summary":
      return e.summary ? msgHtml("summary", "Branch summary", e.timestamp, foldedText(String(e.summary))) : "";
    case "custom_message":
      return e.display ? msgHtml("custom", esc(e.customType), e.timestamp, contentHtml(e.content)) : "";
    default:
      // custom (extension state), label and session_info entries are not part of the conversation.
      return "";
  }
}

function totalsOf(path: SessionEntry[]): Totals {
  const t: Totals = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, cost: 0, unpriced: 0, turns: 0, toolCalls: 0 };
  for (const e of path) {
    if (e.type !== "message" || e.message?.role !== "assistant") continue;
    const u = e.message.usage;
    t.turns++;
    t.toolCalls += blocks(e.message.content).filter((b) => b.type === "toolCall").length;
    t.input += num(u?.input);
    t.output += num(u?.output);
    t.cacheRead += num(u?.cacheRead);
    t.cacheWrite += num(u?.cacheWrite);
    const cost = costOf(u);
    if (cost === undefined) t.unpriced++;
    else t.cost += cost;
  }
  return t;
}

/** One self-contained HTML page for a session: no network requests, all styles inline. */
export function sessionToHtml(header: SessionHeader, entries: readonly SessionEntry[], options: HtmlExportOptions = {}): string {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const leaf = (options.leafId ? byId.get(options.leafId) : undefined) ?? entries[entries.length - 1];
  const path = leaf ? pathTo(byId, leaf) : [];

  const results = new Map<string, ToolResultMessage>();
  const called = new Set<string>();
  const models = new Set<string>();
  let name: string | undefined;
  for (const e of path) {
    if (e.type === "session_info" && e.name) name = String(e.name);
    if (e.type !== "message" || !e.message) continue;
    const m = e.message;
    if (m.role === "toolResult") results.set(m.toolCallId, m);
    if (m.role !== "assistant") continue;
    models.add(`${m.provider}/${m.model}`);
    for (const b of blocks(m.content)) if (b.type === "toolCall") called.add(String(b.id));
  }
  const t = totalsOf(path);

  const facts: [string, string][] = [
    ["Session", esc(header.id)],
    ["Directory", `<code>${esc(header.cwd)}</code>`],
    ["Started", when(header.timestamp)],
  ];
  if (header.parentSession) facts.push(["Forked from", `<code>${esc(header.parentSession)}</code>`]);
  if (models.size > 0) facts.push(["Model", [...models].map((m) => `<code>${esc(m)}</code>`).join(", ")]);
  facts.push(["Turns", `${t.turns} (${t.toolCalls} tool call${t.toolCalls === 1 ? "" : "s"})`]);
  facts.push(["Tokens", `<span class="usage">in ${tokens(t.input)} · out ${tokens(t.output)} · cache read ${tokens(t.cacheRead)} · cache write ${tokens(t.cacheWrite)}</span>`]);
  facts.push(["Cost", `<span class="usage">${totalCostHtml(t)}</span>`]);
  if (path.length < entries.length) facts.push(["Shown", `the current branch: ${path.length} of ${entries.length} entries`]);

  const body = path
    .map((e) => {
      try {
        return entryHtml(e, results, called);
      } catch {
        return `<p class="note">[entry ${esc(e.id)} could not be shown]</p>`;
      }
    })
    .join("\n");
  const title = esc(name ?? `Session ${header.id}`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${title}</h1>
<dl class="facts">${facts.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl></header>
<main>
${body}
</main>
</body>
</html>
`;
}
