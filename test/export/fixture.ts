import { join } from "node:path";
import type { AssistantMessage, Usage } from "../../src/ai/types.js";
import { SessionStore } from "../../src/session/session-store.js";
import { generateDiffString } from "../../src/tools/edit-diff.js";

// Sessions for the export tests, written with the project's own SessionStore.

/** An 8x8 red PNG. */
export const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4Y2yMFTEMLQkACspMgdVP2G4AAAAASUVORK5CYII=";

/** Markup that must stay text wherever a session carries it. */
export const HOSTILE = `<script>alert("xss")</script><img src="http://127.0.0.1:9/leak.png" onerror="alert(1)"></details></pre></section><style>body{display:none}</style>`;

export function usage(input: number, output: number, cacheRead = 0, cacheWrite = 0, total = 0): Usage {
  return { input, output, cacheRead, cacheWrite, totalTokens: input + output + cacheRead + cacheWrite, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total } };
}

export function assistant(content: AssistantMessage["content"], u: Usage = usage(100, 10), extra: Partial<AssistantMessage> = {}): AssistantMessage {
  return { role: "assistant", content, api: "anthropic-messages", provider: "anthropic", model: "claude-sonnet-4-5", usage: u, stopReason: content.some((c) => c.type === "toolCall") ? "toolUse" : "stop", timestamp: 1, ...extra };
}

const TOOLS = ["read", "bash", "grep", "find", "ls"] as const;

export interface ThirtyTurns {
  file: string;
  prompts: string[];
  replies: string[];
  /** Sum of the per-turn costs, in dollars. */
  cost: number;
}

/**
 * 30 user -> assistant turns, each with thinking, a tool call and its result, then a reply; turn
 * 7 edits a file (with pi's numbered diff in the result), turn 12 reads an image, turn 20's user
 * message carries hostile markup and a link.
 */
export function thirtyTurnSession(dir: string): ThirtyTurns {
  const store = SessionStore.open(join(dir, "thirty.jsonl"), "/home/mona/project");
  store.append({ type: "model_change", provider: "anthropic", modelId: "claude-sonnet-4-5" });
  store.append({ type: "thinking_level_change", thinkingLevel: "medium" });
  const prompts: string[] = [];
  const replies: string[] = [];
  let cost = 0;
  for (let i = 1; i <= 30; i++) {
    const prompt = `Prompt number ${i}: look at module-${i}.ts (user-marker-${i}-q7)`;
    const reply = `Reply number ${i}: module-${i}.ts is fine now (assistant-marker-${i}-z3)`;
    prompts.push(prompt);
    replies.push(reply);
    const text = i === 20 ? `${prompt}\nsee https://example.com/docs and ${HOSTILE}` : prompt;
    store.append({ type: "message", message: { role: "user", content: [{ type: "text", text }], timestamp: i } });

    const id = `call_${i}`;
    let call: AssistantMessage["content"][number];
    let result: { text: string; details?: unknown; image?: boolean };
    if (i === 7) {
      const before = "export function add(a, b) {\n  return a - b;\n}\n";
      const after = "export function add(a, b) {\n  return a + b;\n}\n";
      call = { type: "toolCall", id, name: "edit", arguments: { path: `module-${i}.ts`, edits: [{ oldText: "return a - b;", newText: "return a + b;" }] } };
      result = { text: `Successfully replaced 1 block(s) in module-${i}.ts.`, details: generateDiffString(before, after) };
    } else if (i === 12) {
      call = { type: "toolCall", id, name: "read", arguments: { path: "diagram.png" } };
      result = { text: "Read image file [image/png]", image: true };
    } else {
      const name = TOOLS[i % TOOLS.length];
      call = { type: "toolCall", id, name, arguments: name === "bash" ? { command: `npm test -- module-${i}` } : { path: `src/module-${i}.ts` } };
      result = { text: Array.from({ length: i === 3 ? 60 : 3 }, (_, n) => `output line ${n + 1} of turn ${i}`).join("\n") };
    }
    const turnCost = 0.001 * i;
    cost += turnCost;
    store.append({ type: "message", message: assistant([{ type: "thinking", thinking: `Thinking about module ${i}.` }, call], usage(1000 + i, 50, 200, 10, turnCost / 2)) });
    store.append({
      type: "message",
      message: {
        role: "toolResult",
        toolCallId: id,
        toolName: (call as { name: string }).name,
        content: [{ type: "text", text: result.text }, ...(result.image ? [{ type: "image" as const, data: PNG_BASE64, mimeType: "image/png" }] : [])],
        details: result.details,
        isError: false,
        timestamp: i,
      },
    });
    store.append({ type: "message", message: assistant([{ type: "text", text: reply }], usage(1100 + i, 30, 0, 0, turnCost / 2)) });
  }
  return { file: store.path!, prompts, replies, cost };
}
