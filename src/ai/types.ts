// Provider-neutral messages, shaped like pi-ai's so session files move between pi and repo-agent.

export type Api = "anthropic-messages" | "openai-responses" | "openai-completions" | "google-generative-ai";
export type BuiltInProvider = "anthropic" | "openai" | "openai-compatible" | "google";
/** A built-in provider, or one a models.json names. */
export type Provider = string;

export interface TextContent {
  type: "text";
  text: string;
  textSignature?: string;
}

export interface ImageContent {
  type: "image";
  /** base64, no data: prefix */
  data: string;
  mimeType: string;
}

export interface ThinkingContent {
  type: "thinking";
  thinking: string;
  /** Opaque replay token: Anthropic's signature, OpenAI's encrypted reasoning item, Gemini's thought signature. */
  thinkingSignature?: string;
  redacted?: boolean;
}

export interface ToolCall {
  type: "toolCall";
  id: string;
  name: string;
  arguments: Record<string, unknown>;
  /** Gemini attaches a signature to function calls made after thinking. */
  thoughtSignature?: string;
}

export interface Usage {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
  totalTokens: number;
  cost: { input: number; output: number; cacheRead: number; cacheWrite: number; total: number };
}

export type StopReason = "stop" | "length" | "toolUse" | "error" | "aborted";

export interface UserMessage {
  role: "user";
  content: string | (TextContent | ImageContent)[];
  timestamp: number;
}

export interface AssistantMessage {
  role: "assistant";
  content: (TextContent | ThinkingContent | ToolCall)[];
  api: Api;
  provider: Provider;
  model: string;
  responseId?: string;
  usage: Usage;
  stopReason: StopReason;
  errorMessage?: string;
  /** Set on error messages: how the session should treat the failure. */
  errorKind?: ErrorKind;
  /** Set on retryable errors when the server said how long to wait. */
  retryAfterMs?: number;
  timestamp: number;
}

export interface ToolResultMessage<TDetails = unknown> {
  role: "toolResult";
  toolCallId: string;
  toolName: string;
  content: (TextContent | ImageContent)[];
  details?: TDetails;
  isError: boolean;
  timestamp: number;
}

export type Message = UserMessage | AssistantMessage | ToolResultMessage;

/** retryable: try again later; overflow: compact the context first; fatal: a person must act. */
export type ErrorKind = "retryable" | "overflow" | "fatal";

export interface Tool {
  name: string;
  description: string;
  /** JSON schema of the arguments object. */
  parameters: Record<string, unknown>;
}

export interface Context {
  systemPrompt?: string;
  messages: Message[];
  tools?: Tool[];
}

export type ThinkingLevel = "off" | "minimal" | "low" | "medium" | "high";

export interface Model {
  id: string;
  name: string;
  api: Api;
  provider: Provider;
  baseUrl?: string;
  reasoning: boolean;
  input: ("text" | "image")[];
  /** US dollars per million tokens. */
  cost: { input: number; output: number; cacheRead: number; cacheWrite: number };
  contextWindow: number;
  maxTokens: number;
  /** True when the id is not in the catalogue and the numbers above are defaults. */
  unknown?: boolean;
  /** Sent with every request (models.json `headers`, values already read). */
  headers?: Record<string, string>;
  /** What a compatible server accepts (models.json `compat`). */
  compat?: ModelCompat;
  /** Also send `Authorization: Bearer <key>` (models.json `authHeader`). */
  authHeader?: boolean;
}

/** pi's `compat` fields that change the requests repo-agent sends; others are accepted and ignored. */
export interface ModelCompat {
  /** openai-completions: the system prompt as a `developer` message for reasoning models. */
  supportsDeveloperRole?: boolean;
  /** openai-completions: send `reasoning_effort` (default true). */
  supportsReasoningEffort?: boolean;
  /** openai-completions: ask for usage in the stream (default true). */
  supportsUsageInStreaming?: boolean;
  maxTokensField?: "max_completion_tokens" | "max_tokens";
  /** openai-completions: tool results carry the tool's `name`. */
  requiresToolResultName?: boolean;
  /** openai-completions: how thinking is asked for. */
  thinkingFormat?: "reasoning_effort" | "deepseek" | "zai" | "qwen" | "qwen-chat-template";
  /** Sent as-is in OpenRouter's `provider` field. */
  openRouterRouting?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface StreamOptions {
  apiKey?: string;
  baseUrl?: string;
  thinking?: ThinkingLevel;
  maxTokens?: number;
  signal?: AbortSignal;
  /** Abort the stream when no event arrives for this long (ms). Default 120000. */
  idleTimeoutMs?: number;
  /** Retries done inside the provider SDK (429/5xx before the stream starts). Default 2. */
  sdkMaxRetries?: number;
  /** Extra HTTP headers for every request. */
  headers?: Record<string, string>;
  /**
   * Where a person sets the key and the base URL, as errors about them name it (the action names
   * its inputs, e.g. "the anthropic-api-key input"). Default: the CLI's variables and flags.
   * When given, the key is `apiKey` alone: no environment variable stands in for it.
   */
  setBy?: { key: string; baseUrl: string };
}

export type AssistantMessageEvent =
  | { type: "start"; partial: AssistantMessage }
  | { type: "text_start"; contentIndex: number; partial: AssistantMessage }
  | { type: "text_delta"; contentIndex: number; delta: string; partial: AssistantMessage }
  | { type: "text_end"; contentIndex: number; content: string; partial: AssistantMessage }
  | { type: "thinking_start"; contentIndex: number; partial: AssistantMessage }
  | { type: "thinking_delta"; contentIndex: number; delta: string; partial: AssistantMessage }
  | { type: "thinking_end"; contentIndex: number; content: string; partial: AssistantMessage }
  | { type: "toolcall_start"; contentIndex: number; partial: AssistantMessage }
  | { type: "toolcall_delta"; contentIndex: number; delta: string; partial: AssistantMessage }
  | { type: "toolcall_end"; contentIndex: number; toolCall: ToolCall; partial: AssistantMessage }
  | { type: "done"; reason: "stop" | "length" | "toolUse"; message: AssistantMessage }
  | { type: "error"; reason: "error" | "aborted"; error: AssistantMessage };
