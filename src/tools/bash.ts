import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { Type, type Static } from "@sinclair/typebox";
import type { AgentTool, AgentToolResult } from "../agent/tool.js";
import { BashOutput, type BashOutputSnapshot } from "./bash-output.js";
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_LINES, formatSize, type TruncationResult } from "./truncate.js";

const bashSchema = Type.Object({
  command: Type.String({ description: "Bash command to execute" }),
  timeout: Type.Optional(Type.Number({ description: "Timeout in seconds (optional, no default timeout)" })),
});

export type BashToolInput = Static<typeof bashSchema>;

export interface BashToolDetails {
  truncation?: TruncationResult;
  fullOutputPath?: string;
}

export interface BashExecOptions {
  onData: (data: Buffer) => void;
  signal?: AbortSignal;
  /** Seconds; only values > 0 arm a timer. */
  timeout?: number;
  env?: NodeJS.ProcessEnv;
}

export interface BashExecResult {
  /** null when the process was killed by a signal. */
  exitCode: number | null;
  signal?: NodeJS.Signals | null;
}

/**
 * Runs one shell command. Rejects with `Error("aborted")` on abort and `Error("timeout:<seconds>")`
 * on timeout (pi's protocol, so pi-style operations can be plugged in).
 */
export interface BashOperations {
  exec(command: string, cwd: string, options: BashExecOptions): Promise<BashExecResult>;
}

export interface BashToolOptions {
  operations?: BashOperations;
  /** Shell used as `<shellPath> -c <command>` by the default operations. */
  shellPath?: string;
  /** Prepended to every command as `<prefix>\n<command>`. */
  commandPrefix?: string;
  /** The command's whole environment (default process.env); used as given, never merged. */
  env?: NodeJS.ProcessEnv;
}

const UPDATE_THROTTLE_MS = 100;
// After `exit`, inherited pipes held open by background grandchildren must not hang the tool.
const EXIT_STDIO_GRACE_MS = 100;

function findShell(shellPath: string | undefined, env: NodeJS.ProcessEnv | undefined): string {
  if (shellPath) {
    if (existsSync(shellPath)) return shellPath;
    throw new Error(`Custom shell path not found: ${shellPath}`);
  }
  if (existsSync("/bin/bash")) return "/bin/bash";
  for (const dir of (env?.PATH ?? process.env.PATH ?? "").split(delimiter)) {
    if (dir && existsSync(join(dir, "bash"))) return join(dir, "bash");
  }
  return "sh";
}

/** SIGKILL to the whole process group (the child is a group leader), else to the child alone. */
export function killProcessTree(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}

/** Resolves on `close`, or shortly after `exit` when descendants keep the pipes open. */
function waitForChild(child: ChildProcess): Promise<BashExecResult> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let exit: BashExecResult | undefined;
    let graceTimer: NodeJS.Timeout | undefined;
    let stdoutEnded = child.stdout === null;
    let stderrEnded = child.stderr === null;

    const finish = (result: BashExecResult) => {
      if (settled) return;
      settled = true;
      if (graceTimer) clearTimeout(graceTimer);
      child.stdout?.destroy();
      child.stderr?.destroy();
      resolve(result);
    };
    const maybeFinish = () => {
      if (exit && stdoutEnded && stderrEnded) finish(exit);
    };
    child.stdout?.once("end", () => {
      stdoutEnded = true;
      maybeFinish();
    });
    child.stderr?.once("end", () => {
      stderrEnded = true;
      maybeFinish();
    });
    child.once("error", (err) => {
      if (settled) return;
      settled = true;
      if (graceTimer) clearTimeout(graceTimer);
      reject(err);
    });
    child.once("exit", (code, signal) => {
      exit = { exitCode: code, signal };
      maybeFinish();
      if (!settled) graceTimer = setTimeout(() => finish(exit!), EXIT_STDIO_GRACE_MS);
    });
    child.once("close", (code, signal) => finish(exit ?? { exitCode: code, signal }));
  });
}

