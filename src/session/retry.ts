import { isRetryableMessage } from "../ai/errors.js";
import type { AssistantMessage } from "../ai/types.js";

/**
 * The session retries failed model calls itself and turns the SDKs' own retries off, so one
 * policy bounds everything: at most 1 + maxRetries attempts per model call, waits of
 * baseDelayMs × 2^(n−1) (2 s, 4 s, 8 s) or the server's retry-after when longer, and never a
 * single wait above maxDelayMs (a server asking for more is reported instead of obeyed).
 * Worst case with the defaults: 4 attempts and 3 minutes of waiting.
 */
export interface RetrySettings {
  enabled: boolean;
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_SETTINGS: RetrySettings = { enabled: true, maxRetries: 3, baseDelayMs: 2000, maxDelayMs: 60_000 };

/** Errors from pi sessions carry no errorKind; their message decides, as in pi. */
export function isRetryable(message: AssistantMessage): boolean {
  if (message.stopReason !== "error") return false;
  if (message.errorKind) return message.errorKind === "retryable";
  return isRetryableMessage(message.errorMessage ?? "");
}

export type RetryDecision = { retry: true; delayMs: number } | { retry: false; reason?: string };

/** Whether to make retry number `attempt` (1-based) after `message` failed. */
export function decideRetry(message: AssistantMessage, attempt: number, settings: RetrySettings): RetryDecision {
  if (!settings.enabled || !isRetryable(message) || attempt > settings.maxRetries) return { retry: false };
  const backoff = settings.baseDelayMs * 2 ** (attempt - 1);
  const asked = message.retryAfterMs ?? 0;
  if (asked > settings.maxDelayMs) {
    return { retry: false, reason: `the provider asked to wait ${Math.ceil(asked / 1000)}s, more than the ${Math.round(settings.maxDelayMs / 1000)}s limit` };
  }
  return { retry: true, delayMs: Math.min(Math.max(backoff, asked), settings.maxDelayMs) };
}

/** Resolves after `ms`, or rejects at once when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error("aborted"));
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error("aborted"));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
