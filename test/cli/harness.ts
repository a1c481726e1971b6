import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Spawns dist/cli.js as a user would, with an explicit environment and stdin. */
export function runCli(args: string[], options: { env?: Record<string, string>; cwd?: string; stdin?: string } = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [CLI, ...args],
      { cwd: options.cwd, env: { PATH: process.env.PATH ?? "", HOME: options.env?.HOME ?? tmpdir(), ...options.env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(options.stdin ?? "");
  });
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
