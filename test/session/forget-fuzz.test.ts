import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import type { AssistantMessage } from "../../src/ai/types.js";
import { agentMessages, sessionName } from "../../src/cli/rpc/views.js";
import { SessionStore } from "../../src/session/session-store.js";
import type { NewEntry } from "../../src/session/types.js";

// Random sessions (branches, compactions keeping any entry, settings, names, reloads): a store
// with a file, which lets go of what compactions summarised, answers as one that holds everything.

// Both stores are given the same ids and times.
const uuids = vi.hoisted(() => [] as string[]);
vi.mock("node:crypto", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:crypto")>();
  return { ...real, randomUUID: () => uuids.shift() ?? real.randomUUID() };
});
afterEach(() => {
  vi.useRealTimers();
});

const usage = { input: 1, output: 1, cacheRead: 0, cacheWrite: 0, totalTokens: 2, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } };

function random(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

it("a store that forgets answers as one that holds everything", () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  for (let seed = 1; seed < 300; seed++) {
    const dir = mkdtempSync(join(tmpdir(), "session-forget-fuzz-"));
    const r = random(seed);
    const pick = <T>(a: readonly T[]) => a[Math.floor(r() * a.length)];
    let store = SessionStore.create(dir, join(dir, "s"), { deferred: seed % 2 === 0 });
    const all = SessionStore.inMemory(dir);
    const steps: string[] = [];
    const newEntry = (n: number): NewEntry => {
      const k = r();
      if (k < 0.3) return { type: "message", message: { role: "user", content: [{ type: "text", text: `u${n}` }], timestamp: n } };
      if (k < 0.55) {
        const message: AssistantMessage = { role: "assistant", content: [{ type: "text", text: `a${n}` }], api: "openai-completions", provider: pick(["p1", "p2"]), model: pick(["m1", "m2"]), usage, stopReason: "stop", timestamp: n };
        return { type: "message", message };
      }
      if (k < 0.65) return { type: "model_change", provider: "p3", modelId: `m${n}` };
      if (k < 0.75) return { type: "thinking_level_change", thinkingLevel: pick(["low", "high", "off"] as const) };
      if (k < 0.8) return { type: "session_info", name: `n${n}` };
      if (k < 0.85) return { type: "custom_message", customType: "c", content: `c${n}`, display: false };
      const path = all.currentPath().map((e) => e.id);
      const ids = all.entries.map((e) => e.id);
      const kept = r() < 0.8 && path.length ? pick(path) : ids.length && r() < 0.5 ? pick(ids) : "00000000";
      return { type: "compaction", summary: `s${n}`, firstKeptEntryId: kept, tokensBefore: 1 };
    };
    try {
      for (let step = 0; step < 60; step++) {
        const op = r();
        if (op < 0.55) {
          const entry = newEntry(step);
          const id = `${(0x10000000 + step).toString(16)}-0000-4000-8000-000000000000`;
          uuids.push(id);
          store.append(entry);
          uuids.push(id);
          all.append(entry);
          steps.push(`append ${entry.type}`);
        } else if (op < 0.75) {
          store.forgetCompacted();
          steps.push("forget");
        } else if (op < 0.85) {
          const ids = all.entries.map((e) => e.id);
          const to = r() < 0.1 || !ids.length ? null : pick(ids);
          store.branch(to);
          all.branch(to);
          steps.push(`branch ${to}`);
        } else if (op < 0.9) {
          const ids = all.entries.map((e) => e.id);
          if (ids.length) {
            const id = pick(ids);
            expect(store.getEntry(id)).toEqual(all.getEntry(id));
          }
        } else if (op < 0.95) {
          expect(store.entries).toEqual(all.entries);
        } else if (op < 0.97) {
          expect(sessionName(store)).toEqual(sessionName(all));
        } else if (store.path && existsSync(store.path) && all.leafId === all.entries.at(-1)?.id) {
          // A resumed session (its leaf is the last line), as an AgentSession lets it go.
          store = SessionStore.open(store.path, dir);
          store.forgetCompacted();
          steps.push("reopen");
        }
        const why = `seed ${seed}: ${steps.join(", ")}`;
        expect(store.leafId, why).toBe(all.leafId);
        expect(store.buildContext(), why).toEqual(all.buildContext());
        expect(agentMessages(store), why).toEqual(agentMessages(all));
      }
      expect(store.entries).toEqual(all.entries);
      expect(SessionStore.open(store.path!, dir).entries).toEqual(all.entries);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
});
