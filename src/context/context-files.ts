import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { staysInside } from "./paths.js";
import type { ContextDiagnostic, ContextFile } from "./types.js";

/** Checked in this order; the first readable one is the directory's file. */
export const CONTEXT_FILE_NAMES = ["AGENTS.md", "AGENTS.MD", "CLAUDE.md", "CLAUDE.MD"];

export interface LoadContextFilesResult {
  files: ContextFile[];
  diagnostics: ContextDiagnostic[];
}

/**
 * AGENTS.md / CLAUDE.md files as pi 0.73.1 finds them: the user directory's file first, then one
 * file per directory from the filesystem root down to `cwd` (not limited to the git root). A path
 * already taken is skipped; an unreadable file is reported and the next name is tried. A file inside
 * `confine` that resolves outside it (a link) is reported and skipped.
 */
export function loadContextFiles(options: { cwd: string; agentDir: string; confine?: string }): LoadContextFilesResult {
  const diagnostics: ContextDiagnostic[] = [];
  const files: ContextFile[] = [];
  const seen = new Set<string>();

  const globalFile = loadFromDir(options.agentDir, diagnostics);
  if (globalFile) {
    files.push(globalFile);
    seen.add(globalFile.path);
  }
  const ancestors: ContextFile[] = [];
  let dir = resolve(options.cwd);
  while (true) {
    const file = loadFromDir(dir, diagnostics, options.confine);
    if (file && !seen.has(file.path)) {
      ancestors.unshift(file);
      seen.add(file.path);
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  files.push(...ancestors);
  return { files, diagnostics };
}

function loadFromDir(dir: string, diagnostics: ContextDiagnostic[], confine?: string): ContextFile | null {
  for (const name of CONTEXT_FILE_NAMES) {
    const path = join(dir, name);
    if (!existsSync(path)) continue;
    if (!staysInside(path, confine)) {
      diagnostics.push({ type: "warning", message: `Not read: ${path} is a link out of ${confine}`, path });
      continue;
    }
    try {
      return { path, content: readFileSync(path, "utf-8") };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      diagnostics.push({ type: "warning", message: `Could not read ${path}: ${reason}`, path });
    }
  }
  return null;
}
