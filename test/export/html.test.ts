import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Message } from "../../src/ai/types.js";
import { sessionToHtml } from "../../src/export/html.js";
import { readSessionFile } from "../../src/session/session-store.js";
import type { SessionEntry, SessionHeader } from "../../src/session/types.js";
import { generateDiffString } from "../../src/tools/edit-diff.js";
import { assistant, HOSTILE, PNG_BASE64, thirtyTurnSession, usage } from "./fixture.js";

const HEADER: SessionHeader = { type: "session", version: 3, id: "0196a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", timestamp: "2026-11-25T10:00:00.000Z", cwd: "/home/mona/project" };

/** A linear session from messages and other entries (given without id/parentId/timestamp). */
function linear(...items: (Message | Record<string, unknown>)[]): SessionEntry[] {
  return items.map((item, i) => {
    const base = { id: `e${String(i).padStart(7, "0")}`, parentId: i === 0 ? null : `e${String(i - 1).padStart(7, "0")}`, timestamp: `2026-11-25T10:00:${String(i).padStart(2, "0")}.000Z` };
    return ("role" in item ? { ...base, type: "message", message: item } : { ...base, ...item }) as SessionEntry;
  });
}

const user = (text: string): Message => ({ role: "user", content: [{ type: "text", text }], timestamp: 1 });
const result = (toolCallId: string, text: string, extra: Record<string, unknown> = {}): Message =>
  ({ role: "toolResult", toolCallId, toolName: "bash", content: [{ type: "text", text }], isError: false, timestamp: 1, ...extra }) as Message;

const ALLOWED_TAGS = new Set(["!doctype", "html", "head", "meta", "title", "style", "body", "header", "h1", "dl", "dt", "dd", "main", "section", "span", "time", "div", "pre", "details", "summary", "code", "p", "img"]);
const ALLOWED_ATTRS = new Set(["lang", "charset", "http-equiv", "content", "name", "class", "alt", "src"]);

