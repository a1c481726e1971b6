import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { tmpdir } from "node:os";
import { CLI } from "./harness.js";

/* eslint-disable @typescript-eslint/no-explicit-any */
export type Json = Record<string, any>;

/**
 * A client written as pi's docs/rpc.md says: spawn `--mode rpc`, write one JSON command per line,
 * split stdout on "\n" only (stripping one "\r"), match responses by id, collect events.
 */
export class RpcClient {
  /** Every stdout record, parsed, in order (responses and events). */
  readonly received: Json[] = [];
  /** Raw stdout records, for framing checks. */
  readonly rawLines: string[] = [];
  /** stdout records that were not a JSON object: must stay empty. */
  readonly badLines: string[] = [];
  stderr = "";
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiters: { test: (m: Json) => boolean; resolve: (m: Json) => void }[] = [];
  private nextId = 0;

  constructor(args: string[], options: { env: Record<string, string>; cwd: string }) {
    this.child = spawn(process.execPath, [CLI, "--mode", "rpc", ...args], {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? "", HOME: tmpdir(), ...options.env },
    });
    const decoder = new StringDecoder("utf8");
    let buffer = "";
    this.child.stdout.on("data", (chunk: Buffer) => {
      buffer += decoder.write(chunk);
      for (let i = buffer.indexOf("\n"); i !== -1; i = buffer.indexOf("\n")) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 1);
        this.onLine(line.endsWith("\r") ? line.slice(0, -1) : line);
      }
    });
    this.child.stdout.on("end", () => {
      if (buffer) this.badLines.push(`unterminated: ${buffer}`);
    });
    this.child.stderr.on("data", (c: Buffer) => (this.stderr += c.toString("utf8")));
    this.exit = new Promise((resolve) => this.child.on("exit", (code, signal) => resolve({ code, signal })));
  }

  private onLine(line: string): void {
    this.rawLines.push(line);
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      this.badLines.push(line);
      return;
    }
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      this.badLines.push(line);
      return;
    }
    const m = value as Json;
    this.received.push(m);
    for (const w of [...this.waiters]) {
      if (w.test(m)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  }

  get events(): Json[] {
    return this.received.filter((m) => m.type !== "response");
  }

  /** Writes text to stdin as is (for malformed input). */
  writeRaw(text: string): void {
    this.child.stdin.write(text);
  }

  /** Sends a command with a fresh id (unless it has one) and resolves with its response. */
  send(command: Json): Promise<Json> {
    const id = command.id ?? `req-${++this.nextId}`;
    const response = this.waitFor((m) => m.type === "response" && m.id === id);
    this.child.stdin.write(JSON.stringify({ ...command, id }) + "\n");
    return response;
  }

  /** The first record from index `from` on that passes `test` (waiting for it if need be). */
  waitFor(test: (m: Json) => boolean, { from = 0, timeoutMs = 15_000 } = {}): Promise<Json> {
    const seen = this.received.slice(from).find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting; stderr: ${this.stderr}; last: ${JSON.stringify(this.received.slice(-3))}`)), timeoutMs);
      this.waiters.push({ test, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }

  /** Closes stdin (the client goes away) and waits for the process to end. */
  async end(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    this.child.stdin.end();
    return this.exit;
  }

  kill(): void {
    // SIGTERM lets the CLI abort its runs and kill their process groups.
    this.child.kill("SIGTERM");
  }
}

/** Pids of live processes whose command line contains `marker` (Linux /proc). */
export function processesMatching(marker: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Arguments are NUL-separated; bash -c execs a lone command directly, as "sleep\0<n>".
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ").includes(marker)) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}
