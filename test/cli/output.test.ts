import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CLI, cliEnv, makeWorkspace, runCli, useModelServer } from "./harness.js";

const server = useModelServer({ apiKeys: ["k"], frameDelayMs: 1 });

/** Runs the CLI and closes the reading end of its stdout at once, or once it has shown `until` (`| head`). */
function runIntoClosedPipe(args: string[], until?: string): Promise<{ code: number | null; stderr: string }> {
  const ws = makeWorkspace();
  const env = { PATH: process.env.PATH ?? "", ...cliEnv(ws, server()) };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, "--no-session", "--model", "openai-compatible/coder", ...args, "go"], { cwd: ws.project, env, stdio: ["ignore", "pipe", "pipe"] });
    let seen = "";
    let stderr = "";
    if (until === undefined) child.stdout.destroy();
    else
      child.stdout.on("data", (d: Buffer) => {
        seen += d.toString();
        if (seen.includes(until)) child.stdout.destroy();
      });
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

describe("stdout whose reader goes away", () => {
  it("json mode ends quietly when the reader stops early, without a stack trace", async () => {
    server().script({ text: "y".repeat(20_000), deltaSize: 10 });
    expect(await runIntoClosedPipe(["--mode", "json"], "text_delta")).toEqual({ code: 0, stderr: "" });
    expect(server().pending()).toBe(0);
  });

  it("print mode ends quietly when nobody reads the answer", async () => {
    server().script({ text: "y".repeat(200_000), deltaSize: 50_000 });
    expect(await runIntoClosedPipe(["-p"])).toEqual({ code: 0, stderr: "" });
    expect(server().pending()).toBe(0);
  });

  it.each([
    ["no text", { text: "" }, "the model ended its turn without an answer (no text); ask again or try another model"],
    ["only thinking", { thinking: "I thought about it" }, "the model ended its turn without an answer (no text); ask again or try another model"],
    ["cut at the output limit", { text: "cut off mid-sent", stop: "length" as const }, "the answer was cut off at the model's output limit; ask it to go on, or for a shorter answer"],
  ])("warns on stderr when the answer has %s", async (_, reply, warning) => {
    const ws = makeWorkspace();
    server().script(reply);
    const r = await runCli(["--no-session", "--model", "openai-compatible/coder", "go"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`repo-agent: warning: ${warning}\n`);
  });
});
