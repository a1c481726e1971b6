import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

interface Entry {
  key: string;
  value: string;
}

async function localEntries(workspace: string, pattern: string): Promise<Entry[]> {
  try {
    const { stdout } = await run("git", ["config", "--local", "--null", "--get-regexp", pattern], { cwd: workspace });
    return stdout
      .split("\0")
      .filter(Boolean)
      .map((line) => {
        const nl = line.indexOf("\n");
        return { key: line.slice(0, nl), value: line.slice(nl + 1) };
      });
  } catch (error) {
    // Exit 1: no such entries.
    if ((error as { code?: number }).code === 1) return [];
    throw error;
  }
}

export interface LiftedCredentials {
  /** How many entries were taken out (extraheaders and credential includes). */
  count: number;
  /**
   * Puts the checkout's whole `.git/config` back as it was, for delivery's fetch and push:
   * anything the agent wrote there (a new remote URL, a program to run on `git add`) is undone
   * before the credentials return.
   */
  restore(): Promise<void>;
}

/**
 * Takes the credentials actions/checkout persisted out of the checkout's `.git/config` while the
 * agent runs: `http.<url>.extraheader` entries, and the `includeIf` entries newer checkouts use to
 * pull in a credentials file.
 */
export async function liftCredentials(workspace: string): Promise<LiftedCredentials> {
  const configFile = join(workspace, ".git", "config");
  const original = readFileSync(configFile);
  const entries = [
    ...(await localEntries(workspace, "^http\\..*\\.extraheader$")),
    ...(await localEntries(workspace, "^includeif\\..*\\.path$")),
  ];
  for (const key of new Set(entries.map((e) => e.key))) {
    await run("git", ["config", "--local", "--unset-all", key], { cwd: workspace });
  }
  return {
    count: entries.length,
    async restore() {
      writeFileSync(configFile, original);
    },
  };
}
