import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { staysInside } from "./paths.js";
import type { ContextDiagnostic } from "./types.js";

export interface PromptSourceOptions {
  cwd: string;
  agentDir: string;
  diagnostics?: ContextDiagnostic[];
  /** A file inside this directory that resolves outside it (a link) is not read. */
  confine?: string;
}

/**
 * The custom system prompt, if any (pi 0.73.1 precedence): `--system-prompt` (a path to an existing
 * file means its content, anything else is the text itself), else `<cwd>/.pi/SYSTEM.md`, else
 * `<agentDir>/SYSTEM.md`. An empty `--system-prompt ""` means none and skips the files, as in pi.
 */
export function resolveSystemPrompt(given: string | undefined, options: PromptSourceOptions): string | undefined {
  const source = given ?? findFile(options, "SYSTEM.md");
  return readPromptInput(source, "system prompt", options);
}

/**
 * Texts appended to the system prompt: every `--append-system-prompt` value (path or text), else
 * `<cwd>/.pi/APPEND_SYSTEM.md`, else `<agentDir>/APPEND_SYSTEM.md`. No values (undefined or an
 * empty list) means the files are looked for.
 */
export function resolveAppendPrompts(given: readonly string[] | undefined, options: PromptSourceOptions): string[] {
  const sources = given && given.length > 0 ? given : [findFile(options, "APPEND_SYSTEM.md")].filter((s) => s !== undefined);
  return sources
    .map((source) => readPromptInput(source, "append system prompt", options))
    .filter((text): text is string => text !== undefined);
}

function findFile(options: PromptSourceOptions, name: string): string | undefined {
  for (const path of [join(options.cwd, ".pi", name), join(options.agentDir, name)]) {
    if (existsSync(path)) return path;
  }
  return undefined;
}

/** A value that names an existing file is that file's content; an unreadable file keeps the value as text. */
function readPromptInput(input: string | undefined, what: string, options: PromptSourceOptions): string | undefined {
  if (!input) return undefined;
  const path = resolve(options.cwd, input);
  if (!existsSync(path)) return input;
  if (!staysInside(path, options.confine)) {
    options.diagnostics?.push({ type: "warning", message: `Not read: ${what} file ${input} is a link out of ${options.confine}`, path });
    return undefined;
  }
  try {
    return readFileSync(path, "utf-8");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    options.diagnostics?.push({ type: "warning", message: `Could not read ${what} file ${input}: ${reason}`, path });
    return input;
  }
}
