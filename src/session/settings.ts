import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_COMPACTION_SETTINGS, type CompactionSettings } from "./compaction.js";
import { DEFAULT_RETRY_SETTINGS, type RetrySettings } from "./retry.js";

export interface SessionSettings {
  retry: RetrySettings;
  compaction: CompactionSettings;
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

/**
 * pi's `settings.json` keys that shape a run (`retry`, `compaction`), read from the user
 * directory and then `<cwd>/.pi/settings.json` (project wins), so pi users keep their tuning.
 */
export function loadSessionSettings(agentDir: string, cwd: string): SessionSettings {
  const user = readJson(join(agentDir, "settings.json"));
  const project = readJson(join(cwd, ".pi", "settings.json"));
  return {
    retry: pick(DEFAULT_RETRY_SETTINGS, user.retry, project.retry),
    compaction: pick(DEFAULT_COMPACTION_SETTINGS, user.compaction, project.compaction),
  };
}
