import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { AgentToolResult, AgentToolUpdateCallback, AnyAgentTool } from "../../agent/tool.js";
import { encode, lineSplitter, parseLine, type HostReply, type HostRequest } from "./host-protocol.js";

// The action's side of the tool host (tool-host-main.ts): the agent's tools keep their
// definitions here, for the system prompt and argument checks, while every call runs in the host,
// a process of the agent's user. This process never opens a path the agent named.

/** How to start the host process: `file args...` with `env`, as `uid`/`gid` when given. */
export interface HostLaunch {
  file: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  uid?: number;
  gid?: number;
}

/** Turns node's arguments for the host into the process to start (as the agent user, or as this one). */
export type HostLauncher = (nodeArgs: string[], env: NodeJS.ProcessEnv) => HostLaunch;

export interface ToolHostOptions {
  /** As whom the host runs. */
  launch: HostLauncher;
  /** The agent's commands' environment; the host runs with it too (without NODE_OPTIONS). */
  env: NodeJS.ProcessEnv;
  cwd: string;
  tools: string[];
  supportsImages: boolean;
  /** node's arguments that run the host; default dist/tool-host.js beside this bundle. */
  entry?: string[];
}

/** Replies bigger than this are dropped (a tool result is at most a few MB: a resized image). */
const MAX_REPLY_BYTES = 64 * 1024 * 1024;
/** After an abort, how long a call waits for the host's own answer before giving up on it. */
const ABORT_GRACE_MS = 3000;

interface Pending {
  resolve(result: AgentToolResult): void;
  reject(error: Error): void;
  onUpdate?: AgentToolUpdateCallback;
}

interface Running {
  child: ChildProcess;
  ready: Promise<void>;
  exited: Promise<void>;
  stderr: string;
}

/** dist/tool-host.js, the door into the bundle's host part, seen from a chunk in dist/app/. */
export function defaultHostEntry(): string[] {
  // A variable base: webpack would take `new URL("…", import.meta.url)` for an asset to bundle.
  const here = import.meta.url;
  return [fileURLToPath(new URL("../tool-host.js", here))];
}

