import { classifyError } from "./errors.js";
import { AssistantMessageEventStream } from "./event-stream.js";
import { MessageBuilder } from "./message-builder.js";
import { isBuiltInProvider, keyEnvOf, keyHint } from "./models.js";
import type { ProviderRequest } from "./providers/request.js";
import { prepareHistory } from "./transform.js";
import type { Api, Context, Model, StreamOptions } from "./types.js";
import { IdleWatchdog } from "./watchdog.js";

export const DEFAULT_IDLE_TIMEOUT_MS = 120_000;

type ProviderStream = (model: Model, context: Context, req: ProviderRequest) => Promise<void>;

// Each SDK is imported only when its API is used, so a run pays for one SDK, not four.
const PROVIDERS: Record<Api, () => Promise<ProviderStream>> = {
  "anthropic-messages": async () => (await import("./providers/anthropic.js")).streamAnthropic,
  "openai-responses": async () => (await import("./providers/openai-responses.js")).streamOpenAIResponses,
  "openai-completions": async () => (await import("./providers/openai-completions.js")).streamOpenAICompletions,
  "google-generative-ai": async () => (await import("./providers/google.js")).streamGoogle,
};

const loading = new Map<Api, Promise<ProviderStream>>();

function loadProvider(api: Api): Promise<ProviderStream> {
  let provider = loading.get(api);
  if (!provider) loading.set(api, (provider = PROVIDERS[api]()));
  return provider;
}

/**
 * Starts loading the SDK for `api` now (parsing one takes 100-200 ms), so it overlaps with work
 * that waits on the network or git. A failure surfaces when the first request awaits it.
 */
export function preloadProvider(api: Api): void {
  loadProvider(api).catch(() => {});
}

const BASE_URL_ENV: Partial<Record<Model["provider"], string>> = {
  anthropic: "ANTHROPIC_BASE_URL",
  openai: "OPENAI_BASE_URL",
  "openai-compatible": "OPENAI_BASE_URL",
};

/** The key for a provider: the explicit one, else the provider's environment variable. */
export function resolveApiKey(model: Model, explicit?: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const name = keyEnvOf(model.provider);
  return explicit || (name ? env[name] : undefined) || undefined;
}

/**
 * An openai-compatible model, which the OpenAI client can send without a key. (A models.json may
 * give the provider another api, whose SDK would read its own variable for a missing key.)
 */
export const mayGoWithoutKey = (model: Model) => model.provider === "openai-compatible" && model.api.startsWith("openai-");

/**
 * A model that has no key and needs one. An openai-compatible endpoint with a base URL may be
 * one's own (Ollama, llama.cpp, vLLM), which takes no key: none is required, and without one no
 * Authorization header is sent. Each caller says it in its own words.
 */
export function lacksKey(model: Model, explicitKey?: string, explicitBaseUrl?: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const keyOptional = mayGoWithoutKey(model) && resolveBaseUrl(model, explicitBaseUrl) !== undefined;
  return !resolveApiKey(model, explicitKey, env) && !keyOptional;
}

/**
 * Why a model cannot be reached at all: an openai-compatible or models.json provider with no base
 * URL. `setBy` names where a base URL is set (the action's input); the CLI's flag and variable by default.
 */
export function missingBaseUrl(model: Model, explicitBaseUrl?: string, setBy?: string): string | undefined {
  if (!lacksBaseUrl(model, explicitBaseUrl)) return undefined;
  return `${model.provider}/${model.id} needs a base URL: ${setBy ? `set ${setBy}` : "pass --base-url, set OPENAI_BASE_URL"}, or give the provider a baseUrl in models.json.`;
}

export function resolveBaseUrl(model: Model, explicit?: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const name = BASE_URL_ENV[model.provider];
  return explicit || model.baseUrl || (name ? env[name] : undefined) || undefined;
}

/** A model whose provider has no address of its own (openai-compatible, a models.json one) and was given none. */
export function lacksBaseUrl(model: Model, explicit?: string): boolean {
  return (model.provider === "openai-compatible" || !isBuiltInProvider(model.provider)) && !resolveBaseUrl(model, explicit);
}

/**
 * Streams one assistant reply. Never throws and never rejects: failures end the stream with an
 * `error` event whose message has `stopReason` error|aborted, `errorMessage` and `errorKind`.
 */
export function streamModel(model: Model, context: Context, options: StreamOptions = {}): AssistantMessageEventStream {
  const stream = new AssistantMessageEventStream();
  const builder = new MessageBuilder(model, stream);
  // A fault of our own (in classifying an error, say) ends the reply too, not the process.
  run(model, context, options, builder).catch((error: unknown) => builder.fail("error", `${model.provider}/${model.id}: ${error instanceof Error ? error.message : String(error)}`, "fatal"));
  return stream;
}

async function run(model: Model, context: Context, options: StreamOptions, builder: MessageBuilder): Promise<void> {
  // The action's keys come only from its inputs: a workflow's OPENAI_API_KEY is not sent to a keyless endpoint.
  const env = options.setBy ? {} : process.env;
  const apiKey = resolveApiKey(model, options.apiKey, env);
  // Before the key (as the CLI's setup): an openai-compatible endpoint with no address is said as
  // that, not as a missing key that, once given, would not help (and that its own server may not need).
  const noUrl = missingBaseUrl(model, options.baseUrl, options.setBy?.baseUrl);
  if (noUrl) {
    builder.fail("error", noUrl, "fatal");
    return;
  }
  if (lacksKey(model, options.apiKey, options.baseUrl, env)) {
    builder.fail("error", `No API key for ${model.provider}: ${options.setBy ? `set ${options.setBy.key}` : keyHint(model.provider)}.`, "fatal");
    return;
  }
  const baseUrl = resolveBaseUrl(model, options.baseUrl);
  if (model.headers || model.authHeader) {
    options = { ...options, headers: { ...model.headers, ...(model.authHeader && apiKey ? { Authorization: `Bearer ${apiKey}` } : {}), ...options.headers } };
  }
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const watchdog = new IdleWatchdog(idleTimeoutMs, options.signal);
  try {
    const provider = await loadProvider(model.api);
    const history = { ...context, messages: prepareHistory(context.messages, model) };
    await provider(model, history, { apiKey, baseUrl, idleTimeoutMs, options, builder, watchdog });
  } catch (error) {
    if (options.signal?.aborted) {
      builder.fail("aborted", "Request was aborted");
    } else {
      const c = classifyError(watchdog.stalled ? watchdog.signal.reason : error, model.provider, model.id, options.setBy?.key);
      builder.fail("error", c.message, c.kind, c.retryAfterMs);
    }
  } finally {
    watchdog.dispose();
  }
}

/** Convenience: stream and wait for the final message. */
export function completeModel(model: Model, context: Context, options: StreamOptions = {}) {
  return streamModel(model, context, options).result();
}
