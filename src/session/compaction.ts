import type { AssistantMessage, Context, Message, Model, ThinkingLevel } from "../ai/types.js";
import {
  branchSummaryMessage,
  serializeConversation,
  SUMMARIZATION_PROMPT,
  SUMMARIZATION_SYSTEM_PROMPT,
  TURN_PREFIX_SUMMARIZATION_PROMPT,
  UPDATE_SUMMARIZATION_PROMPT,
} from "./compaction-prompts.js";
import { findCutPoint } from "./cut-point.js";
import { contentChars, contextTokensFromUsage, estimateTokens, validUsage } from "./token-estimate.js";
import type { CompactionEntry, SessionEntry } from "./types.js";

// Compaction as pi 0.73.1 does it (reference §6.6): pure functions over a branch path. The
// session decides when to call them and the store appends the resulting `compaction` entry.

export {
  BRANCH_SUMMARY_PREFIX,
  BRANCH_SUMMARY_SUFFIX,
  branchSummaryMessage,
  COMPACTION_SUMMARY_PREFIX,
  COMPACTION_SUMMARY_SUFFIX,
  compactionSummaryMessage,
  serializeConversation,
  SUMMARIZATION_PROMPT,
  SUMMARIZATION_SYSTEM_PROMPT,
  TURN_PREFIX_SUMMARIZATION_PROMPT,
  UPDATE_SUMMARIZATION_PROMPT,
} from "./compaction-prompts.js";
export { type CutPoint, findCutPoint, findTurnStartIndex } from "./cut-point.js";
export { type ContextTokenEstimate, contextTokensFromUsage, estimateContextTokens, estimateTokens } from "./token-estimate.js";

export interface CompactionSettings {
  enabled: boolean;
  /** Room left for the reply: compaction triggers above contextWindow − reserveTokens. */
  reserveTokens: number;
  /** Roughly how many recent tokens stay verbatim after compaction. */
  keepRecentTokens: number;
}

export const DEFAULT_COMPACTION_SETTINGS: CompactionSettings = {
  enabled: true,
  reserveTokens: 16384,
  keepRecentTokens: 20000,
};

export function shouldCompact(contextTokens: number, contextWindow: number, settings: CompactionSettings): boolean {
  if (!settings.enabled) return false;
  return contextTokens > contextWindow - settings.reserveTokens;
}

/**
 * The message an entry contributes to the model's context: message entries as they are,
 * custom_message and branch_summary entries as user messages; nothing for the rest.
 * (Compaction entries are placed by the context builder, see compactionSummaryMessage.)
 */
export function messageFromEntry(entry: SessionEntry): Message | undefined {
  switch (entry.type) {
    case "message":
      return entry.message;
    case "custom_message":
      return {
        role: "user",
        content: typeof entry.content === "string" ? [{ type: "text", text: entry.content }] : entry.content,
        timestamp: new Date(entry.timestamp).getTime(),
      };
    case "branch_summary":
      return branchSummaryMessage(entry.summary, entry.timestamp);
    default:
      return undefined;
  }
}

/** Estimated tokens of what an entry puts into context, measured as pi measures its own message kinds. */
function estimateEntryTokens(entry: SessionEntry): number {
  switch (entry.type) {
    case "message":
      return estimateTokens(entry.message);
    case "custom_message":
      return Math.ceil(contentChars(entry.content, true) / 4);
    case "branch_summary":
    case "compaction":
      return Math.ceil(entry.summary.length / 4);
    default:
      return 0;
  }
}

/** The entries whose messages form the context, in context order (pi's buildSessionContext). */
function contextEntries(path: SessionEntry[]): SessionEntry[] {
  let compactionIndex = -1;
  for (let i = path.length - 1; i >= 0 && compactionIndex < 0; i--) if (path[i].type === "compaction") compactionIndex = i;
  const contributes = (e: SessionEntry) =>
    e.type === "message" || e.type === "custom_message" || (e.type === "branch_summary" && !!e.summary);
  if (compactionIndex < 0) return path.filter(contributes);
  const compaction = path[compactionIndex] as CompactionEntry;
  const keptFrom = path.findIndex((e, i) => i < compactionIndex && e.id === compaction.firstKeptEntryId);
  const kept = keptFrom < 0 ? [] : path.slice(keptFrom, compactionIndex);
  return [compaction, ...kept.filter(contributes), ...path.slice(compactionIndex + 1).filter(contributes)];
}

/** Context size of a path: the last valid reported usage plus estimates of what follows it. */
function pathContextTokens(path: SessionEntry[]): number {
  const entries = contextEntries(path);
  let trailing = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i];
    const usage = entry.type === "message" ? validUsage(entry.message) : undefined;
    if (usage) return contextTokensFromUsage(usage) + trailing;
    trailing += estimateEntryTokens(entry);
  }
  return trailing;
}

