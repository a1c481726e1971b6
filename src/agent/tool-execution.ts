import type { AssistantMessage, ToolCall, ToolResultMessage } from "../ai/types.js";
import type { AgentToolResult, AnyAgentTool } from "./tool.js";
import type { AgentEvent, AgentLoopConfig } from "./types.js";
import { validateToolArguments } from "./validation.js";

interface Outcome {
  result: AgentToolResult;
  isError: boolean;
}

const errorResult = (message: string): Outcome => ({ result: { content: [{ type: "text", text: message }], details: {} }, isError: true });

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs one assistant message's tool calls: each is prepared (lookup, argument repair,
 * validation, beforeToolCall) in call order, the prepared ones then run concurrently, and the
 * results come back in call order whatever order they finished in.
 */
export async function executeToolCalls(
  assistant: AssistantMessage,
  config: AgentLoopConfig,
  emit: (event: AgentEvent) => void,
  signal?: AbortSignal,
): Promise<ToolResultMessage[]> {
  const calls = assistant.content.filter((c): c is ToolCall => c.type === "toolCall");
  const running: Promise<Outcome>[] = [];

  for (const call of calls) {
    emit({ type: "tool_execution_start", toolCallId: call.id, toolName: call.name, args: call.arguments });
    const finish = (o: Outcome): Outcome => {
      emit({ type: "tool_execution_end", toolCallId: call.id, toolName: call.name, result: o.result, isError: o.isError });
      return o;
    };
    const tool = config.tools.find((t) => t.name === call.name);
    if (!tool) {
      running.push(Promise.resolve(finish(errorResult(`Tool ${call.name} not found`))));
      continue;
    }
    let args: unknown;
    try {
      const prepared = tool.prepareArguments ? tool.prepareArguments(call.arguments) : call.arguments;
      args = validateToolArguments(tool.name, tool.parameters, prepared);
      const decision = await config.beforeToolCall?.({ assistantMessage: assistant, toolCall: call, args }, signal);
      if (decision?.block) {
        running.push(Promise.resolve(finish(errorResult(decision.reason ?? "Tool execution was blocked"))));
        continue;
      }
    } catch (error) {
      running.push(Promise.resolve(finish(errorResult(messageOf(error)))));
      continue;
    }
    running.push(run(tool, call, args, assistant, config, emit, signal).then(finish));
  }

  const outcomes = await Promise.all(running);
  return calls.map((call, i) => ({
    role: "toolResult",
    toolCallId: call.id,
    toolName: call.name,
    content: outcomes[i].result.content,
    ...(outcomes[i].result.details !== undefined ? { details: outcomes[i].result.details } : {}),
    isError: outcomes[i].isError,
    timestamp: Date.now(),
  }));
}

async function run(
  tool: AnyAgentTool,
  call: ToolCall,
  args: unknown,
  assistant: AssistantMessage,
  config: AgentLoopConfig,
  emit: (event: AgentEvent) => void,
  signal?: AbortSignal,
): Promise<Outcome> {
  let outcome: Outcome;
  try {
    const result = await tool.execute(call.id, args, signal, (partialResult: AgentToolResult) =>
      emit({ type: "tool_execution_update", toolCallId: call.id, toolName: call.name, args, partialResult }),
    );
    outcome = { result, isError: false };
  } catch (error) {
    outcome = errorResult(messageOf(error));
  }
  if (!config.afterToolCall) return outcome;
  try {
    const override = await config.afterToolCall({ assistantMessage: assistant, toolCall: call, args, ...outcome }, signal);
    if (!override) return outcome;
    return {
      result: { content: override.content ?? outcome.result.content, details: override.details !== undefined ? override.details : outcome.result.details },
      isError: override.isError ?? outcome.isError,
    };
  } catch (error) {
    return errorResult(messageOf(error));
  }
}
