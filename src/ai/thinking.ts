import type { Model, ThinkingLevel } from "./types.js";

/** Token budgets per level for APIs that take a budget (pi's values). */
export const THINKING_BUDGETS: Record<Exclude<ThinkingLevel, "off">, number> = {
  minimal: 1024,
  low: 2048,
  medium: 8192,
  high: 16384,
};

/** pi's default output cap: the model's maximum, but no more than 32000 tokens. */
export function defaultMaxTokens(model: Model): number {
  return Math.min(model.maxTokens, 32_000);
}

/** The level actually used: "off" for models that do not reason. */
export function effectiveThinking(model: Model, level: ThinkingLevel | undefined): ThinkingLevel {
  return model.reasoning ? (level ?? "off") : "off";
}
