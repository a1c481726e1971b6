import type { Usage } from "../ai/types.js";

export interface Budgets {
  /** Stop once the run's model cost reaches this many US dollars. */
  maxCostUsd?: number;
  /** Stop once this much time has passed since the run started (elapsed, not CPU, time). */
  timeoutMs?: number;
  /** Stop after this many model turns. */
  maxTurns?: number;
}

/** "stopped": a person ended the run (e.g. `/agent stop`), handled as a budget that ran out. */
export type BudgetName = "max-cost" | "timeout" | "max-turns" | "stopped";

export interface BudgetStop {
  budget: BudgetName;
  message: string;
}

export interface RunTotals {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
  costUsd: number;
  turns: number;
}

/** Totals for a run and whether a budget is spent. */
export class BudgetTracker {
  readonly totals: RunTotals = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, costUsd: 0, turns: 0 };
  private readonly started: number;

  constructor(
    readonly budgets: Budgets,
    // A monotonic clock: the wall clock can be stepped (NTP on a runner), which would end a run
    // early or let it overrun.
    private readonly now: () => number = () => performance.now(),
  ) {
    this.started = now();
  }

  /** Counts one model reply (and its cost) toward the totals. */
  addUsage(usage: Usage, countsAsTurn: boolean): void {
    this.totals.input += usage.input;
    this.totals.output += usage.output;
    this.totals.cacheRead += usage.cacheRead;
    this.totals.cacheWrite += usage.cacheWrite;
    this.totals.costUsd += usage.cost.total;
    if (countsAsTurn) this.totals.turns++;
  }

  /** Milliseconds until the timeout budget runs out (undefined without one). */
  remainingMs(): number | undefined {
    return this.budgets.timeoutMs === undefined ? undefined : Math.max(0, this.started + this.budgets.timeoutMs - this.now());
  }

  exceeded(): BudgetStop | undefined {
    const b = this.budgets;
    if (b.maxCostUsd !== undefined && this.totals.costUsd >= b.maxCostUsd) {
      return { budget: "max-cost", message: `cost budget reached: $${this.totals.costUsd.toFixed(4)} of $${b.maxCostUsd}` };
    }
    if (b.maxTurns !== undefined && this.totals.turns >= b.maxTurns) {
      return { budget: "max-turns", message: `turn budget reached: ${this.totals.turns} of ${b.maxTurns} turns` };
    }
    if (b.timeoutMs !== undefined && this.now() - this.started >= b.timeoutMs) return this.timedOut();
    return undefined;
  }

  /**
   * The time budget's stop, for its timer to give without asking the clock: a timer may fire a
   * millisecond before the clock reaches the deadline.
   */
  timedOut(): BudgetStop {
    const limit = this.budgets.timeoutMs ?? 0;
    const elapsed = Math.max(this.now() - this.started, limit);
    return { budget: "timeout", message: `time budget reached: ${Math.round(elapsed / 1000)}s of ${Math.round(limit / 1000)}s` };
  }
}
