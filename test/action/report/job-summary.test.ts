import { describe, expect, it } from "vitest";
import { buildJobSummary } from "../../../src/action/report/job-summary.js";
import { StepLog } from "../../../src/action/report/progress-render.js";
import { createRedactor } from "../../../src/action/report/redact.js";
import type { SessionEvent } from "../../../src/session/agent-session.js";

const totals = { input: 12_345, output: 2_345, cacheRead: 0, cacheWrite: 0, costUsd: 0.0421, turns: 4 };

function steps(): string[] {
  const log = new StepLog();
  let id = 0;
  const call = (toolName: string, args: unknown, isError = false): SessionEvent[] => {
    const toolCallId = `c${++id}`;
    return [
      { type: "tool_execution_start", toolCallId, toolName, args },
      { type: "tool_execution_end", toolCallId, toolName, result: { content: [] }, isError },
    ];
  };
  for (const e of [...call("read", { path: "src/date.ts" }), ...call("read", { path: "test/date.test.ts" }), ...call("bash", { command: "npm test" }, true), ...call("edit", { path: "src/date.ts" })])
    log.onEvent(e);
  return log.summaryLines();
}

describe("buildJobSummary", () => {
  it("shows the task, the result, the condensed tool calls, the answer and the cost", () => {
    const md = buildJobSummary({
      task: "fix the flaky date test\nit fails around midnight",
      conclusion: "success",
      answer: "Fixed `parseDate` to use UTC.",
      toolCalls: steps(),
      totals,
      durationMs: 65_000,
      prUrl: "https://github.com/o/r/pull/12",
      prNumber: 12,
      branch: "agent/issue-7",
      artifactUrl: "https://github.com/o/r/actions/runs/1/artifacts/2",
      runUrl: "https://github.com/o/r/actions/runs/1",
    });
    expect(md).toContain("## repo-agent: success");
    expect(md).toContain("✅ Done: opened [#12](https://github.com/o/r/pull/12).");
    expect(md).toContain("### Task\n\n> fix the flaky date test\n> it fails around midnight");
    expect(md).toContain("| Branch | `agent/issue-7` |");
    expect(md).toContain("| Duration | 1m 05s |");
    expect(md).toContain("| Tokens | 12,345 in · 2,345 out |");
    expect(md).toContain("| Cost | $0.0421 |");
    expect(md).toContain("| Session | [session artifact](https://github.com/o/r/actions/runs/1/artifacts/2) |");
    expect(md).toContain(
      ["### What the agent did", "", "1. Reading `src/date.ts`, `test/date.test.ts`", "2. Running `npm test` — failed", "3. Editing `src/date.ts`"].join("\n"),
    );
    expect(md).toContain("### Answer\n\nFixed `parseDate` to use UTC.");
    expect(md.endsWith("\n")).toBe(true);
  });

  it("says why a run was skipped, with no empty sections", () => {
    const md = buildJobSummary({ task: "", conclusion: "skipped", toolCalls: [], skipReason: "@rae has read permission; runs need write, maintain or admin." });
    expect(md).toContain("## repo-agent: skipped");
    expect(md).toContain("⏭️ Skipped: @rae has read permission");
    expect(md).not.toContain("### Task");
    expect(md).not.toContain("### What the agent did");
    expect(md).not.toContain("### Answer");
  });

  it("shows the error of a failed run and the budget of a stopped one", () => {
    const failed = buildJobSummary({ task: "t", conclusion: "failed", toolCalls: [], error: "429 rate limited after 3 attempts", totals });
    expect(failed).toContain("### Error\n\n```text\n429 rate limited after 3 attempts\n```");
    const stopped = buildJobSummary({ task: "t", conclusion: "budget-exceeded", toolCalls: [], budget: "turn budget reached: 5 of 5 turns", prUrl: "https://github.com/o/r/pull/3" });
    expect(stopped).toContain("Stopped at a budget (turn budget reached: 5 of 5 turns)");
    expect(stopped).toContain("marked incomplete");
  });

  it("says the cost is unknown, not $0, for a model without prices", () => {
    const md = buildJobSummary({ task: "t", conclusion: "success", toolCalls: [], totals: { ...totals, costUsd: 0 }, unpricedModel: "anthropic/claude-sonet-4-5" });
    expect(md).toContain("| Cost | unknown (no prices for `anthropic/claude-sonet-4-5`) |");
    expect(md).not.toContain("$0");
  });

  it("is plain text the caller can redact as a whole", () => {
    const token = "ghs_16C7e42F292c6912E7710c838347Ae178B4a";
    const md = buildJobSummary({ task: "t", conclusion: "failed", toolCalls: [`Running \`git push https://x-access-token:${token}@github.com\``], error: `push failed for ${token}` });
    const out = createRedactor([token])(md);
    expect(out).not.toContain(token);
    expect(out).toContain("x-access-token:***@github.com");
  });
});
