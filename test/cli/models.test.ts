import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startModelServer, type ModelServer } from "../support/model-server.js";
import { makeWorkspace, runCli } from "./harness.js";

// Custom models from <REPO_AGENT_DIR>/models.json (pi's format) and the settings around them,
// through the built CLI against the scripted model server.

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ apiKeys: ["local-key"] });
});
afterAll(() => server.close());

const photon = createRequire(import.meta.url)("@silvia-odwyer/photon-node") as typeof import("@silvia-odwyer/photon-node");

/** A 2x2 PNG, made here rather than checked in. */
function png(): Buffer {
  const image = new photon.PhotonImage(new Uint8Array(16).fill(255), 2, 2);
  try {
    return Buffer.from(image.get_bytes());
  } finally {
    image.free();
  }
}
const PNG = png();

function workspace(models: unknown, settings: Record<string, unknown> = {}) {
  const ws = makeWorkspace(settings);
  writeFileSync(join(ws.agentDir, "models.json"), JSON.stringify(models));
  return ws;
}

const local = (models: unknown[], extra: Record<string, unknown> = {}) => ({
  providers: { local: { baseUrl: `${server.url}/v1`, api: "openai-completions", apiKey: "LOCAL_KEY", models, ...extra } },
});

const env = (ws: ReturnType<typeof makeWorkspace>) => ({ REPO_AGENT_DIR: ws.agentDir, HOME: ws.root, LOCAL_KEY: "local-key" });
const entries = (file: string) => readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l));

async function run(ws: ReturnType<typeof makeWorkspace>, args: string[]) {
  const before = server.requests.length;
  const r = await runCli(args, { env: env(ws), cwd: ws.project });
  return { ...r, requests: server.requests.slice(before) };
}

