// The job summary: a readable page for the run (task, what the agent did, its answer, cost),
// instead of a log full of JSON. Returns markdown; the caller redacts it and hands it to core.summary.
import type { RunTotals } from "../../session/budget.js";
import { LINE_BREAK } from "./model-text.js";
import { code, costText, fenced, formatDuration, formatTokens, headline, noteBlock, verifyLine, verifyOutput } from "./progress-render.js";
import type { VerifyOutcome } from "../verify/verify.js";
import type { Conclusion } from "../types.js";

export interface JobSummaryInput {
  task: string;
  conclusion: Conclusion;
  /** The agent's final answer (markdown from the model). */
  answer?: string;
  /** Condensed steps, e.g. StepLog.summaryLines(). */
  toolCalls: string[];
  totals?: RunTotals;
  durationMs?: number;
  prUrl?: string;
  prNumber?: number;
  branch?: string;
  artifactUrl?: string;
  /** The session as an HTML page (an artifact of its own). */
  htmlUrl?: string;
  runUrl?: string;
  error?: string;
  skipReason?: string;
  budget?: string;
  notes?: string[];
  verified?: VerifyOutcome;
  /** The run's model when it has no prices (see FinalState). */
  unpricedModel?: string;
  /** The answer stopped at the model's output limit (see FinalState). */
  answerCut?: boolean;
}

/** Quotes text as a markdown blockquote, so it cannot restructure the page. */
const quote = (s: string) =>
  s
    .trim()
    .split(LINE_BREAK)
    .map((l) => `> ${l}`)
    .join("\n");

export function buildJobSummary(input: JobSummaryInput): string {
  const parts: string[] = [`## repo-agent: ${input.conclusion}`, headline(input)];
  for (const note of input.notes ?? []) parts.push(noteBlock(note));
  if (input.task.trim()) parts.push(`### Task\n\n${quote(input.task)}`);

  const rows: [string, string][] = [["Result", input.conclusion]];
  if (input.prUrl) rows.push(["Pull request", `[${input.prNumber ? `#${input.prNumber}` : input.prUrl}](${input.prUrl})`]);
  if (input.branch) rows.push(["Branch", code(input.branch)]);
  if (input.durationMs !== undefined) rows.push(["Duration", formatDuration(input.durationMs)]);
  if (input.totals) {
    rows.push(["Turns", String(input.totals.turns)]);
    rows.push(["Tokens", formatTokens(input.totals)]);
    rows.push(["Cost", costText(input.totals.costUsd, input.unpricedModel)]);
  }
  const verified = verifyLine(input.verified);
  if (verified) rows.push(["Verification", verified]);
  if (input.artifactUrl) rows.push(["Session", `[session artifact](${input.artifactUrl})${input.htmlUrl ? ` (HTML: [as a page](${input.htmlUrl}))` : ""}`]);
  if (input.runUrl) rows.push(["Run", `[workflow run](${input.runUrl})`]);
  parts.push(["| | |", "|---|---|", ...rows.map(([k, v]) => `| ${k} | ${v.replace(/\|/g, "\\|")} |`)].join("\n"));

  if (input.error) parts.push(`### Error\n\n${fenced(input.error)}`);
  const output = verifyOutput(input.verified);
  if (output) parts.push(`### Verification\n\n${output}`);
  if (input.toolCalls.length > 0) parts.push(`### What the agent did\n\n${input.toolCalls.map((t, i) => `${i + 1}. ${t}`).join("\n")}`);
  if (input.answer?.trim()) parts.push(`### Answer${input.answerCut ? " (cut off at the output limit)" : ""}\n\n${input.answer.trim()}`);
  return `${parts.join("\n\n")}\n`;
}
