import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { THINKING_LEVELS, toThinkingLevel } from "../../ai/thinking.js";
import type { ImageContent, Model, UserMessage } from "../../ai/types.js";
import type { AgentSession, SessionEvent } from "../../session/agent-session.js";
import type { CliArgs } from "../args.js";
import { openStore, setupCli, type CliSetup } from "../setup.js";
import { runUserBash } from "./bash.js";
import { jsonLine } from "./jsonl.js";
import { failure, success, type RpcCommand, type RpcResponse } from "./protocol.js";
import { argsForNewSession, availableModels, requireKey, type KeySource } from "./models.js";
import { agentMessages, commandList, lastAssistantText, publicModel, sessionName, sessionStats } from "./views.js";

const BUSY = "Agent is already processing. Specify streamingBehavior ('steer' or 'followUp') to queue the message.";

function userMessage(text: string, images: ImageContent[] | undefined): UserMessage {
  return { role: "user", content: [{ type: "text", text }, ...(images ?? [])], timestamp: Date.now() };
}

const textOf = (m: UserMessage) => (typeof m.content === "string" ? m.content : m.content.map((c) => (c.type === "text" ? c.text : "")).join(""));

/**
 * One RPC session: runs commands against an AgentSession and writes responses and events as
 * JSON lines. Commands are handled as they arrive, as in pi (abort_bash must reach a running
 * bash); runs, compactions and session switches take turns (see `serially`).
 */
export class RpcServer {
  private setup: CliSetup;
  private unsubscribe: () => void = () => undefined;
  // Runs, compactions and session switches, one after another (see `serially`).
  private tail: Promise<unknown> = Promise.resolve();
  /** Prompts accepted and not finished: pi's isStreaming as a client sees it. */
  private prompts = 0;
  private compacting = false;
  private readonly bashRuns = new Set<AbortController>();
  private readonly inFlight = new Set<Promise<unknown>>();
  // Texts of queued messages, for queue_update (pi's _steeringMessages / _followUpMessages).
  private steering: string[] = [];
  private followUp: string[] = [];
  private readonly initialProvider: string;
  /** Bumped by every abort, so work queued behind the aborted run does not start. */
  private generation = 0;

  constructor(
    private readonly args: CliArgs,
    private readonly write: (line: string) => void,
  ) {
    this.setup = setupCli(args);
    this.initialProvider = this.setup.session.model.provider;
    this.bind();
  }

  private get session(): AgentSession {
    return this.setup.session;
  }

  private bind(): void {
    this.unsubscribe();
    this.unsubscribe = this.session.subscribe((event) => this.onEvent(event));
  }

  private onEvent(event: SessionEvent): void {
    // A queued message leaves the queue as it is delivered; the update goes out first, as in pi.
    if (event.type === "message_start" && event.message.role === "user") {
      const text = textOf(event.message);
      const queue = this.steering.includes(text) ? this.steering : this.followUp.includes(text) ? this.followUp : undefined;
      if (queue) {
        queue.splice(queue.indexOf(text), 1);
        this.emitQueue();
      }
    }
    // pi's full events: a client reads message_update's `message` (JSON mode sends only the delta).
    this.write(jsonLine(event));
  }

  private emitQueue(): void {
    this.write(jsonLine({ type: "queue_update", steering: [...this.steering], followUp: [...this.followUp] }));
  }

  /**
   * Handles one command. Quick commands answer at once, so their responses keep the order of the
   * requests (a client without ids relies on it); slow ones (abort, bash, compact, new_session)
   * answer when done while other commands go on. Never throws.
   */
  handle(command: RpcCommand): void {
    const fail = (error: unknown) => failure(command.id, command.type, error instanceof Error ? error.message : String(error));
    let result: ReturnType<RpcServer["dispatch"]>;
    try {
      result = this.dispatch(command);
    } catch (error) {
      result = fail(error);
    }
    if (!(result instanceof Promise)) {
      if (result) this.write(jsonLine(result));
      return;
    }
    const task = result.then(
      (response) => response && this.write(jsonLine(response)),
      (error: unknown) => this.write(jsonLine(fail(error))),
    );
    this.inFlight.add(task);
    void task.finally(() => this.inFlight.delete(task));
  }

  /** stdin ended: stop everything under way and let the commands in flight answer. */
  async close(): Promise<void> {
    for (const c of this.bashRuns) c.abort();
    await this.abort();
    await Promise.allSettled([...this.inFlight]);
    this.unsubscribe();
  }

