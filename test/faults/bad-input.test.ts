import { execFile, execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
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
  { name: "edit a binary file", tool: "edit", args: { path: "bin.dat", edits: [{ oldText: "needle", newText: "pin" }] }, expect: { error: /not valid UTF-8/ } },
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

// ------------------------------------------------------------------------------------------
// The action: dist/index.js with a minimal runner environment; each case fails (or skips) before
// any network use, with one `::error::` (or skip) line and no stack trace.

const ACTION = fileURLToPath(new URL("../../dist/index.js", import.meta.url));
const GOOD_INPUTS: Record<string, string> = {
  "INPUT_GITHUB-TOKEN": "ghs_notASecret",
  INPUT_MODEL: "anthropic/claude-haiku-4-5",
  "INPUT_ANTHROPIC-API-KEY": "sk-ant-not-a-secret",
};
const COMMENT = JSON.stringify({
  action: "created",
  issue: { number: 1, title: "t", body: "", user: { login: "mona" } },
  comment: { id: 5, body: "/agent fix it", user: { login: "mona", type: "User" } },
  repository: { name: "Hello-World", owner: { login: "Codertocat" }, default_branch: "main" },
  sender: { login: "mona" },
});

interface ActionCase {
  name: string;
  /** Environment changes; undefined removes a variable. */
  env?: Record<string, string | undefined>;
  /** The event file's content; null: no file at GITHUB_EVENT_PATH. */
  event?: string | null;
  /** The one line that must appear, and whether the step fails. */
  line: RegExp;
  fails: boolean;
}

const withComment = (body: string) => COMMENT.replace('"/agent fix it"', JSON.stringify(body));
// A mistake in the inputs is said to a run that was asked for; a dispatch is one without an issue
// to reply on or anyone's permission to read, so nothing here reaches the API.
const DISPATCH = { GITHUB_EVENT_NAME: "workflow_dispatch", INPUT_PROMPT: "Tidy the docs." };
const bad = (env: Record<string, string | undefined>) => ({ ...DISPATCH, ...env });
const ACTION_CASES: ActionCase[] = [
  { name: "event file with invalid JSON", event: "{not json", line: /event payload .* is not valid JSON/, fails: true },
  { name: "truncated event file", event: COMMENT.slice(0, 60), line: /event payload .* is not valid JSON/, fails: true },
  { name: "empty event file", event: "", line: /event payload .* is empty/, fails: true },
  { name: "missing event file", event: null, line: /event payload .* could not be read/, fails: true },
  { name: "event payload that is not an object", event: "[1,2]", line: /event payload .* is not a JSON object/, fails: true },
  { name: "payload without the comment", event: JSON.stringify({ ...JSON.parse(COMMENT), comment: undefined }), line: /skipped: .*comment/, fails: false },
  { name: "payload without the issue", event: JSON.stringify({ ...JSON.parse(COMMENT), issue: undefined }), line: /skipped: .*issue/, fails: false },
  { name: "no GITHUB_EVENT_NAME", env: { GITHUB_EVENT_NAME: undefined }, line: /GITHUB_EVENT_NAME/, fails: true },
  { name: "no GITHUB_REPOSITORY and no repository in the payload", env: { GITHUB_REPOSITORY: undefined }, event: JSON.stringify({ ...JSON.parse(COMMENT), repository: undefined }), line: /names no repository; set GITHUB_REPOSITORY/, fails: false },
  { name: "empty comment", event: withComment(""), line: /skipped: .*\/agent/, fails: false },
  { name: "65,536-character comment without the trigger", event: withComment("a".repeat(65_536)), line: /skipped: .*\/agent/, fails: false },
  { name: "unknown model", env: bad({ INPUT_MODEL: "nosuch/model-9" }), line: /input model: provider "nosuch" is neither built in \(anthropic, openai, openai-compatible, google\) nor defined in \.pi\/models\.json; use one of those, or add the provider to \.pi\/models\.json/, fails: true },
  { name: "max-cost-usd abc", env: bad({ "INPUT_MAX-COST-USD": "abc" }), line: /input max-cost-usd must be a positive number \(got "abc"\)/, fails: true },
  { name: "draft maybe", env: bad({ INPUT_DRAFT: "maybe" }), line: /input draft must be true or false \(got "maybe"\)/, fails: true },
  { name: "max-turns -1", env: bad({ "INPUT_MAX-TURNS": "-1" }), line: /input max-turns must be a positive whole number \(got "-1"\)/, fails: true },
  { name: "max-turns 1.5", env: bad({ "INPUT_MAX-TURNS": "1.5" }), line: /input max-turns must be a positive whole number/, fails: true },
  { name: "timeout-minutes 0", env: bad({ "INPUT_TIMEOUT-MINUTES": "0" }), line: /input timeout-minutes must be a positive number/, fails: true },
  { name: "mode yolo", env: bad({ INPUT_MODE: "yolo" }), line: /input mode must be one of/, fails: true },
  { name: "thinking ultra", env: bad({ INPUT_THINKING: "ultra" }), line: /input thinking must be one of/, fails: true },
  { name: "unknown tool", env: bad({ INPUT_TOOLS: "read,rm" }), line: /input tools has unknown tool rm/, fails: true },
  { name: "no github-token", env: bad({ "INPUT_GITHUB-TOKEN": undefined }), line: /input github-token is empty/, fails: true },
  { name: "no model", env: bad({ INPUT_MODEL: undefined }), line: /input model is required/, fails: true },
  { name: "several bad inputs at once", env: bad({ INPUT_DRAFT: "maybe", "INPUT_MAX-TURNS": "x" }), line: /2 inputs need fixing: .*draft.*max-turns/, fails: true },
  { name: "bad inputs and a comment that does not ask for a run", env: { "INPUT_MAX-COST-USD": "$2" }, event: withComment("Thanks, looks good!"), line: /skipped: .*\/agent/, fails: false },
];

function runStep(c: ActionCase): Promise<{ code: number; out: string }> {
  const root = mkdtempSync(join(tmpdir(), "faults-action-"));
  const eventPath = join(root, "event.json");
  if (c.event !== null) writeFileSync(eventPath, c.event ?? COMMENT);
  for (const f of ["output", "summary", "state"]) writeFileSync(join(root, f), "");
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: root,
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: "issue_comment",
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: "Codertocat/Hello-World",
    GITHUB_WORKSPACE: root,
    GITHUB_API_URL: "http://127.0.0.1:9", // nothing listens: no case may get as far as the API
    GITHUB_OUTPUT: join(root, "output"),
    GITHUB_STEP_SUMMARY: join(root, "summary"),
    GITHUB_STATE: join(root, "state"),
    RUNNER_TEMP: join(root, "_temp"),
    ...GOOD_INPUTS,
    ...c.env,
  };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  return new Promise((resolve) => {
    execFile(process.execPath, [ACTION], { cwd: root, env, timeout: 20_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, out: stdout + stderr }),
    );
  });
}

