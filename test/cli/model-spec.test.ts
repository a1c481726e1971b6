import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startModelServer } from "../support/model-server.js";
import { cliEnv, makeWorkspace, readJsonl, runCli, useModelServer } from "./harness.js";

const server = useModelServer();

async function run(args: string[], answered = true) {
  const ws = makeWorkspace();
  const file = join(ws.root, "s.jsonl");
  if (answered) server().script({ text: "ok" });
  const before = server().requests.length;
  const r = await runCli(["--session", file, ...args, "hi"], { env: cliEnv(ws, server(), { anthropic: true }), cwd: ws.project });
  const levels = () => readJsonl(file).filter((e) => e.type === "thinking_level_change").map((e) => e.thinkingLevel);
  return { ...r, requests: server().requests.slice(before), levels };
}

describe("--model specs", () => {
  it("reads a :<level> suffix as the thinking level, as pi does; --thinking still wins", async () => {
    const high = await run(["--model", "anthropic/claude-sonnet-4-5:high"]);
    expect(high).toMatchObject({ code: 0, stdout: "ok\n" });
    expect(high.stderr).not.toContain("not found");
    expect(high.requests[0].body.model).toBe("claude-sonnet-4-5");
    expect(high.requests[0].body.thinking).toMatchObject({ type: "enabled" });
    expect(high.levels()).toEqual(["high"]);

    const low = await run(["--model", "anthropic/claude-sonnet-4-5:high", "--thinking", "low"]);
    expect(low.requests[0].body.model).toBe("claude-sonnet-4-5");
    expect(low.levels()).toEqual(["low"]);
  });

  it("warns in one line, as pi does, when a provider that lists models does not list the id", async () => {
    const r = await run(["--model", "anthropic/claude-nope-9"]);
    expect(r).toMatchObject({ code: 0, stdout: "ok\n" });
    expect(r.stderr).toBe('repo-agent: warning: Model "claude-nope-9" not found for provider "anthropic". Using custom model id.\n');
    expect(r.requests[0].body.model).toBe("claude-nope-9");
    // An openai-compatible endpoint lists no models: nothing to warn about.
    expect((await run(["--model", "openai-compatible/qwen3:8b"])).stderr).toBe("");
  });

  it("refuses --max-cost with a model that has no prices, in one line and before any request", async () => {
    const r = await run(["--model", "openai-compatible/qwen3", "--max-cost", "1"], false);
    expect(r).toMatchObject({ code: 2, stdout: "" });
    expect(r.stderr).toMatch(/^repo-agent: --max-cost cannot be kept: model openai-compatible\/qwen3 has no prices; describe it with its "cost" \(US dollars per million tokens\) in \S+models\.json, use a listed model, or remove --max-cost\n$/);
    expect(r.requests).toHaveLength(0);
    expect((await run(["--model", "anthropic/claude-nope-9", "--max-cost", "1"], false)).code).toBe(2);
    expect((await run(["--model", "anthropic/claude-sonnet-4-5", "--max-cost", "1"])).code).toBe(0);
  });
});

describe("an openai-compatible endpoint of one's own", () => {
  it("needs no key when it has a base URL, and gets no Authorization header", async () => {
    const local = await startModelServer({ keyless: true });
    try {
      const ws = makeWorkspace();
      local.script({ text: "local answer" });
      const r = await runCli(["--no-session", "--model", "openai-compatible/qwen3-coder", "--base-url", `${local.url}/v1`, "hi"], {
        env: { REPO_AGENT_DIR: ws.agentDir, HOME: ws.root },
        cwd: ws.project,
      });
      expect(r).toEqual({ code: 0, stdout: "local answer\n", stderr: "" });
      expect(local.requests[0].headers.authorization).toBeUndefined();
      // Without a base URL it would go to no one: that is what is asked for, not a key.
      const none = await runCli(["--no-session", "--model", "openai-compatible/qwen3-coder", "hi"], { env: { REPO_AGENT_DIR: ws.agentDir, HOME: ws.root }, cwd: ws.project });
      expect(none).toMatchObject({ code: 2, stderr: "repo-agent: openai-compatible/qwen3-coder needs a base URL: pass --base-url, set OPENAI_BASE_URL, or give the provider a baseUrl in models.json.\n" });
    } finally {
      await local.close();
    }
  });
});
