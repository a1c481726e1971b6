import type { AssistantMessage, ImageContent, Message, TextContent, Usage } from "../ai/types.js";

// pi's token heuristics (core/compaction/compaction.js): chars/4 rounded up. Deliberately
// pessimistic; it decides where to cut and is never shown as a real count.

/** An image counts as 4800 characters (1200 tokens), in tool results and custom messages only, as in pi. */
const IMAGE_CHARS = 4800;

/** Characters of text plus images; pi counts images in tool results and custom messages, not user messages. */
export function contentChars(content: string | (TextContent | ImageContent)[], countImages: boolean): number {
  if (typeof content === "string") return content.length;
  let chars = 0;
  for (const block of content) {
    if (block.type === "text") chars += block.text.length;
    else if (countImages) chars += IMAGE_CHARS;
  }
  return chars;
}

/** Estimated tokens of one message. */
export function estimateTokens(message: Message): number {
  switch (message.role) {
    case "user":
      return Math.ceil(contentChars(message.content, false) / 4);
    case "assistant": {
      let chars = 0;
      for (const block of message.content) {
        if (block.type === "text") chars += block.text.length;
        else if (block.type === "thinking") chars += block.thinking.length;
        else if (block.type === "toolCall") chars += block.name.length + JSON.stringify(block.arguments).length;
      }
      return Math.ceil(chars / 4);
    }
    case "toolResult":
      return Math.ceil(contentChars(message.content, true) / 4);
    default:
      return estimatePiOnlyMessage(message as unknown as PiOnlyMessageShape);
  }
}

/** Roles pi writes into `message` entries besides the LLM's three (read from pi's files). */
type PiOnlyMessageShape =
  | { role: "bashExecution"; command: string; output: string }
  | { role: "custom"; content: string | (TextContent | ImageContent)[] }
  | { role: "branchSummary" | "compactionSummary"; summary: string }
  | { role: string };

function estimatePiOnlyMessage(message: PiOnlyMessageShape): number {
  if ("command" in message && message.role === "bashExecution") return Math.ceil((message.command.length + message.output.length) / 4);
  if ("content" in message && message.role === "custom") return Math.ceil(contentChars(message.content, true) / 4);
  if ("summary" in message) return Math.ceil(message.summary.length / 4);
  return 0;
}

/** Tokens the provider reported for the whole context of one reply. */
export function contextTokensFromUsage(usage: Usage): number {
  return usage.totalTokens || usage.input + usage.output + usage.cacheRead + usage.cacheWrite;
}

/** Usage of a reply that completed; failed and aborted replies carry no trustworthy usage. */
export function validUsage(message: Message): Usage | undefined {
  if (message.role !== "assistant") return undefined;
  const m: AssistantMessage = message;
  if (m.stopReason === "error" || m.stopReason === "aborted" || !m.usage) return undefined;
  return m.usage;
}

export interface ContextTokenEstimate {
  tokens: number;
  /** From the last valid assistant usage (0 when there is none). */
  usageTokens: number;
  /** Estimated tokens of the messages after that reply (or of all messages). */
  trailingTokens: number;
  /** Index of the message whose usage was used, or null. */
  lastUsageIndex: number | null;
}

/** The last reply's reported context size plus an estimate of everything after it. */
export function estimateContextTokens(messages: Message[]): ContextTokenEstimate {
  let lastUsageIndex: number | null = null;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (validUsage(messages[i])) {
      lastUsageIndex = i;
      break;
    }
  }
  const usage = lastUsageIndex === null ? undefined : validUsage(messages[lastUsageIndex]);
  const usageTokens = usage ? contextTokensFromUsage(usage) : 0;
  let trailingTokens = 0;
  for (let i = (lastUsageIndex ?? -1) + 1; i < messages.length; i++) trailingTokens += estimateTokens(messages[i]);
  return { tokens: usageTokens + trailingTokens, usageTokens, trailingTokens, lastUsageIndex };
}
