import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startModelServer, type ModelServer } from "../support/model-server.js";
import { CLI, makeWorkspace } from "./harness.js";

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ apiKeys: ["k"], frameDelayMs: 1 });
});
afterAll(() => server.close());

/** Runs the CLI and closes the reading end of its stdout after `keepBytes` bytes (`| head -c N`). */
function runIntoClosedPipe(args: string[], keepBytes: number): Promise<{ code: number | null; stderr: string }> {
  const ws = makeWorkspace();
  const env = { PATH: process.env.PATH ?? "", REPO_AGENT_DIR: ws.agentDir, HOME: ws.root, OPENAI_API_KEY: "k", OPENAI_BASE_URL: `${server.url}/v1` };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, "--no-session", "--model", "openai-compatible/coder", ...args, "go"], { cwd: ws.project, env, stdio: ["ignore", "pipe", "pipe"] });
    let seen = 0;
    let stderr = "";
    if (keepBytes === 0) child.stdout.destroy();
    else
      child.stdout.on("data", (d: Buffer) => {
        seen += d.length;
        if (seen >= keepBytes) child.stdout.destroy();
      });
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

describe("stdout whose reader goes away", () => {
  it("json mode ends quietly when the reader stops early, without a stack trace", async () => {
    server.script({ text: "y".repeat(20_000), deltaSize: 10 });
    expect(await runIntoClosedPipe(["--mode", "json"], 100)).toEqual({ code: 0, stderr: "" });
  });

  it("print mode ends quietly when nobody reads the answer", async () => {
    server.script({ text: "y".repeat(200_000), deltaSize: 50_000 });
    expect(await runIntoClosedPipe(["-p"], 0)).toEqual({ code: 0, stderr: "" });
  });
});
