import { streamModel } from "../ai/stream.js";
import type { AssistantMessage, Context, Message, ToolResultMessage } from "../ai/types.js";
import { executeToolCalls } from "./tool-execution.js";
import type { AgentEvent, AgentLoopConfig } from "./types.js";

/**
 * pi's agent loop (reference §6.1): stream a reply, run its tool calls, repeat until the model
 * stops calling tools and no steering or follow-up message waits. `messages` is the context and
 * is appended to as the run goes; the new messages are returned (and sent with agent_end).
 */
export async function runAgentLoop(
  prompts: Message[],
  messages: Message[],
  config: AgentLoopConfig,
  emit: (event: AgentEvent) => void,
  signal?: AbortSignal,
): Promise<Message[]> {
  const added: Message[] = [];
  const push = (m: Message) => {
    messages.push(m);
    added.push(m);
    emit({ type: "message_start", message: m });
    emit({ type: "message_end", message: m });
  };

  emit({ type: "agent_start" });
  emit({ type: "turn_start" });
  for (const p of prompts) push(p);

  let firstTurn = true;
  let warmUp: (() => void) | undefined = () => config.tools.forEach((tool) => tool.warmUp?.());
  let pending: Message[] = config.getSteeringMessages?.() ?? [];
  outer: while (true) {
    let hasToolCalls = true;
    while (hasToolCalls || pending.length) {
      if (!firstTurn) {
        await config.beforeNextRequest?.();
        emit({ type: "turn_start" });
      }
      firstTurn = false;
      for (const m of pending) push(m);
      pending = [];

      const reply = await streamReply(messages, config, emit, signal, warmUp);
      warmUp = undefined;
      messages.push(reply);
      added.push(reply);
      if (reply.stopReason === "error" || reply.stopReason === "aborted") {
        emit({ type: "turn_end", message: reply, toolResults: [] });
        break outer;
      }
      hasToolCalls = reply.content.some((c) => c.type === "toolCall");
      const results: ToolResultMessage[] = hasToolCalls ? await executeToolCalls(reply, config, emit, signal) : [];
      for (const r of results) push(r);
      emit({ type: "turn_end", message: reply, toolResults: results });
      if (config.shouldStopAfterTurn?.(reply, results)) break outer;
      pending = config.getSteeringMessages?.() ?? [];
    }
    const followUps = config.getFollowUpMessages?.() ?? [];
    if (!followUps.length) break;
    pending = followUps;
  }
  emit({ type: "agent_end", messages: added });
  return added;
}

async function streamReply(
  messages: Message[],
  config: AgentLoopConfig,
  emit: (event: AgentEvent) => void,
  signal?: AbortSignal,
  onStart?: () => void,
): Promise<AssistantMessage> {
  const context: Context = {
    systemPrompt: config.systemPrompt,
    messages,
    ...(config.tools.length ? { tools: config.tools.map((t) => ({ name: t.name, description: t.description, parameters: t.parameters as Record<string, unknown> })) } : {}),
  };
  const stream = (config.streamFn ?? streamModel)(config.model, context, { ...config.streamOptions, signal });
  let started = false;
  for await (const event of stream) {
    if (event.type === "start") {
      started = true;
      emit({ type: "message_start", message: event.partial });
      // The request is out and answered: work done now does not delay it.
      onStart?.();
    } else if (event.type === "done" || event.type === "error") {
      const final = event.type === "done" ? event.message : event.error;
      if (!started) emit({ type: "message_start", message: final });
      emit({ type: "message_end", message: final });
    } else {
      emit({ type: "message_update", message: event.partial, assistantMessageEvent: event });
    }
  }
  return stream.result();
}
