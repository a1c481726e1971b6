// What the progress comment says: a condensed list of the agent's steps built from session
// events, and the markdown for the working and final states. No GitHub calls here.
import type { CompactionReason, SessionEvent } from "../../session/agent-session.js";
import type { RunTotals } from "../../session/budget.js";
import type { Conclusion } from "../types.js";
import type { VerifyOutcome } from "../verify/verify.js";
import { cutInert, inert, LINE_BREAK } from "./model-text.js";

/** Every comment the action writes carries this, so the action can recognise (and ignore) its own comments. */
export const COMMENT_MARKER = "<!-- repo-agent -->";
/** Present only while a run is in progress; the post step finalises comments that still carry it. */
export const WORKING_MARKER = "<!-- repo-agent:working -->";
export const FINISHED_MARKER = "<!-- repo-agent:finished -->";
/** Left in the progress comment for each comment delivered to the running agent, so the run that comment queued skips. */
export const handledMarker = (commentId: number, mac: string) => `<!-- repo-agent:handled ${commentId} ${mac} -->`;
/** A whole handledMarker line as handledLine makes it (a 32-digit hex MAC). */
export const HANDLED_LINE = /^<!-- repo-agent:handled \d+ [0-9a-f]{32} -->$/;

/** GitHub refuses comment bodies over 65536 characters. */
const MAX_BODY = 60_000;
const MAX_ERROR = 4_000;
const MAX_VERIFY_OUTPUT = 6_500;
const MAX_STEPS = 15;

const COMPACTION_REASON: Record<CompactionReason, string> = { overflow: "the context overflowed", threshold: "the context is nearly full", manual: "requested" };

type StepStatus = "running" | "done" | "failed";

interface Step {
  /** Steps of the same kind that are merged when consecutive ("read" paths, edits of one file). */
  group?: string;
  verb: string;
  items: string[];
  /** Tool calls (or events) this step stands for, and which of them are still running or failed. */
  running: Set<string>;
  failed: number;
  /** Text shown as is after the items (retries, compaction, budget). */
  note?: string;
  status?: StepStatus;
}

const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v : undefined);

/** The first line of `s`, cut to `max` characters, with "…" where anything was left out. */
export function oneLine(s: string, max = 80): string {
  const lines = s.trim().split(/\r?\n/);
  let line = lines[0].trim();
  if (line.length > max) line = `${line.slice(0, max - 1)}…`;
  else if (lines.length > 1) line += " …";
  return line;
}

/** The step of a comment delivered to the running agent: the person's words, linking and pinging nobody. */
export function steeredStep(login: string, instruction: string): string {
  return `Steered by @${login}: ${inert(oneLine(instruction))}`;
}

