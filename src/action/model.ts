import { statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { ModelRegistry } from "../ai/model-registry.js";
import { resolveModelSpec, type ResolvedSpec } from "../ai/model-spec.js";
import { PROVIDERS, isBuiltInProvider, resolveModel, unpricedBudgetProblem } from "../ai/models.js";
import { lacksBaseUrl, mayGoWithoutKey } from "../ai/stream.js";
import type { Model } from "../ai/types.js";
import { isModelSpec } from "./intake/inputs.js";
import type { ActionInputs } from "./types.js";

/** The key input each API's requests carry: the action's keys come only from its inputs. */
const KEY_INPUT = {
  "anthropic-messages": "anthropic-api-key",
  "google-generative-ai": "gemini-api-key",
  "openai-responses": "openai-api-key",
  "openai-completions": "openai-api-key",
} as const;

/**
 * Variables the model SDKs read by themselves: headers added to every request (a key of the job's
 * environment among them, replacing the input's), Gemini sent to another address or to Vertex AI.
 * The action's model settings come from its inputs, the trusted models.json and the base URL variables.
 */
const SDK_VARIABLES = ["ANTHROPIC_CUSTOM_HEADERS", "OPENAI_CUSTOM_HEADERS", "GOOGLE_GEMINI_BASE_URL", "GOOGLE_VERTEX_BASE_URL", "GOOGLE_GENAI_USE_VERTEXAI", "GOOGLE_GENAI_USE_ENTERPRISE"];

/** Removes those variables; returns the names of the ones that were set, for the run to say. */
export function dropSdkVariables(env: NodeJS.ProcessEnv = process.env): string[] {
  const set = SDK_VARIABLES.filter((name) => env[name] !== undefined);
  for (const name of set) delete env[name];
  return set;
}

/** Where a person sets the model's key and base URL, as the model's errors name them. */
export const setBy = (model: Model) => ({ key: `the ${KEY_INPUT[model.api]} input`, baseUrl: "the base-url input" });

export function apiKeyFor(model: Model, inputs: ActionInputs): string | undefined {
  const input = KEY_INPUT[model.api];
  return (input === "anthropic-api-key" ? inputs.anthropicApiKey : input === "gemini-api-key" ? inputs.geminiApiKey : inputs.openaiApiKey) || undefined;
}

/**
 * What to say when the model's key input is empty and one is needed. An openai-compatible endpoint
 * may be one's own that takes no key (see lacksKey); without a base URL it is said as that instead.
 */
export function missingKeyMessage(model: Model, spec: string, inputs: ActionInputs): string | undefined {
  if (apiKeyFor(model, inputs) || mayGoWithoutKey(model)) return undefined;
  const input = KEY_INPUT[model.api];
  return `model ${spec} needs the ${input} input (e.g. ${input}: \${{ secrets.${input.toUpperCase().replace(/-/g, "_")} }})`;
}

/** The model when its provider is built in, before any models.json is read (for early checks). */
export function builtInModel(inputs: ActionInputs): Model | undefined {
  return isBuiltInProvider(providerOf(inputs)) ? resolveModel(inputs.model) : undefined;
}

/**
 * The run's model, from the built-in catalogue and the trusted models.json: the `models-file`
 * input, or `.pi/models.json`, read from `configDir` (the base branch's copy on pull requests).
 * Values in the file are literal: no command runs and no variable is read for them. As in pi, a
 * `:<level>` after a listed id is that model at that thinking level.
 */
export function actionModel(inputs: ActionInputs, configDir: string, fromBase = false): ResolvedSpec {
  return checkedModel(resolveModelSpec(loadRegistry(inputs, configDir, fromBase), inputs.model), inputs);
}

/** What to say when the model has no address: an openai-compatible endpoint (or a models.json provider) without a base URL. */
function missingBaseUrlMessage(model: Model, inputs: ActionInputs): string | undefined {
  if (!lacksBaseUrl(model, inputs.baseUrl)) return undefined;
  return `model ${inputs.model} needs a base URL: set the base-url input (e.g. base-url: http://localhost:8000/v1), or give the provider a baseUrl in ${inputs.modelsFile || ".pi/models.json"}`;
}

/**
 * `spec` when its model can be reached (a base URL, and its key when it needs one) and a cost
 * budget can be kept with it; else throws one line saying why. On pull requests this is the
 * first check of the base branch's models.json, so the base URL is checked here too.
 */
export function checkedModel(spec: ResolvedSpec, inputs: ActionInputs): ResolvedSpec {
  const { model } = spec;
  const noUrl = missingBaseUrlMessage(model, inputs);
  if (noUrl) throw new Error(noUrl);
  const missing = missingKeyMessage(model, inputs.model, inputs);
  if (missing) throw new Error(missing);
  const unpriced = inputs.maxCostUsd === undefined ? undefined : unpricedBudgetProblem(model, inputs.model, "max-cost-usd", inputs.modelsFile || ".pi/models.json");
  if (unpriced) throw new Error(unpriced);
  return spec;
}

/**
 * The catalogue and the models file in `configDir`. Throws one line for a models-file the input
 * names but the repository lacks, a file that is not valid, or a provider neither built in nor in
 * the file.
 */
function loadRegistry(inputs: ActionInputs, configDir: string, fromBase: boolean): ModelRegistry {
  const root = resolve(configDir);
  let path = join(root, ".pi", "models.json");
  if (inputs.modelsFile) {
    path = resolve(root, inputs.modelsFile);
    const rel = relative(root, path);
    if (rel.startsWith("..") || resolve(root, rel) !== path) throw new Error(`input models-file must be a path inside the repository (got "${inputs.modelsFile}")`);
    // Named on purpose, so its absence is a mistake; .pi/models.json is optional.
    if (!statSync(path, { throwIfNoEntry: false })?.isFile()) {
      const where = fromBase ? "the base branch has" : "the checkout has";
      throw new Error(`input models-file: ${where} no file ${inputs.modelsFile}; commit it there, or remove models-file to use .pi/models.json`);
    }
  }
  // Named as people know it: the path in the repository, not the runner's (or a temporary copy's).
  const name = `${fromBase ? "the base branch's " : ""}${inputs.modelsFile || ".pi/models.json"}`;
  const registry = ModelRegistry.load(path, { values: "literal" }, name);
  const provider = providerOf(inputs);
  if (provider && !registry.providers.includes(provider)) throw new Error(unknownProvider(provider, inputs, fromBase));
  return registry;
}

/**
 * The model's mistakes found before anything is posted: a models file that is missing (when named)
 * or not valid, a provider that is neither built in nor in that file, a model without a base URL,
 * and a built-in model's missing key (a models.json provider's is checked once the trusted file is
 * read). The file is not read on pull requests, whose workspace may hold the PR's copy; the base's
 * copy decides later.
 */
export function modelProblems(inputs: ActionInputs, workspace: string, onPullRequest: boolean): { problems: string[]; model?: ResolvedSpec } {
  // A model input of another form is a problem of its own, said by readInputs.
  if (!isModelSpec(inputs.model)) return { problems: [] };
  const problems: string[] = [];
  let model: ResolvedSpec | undefined;
  if (!onPullRequest) {
    try {
      model = resolveModelSpec(loadRegistry(inputs, workspace, false), inputs.model);
      const noUrl = missingBaseUrlMessage(model.model, inputs);
      if (noUrl) problems.push(noUrl);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const known = builtInModel(inputs);
  const missing = known && missingKeyMessage(known, inputs.model, inputs);
  if (missing) problems.push(missing);
  return { problems, model };
}

/** The model input's provider; "" when it names none. */
const providerOf = (inputs: ActionInputs) => (inputs.model.indexOf("/") > 0 ? inputs.model.slice(0, inputs.model.indexOf("/")) : "");

function unknownProvider(provider: string, inputs: ActionInputs, fromBase: boolean): string {
  const file = inputs.modelsFile || ".pi/models.json";
  const where = fromBase ? `the base branch's ${file}` : file;
  return `input model: provider "${provider}" is neither built in (${PROVIDERS.join(", ")}) nor defined in ${where}; use one of those, or add the provider to ${where}`;
}
