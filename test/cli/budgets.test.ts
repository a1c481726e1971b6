import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startModelServer, type ModelServer } from "../support/model-server.js";
import { makeWorkspace, runCli } from "./harness.js";

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ apiKeys: ["k"] });
});
afterAll(() => server.close());

describe("the time budget", () => {
  it("with a long bash command running, ends soon after the budget and says when the tools were stopped", async () => {
    const ws = makeWorkspace();
    const env = { REPO_AGENT_DIR: ws.agentDir, HOME: ws.root, OPENAI_API_KEY: "k", OPENAI_BASE_URL: `${server.url}/v1` };
    server.script({ toolCalls: [{ name: "bash", args: { command: "sleep 300; echo done" } }] });
    const started = Date.now();
    const r = await runCli(["--no-session", "--model", "openai-compatible/coder", "--timeout", "2", "go"], { env, cwd: ws.project });
    // 2 s of budget and a tenth of it (at least 1 s) for the tools; it used to take 32 s.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(r).toMatchObject({ code: 1, stdout: "" });
    expect(r.stderr).toBe("repo-agent: time budget reached: 2s of 2s; running tools were stopped 1s later\n");
  }, 60_000);
});
