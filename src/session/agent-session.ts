import { Agent } from "../agent/agent.js";
import type { AnyAgentTool } from "../agent/tool.js";
import type { AgentEvent, AgentLoopConfig, StreamFn } from "../agent/types.js";
import { isContextOverflowMessage } from "../ai/errors.js";
import { streamModel } from "../ai/stream.js";
import type { AssistantMessage, Message, Model, StreamOptions, ThinkingLevel, UserMessage } from "../ai/types.js";
import { BudgetTracker, type BudgetStop, type Budgets, type RunTotals } from "./budget.js";
import { DEFAULT_COMPACTION_SETTINGS, compact, estimateContextTokens, prepareCompaction, shouldCompact, type CompactionSettings } from "./compaction.js";
import { DEFAULT_RETRY_SETTINGS, decideRetry, sleep, type RetrySettings } from "./retry.js";
import { toLlmMessage } from "./session-context.js";
import type { SessionStore } from "./session-store.js";
import type { BashExecutionMessage, CompactionEntry } from "./types.js";

export type CompactionReason = "threshold" | "overflow" | "manual";

/** Agent events plus pi's session events (reference §5.6) and our budget stop. */
export type SessionEvent =
  | AgentEvent
  | { type: "auto_retry_start"; attempt: number; maxAttempts: number; delayMs: number; errorMessage: string }
  | { type: "auto_retry_end"; success: boolean; attempt: number; finalError?: string }
  | { type: "compaction_start"; reason: CompactionReason }
  | { type: "compaction_end"; reason: CompactionReason; result?: Omit<CompactionEntry, "type" | "id" | "parentId" | "timestamp">; aborted: boolean; willRetry: boolean; errorMessage?: string }
  | { type: "budget_stop"; budget: BudgetStop["budget"]; message: string };

export type CompactionResult = Omit<CompactionEntry, "type" | "id" | "parentId" | "timestamp">;

export type RunStatus = "success" | "failed" | "budget-exceeded" | "aborted";

export interface RunOutcome {
  status: RunStatus;
  /** This run's last assistant reply that is not an error (its answer, if any); never one from earlier runs. */
  answer?: AssistantMessage;
  errorMessage?: string;
  budget?: BudgetStop;
  totals: RunTotals;
}

export interface AgentSessionOptions {
  model: Model;
  thinking: ThinkingLevel;
  tools: AnyAgentTool[];
  systemPrompt: string;
  store: SessionStore;
  streamOptions?: Omit<StreamOptions, "signal" | "thinking">;
  budgets?: Budgets;
  retry?: RetrySettings;
  compaction?: CompactionSettings;
  /** Grace for running tools after a budget stop, before they are aborted (default: see graceMs). */
  toolGraceMs?: number;
  beforeToolCall?: AgentLoopConfig["beforeToolCall"];
  afterToolCall?: AgentLoopConfig["afterToolCall"];
  streamFn?: StreamFn;
}

/**
 * Ties the agent to a session file and runs one prompt to an outcome: every message is appended
 * as it happens, failed model calls are retried, an overflowing context is compacted and the
 * request retried, the context is compacted when it nears the window, and budgets end the run
 * cleanly. `prompt()` resolves only when all of that is done.
 */
export class AgentSession {
  readonly agent: Agent;
  private readonly listeners = new Set<(event: SessionEvent) => void>();
  // Not readonly: RPC mode toggles `enabled` (by copy: the defaults object is shared).
  private retry: RetrySettings;
  private compaction: CompactionSettings;
  private tracker: BudgetTracker;
  private budgetStop: BudgetStop | undefined;
  private midRunCompactionFailed = false;
  /** Retries of the current model call: back to 0 at the next good reply, as pi counts them. */
  private retryAttempt = 0;
  private budgetAbort = new AbortController();
  private runController = new AbortController();
  /** Aborts running tools once their grace after a budget stop is over (see cutRun). */
  private graceTimer: NodeJS.Timeout | undefined;
  private retrySkip = new AbortController();
  /** prompt() or compact() is under way: a user's bash result waits for it to end. */
  private busy = false;
  private pendingBash: BashExecutionMessage[] = [];
  /** This run's last reply that is not an error: a resumed session's earlier answers are not this run's. */
  private reply: AssistantMessage | undefined;

