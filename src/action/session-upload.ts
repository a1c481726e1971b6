import * as core from "@actions/core";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { sessionHtmlName, uploadSession } from "./delivery/artifact.js";
import { readSessionFile } from "../session/session-store.js";
import { redactJsonLines, type Redactor } from "./report/redact.js";

// The session's upload, shared by the main step and, when that step died, the post step.

export interface UploadedSession {
  id: number;
  url: string;
  /** The artifact holding the session as an HTML page, when that upload worked too. */
  htmlUrl?: string;
}

/**
 * Uploads a redacted copy of the session under `name` (a single-file artifact takes its file's
 * name, so the copy gets that name, in a folder of its own; every line that parsed still parses),
 * then the same copy as one HTML page. A failure is a warning.
 */
export async function uploadRedactedSession(
  sessionFile: string,
  name: string,
  { redact, runUrl, onUploaded }: { redact: Redactor; runUrl: string; /** Called as soon as the session is up, before its page. */ onUploaded?: (id: number, url: string) => void },
): Promise<UploadedSession | undefined> {
  const dir = join(dirname(sessionFile), "redacted");
  const named = join(dir, name);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(named, redactJsonLines(readFileSync(sessionFile, "utf8"), redact));
  } catch (error) {
    core.warning(redact(`repo-agent: the session could not be prepared for upload (${(error as Error).message}); it was not uploaded`));
    return undefined;
  }
  const uploaded = await uploadSession(named, name);
  if (uploaded.error) core.warning(redact(uploaded.error));
  if (uploaded.id === undefined) return undefined;
  const url = `${runUrl}/artifacts/${uploaded.id}`;
  onUploaded?.(uploaded.id, url);
  const htmlUrl = await uploadSessionHtml(named, name, { redact, runUrl });
  return { id: uploaded.id, url, htmlUrl };
}

/**
 * The session as one HTML page, uploaded as an artifact of its own beside it. It is made from the
 * redacted copy just uploaded, so it holds nothing that copy does not. A failure is a warning.
 */
async function uploadSessionHtml(redactedFile: string, sessionName: string, { redact, runUrl }: { redact: Redactor; runUrl: string }): Promise<string | undefined> {
  const name = sessionHtmlName(sessionName);
  const file = join(dirname(redactedFile), name);
  try {
    const { sessionToHtml } = await import("../export/html.js");
    const { header, entries, leafId } = readSessionFile(redactedFile);
    writeFileSync(file, sessionToHtml(header, entries, { leafId }));
  } catch (error) {
    core.warning(redact(`repo-agent: the session's HTML page could not be made (${(error as Error).message}); only the JSONL was uploaded`));
    return undefined;
  }
  const uploaded = await uploadSession(file, name, "the session's HTML page");
  if (uploaded.error) core.warning(redact(uploaded.error));
  return uploaded.id === undefined ? undefined : `${runUrl}/artifacts/${uploaded.id}`;
}
