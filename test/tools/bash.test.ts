import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AgentToolResult } from "../../src/agent/tool.js";
import type { TextContent } from "../../src/ai/types.js";
import { createBashTool, type BashOperations, type BashToolDetails } from "../../src/tools/bash.js";
import { BashOutput, TerminalCleaner, cleanTerminalText } from "../../src/tools/bash-output.js";

let dir: string;
const spawnedPids: number[] = [];
const tempFiles: string[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "bash-tool-test-"));
});
afterEach(() => {
  for (const pid of spawnedPids.splice(0)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  for (const file of tempFiles) rmSync(file, { force: true });
});

type Result = AgentToolResult<BashToolDetails | undefined>;

function text(result: Result): string {
  return (result.content[0] as TextContent).text;
}

async function run(command: string, options: { timeout?: number; signal?: AbortSignal; tool?: ReturnType<typeof createBashTool> } = {}) {
  const tool = options.tool ?? createBashTool(dir);
  const result = await tool.execute("call", { command, timeout: options.timeout }, options.signal);
  if (result.details?.fullOutputPath) tempFiles.push(result.details.fullOutputPath);
  return result;
}

async function runError(command: string, options: Parameters<typeof run>[1] = {}): Promise<string> {
  try {
    await run(command, options);
  } catch (err) {
    const message = (err as Error).message;
    const path = /Full output: (\S+)\]/.exec(message)?.[1];
    if (path) tempFiles.push(path);
    return message;
  }
  throw new Error(`expected "${command}" to fail`);
}

