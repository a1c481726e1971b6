import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AssistantMessage, Message, ToolResultMessage, UserMessage } from "../../src/ai/types.js";
import { BRANCH_SUMMARY_PREFIX, COMPACTION_SUMMARY_PREFIX } from "../../src/session/compaction-prompts.js";
import { buildSessionContext } from "../../src/session/session-context.js";
import { sessionDirFor, sessionFileName, uuidv7 } from "../../src/session/session-paths.js";
import { SessionStore } from "../../src/session/session-store.js";
import type { NewEntry, SessionEntry } from "../../src/session/types.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "session-store-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const usage = { input: 1, output: 1, cacheRead: 0, cacheWrite: 0, totalTokens: 2, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } };
const user = (text: string): UserMessage => ({ role: "user", content: [{ type: "text", text }], timestamp: 1 });
const assistant = (text: string, model = "claude-sonnet-4-5"): AssistantMessage => ({
  role: "assistant",
  content: [{ type: "text", text }],
  api: "anthropic-messages",
  provider: "anthropic",
  model,
  usage,
  stopReason: "stop",
  timestamp: 2,
});
const toolCallMsg = (): AssistantMessage => ({
  ...assistant(""),
  content: [{ type: "toolCall", id: "call_1", name: "bash", arguments: { command: "echo hi" } }],
  stopReason: "toolUse",
});
const toolResult = (): ToolResultMessage => ({
  role: "toolResult",
  toolCallId: "call_1",
  toolName: "bash",
  content: [{ type: "text", text: "hi\n" }],
  isError: false,
  timestamp: 3,
});
const msg = (message: Message): NewEntry => ({ type: "message", message });
const lines = (path: string) => readFileSync(path, "utf8").split("\n").filter((l) => l !== "");
const texts = (messages: Message[]) =>
  messages.map((m) => `${m.role}: ${typeof m.content === "string" ? m.content : m.content.map((c) => ("text" in c ? c.text : c.type)).join("|")}`);

/** Writes a session file by hand: a header then the given entries (or raw lines). */
function writeSession(name: string, entries: (object | string)[], header: object = { type: "session", version: 3, id: "sid", timestamp: "2026-01-01T00:00:00.000Z", cwd: "/w" }) {
  const path = join(dir, name);
  writeFileSync(path, [header, ...entries].map((e) => (typeof e === "string" ? e : JSON.stringify(e)) + "\n").join(""));
  return path;
}
let n = 0;
const entry = (id: string, parentId: string | null, rest: object): SessionEntry =>
  ({ id, parentId, timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, ++n)).toISOString(), ...rest }) as SessionEntry;

describe("paths", () => {
  it("derives pi's session directory from the cwd", () => {
    expect(sessionDirFor("/home/user/work1", "/a")).toBe(join("/a", "sessions", "--home-user-work1--"));
    expect(sessionDirFor("C:\\Users\\me\\repo", "/a")).toBe(join("/a", "sessions", "--C--Users-me-repo--"));
  });

  it("names files like pi and makes UUIDv7 ids", () => {
    expect(sessionFileName("2026-11-21T22:42:40.878Z", "abc")).toBe("2026-11-21T22-42-40-878Z_abc.jsonl");
    const now = Date.UTC(2026, 10, 21, 22, 42, 40, 878);
    const id = uuidv7(now);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(now);
  });
});

