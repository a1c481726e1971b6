import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { AssistantMessage, Context, Message, Model, ToolCall, Usage } from "../../src/ai/types.js";
import {
  compact,
  type CompactionPreparation,
  compactionSummaryMessage,
  type CompleteFn,
  contextTokensFromUsage,
  DEFAULT_COMPACTION_SETTINGS,
  estimateContextTokens,
  estimateTokens,
  findCutPoint,
  messageFromEntry,
  prepareCompaction,
  serializeConversation,
  shouldCompact,
} from "../../src/session/compaction.js";
import type { SessionEntry } from "../../src/session/types.js";

// sha256 of pi 0.73.1's own texts, captured from the prompts pi's compact() sent to a recording
// provider (scratch install, /tmp/pi-compaction/cmp/compare.mts).
const PI_SHA = {
  system: "78c24210d5ba3e2fbcb8b13289c2488d52f3d5317fe5bfc4055dfc126e4b8570",
  initial: "9b00aa68df1a64279bc36e9093367f638701d48ec82e3d08436f65092a515f9b",
  turnPrefix: "9aeeb36ea731a8497d38abb03c2da351d81bcade4b2ae389bb6ae74300cf6ba5",
  /** The update prompt followed by `\n\nAdditional focus: keep the test names`. */
  updateWithFocus: "3067db67a6cbb174c11be4fd558ec02ae1774aaa1c87c74e63c77c0b0b6d26e3",
};
const sha = (s: string) => createHash("sha256").update(s).digest("hex");

function usage(total: number, parts?: Partial<Usage>): Usage {
  return {
    input: 0,
    output: 0,
    cacheRead: 0,
    cacheWrite: 0,
    totalTokens: total,
    cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
    ...parts,
  };
}

const userMsg = (text: string): Message => ({ role: "user", content: [{ type: "text", text }], timestamp: 1 });
const call = (name: string, args: Record<string, unknown>): ToolCall => ({ type: "toolCall", id: `call-${name}`, name, arguments: args });
function assistantMsg(content: AssistantMessage["content"], tokens = 0, stopReason: AssistantMessage["stopReason"] = "stop"): AssistantMessage {
  return { role: "assistant", content, api: "anthropic-messages", provider: "anthropic", model: "m", usage: usage(tokens), stopReason, timestamp: 2 };
}
const toolResultMsg = (text: string): Message => ({
  role: "toolResult",
  toolCallId: "c",
  toolName: "read",
  content: [{ type: "text", text }],
  isError: false,
  timestamp: 3,
});

/** Builds a branch path with sequential ids, each entry the child of the previous one. */
class Path {
  entries: SessionEntry[] = [];
  private n = 0;
  add(entry: Record<string, unknown>): SessionEntry {
    const id = (++this.n).toString(16).padStart(8, "0");
    const e = { ...entry, id, parentId: this.entries.at(-1)?.id ?? null, timestamp: new Date(1_700_000_000_000 + this.n * 1000).toISOString() };
    this.entries.push(e as unknown as SessionEntry);
    return e as unknown as SessionEntry;
  }
  msg(message: Message) {
    return this.add({ type: "message", message });
  }
  user(text: string) {
    return this.msg(userMsg(text));
  }
  assistant(content: AssistantMessage["content"], tokens = 0, stopReason: AssistantMessage["stopReason"] = "stop") {
    return this.msg(assistantMsg(content, tokens, stopReason));
  }
  text(text: string, tokens = 0) {
    return this.assistant([{ type: "text", text }], tokens);
  }
  result(text: string) {
    return this.msg(toolResultMsg(text));
  }
  index(entry: SessionEntry) {
    return this.entries.indexOf(entry);
  }
}

const model: Model = {
  id: "m",
  name: "m",
  api: "anthropic-messages",
  provider: "anthropic",
  reasoning: false,
  input: ["text"],
  cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
  contextWindow: 200000,
  maxTokens: 8192,
};

interface Call {
  context: Context;
  opts: Parameters<CompleteFn>[1];
  text: string;
}

