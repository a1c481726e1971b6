import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../cli/harness.js";
import { thirtyTurnSession } from "./fixture.js";

// `repo-agent --export` through dist/cli.js, as a user runs it.

const tmp = () => mkdtempSync(join(tmpdir(), "export-cli-"));

/** A failure a person can act on: exit 2, one line on stderr, no stack, nothing on stdout. */
function expectUsageError(r: { code: number; stdout: string; stderr: string }, pattern: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
  expect(r.stderr).toMatch(/^repo-agent: /);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stderr).toMatch(pattern);
}

describe("repo-agent --export", () => {
  it("writes <session>.html beside the session by default and prints its path", async () => {
    const dir = tmp();
    const { file, prompts, replies } = thirtyTurnSession(dir);
    const before = readFileSync(file);
    const r = await runCli(["--export", file]);
    const out = join(dir, "thirty.html");
    expect(r).toEqual({ code: 0, stdout: `${out}\n`, stderr: "" });
    const html = readFileSync(out, "utf8");
    expect(html).toMatch(/^<!DOCTYPE html>/);
    for (const text of [prompts[0], replies[29]]) expect(html).toContain(text);
    expect(readFileSync(file)).toEqual(before);
  });

  it("writes to the output path given, relative to the working directory", async () => {
    const dir = tmp();
    const { file, prompts } = thirtyTurnSession(dir);
    mkdirSync(join(dir, "pages"));
    const r = await runCli(["--export", file, "pages/shared.html"], { cwd: dir });
    expect(r).toEqual({ code: 0, stdout: `${join(dir, "pages/shared.html")}\n`, stderr: "" });
    expect(readFileSync(join(dir, "pages/shared.html"), "utf8")).toContain(prompts[12]);
    expect(existsSync(join(dir, "thirty.html"))).toBe(false);
  });

  it("reads an older pi file without migrating it on disk", async () => {
    const dir = tmp();
    const file = join(dir, "old.jsonl");
    const text = [
      { type: "session", version: 2, id: "old-session", timestamp: "2025-01-01T00:00:00.000Z", cwd: "/p" },
      { type: "message", id: "a1", parentId: null, timestamp: "2025-01-01T00:00:01.000Z", message: { role: "user", content: "hello from version 2", timestamp: 1 } },
    ].map((l) => JSON.stringify(l) + "\n").join("");
    writeFileSync(file, text);
    const r = await runCli(["--export", file]);
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, "old.html"), "utf8")).toContain("hello from version 2");
    expect(readFileSync(file, "utf8")).toBe(text);
    expect(readdirSync(dir).sort()).toEqual(["old.html", "old.jsonl"]);
  });

  it("says so in one line when the session file does not exist", async () => {
    const dir = tmp();
    expectUsageError(await runCli(["--export", join(dir, "nope.jsonl")]), /nope\.jsonl does not exist; pass the path of a session \.jsonl file/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("says so in one line when the file is not a session", async () => {
    const dir = tmp();
    writeFileSync(join(dir, "notes.jsonl"), "just some notes\n");
    expectUsageError(await runCli(["--export", join(dir, "notes.jsonl")]), /notes\.jsonl is not a session file.*pass another session file/);
    writeFileSync(join(dir, "empty.jsonl"), "");
    expectUsageError(await runCli(["--export", join(dir, "empty.jsonl")]), /empty\.jsonl is empty, not a session file/);
    expect(readdirSync(dir).sort()).toEqual(["empty.jsonl", "notes.jsonl"]);
  });

  it("says so in one line when the output cannot be written", async () => {
    const dir = tmp();
    const { file } = thirtyTurnSession(dir);
    expectUsageError(await runCli(["--export", file, join(dir, "missing-dir", "x.html")]), /cannot write .*x\.html \(ENOENT\); pass a writable output path/);
    expectUsageError(await runCli(["--export", file, dir]), /cannot write .* \(EISDIR\); pass a writable output path/);
    expectUsageError(await runCli(["--export", file, file]), /is the session file itself; pass another output path/);
  });
});