/** Every tag of the page: name and attribute names and values (the page's own markup is regular). */
function tags(html: string): { name: string; attrs: [string, string][] }[] {
  const out: { name: string; attrs: [string, string][] }[] = [];
  for (const m of html.matchAll(/<(!?[a-zA-Z][\w-]*)([^>]*)>/g)) {
    const attrs = [...m[2].matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map((a) => [a[1].toLowerCase(), a[2] ?? ""] as [string, string]);
    out.push({ name: m[1].toLowerCase(), attrs });
  }
  return out;
}

/** Fails on any element or attribute the exporter itself does not write, and on any loading URL but data:. */
function expectOnlyOwnMarkup(html: string): void {
  for (const { name, attrs } of tags(html)) {
    expect(ALLOWED_TAGS, `tag <${name}>`).toContain(name);
    for (const [attr, value] of attrs) {
      if (name === "!doctype") continue;
      expect(ALLOWED_ATTRS, `attribute ${attr} on <${name}>`).toContain(attr);
      if (attr === "src") expect(value).toMatch(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/);
    }
  }
  const opened = (html.match(/<details[ >]/g) ?? []).length;
  expect((html.match(/<\/details>/g) ?? []).length).toBe(opened);
  expect((html.match(/<\/pre>/g) ?? []).length).toBe((html.match(/<pre[ >]/g) ?? []).length);
  expect(html).not.toMatch(/<link|<script|<iframe|<object|<embed/i);
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
  expect(styles).toHaveLength(1);
  expect(styles[0][1]).not.toMatch(/url\(|@import/i);
}

describe("sessionToHtml: hostile content", () => {
  const bad = HOSTILE;
  const entries = linear(
    { type: "model_change", provider: `prov${bad}`, modelId: `model${bad}` },
    user(`question ${bad}`),
    assistant(
      [
        { type: "thinking", thinking: `thinking ${bad}` },
        { type: "text", text: `answer ${bad}` },
        { type: "toolCall", id: "c1", name: "bash", arguments: { command: `echo '${bad}'`, [`key${bad}`]: `value${bad}`, nested: { deep: bad } } },
        { type: "toolCall", id: "c2", name: "edit", arguments: { path: `a${bad}.ts`, edits: [{ oldText: `old ${bad}`, newText: `new ${bad}` }] } },
        { type: "toolCall", id: "c3", name: "write", arguments: { path: "w.html", content: `<html>${bad}</html>` } },
        { type: "toolCall", id: "c4", name: `tool${bad}`, arguments: { x: 1 } },
        { type: "toolCall", id: "c5", name: "edit", arguments: { path: "b.ts", edits: [] } },
      ],
      usage(1, 1),
      { provider: `p${bad}`, model: `m${bad}` },
    ),
    result("c1", `out ${bad}`),
    result("c2", `edit failed ${bad}`, { isError: true }),
    result("c3", "ok"),
    result("c4", "ok", { content: [{ type: "image", data: `${PNG_BASE64}"onerror="alert(1)`, mimeType: "image/png" }, { type: "image", data: PNG_BASE64, mimeType: `image/svg+xml${bad}` }] }),
    result("c5", "ok", { details: { diff: `+1 ${bad}` } }),
    assistant([], usage(1, 1), { stopReason: "error", errorMessage: `error ${bad}` }),
    { type: "compaction", summary: `summary ${bad}`, firstKeptEntryId: "e0000001", tokensBefore: 5 },
    { type: "custom_message", customType: `ext${bad}`, content: `custom ${bad}`, display: true },
    { type: "session_info", name: `name ${bad}` },
    { role: "bashExecution", command: `ls ${bad}`, output: `o ${bad}`, exitCode: 1, cancelled: false, truncated: false, timestamp: 1 },
  );
  const html = sessionToHtml({ ...HEADER, id: `id${bad}`, cwd: `/cwd${bad}` }, entries);

  it("keeps every <script>, <img onerror>, </details> and </pre> from the session as text", () => {
    expectOnlyOwnMarkup(html);
    expect(html).toContain("&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=&quot;http://127.0.0.1:9/leak.png&quot; onerror=&quot;alert(1)&quot;&gt;&lt;/details&gt;");
    // Each place it was put: header, model, thinking, text, args (key and value), diff, write, tool name, results, error, compaction, custom, bash.
    const escaped = "&lt;script&gt;alert(&quot;xss&quot;)";
    for (const marker of [`id`, `/cwd`, `question `, `thinking `, `answer `, `echo &#39;`, `key`, `value`, `old `, `new `, `&lt;html&gt;`, `tool`, `out `, `edit failed `, `+1 `, `error `, `summary `, `custom `, `ls `, `o `, `name `, `prov`, `ext`]) {
      expect(html, marker).toContain(marker + escaped);
    }
  });

  it("embeds no image whose data or type is not plain base64 of a raster type", () => {
    expect(html.match(/<img /g)).toBeNull();
    expect(html).toContain("[image of type image/svg+xml&lt;script&gt;");
  });

  it("sets a policy that forbids scripts and every load but data: images, should markup ever slip through", () => {
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">`);
  });
});

describe("sessionToHtml: what the page shows", () => {
  const long = Array.from({ length: 50 }, (_, i) => `line ${i + 1}`).join("\n");
  const twenty = Array.from({ length: 20 }, (_, i) => `row ${i + 1}`).join("\n");
  const diff = generateDiffString("a\nb\nc\n", "a\nB\nc\n").diff;
  const entries = linear(
    user("first prompt"),
    assistant(
      [
        { type: "thinking", thinking: "secret plan" },
        { type: "toolCall", id: "long", name: "bash", arguments: { command: "seq 50" } },
        { type: "toolCall", id: "short", name: "bash", arguments: { command: "seq 20" } },
        { type: "toolCall", id: "e1", name: "edit", arguments: { path: "f.txt", edits: [{ oldText: "b", newText: "B" }] } },
        { type: "toolCall", id: "e2", name: "edit", arguments: { path: "g.txt", oldText: "one\ntwo", newText: "one\n2" } },
        { type: "toolCall", id: "w", name: "write", arguments: { path: "new.txt", content: "x\ny\nz" } },
        { type: "toolCall", id: "lost", name: "read", arguments: { path: "never.txt", offset: 5 } },
      ],
      usage(1234, 56, 7, 8, 0.0123),
    ),
    result("long", long),
    result("short", twenty),
    result("e1", "Successfully replaced 1 block(s) in f.txt.", { toolName: "edit", details: { diff, firstChangedLine: 2 } }),
    result("e2", "Could not find the text", { toolName: "edit", isError: true }),
    result("w", "Successfully wrote 5 bytes to new.txt", { toolName: "write" }),
    { type: "model_change", provider: "openai", modelId: "gpt-5.1" },
    user("second prompt"),
    assistant([{ type: "text", text: "final answer" }], { ...usage(1000, 44, 0, 2, 0.5) }, { provider: "openai", model: "gpt-5.1" }),
    assistant([], usage(0, 0), { stopReason: "error", errorMessage: "529 overloaded; retries exhausted" }),
    { type: "compaction", summary: "Goal: fix the tests.", firstKeptEntryId: "e0000008", tokensBefore: 123456 },
  );
  const html = sessionToHtml(HEADER, entries);

  it("shows the header: id, directory and start time", () => {
    expect(html).toContain(`<dt>Session</dt><dd>${HEADER.id}</dd>`);
    expect(html).toContain(`<dt>Directory</dt><dd><code>/home/mona/project</code></dd>`);
    expect(html).toContain(`<dt>Started</dt><dd>2026-11-25 10:00:00 UTC</dd>`);
  });

  it("folds results over 20 lines and leaves their first lines visible; shorter ones stay open", () => {
    const head = Array.from({ length: 8 }, (_, i) => `line ${i + 1}`).join("\n");
    const tail = Array.from({ length: 42 }, (_, i) => `line ${i + 9}`).join("\n");
    expect(html).toContain(`<pre class="out">${head}</pre><details class="more"><summary>42 more lines</summary><pre class="out">${tail}</pre></details>`);
    expect(html).toContain(`<pre class="out">${twenty}</pre></div>`);
  });

  it("folds thinking and written content", () => {
    expect(html).toContain(`<details class="thinking"><summary>Thinking</summary><pre>secret plan</pre></details>`);
    expect(html).toContain(`<details class="content"><summary>content (3 lines)</summary><pre class="args">x\ny\nz</pre></details>`);
  });

  it("colours an edit's recorded diff, and diffs a failed edit's own arguments", () => {
    expect(html).toContain(`<pre class="diff"><span class="ctx"> 1 a</span>\n<span class="del">-2 b</span>\n<span class="add">+2 B</span>\n<span class="ctx"> 3 c</span></pre>`);
    // pi's legacy top-level oldText/newText, with no details because the edit failed.
    expect(html).toContain(`<pre class="diff"><span class="ctx"> one</span>\n<span class="del">-two</span>\n<span class="add">+2</span></pre>`);
    expect(html).toMatch(/<div class="tool error">.*?<span class="badge">error<\/span><pre class="out">Could not find the text/s);
  });

  it("shows a tool call's short arguments in its heading, and says when its result is missing", () => {
    expect(html).toContain(`<span class="tool-name">read</span> <span class="arg"><span class="key">path</span> <code>never.txt</code></span> <span class="arg"><span class="key">offset</span> <code>5</code></span>`);
    expect(html).toContain(`<pre class="cmd">$ seq 50</pre>`);
    expect(html).toContain("no result recorded");
  });

  it("puts tokens and cost on each assistant turn and their sums at the top", () => {
    expect(html).toContain(`<span class="usage">in 1,234 · out 56 · cache read 7 · cache write 8 · $0.0123</span>`);
    expect(html).toContain(`<span class="usage">in 1,000 · out 44 · cache read 0 · cache write 2 · $0.5000</span>`);
    expect(html).toContain(`<dt>Tokens</dt><dd><span class="usage">in 2,234 · out 100 · cache read 7 · cache write 10</span></dd>`);
    expect(html).toContain(`<dt>Cost</dt><dd><span class="usage">$0.5123</span></dd>`);
    expect(html).toContain(`<dt>Turns</dt><dd>3 (6 tool calls)</dd>`);
    expect(html).toContain(`<dt>Model</dt><dd><code>anthropic/claude-sonnet-4-5</code>, <code>openai/gpt-5.1</code></dd>`);
  });

  it("says a cost is unknown, not $0, for turns whose model has no prices", () => {
    const local = { provider: "house", model: "qwen3-coder" };
    const unpriced = linear(user("q"), assistant([{ type: "text", text: "a" }], usage(900, 20), local), assistant([], usage(0, 0), { ...local, stopReason: "error", errorMessage: "connection refused" }));
    const page = sessionToHtml(HEADER, unpriced);
    expect(page).toContain(`<span class="usage">in 900 · out 20 · cache read 0 · cache write 0 · cost unknown (no prices)</span>`);
    // A turn that used no tokens cost nothing, with or without prices.
    expect(page).toContain(`<span class="usage">in 0 · out 0 · cache read 0 · cache write 0 · $0.0000</span>`);
    expect(page).toContain(`<dt>Cost</dt><dd><span class="usage">unknown (the model has no prices)</span></dd>`);
    // A session that also ran a priced model counts what that cost, and says what is missing.
    const mixed = sessionToHtml(HEADER, linear(user("q"), assistant([{ type: "text", text: "a" }], usage(900, 20), local), assistant([{ type: "text", text: "b" }], usage(10, 5, 0, 0, 0.25))));
    expect(mixed).toContain(`<dt>Cost</dt><dd><span class="usage">$0.2500, and unknown for 1 turn (no prices)</span></dd>`);
  });

  it("marks a failed turn, and shows model changes and compaction summaries", () => {
    expect(html).toContain(`<section class="msg assistant error">`);
    expect(html).toContain(`<p class="error-msg"><span class="badge">error</span> 529 overloaded; retries exhausted</p>`);
    expect(html).toContain(`<p class="event">Model: <code>openai/gpt-5.1</code></p>`);
    expect(html).toMatch(/Context compacted<\/span><span>123,456 tokens summarised<\/span>.*Goal: fix the tests\./s);
  });

  it("shows every user prompt and assistant text once, in order", () => {
    const order = ["first prompt", "seq 50", "second prompt", "final answer"].map((t) => html.indexOf(t));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]))).toBe(true);
    // Results appear under their calls, not a second time as messages of their own.
    expect(html.split("Successfully wrote 5 bytes").length).toBe(2);
  });
});

