import type { Message, UserMessage } from "../ai/types.js";
import { runAgentLoop } from "./agent-loop.js";
import type { AgentEvent, AgentLoopConfig } from "./types.js";

export type QueueMode = "one-at-a-time" | "all";

/**
 * The stateful agent: owns the message list, runs the loop, queues steering and follow-up
 * messages, and aborts a run (model stream and running tools) on request.
 */
export class Agent {
  readonly messages: Message[] = [];
  private readonly listeners = new Set<(event: AgentEvent) => void>();
  private readonly steering: Message[] = [];
  private readonly followUps: Message[] = [];
  private controller: AbortController | undefined;
  /** Per-queue delivery modes (pi's steeringMode / followUpMode); unset, both follow queueMode. */
  steeringMode: QueueMode | undefined;
  followUpMode: QueueMode | undefined;

  constructor(
    public config: AgentLoopConfig,
    public queueMode: QueueMode = "one-at-a-time",
  ) {}

  subscribe(listener: (event: AgentEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get isRunning(): boolean {
    return this.controller !== undefined;
  }

  /** Starts a run with new user input; resolves with the messages the run added. */
  prompt(input: string | Message | Message[]): Promise<Message[]> {
    const prompts = typeof input === "string" ? [userMessage(input)] : Array.isArray(input) ? input : [input];
    return this.run(prompts);
  }

  /** Runs again from the current messages (after a retry or compaction). */
  continue(): Promise<Message[]> {
    const last = this.messages.at(-1);
    if (last?.role === "assistant" && !this.steering.length && !this.followUps.length) {
      throw new Error("Cannot continue: the last message is already the assistant's reply.");
    }
    return this.run([]);
  }

  /** Delivered before the next model call. */
  steer(message: string | Message): void {
    this.steering.push(typeof message === "string" ? userMessage(message) : message);
  }

  /** Delivered when the model would otherwise stop. */
  followUp(message: string | Message): void {
    this.followUps.push(typeof message === "string" ? userMessage(message) : message);
  }

  abort(reason?: unknown): void {
    this.controller?.abort(reason);
  }

  private take(queue: Message[], mode: QueueMode = this.queueMode): Message[] {
    return mode === "all" ? queue.splice(0) : queue.splice(0, 1);
  }

  private async run(prompts: Message[]): Promise<Message[]> {
    if (this.controller) throw new Error("Agent is already processing. Wait for the current run or abort it.");
    const controller = new AbortController();
    this.controller = controller;
    try {
      return await runAgentLoop(
        prompts,
        this.messages,
        { ...this.config, getSteeringMessages: () => this.take(this.steering, this.steeringMode), getFollowUpMessages: () => this.take(this.followUps, this.followUpMode) },
        (event) => {
          for (const l of this.listeners) l(event);
        },
        controller.signal,
      );
    } finally {
      this.controller = undefined;
    }
  }
}

export function userMessage(text: string): UserMessage {
  return { role: "user", content: [{ type: "text", text }], timestamp: Date.now() };
}
