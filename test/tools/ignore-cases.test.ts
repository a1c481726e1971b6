import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { walkFiles } from "../../src/tools/file-walker.js";

// The `ignore` package's own case table (test/fixtures/ignore-cases), run through the walker with
// git as the oracle: each case becomes a repository holding its .gitignore and its paths, and the
// walker must list exactly the files `git ls-files --others --exclude-standard` lists, plus the
// directories git's walk enters (`git check-ignore` on the name without a trailing slash, which
// also reports those below an excluded directory). All 82 cases run on Linux, also the two upstream
// leaves out of its own git run (trailing spaces; a non-ASCII name git would quote, read here with
// -z and core.quotePath=false): git agrees with the package on both.

interface IgnoreCase {
  description: string;
  patterns: string[];
  /** 1: the package expects it ignored. A trailing `/` marks a directory. */
  paths: Record<string, 0 | 1>;
  notOnWindows?: boolean;
}

const table = JSON.parse(readFileSync(new URL("../fixtures/ignore-cases/cases.json", import.meta.url), "utf8")) as { cases: IgnoreCase[] };

/** Why a case is not run; undefined when it runs. */
function skipReason(c: IgnoreCase): string | undefined {
  // The table adds its Windows-only cases only on Windows, so none are here; these are Linux-only.
  if (c.notOnWindows && process.platform === "win32") return "Linux paths";
  return undefined;
}

/**
 * Where the package's expectation and git's walk differ; git wins. Only #77, which upstream runs
 * for `checkIgnore` alone (an API case, kept here because it is the bug's root cause): it expects
 * `c/` ignored by `c/*`, as `git check-ignore c/` says, while git's walk enters c (`c/*` matches
 * what is inside c, not c). Every other expectation in the table agrees with git.
 */
const GIT_DISAGREES: Record<string, string[]> = {
  "#77: directory ending with / not always correctly ignored": ["c/", "foo/bar/"],
};

const git = (cwd: string, args: string[], input?: string) =>
  execFileSync("git", ["-c", "core.excludesFile=/dev/null", "-c", "core.quotePath=false", ...args], {
    cwd,
    input,
    encoding: "utf8",
    env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" },
    stdio: ["pipe", "pipe", "pipe"],
  });

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** The case as a repository. A path that is also another's parent is held as a directory. */
function build(c: IgnoreCase): { root: string; files: Set<string>; dirs: Set<string> } {
  const root = mkdtempSync(join(tmpdir(), "ignore-case-"));
  roots.push(root);
  git(root, ["init", "-q", "--template=", root]);
  writeFileSync(join(root, ".gitignore"), c.patterns.join("\n"));
  // `.git/...` paths (case #25) would be git's own files; `.gitignore` holds the rules.
  const paths = Object.keys(c.paths).filter((p) => !p.startsWith(".git/") && p !== ".gitignore");
  const dirs = new Set<string>();
  for (const p of paths) {
    // "a/b/c" -> a, a/b; "a/b/" -> a, a/b
    const parts = p.split("/");
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join("/"));
  }
  const files = new Set(paths.filter((p) => !p.endsWith("/") && !dirs.has(p)));
  for (const d of dirs) mkdirSync(join(root, d), { recursive: true });
  for (const f of files) writeFileSync(join(root, f), "");
  return { root, files, dirs };
}

/** What git's walk lists: files not ignored, and directories it enters, with a trailing `/`. */
function gitListing(root: string, dirs: Set<string>): string[] {
  const files = git(root, ["ls-files", "-z", "--others", "--exclude-standard"]).split("\0").filter(Boolean);
  let ignored = "";
  try {
    ignored = git(root, ["check-ignore", "--no-index", "--stdin", "-z"], [...dirs].join("\0"));
  } catch (error) {
    if ((error as { status?: number }).status !== 1) throw error; // 1: nothing ignored
  }
  const ignoredDirs = new Set(ignored.split("\0"));
  return [...files, ...[...dirs].filter((d) => !ignoredDirs.has(d)).map((d) => `${d}/`)].sort();
}

async function walkerListing(root: string): Promise<string[]> {
  const listed: string[] = [];
  await walkFiles(root, { visit: (e) => void listed.push(e.kind === "directory" ? `${e.relativePath}/` : e.relativePath) });
  return listed.sort();
}

/** Table paths whose expectation git's walk contradicts. */
function disagreements(c: IgnoreCase, files: Set<string>, dirs: Set<string>, listed: Set<string>): string[] {
  return Object.entries(c.paths)
    .filter(([p]) => (p.endsWith("/") ? dirs.has(p.slice(0, -1)) : files.has(p) || p === ".gitignore"))
    .filter(([p, expected]) => (expected === 1) === listed.has(p))
    .map(([p]) => p);
}

describe("walker against the ignore package's cases, with git as the oracle", () => {
  for (const c of table.cases) {
    const reason = skipReason(c);
    it.skipIf(reason !== undefined)(`${c.description}${reason ? ` (skipped: ${reason})` : ""}`, async () => {
      const { root, files, dirs } = build(c);
      const expected = gitListing(root, dirs);
      expect(await walkerListing(root)).toEqual(expected);
      expect(disagreements(c, files, dirs, new Set(expected))).toEqual(GIT_DISAGREES[c.description] ?? []);
    });
  }
});
