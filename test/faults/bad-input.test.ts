import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runTool, type ToolOutcome } from "./tool-runner.js";

// Bad input never crashes: each case ends in a result or one clear line, never a stack trace,
// "undefined" or a hang, and leaves the files it was given as they were.

const noCrash = (text: string) => {
  expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/); // a stack trace
  expect(text).not.toMatch(/\bundefined\b|\[object Object\]|\bNaN\b/);
  expect(text).not.toMatch(/^(TypeError|ReferenceError|RangeError|SyntaxError)\b/);
};
const clearError = (o: ToolOutcome, pattern: RegExp) => {
  expect(o.ok, o.text).toBe(false);
  const first = o.text.split("\n")[0];
  expect(first).toMatch(pattern);
  noCrash(o.text);
};

// ------------------------------------------------------------------------------------------
// The tools

let dir: string;
const BIG = 50 * 1024 * 1024;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "faults-bad-input-"));
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, "bin.dat"), Buffer.from([0x89, 0x50, 0x00, 0x00, 0xff, 0xfe, 0x00, 0x01, 0x0a, 0x6e, 0x65, 0x65, 0x64, 0x6c, 0x65]));
  writeFileSync(join(dir, "latin1.txt"), Buffer.from("caf\xe9 needle na\xefve\n", "latin1"));
  const line = "x".repeat(99) + "\n";
  writeFileSync(join(dir, "big.txt"), line.repeat(BIG / line.length) + "needle at the end\n");
  mkdirSync(join(dir, "loop"));
  symlinkSync("..", join(dir, "loop", "up"));
  symlinkSync("self", join(dir, "self"));
  symlinkSync("nowhere.txt", join(dir, "dangling.txt"));
  execFileSync("mkfifo", [join(dir, "fifo")]);
  writeFileSync(join(dir, "new\nline.txt"), "needle in a newline name\n");
  writeFileSync(join(dir, "ünïcødé 名前.txt"), "needle in unicode\n");
  mkdirSync(join(dir, "closed"));
  writeFileSync(join(dir, "closed", "inside.txt"), "needle inside\n");
  writeFileSync(join(dir, "secret.txt"), "needle secret\n");
  chmodSync(join(dir, "closed"), 0o700);
  chmodSync(join(dir, "secret.txt"), 0o600);
});

interface ToolCase {
  name: string;
  tool: string;
  args: unknown;
  /** A result whose text matches, or an error whose first line matches. */
  expect: { ok: RegExp } | { error: RegExp };
}

const TOOL_CASES: ToolCase[] = [
  { name: "read a binary file", tool: "read", args: { path: "bin.dat" }, expect: { ok: /./ } },
  { name: "read a non-UTF-8 file", tool: "read", args: { path: "latin1.txt" }, expect: { ok: /needle/ } },
  { name: "grep a binary file", tool: "grep", args: { pattern: "needle", path: "bin.dat" }, expect: { ok: /./ } },
  { name: "grep a non-UTF-8 file", tool: "grep", args: { pattern: "needle", path: "latin1.txt" }, expect: { ok: /latin1\.txt:1:/ } },
  { name: "edit a binary file", tool: "edit", args: { path: "bin.dat", edits: [{ oldText: "needle", newText: "pin" }] }, expect: { ok: /./ } },
  { name: "edit a non-UTF-8 file", tool: "edit", args: { path: "new\nline.txt", edits: [{ oldText: "absent text", newText: "pin" }] }, expect: { error: /absent text|not find|found/i } },
  { name: "read a 50 MB file", tool: "read", args: { path: "big.txt" }, expect: { ok: /xxxx/ } },
  { name: "grep a 50 MB file", tool: "grep", args: { pattern: "needle at the end", path: "big.txt" }, expect: { ok: /big\.txt:/ } },
  { name: "edit a 50 MB file", tool: "edit", args: { path: "big.txt", edits: [{ oldText: "needle at the end", newText: "pin at the end" }] }, expect: { ok: /./ } },
  { name: "find through a symlink loop", tool: "find", args: { pattern: "*.txt" }, expect: { ok: /latin1\.txt/ } },
  { name: "grep through a symlink loop", tool: "grep", args: { pattern: "needle in unicode" }, expect: { ok: /名前/ } },
  { name: "ls a symlink loop", tool: "ls", args: { path: "self" }, expect: { error: /self/ } },
  { name: "ls a directory holding loops and dangling links", tool: "ls", args: {}, expect: { ok: /latin1\.txt/ } },
  { name: "read a dangling link", tool: "read", args: { path: "dangling.txt" }, expect: { error: /dangling\.txt/ } },
  { name: "grep a dangling link", tool: "grep", args: { pattern: "x", path: "dangling.txt" }, expect: { error: /dangling\.txt/ } },
  { name: "find a dangling link", tool: "find", args: { pattern: "dangling*" }, expect: { ok: /dangling\.txt|No files/ } },
  { name: "read a FIFO", tool: "read", args: { path: "fifo" }, expect: { error: /fifo/ } },
  { name: "grep a FIFO", tool: "grep", args: { pattern: "x", path: "fifo" }, expect: { ok: /No matches found/ } },
  { name: "find next to a FIFO", tool: "find", args: { pattern: "fif*" }, expect: { ok: /fifo|No files/ } },
  { name: "read a path with a newline", tool: "read", args: { path: "new\nline.txt" }, expect: { ok: /newline name/ } },
  { name: "read a unicode path", tool: "read", args: { path: "ünïcødé 名前.txt" }, expect: { ok: /needle in unicode/ } },
  { name: "edit a path with a newline", tool: "edit", args: { path: "new\nline.txt", edits: [{ oldText: "needle", newText: "pin" }] }, expect: { ok: /./ } },
  { name: "read a missing file", tool: "read", args: { path: "no/such/file.txt" }, expect: { error: /file\.txt/ } },
  { name: "read with path of the wrong type", tool: "read", args: { path: { not: "a path" } }, expect: { error: /Validation failed for tool "read"/ } },
  { name: "edit with edits as a string", tool: "edit", args: { path: "latin1.txt", edits: "replace everything" }, expect: { error: /edit/ } },
  { name: "grep with no pattern", tool: "grep", args: { path: "." }, expect: { error: /Validation failed for tool "grep"/ } },
  { name: "read with offset -5", tool: "read", args: { path: "latin1.txt", offset: "minus five" }, expect: { error: /Validation failed for tool "read"/ } },
  { name: "ls with limit as a word", tool: "ls", args: { limit: "lots" }, expect: { error: /Validation failed for tool "ls"/ } },
];

describe("the tools with bad input", () => {
  it.each(TOOL_CASES)("$name", async (c) => {
    const before = readFileSync(join(dir, "latin1.txt"));
    const o = await runTool(dir, c.tool, c.args);
    expect(o.text).not.toMatch(/^HUNG/);
    if ("ok" in c.expect) {
      expect(o.ok, o.text).toBe(true);
      expect(o.text).toMatch(c.expect.ok);
      noCrash(o.text);
    } else clearError(o, c.expect.error);
    if (c.tool !== "edit" || !o.ok) expect(readFileSync(join(dir, "latin1.txt"))).toEqual(before);
  });
});
