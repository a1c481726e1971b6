import OpenAI from "openai";
import type { ProviderRequest } from "./request.js";

/** One OpenAI SDK client per request, for both the Responses and Chat Completions APIs. */
export function openAIClient(req: ProviderRequest): OpenAI {
  return new OpenAI({
    // The SDK insists on a key; with none, a placeholder that the null header below keeps off the wire.
    apiKey: req.apiKey ?? "none",
    baseURL: req.baseUrl,
    maxRetries: req.options.sdkMaxRetries ?? 2,
    // Its console lines ("Could not parse message into JSON: …") would only repeat the error we report.
    logLevel: "off",
    timeout: req.idleTimeoutMs,
    defaultHeaders: req.apiKey === undefined ? { Authorization: null, ...req.options.headers } : req.options.headers,
    // Never pick these up from the environment: they belong to whoever set them, not this run.
    organization: null,
    project: null,
  });
}