export interface LocalBashOptions {
  shellPath?: string;
  /** Runs the command as this user (the caller must be root). */
  user?: { uid: number; gid: number };
  /** The argv that runs `<shell> -c <command>` another way (e.g. through sudo as another user). */
  wrap?: (shell: string, command: string, env: NodeJS.ProcessEnv) => { file: string; args: string[]; env: NodeJS.ProcessEnv };
  /** Kills the command's whole process tree (default: SIGKILL to its process group). */
  kill?: (pid: number) => void;
  /** Told about every command started (its pid is its process group and session). */
  onSpawn?: (pid: number) => void;
}

export function createLocalBashOperations(options: LocalBashOptions = {}): BashOperations {
  return {
    exec(command, cwd, { onData, signal, timeout, env }) {
      return new Promise((resolve, reject) => {
        const shell = findShell(options.shellPath, env);
        if (!existsSync(cwd)) {
          reject(new Error(`Working directory does not exist: ${cwd}\nCannot execute bash commands.`));
          return;
        }
        const commandEnv = env ?? process.env;
        const run = options.wrap ? options.wrap(shell, command, commandEnv) : { file: shell, args: ["-c", command], env: commandEnv };
        const child = spawn(run.file, run.args, {
          cwd,
          detached: process.platform !== "win32",
          env: run.env,
          stdio: ["ignore", "pipe", "pipe"],
          ...(options.user ? { uid: options.user.uid, gid: options.user.gid } : {}),
        });
        if (child.pid) options.onSpawn?.(child.pid);
        let timedOut = false;
        let timer: NodeJS.Timeout | undefined;
        const kill = () => {
          if (child.pid) (options.kill ?? killProcessTree)(child.pid);
        };
        if (timeout !== undefined && timeout > 0) {
          timer = setTimeout(() => {
            timedOut = true;
            kill();
          }, timeout * 1000);
        }
        child.stdout?.on("data", onData);
        child.stderr?.on("data", onData);
        if (signal?.aborted) kill();
        else signal?.addEventListener("abort", kill, { once: true });

        const cleanup = () => {
          if (timer) clearTimeout(timer);
          signal?.removeEventListener("abort", kill);
        };
        waitForChild(child).then(
          (result) => {
            cleanup();
            if (signal?.aborted) reject(new Error("aborted"));
            else if (timedOut) reject(new Error(`timeout:${timeout}`));
            else resolve(result);
          },
          (err: unknown) => {
            cleanup();
            reject(err);
          },
        );
      });
    },
  };
}

export const defaultBashOperations: BashOperations = createLocalBashOperations();

/** Output text plus pi's truncation notice; `details` only when truncated. */
function formatOutput(output: BashOutput, snapshot: BashOutputSnapshot, emptyText: string): { text: string; details?: BashToolDetails } {
  const { truncation, fullOutputPath } = snapshot;
  let text = snapshot.content || emptyText;
  if (!truncation.truncated) return { text };
  const startLine = truncation.totalLines - truncation.outputLines + 1;
  const endLine = truncation.totalLines;
  if (truncation.lastLinePartial) {
    // The cut line comes first; only empty lines follow it.
    const lineSize = formatSize(output.lastTextLineBytes());
    const shown = formatSize(truncation.outputBytes - (truncation.outputLines - 1));
    text += `\n\n[Showing last ${shown} of line ${startLine} (line is ${lineSize}). Full output: ${fullOutputPath}]`;
  } else if (truncation.truncatedBy === "lines") {
    text += `\n\n[Showing lines ${startLine}-${endLine} of ${truncation.totalLines}. Full output: ${fullOutputPath}]`;
  } else {
    text += `\n\n[Showing lines ${startLine}-${endLine} of ${truncation.totalLines} (${formatSize(DEFAULT_MAX_BYTES)} limit). Full output: ${fullOutputPath}]`;
  }
  return { text, details: { truncation, fullOutputPath } };
}