describe("custom models from models.json", () => {
  it("an image-capable custom model receives the image read returns; a text-only one gets a note instead", async () => {
    const ws = workspace(local([{ id: "vision", input: ["text", "image"] }, { id: "plain" }]));
    writeFileSync(join(ws.project, "shot.png"), PNG);
    const script = () => server.script({ toolCalls: [{ name: "read", args: { path: "shot.png" } }] }, { text: "a white pixel" });

    script();
    const seen = await run(ws, ["--model", "local/vision", "--no-session", "what is in shot.png?"]);
    expect(seen.stderr).toBe("");
    expect(seen).toMatchObject({ code: 0, stdout: "a white pixel\n" });
    const sent = JSON.stringify(seen.requests[1].body.messages);
    expect(sent).toContain(`data:image/png;base64,${PNG.toString("base64")}`);
    expect(seen.requests[0].headers.authorization).toBe("Bearer local-key");

    script();
    const blind = await run(ws, ["--model", "local/plain", "--no-session", "what is in shot.png?"]);
    expect(blind.code).toBe(0);
    const blindSent = JSON.stringify(blind.requests[1].body.messages);
    expect(blindSent).not.toContain("image_url");
    expect(blindSent).toContain("image omitted: model does not support images");
  });

  it("a 32,000-token model is compacted once its context nears the window; the 128k default would not be", async () => {
    const settings = { compaction: { keepRecentTokens: 1 } };
    const ws = workspace(local([{ id: "small", contextWindow: 32_000, maxTokens: 4_000 }]), settings);
    const file = join(ws.root, "small.jsonl");
    server.script({ text: "read it all", usage: { input: 20_000 } }, { text: "## Goal\nsummary" }, { text: "second answer" });
    const r = await run(ws, ["--model", "local/small", "--session", file, "one", "two"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(entries(file).filter((e) => e.type === "compaction")).toHaveLength(1);
    expect([r.requests.length, server.pending()]).toEqual([3, 0]);
    expect(r.stdout).toBe("second answer\n");
    // The second prompt went out on the summary, not on the 20,000-token history.
    const last = r.requests.at(-1)!;
    expect(JSON.stringify(last.body.messages)).toContain("compacted into the following summary");
    expect(last.body.max_tokens).toBe(4_000);

    // The same session on an id models.json does not describe: 128k assumed, nothing compacted.
    server.script({ text: "read it all", usage: { input: 20_000 } }, { text: "second answer" });
    const wide = workspace(local([]), settings);
    const wideFile = join(wide.root, "wide.jsonl");
    const w = await run(wide, ["--model", "local/small", "--session", wideFile, "one", "two"]);
    expect(w.code).toBe(0);
    expect(w.requests).toHaveLength(2);
    expect(entries(wideFile).filter((e) => e.type === "compaction")).toHaveLength(0);
    expect(server.pending()).toBe(0);
  });

  it("compat, output cap and prices change the request and the cost figures", async () => {
    const ws = workspace(
      local([
        {
          id: "thinker",
          reasoning: true,
          maxTokens: 8_000,
          cost: { input: 2, output: 8, cacheRead: 0, cacheWrite: 0 },
          compat: { supportsDeveloperRole: true, maxTokensField: "max_completion_tokens" },
        },
      ], { headers: { "x-team": "TEAM_NAME" } }),
    );
    const file = join(ws.root, "t.jsonl");
    server.script({ text: "done", usage: { input: 1_000, output: 500 } });
    const r = await runCli(["--model", "local/thinker", "--session", file, "hi"], { env: { ...env(ws), TEAM_NAME: "platform" }, cwd: ws.project });
    expect(r.stderr).toBe("");
    const body = server.requests.at(-1)!.body;
    expect(body.messages[0].role).toBe("developer");
    expect(body.max_completion_tokens).toBe(8_000);
    expect(body.max_tokens).toBeUndefined();
    expect(body.reasoning_effort).toBe("medium");
    expect(server.requests.at(-1)!.headers["x-team"]).toBe("platform");
    const reply = entries(file).find((e) => e.type === "message" && e.message.role === "assistant");
    expect(reply.message.usage.cost.total).toBeCloseTo((1_000 * 2 + 500 * 8) / 1e6, 12);
  });

  it("compat turns off what a plain server does not take", async () => {
    const ws = workspace(local([{ id: "r", reasoning: true }], { compat: { supportsReasoningEffort: false, supportsUsageInStreaming: false, requiresToolResultName: true } }));
    server.script({ toolCalls: [{ name: "ls", args: {} }] }, { text: "ok" });
    const r = await run(ws, ["--model", "local/r", "--no-session", "list"]);
    expect(r.code).toBe(0);
    const body = r.requests[1].body;
    expect(body.messages[0].role).toBe("system");
    expect(body.reasoning_effort).toBeUndefined();
    expect(body.stream_options).toBeUndefined();
    expect(body.messages.find((m: { role: string }) => m.role === "tool")).toMatchObject({ name: "ls" });
  });

  it("settings.json gives the default model and thinking level", async () => {
    const ws = workspace(local([{ id: "r", reasoning: true }]), { defaultProvider: "local", defaultModel: "r", defaultThinkingLevel: "high" });
    server.script({ text: "hello" });
    const r = await run(ws, ["--no-session", "hi"]);
    expect(r.stderr).toBe("");
    expect(r.requests[0].body).toMatchObject({ model: "r", reasoning_effort: "high" });
  });

  it("a mistake in models.json is one line naming the field, exit 2, and no request", async () => {
    const ws = workspace({ providers: { local: { baseUrl: "http://x", api: "openai-completions", models: [{ id: "m", maxTokens: -5 }] } } });
    const r = await run(ws, ["--model", "local/m", "--no-session", "hi"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`repo-agent: ${join(ws.agentDir, "models.json")}: providers.local.models[0].maxTokens must be a positive whole number (got -5).\n`);
    expect(r.requests).toHaveLength(0);
    const unknown = await run(ws, ["--list-models"]);
    expect(unknown.code).toBe(2);
  });

  it("a custom provider with no key says where the key goes", async () => {
    const ws = workspace({ providers: { local: { baseUrl: `${server.url}/v1`, api: "openai-completions", models: [{ id: "m" }] } } });
    const r = await run(ws, ["--model", "local/m", "--no-session", "hi"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("repo-agent: no API key for local: set providers.local.apiKey in models.json or pass --api-key\n");
  });
});

describe("--list-models", () => {
  it("lists built-in and custom models with limits, capabilities and prices; a search narrows them", async () => {
    const ws = workspace(local([{ id: "vision-32k", input: ["text", "image"], contextWindow: 32_000, maxTokens: 4_096, cost: { input: 0.5, output: 1.5 } }]));
    const all = await run(ws, ["--list-models"]);
    expect(all.code).toBe(0);
    const lines = all.stdout.trimEnd().split("\n");
    expect(lines[0].split(/\s{2,}/)).toEqual(["provider", "model", "context", "max-out", "thinking", "images", "$/M in", "$/M out"]);
    expect(lines.find((l) => l.startsWith("local "))?.split(/\s{2,}/)).toEqual(["local", "vision-32k", "32K", "4.1K", "no", "yes", "$0.5", "$1.5"]);
    expect(lines.find((l) => /\sclaude-sonnet-4-5\s/.test(l))?.split(/\s{2,}/)).toEqual(["anthropic", "claude-sonnet-4-5", "200K", "64K", "yes", "yes", "$3", "$15"]);
    expect(all.requests).toHaveLength(0);

    const some = await run(ws, ["--list-models", "sonnet"]);
    const ids = some.stdout.trimEnd().split("\n").slice(1).map((l) => l.split(/\s{2,}/)[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.includes("sonnet"))).toBe(true);
    expect((await run(ws, ["--list-models", "zzzz"])).stdout).toBe('No models matching "zzzz"\n');
  });
});

describe("the stall timeout", () => {
  it("--idle-timeout: a stream quiet that long is abandoned and retried, and the run succeeds", async () => {
    const ws = workspace(local([{ id: "m" }]), { retry: { baseDelayMs: 1 } });
    server.script({ fault: { kind: "stall", afterFrames: 2 } }, { text: "after the stall" });
    const started = Date.now();
    const r = await run(ws, ["--model", "local/m", "--idle-timeout", "2", "--no-session", "hi"]);
    const took = Date.now() - started;
    expect(r).toMatchObject({ code: 0, stdout: "after the stall\n" });
    expect(r.requests).toHaveLength(2);
    expect(r.requests[0].clientClosedEarly).toBe(true);
    expect(took).toBeGreaterThanOrEqual(2_000);
    expect(took).toBeLessThan(30_000);
  });

  it("settings.json retry.provider.idleTimeoutMs sets it too", async () => {
    const ws = workspace(local([{ id: "m" }]), { retry: { baseDelayMs: 1, provider: { idleTimeoutMs: 1_000 } } });
    server.script({ fault: { kind: "stall", afterFrames: 2 } }, { text: "after the stall" });
    const started = Date.now();
    const r = await run(ws, ["--model", "local/m", "--no-session", "hi"]);
    expect(r).toMatchObject({ code: 0, stdout: "after the stall\n" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(r.requests[0].clientClosedEarly).toBe(true);
  });
});
