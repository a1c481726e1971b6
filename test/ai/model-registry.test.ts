import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ModelRegistry } from "../../src/ai/model-registry.js";
import { MODELS } from "../../src/ai/models.js";
import { parseModelsFile } from "../../src/ai/models-file.js";

const FIXTURES = new URL("../fixtures/pi-models/", import.meta.url).pathname;
const example = (name: string) => readFileSync(join(FIXTURES, name), "utf8");
const registry = (json: unknown, values: "pi" | "literal" = "pi", env: NodeJS.ProcessEnv = {}) =>
  new ModelRegistry(parseModelsFile(typeof json === "string" ? json : JSON.stringify(json), "models.json"), { values, env });

describe("models.json: pi's docs/models.md examples", () => {
  it("loads every complete example unchanged", () => {
    const files = readdirSync(FIXTURES).filter((f) => f.endsWith(".json"));
    expect(files).toHaveLength(9);
    for (const f of files) expect(() => registry(example(f)), f).not.toThrow();
  });

  it("Ollama: a local model with pi's defaults for what it leaves out", () => {
    const r = registry(example("01-ollama.json"));
    expect(r.resolve("ollama/qwen2.5-coder:7b")).toMatchObject({
      provider: "ollama",
      api: "openai-completions",
      baseUrl: "http://localhost:11434/v1",
      reasoning: false,
      input: ["text"],
      contextWindow: 128_000,
      maxTokens: 16_384,
      cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
    });
    expect(r.list().filter((m) => m.provider === "ollama").map((m) => m.id)).toEqual(["llama3.1:8b", "qwen2.5-coder:7b"]);
    // Its apiKey is a literal ("ollama"), read as pi reads it: no variable of that name exists.
    expect(r.apiKey(r.resolve("ollama/llama3.1:8b"))).toBe("ollama");
  });

  it("provider compat reaches the model, and the full example's figures are kept", () => {
    expect(registry(example("02-ollama.json")).resolve("ollama/gpt-oss:20b")).toMatchObject({
      reasoning: true,
      compat: { supportsDeveloperRole: false, supportsReasoningEffort: false },
    });
    expect(registry(example("03-ollama.json")).resolve("ollama/llama3.1:8b")).toMatchObject({ name: "Llama 3.1 8B (Local)", contextWindow: 128_000, maxTokens: 32_000 });
  });

  it("vLLM-style gateway: a model id holding slashes, prices and a window of its own", () => {
    const r = registry(example("09-vercel-ai-gateway.json"), "pi", { AI_GATEWAY_API_KEY: "gw-key" });
    const m = r.resolve("vercel-ai-gateway/moonshotai/kimi-k2.5");
    expect(m).toMatchObject({ id: "moonshotai/kimi-k2.5", input: ["text", "image"], contextWindow: 262_144, cost: { input: 0.6, output: 3 } });
    expect(r.apiKey(m)).toBe("gw-key");
    // Matching by name, as pi's --model does.
    expect(r.resolve("vercel-ai-gateway/Kimi K2.5 (Fireworks via Vercel)").id).toBe("moonshotai/kimi-k2.5");
  });

  it("an overridden built-in provider keeps every built-in model, now behind the proxy", () => {
    const r = registry(example("05-anthropic.json"));
    const anthropic = r.list().filter((m) => m.provider === "anthropic");
    expect(anthropic.map((m) => m.id)).toEqual(MODELS.filter((m) => m.provider === "anthropic").map((m) => m.id));
    expect(new Set(anthropic.map((m) => m.baseUrl))).toEqual(new Set(["https://my-proxy.example.com/v1"]));
    expect(r.resolve("anthropic/claude-sonnet-4-5")).toMatchObject({ baseUrl: "https://my-proxy.example.com/v1", cost: { input: 3, output: 15 } });
    // Unknown ids of the provider follow it too.
    expect(r.resolve("anthropic/claude-next")).toMatchObject({ baseUrl: "https://my-proxy.example.com/v1", input: ["text", "image"], unknown: true });
  });
});

describe("models.json: pi's merge rules", () => {
  it("a custom model with a built-in id replaces it; a new id joins the built-in ones", () => {
    const r = registry({
      providers: {
        anthropic: {
          models: [
            { id: "claude-sonnet-4-5", contextWindow: 50_000, input: ["text"] },
            { id: "claude-in-house", reasoning: true },
          ],
        },
      },
    });
    expect(r.resolve("anthropic/claude-sonnet-4-5")).toMatchObject({ contextWindow: 50_000, input: ["text"], api: "anthropic-messages", cost: { input: 0 } });
    expect(r.resolve("anthropic/claude-in-house")).toMatchObject({ reasoning: true, api: "anthropic-messages" });
    expect(r.resolve("anthropic/claude-in-house").unknown).toBeUndefined();
    expect(r.list().filter((m) => m.provider === "anthropic")).toHaveLength(MODELS.filter((m) => m.provider === "anthropic").length + 1);
  });

  it("modelOverrides patch a built-in model field by field and ignore unknown ids", () => {
    const r = registry({
      providers: {
        openai: {
          headers: { "x-team": "a" },
          modelOverrides: {
            "gpt-5.1": { name: "GPT house", contextWindow: 100_000, cost: { input: 9 }, headers: { "x-route": "eu" } },
            "gpt-none": { name: "ignored" },
          },
        },
      },
    });
    expect(r.resolve("openai/gpt-5.1")).toMatchObject({
      name: "GPT house",
      contextWindow: 100_000,
      maxTokens: 128_000,
      cost: { input: 9, output: 10 },
      headers: { "x-team": "a", "x-route": "eu" },
    });
    expect(r.list().some((m) => m.id === "gpt-none")).toBe(false);
  });

  it("a model's compat wins over its provider's, key by key", () => {
    const r = registry({
      providers: {
        local: {
          baseUrl: "http://127.0.0.1:1/v1",
          api: "openai-completions",
          compat: { supportsDeveloperRole: false, maxTokensField: "max_tokens" },
          models: [{ id: "m", compat: { maxTokensField: "max_completion_tokens" } }],
        },
      },
    });
    expect(r.resolve("local/m").compat).toEqual({ supportsDeveloperRole: false, maxTokensField: "max_completion_tokens" });
  });

  it("a custom provider's unlisted id gets the provider's settings and pi's defaults", () => {
    const r = registry({ providers: { local: { baseUrl: "http://h/v1", api: "openai-responses", models: [{ id: "a" }] } } });
    expect(r.resolve("local/b")).toMatchObject({ id: "b", provider: "local", api: "openai-responses", baseUrl: "http://h/v1", input: ["text"], unknown: true });
    expect(() => r.resolve("nowhere/x")).toThrow(/providers are anthropic, openai, openai-compatible, google, local/);
  });
});