  constructor(private readonly options: AgentSessionOptions) {
    this.retry = options.retry ?? DEFAULT_RETRY_SETTINGS;
    this.compaction = options.compaction ?? DEFAULT_COMPACTION_SETTINGS;
    this.tracker = new BudgetTracker(options.budgets ?? {});
    const base = options.streamFn ?? streamModel;
    // Retries belong to the session (see retry.ts), so the SDKs' own are turned off; the budget
    // signal stops a model call that is still streaming when the time budget runs out.
    const streamFn: StreamFn = (model, context, streamOptions) =>
      base(model, context, { ...streamOptions, sdkMaxRetries: 0, signal: anySignal(streamOptions.signal, this.budgetAbort.signal) });
    this.agent = new Agent({
      model: options.model,
      systemPrompt: options.systemPrompt,
      tools: options.tools,
      streamOptions: { ...options.streamOptions, thinking: options.thinking },
      streamFn,
      beforeToolCall: options.beforeToolCall,
      afterToolCall: options.afterToolCall,
      shouldStopAfterTurn: () => this.checkBudget(),
      // Between tool rounds too (as pi does), not only between prompts: a long run is compacted
      // before its next request would pass the window, rather than after the provider refuses it.
      beforeNextRequest: async () => {
        if (this.budgetStop || this.midRunCompactionFailed || !this.nearWindow()) return;
        // A stop or the time budget cuts the summary call too; one that fails is not tried again
        // this run (the overflow path remains).
        this.midRunCompactionFailed = !(await this.compactNow("threshold", true, { signal: anySignal(this.runController.signal, this.budgetAbort.signal) }));
        // What the summary cost counts before the next request goes out.
        if (this.checkBudget()) this.cutRun();
      },
    });
    this.agent.messages.push(...options.store.buildContext().messages);
    this.agent.subscribe((event) => this.onAgentEvent(event));
    this.recordModel();
    options.store.forgetCompacted();
  }

  get store(): SessionStore {
    return this.options.store;
  }

  get totals(): RunTotals {
    return this.tracker.totals;
  }

  get model(): Model {
    return this.options.model;
  }

  get thinking(): ThinkingLevel {
    return this.options.thinking;
  }

  get autoCompactionEnabled(): boolean {
    return this.compaction.enabled;
  }

  get autoRetryEnabled(): boolean {
    return this.retry.enabled;
  }

  setAutoCompaction(enabled: boolean): void {
    this.compaction = { ...this.compaction, enabled };
  }

  setAutoRetry(enabled: boolean): void {
    this.retry = { ...this.retry, enabled };
  }

  /** Ends a retry wait now: the run fails with the error it was retrying. */
  abortRetry(): void {
    this.retrySkip.abort();
  }

  /** Switches model (and the key/base URL that go with it) for the next request; recorded as pi does. */
  setModel(model: Model, stream: Pick<StreamOptions, "apiKey" | "baseUrl">): void {
    this.options.model = model;
    this.options.streamOptions = { ...this.options.streamOptions, apiKey: stream.apiKey, baseUrl: stream.baseUrl };
    this.agent.config.model = model;
    this.agent.config.streamOptions = { ...this.options.streamOptions, thinking: this.options.thinking };
    this.recordModel();
  }

  setThinking(level: ThinkingLevel): void {
    this.options.thinking = level;
    this.agent.config.streamOptions = { ...this.agent.config.streamOptions, thinking: level };
    this.recordModel();
  }

  /**
   * pi's RPC `bash` result: a bashExecution message in the file and (as a user message) in the
   * context. During a run it waits for the next prompt, so tool calls and results stay paired.
   */
  recordBashExecution(message: BashExecutionMessage): void {
    this.pendingBash.push(message);
    if (!this.busy) this.flushBash();
  }

  private flushBash(): void {
    for (const m of this.pendingBash.splice(0)) {
      this.store.append({ type: "message", message: m as unknown as Message });
      const llm = toLlmMessage(m);
      if (llm) this.agent.messages.push(llm);
    }
  }

