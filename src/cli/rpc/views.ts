import type { AssistantMessage, Message, Model } from "../../ai/types.js";
import type { LoadedContext } from "../../context/index.js";
import type { AgentSession } from "../../session/agent-session.js";
import type { SessionStore } from "../../session/session-store.js";
import { contextTokensFromUsage, estimateContextTokens } from "../../session/token-estimate.js";
import type { SessionEntry, StoredMessage } from "../../session/types.js";

// What RPC queries answer, in pi's shapes (docs/rpc.md "Types", agent-session getSessionStats).

const epoch = (iso: string) => new Date(iso).getTime();

/**
 * pi's AgentMessages at the leaf (its buildSessionContext before convertToLlm): the path cut at
 * the latest compaction, keeping pi's own roles (bashExecution, custom, compactionSummary, ...).
 */
export function agentMessages(store: SessionStore): StoredMessage[] {
  const path = store.currentPath();
  const out: StoredMessage[] = [];
  const add = (e: SessionEntry) => {
    if (e.type === "message") out.push(e.message as StoredMessage);
    else if (e.type === "custom_message") out.push({ role: "custom", customType: e.customType, content: e.content, display: e.display, details: e.details, timestamp: epoch(e.timestamp) });
    else if (e.type === "branch_summary" && e.summary) out.push({ role: "branchSummary", summary: e.summary, fromId: e.fromId, timestamp: epoch(e.timestamp) });
  };
  const c = path.findLastIndex((e) => e.type === "compaction");
  if (c === -1) {
    path.forEach(add);
    return out;
  }
  const compaction = path[c] as Extract<SessionEntry, { type: "compaction" }>;
  out.push({ role: "compactionSummary", summary: compaction.summary, tokensBefore: compaction.tokensBefore, timestamp: epoch(compaction.timestamp) });
  const kept = path.findIndex((e, i) => i < c && e.id === compaction.firstKeptEntryId);
  if (kept !== -1) path.slice(kept, c).forEach(add);
  path.slice(c + 1).forEach(add);
  return out;
}

/** The model as pi's RPC shows it, without header values (they may hold secrets). */
export function publicModel(model: Model): Omit<Model, "headers"> {
  const { headers: _headers, ...rest } = model;
  return rest;
}

export function sessionName(store: SessionStore): string | undefined {
  return store.lastEntryOf("session_info")?.name;
}

/** pi's getLastAssistantText: the last reply's text, skipping an aborted empty one; null if none. */
export function lastAssistantText(messages: readonly Message[]): string | null {
  const last = messages.findLast((m): m is AssistantMessage => m.role === "assistant" && !(m.stopReason === "aborted" && m.content.length === 0));
  if (!last) return null;
  const text = last.content.map((c) => (c.type === "text" ? c.text : "")).join("").trim();
  return text || null;
}

/** pi's contextUsage: unknown (null) after a compaction until a reply reports fresh usage. */
function contextUsage(session: AgentSession, path: SessionEntry[]) {
  const contextWindow = session.model.contextWindow;
  if (!(contextWindow > 0)) return undefined;
  const c = path.findLastIndex((e) => e.type === "compaction");
  if (c !== -1) {
    const reply = path
      .slice(c + 1)
      .findLast((e) => e.type === "message" && e.message.role === "assistant" && e.message.stopReason !== "aborted" && e.message.stopReason !== "error");
    const usage = reply?.type === "message" && reply.message.role === "assistant" ? reply.message.usage : undefined;
    if (!usage || contextTokensFromUsage(usage) <= 0) return { tokens: null, contextWindow, percent: null };
  }
  const tokens = estimateContextTokens(session.agent.messages).tokens;
  return { tokens, contextWindow, percent: (tokens / contextWindow) * 100 };
}

/** pi's getSessionStats. */
export function sessionStats(session: AgentSession) {
  const store = session.store;
  const messages = agentMessages(store);
  const tokens = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 };
  let cost = 0;
  let toolCalls = 0;
  for (const m of messages) {
    if (m.role !== "assistant") continue;
    toolCalls += m.content.filter((c) => c.type === "toolCall").length;
    tokens.input += m.usage.input;
    tokens.output += m.usage.output;
    tokens.cacheRead += m.usage.cacheRead;
    tokens.cacheWrite += m.usage.cacheWrite;
    cost += m.usage.cost.total;
  }
  tokens.total = tokens.input + tokens.output + tokens.cacheRead + tokens.cacheWrite;
  return {
    sessionFile: store.path,
    sessionId: store.id,
    userMessages: messages.filter((m) => m.role === "user").length,
    assistantMessages: messages.filter((m) => m.role === "assistant").length,
    toolCalls,
    toolResults: messages.filter((m) => m.role === "toolResult").length,
    totalMessages: messages.length,
    tokens,
    cost,
    contextUsage: contextUsage(session, store.currentPath()),
  };
}

/** get_commands: prompt templates and skills, invoked through `prompt` as `/name`. */
export function commandList(context: Pick<LoadedContext, "skills" | "templates">) {
  return [
    ...context.templates.map((t) => ({ name: t.name, description: t.description, source: "prompt", location: t.source, path: t.filePath })),
    ...context.skills.map((s) => ({ name: `skill:${s.name}`, description: s.description, source: "skill", location: s.source, path: s.filePath })),
  ];
}
