import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveModel } from "../../src/ai/models.js";
import { AgentSession } from "../../src/session/agent-session.js";
import type { Budgets } from "../../src/session/budget.js";
import { SessionStore } from "../../src/session/session-store.js";

/** A session with no tools against the loopback model server (key "k"), in a fresh directory. */
export function bareSession(baseUrl: string, budgets: Budgets): AgentSession {
  const dir = mkdtempSync(join(tmpdir(), "session-"));
  return new AgentSession({
    model: resolveModel("anthropic/claude-haiku-4-5"),
    thinking: "off",
    tools: [],
    systemPrompt: "test",
    store: SessionStore.create(dir, join(dir, ".sessions")),
    budgets,
    streamOptions: { apiKey: "k", baseUrl },
  });
}