  private enqueue(kind: "steer" | "followUp", text: string, images: ImageContent[] | undefined): void {
    (kind === "steer" ? this.steering : this.followUp).push(text);
    this.emitQueue();
    const message = userMessage(text, images);
    if (kind === "steer") this.session.agent.steer(message);
    else this.session.agent.followUp(message);
  }

  /**
   * Queues work behind the run, compaction or session switch under way. Between agent_end and the
   * end of a run (auto-compaction, a retry wait) the agent is idle, and a client that waited for
   * agent_end may send its next prompt: it starts when the session is free. Work still waiting
   * when an abort comes is dropped (`cancelled` runs instead, if given).
   */
  private serially<T>(work: () => Promise<T>, cancelled?: () => T): Promise<T | undefined> {
    const generation = this.generation;
    const step = () => (generation === this.generation ? work() : cancelled?.());
    const result = this.tail.then(step, step);
    this.tail = result.catch(() => undefined);
    return result;
  }

  private startRun(message: UserMessage): void {
    this.prompts++;
    void this.serially(async () => {
      const outcome = await this.session.prompt(message);
      // Failures reach the client as events (agent_end, auto_retry_end, compaction_end); people read stderr.
      if (outcome.status === "failed" || outcome.status === "budget-exceeded") process.stderr.write(`repo-agent: ${outcome.errorMessage ?? `the run ended: ${outcome.status}`}\n`);
    })
      .catch((error: unknown) => void process.stderr.write(`repo-agent: the run failed: ${(error as Error).message}\n`))
      .finally(() => this.prompts--);
  }

  /** Ends the run (or compaction) under way, drops queued work, and waits until all is still. */
  private async abort(): Promise<void> {
    this.generation++;
    this.session.abort();
    await this.tail;
  }

  private get keys(): KeySource {
    return { args: this.args, models: this.setup.models, provider: this.initialProvider };
  }

  private setModel(model: Model): void {
    this.session.setModel(model, requireKey(this.keys, model));
    // pi clamps the level to what the model supports: none without reasoning.
    if (!model.reasoning && this.session.thinking !== "off") this.session.setThinking("off");
  }

  private newSession(): void {
    const old = this.session;
    // The new session keeps the model, thinking level and toggles of the old one, as pi's does.
    const args = argsForNewSession(this.keys, old.model, old.thinking);
    this.setup = setupCli(args, openStore(args, this.setup.cwd, this.setup.agentDir));
    this.session.setAutoCompaction(old.autoCompactionEnabled);
    this.session.setAutoRetry(old.autoRetryEnabled);
    this.session.agent.steeringMode = old.agent.steeringMode;
    this.session.agent.followUpMode = old.agent.followUpMode;
    this.steering = [];
    this.followUp = [];
    this.bind();
  }

