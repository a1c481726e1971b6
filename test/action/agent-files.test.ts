import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeForAgent, writeReadable } from "../../src/action/agent-files.js";

const mode = (p: string) => statSync(p).mode & 0o777;
let umask: number | undefined;
afterEach(() => {
  if (umask !== undefined) process.umask(umask);
  umask = undefined;
});

describe("files written for the agent", () => {
  it("can be reached and read by other users under a 077 umask, and the directories listed by none of them", () => {
    umask = process.umask(0o077);
    const root = mkdtempSync(join(tmpdir(), "agent-files-"));
    const file = join(root, "repo-agent", "conversation", "conversation.md");
    writeReadable(root, file, "whole text");
    expect(readFileSync(file, "utf8")).toBe("whole text");
    expect(mode(file)).toBe(0o644);
    expect(mode(join(root, "repo-agent"))).toBe(0o711);
    expect(mode(join(root, "repo-agent", "conversation"))).toBe(0o711);
    // RUNNER_TEMP itself is isolation's to open, not this writer's.
    expect(mode(root)).toBe(0o700);
    // A root spelled with a trailing slash is the same root.
    const other = join(root, "repo-agent", "review-diffs", "1", "a.diff");
    writeReadable(`${root}/`, other, "diff");
    expect(mode(join(root, "repo-agent", "review-diffs"))).toBe(0o711);
    expect(mode(other)).toBe(0o644);
  });

  it("says in the notes when the file cannot be written, and names none", () => {
    const runnerTemp = join(mkdtempSync(join(tmpdir(), "agent-files-")), "not-a-dir");
    writeFileSync(runnerTemp, "");
    const notes: string[] = [];
    expect(writeForAgent(runnerTemp, "conversation", "text", "The issue's body", notes)).toBeUndefined();
    expect(notes).toEqual([expect.stringMatching(/^The issue's body could not be written to a file for the agent \(ENOTDIR: .*\); it saw only what fit in its prompt, some of it cut\.$/)]);
  });
});