describe.skipIf(!existsSync(ACTION))("the action with bad input", () => {
  it.each(ACTION_CASES)("$name", async (c) => {
    const { code, out } = await runStep(c);
    noCrash(out);
    const errors = out.split("\n").filter((l) => l.startsWith("::error::"));
    if (c.fails) {
      expect(code, out).toBe(1);
      expect(errors, out).toHaveLength(1);
      expect(errors[0]).toMatch(c.line);
    } else {
      expect(code, out).toBe(0);
      expect(errors, out).toEqual([]);
      expect(out).toMatch(c.line);
    }
  });
});

// Root reads everything, so permission-denied cases run the tools as nobody (uid 65534). Skipped
// when not root, or when the checkout itself is closed to nobody (e.g. cloned into a 0700 dir).
const RUNNER = fileURLToPath(new URL("./tool-runner.ts", import.meta.url));
const nobodyCanRun = () =>
  process.getuid?.() === 0 && spawnSync(process.execPath, ["-e", `require("fs").accessSync(${JSON.stringify(RUNNER)})`], { uid: 65534, gid: 65534, cwd: "/" }).status === 0;
describe.skipIf(!nobodyCanRun())("the tools on files and directories they may not open", () => {
  it("read and ls say 'permission denied' in one line; grep and find skip what they cannot open", async () => {
    const calls = [
      { name: "read", args: { path: "secret.txt" } },
      { name: "ls", args: { path: "closed" } },
      { name: "grep", args: { pattern: "needle", literal: true } },
      { name: "find", args: { pattern: "*.txt" } },
    ];
    const stdout: string = await new Promise((resolve, reject) =>
      execFile(process.execPath, ["--import", "tsx", RUNNER, dir, JSON.stringify(calls)], { cwd: fileURLToPath(new URL("../..", import.meta.url)), uid: 65534, gid: 65534, maxBuffer: 16 * 1024 * 1024 }, (e, out, err) =>
        e ? reject(new Error(`${e.message}\n${err}`)) : resolve(out),
      ),
    );
    const { uid, out } = JSON.parse(stdout) as { uid: number; out: ToolOutcome[] };
    expect(uid).toBe(65534);
    const [read, ls, grep, find] = out;
    clearError(read, /permission denied/i);
    clearError(ls, /permission denied/i);
    expect(grep.ok, grep.text).toBe(true);
    expect(grep.text).toContain("latin1.txt");
    expect(grep.text).not.toContain("needle secret");
    expect(grep.text).not.toContain("needle inside");
    noCrash(grep.text);
    expect(find.ok, find.text).toBe(true);
    expect(find.text).toContain("latin1.txt");
    expect(find.text).not.toContain("inside.txt");
  });
});