/** The model boundary: records every request and answers by kind of prompt. */
function recorder(reply: (text: string) => Partial<AssistantMessage> = () => ({})) {
  const calls: Call[] = [];
  const complete: CompleteFn = async (context, opts) => {
    const first = context.messages[0];
    const text = first.role === "user" && Array.isArray(first.content) && first.content[0].type === "text" ? first.content[0].text : "";
    calls.push({ context, opts, text });
    const kind = text.includes("This is the PREFIX of a turn") ? "PREFIX SUMMARY" : "HISTORY SUMMARY";
    return { ...assistantMsg([{ type: "text", text: kind }]), ...reply(text) };
  };
  return { calls, complete };
}

/** What follows the conversation (and the previous summary) in a summarisation request. */
const instructionsOf = (text: string) =>
  text.slice(text.lastIndexOf("</conversation>\n\n") + 17).replace(/^<previous-summary>\n[\s\S]*?\n<\/previous-summary>\n\n/, "");

describe("token estimates", () => {
  it("counts characters / 4, rounded up, per pi's rules", () => {
    expect(estimateTokens({ role: "user", content: "12345", timestamp: 0 })).toBe(2);
    // Images in user messages are not counted (pi counts them only in tool results).
    expect(
      estimateTokens({ role: "user", content: [{ type: "text", text: "abcd" }, { type: "image", data: "x", mimeType: "image/png" }], timestamp: 0 }),
    ).toBe(1);
    const a = assistantMsg([
      { type: "thinking", thinking: "ab" },
      { type: "text", text: "cde" },
      call("read", { path: "a.ts" }),
    ]);
    // 2 + 3 + "read".length + '{"path":"a.ts"}'.length = 2 + 3 + 4 + 15 = 24
    expect(estimateTokens(a)).toBe(6);
    const withImage: Message = {
      role: "toolResult",
      toolCallId: "c",
      toolName: "read",
      content: [{ type: "text", text: "x" }, { type: "image", data: "y", mimeType: "image/png" }],
      isError: false,
      timestamp: 0,
    };
    expect(estimateTokens(withImage)).toBe(Math.ceil(4801 / 4));
  });

  it("estimates pi-only roles found in pi's files as pi does", () => {
    const estimate = (m: Record<string, unknown>) => estimateTokens(m as unknown as Message);
    expect(estimate({ role: "bashExecution", command: "ls", output: "abcdef", exitCode: 0, cancelled: false, truncated: false, timestamp: 0 })).toBe(2);
    expect(estimate({ role: "custom", customType: "x", content: [{ type: "image", data: "x", mimeType: "image/png" }], display: true, timestamp: 0 })).toBe(1200);
    expect(estimate({ role: "compactionSummary", summary: "12345", tokensBefore: 1, timestamp: 0 })).toBe(2);
    expect(estimate({ role: "somethingElse", timestamp: 0 })).toBe(0);
  });

  it("reads context size from usage: totalTokens, else the sum of the parts", () => {
    expect(contextTokensFromUsage(usage(1234, { input: 1 }))).toBe(1234);
    expect(contextTokensFromUsage(usage(0, { input: 100, output: 20, cacheRead: 3, cacheWrite: 4 }))).toBe(127);
  });

  it("estimates context as the last valid usage plus the messages after it", () => {
    const messages: Message[] = [
      userMsg("a".repeat(40)),
      assistantMsg([{ type: "text", text: "b" }], 1000),
      userMsg("c".repeat(40)),
      assistantMsg([], 99999, "error"),
      assistantMsg([], 99999, "aborted"),
    ];
    expect(estimateContextTokens(messages)).toEqual({ tokens: 1010, usageTokens: 1000, trailingTokens: 10, lastUsageIndex: 1 });
    expect(estimateContextTokens([userMsg("a".repeat(40)), userMsg("b".repeat(3))])).toEqual({
      tokens: 11,
      usageTokens: 0,
      trailingTokens: 11,
      lastUsageIndex: null,
    });
  });

  it("compacts only above contextWindow - reserveTokens, and only when enabled", () => {
    expect(DEFAULT_COMPACTION_SETTINGS).toEqual({ enabled: true, reserveTokens: 16384, keepRecentTokens: 20000 });
    expect(shouldCompact(200000 - 16384, 200000, DEFAULT_COMPACTION_SETTINGS)).toBe(false);
    expect(shouldCompact(200000 - 16384 + 1, 200000, DEFAULT_COMPACTION_SETTINGS)).toBe(true);
    expect(shouldCompact(999999, 200000, { ...DEFAULT_COMPACTION_SETTINGS, enabled: false })).toBe(false);
  });
});