/** Inline code that survives backticks in the text and never pings @mentions. */
export function code(s: string): string {
  // Two line endings would end the paragraph, and the span.
  const t = s.replace(LINE_BREAK, " ");
  const longest = Math.max(0, ...(t.match(/`+/g) ?? []).map((m) => m.length));
  const fence = "`".repeat(longest + 1);
  return longest > 0 || t.startsWith(" ") || t.endsWith(" ") ? `${fence} ${t} ${fence}` : `${fence}${t}${fence}`;
}

/** A note as a GitHub alert, kept to its one line. */
export const noteBlock = (note: string) => `> [!NOTE]\n> ${note.replace(LINE_BREAK, " ")}`;

/** A fenced block with info string `info`, its fence longer than any backtick run inside. */
export function codeBlock(info: string, text: string): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((m) => m.length));
  const fence = "`".repeat(longest + 1);
  return text === "" ? `${fence}${info}\n${fence}` : `${fence}${info}\n${text}\n${fence}`;
}

/** Text for people in a fenced block, cut at `max` characters. */
export function fenced(s: string, max = MAX_ERROR): string {
  return codeBlock("text", s.length > max ? `${s.slice(0, max)}\n… (${s.length - max} more characters)` : s);
}

/** What the steps show: the session's events and the harness's verification. */
export type RunEvent =
  | SessionEvent
  | { type: "verify_start"; round: number; command: string }
  | { type: "verify_end"; round: number; command: string; passed: boolean; cancelled?: boolean };

/** The condensed steps of a run, fed with session events. */
export class StepLog {
  private readonly steps: Step[] = [];
  private readonly byCall = new Map<string, Step>();
  private dropped = 0;
  turns = 0;

  onEvent(event: RunEvent): void {
    switch (event.type) {
      case "verify_start":
        return this.push({ group: "verify", verb: `Verifying (round ${event.round}): ${code(oneLine(event.command))}`, status: "running" });
      case "verify_end": {
        const step = this.steps.findLast((s) => s.group === "verify" && s.status === "running");
        if (step) step.status = event.passed ? "done" : "failed";
        if (step && !event.passed) step.note = event.cancelled ? "— stopped by the cancel" : "— failed";
        return;
      }
      case "turn_start":
        this.turns++;
        return;
      case "tool_execution_start":
        return this.toolStart(event.toolCallId, event.toolName, event.args);
      case "tool_execution_end": {
        const step = this.byCall.get(event.toolCallId);
        if (!step) return;
        step.running.delete(event.toolCallId);
        if (event.isError) step.failed++;
        this.byCall.delete(event.toolCallId);
        return;
      }
      case "auto_retry_start":
        return this.push({
          verb: `Model request failed (${code(oneLine(event.errorMessage, 120))}); retrying, attempt ${event.attempt} of ${event.maxAttempts}`,
          status: "done",
        });
      case "auto_retry_end":
        if (!event.success) this.push({ verb: `Model request still failing after ${event.attempt} attempts`, status: "failed" });
        return;
      case "compaction_start":
        return this.push({ group: "compaction", verb: `Compacting the conversation (${COMPACTION_REASON[event.reason]})`, status: "running" });
      case "compaction_end": {
        const step = [...this.steps].reverse().find((s) => s.group === "compaction" && s.status === "running");
        if (!step) return;
        step.status = event.aborted || event.errorMessage ? "failed" : "done";
        if (step.status === "failed") step.note = "— failed";
        return;
      }
      case "budget_stop":
        return this.push({ verb: `Stopped: ${event.message}`, status: "failed" });
      default:
        return;
    }
  }

  private toolStart(id: string, tool: string, args: unknown): void {
    const a = (args && typeof args === "object" ? args : {}) as Record<string, unknown>;
    const path = str(a.path);
    let group: string | undefined;
    let verb: string;
    let item: string | undefined;
    switch (tool) {
      case "read":
        [group, verb, item] = ["read", "Reading", path];
        break;
      case "edit":
      case "write":
        // Repeated edits of one file read as one step.
        [group, verb, item] = [`${tool}:${path ?? ""}`, tool === "edit" ? "Editing" : "Writing", path];
        break;
      case "bash":
        [verb, item] = ["Running", str(a.command)];
        break;
      case "grep":
        [group, verb, item] = ["grep", "Searching for", str(a.pattern)];
        break;
      case "find":
        [group, verb, item] = ["find", "Finding files matching", str(a.pattern)];
        break;
      case "ls":
        [group, verb, item] = ["ls", "Listing", path ?? "."];
        break;
      default:
        verb = `Using ${code(oneLine(tool, 40))}`;
    }
    const last = this.steps[this.steps.length - 1];
    let step: Step;
    if (group && last?.group === group) {
      step = last;
      if (item && !step.items.includes(item)) step.items.push(item);
    } else {
      step = { group, verb, items: item ? [item] : [], running: new Set(), failed: 0 };
      this.push(step);
    }
    step.running.add(id);
    this.byCall.set(id, step);
  }

  /** A step that is no tool call, e.g. a maintainer's comment delivered mid-run. */
  say(verb: string, status: "done" | "failed" = "done"): void {
    this.push({ verb, status });
  }

  private push(s: Omit<Step, "items" | "running" | "failed"> & Partial<Step>): void {
    s.items ??= [];
    s.running ??= new Set();
    s.failed ??= 0;
    this.steps.push(s as Step);
    if (this.steps.length > MAX_STEPS) {
      this.steps.shift();
      this.dropped++;
    }
  }

  /** The steps as plain markdown lines, oldest first (at most MAX_STEPS, plus a line for older ones). */
  lines(): { text: string; status: StepStatus }[] {
    const out: { text: string; status: StepStatus }[] = [];
    if (this.dropped > 0) out.push({ text: `… ${this.dropped} earlier step${this.dropped === 1 ? "" : "s"}`, status: "done" });
    for (const s of this.steps) {
      const shown = s.items.slice(0, 3).map((i) => code(oneLine(i)));
      const more = s.items.length > 3 ? ` and ${s.items.length - 3} more` : "";
      let text = shown.length > 0 ? `${s.verb} ${shown.join(", ")}${more}` : s.verb;
      if (s.note) text += ` ${s.note}`;
      const status: StepStatus = s.status ?? (s.running.size > 0 ? "running" : s.failed > 0 ? "failed" : "done");
      if (!s.status && s.failed > 0) text += s.failed === 1 && s.items.length <= 1 ? " — failed" : ` — ${s.failed} failed`;
      out.push({ text, status });
    }
    return out;
  }

  /** The steps as a markdown checklist. */
  markdown(): string {
    return this.lines()
      .map((l) => `- [${l.status === "running" ? " " : "x"}] ${l.text}`)
      .join("\n");
  }

  /** The steps as plain strings, for the job summary. */
  summaryLines(): string[] {
    return this.lines().map((l) => l.text);
  }
}

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, "0")}m`;
}

export const formatCost = (usd: number) => `$${usd.toFixed(usd > 0 && usd < 1 ? 4 : 2)}`;

/** The cost as people should read it: a model without prices counts $0 a token, which is no cost. */
export const costText = (usd: number, unpricedModel?: string) => (unpricedModel ? `unknown (no prices for ${code(unpricedModel)})` : formatCost(usd));

const n = (v: number) => v.toLocaleString("en-US");

export function formatTokens(t: RunTotals): string {
  const cache = t.cacheRead + t.cacheWrite > 0 ? ` · ${n(t.cacheRead)} cache read · ${n(t.cacheWrite)} cache write` : "";
  return `${n(t.input)} in · ${n(t.output)} out${cache}`;
}

/** The final state of a run, as the comment shows it. */
export interface FinalState {
  conclusion: Conclusion;
  prUrl?: string;
  /** What the run did to the pull request, for the headline. Default "opened". */
  prVerb?: "opened" | "updated" | "pushed to" | "reviewed";
  prNumber?: number;
  /** A branch that holds the work when no pull request was opened for it. */
  branchUrl?: string;
  /** Paths changed by the run. */
  filesChanged?: string[];
  /** Defaults to the time since the comment was created. */
  durationMs?: number;
  totals?: RunTotals;
  /** Link to the uploaded session artifact. */
  artifactUrl?: string;
  /** Link to the artifact holding the session as an HTML page. */
  htmlUrl?: string;
  /** The failure's text, shown in a code block. */
  error?: string;
  /** Which budget stopped the run, e.g. "cost budget reached: $1.02 of $1". */
  budget?: string;
  skipReason?: string;
  /** Further one-line notes for people, e.g. changes refused under protected paths. */
  notes?: string[];
  /** Changed files that were not pushed (protected paths, withheld files). */
  notPushed?: string[];
  /** The verify step's outcome, when the run has one. */
  verified?: VerifyOutcome;
  /** The agent's final answer (markdown from the model, already redacted). */
  answer?: string;
  /** The run's model (`provider/id`) when it has no prices, so the cost is unknown rather than $0. */
  unpricedModel?: string;
  /** The agent's last reply stopped at the model's output limit (`length`), mid-sentence: the work may be unfinished. */
  answerCut?: boolean;
}

const CUT = "the agent's last reply was cut off at the model's output limit";

/** One line on the verify step, e.g. "Verified: `npm test` passed in round 2."; none when it was not set up. */
export function verifyLine(v: VerifyOutcome | undefined): string | undefined {
  if (!v) return undefined;
  if (v.status === "passed") return `Verified: ${code(v.command ?? "")} passed in round ${v.round}.`;
  if (v.status === "failed") return `Verification failed: ${code(v.command ?? "")} failed in round ${v.round}${v.reason ? `; ${v.reason}` : ""}.`;
  return v.reason ? `Not verified: ${v.reason}.` : undefined;
}

/** The failing command's output for people, folded. */
export function verifyOutput(v: VerifyOutcome | undefined): string | undefined {
  if (v?.status !== "failed" || !v.tail) return undefined;
  return `<details><summary>Last output of ${code(v.command ?? "")}</summary>\n\n${fenced(v.tail, MAX_VERIFY_OUTPUT)}\n\n</details>`;
}

const prRef = (f: FinalState) => (f.prUrl ? `[${f.prNumber ? `#${f.prNumber}` : "pull request"}](${f.prUrl})` : undefined);

/** One line saying how the run ended and what to do next. */
export function headline(f: FinalState): string {
  const pr = prRef(f);
  switch (f.conclusion) {
    case "success":
      // pi ends a run whose last reply hit the output limit as if it had finished; it may not have.
      if (f.answerCut) return `⚠️ Done${pr ? ` (${f.prVerb ?? "opened"} ${pr})` : ""}, but ${CUT}, so the work may be unfinished; check it before merging, or ask the agent to go on.`;
      return pr ? `✅ Done: ${f.prVerb ?? "opened"} ${pr}.` : "✅ Done.";
    case "no-changes": {
      const cut = f.answerCut ? ` Note that ${CUT}, so it may not have finished.` : "";
      if (f.notPushed?.length) return `⚠️ Finished, but none of its changes could be pushed (see below)${pr ? `; ${pr} is unchanged` : ", so there is no pull request"}.${cut}`;
      return `${cut ? "⚠️" : "ℹ️"} Finished without changing any files${pr ? `; ${pr} is unchanged` : ", so there is no pull request"}.${cut}`;
    }
    case "budget-exceeded":
      return `⏸️ Stopped at a budget (${f.budget ?? "budget reached"})${pr ? `; the work so far is in ${pr}, marked incomplete.` : "."} Raise the budget or narrow the task and run again.`;
    case "stopped": {
      const why = f.budget ?? "stopped on request";
      return `⏹️ ${why[0].toUpperCase()}${why.slice(1)}${pr ? `; the work so far is in ${pr}, marked incomplete; ask the agent there to go on.` : "."}`;
    }
    case "skipped":
      return `⏭️ Skipped: ${f.skipReason ?? "this event does not start a run"}`;
    case "failed":
      return "❌ The run failed; the error is below and the full log is in the workflow run.";
  }
}

/** The first `max` items, comma-separated, and how many more there are. */
export function andMore(items: string[], max: number): string {
  const shown = items.slice(0, max).join(", ");
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}

/** Paths as code spans (an `@scope/pkg` in a path would mention a team), the first `max` of them. */
export function codeList(paths: string[], max = 10): string {
  return andMore(paths.map((p) => code(p)), max);
}

function clip(body: string): string {
  return body.length > MAX_BODY ? `${body.slice(0, MAX_BODY)}\n\n… (cut to fit GitHub's comment limit)` : body;
}

