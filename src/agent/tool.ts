import type { TSchema, Static } from "@sinclair/typebox";
import type { ImageContent, TextContent } from "../ai/types.js";

/** What a tool returns: `content` goes to the model, `details` only to people (never the model). */
export interface AgentToolResult<TDetails = unknown> {
  content: (TextContent | ImageContent)[];
  details?: TDetails;
}

export type AgentToolUpdateCallback<TDetails = unknown> = (partial: AgentToolResult<TDetails>) => void;

/**
 * A tool definition as pi's tools are shaped. `execute` throws to report an error; the loop turns
 * the thrown message into an error tool result.
 */
export interface AgentTool<TParams extends TSchema = TSchema, TDetails = unknown> {
  name: string;
  label: string;
  description: string;
  parameters: TParams;
  /** One line for the system prompt's "Available tools" list. */
  promptSnippet?: string;
  /** Lines for the system prompt's "Guidelines" list. */
  promptGuidelines?: string[];
  /** Repairs common argument mistakes before validation (e.g. legacy shapes). */
  prepareArguments?: (args: unknown) => unknown;
  /**
   * Called when a run's first model reply begins: the tool may get ready for its first call in
   * the time the model takes (grep starts its worker threads). Never awaited; must not throw.
   */
  warmUp?: () => void;
  execute(
    toolCallId: string,
    args: Static<TParams>,
    signal?: AbortSignal,
    onUpdate?: AgentToolUpdateCallback<TDetails>,
  ): Promise<AgentToolResult<TDetails>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAgentTool = AgentTool<any, any>;
