import { readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { cliEnv, makeWorkspace, runCli, useModelServer } from "./harness.js";

const server = useModelServer();

const MODEL = ["--model", "openai-compatible/coder"];

const sessionFiles = (dir: string) => readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith(".jsonl")).sort();

describe("repo-agent CLI sessions", () => {
  it("writes no session when the start fails, so -c still continues the last conversation", async () => {
    const ws = makeWorkspace();
    const env = cliEnv(ws, server());
    server().script({ text: "The word is PLUM." });
    expect((await runCli([...MODEL, "remember PLUM"], { env, cwd: ws.project })).code).toBe(0);
    const before = sessionFiles(ws.agentDir);
    expect(before).toHaveLength(1);

    const failures: [string[], Record<string, string>][] = [
      [["--model", "opnai/gpt", "again"], env],
      [["--model", "anthropic/claude-sonnet-4-5", "again"], env],
      [["again"], env],
      [["--mode", "rpc", "--model", "opnai/gpt"], env],
    ];
    for (const [args, e] of failures) expect((await runCli(args, { env: e, cwd: ws.project })).code).toBe(2);
    expect(sessionFiles(ws.agentDir)).toEqual(before);
    // What a start that crashed (or an older repo-agent's failed start) left: a header, no message.
    const header = { type: "session", version: 3, id: "01a21fa2-0000-7000-8000-000000000000", timestamp: new Date().toISOString(), cwd: ws.project };
    writeFileSync(join(ws.agentDir, dirname(before[0]), "2099-01-01T00-00-00-000Z_empty.jsonl"), JSON.stringify(header) + "\n");

    server().script({ text: "PLUM" });
    const mark = server().requests.length;
    const r = await runCli([...MODEL, "-c", "which word?"], { env, cwd: ws.project });
    expect(r).toMatchObject({ code: 0, stdout: "PLUM\n" });
    expect(JSON.stringify(server().requests[mark].body.messages)).toContain("remember PLUM");
  });

  it('takes an empty --session as none: a new session is started, as before', async () => {
    const ws = makeWorkspace();
    server().script({ text: "fresh" });
    const r = await runCli([...MODEL, "--session", "", "hello"], { env: cliEnv(ws, server()), cwd: ws.project });
    expect(r).toMatchObject({ code: 0, stdout: "fresh\n" });
    expect(sessionFiles(ws.agentDir)).toHaveLength(1);
  });

  it("a continued run that fails or runs out of time prints no answer from an earlier run and exits 1", async () => {
    const ws = makeWorkspace();
    const env = cliEnv(ws, server());
    server().script({ text: "OLD ANSWER from yesterday" });
    expect((await runCli([...MODEL, "q1"], { env, cwd: ws.project })).stdout).toBe("OLD ANSWER from yesterday\n");

    server().script(...[1, 2, 3, 4].map(() => ({ fault: { kind: "status" as const, status: 500 } })));
    const failed = await runCli([...MODEL, "-c", "q2"], { env, cwd: ws.project });
    expect(failed).toMatchObject({ code: 1, stdout: "" });

    server().script({ fault: { kind: "stall", afterFrames: 1 } });
    const late = await runCli([...MODEL, "-c", "--timeout", "2", "q3"], { env, cwd: ws.project });
    expect(late).toMatchObject({ code: 1, stdout: "" });
    expect(late.stderr).toMatch(/time/);
  });
});