export function renderWorking(runUrl: string, steps: StepLog, startedAt: number, now: number): string {
  const checklist = steps.markdown();
  return clip(
    [
      `${COMMENT_MARKER}\n${WORKING_MARKER}`,
      `🤖 **repo-agent** is working on this ([view the run](${runUrl})).`,
      checklist || "- [ ] Starting",
      `<sub>Running for ${formatDuration(now - startedAt)}${steps.turns > 0 ? ` · ${steps.turns} turn${steps.turns === 1 ? "" : "s"}` : ""}</sub>`,
    ].join("\n\n"),
  );
}

export function renderFinal(runUrl: string, steps: StepLog | undefined, final: FinalState, durationMs: number): string {
  const facts: string[] = [];
  if (final.prUrl) facts.push(`**Pull request:** ${prRef(final)}`);
  if (final.filesChanged && final.filesChanged.length > 0) facts.push(`**Files changed (${final.filesChanged.length}):** ${codeList(final.filesChanged)}`);
  if (final.conclusion !== "skipped") facts.push(`**Duration:** ${formatDuration(durationMs)}`);
  if (final.totals) {
    facts.push(`**Tokens:** ${formatTokens(final.totals)}${final.totals.turns > 0 ? ` · ${final.totals.turns} turns` : ""}`);
    facts.push(`**Cost:** ${costText(final.totals.costUsd, final.unpricedModel)}`);
  }
  if (final.artifactUrl) facts.push(`**Session:** [session artifact](${final.artifactUrl})${final.htmlUrl ? ` (HTML: [as a page](${final.htmlUrl}))` : ""}`);
  const verified = verifyLine(final.verified);
  if (verified) facts.push(`**${final.verified!.status === "passed" ? "✅" : "⚠️"} ${verified.replace(/:/, ":**")}`);
  facts.push(`**Run:** [workflow run](${runUrl})`);
  const parts = [`${COMMENT_MARKER}\n${FINISHED_MARKER}`, headline(final)];
  for (const note of final.notes ?? []) parts.push(noteBlock(note));
  // Without a pull request the answer is the result, so it comes first; with one it is folded.
  const answerAt = final.prUrl ? -1 : parts.length;
  parts.push(facts.map((f) => `- ${f}`).join("\n"));
  if (final.error) parts.push(`**Error**\n\n${fenced(final.error)}`);
  const output = verifyOutput(final.verified);
  if (output) parts.push(output);
  const checklist = steps?.markdown();
  if (checklist) parts.push(`<details><summary>Steps</summary>\n\n${checklist}\n\n</details>`);
  const answer = answerSection(final, runUrl, MAX_BODY - parts.join("\n\n").length - 200);
  if (answer) parts.splice(answerAt < 0 ? parts.length - (checklist ? 1 : 0) : answerAt, 0, answer);
  return clip(parts.join("\n\n"));
}

/**
 * The agent's answer as a quote (an unclosed fence or tag in it ends with the quote), open when
 * there is no pull request to read it in, folded when there is. The model's words cannot ping
 * anyone or hide the rest of the comment (see inert). Cut to `room` characters.
 */
function answerSection(final: FinalState, runUrl: string, room: number): string | undefined {
  const text = final.answer?.trim();
  if (!text) return undefined;
  const title = `${final.conclusion === "success" || final.conclusion === "no-changes" ? "The agent's answer" : "The agent's last message"}${final.answerCut ? " (cut off at the output limit)" : ""}`;
  let quoted = inert(text)
    .split(/\r?\n/)
    .map((l) => (l ? `> ${l}` : ">"))
    .join("\n");
  if (quoted.length > room) {
    quoted = `${cutInert(quoted, Math.max(0, room - 200))}\n>\n> … (cut to fit GitHub's comment limit; the whole text is in [the job summary](${runUrl}))`;
  }
  return final.prUrl ? `<details><summary>${title}</summary>\n\n${quoted}\n\n</details>` : `**${title}**\n\n${quoted}`;
}
