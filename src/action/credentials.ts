import { execFile } from "node:child_process";
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
  /** Puts them back, for delivery's fetch and push. */
  restore(): Promise<void>;
}

/**
 * Takes the credentials actions/checkout persisted out of the checkout's `.git/config` while the
 * agent runs: `http.<url>.extraheader` entries, and the `includeIf` entries newer checkouts use to
 * pull in a credentials file.
 */
export async function liftCredentials(workspace: string): Promise<LiftedCredentials> {
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
      for (const e of entries) await run("git", ["config", "--local", "--add", e.key, e.value], { cwd: workspace });
    },
  };
}
