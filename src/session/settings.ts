import { readFileSync } from "node:fs";
import { join } from "node:path";
import { staysInside } from "../context/paths.js";
import { DEFAULT_COMPACTION_SETTINGS, type CompactionSettings } from "./compaction.js";
import { DEFAULT_RETRY_SETTINGS, type RetrySettings } from "./retry.js";

export interface Settings {
  retry: RetrySettings;
  compaction: CompactionSettings;
  defaultProvider?: string;
  defaultModel?: string;
  defaultThinkingLevel?: string;
  shellPath?: string;
  shellCommandPrefix?: string;
  /** repo-agent's own `retry.provider.idleTimeoutMs`: a model stream quiet this long is retried. */
  idleTimeoutMs?: number;
}

function readJson(path: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return {};
  }
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch (error) {
    throw new Error(`${path} is not valid JSON (${(error as Error).message}); fix or remove it.`);
  }
}

function pick<T extends object>(defaults: T, ...layers: unknown[]): T {
  const out = { ...defaults } as Record<string, unknown>;
  for (const layer of layers) {
    if (!layer || typeof layer !== "object") continue;
    for (const [k, v] of Object.entries(layer)) if (k in out && typeof v === typeof out[k]) out[k] = v;
  }
  return out as T;
}

function text(...values: unknown[]): string | undefined {
  for (const v of values) if (typeof v === "string" && v) return v;
  return undefined;
}

function positive(path: string, ...values: unknown[]): number | undefined {
  for (const v of values) {
    if (v === undefined) continue;
    if (typeof v !== "number" || !(v > 0)) throw new Error(`settings.json: ${path} must be a positive number of milliseconds (got ${JSON.stringify(v)}); fix or remove it.`);
    return v;
  }
  return undefined;
}

const idle = (layer: Record<string, unknown>) => ((layer.retry as { provider?: { idleTimeoutMs?: unknown } } | undefined)?.provider?.idleTimeoutMs);

/**
 * pi's `settings.json` keys that apply without a terminal, read from the user directory and then
 * `<cwd>/.pi/settings.json` (project wins), so pi users keep their defaults and tuning. A project
 * file inside `confine` that resolves outside it (a link) is not read.
 */
export function loadSettings(agentDir: string, cwd: string, confine?: string): Settings {
  const user = readJson(join(agentDir, "settings.json"));
  const projectFile = join(cwd, ".pi", "settings.json");
  const project = staysInside(projectFile, confine) ? readJson(projectFile) : {};
  return {
    retry: pick(DEFAULT_RETRY_SETTINGS, user.retry, project.retry),
    compaction: pick(DEFAULT_COMPACTION_SETTINGS, user.compaction, project.compaction),
    defaultProvider: text(project.defaultProvider, user.defaultProvider),
    defaultModel: text(project.defaultModel, user.defaultModel),
    defaultThinkingLevel: text(project.defaultThinkingLevel, user.defaultThinkingLevel),
    shellPath: text(project.shellPath, user.shellPath),
    shellCommandPrefix: text(project.shellCommandPrefix, user.shellCommandPrefix),
    idleTimeoutMs: positive("retry.provider.idleTimeoutMs", idle(project), idle(user)),
  };
}
