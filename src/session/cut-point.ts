import type { SessionEntry } from "./types.js";
import { estimateTokens } from "./token-estimate.js";

// Where compaction cuts a branch path (pi 0.73.1 findCutPoint). Everything before the cut is
// summarised; the cut entry and everything after it stay in context verbatim.

export interface CutPoint {
  /** Index of the first entry kept verbatim. */
  firstKeptEntryIndex: number;
  /** When the cut falls inside a turn: index of the entry that started that turn, else -1. */
  turnStartIndex: number;
  /** True when the cut falls inside a turn, so the turn's beginning is summarised on its own. */
  isSplitTurn: boolean;
}

/**
 * Entries the kept range may start at. Never a tool result: it must stay after its tool call.
 * An assistant message is fine, its tool results follow it and are kept too.
 */
function isCutPoint(entry: SessionEntry): boolean {
  if (entry.type === "branch_summary" || entry.type === "custom_message") return true;
  // Checked by role name so pi-only roles (bashExecution, custom …) in a foreign file count too.
  return entry.type === "message" && (entry.message.role as string) !== "toolResult";
}

/** Entries that begin a turn: user messages and the entries that act as one. */
function startsTurn(entry: SessionEntry): boolean {
  if (entry.type === "branch_summary" || entry.type === "custom_message") return true;
  if (entry.type !== "message") return false;
  const role = entry.message.role as string;
  return role === "user" || role === "bashExecution";
}

/** Index of the entry that starts the turn containing `entryIndex`, searching no further back than `startIndex`; -1 if none. */
export function findTurnStartIndex(entries: SessionEntry[], entryIndex: number, startIndex: number): number {
  for (let i = entryIndex; i >= startIndex; i--) {
    if (startsTurn(entries[i])) return i;
  }
  return -1;
}

/**
 * Keeps roughly the newest `keepRecentTokens` of entries[startIndex, endIndex): walks back from
 * the newest message summing estimates until the budget is reached, then cuts at the first valid
 * cut point at or after that message (the oldest cut point when the budget is never reached).
 */
export function findCutPoint(
  entries: SessionEntry[],
  startIndex: number,
  endIndex: number,
  keepRecentTokens: number,
): CutPoint {
  const cutPoints: number[] = [];
  for (let i = startIndex; i < endIndex; i++) if (isCutPoint(entries[i])) cutPoints.push(i);
  if (cutPoints.length === 0) return { firstKeptEntryIndex: startIndex, turnStartIndex: -1, isSplitTurn: false };

  let cutIndex = cutPoints[0];
  let accumulated = 0;
  for (let i = endIndex - 1; i >= startIndex; i--) {
    const entry = entries[i];
    if (entry.type !== "message") continue;
    accumulated += estimateTokens(entry.message);
    if (accumulated >= keepRecentTokens) {
      const at = cutPoints.find((c) => c >= i);
      if (at !== undefined) cutIndex = at;
      break;
    }
  }

  // A turn start (user message, custom_message …) is a clean boundary; anything else means the
  // turn around it is split. Decided on the cut entry itself, before the extension below: pi
  // decides after it, so a model_change right before a user message made pi treat the whole
  // previous turn as a split-turn prefix (an extra summary call for a turn that was complete).
  const cleanCut = startsTurn(entries[cutIndex]);
  const turnStartIndex = cleanCut ? -1 : findTurnStartIndex(entries, cutIndex, startIndex);

  // Keep the settings changes, labels etc. directly before the cut with the kept range.
  let firstKept = cutIndex;
  while (firstKept > startIndex) {
    const prev = entries[firstKept - 1];
    if (prev.type === "message" || prev.type === "compaction") break;
    firstKept--;
  }

  // The extension can swallow the turn's start (a custom_message is not a message entry): then
  // nothing of the turn is left to summarise separately.
  if (turnStartIndex >= firstKept) return { firstKeptEntryIndex: firstKept, turnStartIndex: -1, isSplitTurn: false };
  return { firstKeptEntryIndex: firstKept, turnStartIndex, isSplitTurn: turnStartIndex !== -1 };
}