describe("SessionStore writing", () => {
  it("creates the directory and writes the header at creation", () => {
    const sessionDir = join(dir, "a", "b");
    const store = SessionStore.create("/work/repo", sessionDir);
    expect(store.path).toBe(join(sessionDir, sessionFileName(store.header.timestamp, store.header.id)));
    expect(store.header).toEqual({ type: "session", version: 3, id: store.header.id, timestamp: store.header.timestamp, cwd: "/work/repo" });
    expect(store.header.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(lines(store.path!)).toEqual([JSON.stringify(store.header)]);
    expect(store.entries).toEqual([]);
    expect(store.leafId).toBeNull();
  });

  it("appends each entry as one line the moment it is added, chained to the previous leaf", () => {
    const store = SessionStore.create("/w", dir);
    const added: NewEntry[] = [
      { type: "model_change", provider: "anthropic", modelId: "claude-sonnet-4-5" },
      { type: "thinking_level_change", thinkingLevel: "off" },
      msg(user("hello")),
      msg(toolCallMsg()),
      msg(toolResult()),
      msg(assistant("done")),
    ];
    let parent: string | null = null;
    added.forEach((e, i) => {
      const before = Date.now();
      const saved = store.append(e);
      const file = lines(store.path!);
      expect(file).toHaveLength(i + 2);
      expect(JSON.parse(file[i + 1])).toEqual(saved);
      expect(saved).toMatchObject({ ...e, parentId: parent });
      expect(saved.id).toMatch(/^[0-9a-f]{8}$/);
      expect(Date.parse(saved.timestamp)).toBeGreaterThanOrEqual(before - 1);
      expect(store.leafId).toBe(saved.id);
      parent = saved.id;
    });
    expect(Object.keys(JSON.parse(lines(store.path!)[3]))).toEqual(["type", "id", "parentId", "timestamp", "message"]);
  });

  it("keeps ids unique within the file", () => {
    const store = SessionStore.create("/w", dir);
    for (let i = 0; i < 300; i++) store.append({ type: "custom", customType: "t", data: i });
    const ids = lines(store.path!).slice(1).map((l) => JSON.parse(l).id);
    expect(new Set(ids).size).toBe(300);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}$/);
  });

  it("branches: the next entry hangs under the chosen earlier entry", () => {
    const store = SessionStore.create("/w", dir);
    const a = store.append(msg(user("a")));
    const b = store.append(msg(assistant("b")));
    store.append(msg(user("c")));
    store.branch(b.id);
    const d = store.append(msg(user("d")));
    expect(d.parentId).toBe(b.id);
    expect(texts(store.buildContext().messages)).toEqual(["user: a", "assistant: b", "user: d"]);
    store.branch(null);
    expect(store.append(msg(user("root"))).parentId).toBeNull();
    expect(() => store.branch("ffffffff")).toThrow(/No entry ffffffff/);
    expect(a.parentId).toBeNull();
  });

  it("deferred: writes nothing until the first message, then the header and every entry", () => {
    const sessionDir = join(dir, "d");
    const store = SessionStore.create("/w", sessionDir, { deferred: true });
    store.append({ type: "model_change", provider: "anthropic", modelId: "claude-sonnet-4-5" });
    expect(existsSync(store.path!)).toBe(false);
    expect(readdirSync(sessionDir)).toEqual([]);
    store.append(msg(user("hello")));
    store.append(msg(assistant("hi")));
    expect(lines(store.path!).map((l) => JSON.parse(l))).toEqual([store.header, ...store.entries]);
  });

  it("deferred: an empty file given as the session gets its header only with the first message", () => {
    const path = join(dir, "empty.jsonl");
    writeFileSync(path, "");
    const store = SessionStore.open(path, "/w", { deferred: true });
    store.append({ type: "thinking_level_change", thinkingLevel: "off" });
    expect(readFileSync(path, "utf8")).toBe("");
    store.append(msg(user("hello")));
    expect(lines(path).map((l) => JSON.parse(l))).toEqual([store.header, ...store.entries]);
  });

  it("keeps an in-memory session off the disk", () => {
    const store = SessionStore.inMemory(dir);
    expect(store.path).toBeUndefined();
    expect(store.header).toMatchObject({ type: "session", version: 3, cwd: dir });
    store.append(msg(user("x")));
    expect(store.entries).toHaveLength(1);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("SessionStore loading", () => {
  it("reloads what it wrote: entries, header and leaf", () => {
    const store = SessionStore.create("/w", dir);
    store.append(msg(user("a")));
    store.append(msg(assistant("b")));
    const again = SessionStore.open(store.path!, "/elsewhere");
    expect(again.header).toEqual(store.header);
    expect(again.entries).toEqual(store.entries);
    expect(again.leafId).toBe(store.leafId);
    expect(again.append(msg(user("c"))).parentId).toBe(store.leafId);
  });

  it("creates a missing file at exactly the given path", () => {
    const path = join(dir, "x", "y", "my.jsonl");
    const store = SessionStore.open(path, "/the/cwd");
    expect(store.path).toBe(path);
    expect(lines(path)).toEqual([JSON.stringify(store.header)]);
    expect(store.header.cwd).toBe("/the/cwd");
  });

  it("gives an empty file a header", () => {
    const path = join(dir, "empty.jsonl");
    writeFileSync(path, "");
    const store = SessionStore.open(path, "/w");
    store.append(msg(user("a")));
    expect(lines(path).map((l) => JSON.parse(l).type)).toEqual(["session", "message"]);
  });

  it("takes the last line as the leaf, also when it is on another branch", () => {
    const path = writeSession("s.jsonl", [
      entry("a0000000", null, { type: "message", message: user("a") }),
      entry("b0000000", "a0000000", { type: "message", message: assistant("b") }),
      entry("c0000000", "b0000000", { type: "message", message: user("c") }),
      entry("d0000000", "a0000000", { type: "message", message: assistant("d") }),
    ]);
    const store = SessionStore.open(path, "/w");
    expect(store.leafId).toBe("d0000000");
    expect(texts(store.buildContext().messages)).toEqual(["user: a", "assistant: d"]);
  });

  for (const [name, torn] of [
    ["an unfinished line", '{"type":"message","id":"deadbeef","parentId":"a0000000","message":{"role":"us'],
    ["NUL padding", "\0\0\0\0\0\0"],
  ] as const) {
    it(`ignores a torn last line (${name}) and appends after it on a new line`, () => {
      const path = join(dir, "torn.jsonl");
      const good = writeSession("torn.jsonl", [entry("a0000000", null, { type: "message", message: user("a") })]);
      writeFileSync(path, readFileSync(good, "utf8") + torn);
      const store = SessionStore.open(path, "/w");
      expect(store.entries.map((e) => e.id)).toEqual(["a0000000"]);
      expect(store.warnings).toEqual([`${path}: skipped line 3, an incomplete write`]);
      const b = store.append(msg(assistant("b")));
      expect(b.parentId).toBe("a0000000");
      const raw = readFileSync(path, "utf8");
      expect(raw.endsWith(`${JSON.stringify(b)}\n`)).toBe(true);
      expect(raw).toContain(`${torn}\n${JSON.stringify(b)}`); // the fragment is kept, not glued to
      const again = SessionStore.open(path, "/w");
      expect(again.entries.map((e) => e.id)).toEqual(["a0000000", b.id]);
      expect(again.leafId).toBe(b.id);
      again.append(msg(user("c")));
      expect(SessionStore.open(path, "/w").entries).toHaveLength(3);
    });
  }

  it("refuses a damaged line in the middle, naming file and line", () => {
    const path = writeSession("bad.jsonl", [
      entry("a0000000", null, { type: "message", message: user("a") }),
      "this is not json",
      entry("b0000000", "a0000000", { type: "message", message: assistant("b") }),
    ]);
    const before = readFileSync(path);
    expect(() => SessionStore.open(path, "/w")).toThrow(`Session file ${path} is damaged at line 3: not valid JSON. Fix or delete that line, then try again.`);
    expect(readFileSync(path)).toEqual(before);
  });

  for (const [name, line, what] of [
    ["a message entry without its message", { type: "message" }, 'a "message" entry without a message that has a "role"'],
    ["a message without a role", { type: "message", message: { content: "hi" } }, 'a "message" entry without a message that has a "role"'],
    ["an assistant message without content", { type: "message", message: { role: "assistant" } }, 'a "assistant" message without "content"'],
    ["a custom message without content", { type: "custom_message", customType: "x", display: true }, 'a "custom_message" entry without "content"'],
    ["a compaction without a summary", { type: "compaction", firstKeptEntryId: "a0000000", tokensBefore: 1 }, 'a "compaction" entry without a "summary"'],
  ] as const) {
    it(`refuses ${name} in one line, naming the line, instead of failing later`, () => {
      const path = writeSession("shape.jsonl", [entry("a0000000", null, { type: "message", message: user("a") }), entry("b0000000", "a0000000", line)]);
      expect(() => SessionStore.open(path, "/w")).toThrow(`Session file ${path} is damaged at line 3: ${what}. Fix or delete that line, then try again.`);
    });
  }

  it("reads a pi user message whose content is a string", () => {
    const path = writeSession("str.jsonl", [entry("a0000000", null, { type: "message", message: { role: "user", content: "hi", timestamp: 1 } })]);
    expect(SessionStore.open(path, "/w").buildContext().messages).toHaveLength(1);
  });

  it("refuses an entry without id", () => {
    const path = writeSession("noid.jsonl", [{ type: "message", parentId: null, message: user("a") }]);
    expect(() => SessionStore.open(path, "/w")).toThrow(/damaged at line 2: entry without a string "id"/);
  });

  for (const [name, first] of [
    ["plain text", "hello world"],
    ["an entry", JSON.stringify({ type: "message", id: "a", parentId: null })],
    ["a header without id", JSON.stringify({ type: "session", version: 3 })],
  ]) {
    it(`refuses a file whose first line is not a header (${name}) and leaves it untouched`, () => {
      const path = join(dir, "notes.jsonl");
      writeFileSync(path, `${first}\nsecond line\n`);
      const before = readFileSync(path);
      const mtime = statSync(path).mtimeMs;
      let error: Error | undefined;
      try {
        SessionStore.open(path, "/w");
      } catch (e) {
        error = e as Error;
      }
      expect(error?.message).toBe(`${path} is not a session file: line 1 is not a {"type":"session",...} header. It was left unchanged; pass another session file.`);
      expect(error?.message).not.toContain("\n");
      expect(readFileSync(path)).toEqual(before);
      expect(statSync(path).mtimeMs).toBe(mtime);
    });
  }

  it("refuses a newer version", () => {
    const path = writeSession("v4.jsonl", [], { type: "session", version: 4, id: "x", timestamp: "t", cwd: "/" });
    expect(() => SessionStore.open(path, "/w")).toThrow(`Session file ${path} has version 4; this repo-agent reads versions 1 to 3. Use a newer repo-agent or another file.`);
  });

  it("skips what pi repeats when it flushes a file that had no reply yet", () => {
    const header = { type: "session", version: 3, id: "sid", timestamp: "2026-01-01T00:00:00.000Z", cwd: "/w" };
    const a = entry("a0000000", null, { type: "message", message: user("a") });
    const b = entry("b0000000", "a0000000", { type: "message", message: assistant("b") });
    const path = writeSession("dup.jsonl", [a, header, a, b], header);
    const store = SessionStore.open(path, "/w");
    expect(store.entries.map((e) => e.id)).toEqual(["a0000000", "b0000000"]);
    expect(store.leafId).toBe("b0000000");
  });

  it("migrates a v1 file like pi (ids, chain, compaction index), keeping a backup", () => {
    const v1 = [
      { type: "message", timestamp: "2025-01-01T00:00:01.000Z", message: user("first") },
      { type: "message", timestamp: "2025-01-01T00:00:02.000Z", message: assistant("first answer") },
      { type: "message", timestamp: "2025-01-01T00:00:03.000Z", message: user("second") },
      { type: "compaction", timestamp: "2025-01-01T00:00:04.000Z", summary: "S", firstKeptEntryIndex: 3, tokensBefore: 10 },
      { type: "message", timestamp: "2025-01-01T00:00:05.000Z", message: assistant("after") },
    ];
    const path = writeSession("v1.jsonl", v1, { type: "session", id: "old", timestamp: "2025-01-01T00:00:00.000Z", cwd: "/w" });
    const original = readFileSync(path, "utf8");
    const store = SessionStore.open(path, "/w");
    expect(store.header.version).toBe(3);
    const ids = store.entries.map((e) => e.id);
    store.entries.forEach((e, i) => expect(e.parentId).toBe(i === 0 ? null : ids[i - 1]));
    const compaction = store.entries[3];
    expect(compaction).toMatchObject({ type: "compaction", firstKeptEntryId: ids[2] });
    expect(compaction).not.toHaveProperty("firstKeptEntryIndex");
    expect(texts(store.buildContext().messages)).toEqual([`user: ${COMPACTION_SUMMARY_PREFIX}S\n</summary>`, "user: second", "assistant: after"]);
    expect(readFileSync(`${path}.v1.bak`, "utf8")).toBe(original);
    expect(JSON.parse(lines(path)[0]).version).toBe(3);
    expect(SessionStore.open(path, "/w").entries).toEqual(store.entries);
  });

  it("migrates a v2 hookMessage to a custom message", () => {
    const path = writeSession(
      "v2.jsonl",
      [entry("a0000000", null, { type: "message", message: { role: "hookMessage", customType: "h", content: "from a hook", display: true, timestamp: 5 } })],
      { type: "session", version: 2, id: "old", timestamp: "2025-01-01T00:00:00.000Z", cwd: "/w" },
    );
    const store = SessionStore.open(path, "/w");
    expect((store.entries[0] as { message: { role: string } }).message.role).toBe("custom");
    expect(store.buildContext().messages).toEqual([{ role: "user", content: [{ type: "text", text: "from a hook" }], timestamp: 5 }]);
  });
});

describe("SessionStore.continueRecent", () => {
  it("opens the newest file with a valid header, skipping invalid ones", () => {
    const h = (id: string) => ({ type: "session", version: 3, id, timestamp: "2026-01-01T00:00:00.000Z", cwd: "/w" });
    const older = writeSession("2026-01-01_older.jsonl", [], h("older"));
    const newer = writeSession("2026-01-02_newer.jsonl", [entry("a0000000", null, { type: "message", message: user("x") })], h("newer"));
    const broken = join(dir, "2026-01-03_broken.jsonl");
    writeFileSync(broken, "not a header\n");
    writeFileSync(join(dir, "notes.txt"), JSON.stringify(h("txt")) + "\n");
    mkdirSync(join(dir, "folder.jsonl"));
    utimesSync(older, 1000, 1000);
    utimesSync(newer, 2000, 2000);
    utimesSync(broken, 3000, 3000);
    utimesSync(join(dir, "notes.txt"), 4000, 4000);
    const store = SessionStore.continueRecent("/w", dir);
    expect(store.path).toBe(newer);
    expect(store.header.id).toBe("newer");
    expect(store.leafId).toBe("a0000000");
    expect(readFileSync(broken, "utf8")).toBe("not a header\n");
  });

  it("skips a newer file that holds no message (a start that failed or crashed)", () => {
    const h = (id: string) => ({ type: "session", version: 3, id, timestamp: "2026-01-01T00:00:00.000Z", cwd: "/w" });
    const talk = writeSession("2026-01-01_talk.jsonl", [entry("a0000000", null, { type: "message", message: user("x") })], h("talk"));
    const empty = writeSession("2026-01-02_empty.jsonl", [entry("b0000000", null, { type: "model_change", provider: "anthropic", modelId: "m" })], h("empty"));
    const bare = writeSession("2026-01-03_bare.jsonl", [], h("bare"));
    utimesSync(talk, 1000, 1000);
    utimesSync(empty, 2000, 2000);
    utimesSync(bare, 3000, 3000);
    expect(SessionStore.continueRecent("/w", dir).path).toBe(talk);
  });

  it("creates a new session when there is none", () => {
    const sessionDir = join(dir, "none");
    const store = SessionStore.continueRecent("/w", sessionDir);
    expect(existsSync(store.path!)).toBe(true);
    expect(readdirSync(sessionDir)).toEqual([store.path!.slice(sessionDir.length + 1)]);
  });
});

describe("buildSessionContext", () => {
  it("rebuilds messages, model and thinking level along the path", () => {
    const entries = [
      entry("m1", null, { type: "model_change", provider: "anthropic", modelId: "claude-sonnet-4-5" }),
      entry("t1", "m1", { type: "thinking_level_change", thinkingLevel: "high" }),
      entry("u1", "t1", { type: "message", message: user("hi") }),
      entry("a1", "u1", { type: "message", message: toolCallMsg() }),
      entry("r1", "a1", { type: "message", message: toolResult() }),
      entry("c1", "r1", { type: "custom", customType: "ext-state", data: { x: 1 } }),
      entry("l1", "c1", { type: "label", targetId: "u1", label: "start" }),
      entry("i1", "l1", { type: "session_info", name: "a name" }),
      entry("a2", "i1", { type: "message", message: assistant("done", "claude-opus-4") }),
      entry("t2", "a2", { type: "thinking_level_change", thinkingLevel: "low" }),
      entry("cm", "t2", { type: "custom_message", customType: "note", content: "remember this", display: false }),
      entry("bs", "cm", { type: "branch_summary", fromId: "x", summary: "we tried X" }),
      entry("be", "bs", { type: "branch_summary", fromId: "x", summary: "" }),
      entry("m2", "be", { type: "model_change", provider: "openai", modelId: "gpt-5.1" }),
    ];
    const ctx = buildSessionContext(entries, "m2");
    expect(ctx.model).toEqual({ provider: "openai", modelId: "gpt-5.1" });
    expect(ctx.thinkingLevel).toBe("low");
    expect(ctx.messages.slice(0, 4)).toEqual([user("hi"), toolCallMsg(), toolResult(), assistant("done", "claude-opus-4")]);
    expect(ctx.messages.slice(4)).toEqual([
      { role: "user", content: [{ type: "text", text: "remember this" }], timestamp: Date.parse(entries[10].timestamp) },
      { role: "user", content: [{ type: "text", text: `${BRANCH_SUMMARY_PREFIX}we tried X</summary>` }], timestamp: Date.parse(entries[11].timestamp) },
    ]);
    // The model of the last assistant message, when no model_change follows it.
    expect(buildSessionContext(entries, "a2").model).toEqual({ provider: "anthropic", modelId: "claude-opus-4" });
    expect(buildSessionContext(entries, "a2").thinkingLevel).toBe("high");
  });

  it("defaults: thinking off, no model, empty for a null leaf, last entry for an unknown leaf", () => {
    const entries = [entry("u1", null, { type: "message", message: user("hi") })];
    expect(buildSessionContext(entries, "u1")).toEqual({ messages: [user("hi")], thinkingLevel: "off" });
    expect(buildSessionContext(entries, null)).toEqual({ messages: [], thinkingLevel: "off" });
    expect(buildSessionContext(entries, "nope").messages).toEqual([user("hi")]);
    expect(buildSessionContext([], undefined)).toEqual({ messages: [], thinkingLevel: "off" });
  });

  it("follows the branch of the leaf, not file order", () => {
    const entries = [
      entry("u1", null, { type: "message", message: user("q") }),
      entry("a1", "u1", { type: "message", message: assistant("first try") }),
      entry("u2", "a1", { type: "message", message: user("abandoned") }),
      entry("a2", "u1", { type: "message", message: assistant("second try") }),
      entry("u3", "a2", { type: "message", message: user("kept") }),
    ];
    expect(texts(buildSessionContext(entries, "u3").messages)).toEqual(["user: q", "assistant: second try", "user: kept"]);
    expect(texts(buildSessionContext(entries, "u2").messages)).toEqual(["user: q", "assistant: first try", "user: abandoned"]);
  });

  it("starts from the latest compaction on the path: summary, kept entries, then what follows", () => {
    const entries = [
      entry("m1", null, { type: "model_change", provider: "anthropic", modelId: "claude-sonnet-4-5" }),
      entry("u1", "m1", { type: "message", message: user("one") }),
      entry("a1", "u1", { type: "message", message: assistant("one!") }),
      entry("u2", "a1", { type: "message", message: user("two") }),
      entry("a2", "u2", { type: "message", message: assistant("two!") }),
      entry("k1", "a2", { type: "compaction", summary: "first summary", firstKeptEntryId: "u2", tokensBefore: 100 }),
      entry("u3", "k1", { type: "message", message: user("three") }),
      entry("a3", "u3", { type: "message", message: assistant("three!") }),
      entry("k2", "a3", { type: "compaction", summary: "second summary", firstKeptEntryId: "u3", tokensBefore: 200 }),
      entry("u4", "k2", { type: "message", message: user("four") }),
      entry("x1", "a1", { type: "message", message: user("other branch") }),
    ];
    const ctx = buildSessionContext(entries, "u4");
    expect(ctx.messages[0]).toEqual({
      role: "user",
      content: [{ type: "text", text: "The conversation history before this point was compacted into the following summary:\n\n<summary>\nsecond summary\n</summary>" }],
      timestamp: Date.parse(entries[8].timestamp),
    });
    expect(texts(ctx.messages.slice(1))).toEqual(["user: three", "assistant: three!", "user: four"]);
    expect(ctx.model).toEqual({ provider: "anthropic", modelId: "claude-sonnet-4-5" });
    expect(texts(buildSessionContext(entries, "u3").messages)).toEqual([
      `user: ${COMPACTION_SUMMARY_PREFIX}first summary\n</summary>`,
      "user: two",
      "assistant: two!",
      "user: three",
    ]);
    // A compaction on another branch does not apply.
    expect(texts(buildSessionContext(entries, "x1").messages)).toEqual(["user: one", "assistant: one!", "user: other branch"]);
  });

  it("turns pi-only message roles into user messages as pi's convertToLlm does", () => {
    const bash = (rest: object) => ({ role: "bashExecution", command: "ls", output: "a\nb", exitCode: 0, cancelled: false, truncated: false, timestamp: 7, ...rest });
    const entries = [
      entry("b1", null, { type: "message", message: bash({}) }),
      entry("b2", "b1", { type: "message", message: bash({ output: "", exitCode: 2 }) }),
      entry("b3", "b2", { type: "message", message: bash({ cancelled: true, exitCode: null, truncated: true, fullOutputPath: "/tmp/out.log" }) }),
      entry("b4", "b3", { type: "message", message: bash({ excludeFromContext: true }) }),
      entry("c1", "b4", { type: "message", message: { role: "custom", customType: "t", content: [{ type: "text", text: "blocks" }], display: true, timestamp: 8 } }),
      entry("s1", "c1", { type: "message", message: { role: "branchSummary", summary: "B", fromId: "x", timestamp: 9 } }),
      entry("s2", "s1", { type: "message", message: { role: "compactionSummary", summary: "C", tokensBefore: 1, timestamp: 10 } }),
      entry("z1", "s2", { type: "message", message: { role: "somethingNew", timestamp: 11 } }),
    ];
    expect(buildSessionContext(entries, "z1").messages).toEqual([
      { role: "user", content: [{ type: "text", text: "Ran `ls`\n```\na\nb\n```" }], timestamp: 7 },
      { role: "user", content: [{ type: "text", text: "Ran `ls`\n(no output)\n\nCommand exited with code 2" }], timestamp: 7 },
      { role: "user", content: [{ type: "text", text: "Ran `ls`\n```\na\nb\n```\n\n(command cancelled)\n\n[Output truncated. Full output: /tmp/out.log]" }], timestamp: 7 },
      { role: "user", content: [{ type: "text", text: "blocks" }], timestamp: 8 },
      { role: "user", content: [{ type: "text", text: "The following is a summary of a branch that this conversation came back from:\n\n<summary>\nB</summary>" }], timestamp: 9 },
      { role: "user", content: [{ type: "text", text: `${COMPACTION_SUMMARY_PREFIX}C\n</summary>` }], timestamp: 10 },
    ]);
  });

  it("survives a parent cycle in a damaged file", () => {
    const entries = [entry("a", "b", { type: "message", message: user("a") }), entry("b", "a", { type: "message", message: user("b") })];
    expect(texts(buildSessionContext(entries, "b").messages)).toEqual(["user: a", "user: b"]);
  });
});