describe("findCutPoint", () => {
  it("never cuts at a tool result: moves to the next valid cut point", () => {
    const p = new Path();
    p.user("start");
    p.assistant([call("read", { path: "big.ts" })]);
    const big = p.result("x".repeat(400)); // 100 tokens: the budget is reached here
    const next = p.text("y".repeat(40)); // 10 tokens
    const cut = findCutPoint(p.entries, 0, p.entries.length, 100);
    expect(cut.firstKeptEntryIndex).toBe(p.index(next));
    expect(p.entries[cut.firstKeptEntryIndex].type === "message").toBe(true);
    expect(cut.firstKeptEntryIndex).not.toBe(p.index(big));
    // The kept assistant message is mid-turn: the turn began at the user message.
    expect(cut).toMatchObject({ isSplitTurn: true, turnStartIndex: 0 });
  });

  it("extends the kept range back over model and thinking changes, stopping at a message", () => {
    const p = new Path();
    p.user("a".repeat(400));
    p.text("b".repeat(400));
    const change = p.add({ type: "model_change", provider: "openai", modelId: "gpt" });
    p.add({ type: "thinking_level_change", thinkingLevel: "high" });
    p.user("c".repeat(400));
    p.text("d".repeat(40));
    const cut = findCutPoint(p.entries, 0, p.entries.length, 100);
    expect(cut.firstKeptEntryIndex).toBe(p.index(change));
    // The cut message is a user message, so no turn is split (pi would call the previous,
    // complete turn a split turn here because it looks at the model_change instead).
    expect(cut).toMatchObject({ isSplitTurn: false, turnStartIndex: -1 });
  });

  it("does not extend back past a compaction entry", () => {
    const p = new Path();
    const first = p.user("a".repeat(400));
    p.add({ type: "compaction", summary: "s", firstKeptEntryId: first.id, tokensBefore: 10 });
    const label = p.add({ type: "label", targetId: first.id, label: "x" });
    p.user("b".repeat(400));
    expect(findCutPoint(p.entries, 0, p.entries.length, 100).firstKeptEntryIndex).toBe(p.index(label));
  });

  it("keeps from the first cut point when the budget is never reached", () => {
    const p = new Path();
    p.add({ type: "model_change", provider: "anthropic", modelId: "m" });
    p.user("hi");
    p.text("hello");
    expect(findCutPoint(p.entries, 0, p.entries.length, 20000)).toEqual({ firstKeptEntryIndex: 0, turnStartIndex: -1, isSplitTurn: false });
  });

  it("can cut at a custom_message entry, a clean turn boundary", () => {
    const p = new Path();
    p.user("start");
    p.assistant([call("read", { path: "big.ts" })]);
    p.result("x".repeat(400));
    const custom = p.add({ type: "custom_message", customType: "note", content: "n", display: true });
    p.text("y");
    expect(findCutPoint(p.entries, 0, p.entries.length, 100)).toEqual({ firstKeptEntryIndex: p.index(custom), turnStartIndex: -1, isSplitTurn: false });
  });

  it("keeps a custom_message directly before the cut, so no turn prefix is left over", () => {
    const p = new Path();
    p.user("a".repeat(400));
    p.text("b".repeat(400));
    const custom = p.add({ type: "custom_message", customType: "note", content: "n", display: true });
    p.add({ type: "model_change", provider: "openai", modelId: "gpt" });
    p.text("c".repeat(400));
    expect(findCutPoint(p.entries, 0, p.entries.length, 100)).toEqual({ firstKeptEntryIndex: p.index(custom), turnStartIndex: -1, isSplitTurn: false });
  });
});