describe("sessionToHtml: branches, damage and real files", () => {
  it("shows the current branch only, and says how much was left out", () => {
    const entries = linear(user("root question"), assistant([{ type: "text", text: "abandoned answer" }]));
    // A second answer hanging under the question: the last entry, so the current branch.
    entries.push({ ...entries[1], id: "e9999999", message: assistant([{ type: "text", text: "current answer" }]) } as SessionEntry);
    const html = sessionToHtml(HEADER, entries);
    expect(html).toContain("current answer");
    expect(html).not.toContain("abandoned answer");
    expect(html).toContain("<dt>Shown</dt><dd>the current branch: 2 of 3 entries</dd>");
    expect(sessionToHtml(HEADER, entries, { leafId: "e0000001" })).toContain("abandoned answer");
  });

  it("renders damaged entries as far as they go instead of failing", () => {
    const entries = linear(
      { type: "message" },
      { type: "message", message: { role: "assistant", content: "not an array", provider: "x", model: "y", stopReason: "stop" } },
      { type: "message", message: { role: "user", content: [null, 5, { type: "image", data: 7 }] } },
      { type: "message", message: { role: "robot" } },
      { type: "compaction" },
      user("still here"),
    );
    const html = sessionToHtml(HEADER, entries);
    expect(html).toContain("still here");
    expect(html).toContain("[a robot message, not shown]");
    expect(sessionToHtml(HEADER, [])).toContain("<dt>Turns</dt><dd>0 (0 tool calls)</dd>");
  });

  it("renders a file pi 0.73 wrote", () => {
    const { header, entries } = readSessionFile(fileURLToPath(new URL("../session/fixtures/pi-anthropic-thinking.jsonl", import.meta.url)));
    const html = sessionToHtml(header, entries);
    expectOnlyOwnMarkup(html);
    expect(html).toContain("Run echo hi");
    expect(html).toContain(`<pre class="cmd">$ echo hi</pre>`);
    expect(html).toContain("The user wants me to run a command.");
  });

  it("makes a 30-turn page that loads nothing but its own data: images, links from the conversation only as text", () => {
    const { file, prompts, replies } = thirtyTurnSession(mkdtempSync(join(tmpdir(), "export-html-")));
    const { header, entries } = readSessionFile(file);
    const html = sessionToHtml(header, entries);
    expectOnlyOwnMarkup(html);
    for (const text of [...prompts, ...replies]) expect(html).toContain(text);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain("see https://example.com/docs and &lt;script&gt;");
    expect(html).not.toMatch(/(?:src|href|action|srcset|poster)\s*=\s*["']?(?:https?:)?\/\//i);
  });
});
