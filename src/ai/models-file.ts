import type { Api, Model, ModelCompat } from "./types.js";

// pi's models.json (docs/models.md), checked field by field so a mistake is named in one line.

export interface ModelConfig {
  id: string;
  name?: string;
  api?: Api;
  reasoning?: boolean;
  input?: ("text" | "image")[];
  contextWindow?: number;
  maxTokens?: number;
  cost?: Partial<Model["cost"]>;
  compat?: ModelCompat;
  headers?: Record<string, string>;
}

export type ModelOverride = Partial<Pick<Model, "name" | "reasoning" | "input" | "contextWindow" | "maxTokens" | "headers" | "compat">> & { cost?: Partial<Model["cost"]> };

export interface ProviderConfig {
  baseUrl?: string;
  api?: Api;
  apiKey?: string;
  headers?: Record<string, string>;
  authHeader?: boolean;
  compat?: ModelCompat;
  models?: ModelConfig[];
  modelOverrides?: Record<string, ModelOverride>;
}

export interface ModelsFile {
  providers: Record<string, ProviderConfig>;
}

const APIS: Api[] = ["anthropic-messages", "openai-responses", "openai-completions", "google-generative-ai"];
const BUILT_IN = ["anthropic", "openai", "openai-compatible", "google"];

class FieldError extends Error {}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

function fail(field: string, want: string, got: unknown): never {
  throw new FieldError(`${field} must be ${want} (got ${JSON.stringify(got) ?? String(got)})`);
}

function str(o: Obj, key: string, field: string): string | undefined {
  const v = o[key];
  if (v === undefined) return undefined;
  if (typeof v !== "string" || !v) fail(`${field}.${key}`, "a non-empty string", v);
  return v;
}

function bool(o: Obj, key: string, field: string): boolean | undefined {
  const v = o[key];
  if (v !== undefined && typeof v !== "boolean") fail(`${field}.${key}`, "true or false", v);
  return v as boolean | undefined;
}

function count(o: Obj, key: string, field: string): number | undefined {
  const v = o[key];
  if (v !== undefined && !(typeof v === "number" && Number.isInteger(v) && v > 0)) fail(`${field}.${key}`, "a positive whole number", v);
  return v as number | undefined;
}

function api(o: Obj, field: string): Api | undefined {
  const v = o.api;
  if (v !== undefined && !APIS.includes(v as Api)) fail(`${field}.api`, `one of ${APIS.join(", ")}`, v);
  return v as Api | undefined;
}

function object(o: Obj, key: string, field: string): Obj | undefined {
  const v = o[key];
  if (v !== undefined && !isObj(v)) fail(`${field}.${key}`, "an object", v);
  return v as Obj | undefined;
}

function strings(o: Obj, key: string, field: string): Record<string, string> | undefined {
  const v = object(o, key, field);
  if (v) for (const [k, x] of Object.entries(v)) if (typeof x !== "string") fail(`${field}.${key}.${k}`, "a string", x);
  return v as Record<string, string> | undefined;
}

function cost(o: Obj, field: string): Partial<Model["cost"]> | undefined {
  const v = object(o, "cost", field);
  if (!v) return undefined;
  for (const k of ["input", "output", "cacheRead", "cacheWrite"]) {
    if (v[k] !== undefined && !(typeof v[k] === "number" && (v[k] as number) >= 0)) fail(`${field}.cost.${k}`, "a number of dollars per million tokens, 0 or more", v[k]);
  }
  return v as Partial<Model["cost"]>;
}

function input(o: Obj, field: string): ("text" | "image")[] | undefined {
  const v = o.input;
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || !v.length || v.some((x) => x !== "text" && x !== "image")) fail(`${field}.input`, 'a list of "text" and "image"', v);
  return v as ("text" | "image")[];
}

/** The fields a model entry and a modelOverrides entry share. */
function modelFields(o: Obj, field: string): ModelOverride {
  const out: ModelOverride = {};
  const set = <K extends keyof ModelOverride>(k: K, v: ModelOverride[K] | undefined) => {
    if (v !== undefined) out[k] = v;
  };
  set("name", str(o, "name", field));
  set("reasoning", bool(o, "reasoning", field));
  set("input", input(o, field));
  set("contextWindow", count(o, "contextWindow", field));
  set("maxTokens", count(o, "maxTokens", field));
  set("cost", cost(o, field));
  set("compat", object(o, "compat", field) as ModelCompat | undefined);
  set("headers", strings(o, "headers", field));
  return out;
}

function provider(name: string, o: Obj): ProviderConfig {
  const field = `providers.${name}`;
  const config: ProviderConfig = {
    baseUrl: str(o, "baseUrl", field),
    api: api(o, field),
    apiKey: str(o, "apiKey", field),
    headers: strings(o, "headers", field),
    authHeader: bool(o, "authHeader", field),
    compat: object(o, "compat", field) as ModelCompat | undefined,
  };
  if (o.models !== undefined) {
    if (!Array.isArray(o.models)) fail(`${field}.models`, "a list of models", o.models);
    config.models = o.models.map((m, i) => {
      const at = `${field}.models[${i}]`;
      if (!isObj(m)) fail(at, "an object with an id", m);
      const id = str(m, "id", at);
      if (!id) throw new FieldError(`${at}.id is required`);
      const modelApi = api(m, at);
      if (!BUILT_IN.includes(name) && !modelApi && !config.api) throw new FieldError(`${at} needs an api: set "api" on the provider or the model (e.g. openai-completions)`);
      return { id, ...(modelApi ? { api: modelApi } : {}), ...modelFields(m, at) } as ModelConfig;
    });
    if (config.models.length && !BUILT_IN.includes(name) && !config.baseUrl) throw new FieldError(`${field}.baseUrl is required for a provider with custom models`);
  }
  const overrides = object(o, "modelOverrides", field);
  if (overrides) {
    config.modelOverrides = {};
    for (const [id, patch] of Object.entries(overrides)) {
      if (!isObj(patch)) fail(`${field}.modelOverrides.${id}`, "an object", patch);
      config.modelOverrides[id] = modelFields(patch, `${field}.modelOverrides.${id}`);
    }
  }
  for (const k of Object.keys(config) as (keyof ProviderConfig)[]) if (config[k] === undefined) delete config[k];
  return config;
}

/** Parses models.json text; throws one line naming the file and the field. */
export function parseModelsFile(text: string, path: string): ModelsFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON (${(error as Error).message}); fix or remove it.`);
  }
  try {
    if (!isObj(data)) fail("the file", 'an object with "providers"', data);
    const providers = data.providers === undefined ? {} : data.providers;
    if (!isObj(providers)) fail("providers", "an object keyed by provider name", providers);
    const out: ModelsFile = { providers: {} };
    for (const [name, config] of Object.entries(providers)) {
      if (name.includes("/") || !name) throw new FieldError(`providers."${name}": a provider name cannot be empty or hold "/"`);
      if (!isObj(config)) fail(`providers.${name}`, "an object", config);
      out.providers[name] = provider(name, config);
    }
    return out;
  } catch (error) {
    if (error instanceof FieldError) throw new Error(`${path}: ${error.message}.`);
    throw error;
  }
}
