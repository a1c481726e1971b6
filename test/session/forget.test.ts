import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AssistantMessage, UserMessage } from "../../src/ai/types.js";
import { resolveModel } from "../../src/ai/models.js";
import { AgentSession } from "../../src/session/agent-session.js";
import { buildSessionContext } from "../../src/session/session-context.js";
import { SessionStore, readSessionFile } from "../../src/session/session-store.js";
import type { CompactionEntry } from "../../src/session/types.js";
import { sessionName } from "../../src/cli/rpc/views.js";
import { startModelServer } from "../support/model-server.js";

// A compaction lets the store drop what it summarised from memory (the file keeps it): a long run
// holds what its context holds, and anything asking for more reads the file again.

// Entry ids are the first 8 characters of a UUID: tests may queue the next ones.
const uuids = vi.hoisted(() => [] as string[]);
vi.mock("node:crypto", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:crypto")>();
  return { ...real, randomUUID: () => uuids.shift() ?? real.randomUUID() };
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "session-forget-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const usage = { input: 1, output: 1, cacheRead: 0, cacheWrite: 0, totalTokens: 2, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } };
const user = (text: string): UserMessage => ({ role: "user", content: [{ type: "text", text }], timestamp: 1 });
const assistant = (text: string): AssistantMessage => ({
  role: "assistant",
  content: [{ type: "text", text }],
  api: "openai-completions",
  provider: "openai",
  model: "gpt-5",
  usage,
  stopReason: "stop",
  timestamp: 2,
});

/** A session: a model and thinking level set at its start, two exchanges, a compaction keeping the second, then a third. */
function compactedStore(store = SessionStore.create(dir, join(dir, "s"))) {
  store.append({ type: "model_change", provider: "anthropic", modelId: "claude-opus-4-5" });
  store.append({ type: "thinking_level_change", thinkingLevel: "high" });
  store.append({ type: "message", message: user("one") });
  store.append({ type: "message", message: { ...assistant("one!"), provider: "anthropic", model: "claude-opus-4-5" } });
  const kept = store.append({ type: "message", message: user("two") });
  store.append({ type: "custom_message", customType: "note", content: "a note", display: false });
  store.append({ type: "compaction", summary: "one, and the start of two", firstKeptEntryId: kept.id, tokensBefore: 50 });
  store.append({ type: "message", message: user("three") });
  return { store, kept };
}

describe("SessionStore.forgetCompacted", () => {
  it("keeps the path from the first kept entry, with the same context, model and thinking level as before", () => {
    const { store, kept } = compactedStore();
    const before = store.buildContext();
    expect(before.model).toEqual({ provider: "anthropic", modelId: "claude-opus-4-5" });
    store.forgetCompacted();
    expect(store.currentPath()[0].id).toBe(kept.id);
    expect(store.currentPath().map((e) => e.type)).toEqual(["message", "custom_message", "compaction", "message"]);
    // The model and thinking level were set only by entries it let go of.
    expect(store.buildContext()).toEqual(before);
    expect(store.buildContext()).toEqual(buildSessionContext(readSessionFile(store.path!).entries, store.leafId));
  });

  it("carries the settings over a second compaction, and new entries get ids the file does not have", () => {
    const { store } = compactedStore();
    store.forgetCompacted();
    const a = store.append({ type: "message", message: assistant("three!") });
    store.append({ type: "compaction", summary: "up to three", firstKeptEntryId: a.id, tokensBefore: 60 });
    store.forgetCompacted();
    expect(store.currentPath()[0].id).toBe(a.id);
    for (let i = 0; i < 50; i++) store.append({ type: "message", message: user(`more ${i}`) });
    const whole = readSessionFile(store.path!);
    expect(new Set(whole.entries.map((e) => e.id)).size).toBe(whole.entries.length);
    const ctx = store.buildContext();
    expect(ctx).toEqual(buildSessionContext(whole.entries, whole.leafId));
    expect(ctx.thinkingLevel).toBe("high");
    expect(ctx.model).toEqual({ provider: "openai", modelId: "gpt-5" });
  });

  it("never gives a new entry the id of one it let go of", () => {
    const { store } = compactedStore();
    const forgotten = store.currentPath()[0].id;
    store.forgetCompacted();
    uuids.push(`${forgotten}-0000-4000-8000-000000000000`);
    const added = store.append({ type: "message", message: user("four") });
    expect(added.id).not.toBe(forgotten);
    expect(store.getEntry(forgotten)?.type).toBe("model_change");
  });

  it("reads the file again for whoever asks for more: all entries, a forgotten one, another branch", () => {
    const { store } = compactedStore();
    const first = readSessionFile(store.path!).entries;
    store.forgetCompacted();
    expect(store.getEntry(first[2].id)).toEqual(first[2]);
    store.forgetCompacted();
    expect(store.entries).toEqual(readSessionFile(store.path!).entries);
    store.forgetCompacted();
    // Back to the first answer: its branch has no compaction.
    store.branch(first[3].id);
    expect(store.buildContext().messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(store.currentPath()).toHaveLength(4);
  });

  it("keeps everything in a session without a file, which could not be read back", () => {
    const { store } = compactedStore(SessionStore.inMemory(dir));
    store.forgetCompacted();
    expect(store.currentPath()).toHaveLength(8);
    expect(store.entries).toHaveLength(8);
  });
});

describe("SessionStore.forgetCompacted, read back as before", () => {
  it("branching into the kept part, or to before the first entry, gives the context of the whole path", () => {
    const { store, kept } = compactedStore();
    store.forgetCompacted();
    // The kept message is held, but its path (no compaction on it) starts at the root.
    store.branch(kept.id);
    const whole = readSessionFile(store.path!).entries;
    expect(store.buildContext()).toEqual(buildSessionContext(whole, kept.id));
    expect(store.currentPath()).toHaveLength(5);

    const other = compactedStore().store;
    other.forgetCompacted();
    other.branch(null);
    const fresh = other.append({ type: "message", message: user("fresh") });
    // A new root: none of the settings of the entries it let go of.
    expect(other.buildContext()).toEqual(buildSessionContext(readSessionFile(other.path!).entries, fresh.id));
    expect(other.buildContext().thinkingLevel).toBe("off");
  });

  it("reads back a file whose last line, skipped on load, is no longer the last one", () => {
    const { store } = compactedStore();
    appendFileSync(store.path!, "not a session entry\n");
    const loaded = SessionStore.open(store.path!, dir);
    expect(loaded.warnings).toHaveLength(1);
    const ids = loaded.entries.map((e) => e.id);
    loaded.forgetCompacted();
    const four = loaded.append({ type: "message", message: user("four") });
    expect(loaded.entries.map((e) => e.id)).toEqual([...ids, four.id]);
    expect(loaded.getEntry(ids[0])?.type).toBe("model_change");
  });

  it("keeps what it holds when the file is changed on disk meanwhile: it reads back only what it let go of", () => {
    const { store, kept } = compactedStore();
    const all = [...store.entries];
    store.forgetCompacted();
    // Someone edits the kept message and another writer appends to the same file.
    const edited = readFileSync(store.path!, "utf8").replace('"text":"two"', '"text":"edited"');
    expect(edited).toContain('"text":"edited"');
    writeFileSync(store.path!, edited + JSON.stringify({ type: "session_info", id: "0ther000", parentId: null, timestamp: new Date().toISOString(), name: "other" }) + "\n");
    expect(store.entries).toEqual(all);
    expect(store.getEntry(kept.id)).toEqual(all.find((e) => e.id === kept.id));
  });

  it("a compaction appended that keeps entries it let go of gets them back", () => {
    const { store } = compactedStore();
    const one = store.currentPath()[2];
    store.forgetCompacted();
    store.append({ type: "compaction", summary: "again", firstKeptEntryId: one.id, tokensBefore: 70 });
    const whole = readSessionFile(store.path!);
    expect(store.buildContext()).toEqual(buildSessionContext(whole.entries, whole.leafId));
    expect(store.buildContext().messages).toHaveLength(6);
  });
});

describe("questions about the whole file", () => {
  it("the session name and whether a thinking level was set are answered without reading back", () => {
    const { store, kept } = compactedStore();
    store.append({ type: "session_info", name: "the long one" });
    store.forgetCompacted();
    expect(sessionName(store)).toBe("the long one");
    expect(store.currentPath()[0].id).toBe(kept.id);
    // The thinking level is the session's already (set by an entry let go of): nothing to record.
    const before = readSessionFile(store.path!).entries.length;
    const session = new AgentSession({ model: resolveModel("anthropic/claude-opus-4-5"), thinking: "high", tools: [], systemPrompt: "test", store });
    session.setThinking("high");
    expect(readSessionFile(store.path!).entries.length).toBe(before);
    expect(store.currentPath()[0].id).toBe(kept.id);
  });
});

describe("AgentSession", () => {
  it("lets go of what each compaction summarised, and of what a resumed session had summarised", async () => {
    const server = await startModelServer({ apiKeys: ["k"] });
    try {
      // Each reply reports a context near the window, so every prompt ends in a compaction.
      server.script(
        { text: "first", usage: { input: 195_000 } },
        { text: "## Goal\nsummary one" },
        { text: "second", usage: { input: 195_000 } },
        // Summaries of the history before the kept part and of the split turn's start.
        { text: "## Goal\nsummary two" },
        { text: "## Goal\nsummary two, the turn" },
      );
      const options = {
        model: resolveModel("anthropic/claude-haiku-4-5"),
        thinking: "off" as const,
        tools: [],
        systemPrompt: "test",
        compaction: { enabled: true, reserveTokens: 16_384, keepRecentTokens: 1 },
        streamOptions: { apiKey: "k", baseUrl: server.url },
      };
      const store = SessionStore.create(dir, join(dir, "s"));
      const session = new AgentSession({ ...options, store });
      expect((await session.prompt("one")).status).toBe("success");
      expect((await session.prompt("two")).status).toBe("success");
      const whole = readSessionFile(store.path!).entries;
      const compactions = whole.filter((e): e is CompactionEntry => e.type === "compaction");
      expect(compactions).toHaveLength(2);
      expect(store.currentPath()[0].id).toBe(compactions[1].firstKeptEntryId);
      expect(store.currentPath().length).toBeLessThan(whole.length);

      const resumed = SessionStore.open(store.path!, dir);
      expect(resumed.currentPath()).toHaveLength(whole.length);
      const again = new AgentSession({ ...options, store: resumed });
      expect(resumed.currentPath()[0].id).toBe(compactions[1].firstKeptEntryId);
      expect(again.agent.messages).toEqual(buildSessionContext(whole).messages);
    } finally {
      await server.close();
    }
  });
});
