import { appendFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderStopped } from "../../../src/action/report/finalize.js";
import { branchUrl } from "../../../src/action/report/progress.js";
import { stepsFromSession } from "../../../src/action/report/session-steps.js";
import type { AssistantMessage, ToolResultMessage } from "../../../src/ai/types.js";
import { SessionStore } from "../../../src/session/session-store.js";

const RUN_URL = "https://github.com/o/r/actions/runs/1";
const usage = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, totalTokens: 0, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } };
const calls = (...c: [string, string, Record<string, unknown>][]): AssistantMessage => ({
  role: "assistant",
  content: c.map(([id, name, args]) => ({ type: "toolCall", id, name, arguments: args })),
  api: "anthropic-messages",
  provider: "anthropic",
  model: "m",
  usage,
  stopReason: "toolUse",
  timestamp: 0,
});
const result = (toolCallId: string, toolName: string, isError = false): ToolResultMessage => ({ role: "toolResult", toolCallId, toolName, content: [], isError, timestamp: 0 });

/** A session continued by a second run that died while `npm test` ran, its last line torn. */
function continuedSession(): { file: string; from: string } {
  const store = SessionStore.create("/w", mkdtempSync(join(tmpdir(), "steps-")));
  store.append({ type: "message", message: { role: "user", content: "first run", timestamp: 0 } });
  store.append({ type: "message", message: calls(["a", "read", { path: "old.ts" }]) });
  store.append({ type: "message", message: result("a", "read") });
  const from = store.leafId!;
  store.append({ type: "message", message: { role: "user", content: "second run", timestamp: 0 } });
  store.append({ type: "message", message: calls(["b", "edit", { path: "README.md" }], ["c", "write", { path: "NEW.md" }]) });
  store.append({ type: "message", message: result("b", "edit") });
  store.append({ type: "message", message: result("c", "write", true) });
  store.append({ type: "custom", customType: "repo-agent.verify", data: { status: "failed", round: 1, command: "npm test", tail: "x" } });
  store.append({ type: "message", message: calls(["d", "bash", { command: "npm test" }]) });
  appendFileSync(store.path!, '{"type":"message","id":"torn');
  return { file: store.path!, from };
}

describe("stepsFromSession", () => {
  it("reads back this run's steps only, a tool call without its result still running", () => {
    const { file, from } = continuedSession();
    const steps = stepsFromSession(file, from)!;
    expect(steps.markdown()).toBe(
      ["- [x] Editing `README.md`", "- [x] Writing `NEW.md` — failed", "- [x] Verifying (round 1): `npm test` — failed", "- [ ] Running `npm test`"].join("\n"),
    );
    expect(steps.turns).toBe(2);
    expect(stepsFromSession(file, null)!.markdown()).toMatch(/^- \[x\] Reading `old.ts`\n/);
  });

  it("says the comments delivered to the agent, linking and pinging nobody; an entry whose login GitHub could not have is left out", () => {
    const store = SessionStore.create("/w", mkdtempSync(join(tmpdir(), "steps-")));
    store.append({ type: "message", message: calls(["a", "read", { path: "a.ts" }]) });
    store.append({ type: "message", message: result("a", "read") });
    store.append({ type: "custom", customType: "repo-agent.steered", data: { login: "mona", instruction: "ask @octocat about #12\nthen more" } });
    store.append({ type: "custom", customType: "repo-agent.steered", data: { login: "x](https://evil.example) @everyone", instruction: "hi" } });
    store.append({ type: "custom", customType: "repo-agent.steered", data: { login: "dependabot[bot]", instruction: "bump it" } });
    store.append({ type: "custom", customType: "repo-agent.steered", data: { login: "mona", instruction: { not: "text" } } });
    const lines = stepsFromSession(store.path!, null)!.markdown().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe("- [x] Reading `a.ts`");
    expect(lines[1]).toMatch(/^- \[x\] Steered by @mona: ask @\u200Boctocat about #\u200B12 …$/);
    expect(lines[2]).toBe("- [x] Steered by @dependabot[bot]: bump it");
  });

  it("is undefined for a file it cannot read, an unknown start or no steps", () => {
    const dir = mkdtempSync(join(tmpdir(), "steps-"));
    expect(stepsFromSession(join(dir, "missing.jsonl"), null)).toBeUndefined();
    writeFileSync(join(dir, "junk.jsonl"), "not json\n");
    expect(stepsFromSession(join(dir, "junk.jsonl"), null)).toBeUndefined();
    const { file } = continuedSession();
    expect(stepsFromSession(file, "nope")).toBeUndefined();
  });

  it("gives the stopped comment its steps and the uploaded session, in place of the comment's stale ones", () => {
    const { file, from } = continuedSession();
    const stale = "<!-- repo-agent -->\n<!-- repo-agent:working -->\n\n- [ ] Starting";
    const body = renderStopped(RUN_URL, stale, { steps: stepsFromSession(file, from), artifactUrl: `${RUN_URL}/artifacts/7` });
    expect(body).toContain(`see [the run log](${RUN_URL}). Its session so far is in [the session artifact](${RUN_URL}/artifacts/7). Comment again`);
    expect(body).toContain("- [x] Editing `README.md`");
    expect(body).toContain("- [x] Running `npm test` — interrupted");
    expect(body).not.toContain("Starting");
    expect(renderStopped(RUN_URL, stale)).toContain("- [x] Starting — interrupted");
  });

  it("writes the handled lines the main step saved, and nothing else the state holds", () => {
    const line = "<!-- repo-agent:handled 77 0123456789abcdef0123456789abcdef -->";
    const body = renderStopped(RUN_URL, "", { handled: [line, "@everyone [click](https://evil.example)", `${line} more`] });
    expect(body.split("\n").at(-1)).toBe(line);
    expect(body).not.toContain("evil");
    expect(body).not.toContain("more");
  });

  it("names the branch a stopped run pushed to, after its session and before a patch", () => {
    const body = renderStopped(RUN_URL, "", {
      artifactUrl: `${RUN_URL}/artifacts/7`,
      pushed: { branch: "agent/issue-3", url: "https://github.com/o/r/tree/agent/issue-3" },
      patch: { name: "p.patch", url: `${RUN_URL}/artifacts/8` },
    });
    expect(body).toContain(
      `[the session artifact](${RUN_URL}/artifacts/7). Its work was pushed to the branch [\`agent/issue-3\`](https://github.com/o/r/tree/agent/issue-3) before it stopped. The changes it left are kept as a patch`,
    );
    expect(renderStopped(RUN_URL, "")).not.toContain("pushed");
    // A backtick in the name (git allows it) stays inside the code span.
    expect(renderStopped(RUN_URL, "", { pushed: { branch: "a`b", url: "https://github.com/o/r/tree/a%60b" } })).toContain("[`` a`b ``](https://github.com/o/r/tree/a%60b)");
  });

  it("keeps a branch name's parentheses inside the link to it, so nothing after one is the comment's text", () => {
    // git allows `)` and `@` in a branch name (a pull request's head ref, say): unencoded, the `)`
    // would end the link and `@mona` would be a mention.
    const url = branchUrl("https://github.com", { owner: "o", repo: "r" }, "fix/x)@mona(y");
    expect(url).toBe("https://github.com/o/r/tree/fix/x%29%40mona%28y");
    expect(renderStopped(RUN_URL, "", { pushed: { branch: "fix/x)@mona(y", url } })).toContain(
      "[`fix/x)@mona(y`](https://github.com/o/r/tree/fix/x%29%40mona%28y) before it stopped.",
    );
  });
});
