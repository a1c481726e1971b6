import { lstatSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { ModelRegistry } from "../ai/model-registry.js";
import { PROVIDERS, isBuiltInProvider, resolveModel } from "../ai/models.js";
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

export function apiKeyFor(model: Model, inputs: ActionInputs): string | undefined {
  const input = KEY_INPUT[model.api];
  return (input === "anthropic-api-key" ? inputs.anthropicApiKey : input === "gemini-api-key" ? inputs.geminiApiKey : inputs.openaiApiKey) || undefined;
}

export function missingKeyMessage(model: Model, spec: string, inputs: ActionInputs): string | undefined {
  if (apiKeyFor(model, inputs)) return undefined;
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
 * Values in the file are literal: no command runs and no variable is read for them.
 */
export function actionModel(inputs: ActionInputs, configDir: string, fromBase = false): Model {
  const root = resolve(configDir);
  let path = join(root, ".pi", "models.json");
  if (inputs.modelsFile) {
    path = resolve(root, inputs.modelsFile);
    const rel = relative(root, path);
    if (rel.startsWith("..") || resolve(root, rel) !== path) throw new Error(`input models-file must be a path inside the repository (got "${inputs.modelsFile}")`);
  }
  const registry = ModelRegistry.load(path, { values: "literal" });
  const provider = providerOf(inputs);
  if (provider && !registry.providers.includes(provider)) throw new Error(unknownProvider(provider, inputs, fromBase));
  const model = registry.resolve(inputs.model);
  const missing = missingKeyMessage(model, inputs.model, inputs);
  if (missing) throw new Error(missing);
  // A model without prices costs $0 a token to the budget, which would then never stop the run.
  if (inputs.maxCostUsd !== undefined && !model.cost.input && !model.cost.output) {
    throw new Error(`max-cost-usd cannot be kept: model ${inputs.model} has no prices; describe it with its "cost" (US dollars per million tokens) in ${inputs.modelsFile || ".pi/models.json"}, use a listed model, or remove max-cost-usd`);
  }
  return model;
}

/**
 * The model's mistakes found before anything is posted: a provider that is neither built in nor
 * in the workspace's models file, and a built-in model's missing key (a models.json provider's
 * key is checked once the trusted file is read, in actionModel). The file is not read on pull
 * requests, whose workspace may hold the PR's copy; the base's copy decides later. Nothing of the
 * file is quoted.
 */
export function modelProblems(inputs: ActionInputs, workspace: string, onPullRequest: boolean): string[] {
  // A model input of another form is a problem of its own, said by readInputs.
  const provider = isModelSpec(inputs.model) ? providerOf(inputs) : "";
  if (!provider) return [];
  const known = builtInModel(inputs);
  const problem = known ? missingKeyMessage(known, inputs.model, inputs) : onPullRequest ? undefined : unknownProviderProblem(provider, inputs, workspace);
  return problem ? [problem] : [];
}

function unknownProviderProblem(provider: string, inputs: ActionInputs, workspace: string): string | undefined {
  try {
    const path = resolve(workspace, inputs.modelsFile || ".pi/models.json");
    const stat = lstatSync(path);
    if (stat.isFile() && stat.size < 4 * 1024 * 1024) {
      const data = JSON.parse(readFileSync(path, "utf8")) as { providers?: Record<string, unknown> };
      if (data?.providers && Object.hasOwn(data.providers, provider)) return undefined;
    }
  } catch {
    // Missing or unreadable: the provider is not defined there.
  }
  return unknownProvider(provider, inputs, false);
}

/** The model input's provider; "" when it names none. */
const providerOf = (inputs: ActionInputs) => (inputs.model.indexOf("/") > 0 ? inputs.model.slice(0, inputs.model.indexOf("/")) : "");

function unknownProvider(provider: string, inputs: ActionInputs, fromBase: boolean): string {
  const file = inputs.modelsFile || ".pi/models.json";
  const where = fromBase ? `the base branch's ${file}` : file;
  return `input model: provider "${provider}" is neither built in (${PROVIDERS.join(", ")}) nor defined in ${where}; use one of those, or add the provider to ${where}`;
}
