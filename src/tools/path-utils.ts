import { accessSync, constants } from "node:fs";
import { homedir } from "node:os";
import { isAbsolute, resolve } from "node:path";

const UNICODE_SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;
const NARROW_NBSP = "\u202F";

/** pi's expandPath: one leading "@" dropped, unicode spaces made plain, "~" expanded. */
export function expandPath(filePath: string): string {
  let p = filePath.startsWith("@") ? filePath.slice(1) : filePath;
  p = p.replace(UNICODE_SPACES, " ");
  if (p === "~") return homedir();
  if (p.startsWith("~/")) return homedir() + p.slice(1);
  return p;
}

export function resolveToCwd(filePath: string, cwd: string): string {
  const p = expandPath(filePath);
  return isAbsolute(p) ? p : resolve(cwd, p);
}

function exists(p: string): boolean {
  try {
    accessSync(p, constants.F_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * For read: when the path does not exist, tries the spellings macOS and models get wrong —
 * screenshot names with a narrow no-break space before AM/PM, NFD names, curly apostrophes.
 */
export function resolveReadPath(filePath: string, cwd: string): string {
  const resolved = resolveToCwd(filePath, cwd);
  if (exists(resolved)) return resolved;
  const amPm = resolved.replace(/ (AM|PM)\./gi, `${NARROW_NBSP}$1.`);
  const nfd = resolved.normalize("NFD");
  const curly = resolved.replace(/'/g, "\u2019");
  const nfdCurly = nfd.replace(/'/g, "\u2019");
  for (const candidate of [amPm, nfd, curly, nfdCurly]) {
    if (candidate !== resolved && exists(candidate)) return candidate;
  }
  return resolved;
}