interface FileOps {
  read: Set<string>;
  written: Set<string>;
  edited: Set<string>;
}

/** Records the `path` argument of read/write/edit tool calls. */
function collectFileOps(message: Message, ops: FileOps): void {
  if (message.role !== "assistant") return;
  for (const block of message.content) {
    if (block.type !== "toolCall") continue;
    const path = block.arguments?.path;
    if (typeof path !== "string" || !path) continue;
    if (block.name === "read") ops.read.add(path);
    else if (block.name === "write") ops.written.add(path);
    else if (block.name === "edit") ops.edited.add(path);
  }
}

export interface CompactionPreparation {
  firstKeptEntryId: string;
  /** Everything before the kept range (or before the split turn), to summarise. */
  messagesToSummarize: Message[];
  /** The beginning of a turn cut in the middle, summarised on its own. */
  turnPrefixMessages: Message[];
  isSplitTurn: boolean;
  /** Estimated context size before compaction. */
  tokensBefore: number;
  /** The latest compaction's summary, merged into the new one. */
  previousSummary?: string;
  /** Files read but never modified, cumulative across compactions, sorted. */
  readFiles: string[];
  /** Files written or edited, cumulative across compactions, sorted. */
  modifiedFiles: string[];
  settings: CompactionSettings;
}

/**
 * Works out what compaction of a branch path would summarise and keep. Undefined when there is
 * nothing to summarise: the path ends in a compaction, or everything fits in keepRecentTokens.
 */
export function prepareCompaction(pathEntries: SessionEntry[], settings: CompactionSettings): CompactionPreparation | undefined {
  if (pathEntries.length === 0 || pathEntries[pathEntries.length - 1].type === "compaction") return undefined;

  let prevIndex = -1;
  for (let i = pathEntries.length - 1; i >= 0 && prevIndex < 0; i--) if (pathEntries[i].type === "compaction") prevIndex = i;
  const prev = prevIndex >= 0 ? (pathEntries[prevIndex] as CompactionEntry) : undefined;
  let boundaryStart = 0;
  if (prev) {
    const keptIndex = pathEntries.findIndex((e) => e.id === prev.firstKeptEntryId);
    boundaryStart = keptIndex >= 0 ? keptIndex : prevIndex + 1;
  }

  const cut = findCutPoint(pathEntries, boundaryStart, pathEntries.length, settings.keepRecentTokens);
  const firstKept = pathEntries[cut.firstKeptEntryIndex];
  if (!firstKept?.id) return undefined;

  const collect = (from: number, to: number): Message[] => {
    const out: Message[] = [];
    for (let i = from; i < to; i++) {
      const m = messageFromEntry(pathEntries[i]);
      if (m) out.push(m);
    }
    return out;
  };
  const historyEnd = cut.isSplitTurn ? cut.turnStartIndex : cut.firstKeptEntryIndex;
  const messagesToSummarize = collect(boundaryStart, historyEnd);
  const turnPrefixMessages = cut.isSplitTurn ? collect(cut.turnStartIndex, cut.firstKeptEntryIndex) : [];
  // pi goes on and asks the model to summarise an empty conversation here.
  if (messagesToSummarize.length === 0 && turnPrefixMessages.length === 0) return undefined;

  const ops: FileOps = { read: new Set(), written: new Set(), edited: new Set() };
  // Hook-made compactions carry no file lists of ours (pi keeps the flag for compatibility).
  if (prev && !prev.fromHook && prev.details) {
    if (Array.isArray(prev.details.readFiles)) for (const f of prev.details.readFiles) ops.read.add(f);
    if (Array.isArray(prev.details.modifiedFiles)) for (const f of prev.details.modifiedFiles) ops.edited.add(f);
  }
  for (const m of messagesToSummarize) collectFileOps(m, ops);
  for (const m of turnPrefixMessages) collectFileOps(m, ops);
  const modified = new Set([...ops.edited, ...ops.written]);

  return {
    firstKeptEntryId: firstKept.id,
    messagesToSummarize,
    turnPrefixMessages,
    isSplitTurn: cut.isSplitTurn,
    tokensBefore: pathContextTokens(pathEntries),
    previousSummary: prev?.summary,
    readFiles: [...ops.read].filter((f) => !modified.has(f)).sort(),
    modifiedFiles: [...modified].sort(),
    settings,
  };
}

/** The model call, injected: the session passes a closure over completeModel with its key. */
export type CompleteFn = (
  context: Context,
  opts: { maxTokens: number; signal?: AbortSignal; thinking?: ThinkingLevel },
) => Promise<AssistantMessage>;

