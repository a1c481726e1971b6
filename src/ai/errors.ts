import type { ErrorKind, Provider } from "./types.js";
import { keyEnvOf } from "./models.js";

// pi 0.73's context-overflow patterns (reference §6.5), so sessions behave the same on replay.
const OVERFLOW_PATTERNS = [
  /prompt is too long/i,
  /request_too_large/i,
  /input is too long for requested model/i,
  /exceeds the context window/i,
  /input token count.*exceeds the maximum/i,
  /maximum prompt length is \d+/i,
  /reduce the length of the messages/i,
  /maximum context length is \d+ tokens/i,
  /exceeds the limit of \d+/i,
  /exceeds the available context size/i,
  /greater than the context length/i,
  /context window exceeds limit/i,
  /exceeded model token limit/i,
  /too large for model with \d+ maximum context length/i,
  /model_context_window_exceeded/i,
  /prompt too long; exceeded (max )?context length/i,
  /context[_ ]length[_ ]exceeded/i,
  /too many tokens/i,
  /token limit exceeded/i,
  /^4(00|13)\s*(status code)?\s*\(no body\)/i,
];
const NOT_OVERFLOW = [/^(Throttling error|Service unavailable):/i, /rate limit/i, /too many requests/i];

// pi's retryable-message pattern (reference §6.4); used when no status code tells us more.
// "ended without" also catches the SDKs' own "stream ended without producing a Message", "request ended without sending any chunks".
const RETRYABLE_MESSAGE =
  /overloaded|provider.?returned.?error|rate.?limit|too many requests|429|500|502|503|504|service.?unavailable|server.?error|internal.?error|network.?error|connection.?error|connection.?refused|connection.?lost|websocket.?closed|websocket.?error|other side closed|fetch failed|upstream.?connect|reset before headers|socket hang up|ended without|http2 request did not get a response|timed? out|timeout|terminated|retry delay|stalled/i;

const RETRYABLE_ERROR_TYPES = new Set(["overloaded_error", "api_error", "rate_limit_error", "timeout_error", "server_error"]);

export function isContextOverflowMessage(message: string): boolean {
  return OVERFLOW_PATTERNS.some((p) => p.test(message)) && !NOT_OVERFLOW.some((p) => p.test(message));
}

export function isRetryableMessage(message: string): boolean {
  return RETRYABLE_MESSAGE.test(message) && !isContextOverflowMessage(message);
}

/** The watchdog's reason when a stream goes quiet after its headers. */
export class StreamStalledError extends Error {
  constructor(idleMs: number) {
    super(`the response stream stalled: no data for ${Math.round(idleMs / 1000)}s`);
    this.name = "StreamStalledError";
  }
}

/**
 * A stream that ended without its finish event (a stop reason, a final response): the connection
 * was cut. `missing` names what never came, e.g. "a stop reason".
 */
export class StreamCutError extends Error {
  constructor(missing: string) {
    super(`the stream ended without ${missing} (connection cut)`);
    this.name = "StreamCutError";
  }
}

/** A 200 whose body is no event stream (an HTML page: a proxy, a login page, a wrong base URL). */
export class NotAStreamError extends Error {
  constructor(contentType: string) {
    super(`the reply is ${contentType}, not an event stream`);
    this.name = "NotAStreamError";
  }
}

/** Throws NotAStreamError when a streaming reply is an HTML page. */
export function expectEventStream(response: Response): void {
  const type = response.headers.get("content-type") ?? "";
  if (/text\/html/i.test(type)) throw new NotAStreamError(`an HTML page (${type.split(";")[0].trim()})`);
}

export interface ClassifiedError {
  kind: ErrorKind;
  message: string;
  /** The server's retry-after-ms / retry-after, when it sent one. */
  retryAfterMs?: number;
}

/** Reads retry-after-ms, else retry-after (seconds or an HTTP date), from an SDK error's headers. */
export function retryAfterMs(headers: unknown, now = Date.now()): number | undefined {
  const get = (name: string): string | undefined => {
    if (!headers || typeof headers !== "object") return undefined;
    if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
    const v = (headers as Record<string, unknown>)[name];
    return typeof v === "string" ? v : undefined;
  };
  const ms = Number(get("retry-after-ms"));
  if (Number.isFinite(ms) && ms > 0) return ms;
  const raw = get("retry-after");
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return seconds > 0 ? seconds * 1000 : undefined;
  const date = Date.parse(raw);
  return Number.isFinite(date) && date > now ? date - now : undefined;
}

interface ErrorLike {
  status?: number;
  message?: string;
  name?: string;
  code?: string;
  headers?: unknown;
  // What the provider sent: not always strings.
  error?: { type?: unknown; message?: unknown; error?: { type?: unknown; message?: unknown } };
  type?: unknown;
  cause?: unknown;
}

