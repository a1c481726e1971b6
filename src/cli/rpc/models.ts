import type { ModelRegistry } from "../../ai/model-registry.js";
import { keyHint } from "../../ai/models.js";
import { lacksKey, missingBaseUrl, resolveApiKey } from "../../ai/stream.js";
import type { Model } from "../../ai/types.js";
import type { CliArgs } from "../args.js";

/** Where a model's key and base URL come from: --api-key/--base-url belong to the provider they came with. */
export interface KeySource {
  args: CliArgs;
  models: ModelRegistry;
  /** The provider of the model the process started with. */
  provider: string;
}

export function streamFor(src: KeySource, model: Model): { apiKey?: string; baseUrl?: string } {
  const same = model.provider === src.provider;
  return { apiKey: (same ? src.args.apiKey : undefined) ?? src.models.apiKey(model), baseUrl: same ? src.args.baseUrl : undefined };
}

/** The key and base URL to switch to `model`; throws one line when it has no base URL or no key. */
export function requireKey(src: KeySource, model: Model): { apiKey?: string; baseUrl?: string } {
  const stream = streamFor(src, model);
  // Said now, not at the next prompt: a switch to a model that could not be reached is refused.
  const noUrl = missingBaseUrl(model, stream.baseUrl, "OPENAI_BASE_URL");
  if (noUrl) throw new Error(noUrl);
  if (lacksKey(model, stream.apiKey, stream.baseUrl)) throw new Error(`No API key for ${model.provider}/${model.id}: ${keyHint(model.provider)}`);
  return stream;
}

/** pi's getAvailable: the listed models whose provider has a key configured (no key command is run for it). */
export function availableModels(src: KeySource): Model[] {
  const hasKey = (m: Model) =>
    (m.provider === src.provider && src.args.apiKey !== undefined) || src.models.hasConfiguredKey(m) || resolveApiKey(m) !== undefined;
  return src.models.list().filter(hasKey);
}

/** Arguments for a fresh session that keeps the current model and thinking level, as pi's new_session does. */
export function argsForNewSession(src: KeySource, model: Model, thinking: CliArgs["thinking"]): CliArgs {
  const same = model.provider === src.provider;
  return {
    ...src.args,
    session: undefined,
    continue: false,
    model: `${model.provider}/${model.id}`,
    thinking,
    apiKey: same ? src.args.apiKey : undefined,
    baseUrl: same ? src.args.baseUrl : undefined,
  };
}