  private async exportHtml(outputPath: string | undefined): Promise<string> {
    const store = this.session.store;
    if (!outputPath && !store.path) throw new Error('This session is in memory (--no-session); give "outputPath" to export it.');
    const path = outputPath ? resolve(this.setup.cwd, outputPath) : `${store.path!.replace(/\.jsonl$/, "")}.html`;
    // Loaded when asked: most RPC sessions never export. The page shows the current branch.
    const { sessionToHtml } = await import("../../export/html.js");
    const html = sessionToHtml(store.header, store.entries, { leafId: store.leafId });
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, html);
    return path;
  }

  private async compact(customInstructions: string | undefined) {
    this.compacting = true;
    try {
      return await this.session.compact(customInstructions);
    } finally {
      this.compacting = false;
    }
  }

  private async bash(command: string) {
    const controller = new AbortController();
    this.bashRuns.add(controller);
    try {
      const { settings, cwd } = this.setup;
      const result = await runUserBash(command, cwd, { shellPath: settings.shellPath, commandPrefix: settings.shellCommandPrefix, signal: controller.signal });
      this.session.recordBashExecution({ role: "bashExecution", command, ...result, timestamp: Date.now() });
      return result;
    } finally {
      this.bashRuns.delete(controller);
    }
  }

  private state() {
    const s = this.session;
    return {
      model: publicModel(s.model),
      thinkingLevel: s.thinking,
      isStreaming: this.prompts > 0,
      isCompacting: this.compacting,
      steeringMode: s.agent.steeringMode ?? s.agent.queueMode,
      followUpMode: s.agent.followUpMode ?? s.agent.queueMode,
      sessionFile: s.store.path,
      sessionId: s.store.id,
      sessionName: sessionName(s.store),
      autoCompactionEnabled: s.autoCompactionEnabled,
      messageCount: agentMessages(s.store).length,
      pendingMessageCount: this.steering.length + this.followUp.length,
    };
  }

  private dispatch(c: RpcCommand): RpcResponse | undefined | Promise<RpcResponse | undefined> {
    const { id, type } = c;
    const ok = (data?: unknown) => success(id, type, data);
    const session = this.session;
    const expand = (text: string) => this.setup.context.expandPrompt(text);
    switch (type) {
      case "prompt": {
        const text = expand(c.message!);
        // pi's isStreaming: the agent loop runs; streamingBehavior matters only then.
        if (session.agent.isRunning) {
          if (!c.streamingBehavior) return failure(id, type, BUSY);
          this.enqueue(c.streamingBehavior === "followUp" ? "followUp" : "steer", text, c.images);
          return ok();
        }
        // Accepted: the response goes out before the run's first event.
        this.write(jsonLine(ok()));
        this.startRun(userMessage(text, c.images));
        return undefined;
      }
      case "steer":
      case "follow_up":
        this.enqueue(type === "steer" ? "steer" : "followUp", expand(c.message!), c.images);
        return ok();
      case "abort":
        return this.abort().then(() => ok());
      case "new_session":
        // As in pi, a new session ends the run under way.
        void this.abort();
        return this.serially(async () => this.newSession()).then(() => ok({ cancelled: false }));
      case "get_state":
        return ok(this.state());
      case "get_messages":
        return ok({ messages: agentMessages(session.store) });
      case "set_model": {
        let model: Model;
        try {
          model = this.setup.models.resolve(`${c.provider}/${c.modelId}`);
        } catch (error) {
          return failure(id, type, `Model not found: ${c.provider}/${c.modelId} (${(error as Error).message})`);
        }
        this.setModel(model);
        return ok(publicModel(model));
      }
      case "cycle_model": {
        const models = availableModels(this.keys);
        if (models.length <= 1) return ok(null);
        const i = models.findIndex((m) => m.provider === session.model.provider && m.id === session.model.id);
        const { provider, id: modelId } = models[(i + 1) % models.length];
        const next = this.setup.models.resolve(`${provider}/${modelId}`);
        this.setModel(next);
        return ok({ model: publicModel(next), thinkingLevel: session.thinking, isScoped: false });
      }
      case "get_available_models":
        return ok({ models: availableModels(this.keys).map(publicModel) });
      case "set_thinking_level": {
        // pi's xhigh is our high; a model without reasoning has only "off".
        const level = toThinkingLevel(c.level!);
        session.setThinking(session.model.reasoning ? level : "off");
        return ok();
      }
      case "cycle_thinking_level": {
        if (!session.model.reasoning) return ok(null);
        const level = THINKING_LEVELS[(THINKING_LEVELS.indexOf(session.thinking) + 1) % THINKING_LEVELS.length];
        session.setThinking(level);
        return ok({ level });
      }
      case "set_steering_mode":
        session.agent.steeringMode = c.mode;
        return ok();
      case "set_follow_up_mode":
        session.agent.followUpMode = c.mode;
        return ok();
      case "compact":
        // As in pi, a manual compaction ends the run under way first.
        void this.abort();
        return this.serially(
          () => this.compact(c.customInstructions),
          () => {
            throw new Error("Compaction cancelled");
          },
        ).then(ok);
      case "set_auto_compaction":
        session.setAutoCompaction(c.enabled!);
        return ok();
      case "set_auto_retry":
        session.setAutoRetry(c.enabled!);
        return ok();
      case "abort_retry":
        session.abortRetry();
        return ok();
      case "bash":
        return this.bash(c.command!).then(ok);
      case "abort_bash":
        for (const b of this.bashRuns) b.abort();
        return ok();
      case "get_session_stats":
        return ok(sessionStats(session));
      case "export_html":
        return this.exportHtml(c.outputPath).then((path) => ok({ path }));
      case "get_last_assistant_text":
        return ok({ text: lastAssistantText(session.agent.messages) });
      case "set_session_name": {
        const name = c.name!.trim();
        if (!name) return failure(id, type, "Session name cannot be empty");
        session.store.append({ type: "session_info", name });
        return ok();
      }
      case "get_commands":
        return ok({ commands: commandList(this.setup.context) });
      default:
        return failure(id, type, `Unknown command: ${type}`);
    }
  }
}
