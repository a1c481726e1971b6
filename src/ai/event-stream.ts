import type { AssistantMessage, AssistantMessageEvent } from "./types.js";

/**
 * A push-driven async iterable of stream events that also resolves to the final message.
 * Producers push; a consumer may iterate, await `result()`, or both.
 */
export class AssistantMessageEventStream implements AsyncIterable<AssistantMessageEvent> {
  private queue: AssistantMessageEvent[] = [];
  private waiting: ((r: IteratorResult<AssistantMessageEvent>) => void)[] = [];
  private done = false;
  private resolveResult!: (m: AssistantMessage) => void;
  private readonly final = new Promise<AssistantMessage>((resolve) => (this.resolveResult = resolve));

  push(event: AssistantMessageEvent): void {
    if (this.done) return;
    if (event.type === "done" || event.type === "error") {
      this.done = true;
      this.resolveResult(event.type === "done" ? event.message : event.error);
    }
    const waiter = this.waiting.shift();
    if (waiter) waiter({ value: event, done: false });
    else this.queue.push(event);
    if (this.done) for (const w of this.waiting.splice(0)) w({ value: undefined, done: true });
  }

  result(): Promise<AssistantMessage> {
    return this.final;
  }

  [Symbol.asyncIterator](): AsyncIterator<AssistantMessageEvent> {
    return {
      next: () => {
        const event = this.queue.shift();
        if (event) return Promise.resolve({ value: event, done: false });
        if (this.done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => this.waiting.push(resolve));
      },
    };
  }
}
