import { lstatSync, realpathSync } from "node:fs";
import { isAbsolute, join, resolve, sep } from "node:path";

/** `~`, `~/x` (and pi's `~x`) expanded against `homeDir`; relative paths resolved against `cwd`. */
export function resolveUserPath(input: string, cwd: string, homeDir: string): string {
  const trimmed = input.trim();
  let expanded = trimmed;
  if (trimmed === "~") expanded = homeDir;
  else if (trimmed.startsWith("~/")) expanded = join(homeDir, trimmed.slice(2));
  else if (trimmed.startsWith("~")) expanded = join(homeDir, trimmed.slice(1));
  return isAbsolute(expanded) ? expanded : resolve(cwd, expanded);
}

/**
 * Whether `path` may be read under `root`: a path outside `root`, or no root, is not judged; one
 * inside must resolve inside it too. A link there to elsewhere (committed on a branch an earlier
 * agent wrote, say to /proc/self/environ) would have the reader's rights read what it points at.
 */
export function staysInside(path: string, root: string | undefined): boolean {
  if (root === undefined) return true;
  const top = resolve(root);
  const full = resolve(path);
  if (full !== top && !full.startsWith(top + sep)) return true;
  let real: string;
  let realTop: string;
  try {
    [real, realTop] = [realpathSync(full), realpathSync(top)];
  } catch {
    // Nothing there to read, or a link to nothing: the reader finds nothing either.
    return !lexists(full);
  }
  return real === realTop || real.startsWith(realTop + sep);
}

function lexists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
