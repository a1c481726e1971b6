import type { SessionEvent } from "../session/agent-session.js";

/**
 * One JSON line per event, as pi's `--mode json` prints them, except that message_update carries
 * only its delta: pi repeats the whole partial message twice per update, so its output grows
 * with the square of the response length.
 */
export function eventLine(event: SessionEvent): string {
  if (event.type !== "message_update") return JSON.stringify(event);
  const e = event.assistantMessageEvent;
  const slim: Record<string, unknown> = { type: e.type };
  if ("contentIndex" in e) slim.contentIndex = e.contentIndex;
  if ("delta" in e) slim.delta = e.delta;
  if ("content" in e) slim.content = e.content;
  if ("toolCall" in e) slim.toolCall = e.toolCall;
  return JSON.stringify({ type: "message_update", assistantMessageEvent: slim });
}
