import { AssistantMessageEventStream } from "./event-stream.js";
import { applyCost, emptyUsage } from "./models.js";
import type { AssistantMessage, ErrorKind, Model, StopReason, TextContent, ThinkingContent, ToolCall, Usage } from "./types.js";

interface PendingToolCall {
  json: string;
}

/**
 * Assembles one assistant message from provider deltas and emits pi's stream events. Providers
 * translate their wire events into these calls; everything provider-neutral lives here.
 */
export class MessageBuilder {
  readonly message: AssistantMessage;
  private readonly pending = new Map<number, PendingToolCall>();
  private openText = -1;
  private openThinking = -1;

  constructor(
    private readonly model: Model,
    readonly stream: AssistantMessageEventStream,
  ) {
    this.message = {
      role: "assistant",
      content: [],
      api: model.api,
      provider: model.provider,
      model: model.id,
      usage: emptyUsage(),
      stopReason: "stop",
      timestamp: Date.now(),
    };
  }

  start(): void {
    this.stream.push({ type: "start", partial: this.message });
  }

  startText(): number {
    const index = this.message.content.push({ type: "text", text: "" }) - 1;
    this.stream.push({ type: "text_start", contentIndex: index, partial: this.message });
    return index;
  }

  appendText(index: number, delta: string): void {
    if (!delta) return;
    (this.message.content[index] as TextContent).text += delta;
    this.stream.push({ type: "text_delta", contentIndex: index, delta, partial: this.message });
  }

  endText(index: number): void {
    const block = this.message.content[index] as TextContent;
    this.stream.push({ type: "text_end", contentIndex: index, content: block.text, partial: this.message });
  }

  startThinking(redacted = false): number {
    const block: ThinkingContent = { type: "thinking", thinking: "" };
    if (redacted) block.redacted = true;
    const index = this.message.content.push(block) - 1;
    this.stream.push({ type: "thinking_start", contentIndex: index, partial: this.message });
    return index;
  }

  appendThinking(index: number, delta: string): void {
    if (!delta) return;
    (this.message.content[index] as ThinkingContent).thinking += delta;
    this.stream.push({ type: "thinking_delta", contentIndex: index, delta, partial: this.message });
  }

  setThinkingSignature(index: number, signature: string): void {
    const block = this.message.content[index] as ThinkingContent;
    block.thinkingSignature = (block.thinkingSignature ?? "") + signature;
  }

  endThinking(index: number): void {
    const block = this.message.content[index] as ThinkingContent;
    this.stream.push({ type: "thinking_end", contentIndex: index, content: block.thinking, partial: this.message });
  }

  /**
   * For APIs that send text and thinking as a flat sequence of deltas (Chat Completions, Gemini):
   * opens a block when the kind changes and closes the other one.
   */
  streamText(delta: string): number {
    this.closeThinkingBlock();
    if (this.openText < 0) this.openText = this.startText();
    this.appendText(this.openText, delta);
    return this.openText;
  }

  streamThinking(delta: string): number {
    this.closeTextBlock();
    if (this.openThinking < 0) this.openThinking = this.startThinking();
    this.appendThinking(this.openThinking, delta);
    return this.openThinking;
  }

  /** Ends the text or thinking block opened by streamText/streamThinking, if any. */
  closeOpenBlocks(): void {
    this.closeTextBlock();
    this.closeThinkingBlock();
  }

  private closeTextBlock(): void {
    if (this.openText >= 0) this.endText(this.openText);
    this.openText = -1;
  }

  private closeThinkingBlock(): void {
    if (this.openThinking >= 0) this.endThinking(this.openThinking);
    this.openThinking = -1;
  }

  startToolCall(id: string, name: string): number {
    const index = this.message.content.push({ type: "toolCall", id, name, arguments: {} }) - 1;
    this.pending.set(index, { json: "" });
    this.stream.push({ type: "toolcall_start", contentIndex: index, partial: this.message });
    return index;
  }

  appendToolArguments(index: number, delta: string): void {
    if (!delta) return;
    const pending = this.pending.get(index);
    if (!pending) return;
    pending.json += delta;
    this.stream.push({ type: "toolcall_delta", contentIndex: index, delta, partial: this.message });
  }

  /** Ends a tool call; `args` overrides the streamed JSON when the API delivers parsed arguments. */
  endToolCall(index: number, args?: Record<string, unknown>): void {
    const call = this.message.content[index] as ToolCall;
    const pending = this.pending.get(index);
    this.pending.delete(index);
    call.arguments = args ?? parseArguments(pending?.json ?? "");
    this.stream.push({ type: "toolcall_end", contentIndex: index, toolCall: call, partial: this.message });
  }

  toolCall(index: number): ToolCall {
    return this.message.content[index] as ToolCall;
  }

  /** Sets raw token counts; cost and total follow from the model's prices. */
  setUsage(usage: Omit<Usage, "cost" | "totalTokens"> & { totalTokens?: number }): void {
    const u: Usage = { ...emptyUsage(), ...usage };
    u.totalTokens = usage.totalTokens ?? u.input + u.output + u.cacheRead + u.cacheWrite;
    this.message.usage = applyCost(this.model, u);
  }

  finish(stopReason: Exclude<StopReason, "error" | "aborted">): AssistantMessage {
    this.message.stopReason = stopReason;
    this.stream.push({ type: "done", reason: stopReason, message: this.message });
    return this.message;
  }

  fail(reason: "error" | "aborted", errorMessage: string, kind?: ErrorKind, retryAfterMs?: number): AssistantMessage {
    this.message.stopReason = reason;
    this.message.errorMessage = errorMessage;
    if (kind) this.message.errorKind = kind;
    if (retryAfterMs !== undefined) this.message.retryAfterMs = retryAfterMs;
    this.stream.push({ type: "error", reason, error: this.message });
    return this.message;
  }
}

/** Tool-call JSON from the model; a malformed string becomes {} so validation reports it. */
function parseArguments(json: string): Record<string, unknown> {
  if (!json.trim()) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