  /** A manual compaction (pi's `compact`); throws one line when there is nothing to do or it fails. */
  async compact(customInstructions?: string): Promise<CompactionResult> {
    if (this.busy) throw new Error("Cannot compact while a prompt runs; abort it first.");
    this.busy = true;
    this.runController = new AbortController();
    let end: Extract<SessionEvent, { type: "compaction_end" }> | undefined;
    const off = this.subscribe((e) => {
      if (e.type === "compaction_end") end = e;
    });
    try {
      await this.compactNow("manual", false, { customInstructions });
    } finally {
      off();
      this.busy = false;
      this.flushBash();
    }
    if (end?.result) return end.result;
    if (end) throw new Error(end.aborted ? "Compaction cancelled" : (end.errorMessage ?? "Compaction failed").replace(/^Auto-compaction failed/, "Compaction failed"));
    throw new Error(this.store.currentPath().at(-1)?.type === "compaction" ? "Already compacted" : "Nothing to compact (session too small)");
  }

  subscribe(listener: (event: SessionEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  abort(): void {
    this.runController.abort();
    this.agent.abort();
  }

  private emit(event: SessionEvent): void {
    for (const l of this.listeners) l(event);
  }

  /** model_change / thinking_level_change entries, only when they differ from the session's. */
  private recordModel(): void {
    const { store, model, thinking } = this.options;
    const ctx = store.buildContext();
    if (ctx.model?.provider !== model.provider || ctx.model?.modelId !== model.id) {
      store.append({ type: "model_change", provider: model.provider, modelId: model.id });
    }
    if (ctx.thinkingLevel !== thinking || !store.lastEntryOf("thinking_level_change")) {
      store.append({ type: "thinking_level_change", thinkingLevel: thinking });
    }
  }

  private onAgentEvent(event: AgentEvent): void {
    if (event.type === "message_end") {
      this.store.append({ type: "message", message: event.message });
      if (event.message.role === "assistant") {
        const m = event.message;
        const good = m.stopReason !== "error" && m.stopReason !== "aborted";
        this.tracker.addUsage(m.usage, good);
        if (good) this.reply = m;
      }
    }
    this.emit(event);
    // The reply after a retry ends the retrying: well, or cut by an abort.
    if (event.type === "message_end" && event.message.role === "assistant" && event.message.stopReason !== "error" && this.retryAttempt > 0) {
      const success = event.message.stopReason !== "aborted";
      this.emit({ type: "auto_retry_end", success, attempt: this.retryAttempt, ...(success ? {} : { finalError: "Retry cancelled" }) });
      this.retryAttempt = 0;
    }
  }

  private checkBudget(): boolean {
    this.budgetStop ??= this.tracker.exceeded();
    return this.budgetStop !== undefined;
  }

  /**
   * Runs one prompt (or several, in order) to completion, including retries and compaction.
   * After a success, `next` may give one more message for the same run (e.g. a failed check's
   * output); the budgets span all of them.
   */
  async prompt(text: string | UserMessage | (string | UserMessage)[], next?: () => Promise<string | undefined>): Promise<RunOutcome> {
    this.tracker = new BudgetTracker(this.options.budgets ?? {});
    this.budgetStop = undefined;
    this.midRunCompactionFailed = false;
    this.budgetAbort = new AbortController();
    this.runController = new AbortController();
    this.retrySkip = new AbortController();
    this.reply = undefined;
    this.busy = true;
    this.flushBash();
    const timers = this.armTimeBudget();
    try {
      const queue = Array.isArray(text) ? [...text] : [text];
      let outcome: RunOutcome | undefined;
      for (let t = queue.shift(); t !== undefined; ) {
        await this.compactIfNeeded("threshold");
        outcome = await this.runToOutcome(t);
        if (outcome.status !== "success") break;
        t = queue.length ? queue.shift() : await next?.();
        // Aborted during the check between prompts: the run did not end as it would have.
        if (this.runController.signal.aborted) return this.finishAborted();
        // A budget that ran out meanwhile (the time, during a check) ends the run here.
        if (t !== undefined && this.checkBudget()) return this.finishBudget();
      }
      return outcome!;
    } finally {
      this.busy = false;
      for (const t of timers) clearTimeout(t);
      clearTimeout(this.graceTimer);
      this.graceTimer = undefined;
    }
  }

  private armTimeBudget(): NodeJS.Timeout[] {
    const remaining = this.tracker.remainingMs();
    if (remaining === undefined) return [];
    const stop = setTimeout(() => {
      this.budgetStop ??= this.tracker.exceeded() ?? this.tracker.timedOut();
      this.cutRun();
    }, remaining);
    stop.unref();
    return [stop];
  }

  /** A model call in flight is cut now; running tools get a grace period to finish, then are aborted. */
  private cutRun(): void {
    this.budgetAbort.abort();
    if (this.graceTimer) return;
    const grace = this.graceMs();
    this.graceTimer = setTimeout(() => {
      // Said in the stop's message: the run ended later than the budget it names.
      if (this.budgetStop) this.budgetStop = { ...this.budgetStop, message: `${this.budgetStop.message}; running tools were stopped ${Math.round(grace / 1000)}s later` };
      this.agent.abort();
    }, grace);
    this.graceTimer.unref();
  }

  /**
   * A tenth of the time budget, from 1 s to 30 s (30 s without one): a tool about to finish may,
   * but a 2 s budget must not take 32 s. Tools stop at once when aborted (bash kills its tree).
   */
  private graceMs(): number {
    if (this.options.toolGraceMs !== undefined) return this.options.toolGraceMs;
    const budget = this.options.budgets?.timeoutMs;
    return budget === undefined ? 30_000 : Math.min(30_000, Math.max(1_000, budget / 10));
  }

  /**
   * The agent's next request, unless the run was aborted while the agent was not running (during a
   * compaction, a wait or a check between prompts): no messages then, which ends the run as aborted.
   */
  private unlessAborted(step: () => Promise<Message[]>): Promise<Message[]> {
    return this.runController.signal.aborted ? Promise.resolve([]) : step();
  }

  private async runToOutcome(text: string | UserMessage): Promise<RunOutcome> {
    this.retryAttempt = 0;
    let overflowRecovered = false;
    let added = await this.unlessAborted(() => this.agent.prompt(text));
    while (true) {
      const last = added.findLast((m): m is AssistantMessage => m.role === "assistant");
      if (this.budgetStop) return this.finishBudget();
      if (!last || last.stopReason === "aborted") return this.finishAborted();
      if (last.stopReason !== "error") {
        await this.compactIfNeeded("threshold");
        return this.finish("success");
      }
      // One compact-and-retry per overflow: a second one with no reply since the last ends the run.
      // Checked on every failure, so a retried error between a reply and the next overflow keeps the reset.
      if (added.some((m) => m.role === "assistant" && m.stopReason !== "error" && m.stopReason !== "aborted")) overflowRecovered = false;
      const overflow = last.errorKind === "overflow" || (!last.errorKind && isContextOverflowMessage(last.errorMessage ?? ""));
      if (overflow && !overflowRecovered) {
        overflowRecovered = true;
        this.dropLastError();
        // Cut by /agent stop and the time budget, as the compaction between tool rounds is.
        const compacted = await this.compactNow("overflow", true, { signal: anySignal(this.runController.signal, this.budgetAbort.signal) });
        if (this.budgetStop) return this.finishBudget();
        if (this.runController.signal.aborted) return this.finishAborted();
        if (!compacted) return this.finish("failed", last.errorMessage);
        await sleep(100, this.runController.signal).catch(() => undefined);
        added = await this.unlessAborted(() => this.agent.continue());
        continue;
      }
      if (overflow) {
        return this.finish("failed", "Context overflow recovery failed after one compact-and-retry attempt. Try reducing context or switching to a larger-context model.");
      }
      const attempt = ++this.retryAttempt;
      const decision = decideRetry(last, attempt, this.retry);
      if (!decision.retry) {
        const reason = decision.reason ? `${last.errorMessage} (not retried: ${decision.reason})` : last.errorMessage;
        if (attempt > 1) this.emit({ type: "auto_retry_end", success: false, attempt: attempt - 1, finalError: reason });
        return this.finish("failed", reason);
      }
      this.emit({ type: "auto_retry_start", attempt, maxAttempts: this.retry.maxRetries, delayMs: decision.delayMs, errorMessage: last.errorMessage ?? "" });
      this.dropLastError();
      try {
        await sleep(decision.delayMs, anySignal(this.runController.signal, this.retrySkip.signal));
      } catch {
        if (this.runController.signal.aborted) return this.finishAborted();
        this.emit({ type: "auto_retry_end", success: false, attempt, finalError: "Retry cancelled" });
        return this.finish("failed", last.errorMessage);
      }
      added = await this.unlessAborted(() => this.agent.continue());
    }
  }

  /**
   * The failed replies stay in the file; the retried request must not end with them. After a
   * compaction the context is rebuilt from the file, so a retried error can sit before the last one.
   */
  private dropLastError(): void {
    while (true) {
      const last = this.agent.messages.at(-1);
      if (last?.role !== "assistant" || last.stopReason !== "error") return;
      this.agent.messages.pop();
    }
  }

  /**
   * Ends the run as the time budget does: a model call in flight is cut, running tools get their
   * grace period, and the outcome is a budget stop carrying `message`.
   */
  stop(message: string): void {
    this.budgetStop ??= { budget: "stopped", message };
    this.cutRun();
  }

  private finishBudget(): RunOutcome {
    const stop = this.budgetStop!;
    this.store.append({ type: "custom", customType: "repo-agent.budget_stop", data: { budget: stop.budget, message: stop.message, totals: { ...this.totals } } });
    this.emit({ type: "budget_stop", budget: stop.budget, message: stop.message });
    return { status: "budget-exceeded", answer: this.reply, budget: stop, errorMessage: stop.message, totals: { ...this.totals } };
  }

  private finishAborted(): RunOutcome {
    return this.finish("aborted", "The run was aborted.");
  }

  private finish(status: RunStatus, errorMessage?: string): RunOutcome {
    return { status, answer: this.reply, ...(errorMessage ? { errorMessage } : {}), totals: { ...this.totals } };
  }

  private nearWindow(): boolean {
    return this.compaction.enabled && shouldCompact(estimateContextTokens(this.agent.messages).tokens, this.options.model.contextWindow, this.compaction);
  }

  private async compactIfNeeded(reason: CompactionReason): Promise<void> {
    if (this.nearWindow()) await this.compactNow(reason, false);
  }

  /** Summarises the older part of the session into a compaction entry and rebuilds the context. */
  async compactNow(reason: CompactionReason, willRetry: boolean, { customInstructions, signal = this.runController.signal }: { customInstructions?: string; signal?: AbortSignal } = {}): Promise<boolean> {
    const preparation = prepareCompaction(this.store.currentPath(), this.compaction);
    if (!preparation) return false;
    this.emit({ type: "compaction_start", reason });
    const model = this.options.model;
    const base = this.options.streamFn ?? streamModel;
    try {
      const result = await compact(
        preparation,
        model,
        async (context, opts) => {
          const reply = await base(model, context, { ...this.options.streamOptions, maxTokens: opts.maxTokens, signal: opts.signal, thinking: opts.thinking }).result();
          this.tracker.addUsage(reply.usage, false);
          return reply;
        },
        { customInstructions, signal, thinkingLevel: this.options.thinking },
      );
      this.store.append({ type: "compaction", ...result });
      this.store.forgetCompacted();
      this.agent.messages.splice(0, this.agent.messages.length, ...this.store.buildContext().messages);
      // The file keeps the failed reply that led here; the retried request must not end with it.
      this.dropLastError();
      this.emit({ type: "compaction_end", reason, result, aborted: false, willRetry });
      return true;
    } catch (error) {
      const aborted = signal.aborted;
      const prefix = reason === "overflow" ? "Context overflow recovery failed" : "Auto-compaction failed";
      this.emit({ type: "compaction_end", reason, aborted, willRetry: false, errorMessage: `${prefix}: ${(error as Error).message}` });
      return false;
    }
  }
}

function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal {
  return AbortSignal.any(signals.filter((s): s is AbortSignal => s !== undefined));
}

