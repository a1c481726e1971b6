// Files the harness writes for the agent to read (text its prompt holds only in part, review
// diffs, the base branch's configuration). Its user reaches RUNNER_TEMP as "other", so they are
// made readable whatever the runner's umask: under 077 the prompt would name a file it cannot open.

import { chmodSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";

/** Writes `text` to `file`, below `root`: every directory under root may be passed through (not listed), the file read. */
export function writeReadable(root: string, file: string, text: string | Uint8Array): void {
  const top = resolve(root) + sep;
  mkdirSync(dirname(file), { recursive: true });
  for (let dir = dirname(resolve(file)); dir.startsWith(top); dir = dirname(dir)) {
    const mode = statSync(dir).mode & 0o7777;
    // The shared parents are passable after the first file: no write for each further one.
    if ((mode & 0o111) !== 0o111) chmodSync(dir, mode | 0o111);
  }
  writeFileSync(file, text);
  chmodSync(file, 0o644);
}

/**
 * Text the prompt holds only in part (cut to size, or without some of its items), whole in
 * RUNNER_TEMP/repo-agent/<name>/<name>.md for the agent to read: the prompt names the file.
 * Undefined when the file could not be written (said in the notes).
 */
export function writeForAgent(runnerTemp: string, name: string, full: string, what: string, notes: string[]): string | undefined {
  const file = join(runnerTemp, "repo-agent", name, `${name}.md`);
  try {
    writeReadable(runnerTemp, file, full);
    return file;
  } catch (e) {
    notes.push(`${what} could not be written to a file for the agent (${(e as Error).message.split("\n")[0]}); it saw only what fit in its prompt, some of it cut.`);
    return undefined;
  }
}