const appendStatus = (text: string, status: string) => `${text ? `${text}\n\n` : ""}${status}`;

export function createBashTool(cwd: string, options: BashToolOptions = {}): AgentTool<typeof bashSchema, BashToolDetails | undefined> {
  const ops = options.operations ?? (options.shellPath ? createLocalBashOperations({ shellPath: options.shellPath }) : defaultBashOperations);
  const { commandPrefix } = options;
  const env = options.env ?? process.env;

  return {
    name: "bash",
    label: "bash",
    description: `Execute a bash command in the current working directory. Returns stdout and stderr. Output is truncated to last ${DEFAULT_MAX_LINES} lines or ${DEFAULT_MAX_BYTES / 1024}KB (whichever is hit first). If truncated, full output is saved to a temp file. Optionally provide a timeout in seconds.`,
    promptSnippet: "Execute bash commands (ls, grep, find, etc.)",
    parameters: bashSchema,

    async execute(_toolCallId, { command, timeout }, signal, onUpdate): Promise<AgentToolResult<BashToolDetails | undefined>> {
      const resolvedCommand = commandPrefix ? `${commandPrefix}\n${command}` : command;
      const output = new BashOutput();

      // Streaming updates: at most one tail snapshot every 100 ms.
      let updateTimer: NodeJS.Timeout | undefined;
      let dirty = false;
      let lastUpdateAt = 0;
      const clearUpdateTimer = () => {
        if (updateTimer) clearTimeout(updateTimer);
        updateTimer = undefined;
      };
      const emitUpdate = () => {
        if (!onUpdate || !dirty) return;
        dirty = false;
        lastUpdateAt = Date.now();
        const snapshot = output.snapshot();
        onUpdate({
          content: [{ type: "text", text: snapshot.content }],
          details: snapshot.truncation.truncated ? { truncation: snapshot.truncation, fullOutputPath: snapshot.fullOutputPath } : undefined,
        });
      };
      const scheduleUpdate = () => {
        if (!onUpdate) return;
        dirty = true;
        const delay = UPDATE_THROTTLE_MS - (Date.now() - lastUpdateAt);
        if (delay <= 0) {
          clearUpdateTimer();
          emitUpdate();
        } else {
          updateTimer ??= setTimeout(() => {
            updateTimer = undefined;
            emitUpdate();
          }, delay);
        }
      };
      const finishOutput = async () => {
        output.finish();
        clearUpdateTimer();
        emitUpdate();
        const snapshot = output.snapshot();
        await output.closeTempFile(snapshot.truncation.truncated);
        return snapshot;
      };

      onUpdate?.({ content: [], details: undefined });
      try {
        let result: BashExecResult;
        try {
          result = await ops.exec(resolvedCommand, cwd, {
            onData: (data) => {
              output.append(data);
              scheduleUpdate();
            },
            signal,
            timeout,
            env,
          });
        } catch (err) {
          const snapshot = await finishOutput();
          const { text } = formatOutput(output, snapshot, "");
          if (err instanceof Error && err.message === "aborted") throw new Error(appendStatus(text, "Command aborted"));
          if (err instanceof Error && err.message.startsWith("timeout:")) {
            throw new Error(appendStatus(text, `Command timed out after ${err.message.slice("timeout:".length)} seconds`));
          }
          throw err;
        }
        const snapshot = await finishOutput();
        const { text, details } = formatOutput(output, snapshot, "(no output)");
        if (result.exitCode === null) {
          // pi reports a signal death as success; a killed command did not finish its work.
          throw new Error(appendStatus(text, `Command terminated by signal ${result.signal ?? "(unknown)"}`));
        }
        if (result.exitCode !== 0) throw new Error(appendStatus(text, `Command exited with code ${result.exitCode}`));
        return { content: [{ type: "text", text }], details };
      } finally {
        clearUpdateTimer();
      }
    },
  };
}
