import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The keys of the checkout's own config entries, in one git call (section and name lower-cased). */
async function localKeys(workspace: string): Promise<string[]> {
  const { stdout } = await run("git", ["config", "--local", "--null", "--list"], { cwd: workspace });
  // Each entry is `key\nvalue\0` (`key\0` when it has no value).
  return stdout
    .split("\0")
    .filter(Boolean)
    .map((entry) => entry.split("\n", 1)[0]);
}

const CREDENTIAL_KEY = /^(http\..*\.extraheader|includeif\..*\.path)$/;

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
  const entries = (await localKeys(workspace)).filter((key) => CREDENTIAL_KEY.test(key));
  for (const key of new Set(entries)) {
    await run("git", ["config", "--local", "--unset-all", key], { cwd: workspace });
  }
  return {
    count: entries.length,
    async restore() {
      writeFileSync(configFile, original);
    },
  };
}
