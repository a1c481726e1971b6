import type { ImageContent, Message, TextContent, UserMessage } from "../ai/types.js";
import { branchSummaryMessage, compactionSummaryMessage } from "./compaction-prompts.js";
import type { BashExecutionMessage, CompactionEntry, SessionEntry, StoredMessage, ThinkingLevelChangeEntry } from "./types.js";

// What the model sees when a session is resumed (reference §4.5; pi 0.73.1 buildSessionContext
// followed by convertToLlm): the path from the leaf to the root, cut at the latest compaction.

export type SessionThinkingLevel = ThinkingLevelChangeEntry["thinkingLevel"];

export interface SessionContext {
  messages: Message[];
  /** Last model_change or assistant message on the path. */
  model?: { provider: string; modelId: string };
  /** Last thinking_level_change on the path; "off" without one. May be pi's "xhigh". */
  thinkingLevel: SessionThinkingLevel;
}

/** pi's bashExecutionToText: how a user's `!cmd` reaches the model. */
export function bashExecutionToText(m: BashExecutionMessage): string {
  let text = `Ran \`${m.command}\`\n`;
  text += m.output ? `\`\`\`\n${m.output}\n\`\`\`` : "(no output)";
  if (m.cancelled) text += "\n\n(command cancelled)";
  else if (m.exitCode !== null && m.exitCode !== undefined && m.exitCode !== 0) text += `\n\nCommand exited with code ${m.exitCode}`;
  if (m.truncated && m.fullOutputPath) text += `\n\n[Output truncated. Full output: ${m.fullOutputPath}]`;
  return text;
}

function userText(text: string, timestamp: number): UserMessage {
  return { role: "user", content: [{ type: "text", text }], timestamp };
}

function customContent(content: string | (TextContent | ImageContent)[]): (TextContent | ImageContent)[] {
  return typeof content === "string" ? [{ type: "text", text: content }] : content;
}

const time = (iso: string) => new Date(iso).getTime();

/** A stored message as the model sees it (pi's convertToLlm); undefined when it is not sent. */
export function toLlmMessage(m: StoredMessage): Message | undefined {
  switch (m.role) {
    case "user":
    case "assistant":
    case "toolResult":
      return m;
    case "bashExecution":
      return m.excludeFromContext ? undefined : userText(bashExecutionToText(m), m.timestamp);
    case "custom":
      return { role: "user", content: customContent(m.content), timestamp: m.timestamp };
    case "branchSummary":
      return branchSummaryMessage(m.summary, m.timestamp);
    case "compactionSummary":
      return compactionSummaryMessage(m.summary, m.timestamp);
    default:
      // A role from a newer pi: not something the model can be given.
      return undefined;
  }
}

/** The model message an entry contributes, if any. */
function entryMessage(entry: SessionEntry): Message | undefined {
  switch (entry.type) {
    case "message":
      return toLlmMessage(entry.message as StoredMessage);
    case "custom_message":
      return { role: "user", content: customContent(entry.content), timestamp: time(entry.timestamp) };
    case "branch_summary":
      // pi drops a branch summary with an empty text.
      return entry.summary ? branchSummaryMessage(entry.summary, entry.timestamp) : undefined;
    default:
      return undefined;
  }
}

/** Entries from the root to `leaf`, following parentId (a cycle in a damaged file ends the walk). */
export function pathTo(byId: Map<string, SessionEntry>, leaf: SessionEntry): SessionEntry[] {
  const path: SessionEntry[] = [];
  const seen = new Set<string>();
  let current: SessionEntry | undefined = leaf;
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.push(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path.reverse();
}

/** The model and thinking level a path sets, its last model_change or assistant message and its last thinking_level_change. */
export type PathSettings = Pick<SessionContext, "model" | "thinkingLevel">;

const NO_SETTINGS: PathSettings = { thinkingLevel: "off" };

/** The settings at the end of `path`, starting from `before` (those of the entries that precede it). */
export function pathSettings(path: readonly SessionEntry[], before: PathSettings = NO_SETTINGS): PathSettings {
  let { model, thinkingLevel } = before;
  for (const entry of path) {
    if (entry.type === "thinking_level_change") thinkingLevel = entry.thinkingLevel;
    else if (entry.type === "model_change") model = { provider: entry.provider, modelId: entry.modelId };
    else if (entry.type === "message" && entry.message.role === "assistant") model = { provider: entry.message.provider, modelId: entry.message.model };
  }
  return { ...(model ? { model } : {}), thinkingLevel };
}

/**
 * Rebuilds the model context at `leafId`: null means "before the first entry" (empty context);
 * undefined, or an id not in the file, means the last entry (as pi does). `before` holds the
 * settings of the path's entries that `entries` no longer has (SessionStore.forgetCompacted).
 */
export function buildSessionContext(entries: readonly SessionEntry[], leafId?: string | null, before: PathSettings = NO_SETTINGS): SessionContext {
  if (leafId === null) return { messages: [], thinkingLevel: "off" };
  const byId = new Map<string, SessionEntry>();
  for (const e of entries) byId.set(e.id, e);
  const leaf = (leafId !== undefined ? byId.get(leafId) : undefined) ?? entries[entries.length - 1];
  if (!leaf) return { messages: [], thinkingLevel: "off" };

  const path = pathTo(byId, leaf);
  const { model, thinkingLevel } = pathSettings(path, before);
  const compactionIndex = path.findLastIndex((e) => e.type === "compaction");

  const messages: Message[] = [];
  const add = (entry: SessionEntry) => {
    const m = entryMessage(entry);
    if (m) messages.push(m);
  };
  if (compactionIndex === -1) {
    path.forEach(add);
  } else {
    const compaction = path[compactionIndex] as CompactionEntry;
    messages.push(compactionSummaryMessage(compaction.summary, compaction.timestamp));
    // Kept entries: from firstKeptEntryId up to the compaction (none if that id is not on the path).
    const firstKept = path.findIndex((e, i) => i < compactionIndex && e.id === compaction.firstKeptEntryId);
    if (firstKept !== -1) path.slice(firstKept, compactionIndex).forEach(add);
    path.slice(compactionIndex + 1).forEach(add);
  }
  return { messages, ...(model ? { model } : {}), thinkingLevel };
}
