import picomatch from "picomatch";

// Paths the agent may not change through delivery (DESIGN §6): workflows by default, since a
// pushed workflow runs with the repository's secrets.

export const DEFAULT_PROTECTED_PATHS = [".github/workflows/**"];

/**
 * The paths (repository-relative, `/`-separated) that match any of the globs. Dotfiles and dot
 * directories match like any other name, so `.github/**` covers `.github/workflows/ci.yml`; a
 * glob that matches a directory covers everything beneath it (`.github/workflows` alone works).
 */
export function matchProtected(paths: readonly string[], globs: readonly string[] = DEFAULT_PROTECTED_PATHS): string[] {
  const patterns = globs.map((g) => g.trim()).filter(Boolean);
  if (patterns.length === 0) return [];
  const isMatch = picomatch(patterns, { dot: true });
  // A leading "./" in a path must not slip past a pattern written without one.
  return paths.filter((p) => {
    const parts = p.replace(/^(\.\/)+/, "").split("/");
    return parts.some((_, i) => isMatch(parts.slice(0, i + 1).join("/")));
  });
}
