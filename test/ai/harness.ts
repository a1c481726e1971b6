import { resolveModel } from "../../src/ai/models.js";
import type { Model } from "../../src/ai/types.js";
import type { ModelServer, WireApi } from "../support/model-server.js";

export interface ApiCase {
  name: string;
  wire: WireApi;
  model: Model;
  baseUrl(server: ModelServer): string;
}

/** One catalogue model per API, each pointed at the loopback server through its SDK's base URL. */
export const API_CASES: ApiCase[] = [
  { name: "anthropic", wire: "anthropic", model: resolveModel("anthropic/claude-haiku-4-5"), baseUrl: (s) => s.url },
  { name: "openai", wire: "openai-responses", model: resolveModel("openai/gpt-5.1"), baseUrl: (s) => `${s.url}/v1` },
  {
    name: "openai-compatible",
    wire: "openai-chat",
    model: { ...resolveModel("openai-compatible/qwen3-coder"), reasoning: true, cost: { input: 0.5, output: 1.5, cacheRead: 0.05, cacheWrite: 0 } },
    baseUrl: (s) => `${s.url}/v1`,
  },
  { name: "google", wire: "gemini", model: resolveModel("google/gemini-2.5-flash"), baseUrl: (s) => s.url },
];

export const TEST_KEY = "test-key-not-a-secret";
