import type { AgentSession } from "../../session/agent-session.js";
import { attr, data } from "../intake/task-prompt.js";
import { acknowledge } from "../report/progress.js";
import { steeredStep } from "../report/progress-render.js";
import type { RunContext } from "../run-context.js";
import { CommentWatch, type Heard } from "./comment-watch.js";
import { handledLine, marksHandled } from "./handled.js";

/** How a maintainer's mid-run comment reaches the model: fenced like every other comment. */
export function steeringMessage(h: Heard): string {
  return [
    `@${h.login}, who may direct this run, commented while you were working. Take it into account from now on:`,
    `<comment author="${attr(h.login)}" id="${h.commentId}" created-at="${attr(h.createdAt)}">`,
    data(h.instruction),
    "</comment>",
  ].join("\n");
}

/**
 * Delivers trusted trigger comments to the running agent as steering messages (pi's: after the
 * current tool calls, before the next model call), and `/agent stop` as a stop. A comment counts
 * as handled (reaction, step, hidden marker) only once the agent has it; one that comes after the
 * agent's last turn is left for the run it queued.
 */
export class Steering {
  private readonly watch: CommentWatch | undefined;
  private session: AgentSession | undefined;
  private readonly early: Heard[] = [];
  private readonly waiting = new Map<string, Heard>();
  /** Reactions being added; end() waits, so a refusal's warning reaches the job summary. */
  private readonly reacting = new Set<Promise<void>>();

  constructor(private readonly ctx: RunContext) {
    const { task, inputs } = ctx;
    const interval = inputs.steerPollSeconds ?? 10;
    const progress = ctx.progress;
    if (task.issueNumber === undefined || !progress || interval <= 0) return;
    this.watch = new CommentWatch({ octokit: ctx.octokit, task, inputs, intervalMs: interval * 1000, onHeard: (h) => this.heard(h), edit: () => progress.editNow() });
    progress.pace(true);
    this.watch.start();
  }

  /** The session the comments go to, once it exists. */
  attach(session: AgentSession): void {
    this.session = session;
    session.subscribe((event) => {
      if (event.type !== "message_start" || event.message.role !== "user") return;
      const content = event.message.content;
      const text = typeof content === "string" ? content : content.map((c) => (c.type === "text" ? c.text : "")).join("");
      const h = this.waiting.get(text);
      if (!h) return;
      this.waiting.delete(text);
      // The person's words, shown by the action's own account: they ping and link nobody.
      this.handled(h, steeredStep(h.login, h.instruction));
      // For the post step's comment, should this step die (see stepsFromSession).
      session.store.append({ type: "custom", customType: "repo-agent.steered", data: { login: h.login, instruction: h.instruction } });
    });
    for (const h of this.early.splice(0)) this.heard(h);
  }

  /** Stops listening; comments not yet delivered stay for their own runs. */
  async end(): Promise<void> {
    await this.watch?.stop();
    if (this.watch) this.ctx.progress?.pace(false);
    await Promise.all(this.reacting);
  }

  private heard(h: Heard): void {
    const session = this.session;
    if (!session) {
      this.early.push(h);
      return;
    }
    if (h.stop) {
      session.stop(`stopped by @${h.login} with ${this.ctx.inputs.trigger} stop`);
      this.handled(h, `Stopped by @${h.login}`);
      return;
    }
    // Without a model key, or a bot's progress comment to carry it, no mark says it was delivered
    // (see deliveredBefore), so the run it queued would do it again: it is left for that run.
    if (!marksHandled(this.ctx.inputs) || !this.ctx.progress?.carriesHandled) return;
    const text = steeringMessage(h);
    this.waiting.set(text, h);
    session.agent.steer(text);
  }

  private handled(h: Heard, step: string): void {
    const { ctx } = this;
    ctx.progress?.markHandled((carrierId) => handledLine(ctx.inputs, ctx.task.repo, h.commentId, carrierId), step);
    const reaction = acknowledge(ctx.octokit, ctx.task.repo, { commentId: h.commentId, issueNumber: ctx.task.issueNumber! }, ctx.commentWarnings?.warn);
    this.reacting.add(reaction);
    void reaction.finally(() => this.reacting.delete(reaction));
  }
}
