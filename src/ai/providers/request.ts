import type { MessageBuilder } from "../message-builder.js";
import type { StreamOptions } from "../types.js";
import type { IdleWatchdog } from "../watchdog.js";

/** What stream.ts resolves once and hands to every provider. */
export interface ProviderRequest {
  /** Undefined only where none is needed (see lacksKey). */
  apiKey: string | undefined;
  /** Undefined means the SDK's default endpoint. */
  baseUrl: string | undefined;
  idleTimeoutMs: number;
  options: StreamOptions;
  builder: MessageBuilder;
  /** Its signal aborts the HTTP request; touch() it on every received event. */
  watchdog: IdleWatchdog;
}
