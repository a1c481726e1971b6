import type { Api, BuiltInProvider, Model, Usage } from "./types.js";

type Entry = [id: string, reasoning: boolean, contextWindow: number, maxTokens: number, input: number, output: number, cacheRead: number, cacheWrite: number];

// Prices in US dollars per million tokens, as published by each provider (checked 2026-11).
const ANTHROPIC: Entry[] = [
  ["claude-opus-4-7", true, 1_000_000, 128_000, 5, 25, 0.5, 6.25],
  ["claude-opus-4-6", true, 1_000_000, 128_000, 5, 25, 0.5, 6.25],
  ["claude-sonnet-4-6", true, 1_000_000, 64_000, 3, 15, 0.3, 3.75],
  ["claude-opus-4-5", true, 200_000, 64_000, 5, 25, 0.5, 6.25],
  ["claude-sonnet-4-5", true, 200_000, 64_000, 3, 15, 0.3, 3.75],
  ["claude-haiku-4-5", true, 200_000, 64_000, 1, 5, 0.1, 1.25],
  ["claude-opus-4-1", true, 200_000, 32_000, 15, 75, 1.5, 18.75],
  ["claude-sonnet-4-0", true, 200_000, 64_000, 3, 15, 0.3, 3.75],
];
const OPENAI: Entry[] = [
  ["gpt-5.5", true, 272_000, 128_000, 5, 30, 0.5, 0],
  ["gpt-5.4", true, 272_000, 128_000, 2.5, 15, 0.25, 0],
  ["gpt-5.4-mini", true, 400_000, 128_000, 0.75, 4.5, 0.075, 0],
  ["gpt-5.4-nano", true, 400_000, 128_000, 0.2, 1.25, 0.02, 0],
  ["gpt-5.3-codex", true, 400_000, 128_000, 1.75, 14, 0.175, 0],
  ["gpt-5.2", true, 400_000, 128_000, 1.75, 14, 0.175, 0],
  ["gpt-5.1", true, 400_000, 128_000, 1.25, 10, 0.125, 0],
  ["gpt-5.1-codex", true, 400_000, 128_000, 1.25, 10, 0.125, 0],
  ["gpt-5", true, 400_000, 128_000, 1.25, 10, 0.125, 0],
  ["gpt-5-mini", true, 400_000, 128_000, 0.25, 2, 0.025, 0],
  ["gpt-5-nano", true, 400_000, 128_000, 0.05, 0.4, 0.005, 0],
  ["gpt-4.1", false, 1_047_576, 32_768, 2, 8, 0.5, 0],
  ["gpt-4.1-mini", false, 1_047_576, 32_768, 0.4, 1.6, 0.1, 0],
  ["gpt-4o", false, 128_000, 16_384, 2.5, 10, 1.25, 0],
  ["o3", true, 200_000, 100_000, 2, 8, 0.5, 0],
  ["o4-mini", true, 200_000, 100_000, 1.1, 4.4, 0.28, 0],
];
const GOOGLE: Entry[] = [
  ["gemini-3.1-pro-preview", true, 1_048_576, 65_536, 2, 12, 0.2, 0],
  ["gemini-3-flash-preview", true, 1_048_576, 65_536, 0.5, 3, 0.05, 0],
  ["gemini-3.1-flash-lite-preview", true, 1_048_576, 65_536, 0.25, 1.5, 0.025, 0],
  ["gemini-2.5-pro", true, 1_048_576, 65_536, 1.25, 10, 0.125, 0],
  ["gemini-2.5-flash", true, 1_048_576, 65_536, 0.3, 2.5, 0.03, 0],
  ["gemini-2.5-flash-lite", true, 1_048_576, 65_536, 0.1, 0.4, 0.025, 0],
];

export const PROVIDER_API: Record<BuiltInProvider, Api> = {
  anthropic: "anthropic-messages",
  openai: "openai-responses",
  "openai-compatible": "openai-completions",
  google: "google-generative-ai",
};

/** Environment variable holding each provider's key (the action maps its inputs onto these). */
export const PROVIDER_KEY_ENV: Record<BuiltInProvider, string> = {
  anthropic: "ANTHROPIC_API_KEY",
  openai: "OPENAI_API_KEY",
  "openai-compatible": "OPENAI_API_KEY",
  google: "GEMINI_API_KEY",
};

/** The variable a provider's key is read from when nothing else gives one (built-in providers only). */
export function keyEnvOf(provider: string): string | undefined {
  return isBuiltInProvider(provider) ? PROVIDER_KEY_ENV[provider] : undefined;
}

