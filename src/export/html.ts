import type { SessionEntry, SessionHeader } from "../session/types.js";

/** One self-contained HTML page for a session: no network requests, all styles inline. */
export function sessionToHtml(_header: SessionHeader, _entries: readonly SessionEntry[]): string {
  throw new Error("sessionToHtml is not built yet");
}
