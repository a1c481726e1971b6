import * as core from "@actions/core";
import type { Octokit } from "../github.js";
import { asksForOwnRun, isOwnComment } from "../intake/event.js";
import { oneLine } from "../report/progress-render.js";
import { findTrigger, isStopCommand } from "../intake/trigger.js";
import { sanitize } from "../intake/sanitize.js";
import { checkTrust } from "../intake/trust.js";
import type { ActionInputs, Task } from "../types.js";

/** A trusted person's trigger comment, read while the agent works. */
export interface Heard {
  commentId: number;
  login: string;
  createdAt: string;
  /** What followed the trigger, sanitised. */
  instruction: string;
  /** `/agent stop`. */
  stop: boolean;
}

/**
 * Polls the run's issue or pull request for new comments that begin with the trigger, from
 * people who pass the trigger's own permission check. One GitHub request a tick (every
 * `intervalMs`, slowing to every 30 s after ten minutes): the list, or a progress edit that is
 * due (`edit`), never two ticks running so that a poll comes at least every other tick. That
 * and one permission read per new commenter keep a long run well inside GitHub's rate limits.
 */
export class CommentWatch {
  private readonly seen = new Set<number>();
  private readonly trusted = new Map<string, boolean>();
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly since: string;
  /** The list's `since` (GitHub filters on updated_at): moves up to the newest comment read. */
  private cursor: string;
  /** On the monotonic clock, for the ten-minute switch; `since` below needs the wall clock's date. */
  private readonly startedAt = performance.now();
  private editedLast = false;

  constructor(
    private readonly options: {
      octokit: Octokit;
      task: Task;
      inputs: ActionInputs;
      intervalMs: number;
      onHeard: (heard: Heard) => void;
      /** Writes the progress comment if it changed; resolves to whether it did (ProgressComment.editNow). */
      edit?: () => Promise<boolean>;
    },
  ) {
    if (options.task.commentId !== undefined) this.seen.add(options.task.commentId);
    // Comments written before the trigger are the task's context, not steering. The trigger's
    // time is GitHub's clock, which the comments' times also are; the runner's may differ.
    this.since = options.task.triggeredAt ?? new Date(Date.now() - 1000).toISOString();
    this.cursor = this.since;
  }

  start(): void {
    this.arm();
  }

  /** Stops polling; resolves once a poll in flight is done (its comments are still reported). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.polling;
  }

  private arm(): void {
    if (this.stopped) return;
    const interval = performance.now() - this.startedAt > 600_000 ? Math.max(this.options.intervalMs, 30_000) : this.options.intervalMs;
    this.timer = setTimeout(() => {
      this.polling = this.tick().finally(() => this.arm());
    }, interval);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.editedLast = !this.editedLast && (await this.options.edit?.()) === true;
    if (!this.editedLast && !this.stopped) await this.poll();
  }

  private async poll(): Promise<void> {
    const { octokit, task } = this.options;
    let comments;
    try {
      // Every page: a flood of comments must not hide the one that matters.
      comments = await octokit.paginate(octokit.rest.issues.listComments, { ...task.repo, issue_number: task.issueNumber!, since: this.cursor, per_page: 100 });
    } catch (e) {
      core.warning(`repo-agent: could not read new comments on #${task.issueNumber} (${(e as Error).message}); trying again at the next poll`);
      return;
    }
    let newest = this.cursor;
    let hold: string | undefined;
    for (const c of comments) {
      if (c.updated_at > newest) newest = c.updated_at;
      if (this.seen.has(c.id) || c.created_at < this.since) continue;
      this.seen.add(c.id);
      if (isOwnComment(c.user ?? undefined, c.body)) continue;
      const instruction = findTrigger(sanitize(c.body ?? ""), this.options.inputs.trigger);
      const login = c.user?.login;
      if (instruction === undefined || !login) continue;
      if (asksForOwnRun(instruction, task.isPullRequest)) {
        core.info(`repo-agent: @${login}'s comment asks for a run of its own (${oneLine(instruction)}); it is not delivered to this one`);
        continue;
      }
      const trust = await this.isTrusted(login, c.user?.type === "Bot");
      if (trust === "unknown") {
        // Read again at the next poll: the cursor stops at it.
        this.seen.delete(c.id);
        if (hold === undefined || c.updated_at < hold) hold = c.updated_at;
        continue;
      }
      if (!trust) continue;
      this.options.onHeard({ commentId: c.id, login, createdAt: c.created_at, instruction, stop: isStopCommand(instruction) });
    }
    this.cursor = hold ?? newest;
  }

  /** The trigger's own check, once per person; an answer the API could not give is not kept. */
  private async isTrusted(login: string, isBot: boolean): Promise<boolean | "unknown"> {
    const key = login.toLowerCase();
    const known = this.trusted.get(key);
    if (known !== undefined) return known;
    const { octokit, task, inputs } = this.options;
    // Checked as a person's comment always is, also when the run itself was automatic.
    const { automatic: _a, ciRun: _c, ...asked } = task;
    const d = await checkTrust(octokit, { ...asked, actor: login, actorIsBot: isBot }, inputs);
    if (!d.allowed) core.info(`repo-agent: a comment by ${login} was not delivered to the agent: ${d.reason}`);
    if (!d.allowed && (d.transient || d.failed)) return "unknown";
    this.trusted.set(key, d.allowed);
    return d.allowed;
  }
}
