import type { PiThinkingLevel } from "../ai/thinking.js";
import type { ImageContent, Message, TextContent } from "../ai/types.js";

// pi's session JSONL v3 (reference §4): a header line, then entries forming a tree by id/parentId.

export const SESSION_VERSION = 3;

export interface SessionHeader {
  type: "session";
  version: 3;
  id: string;
  timestamp: string;
  cwd: string;
  parentSession?: string;
}

interface EntryBase {
  /** 8 hex characters, unique within the file. */
  id: string;
  parentId: string | null;
  /** ISO time. */
  timestamp: string;
}

export interface MessageEntry extends EntryBase {
  type: "message";
  message: Message;
}

export interface ModelChangeEntry extends EntryBase {
  type: "model_change";
  provider: string;
  modelId: string;
}

export interface ThinkingLevelChangeEntry extends EntryBase {
  type: "thinking_level_change";
  thinkingLevel: PiThinkingLevel;
}

export interface CompactionEntry extends EntryBase {
  type: "compaction";
  summary: string;
  firstKeptEntryId: string;
  tokensBefore: number;
  details?: { readFiles: string[]; modifiedFiles: string[] };
  fromHook?: boolean;
}

export interface BranchSummaryEntry extends EntryBase {
  type: "branch_summary";
  fromId: string;
  summary: string;
  details?: unknown;
  fromHook?: boolean;
}

export interface CustomEntry extends EntryBase {
  type: "custom";
  customType: string;
  data?: unknown;
}

export interface CustomMessageEntry extends EntryBase {
  type: "custom_message";
  customType: string;
  content: string | (TextContent | ImageContent)[];
  display: boolean;
  details?: unknown;
}

export interface LabelEntry extends EntryBase {
  type: "label";
  targetId: string;
  label?: string;
}

export interface SessionInfoEntry extends EntryBase {
  type: "session_info";
  name?: string;
}

export type SessionEntry =
  | MessageEntry
  | ModelChangeEntry
  | ThinkingLevelChangeEntry
  | CompactionEntry
  | BranchSummaryEntry
  | CustomEntry
  | CustomMessageEntry
  | LabelEntry
  | SessionInfoEntry;

/** An entry before the store gives it id, parentId and timestamp. */
export type NewEntry = SessionEntry extends infer E ? (E extends SessionEntry ? Omit<E, "id" | "parentId" | "timestamp"> : never) : never;

// pi-only message roles. pi writes these inside `message` entries (its AgentMessage is wider
// than the LLM's Message); they are read from pi files and turned into user messages for the
// model (see session-context.ts). repo-agent itself never writes them.

/** `!cmd` run by the user in pi's TUI or RPC `bash` command. */
export interface BashExecutionMessage {
  role: "bashExecution";
  command: string;
  output: string;
  exitCode: number | null | undefined;
  cancelled: boolean;
  truncated: boolean;
  fullOutputPath?: string;
  /** `!!cmd`: shown to the user, never sent to the model. */
  excludeFromContext?: boolean;
  timestamp: number;
}

/** An extension's message (`hookMessage` in v2 files). */
export interface CustomRoleMessage {
  role: "custom";
  customType: string;
  content: string | (TextContent | ImageContent)[];
  display: boolean;
  details?: unknown;
  timestamp: number;
}

export interface BranchSummaryMessage {
  role: "branchSummary";
  summary: string;
  fromId: string;
  timestamp: number;
}

export interface CompactionSummaryMessage {
  role: "compactionSummary";
  summary: string;
  tokensBefore: number;
  timestamp: number;
}

export type PiOnlyMessage = BashExecutionMessage | CustomRoleMessage | BranchSummaryMessage | CompactionSummaryMessage;

/** What a `message` entry of a file written by pi or repo-agent may hold. */
export type StoredMessage = Message | PiOnlyMessage;
