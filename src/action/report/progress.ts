// The one comment that shows people what a run is doing: created when the run starts, edited
// as agent events arrive (throttled to stay inside GitHub's limits), and rewritten with the
// result when it ends. Comment API failures are warnings: showing progress never fails a run.
import * as core from "@actions/core";
import { renderFinal, renderWorking, StepLog, type FinalState, type RunEvent } from "./progress-render.js";
import type { Redactor } from "./redact.js";
import type { Repo } from "../types.js";
import type { Octokit } from "../github.js";

export type { FinalState } from "./progress-render.js";


/** `<serverUrl>/<owner>/<repo>/actions/runs/<runId>`. */
export function workflowRunUrl(serverUrl: string, repo: Repo, runId: string | number): string {
  return `${serverUrl.replace(/\/+$/, "")}/${repo.owner}/${repo.repo}/actions/runs/${runId}`;
}

/** `<serverUrl>/<owner>/<repo>/tree/<branch>`. */
export function branchUrl(serverUrl: string, repo: Repo, branch: string): string {
  // Parentheses too (git allows them in a branch name; encodeURIComponent leaves them): a `)` would
  // end the link in `[name](url)`, and what follows it, `@someone` say, would be the comment's text.
  const segment = (s: string) => encodeURIComponent(s).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${serverUrl.replace(/\/+$/, "")}/${repo.owner}/${repo.repo}/tree/${branch.split("/").map(segment).join("/")}`;
}

const describe = (e: unknown) => (e instanceof Error ? e.message : String(e));

export interface ProgressCommentOptions {
  octokit: Octokit;
  repo: Repo;
  issueNumber: number;
  /** Link to the workflow run (see workflowRunUrl). */
  runUrl: string;
  redact: Redactor;
  /** At most one edit per this many milliseconds while the run goes. Default 10 000. */
  throttleMs?: number;
  now?: () => number;
  /** Where comment API failures are reported, with GitHub's error. Default core.warning. */
  warn?: (message: string, error?: unknown) => void;
  /** A hidden marker line added to every version of the comment (e.g. a CI-fix attempt's). */
  tag?: string;
}

export class ProgressComment {
  readonly steps = new StepLog();
  private id: number | undefined;
  /** Who posted the comment (set with its id by start). */
  private author: { login: string; type: string } | undefined;
  private readonly startedAt: number;
  private lastWrite = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Writes run one after another, so an older body never lands after a newer one. */
  private queue: Promise<void> = Promise.resolve();
  private finished = false;
  /** Steps changed since the comment was last written. */
  private changed = false;
  /** Set while the steering watch times the edits (see pace). */
  private paced = false;
  /** The handled lines of delivered comments, each made for the comment that carries it. */
  private readonly handled: ((carrierId: number) => string | undefined)[] = [];
  /** The agent did not fail and its work, with those comments acted on, is pushed (see workPushed). */
  private pushed = false;
  private readonly throttleMs: number;
  private readonly now: () => number;
  private readonly warn: (message: string, error?: unknown) => void;

  constructor(private readonly options: ProgressCommentOptions) {
    this.throttleMs = options.throttleMs ?? 10_000;
    // Monotonic: a wall clock stepped back would hold the edits back by as much.
    this.now = options.now ?? (() => performance.now());
    this.warn = options.warn ?? ((m) => core.warning(m));
    this.startedAt = this.now();
  }

  /** The comment's id once created; main saves it for the post step. */
  get commentId(): number | undefined {
    return this.id;
  }

  /** Who posted the comment: the token's own login, once the comment exists. */
  get tokenLogin(): string | undefined {
    return this.author?.login;
  }

  /** Whether the comment exists and a bot account posted it, the only place a queued run trusts a handled line (see deliveredBefore). */
  get carriesHandled(): boolean {
    return this.author?.type === "Bot";
  }

  get url(): string {
    return this.options.runUrl;
  }

  /** Posts the working comment on the issue or pull request. */
  async start(): Promise<void> {
    const { octokit, repo, issueNumber } = this.options;
    try {
      const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body: this.body(renderWorking(this.url, this.steps, this.startedAt, this.now())) });
      this.id = data.id;
      this.author = data.user ?? undefined;
      this.lastWrite = this.now();
    } catch (e) {
      this.warn(`repo-agent: could not post the progress comment on #${issueNumber} (${describe(e)}); the run goes on without it.`, e);
    }
  }

  /** Records an agent event; the comment is edited at most once per throttle window. */
  onEvent(event: RunEvent): void {
    if (this.finished) return;
    this.steps.onEvent(event);
    this.changed = true;
    this.schedule();
  }

  /** A comment delivered to the running agent: a step, and the line its own queued run finds in this comment (see handledLine). */
  markHandled(line: (carrierId: number) => string | undefined, step: string): void {
    if (this.finished) return;
    this.handled.push(line);
    this.steps.say(step);
    this.changed = true;
    this.schedule();
  }

  /**
   * The agent finished (or stopped at a budget or on `/agent stop`) and its work is pushed: the
   * comments delivered to it are acted on, and their queued runs skip even if a later step
   * (opening the pull request) fails this run, or the step dies (the post step then writes the
   * handled lines this returns).
   */
  workPushed(): string[] {
    this.pushed = true;
    return this.handledLines();
  }

  /**
   * Hands the timing of the edits to the steering watch (true), which spends one GitHub request a
   * tick on an edit or a poll, or takes it back (false).
   */
  pace(byWatch: boolean): void {
    this.paced = byWatch;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.schedule();
  }

  /** The watch's tick: writes the working comment if its steps changed and the window since the last write has passed; resolves to whether it did. */
  editNow(): Promise<boolean> {
    return this.now() < this.lastWrite + this.throttleMs ? Promise.resolve(false) : this.writeWorking();
  }

  private writeWorking(): Promise<boolean> {
    if (this.finished || this.id === undefined || !this.changed) return Promise.resolve(false);
    this.changed = false;
    // The window starts with the write sent, so an event while it is on its way waits for the next.
    this.lastWrite = this.now();
    return this.enqueue(() => renderWorking(this.url, this.steps, this.startedAt, this.now()));
  }

  private schedule(): void {
    if (this.id === undefined || this.timer || this.paced || !this.changed) return;
    const wait = Math.max(0, this.lastWrite + this.throttleMs - this.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.writeWorking();
    }, wait);
    this.timer.unref();
  }

  /**
   * Writes the final state (creating the comment if starting it failed). Never throws. Resolves
   * to the final body when the comment exists but the edit failed: the post step tries it again.
   */
  async finish(final: FinalState): Promise<string | undefined> {
    if (this.finished) return this.queue.then(() => undefined);
    this.finished = true;
    // A run that failed before its work was pushed did not carry out what it was told, as a
    // crashed one did not (finalizeComment drops the lines then too): the runs its delivered
    // comments queued do the work.
    if (final.conclusion === "failed" && !this.pushed) this.handled.length = 0;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const render = () => renderFinal(this.url, this.steps, final, final.durationMs ?? this.now() - this.startedAt);
    if (this.id === undefined) {
      await this.queue;
      const { octokit, repo, issueNumber } = this.options;
      try {
        const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body: this.body(render()) });
        this.id = data.id;
      } catch (e) {
        this.warn(`repo-agent: could not post the result comment on #${issueNumber} (${describe(e)}); see the job summary.`, e);
      }
      return undefined;
    }
    const markdown = render();
    return (await this.enqueue(() => markdown)) ? undefined : this.body(markdown);
  }

  /** The handled lines for this comment. A comment posted only at the end has no id to make them for: its queued runs simply run. */
  private handledLines(): string[] {
    const id = this.id;
    return id === undefined ? [] : this.handled.flatMap((line) => line(id) ?? []);
  }

  private body(markdown: string): string {
    const body = [this.options.redact(markdown), ...this.handledLines()];
    if (this.options.tag) body.push(this.options.tag);
    return body.join("\n");
  }

  /** Queues an edit; resolves to whether it was written. */
  private enqueue(render: () => string): Promise<boolean> {
    const write = this.queue.then(async () => {
      const id = this.id;
      if (id === undefined) return false;
      const { octokit, repo } = this.options;
      try {
        await octokit.rest.issues.updateComment({ ...repo, comment_id: id, body: this.body(render()) });
        return true;
      } catch (e) {
        this.warn(`repo-agent: could not update the progress comment (${describe(e)}).`, e);
        return false;
      } finally {
        this.lastWrite = this.now();
      }
    });
    this.queue = write.then(() => undefined);
    return write;
  }
}

/** Marks the triggering comment (or the issue itself) with an eyes reaction. Never throws. */
export async function acknowledge(
  octokit: Octokit,
  repo: Repo,
  target: { commentId?: number; issueNumber: number },
  warn: (message: string, error?: unknown) => void = (m) => core.warning(m),
): Promise<void> {
  try {
    if (target.commentId !== undefined) {
      await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: target.commentId, content: "eyes" });
    } else {
      await octokit.rest.reactions.createForIssue({ ...repo, issue_number: target.issueNumber, content: "eyes" });
    }
  } catch (e) {
    warn(`repo-agent: could not add the eyes reaction (${describe(e)}).`, e);
  }
}
