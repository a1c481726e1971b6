import { isAbsolute, join, resolve } from "node:path";

/** `~`, `~/x` (and pi's `~x`) expanded against `homeDir`; relative paths resolved against `cwd`. */
export function resolveUserPath(input: string, cwd: string, homeDir: string): string {
  const trimmed = input.trim();
  let expanded = trimmed;
  if (trimmed === "~") expanded = homeDir;
  else if (trimmed.startsWith("~/")) expanded = join(homeDir, trimmed.slice(2));
  else if (trimmed.startsWith("~")) expanded = join(homeDir, trimmed.slice(1));
  return isAbsolute(expanded) ? expanded : resolve(cwd, expanded);
}
