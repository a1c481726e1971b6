import type { Model, ThinkingLevel } from "./types.js";

/** Our thinking levels, lowest first (RPC's cycle_thinking_level goes through them in this order). */
export const THINKING_LEVELS: readonly ThinkingLevel[] = ["off", "minimal", "low", "medium", "high"];

/** pi's thinking levels: ours and xhigh, which is our high. */
export const PI_LEVELS = [...THINKING_LEVELS, "xhigh"] as const;
export type PiThinkingLevel = ThinkingLevel | "xhigh";

/** A level as pi names it (--thinking, settings.json, a model's `:<level>`, RPC) as ours; undefined for no level. */
export function toThinkingLevel(level: PiThinkingLevel): ThinkingLevel;
export function toThinkingLevel(level: string): ThinkingLevel | undefined;
export function toThinkingLevel(level: string): ThinkingLevel | undefined {
  if (!(PI_LEVELS as readonly string[]).includes(level)) return undefined;
  return level === "xhigh" ? "high" : (level as ThinkingLevel);
}

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