export interface CompactOptions {
  /** Extra focus for the summary (manual compaction), appended as `Additional focus: …`. */
  customInstructions?: string;
  signal?: AbortSignal;
  /** The session's thinking level; passed on only when the model reasons. */
  thinkingLevel?: ThinkingLevel;
}

export interface CompactionResult {
  summary: string;
  firstKeptEntryId: string;
  tokensBefore: number;
  details: { readFiles: string[]; modifiedFiles: string[] };
}

/** The `<read-files>` / `<modified-files>` blocks appended to every summary. */
export function formatFileLists(readFiles: string[], modifiedFiles: string[]): string {
  const sections: string[] = [];
  if (readFiles.length > 0) sections.push(`<read-files>\n${readFiles.join("\n")}\n</read-files>`);
  if (modifiedFiles.length > 0) sections.push(`<modified-files>\n${modifiedFiles.join("\n")}\n</modified-files>`);
  return sections.length === 0 ? "" : `\n\n${sections.join("\n\n")}`;
}

async function summarize(
  complete: CompleteFn,
  promptText: string,
  maxTokens: number,
  options: CompactOptions,
  model: Model,
  failure: string,
): Promise<string> {
  const context: Context = {
    systemPrompt: SUMMARIZATION_SYSTEM_PROMPT,
    messages: [{ role: "user", content: [{ type: "text", text: promptText }], timestamp: Date.now() }],
  };
  const level = options.thinkingLevel;
  const opts: Parameters<CompleteFn>[1] = { maxTokens };
  if (options.signal) opts.signal = options.signal;
  if (model.reasoning && level && level !== "off") opts.thinking = level;
  const response = await complete(context, opts);
  // pi only checks "error"; an aborted reply would become an empty summary there.
  if (response.stopReason === "error" || response.stopReason === "aborted") {
    throw new Error(`${failure}: ${response.errorMessage || "Unknown error"}`);
  }
  return response.content
    .filter((c) => c.type === "text")
    .map((c) => c.text)
    .join("\n");
}

function historyPrompt(prep: CompactionPreparation, customInstructions: string | undefined): string {
  let instructions = prep.previousSummary ? UPDATE_SUMMARIZATION_PROMPT : SUMMARIZATION_PROMPT;
  if (customInstructions) instructions = `${instructions}\n\nAdditional focus: ${customInstructions}`;
  let text = `<conversation>\n${serializeConversation(prep.messagesToSummarize)}\n</conversation>\n\n`;
  if (prep.previousSummary) text += `<previous-summary>\n${prep.previousSummary}\n</previous-summary>\n\n`;
  return text + instructions;
}

/** A previous summary without its trailing file lists (they are appended afresh, cumulatively). */
function withoutFileLists(summary: string): string {
  return summary.replace(/(?:\n\n<(read|modified)-files>\n[\s\S]*?\n<\/\1-files>)+$/, "");
}

/**
 * Summarises a prepared compaction with the injected model call. A split turn gets a second,
 * parallel call for the turn's beginning, merged below the history summary. Throws
 * `Summarization failed: <reason>` when the model call fails or is aborted.
 */
export async function compact(
  prep: CompactionPreparation,
  model: Model,
  complete: CompleteFn,
  options: CompactOptions = {},
): Promise<CompactionResult> {
  const reserve = prep.settings.reserveTokens;
  const history = () =>
    summarize(complete, historyPrompt(prep, options.customInstructions), Math.floor(0.8 * reserve), options, model, "Summarization failed");

  let summary: string;
  if (prep.isSplitTurn && prep.turnPrefixMessages.length > 0) {
    const prefixPrompt = `<conversation>\n${serializeConversation(prep.turnPrefixMessages)}\n</conversation>\n\n${TURN_PREFIX_SUMMARIZATION_PROMPT}`;
    // No history before the split turn: pi writes "No prior history." even when an earlier
    // summary exists, losing it; that summary is carried over instead.
    const noHistory = prep.previousSummary ? withoutFileLists(prep.previousSummary) : "No prior history.";
    const [historyText, prefixText] = await Promise.all([
      prep.messagesToSummarize.length > 0 ? history() : Promise.resolve(noHistory),
      summarize(complete, prefixPrompt, Math.floor(0.5 * reserve), options, model, "Turn prefix summarization failed"),
    ]);
    summary = `${historyText}\n\n---\n\n**Turn Context (split turn):**\n\n${prefixText}`;
  } else {
    summary = await history();
  }
  summary += formatFileLists(prep.readFiles, prep.modifiedFiles);

  return {
    summary,
    firstKeptEntryId: prep.firstKeptEntryId,
    tokensBefore: prep.tokensBefore,
    details: { readFiles: prep.readFiles, modifiedFiles: prep.modifiedFiles },
  };
}
