import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Ignore } from "ignore";

const IGNORE_FILE_NAMES = [".gitignore", ".ignore", ".fdignore"];

export function toPosixPath(path: string): string {
  return path.split(sep).join("/");
}

/**
 * Adds the ignore files found in `dir` to `ig`, re-rooting their patterns at `rootDir` (the scan
 * root) so one matcher serves the whole walk. pi 0.73.1 rules: blank lines and `#` comments
 * dropped, `!` negation kept, a leading `/` removed, the directory's path prefixed.
 */
export function addIgnoreRules(ig: Ignore, dir: string, rootDir: string): void {
  const relativeDir = relative(rootDir, dir);
  const prefix = relativeDir ? `${toPosixPath(relativeDir)}/` : "";
  for (const name of IGNORE_FILE_NAMES) {
    const file = join(dir, name);
    if (!existsSync(file)) continue;
    try {
      const patterns = readFileSync(file, "utf-8")
        .split(/\r?\n/)
        .map((line) => rerootPattern(line, prefix))
        .filter((line): line is string => line !== null);
      if (patterns.length > 0) ig.add(patterns);
    } catch {
      // An unreadable ignore file ignores nothing.
    }
  }
}

function rerootPattern(line: string, prefix: string): string | null {
  const trimmed = line.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith("#") && !trimmed.startsWith("\\#")) return null;
  let pattern = line;
  let negated = false;
  if (pattern.startsWith("!")) {
    negated = true;
    pattern = pattern.slice(1);
  } else if (pattern.startsWith("\\!")) {
    pattern = pattern.slice(1);
  }
  if (pattern.startsWith("/")) pattern = pattern.slice(1);
  const prefixed = prefix + pattern;
  return negated ? `!${prefixed}` : prefixed;
}

/** What a directory entry is, following symlinks; null for a broken link. */
export function entryKind(fullPath: string, entry: { isFile(): boolean; isDirectory(): boolean; isSymbolicLink(): boolean }): { isFile: boolean; isDirectory: boolean } | null {
  if (!entry.isSymbolicLink()) return { isFile: entry.isFile(), isDirectory: entry.isDirectory() };
  try {
    const stats = statSync(fullPath);
    return { isFile: stats.isFile(), isDirectory: stats.isDirectory() };
  } catch {
    return null;
  }
}