function isResult(value: unknown): value is AgentToolResult {
  const content = (value as AgentToolResult | undefined)?.content;
  return (
    Array.isArray(content) &&
    content.every((c) => (c?.type === "text" && typeof c.text === "string") || (c?.type === "image" && typeof c.data === "string" && typeof c.mimeType === "string"))
  );
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

export class ToolHost {
  private running?: Running;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  private started?: Promise<void>;
  constructor(private readonly options: ToolHostOptions) {}

  /** Starts the host (once; calls wait for it); resolves when it is ready. */
  start(): Promise<void> {
    this.started ??= Promise.resolve().then(() => this.ensure().ready);
    return this.started;
  }

  /** The tools with their calls sent to the host; names, schemas and prompt texts stay as given. */
  wrap(tools: AnyAgentTool[]): AnyAgentTool[] {
    return tools.map((tool) => ({
      ...tool,
      warmUp: tool.warmUp && (() => this.send({ t: "warm", tool: tool.name })),
      execute: (toolCallId: string, args: unknown, signal?: AbortSignal, onUpdate?: AgentToolUpdateCallback) => this.call(tool.name, toolCallId, args, signal, onUpdate),
    }));
  }

  async call(tool: string, toolCallId: string, args: unknown, signal?: AbortSignal, onUpdate?: AgentToolUpdateCallback): Promise<AgentToolResult> {
    if (signal?.aborted) throw new Error("Operation aborted");
    if (this.closed) throw new Error("The tool host is closed: the run is over.");
    await this.start();
    await this.ensure().ready;
    const id = this.nextId++;
    return new Promise<AgentToolResult>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const onAbort = () => {
        this.send({ t: "abort", id });
        timer = setTimeout(() => this.settle(id, new Error("Operation aborted")), ABORT_GRACE_MS);
      };
      const done = () => {
        if (timer) clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
      };
      this.pending.set(id, {
        resolve: (r) => (done(), resolve(r)),
        reject: (e) => (done(), reject(e)),
        onUpdate,
      });
      signal?.addEventListener("abort", onAbort, { once: true });
      this.send({ t: "call", id, tool, toolCallId, args });
    });
  }

  /** Ends the host: stdin closes, it stops its commands and exits; killed if it does not. */
  async close(): Promise<void> {
    this.closed = true;
    const running = this.running;
    if (!running) return;
    running.child.stdin?.end();
    const timer = setTimeout(() => running.child.kill("SIGKILL"), 2000);
    await running.exited;
    clearTimeout(timer);
  }

  /** The host's process id (for tests and diagnostics), when it runs. */
  get pid(): number | undefined {
    return this.running?.child.pid;
  }

  private ensure(): Running {
    if (this.running) return this.running;
    const { cwd } = this.options;
    const { env, launch } = this.options;
    const { NODE_OPTIONS: _ignored, ...hostEnv } = env;
    const entry = this.options.entry ?? defaultHostEntry();
    if (!this.options.entry && !existsSync(entry[0])) throw new Error(`The tool host ${entry[0]} is missing; rebuild dist/ (npm run build).`);
    const how = launch([...entry], hostEnv);
    const child = spawn(how.file, how.args, { cwd, env: how.env, stdio: ["pipe", "pipe", "pipe"], ...(how.uid !== undefined ? { uid: how.uid, gid: how.gid } : {}) });
    let markReady!: () => void;
    let failStart!: (e: Error) => void;
    const ready = new Promise<void>((res, rej) => ((markReady = res), (failStart = rej)));
    // A start failure surfaces at the call that awaits it; nobody may be waiting yet.
    ready.catch(() => {});
    let exitedResolve!: () => void;
    const running: Running = { child, ready, exited: new Promise<void>((r) => (exitedResolve = r)), stderr: "" };
    this.running = running;

    child.stdout!.on(
      "data",
      lineSplitter(
        (line) => this.receive(line, markReady),
        MAX_REPLY_BYTES,
        () => this.failAll(new Error("The tool host sent a reply over 64 MB; the call was dropped.")),
      ),
    );
    child.stderr!.on("data", (d: Buffer) => (running.stderr = (running.stderr + d.toString("utf8")).slice(-2000)));
    child.stdin!.on("error", () => {}); // EPIPE when the host died; 'exit' reports it.
    let over = false;
    const ended = (why: string) => {
      if (over) return;
      over = true;
      if (this.running === running) this.running = undefined;
      const detail = running.stderr.trim().split("\n").at(-1);
      failStart(new Error(`The tool host could not start (${why}${detail ? `: ${detail}` : ""}).`));
      this.failAll(new Error(`The tool host stopped (${why}) while this call ran; it starts again for the next call. A command that kills node processes (e.g. pkill node) stops it.`));
      exitedResolve();
    };
    child.once("error", (e) => ended(e.message));
    child.once("exit", (code, signal) => ended(describeExit(code, signal)));
    this.send({ t: "init", cwd, tools: this.options.tools, env: hostEnvFor(env), supportsImages: this.options.supportsImages });
    return running;
  }

  private receive(line: string, markReady: () => void): void {
    // The host is the agent's side: whatever it sends is checked before it is used.
    const reply = parseLine<HostReply>(line);
    if (!reply) return;
    if (reply.t === "ready") return markReady();
    const pending = typeof reply.id === "number" ? this.pending.get(reply.id) : undefined;
    if (!pending) return;
    if (reply.t === "update") {
      if (isResult(reply.result)) pending.onUpdate?.(reply.result);
    } else if (reply.t === "done") {
      this.settle(reply.id, isResult(reply.result) ? reply.result : new Error("The tool host sent a malformed result."));
    } else if (reply.t === "error") {
      this.settle(reply.id, new Error(typeof reply.message === "string" ? reply.message : "The tool failed."));
    }
  }

  private settle(id: number, outcome: AgentToolResult | Error): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if (outcome instanceof Error) pending.reject(outcome);
    else pending.resolve(outcome);
  }

  private failAll(error: Error): void {
    for (const id of [...this.pending.keys()]) this.settle(id, error);
  }

  private send(request: HostRequest): void {
    const child = this.running?.child;
    if (child?.stdin?.writable) child.stdin.write(encode(request));
  }
}

const hostEnvFor = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => typeof e[1] === "string"));
