// The steps of a run read back from its session file, for the post step when the main step died:
// the progress comment is edited at most every 10 s, so the file knows more than the comment.
import { readSessionFile } from "../../session/session-store.js";
import type { SessionEntry } from "../../session/types.js";
import type { VerifyOutcome } from "../verify/verify.js";
import { StepLog, steeredStep } from "./progress-render.js";

/**
 * The steps recorded in `file` after entry `from` (this run's part of a continued session; all of
 * it when null). Undefined when the file cannot be read or holds no step of this run. A tool call
 * without its result is still running (the step died during it).
 */
export function stepsFromSession(file: string, from: string | null): StepLog | undefined {
  let entries: SessionEntry[];
  try {
    entries = readSessionFile(file).entries;
  } catch {
    return undefined;
  }
  const at = from === null ? -1 : entries.findIndex((e) => e.id === from);
  if (from !== null && at < 0) return undefined;
  const steps = new StepLog();
  let any = false;
  for (const entry of entries.slice(at + 1)) {
    if (entry.type === "custom" && entry.customType === "repo-agent.verify") {
      const v = (entry.data ?? {}) as Partial<VerifyOutcome>;
      if (v.status === undefined || v.status === "skipped" || !v.round) continue;
      steps.onEvent({ type: "verify_start", round: v.round, command: v.command ?? "" });
      steps.onEvent({ type: "verify_end", round: v.round, command: v.command ?? "", passed: v.status === "passed" });
      any = true;
    }
    if (entry.type === "custom" && entry.customType === "repo-agent.budget_stop") {
      const stop = (entry.data ?? {}) as { budget?: "max-cost" | "timeout" | "max-turns" | "stopped"; message?: string };
      if (stop.budget && stop.message) steps.onEvent({ type: "budget_stop", budget: stop.budget, message: stop.message });
    }
    if (entry.type === "custom" && entry.customType === "repo-agent.steered") {
      const { login, instruction } = (entry.data ?? {}) as { login?: unknown; instruction?: unknown };
      // Only a login as GitHub spells one goes into the comment unescaped.
      if (typeof login === "string" && /^[A-Za-z0-9-]+(\[bot\])?$/.test(login) && typeof instruction === "string") steps.say(steeredStep(login, instruction));
    }
    if (entry.type !== "message") continue;
    const m = entry.message;
    if (m.role === "assistant") {
      steps.onEvent({ type: "turn_start" });
      for (const c of m.content) {
        if (c.type !== "toolCall") continue;
        steps.onEvent({ type: "tool_execution_start", toolCallId: c.id, toolName: c.name, args: c.arguments });
        any = true;
      }
    } else if (m.role === "toolResult") {
      steps.onEvent({ type: "tool_execution_end", toolCallId: m.toolCallId, toolName: m.toolName, result: { content: [] }, isError: m.isError });
    }
  }
  return any ? steps : undefined;
}