/** Alive and not a zombie (a container's PID 1 may never reap orphans). */
function isAlive(pid: number): boolean {
  const statPath = `/proc/${pid}/stat`;
  if (existsSync("/proc/self/stat")) {
    try {
      const stat = readFileSync(statPath, "utf8");
      return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilDead(pid: number, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return !isAlive(pid);
}

function bashTempFiles(): string[] {
  return readdirSync(tmpdir()).filter((name) => /^repo-agent-bash-[0-9a-f]{16}\.log$/.test(name));
}

describe("bash tool definition", () => {
  it("matches pi's name, description, snippet and schema", () => {
    const tool = createBashTool(dir);
    expect(tool.name).toBe("bash");
    expect(tool.label).toBe("bash");
    expect(tool.description).toBe(
      "Execute a bash command in the current working directory. Returns stdout and stderr. Output is truncated to last 2000 lines or 50KB (whichever is hit first). If truncated, full output is saved to a temp file. Optionally provide a timeout in seconds.",
    );
    expect(tool.promptSnippet).toBe("Execute bash commands (ls, grep, find, etc.)");
    expect(tool.promptGuidelines).toBeUndefined();
    expect(JSON.parse(JSON.stringify(tool.parameters))).toEqual({
      type: "object",
      required: ["command"],
      properties: {
        command: { type: "string", description: "Bash command to execute" },
        timeout: { type: "number", description: "Timeout in seconds (optional, no default timeout)" },
      },
    });
  });
});

describe("bash tool execution", () => {
  it("runs a command in the tool's cwd", async () => {
    const result = await run("echo hello; pwd");
    expect(text(result)).toBe(`hello\n${dir}\n`);
    expect(result.details).toBeUndefined();
  });

  it("reports (no output) for silent commands", async () => {
    expect(text(await run("true"))).toBe("(no output)");
    // Output that cleans down to nothing is no output either.
    expect(text(await run("printf '\\033[0m\\033]0;title\\007'"))).toBe("(no output)");
  });

  it("throws on non-zero exit codes with pi's framing", async () => {
    expect(await runError("echo out; echo err >&2; exit 3")).toBe("out\nerr\n\n\nCommand exited with code 3");
    expect(await runError("printf hi; exit 2")).toBe("hi\n\nCommand exited with code 2");
    expect(await runError("exit 1")).toBe("(no output)\n\nCommand exited with code 1");
  });

  it("interleaves stdout and stderr in arrival order", async () => {
    const result = await run("echo 1; sleep 0.05; echo 2 >&2; sleep 0.05; echo 3; sleep 0.05; echo 4 >&2");
    expect(text(result)).toBe("1\n2\n3\n4\n");
  });

  it("ignores stdin", async () => {
    expect(text(await run("cat; echo done"))).toBe("done\n");
  });

  it("reports a missing working directory", async () => {
    const missing = join(dir, "does-not-exist");
    await expect(run("echo hi", { tool: createBashTool(missing) })).rejects.toThrow(
      new Error(`Working directory does not exist: ${missing}\nCannot execute bash commands.`),
    );
  });

  it("uses the given environment as is, without process.env", async () => {
    process.env.REPO_AGENT_BASH_TEST_SECRET = "leaked";
    try {
      const scrubbed = createBashTool(dir, { env: { PATH: process.env.PATH, ONLY_GIVEN: "given" } });
      const command = 'echo "[$ONLY_GIVEN][$REPO_AGENT_BASH_TEST_SECRET]"';
      expect(text(await run(command, { tool: scrubbed }))).toBe("[given][]\n");
      expect(text(await run(command))).toBe("[][leaked]\n");
    } finally {
      delete process.env.REPO_AGENT_BASH_TEST_SECRET;
    }
  });

  it("prepends commandPrefix on its own line", async () => {
    const tool = createBashTool(dir, { commandPrefix: "export PREFIXED=yes\necho prefix" });
    expect(text(await run("echo $PREFIXED", { tool }))).toBe("prefix\nyes\n");
  });

  it("uses shellPath and rejects a missing one", async () => {
    const sh = createBashTool(dir, { shellPath: "/bin/sh" });
    expect(text(await run("echo from-sh", { tool: sh }))).toBe("from-sh\n");
    const missing = createBashTool(dir, { shellPath: "/nope/bash" });
    await expect(run("echo hi", { tool: missing })).rejects.toThrow(new Error("Custom shell path not found: /nope/bash"));
  });

  it("runs through replaceable operations", async () => {
    const seen: string[] = [];
    const operations: BashOperations = {
      async exec(command, cwd, { onData }) {
        seen.push(`${cwd}|${command}`);
        onData(Buffer.from("\x1b[1mfake\x1b[0m\n"));
        return { exitCode: 0 };
      },
    };
    const result = await run("anything", { tool: createBashTool("/virtual", { operations, commandPrefix: "p" }) });
    expect(seen).toEqual(["/virtual|p\nanything"]);
    expect(text(result)).toBe("fake\n");
  });
});

describe("signals, timeouts and aborts", () => {
  it("treats death by signal as an error naming the signal", async () => {
    expect(await runError("kill -9 $$")).toBe("(no output)\n\nCommand terminated by signal SIGKILL");
    expect(await runError("echo partial; kill -TERM $$")).toBe("partial\n\n\nCommand terminated by signal SIGTERM");
  });

  it("times out with the output so far", async () => {
    const started = Date.now();
    expect(await runError("echo before; sleep 20", { timeout: 0.5 })).toBe("before\n\n\nCommand timed out after 0.5 seconds");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await runError("sleep 20", { timeout: 1 })).toBe("Command timed out after 1 seconds");
  });

  it("ignores a zero timeout", async () => {
    expect(text(await run("sleep 0.2; echo ok", { timeout: 0 }))).toBe("ok\n");
  });

  it("kills background grandchildren on timeout", async () => {
    const message = await runError("sleep 30 & echo $!; wait", { timeout: 0.5 });
    const pid = Number(/^(\d+)\n/.exec(message)?.[1]);
    expect(pid).toBeGreaterThan(0);
    spawnedPids.push(pid);
    expect(message).toBe(`${pid}\n\n\nCommand timed out after 0.5 seconds`);
    expect(await waitUntilDead(pid)).toBe(true);
  });

  it("does not hang on a background grandchild holding stdout", async () => {
    const started = Date.now();
    const result = await run("sleep 30 & echo $!");
    const pid = Number(text(result).trim());
    spawnedPids.push(pid);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(isAlive(pid)).toBe(true);
  }, 10_000);

  it("aborts via AbortSignal and kills the process group", async () => {
    const controller = new AbortController();
    const tool = createBashTool(dir);
    const updates: string[] = [];
    const pending = tool.execute("call", { command: "sleep 30 & echo $!; wait" }, controller.signal, (u) => {
      const first = u.content[0];
      if (first?.type === "text") updates.push(first.text);
    });
    // Abort once the command has printed its grandchild's pid.
    const deadline = Date.now() + 5000;
    while (!updates.some((u) => u.trim()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    const message = await pending.then(
      () => "resolved",
      (err: Error) => err.message,
    );
    const pid = Number(/^(\d+)\n/.exec(message)?.[1]);
    expect(pid).toBeGreaterThan(0);
    spawnedPids.push(pid);
    expect(message).toBe(`${pid}\n\n\nCommand aborted`);
    expect(await waitUntilDead(pid)).toBe(true);
  });

  it("aborts immediately with an already aborted signal", async () => {
    const controller = new AbortController();
    controller.abort();
    const started = Date.now();
    expect(await runError("sleep 20", { signal: controller.signal })).toBe("Command aborted");
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe("truncation and the full-output file", () => {
  const tmpFilePattern = new RegExp(`^${tmpdir().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/repo-agent-bash-[0-9a-f]{16}\\.log$`);

  it("keeps the last 2000 lines of huge output and the full raw output in a temp file", async () => {
    const result = await run("seq 1 100000");
    const path = result.details?.fullOutputPath ?? "";
    expect(path).toMatch(tmpFilePattern);
    const expected = Array.from({ length: 2000 }, (_, i) => `${98002 + i}`).slice(0, 1999).join("\n");
    expect(text(result)).toBe(`${expected}\n\n\n[Showing lines 98002-100001 of 100001. Full output: ${path}]`);
    expect(result.details?.truncation).toMatchObject({ truncated: true, truncatedBy: "lines", totalLines: 100001, outputLines: 2000 });
    const full = Array.from({ length: 100000 }, (_, i) => `${i + 1}\n`).join("");
    expect(readFileSync(path, "utf8")).toBe(full);
  });

  it("applies the 50KB byte limit with its notice", async () => {
    const result = await run("for i in $(seq 1 1000); do printf '%099d\\n' $i; done");
    const path = result.details?.fullOutputPath;
    const out = text(result);
    expect(out.startsWith(`${"0".repeat(96)}489\n`)).toBe(true);
    expect(out.endsWith(`${"0".repeat(95)}1000\n\n\n[Showing lines 489-1001 of 1001 (50.0KB limit). Full output: ${path}]`)).toBe(true);
    expect(statSync(path!).size).toBe(100_000);
  });

  it("shows the tail of a single huge line", async () => {
    const result = await run("head -c 204800 /dev/zero | tr '\\0' a");
    const path = result.details?.fullOutputPath;
    expect(text(result)).toBe(`${"a".repeat(51200)}\n\n[Showing last 50.0KB of line 1 (line is 200.0KB). Full output: ${path}]`);
    expect(result.details?.truncation?.lastLinePartial).toBe(true);
    expect(readFileSync(path!, "utf8")).toBe("a".repeat(204800));
  });

  it("shows the tail of a huge line followed by a newline, not (no output)", async () => {
    const result = await run("head -c 100000 /dev/zero | tr '\\0' a; echo");
    const path = result.details?.fullOutputPath;
    expect(text(result)).toBe(`${"a".repeat(51199)}\n\n\n[Showing last 50.0KB of line 1 (line is 97.7KB). Full output: ${path}]`);
    // Past the rolling tail (2 x 50KB) and in 2-byte characters, with empty lines after it.
    const wide = await run("printf 'x\\n'; head -c 300000 /dev/zero | tr '\\0' a | sed 's/a/é/g'; echo; echo");
    expect(text(wide)).toBe(`${"é".repeat(25599)}\n\n\n\n[Showing last 50.0KB of line 2 (line is 585.9KB). Full output: ${wide.details?.fullOutputPath}]`);
  });

  it("stays correct for a multi-megabyte line", async () => {
    const result = await run("head -c 5000000 /dev/zero | tr '\\0' b; printf END");
    const path = result.details?.fullOutputPath;
    expect(text(result)).toBe(`${"b".repeat(51197)}END\n\n[Showing last 50.0KB of line 1 (line is 4.8MB). Full output: ${path}]`);
    expect(statSync(path!).size).toBe(5_000_003);
  });

  it("keeps raw bytes in the temp file while the model sees cleaned text", async () => {
    const result = await run("for i in $(seq 1 3000); do printf '\\033[32m%d\\033[0m\\r\\n' $i; done");
    const path = result.details?.fullOutputPath;
    expect(text(result)).not.toMatch(/[\x1b\r]/);
    expect(text(result)).toMatch(/^1002\n1003\n[\s\S]*\n3000\n\n\n\[Showing lines 1002-3001 of 3001\. Full output: /);
    expect(readFileSync(path!, "utf8").split("\n")[0]).toBe("\x1b[32m1\x1b[0m\r");
  });

  it("does not truncate or keep a temp file when only the raw output is large", async () => {
    const before = new Set(bashTempFiles());
    const result = await run("for i in $(seq 1 20000); do printf '\\rprogress %d' $i; done; echo");
    expect(text(result)).toBe("progress 20000\n");
    expect(result.details).toBeUndefined();
    // The raw output passed 50KB, so a temp file was opened; nothing names it, so it is gone.
    expect(bashTempFiles().filter((name) => !before.has(name))).toEqual([]);
  });
});

describe("cleaning what the model sees", () => {
  it("removes escape sequences and control characters and resolves carriage returns", async () => {
    const command = [
      "printf '\\033[1;31mred\\033[0m plain\\n'",
      "printf '\\033]0;window title\\007osc-bel\\n'",
      "printf '\\033]8;;http://x\\033\\\\link\\033]8;;\\033\\\\\\n'",
      "printf '\\033(Bcharset \\033[?25lcursor\\033[?25h\\n'",
      "printf 'a\\tb\\001c\\177d\\010e\\n'",
      "printf '10%%\\r20%%\\r100%% done\\n'",
      "printf 'abcdef\\rXY\\n'",
      "printf 'windows\\r\\nline\\r\\n'",
      "printf 'long status line\\r\\033[Kok\\n'",
      "printf 'h\\303\\251llo\\rX\\n'",
    ].join("; ");
    expect(text(await run(command))).toBe(
      [
        "red plain",
        "osc-bel",
        "link",
        "charset cursor",
        "a\tbcde",
        "100% done",
        "XYcdef",
        "windows",
        "line",
        "ok",
        "Xéllo",
        "",
      ].join("\n"),
    );
  });

  it("cleans sequences and characters split across chunks", async () => {
    const command = "printf '\\033['; sleep 0.1; printf '31mred\\r'; sleep 0.1; printf '\\nnext \\303'; sleep 0.1; printf '\\251'";
    expect(text(await run(command))).toBe("red\nnext é");
  });

  it("cleanTerminalText handles the sequence families", () => {
    expect(cleanTerminalText("\x1b[38;5;196mx\x1b[m")).toBe("x");
    expect(cleanTerminalText("\x9b31mc1-csi\x9b0m")).toBe("c1-csi");
    expect(cleanTerminalText("\x1bP1$r0m\x1b\\dcs")).toBe("dcs");
    expect(cleanTerminalText("\x1b7saved\x1b8")).toBe("saved");
    // An unterminated OSC never swallows the line break.
    expect(cleanTerminalText("\x1b]0;broken\nnext")).toBe("\nnext");
    expect(cleanTerminalText("one\x1b[2Ktwo")).toBe("two");
    expect(cleanTerminalText("😀😀\rab")).toBe("ab😀");
  });

  it("keeps only a bounded tail of huge lines with exact totals", () => {
    const lines: { text: string; lines: number; bytes: number }[] = [];
    const cleaner = new TerminalCleaner((text, count, bytes) => lines.push({ text, lines: count, bytes }), 2);
    cleaner.write("abcdefghij");
    expect(cleaner.current()).toEqual({ text: "ij", length: 10, bytes: 10 });
    cleaner.write("\rXY");
    expect(cleaner.current()).toEqual({ text: "XYij", length: 10, bytes: 10 });
    cleaner.write("\r0123456789AB\n");
    expect(lines).toHaveLength(1);
    expect(lines[0].text.endsWith("AB\n")).toBe(true);
    expect(lines[0]).toMatchObject({ lines: 1, bytes: 13 });
    // Whole plain lines pass through as one block.
    cleaner.write("x\ny\nz\n\x1b[1mw");
    expect(lines.slice(1)).toEqual([
      { text: "x\n", lines: 1, bytes: 2 },
      { text: "y\nz\n", lines: 2, bytes: 4 },
    ]);
    expect(cleaner.current().text).toBe("w");
  });

  it("BashOutput sizes the cut line also when it arrives in one block with the lines around it", async () => {
    const output = new BashOutput({ maxBytes: 10 });
    output.append(Buffer.from(`x\n${"é".repeat(20)}\n\n`));
    output.finish();
    expect(output.snapshot()).toMatchObject({ content: "éééé\n\n", truncation: { lastLinePartial: true, outputLines: 3, totalLines: 4 } });
    expect(output.lastTextLineBytes()).toBe(40);
    await output.closeTempFile(false);
  });

  it("BashOutput counts lines and bytes of the cleaned text", async () => {
    const output = new BashOutput({ maxLines: 3, maxBytes: 1000 });
    output.append(Buffer.from("\x1b[1m1\x1b[0m\n2\n3\n4"));
    output.finish();
    const snapshot = output.snapshot();
    expect(snapshot.content).toBe("2\n3\n4");
    expect(snapshot.truncation).toMatchObject({ truncated: true, truncatedBy: "lines", totalLines: 4, totalBytes: 7 });
    expect(snapshot.fullOutputPath).toBeDefined();
    await output.closeTempFile(true);
    tempFiles.push(snapshot.fullOutputPath!);
    expect(readFileSync(snapshot.fullOutputPath!, "utf8")).toBe("\x1b[1m1\x1b[0m\n2\n3\n4");
  });
});

describe("streaming updates", () => {
  it("sends an empty update first, then throttled cleaned tails", async () => {
    const tool = createBashTool(dir);
    const updates: { at: number; content: AgentToolResult["content"] }[] = [];
    const started = Date.now();
    const result = await tool.execute(
      "call",
      { command: "for i in $(seq 1 20); do printf '\\033[33m%d\\033[0m\\n' $i; sleep 0.04; done" },
      undefined,
      (update) => updates.push({ at: Date.now(), content: update.content }),
    );
    expect(text(result).split("\n")).toHaveLength(21);
    expect(updates[0].content).toEqual([]);
    const rest = updates.slice(1);
    expect(rest.length).toBeGreaterThanOrEqual(3);
    // At most one update per 100 ms, plus the immediate first one and the final flush.
    expect(rest.length).toBeLessThanOrEqual((Date.now() - started) / 100 + 2);
    // The final flush on completion may follow the previous update sooner.
    for (let i = 1; i < rest.length - 1; i++) expect(rest[i].at - rest[i - 1].at).toBeGreaterThanOrEqual(90);
    const last = (rest[rest.length - 1].content[0] as TextContent).text;
    expect(last).toContain("\n20\n");
    expect(rest.every((u) => !(u.content[0] as TextContent).text.includes("\x1b"))).toBe(true);
  });
});