/** Where a provider's key can come from, for error messages. */
export function keyHint(provider: string): string {
  const env = keyEnvOf(provider);
  return env ? `set ${env} or pass --api-key` : `set providers.${provider}.apiKey in models.json or pass --api-key`;
}

/** Defaults for ids not in the catalogue (pi's custom-model defaults). */
export const UNKNOWN_MODEL_DEFAULTS = {
  reasoning: false,
  contextWindow: 128_000,
  maxTokens: 16_384,
  cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
} as const;

function toModel(provider: BuiltInProvider, e: Entry): Model {
  const [id, reasoning, contextWindow, maxTokens, input, output, cacheRead, cacheWrite] = e;
  return {
    id,
    name: id,
    api: PROVIDER_API[provider],
    provider,
    reasoning,
    input: ["text", "image"],
    cost: { input, output, cacheRead, cacheWrite },
    contextWindow,
    maxTokens,
  };
}

export const MODELS: Model[] = [
  ...ANTHROPIC.map((e) => toModel("anthropic", e)),
  ...OPENAI.map((e) => toModel("openai", e)),
  ...GOOGLE.map((e) => toModel("google", e)),
];

export const PROVIDERS = Object.keys(PROVIDER_API) as BuiltInProvider[];

export function isBuiltInProvider(value: string): value is BuiltInProvider {
  return (PROVIDERS as string[]).includes(value);
}

/**
 * Resolves `<provider>/<id>` of a built-in provider (ModelRegistry adds models.json's). Unknown ids are accepted with UNKNOWN_MODEL_DEFAULTS (flagged
 * `unknown`), so a new model works on day one; an unknown provider is a usage error.
 */
export function resolveModel(spec: string): Model {
  const slash = spec.indexOf("/");
  const provider = slash > 0 ? spec.slice(0, slash) : "";
  const id = slash > 0 ? spec.slice(slash + 1) : "";
  if (!isBuiltInProvider(provider) || !id) {
    throw new Error(
      `Model "${spec}" is not of the form <provider>/<id>; providers are ${PROVIDERS.join(", ")} (e.g. anthropic/claude-sonnet-4-6).`,
    );
  }
  const listed = (x: string) => (provider === "openai-compatible" ? undefined : MODELS.find((m) => m.provider === provider && m.id === x));
  // Anthropic's dated snapshot (claude-sonnet-4-5-20250929) is the listed model, at its prices;
  // OpenAI's snapshots are not always priced as their alias.
  const known = listed(id) ?? (provider === "anthropic" ? listed(id.replace(/-\d{8}$/, "")) : undefined);
  if (known) return { ...known, id, name: id, cost: { ...known.cost }, input: [...known.input] };
  return {
    id,
    name: id,
    api: PROVIDER_API[provider],
    provider,
    reasoning: UNKNOWN_MODEL_DEFAULTS.reasoning,
    // A model nobody described may still take images; pi assumes text only, which silently drops screenshots.
    input: provider === "openai-compatible" ? ["text"] : ["text", "image"],
    cost: { ...UNKNOWN_MODEL_DEFAULTS.cost },
    contextWindow: UNKNOWN_MODEL_DEFAULTS.contextWindow,
    maxTokens: UNKNOWN_MODEL_DEFAULTS.maxTokens,
    unknown: true,
  };
}

/** Whether the model has prices: without them every token counts $0 (an id not in the catalogue, a models.json entry without `cost`). */
export const hasPrices = (model: Model) => model.cost.input > 0 || model.cost.output > 0;

/**
 * Why a cost budget (`budget`: the flag or input that set it) cannot be kept with this model, or
 * undefined: a model without prices costs $0 a token, so the budget would never stop the run.
 */
export function unpricedBudgetProblem(model: Model, spec: string, budget: string, modelsFile: string): string | undefined {
  if (hasPrices(model)) return undefined;
  return `${budget} cannot be kept: model ${spec} has no prices; describe it with its "cost" (US dollars per million tokens) in ${modelsFile}, use a listed model, or remove ${budget}`;
}

/** Fills `usage.cost` from the model's prices. */
export function applyCost(model: Model, usage: Usage): Usage {
  const perToken = (price: number, tokens: number) => (price * tokens) / 1_000_000;
  const input = perToken(model.cost.input, usage.input);
  const output = perToken(model.cost.output, usage.output);
  const cacheRead = perToken(model.cost.cacheRead, usage.cacheRead);
  const cacheWrite = perToken(model.cost.cacheWrite, usage.cacheWrite);
  usage.cost = { input, output, cacheRead, cacheWrite, total: input + output + cacheRead + cacheWrite };
  return usage;
}

export function emptyUsage(): Usage {
  return { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, totalTokens: 0, cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } };
}
