export * from "./types.js";
export { MODELS, PROVIDERS, PROVIDER_KEY_ENV, UNKNOWN_MODEL_DEFAULTS, resolveModel, applyCost, emptyUsage, isBuiltInProvider } from "./models.js";
export { classifyError, isContextOverflowMessage, isRetryableMessage, StreamStalledError } from "./errors.js";
export { AssistantMessageEventStream } from "./event-stream.js";
export { streamModel, completeModel, resolveApiKey, resolveBaseUrl, DEFAULT_IDLE_TIMEOUT_MS } from "./stream.js";
export { prepareHistory } from "./transform.js";
