import type { AssistantMessage, AssistantMessageEvent, AssistantMessageEventStream, Context, Message, Model, StreamOptions, ToolCall, ToolResultMessage } from "../ai/index.js";
import type { AgentToolResult, AnyAgentTool } from "./tool.js";

/** pi's agent events (reference §5.6), in the order the loop emits them. */
export type AgentEvent =
  | { type: "agent_start" }
  | { type: "agent_end"; messages: Message[] }
  | { type: "turn_start" }
  | { type: "turn_end"; message: AssistantMessage; toolResults: ToolResultMessage[] }
  | { type: "message_start"; message: Message }
  | { type: "message_update"; message: AssistantMessage; assistantMessageEvent: AssistantMessageEvent }
  | { type: "message_end"; message: Message }
  | { type: "tool_execution_start"; toolCallId: string; toolName: string; args: unknown }
  | { type: "tool_execution_update"; toolCallId: string; toolName: string; args: unknown; partialResult: AgentToolResult }
  | { type: "tool_execution_end"; toolCallId: string; toolName: string; result: AgentToolResult; isError: boolean };

export type StreamFn = (model: Model, context: Context, options: StreamOptions) => AssistantMessageEventStream;

export interface ToolCallContext {
  assistantMessage: AssistantMessage;
  toolCall: ToolCall;
  args: unknown;
}

/** Returned by beforeToolCall to refuse a call; the reason becomes the error result. */
export interface BlockDecision {
  block: true;
  reason?: string;
}

/** Returned by afterToolCall to replace parts of a result. */
export interface ResultOverride {
  content?: AgentToolResult["content"];
  details?: unknown;
  isError?: boolean;
}

export interface AgentLoopConfig {
  model: Model;
  systemPrompt: string;
  tools: AnyAgentTool[];
  streamOptions?: StreamOptions;
  /** Defaults to the model layer's streamModel; tests and wrappers may replace it. */
  streamFn?: StreamFn;
  beforeToolCall?: (ctx: ToolCallContext, signal?: AbortSignal) => Promise<BlockDecision | undefined> | BlockDecision | undefined;
  afterToolCall?: (
    ctx: ToolCallContext & { result: AgentToolResult; isError: boolean },
    signal?: AbortSignal,
  ) => Promise<ResultOverride | undefined> | ResultOverride | undefined;
  /** Messages to inject before the next model call (steering). */
  getSteeringMessages?: () => Message[];
  /** Messages to continue with once the model stops calling tools. */
  getFollowUpMessages?: () => Message[];
  /** Checked after each turn; true ends the run before the next model call (budgets). */
  shouldStopAfterTurn?: (message: AssistantMessage, toolResults: ToolResultMessage[]) => boolean;
  /** Awaited before each model call of a run but its first; it may rewrite the messages (compaction). */
  beforeNextRequest?: () => Promise<void>;
}
