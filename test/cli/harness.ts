import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";
import { startModelServer, type ModelServer, type ModelServerOptions } from "../support/model-server.js";

export const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  env?: Record<string, string>;
  cwd?: string;
  stdin?: string;
  /** Leave stdin open and empty, as a parent that never closes it (execFile's default) does. */
  openStdin?: boolean;
  uid?: number;
  gid?: number;
  /** Kill the process after this many ms (it then ends with code 1). */
  timeout?: number;
}

/** Spawns dist/cli.js as a user would, with an explicit environment and stdin. */
export function runCli(args: string[], options: RunOptions = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [CLI, ...args],
      {
        cwd: options.cwd,
        env: { PATH: process.env.PATH ?? "", HOME: options.env?.HOME ?? tmpdir(), ...options.env },
        maxBuffer: 64 * 1024 * 1024,
        uid: options.uid,
        gid: options.gid,
        timeout: options.timeout,
      },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
    if (!options.openStdin) child.stdin?.end(options.stdin ?? "");
  });
}

/** Starts a model server for the file's tests (beforeAll) and closes it after them; call the getter in a test. */
export function useModelServer(options: ModelServerOptions = { apiKeys: ["k"] }): () => ModelServer {
  let server: ModelServer | undefined;
  beforeAll(async () => {
    server = await startModelServer(options);
  });
  afterAll(() => server?.close());
  return () => {
    if (!server) throw new Error("the model server is started in beforeAll; call the getter inside a test");
    return server;
  };
}

/**
 * The environment a CLI run in `ws` needs to reach `server`: the agent directory, HOME, and key
 * and base URL for openai-compatible, and for anthropic too when asked.
 */
export function cliEnv(ws: Workspace, server: ModelServer, opts: { anthropic?: boolean } = {}): Record<string, string> {
  return {
    REPO_AGENT_DIR: ws.agentDir,
    HOME: ws.root,
    OPENAI_API_KEY: "k",
    OPENAI_BASE_URL: `${server.url}/v1`,
    ...(opts.anthropic ? { ANTHROPIC_API_KEY: "k", ANTHROPIC_BASE_URL: server.url } : {}),
  };
}

/** The entries of a JSONL file (a session), parsed. */
export function readJsonl(file: string): any[] {
  return readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l));
}

/** A temp project and a temp user directory (REPO_AGENT_DIR) with fast retry and small compaction. */
export function makeWorkspace(settings: Record<string, unknown> = {}) {
  const root = mkdtempSync(join(tmpdir(), "repo-agent-cli-"));
  const project = join(root, "project");
  const agentDir = join(root, "agent");
  mkdirSync(project);
  mkdirSync(agentDir);
  writeFileSync(join(agentDir, "settings.json"), JSON.stringify({ retry: { baseDelayMs: 1 }, ...settings }));
  return { root, project, agentDir, sessions: join(root, "sessions") };
}

export type Workspace = ReturnType<typeof makeWorkspace>;