describe("prepareCompaction", () => {
  it("returns undefined when there is nothing to compact", () => {
    expect(prepareCompaction([], DEFAULT_COMPACTION_SETTINGS)).toBeUndefined();
    const p = new Path();
    p.add({ type: "model_change", provider: "anthropic", modelId: "m" });
    p.user("hi");
    p.text("hello", 50);
    expect(prepareCompaction(p.entries, DEFAULT_COMPACTION_SETTINGS)).toBeUndefined();
    const q = new Path();
    const u = q.user("a".repeat(4000));
    q.text("b".repeat(4000), 3000);
    q.add({ type: "compaction", summary: "s", firstKeptEntryId: u.id, tokensBefore: 1 });
    expect(prepareCompaction(q.entries, { ...DEFAULT_COMPACTION_SETTINGS, keepRecentTokens: 1 })).toBeUndefined();
  });

  it("splits history and kept range, converts custom messages, estimates tokensBefore", () => {
    const p = new Path();
    p.add({ type: "model_change", provider: "anthropic", modelId: "m" });
    p.user("first task");
    p.add({ type: "custom_message", customType: "note", content: "a note", display: true });
    p.add({ type: "branch_summary", fromId: "root", summary: "went elsewhere" });
    p.text("done with it", 500);
    const kept = p.user("second task " + "x".repeat(400));
    p.text("y".repeat(400), 2000);
    p.user("trailing " + "z".repeat(31)); // 40 chars after the last usage: 10 tokens
    const prep = prepareCompaction(p.entries, { ...DEFAULT_COMPACTION_SETTINGS, keepRecentTokens: 150 })!;
    expect(prep.firstKeptEntryId).toBe(kept.id);
    expect(prep.isSplitTurn).toBe(false);
    expect(prep.turnPrefixMessages).toEqual([]);
    expect(prep.tokensBefore).toBe(2010);
    expect(prep.previousSummary).toBeUndefined();
    expect(serializeConversation(prep.messagesToSummarize)).toBe(
      "[User]: first task\n\n[User]: a note\n\n" +
        "[User]: The following is a summary of a branch that this conversation came back from:\n\n<summary>\nwent elsewhere</summary>\n\n" +
        "[Assistant]: done with it",
    );
  });

  it("summarises the beginning of a split turn separately", () => {
    const p = new Path();
    p.user("old");
    p.text("old reply");
    const turn = p.user("big turn");
    p.assistant([call("read", { path: "a.ts" })]);
    p.result("r".repeat(800));
    const kept = p.assistant([call("read", { path: "b.ts" })]);
    p.result("s".repeat(400));
    const prep = prepareCompaction(p.entries, { ...DEFAULT_COMPACTION_SETTINGS, keepRecentTokens: 104 })!;
    expect(prep.firstKeptEntryId).toBe(kept.id);
    expect(prep.isSplitTurn).toBe(true);
    expect(prep.messagesToSummarize.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(prep.turnPrefixMessages.map((m) => m.role)).toEqual(["user", "assistant", "toolResult"]);
    expect(prep.turnPrefixMessages[0]).toBe((turn as { message: Message }).message);
    // Only summarised messages count toward the file lists; b.ts stays in context.
    expect(prep.readFiles).toEqual(["a.ts"]);
  });
});

describe("serializeConversation", () => {
  it("uses pi's labels and truncates tool results at 2000 characters", () => {
    const text = serializeConversation([
      { role: "user", content: "plain", timestamp: 0 },
      userMsg(""),
      assistantMsg([
        { type: "thinking", thinking: "t1" },
        { type: "text", text: "a1" },
        { type: "thinking", thinking: "t2" },
        { type: "text", text: "a2" },
        call("edit", { path: "f.ts", edits: [{ oldText: "a", newText: "b" }] }),
        call("bash", { command: "ls" }),
      ]),
      toolResultMsg("r".repeat(2500)),
      toolResultMsg("short"),
    ]);
    expect(text).toBe(
      "[User]: plain\n\n" +
        "[Assistant thinking]: t1\nt2\n\n" +
        "[Assistant]: a1\na2\n\n" +
        '[Assistant tool calls]: edit(path="f.ts", edits=[{"oldText":"a","newText":"b"}]); bash(command="ls")\n\n' +
        `[Tool result]: ${"r".repeat(2000)}\n\n[... 500 more characters truncated]\n\n` +
        "[Tool result]: short",
    );
  });
});

describe("compactionSummaryMessage", () => {
  it("wraps the summary exactly as pi puts it into context", () => {
    expect(compactionSummaryMessage("S", "2024-01-01T00:00:00.000Z")).toEqual({
      role: "user",
      content: [
        { type: "text", text: "The conversation history before this point was compacted into the following summary:\n\n<summary>\nS\n</summary>" },
      ],
      timestamp: Date.UTC(2024, 0, 1),
    });
  });

  it("turns custom_message entries into user messages", () => {
    const p = new Path();
    const e = p.add({ type: "custom_message", customType: "x", content: "hello", display: false });
    expect(messageFromEntry(e)).toEqual({ role: "user", content: [{ type: "text", text: "hello" }], timestamp: Date.parse(e.timestamp) });
    expect(messageFromEntry(p.add({ type: "label", targetId: e.id }))).toBeUndefined();
  });
});

/** A session with reads and edits, large enough to compact with keepRecentTokens 100. */
function workSession(): Path {
  const p = new Path();
  p.add({ type: "model_change", provider: "anthropic", modelId: "m" });
  p.user("Fix the date test");
  p.assistant([{ type: "thinking", thinking: "look first" }, call("read", { path: "src/date.ts" }), call("read", { path: "src/util.ts" })], 1000, "toolUse");
  p.result("date source");
  p.result("util source");
  p.assistant([call("edit", { path: "src/date.ts", edits: [] }), call("write", { path: "test/date.test.ts", content: "t" })], 2000, "toolUse");
  p.result("edited");
  p.result("written");
  p.text("Fixed.", 3000);
  p.user("Now explain " + "e".repeat(400));
  p.text("f".repeat(400), 4000);
  return p;
}

describe("compact", () => {
  const settings = { ...DEFAULT_COMPACTION_SETTINGS, keepRecentTokens: 150 };

  it("sends pi's exact system prompt and initial prompt, and appends the file lists", async () => {
    const p = workSession();
    const prep = prepareCompaction(p.entries, settings)!;
    const { calls, complete } = recorder();
    const result = await compact(prep, model, complete);
    expect(calls).toHaveLength(1);
    const [c] = calls;
    expect(sha(c.context.systemPrompt!)).toBe(PI_SHA.system);
    expect(c.context.messages).toHaveLength(1);
    expect(c.context.tools).toBeUndefined();
    expect(c.opts).toEqual({ maxTokens: 13107 });
    expect(c.text.startsWith(`<conversation>\n${serializeConversation(prep.messagesToSummarize)}\n</conversation>\n\nThe messages above are a conversation`)).toBe(true);
    expect(sha(instructionsOf(c.text))).toBe(PI_SHA.initial);
    expect(c.text).not.toContain("<previous-summary>");
    expect(result).toEqual({
      summary:
        "HISTORY SUMMARY\n\n<read-files>\nsrc/util.ts\n</read-files>\n\n<modified-files>\nsrc/date.ts\ntest/date.test.ts\n</modified-files>",
      firstKeptEntryId: prep.firstKeptEntryId,
      tokensBefore: 4000,
      details: { readFiles: ["src/util.ts"], modifiedFiles: ["src/date.ts", "test/date.test.ts"] },
    });
  });

  it("uses the update prompt with the previous summary and keeps file lists cumulative", async () => {
    const p = workSession();
    const first = await compact(prepareCompaction(p.entries, settings)!, model, recorder().complete);
    p.add({ type: "compaction", summary: first.summary, firstKeptEntryId: first.firstKeptEntryId, tokensBefore: first.tokensBefore, details: first.details });
    p.assistant([call("read", { path: "docs/notes.md" }), call("edit", { path: "src/util.ts", edits: [] })], 5000, "toolUse");
    p.result("notes");
    p.result("ok");
    p.user("g".repeat(400));
    p.text("h".repeat(400), 6000);

    const prep = prepareCompaction(p.entries, settings)!;
    expect(prep.previousSummary).toBe(first.summary);
    expect(prep.tokensBefore).toBe(6000);
    const { calls, complete } = recorder(() => ({ content: [{ type: "text", text: "NEW" }, { type: "text", text: "SUMMARY" }] }));
    const second = await compact(prep, model, complete, { customInstructions: "keep the test names" });
    expect(calls[0].text).toContain(`\n</conversation>\n\n<previous-summary>\n${first.summary}\n</previous-summary>\n\nThe messages above are NEW`);
    expect(sha(instructionsOf(calls[0].text))).toBe(PI_SHA.updateWithFocus);
    expect(calls[0].text.endsWith("\n\nAdditional focus: keep the test names")).toBe(true);
    // src/util.ts was only read before; edited now, it moves to the modified list.
    expect(second.details).toEqual({
      readFiles: ["docs/notes.md"],
      modifiedFiles: ["src/date.ts", "src/util.ts", "test/date.test.ts"],
    });
    expect(second.summary).toBe(
      "NEW\nSUMMARY\n\n<read-files>\ndocs/notes.md\n</read-files>\n\n<modified-files>\nsrc/date.ts\nsrc/util.ts\ntest/date.test.ts\n</modified-files>",
    );
  });

  it("ignores the file lists of a compaction made by a hook", () => {
    const p = workSession();
    const last = p.entries.at(-2)!;
    p.add({ type: "compaction", summary: "hook", firstKeptEntryId: last.id, tokensBefore: 1, details: { readFiles: ["x"], modifiedFiles: ["y"] }, fromHook: true });
    p.user("i".repeat(800));
    p.text("j".repeat(800), 7000);
    const prep = prepareCompaction(p.entries, settings)!;
    expect(prep.readFiles).toEqual([]);
    expect(prep.modifiedFiles).toEqual([]);
  });

  it("summarises a split turn's prefix in parallel and merges it below the history", async () => {
    const p = new Path();
    p.user("old task");
    p.text("old answer", 100);
    p.user("big turn");
    p.assistant([call("read", { path: "a.ts" })], 200, "toolUse");
    p.result("r".repeat(800));
    p.assistant([call("read", { path: "b.ts" })], 300, "toolUse");
    p.result("s".repeat(400));
    // The last result (100) and the call before it (5) reach 104: the cut lands mid-turn.
    const prep = prepareCompaction(p.entries, { ...DEFAULT_COMPACTION_SETTINGS, keepRecentTokens: 104, reserveTokens: 10000 })!;
    expect(prep.isSplitTurn).toBe(true);
    const { calls, complete } = recorder();
    const result = await compact(prep, model, complete);
    expect(calls.map((c) => c.opts.maxTokens).sort()).toEqual([5000, 8000]);
    const prefix = calls.find((c) => c.opts.maxTokens === 5000)!;
    expect(prefix.text).toBe(`<conversation>\n${serializeConversation(prep.turnPrefixMessages)}\n</conversation>\n\n${instructionsOf(prefix.text)}`);
    expect(sha(instructionsOf(prefix.text))).toBe(PI_SHA.turnPrefix);
    expect(sha(prefix.context.systemPrompt!)).toBe(PI_SHA.system);
    expect(result.summary).toBe("HISTORY SUMMARY\n\n---\n\n**Turn Context (split turn):**\n\nPREFIX SUMMARY\n\n<read-files>\na.ts\n</read-files>");
  });

  it("carries the previous summary over when a split turn has no history before it", async () => {
    const p = new Path();
    const turn = p.user("huge turn");
    p.assistant([call("read", { path: "a.ts" })], 100, "toolUse");
    p.result("r".repeat(800));
    p.add({
      type: "compaction",
      summary: "EARLIER\n\n<read-files>\nold.ts\n</read-files>",
      firstKeptEntryId: turn.id,
      tokensBefore: 1,
      details: { readFiles: ["old.ts"], modifiedFiles: [] },
    });
    p.assistant([call("read", { path: "b.ts" })], 200, "toolUse");
    p.result("s".repeat(400));
    const prep = prepareCompaction(p.entries, { ...DEFAULT_COMPACTION_SETTINGS, keepRecentTokens: 104 })!;
    expect(prep.isSplitTurn).toBe(true);
    expect(prep.messagesToSummarize).toEqual([]);
    const { calls, complete } = recorder();
    const result = await compact(prep, model, complete);
    expect(calls).toHaveLength(1);
    expect(result.summary).toBe(
      "EARLIER\n\n---\n\n**Turn Context (split turn):**\n\nPREFIX SUMMARY\n\n<read-files>\na.ts\nold.ts\n</read-files>",
    );
  });

  it("passes the thinking level and signal on, thinking only for reasoning models", async () => {
    const prep = prepareCompaction(workSession().entries, settings)!;
    const signal = new AbortController().signal;
    const plain = recorder();
    await compact(prep, model, plain.complete, { thinkingLevel: "high", signal });
    expect(plain.calls[0].opts).toEqual({ maxTokens: 13107, signal });
    const reasoning = recorder();
    await compact(prep, { ...model, reasoning: true }, reasoning.complete, { thinkingLevel: "high" });
    expect(reasoning.calls[0].opts).toEqual({ maxTokens: 13107, thinking: "high" });
    const off = recorder();
    await compact(prep, { ...model, reasoning: true }, off.complete, { thinkingLevel: "off" });
    expect(off.calls[0].opts).toEqual({ maxTokens: 13107 });
  });

  it("throws `Summarization failed: …` when the model call fails or is aborted", async () => {
    const prep = prepareCompaction(workSession().entries, settings)!;
    const failing = recorder(() => ({ content: [], stopReason: "error", errorMessage: "529 overloaded" }));
    await expect(compact(prep, model, failing.complete)).rejects.toThrow(/^Summarization failed: 529 overloaded$/);
    const aborted = recorder(() => ({ content: [], stopReason: "aborted", errorMessage: "Request was aborted" }));
    await expect(compact(prep, model, aborted.complete)).rejects.toThrow("Summarization failed: Request was aborted");
    const silent = recorder(() => ({ content: [], stopReason: "error" }));
    await expect(compact(prep, model, silent.complete)).rejects.toThrow("Summarization failed: Unknown error");
  });

  it("names the turn prefix when its summary fails", async () => {
    const p = new Path();
    p.user("turn");
    p.assistant([call("read", { path: "a.ts" })], 100, "toolUse");
    p.result("r".repeat(800));
    p.assistant([call("read", { path: "b.ts" })], 200, "toolUse");
    p.result("s".repeat(400));
    const prep = prepareCompaction(p.entries, { ...DEFAULT_COMPACTION_SETTINGS, keepRecentTokens: 104 })!;
    expect(prep.isSplitTurn).toBe(true);
    const failing = recorder((text) => (text.includes("PREFIX of a turn") ? { stopReason: "error", errorMessage: "boom" } : {}));
    await expect(compact(prep, model, failing.complete)).rejects.toThrow("Turn prefix summarization failed: boom");
  });

  it("returns the preparation's cut and size unchanged", async () => {
    const prep: CompactionPreparation = {
      firstKeptEntryId: "abcd1234",
      messagesToSummarize: [userMsg("x")],
      turnPrefixMessages: [],
      isSplitTurn: false,
      tokensBefore: 777,
      readFiles: [],
      modifiedFiles: [],
      settings: DEFAULT_COMPACTION_SETTINGS,
    };
    const result = await compact(prep, model, recorder().complete);
    expect(result).toEqual({ summary: "HISTORY SUMMARY", firstKeptEntryId: "abcd1234", tokensBefore: 777, details: { readFiles: [], modifiedFiles: [] } });
  });
});
