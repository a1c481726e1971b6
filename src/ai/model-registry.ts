import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { MODELS, PROVIDER_API, UNKNOWN_MODEL_DEFAULTS, isBuiltInProvider, resolveModel } from "./models.js";
import { parseModelsFile, type ModelsFile, type ProviderConfig } from "./models-file.js";
import type { Model } from "./types.js";

/**
 * How `apiKey` and header values of models.json are read. The CLI reads them as pi does (`!cmd`
 * runs a command, a variable's name gives its value, anything else is literal); the action never
 * runs commands or reads its environment for them: its keys come only from its inputs.
 */
export type ValueMode = "pi" | "literal";

export interface RegistryOptions {
  values: ValueMode;
  env?: NodeJS.ProcessEnv;
}

/**
 * The built-in catalogue merged with a models.json (pi's format and merge rules): providers
 * override built-in ones' baseUrl, api, headers and key; `modelOverrides` patch built-in models;
 * `models` are upserted by id.
 */
export class ModelRegistry {
  private readonly models: Model[];

  constructor(
    private readonly file: ModelsFile = { providers: {} },
    private readonly options: RegistryOptions = { values: "pi" },
  ) {
    this.models = MODELS.map((m) => withProvider(m, file.providers[m.provider]));
    for (const [provider, config] of Object.entries(file.providers)) {
      for (const [id, patch] of Object.entries(config.modelOverrides ?? {})) {
        const i = this.models.findIndex((m) => m.provider === provider && m.id === id);
        // Unknown ids are ignored, as pi does.
        if (i >= 0) this.models[i] = { ...this.models[i], ...patch, cost: { ...this.models[i].cost, ...patch.cost }, headers: { ...this.models[i].headers, ...patch.headers }, compat: { ...this.models[i].compat, ...patch.compat } };
      }
      for (const m of config.models ?? []) {
        const model = withProvider(
          {
            id: m.id,
            name: m.name ?? m.id,
            api: m.api ?? config.api ?? PROVIDER_API[provider as keyof typeof PROVIDER_API],
            provider,
            reasoning: m.reasoning ?? UNKNOWN_MODEL_DEFAULTS.reasoning,
            input: m.input ?? ["text"],
            cost: { ...UNKNOWN_MODEL_DEFAULTS.cost, ...m.cost },
            contextWindow: m.contextWindow ?? UNKNOWN_MODEL_DEFAULTS.contextWindow,
            maxTokens: m.maxTokens ?? UNKNOWN_MODEL_DEFAULTS.maxTokens,
            ...(m.compat ? { compat: m.compat } : {}),
            ...(m.headers ? { headers: m.headers } : {}),
          },
          config,
        );
        const i = this.models.findIndex((x) => x.provider === provider && x.id === m.id);
        if (i >= 0) this.models[i] = model;
        else this.models.push(model);
      }
    }
  }

  /**
   * Reads a models.json; a missing file is an empty one. Throws one line naming the file (as
   * `name`, default its path) and the field.
   */
  static load(path: string | undefined, options: RegistryOptions, name = path): ModelRegistry {
    if (!path) return new ModelRegistry(undefined, options);
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return new ModelRegistry(undefined, options);
      throw new Error(`cannot read ${name}: ${(error as Error).message}`);
    }
    return new ModelRegistry(parseModelsFile(text, name ?? path), options);
  }

  get providers(): string[] {
    return [...new Set([...Object.keys(PROVIDER_API), ...Object.keys(this.file.providers)])];
  }

  list(): Model[] {
    return this.models.map(copy);
  }

  /**
   * `<provider>/<id>` (the id may hold slashes). A listed model by id, then by name; an id nobody
   * listed gets pi's custom-model defaults and the provider's settings, flagged `unknown`.
   */
  resolve(spec: string): Model {
    const slash = spec.indexOf("/");
    const provider = slash > 0 ? spec.slice(0, slash) : "";
    const id = slash > 0 ? spec.slice(slash + 1) : "";
    const config = this.file.providers[provider];
    if (!id || (!isBuiltInProvider(provider) && !config)) {
      throw new Error(
        `Model "${spec}" is not of the form <provider>/<id> with a known provider; providers are ${this.providers.join(", ")} (add others in models.json).`,
      );
    }
    const mine = this.models.filter((m) => m.provider === provider);
    const found = mine.find((m) => m.id === id) ?? mine.find((m) => m.name.toLowerCase() === id.toLowerCase());
    if (found) return this.withHeaderValues(copy(found));
    if (isBuiltInProvider(provider)) return this.withHeaderValues(withProvider(resolveModel(spec), config));
    if (!config?.api) throw new Error(`Provider "${provider}" in models.json has no api; set "api" (e.g. openai-completions) on it or on its models.`);
    return this.withHeaderValues(withProvider({ ...resolveModel(`openai-compatible/${id}`), api: config.api, provider }, config));
  }

  /** Whether models.json gives this model's provider a key, without running or reading it (pi's availability check). */
  hasConfiguredKey(model: Model): boolean {
    return this.options.values === "pi" && this.file.providers[model.provider]?.apiKey !== undefined;
  }

  /** The key models.json gives this model's provider, if any (read as the value mode says). */
  apiKey(model: Model): string | undefined {
    const raw = this.file.providers[model.provider]?.apiKey;
    if (raw === undefined || this.options.values === "literal") return undefined;
    return this.value(raw, `providers.${model.provider}.apiKey`);
  }

  /** Reads the header values of the model a run will use (commands run, variables looked up in the CLI). */
  private withHeaderValues(model: Model): Model {
    if (!model.headers || this.options.values === "literal") return model;
    for (const [name, raw] of Object.entries(model.headers)) model.headers[name] = this.value(raw, `${model.provider} header ${name}`);
    return model;
  }

  private value(raw: string, field: string): string {
    if (raw.startsWith("!")) {
      try {
        return execSync(raw.slice(1), { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 30_000 }).trim();
      } catch (error) {
        const why = (error as { stderr?: string }).stderr?.trim().split("\n")[0] || (error as Error).message.split("\n")[0];
        throw new Error(`models.json ${field}: the command failed (${why}); fix the command or give the value directly.`);
      }
    }
    const env = this.options.env ?? process.env;
    return env[raw] ?? raw;
  }
}

function withProvider(model: Model, config: ProviderConfig | undefined): Model {
  if (!config) return model;
  const out: Model = { ...model };
  if (config.baseUrl) out.baseUrl = config.baseUrl;
  if (config.headers || model.headers) out.headers = { ...config.headers, ...model.headers };
  if (config.compat || model.compat) out.compat = { ...config.compat, ...model.compat };
  if (config.authHeader) out.authHeader = true;
  return out;
}

function copy(m: Model): Model {
  return { ...m, cost: { ...m.cost }, input: [...m.input], ...(m.headers ? { headers: { ...m.headers } } : {}), ...(m.compat ? { compat: { ...m.compat } } : {}) };
}
