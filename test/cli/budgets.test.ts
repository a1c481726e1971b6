import { describe, expect, it } from "vitest";
import { cliEnv, makeWorkspace, runCli, useModelServer } from "./harness.js";

const server = useModelServer();

describe("the time budget", () => {
  it("with a long bash command running, ends soon after the budget and says when the tools were stopped", async () => {
    const ws = makeWorkspace();
    const env = cliEnv(ws, server());
    server().script({ toolCalls: [{ name: "bash", args: { command: "sleep 300; echo done" } }] });
    const started = Date.now();
    const r = await runCli(["--no-session", "--model", "openai-compatible/coder", "--timeout", "2", "go"], { env, cwd: ws.project });
    // 2 s of budget and a tenth of it (at least 1 s) for the tools; it used to take 32 s.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(r).toMatchObject({ code: 1, stdout: "" });
    expect(r.stderr).toBe("repo-agent: time budget reached: 2s of 2s; running tools were stopped 1s later\n");
  }, 60_000);
});