const LABEL: Record<string, string> = {
  anthropic: "Anthropic",
  openai: "OpenAI",
  "openai-compatible": "OpenAI-compatible endpoint",
  google: "Gemini",
};

/** The provider's own error text, without the SDK's status prefix or JSON wrapping. */
function detail(err: ErrorLike): string {
  const nested = err.error?.error ?? err.error;
  const raw: unknown = nested?.message ?? err.message ?? String(err);
  // Some endpoints send a structured message ({"message": {"detail": …}}).
  return fromHtml((typeof raw === "string" ? raw : JSON.stringify(raw)).replace(/\s+/g, " ").trim());
}

/** An HTML error page (a proxy's 502) as its title, or its text without tags, not the whole page. */
function fromHtml(text: string): string {
  if (!/<(html|!doctype|head|body)\b/i.test(text)) return text;
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1].trim();
  if (title) return title;
  const page = text.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  return `an HTML page: ${(page.length > 200 ? `${page.slice(0, 200)}…` : page) || "(no text)"}`;
}

function errorType(err: ErrorLike): string | undefined {
  const type = err.error?.error?.type ?? err.error?.type ?? err.type;
  return typeof type === "string" ? type : undefined;
}

/**
 * Sorts a provider failure into retryable / overflow / fatal, with a one-line message that says
 * what happened and what to do. Status codes decide first; message patterns are the fallback.
 */
export function classifyError(error: unknown, provider: Provider, modelId: string, keySetBy?: string): ClassifiedError {
  const err = (typeof error === "object" && error !== null ? error : { message: String(error) }) as ErrorLike;
  const who = LABEL[provider] ?? `${provider} (${modelId})`;
  const text = detail(err);
  const status = typeof err.status === "number" ? err.status : undefined;
  const type = errorType(err);

  if (error instanceof StreamStalledError) return { kind: "retryable", message: `${who}: ${text}; retrying may help.` };
  if (error instanceof StreamCutError) return { kind: "retryable", message: `${who}: connection problem: ${text}; retrying may help.` };
  if (error instanceof NotAStreamError) {
    return { kind: "fatal", message: `${who}: ${text}; check the base URL points at the API itself (e.g. it ends in /v1) and nothing in between answers for it.` };
  }
  // JSON.parse on a stream event: a reply garbled on the way, or a server that is not the API.
  if (err.name === "SyntaxError") {
    return { kind: "retryable", message: `${who} sent malformed JSON (${text}); retrying may help; if it persists, check the base URL points at the API.` };
  }
  if (isContextOverflowMessage(text) || type === "request_too_large" || status === 413) {
    return { kind: "overflow", message: `${who}: the context is too long for ${modelId}: ${text}` };
  }
  if (status === 401 || status === 403) {
    const action = status === 401 ? "rejected the API key" : "refused access";
    return {
      kind: "fatal",
      message: `${who} ${action} (${status}: ${text}); check ${keySetBy ?? `${keyEnvOf(provider) ?? `the apiKey of ${provider} in models.json`} (or --api-key)`}.`,
    };
  }
  if (status === 404) {
    return { kind: "fatal", message: `${who} does not know model "${modelId}" or the endpoint (404: ${text}); check the model id and base URL.` };
  }
  if (status === 408 || status === 409 || status === 429 || (status !== undefined && status >= 500)) {
    const wait = retryAfterMs(err.headers);
    return {
      kind: "retryable",
      message: `${who} is unavailable (${status}${type ? ` ${type}` : ""}: ${text}); retrying may help.`,
      ...(wait !== undefined ? { retryAfterMs: wait } : {}),
    };
  }
  if (status !== undefined && status >= 400) {
    return { kind: "fatal", message: `${who} rejected the request (${status}${type ? ` ${type}` : ""}: ${text}); this request will not succeed as sent.` };
  }
  // No status: a mid-stream `error` event, a dropped connection, or a local failure.
  if (type && RETRYABLE_ERROR_TYPES.has(type)) {
    return { kind: "retryable", message: `${who} failed mid-response (${type}: ${text}); retrying may help.` };
  }
  const causeText = err.cause && typeof err.cause === "object" ? detail(err.cause as ErrorLike) : "";
  if (isRetryableMessage(text) || isRetryableMessage(causeText) || err.name === "APIConnectionError" || err.name === "APIConnectionTimeoutError") {
    const why = causeText && causeText !== text ? `${text} (${causeText})` : text;
    return { kind: "retryable", message: `${who}: connection problem: ${why}; retrying may help.` };
  }
  return { kind: "fatal", message: `${who}: ${text}` };
}