describe("models.json: values and mistakes", () => {
  it("reads apiKey and headers as pi does in the CLI: a command, a variable, or the text itself", () => {
    const r = registry(
      { providers: { p: { baseUrl: "http://h", api: "anthropic-messages", apiKey: "!printf 'from-cmd\\n'", headers: { a: "MY_VAR", b: "plain", c: "!echo hdr" }, models: [{ id: "m" }] } } },
      "pi",
      { MY_VAR: "from-env" },
    );
    const m = r.resolve("p/m");
    expect(r.apiKey(m)).toBe("from-cmd");
    expect(m.headers).toEqual({ a: "from-env", b: "plain", c: "hdr" });
    // Listing never runs the commands.
    expect(r.list().find((x) => x.id === "m")?.headers).toEqual({ a: "MY_VAR", b: "plain", c: "!echo hdr" });
  });

  it("in the action's literal mode runs nothing, reads no variable and gives no key", () => {
    const dir = mkdtempSync(join(tmpdir(), "models-literal-"));
    const marker = join(dir, "ran");
    const r = registry(
      { providers: { p: { baseUrl: "http://h", api: "openai-completions", apiKey: `!touch ${marker}`, headers: { a: "HOME", b: `!touch ${marker}` }, models: [{ id: "m" }] } } },
      "literal",
      { HOME: "/root" },
    );
    const m = r.resolve("p/m");
    expect(r.apiKey(m)).toBeUndefined();
    expect(m.headers).toEqual({ a: "HOME", b: `!touch ${marker}` });
    expect(readdirSync(dir)).toEqual([]);
  });

  it("a failing command is one line naming the field", () => {
    const r = registry({ providers: { p: { baseUrl: "http://h", api: "openai-completions", apiKey: "!echo nope >&2; exit 3", models: [{ id: "m" }] } } });
    expect(() => r.apiKey(r.resolve("p/m"))).toThrow(/^models\.json providers\.p\.apiKey: the command failed \(nope\); fix the command or give the value directly\.$/);
  });

  it.each([
    [{ providers: { p: { api: "openai-completions", models: [{ id: "m" }] } } }, "models.json: providers.p.baseUrl is required for a provider with custom models."],
    [{ providers: { p: { baseUrl: "http://h", models: [{ id: "m" }] } } }, "models.json: providers.p.models[0] needs an api: set \"api\" on the provider or the model (e.g. openai-completions)."],
    [{ providers: { p: { baseUrl: "http://h", api: "openai-chat", models: [] } } }, "models.json: providers.p.api must be one of anthropic-messages, openai-responses, openai-completions, google-generative-ai (got \"openai-chat\")."],
    [{ providers: { p: { baseUrl: "http://h", api: "openai-completions", models: [{ id: "m", contextWindow: "32k" }] } } }, "models.json: providers.p.models[0].contextWindow must be a positive whole number (got \"32k\")."],
    [{ providers: { p: { baseUrl: "http://h", api: "openai-completions", models: [{ name: "x" }] } } }, "models.json: providers.p.models[0].id is required."],
    [{ providers: { p: { baseUrl: "http://h", api: "openai-completions", models: [{ id: "m", input: ["text", "audio"] }] } } }, "models.json: providers.p.models[0].input must be a list of \"text\" and \"image\" (got [\"text\",\"audio\"])."],
    [{ providers: { anthropic: { modelOverrides: { "claude-sonnet-4-5": { cost: { input: -1 } } } } } }, "models.json: providers.anthropic.modelOverrides.claude-sonnet-4-5.cost.input must be a number of dollars per million tokens, 0 or more (got -1)."],
    [{ providers: [] }, "models.json: providers must be an object keyed by provider name (got [])."],
  ])("names the field of a mistake: %j", (json, message) => {
    expect(() => registry(json)).toThrow(message);
  });

  it("a missing file is an empty one; broken JSON says so", () => {
    const dir = mkdtempSync(join(tmpdir(), "models-file-"));
    expect(ModelRegistry.load(join(dir, "models.json"), { values: "pi" }).list()).toHaveLength(MODELS.length);
    writeFileSync(join(dir, "models.json"), "{ providers: ");
    expect(() => ModelRegistry.load(join(dir, "models.json"), { values: "pi" })).toThrow(/models\.json is not valid JSON .*; fix or remove it\.$/);
  });
});
