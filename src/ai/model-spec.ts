import type { ModelRegistry } from "./model-registry.js";
import { toThinkingLevel } from "./thinking.js";
import type { Model, ThinkingLevel } from "./types.js";

export interface ResolvedSpec {
  model: Model;
  /** From a `:<level>` suffix. */
  thinking?: ThinkingLevel;
  warning?: string;
}

/**
 * `--model <provider>/<id>` as pi reads it: an id that is not listed but ends in `:<level>` after a
 * listed id is that model at that thinking level (`anthropic/claude-sonnet-4-6:high`); any other
 * id nobody listed is used as given, with pi's warning when the provider lists models (an
 * openai-compatible endpoint lists none, so its ids are never "not found").
 */
export function resolveModelSpec(models: ModelRegistry, spec: string): ResolvedSpec {
  const model = models.resolve(spec);
  if (!model.unknown) return { model };
  const colon = spec.lastIndexOf(":");
  const thinking = colon > spec.indexOf("/") ? toThinkingLevel(spec.slice(colon + 1)) : undefined;
  if (thinking) {
    const base = models.resolve(spec.slice(0, colon));
    if (!base.unknown) return { model: base, thinking };
  }
  if (!models.list().some((m) => m.provider === model.provider)) return { model };
  return { model, warning: `Model "${model.id}" not found for provider "${model.provider}". Using custom model id.` };
}
