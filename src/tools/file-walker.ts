import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import ignore, { type Ignore } from "ignore";

// The directory walk shared by grep and find, in pure Node so no rg/fd binary is needed.
// Rules follow ripgrep's (the `ignore` crate): hidden files included, `.git` never entered,
// symlinks never followed (so no loops), `.ignore` / `.gitignore` (and the tool's own file, rg's
// `.rgignore` or fd's `.fdignore`) at every level plus each repository's `.git/info/exclude` (and,
// for the agent's tools, the user's global gitignore), deeper files winning over shallower ones.

/** What the walker needs of a directory entry; `fs.Dirent` fits. */
export interface WalkDirent {
  name: string;
  isDirectory(): boolean;
  isFile(): boolean;
  isSymbolicLink(): boolean;
}

/** The walker's filesystem access; replace it to walk something other than the local disk. */
export interface FileWalkerOperations {
  /** The entries of a directory, unsorted. */
  readdir(dir: string): WalkDirent[] | Promise<WalkDirent[]>;
  /** A whole file; throws when it cannot be read. */
  readFile(file: string): Buffer | Promise<Buffer>;
  /** Follows symlinks; throws when the path does not exist. */
  stat(path: string): { isDirectory(): boolean } | Promise<{ isDirectory(): boolean }>;
  /** The path with every link resolved; without it, the ignore files above a linked root are those above the link. */
  realpath?(path: string): string | Promise<string>;
}

// Synchronous calls on purpose: on a warm tree they are several times faster than the thread
// pool, and the walk yields to the event loop regularly (see YIELD_EVERY_MS).
export const defaultFileWalkerOperations: FileWalkerOperations = {
  readdir: (dir) => readdirSync(dir, { withFileTypes: true }),
  readFile: (file) => readFileSync(file),
  stat: (path) => statSync(path),
  realpath: (path) => realpathSync(path),
};

export type WalkKind = "file" | "directory" | "symlink" | "other";

export interface WalkEntry {
  /** Absolute path. */
  path: string;
  /** Relative to the walk root, `/`-separated. */
  relativePath: string;
  name: string;
  kind: WalkKind;
}

/** `"stop"` ends the walk; `"skip"` does not descend into the directory just visited. */
export type WalkDecision = void | "stop" | "skip";

export interface WalkOptions {
  operations?: FileWalkerOperations;
  signal?: AbortSignal;
  /** Called for every entry not ignored, in sorted depth-first order (a directory before its contents). */
  visit(entry: WalkEntry): WalkDecision | Promise<WalkDecision>;
  /**
   * Also apply the global gitignore of this process's user, as rg and fd do: for the agent's
   * tools on the local disk, never for a walk the action makes in its own process.
   */
  userGitignore?: boolean;
  /** The ignore file of the tool this walk stands in for (`.rgignore`, `.fdignore`); it wins over `.ignore`. */
  toolIgnoreFile?: string;
  /**
   * Apply .gitignore files (and the global gitignore) only inside a git repository, as ripgrep
   * does by default. pi's find hands every .gitignore to fd itself, so find applies them anywhere.
   */
  gitignoreNeedsRepo?: boolean;
}

/** One directory's ignore rules. `prefix`/`cut` turn a root-relative path into one relative to that directory. */
interface IgnoreLayer {
  /** The tool's own ignore file. */
  custom?: RuleSet;
  ignore?: RuleSet;
  /** .gitignore, preceded by the global gitignore and .git/info/exclude when the directory holds `.git` (so .gitignore wins). */
  gitignore?: RuleSet;
  /** The directory holds `.git`: .gitignore/exclude files above it do not apply below it. */
  hasGit: boolean;
  prefix: string;
  cut: number;
}

const YIELD_EVERY_MS = 20;

export function isPromiseLike<T>(value: unknown): value is PromiseLike<T> {
  return typeof (value as PromiseLike<T> | undefined)?.then === "function";
}

async function settle<T>(value: T | Promise<T>): Promise<T> {
  return isPromiseLike<T>(value) ? await value : value;
}

/** Whether the search path is a directory; pi's `Path not found: <abs>` when it does not exist. */
export async function isSearchDirectory(ops: Pick<FileWalkerOperations, "stat">, searchPath: string): Promise<boolean> {
  try {
    return (await settle(ops.stat(searchPath))).isDirectory();
  } catch {
    throw new Error(`Path not found: ${searchPath}`);
  }
}

/** True when any segment of the path is `.git`: nothing there is ever searched or listed. */
export function isInsideGitDir(absPath: string): boolean {
  return absPath.split(/[\\/]/).includes(".git");
}

function abortError(): Error {
  return new Error("Operation aborted");
}

async function readText(ops: FileWalkerOperations, file: string): Promise<string> {
  try {
    return (await settle(ops.readFile(file))).toString("utf8");
  } catch {
    return "";
  }
}

/**
 * One ignore file's rules. The `ignore` package does the matching; this only chooses what to ask
 * it. Without negations, rules holding no slash depend on the entry's name alone, so they are
 * asked once per distinct name (a walk meets the same names again and again: index.ts, src/);
 * the package's own per-path cache costs more than the matching on a big tree.
 */
interface RuleSet {
  byName?: Ignore;
  names: Map<string, boolean | undefined>;
  byPath?: Ignore;
}

function compileRules(...texts: string[]): RuleSet | undefined {
  const lines = texts.join("\n").split(/\r?\n/).filter((line) => line.trim() !== "" && !line.startsWith("#"));
  if (lines.length === 0) return undefined;
  // Case-sensitive like git on Linux and ripgrep.
  const make = (rules: string[]) => (rules.length > 0 ? ignore({ ignorecase: false }).add(rules) : undefined);
  if (lines.some((line) => line.startsWith("!"))) return { byPath: make(lines), names: new Map() };
  const hasSlash = (line: string) => line.trimEnd().replace(/\/$/, "").includes("/");
  return {
    byName: make(lines.filter((line) => !hasSlash(line))),
    names: new Map(),
    byPath: make(lines.filter(hasSlash)),
  };
}

/**
 * One Ignore's verdict on a path, as git's directory walk decides it; undefined when none of its
 * rules matches. Not `checkIgnore`: for `foo/` it also matches the literal string the way
 * `git check-ignore foo/` does, so `foo/*` would exclude foo itself and `!foo/bar.js` could never
 * re-include anything; git's walk asks about `foo` and enters it.
 */
function check(rules: Ignore, path: string): boolean | undefined {
  try {
    const r = rules.test(path);
    return r.ignored ? true : r.unignored ? false : undefined;
  } catch {
    return undefined; // a name the ignore package cannot take as a relative path
  }
}

/** A name rule set's verdict on `key`: an entry's name, with `/` after a directory's. */
function nameVerdict(set: RuleSet, key: string): boolean | undefined {
  let verdict = set.names.get(key);
  if (verdict === undefined && !set.names.has(key)) {
    verdict = check(set.byName!, key);
    set.names.set(key, verdict);
  }
  return verdict;
}

type IgnoreKind = "custom" | "ignore" | "gitignore";

/** The deepest verdict of one kind of ignore file; .gitignore rules stop at the repository root. */
function layerVerdict(layers: IgnoreLayer[], kind: IgnoreKind, relativePath: string, key: string, isDirectory: boolean): boolean | undefined {
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i];
    const rules = layer[kind];
    if (rules) {
      let verdict = rules.byName ? nameVerdict(rules, key) : undefined;
      if (verdict === undefined && rules.byPath) {
        // The path relative to the ignore file's directory; directories end with `/`.
        verdict = check(rules.byPath, layer.prefix + (layer.cut ? relativePath.slice(layer.cut) : relativePath) + (isDirectory ? "/" : ""));
      }
      if (verdict !== undefined) return verdict;
    }
    if (kind === "gitignore" && layer.hasGit) break;
  }
  return undefined;
}

/**
 * ripgrep's precedence: any match of the tool's file, else any .ignore match, else any .gitignore
 * match, else .git/info/exclude;
 * deepest first within each. Exclude rules share the repository root's layer, placed before its
 * .gitignore rules, which gives the same order with one check fewer per entry.
 */
function isIgnored(layers: IgnoreLayer[], relativePath: string, name: string, isDirectory: boolean, gitignores: boolean): boolean {
  const key = isDirectory ? `${name}/` : name;
  return (
    layerVerdict(layers, "custom", relativePath, key, isDirectory) ??
    layerVerdict(layers, "ignore", relativePath, key, isDirectory) ??
    (gitignores ? layerVerdict(layers, "gitignore", relativePath, key, isDirectory) : undefined) ??
    false
  );
}

/**
 * The user's global gitignore, found as ripgrep finds it: `core.excludesFile` in ~/.gitconfig,
 * else in $XDG_CONFIG_HOME/git/config (~/.config/git/config), else $XDG_CONFIG_HOME/git/ignore.
 */
async function globalGitignore(ops: FileWalkerOperations): Promise<string> {
  const home = process.env.HOME;
  const xdg = process.env.XDG_CONFIG_HOME || (home ? `${home}/.config` : undefined);
  let file = xdg && `${xdg}/git/ignore`;
  for (const config of [home && `${home}/.gitconfig`, xdg && `${xdg}/git/config`]) {
    const set = config && /^\s*excludesfile\s*=\s*"?\s*(\S+?)\s*"?\s*$/im.exec(await readText(ops, config));
    if (set) {
      file = set[1].startsWith("~/") && home ? home + set[1].slice(1) : set[1];
      break;
    }
  }
  return file ? readText(ops, file) : "";
}

/** Which ignore files a directory holds. */
interface Held {
  custom: boolean;
  ignore: boolean;
  gitignore: boolean;
  git: boolean;
  gitIsDir: boolean;
}

/** What the walk reads the same way in every directory. */
interface LayerContext {
  ops: FileWalkerOperations;
  /** The user's global gitignore, or "". */
  global: string;
  toolIgnoreFile?: string;
}

async function loadLayer({ ops, global, toolIgnoreFile }: LayerContext, dir: string, has: Held, prefix: string, cut: number): Promise<IgnoreLayer | undefined> {
  if (!has.custom && !has.ignore && !has.gitignore && !has.git) return undefined;
  const join = (name: string) => (dir.endsWith("/") ? dir + name : `${dir}/${name}`);
  const excludePath = has.git ? await excludeFile(ops, join(".git"), has.gitIsDir) : "";
  const exclude = excludePath ? await readText(ops, excludePath) : "";
  return {
    custom: has.custom && toolIgnoreFile ? compileRules(await readText(ops, join(toolIgnoreFile))) : undefined,
    ignore: has.ignore ? compileRules(await readText(ops, join(".ignore"))) : undefined,
    gitignore: compileRules(has.git ? global : "", exclude, has.gitignore ? await readText(ops, join(".gitignore")) : ""),
    hasGit: has.git,
    prefix,
    cut,
  };
}

/**
 * The repository's `info/exclude`, found as ripgrep finds it: in `.git` when that is a directory
 * (or a link to one); when it is a file (a worktree's or a submodule's), in the common directory
 * that the `commondir` file of the directory its `gitdir:` line names points to; none without one.
 */
async function excludeFile(ops: FileWalkerOperations, dotGit: string, isDirectory: boolean): Promise<string> {
  if (isDirectory || (await exists(ops, dotGit))?.isDirectory()) return `${dotGit}/info/exclude`;
  const gitdir = /^gitdir: (.+)/.exec((await readText(ops, dotGit)).split(/\r?\n/, 1)[0])?.[1];
  if (!gitdir) return "";
  const real = resolve(dirname(dotGit), gitdir);
  const common = (await readText(ops, `${real}/commondir`)).split(/\r?\n/, 1)[0];
  if (!common) return "";
  return `${common.startsWith(".") ? resolve(real, common) : common}/info/exclude`;
}

/** A directory path as a literal gitignore pattern (after a leading `!/`, only glob characters are special). */
function escapeRule(path: string): string {
  return path.replace(/[\\*?[\]]/g, "\\$&");
}

async function exists(ops: FileWalkerOperations, path: string): Promise<{ isDirectory(): boolean } | undefined> {
  try {
    return await settle(ops.stat(path));
  } catch {
    return undefined;
  }
}

/**
 * Ignore files in the directories above the root apply to it too, as in ripgrep (.gitignore only
 * up to the repository root, which the match-time `hasGit` cut-off enforces). A directory the
 * caller names explicitly is always searched, even when those rules ignore it.
 */
async function ancestorLayers(context: LayerContext, root: string): Promise<IgnoreLayer[]> {
  const { ops } = context;
  const layers: IgnoreLayer[] = [];
  let child = root;
  let prefix = "";
  for (let dir = dirname(root); dir !== child; child = dir, dir = dirname(dir)) {
    prefix = `${basename(child)}/${prefix}`;
    const at = (name: string) => (dir.endsWith("/") ? dir + name : `${dir}/${name}`);
    const git = await exists(ops, at(".git"));
    const held = { custom: Boolean(context.toolIgnoreFile), ignore: true, gitignore: true, git: git !== undefined, gitIsDir: git?.isDirectory() ?? false };
    const layer = await loadLayer(context, dir, held, prefix, 0);
    if (!layer) continue;
    // Each directory from this one down to the root, e.g. "a/", "a/b/". The ignore package would
    // ignore everything below one of them that its path rules match, where ripgrep exempts only
    // the root it was given: each such step is re-included by a last rule of its own, so the
    // rules go on applying to every path below. Name rules are asked about names only.
    const steps = prefix.split("/").slice(0, -1).map((_, i, parts) => `${parts.slice(0, i + 1).join("/")}/`);
    for (const kind of ["custom", "ignore", "gitignore"] as const) {
      const rules = layer[kind];
      const byPath = rules?.byPath;
      if (!rules || !byPath || !steps.some((step) => check(byPath, step) === true)) continue;
      byPath.add(steps.map((step) => `!/${escapeRule(step)}`));
      if (!steps.some((step) => check(byPath, step) === true)) continue;
      // A name the escapes cannot carry: without these rules rather than ignoring the whole root.
      rules.byPath = undefined;
      if (!rules.byName) layer[kind] = undefined;
    }
    if (layer.custom || layer.ignore || layer.gitignore || layer.hasGit) layers.unshift(layer);
  }
  return layers;
}

function kindOf(entry: WalkDirent): WalkKind {
  if (entry.isDirectory()) return "directory";
  if (entry.isFile()) return "file";
  if (entry.isSymbolicLink()) return "symlink";
  return "other";
}

function byName(a: WalkDirent, b: WalkDirent): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * Walks `root` (a directory) depth-first in sorted order, skipping ignored entries and `.git`.
 * Unreadable subdirectories are skipped silently; an unreadable root throws.
 */
export async function walkFiles(root: string, options: WalkOptions): Promise<void> {
  const ops = options.operations ?? defaultFileWalkerOperations;
  const { signal, visit } = options;
  const rootPath = resolve(root);
  if (isInsideGitDir(rootPath)) return;
  const context: LayerContext = { ops, global: options.userGitignore ? await globalGitignore(ops) : "", toolIgnoreFile: options.toolIgnoreFile };
  // Above the root, the real directories count, as in ripgrep and fd (they canonicalize the root):
  // a root reached through a link into a repository is inside that repository.
  let realRoot = rootPath;
  try {
    if (ops.realpath) realRoot = await settle(ops.realpath(rootPath));
  } catch {
    // The walk below says what is wrong with the root.
  }
  const layers = await ancestorLayers(context, realRoot);
  let lastYield = performance.now();
  let visited = 0;

  const walkDir = async (dir: string, rel: string): Promise<boolean> => {
    let entries: WalkDirent[];
    try {
      entries = await settle(ops.readdir(dir));
    } catch (error) {
      if (rel === "") throw error;
      return false;
    }
    entries.sort(byName);

    const has: Held = { custom: false, ignore: false, gitignore: false, git: false, gitIsDir: false };
    for (const entry of entries) {
      if (entry.name === ".ignore") has.ignore = !entry.isDirectory();
      else if (entry.name === context.toolIgnoreFile) has.custom = !entry.isDirectory();
      else if (entry.name === ".gitignore") has.gitignore = !entry.isDirectory();
      else if (entry.name === ".git") {
        has.git = true;
        has.gitIsDir = entry.isDirectory();
      }
    }
    const layer = await loadLayer(context, dir, has, "", rel ? rel.length + 1 : 0);
    if (layer) layers.push(layer);
    const gitignores = !options.gitignoreNeedsRepo || layers.some((l) => l.hasGit);

    const base = dir.endsWith("/") ? dir : `${dir}/`;
    const relBase = rel ? `${rel}/` : "";
    try {
      for (const entry of entries) {
        const name = entry.name;
        if (name === ".git") continue;
        const kind = kindOf(entry);
        const relativePath = relBase + name;
        if (layers.length > 0 && isIgnored(layers, relativePath, name, kind === "directory", gitignores)) continue;

        const path = base + name;
        // No await unless visit is asynchronous: an await per entry costs a microtask turn each.
        const pending = visit({ path, relativePath, name, kind });
        const decision = isPromiseLike<WalkDecision>(pending) ? await pending : pending;
        if (decision === "stop") return true;
        if (kind === "directory" && decision !== "skip" && (await walkDir(path, relativePath))) return true;

        // Stay responsive to aborts and to other tools while walking big trees synchronously.
        if (++visited % 64 === 0 && performance.now() - lastYield > YIELD_EVERY_MS) {
          await new Promise((r) => setImmediate(r));
          lastYield = performance.now();
          if (signal?.aborted) throw abortError();
        }
      }
      return false;
    } finally {
      if (layer) layers.pop();
    }
  };

  if (signal?.aborted) throw abortError();
  await walkDir(rootPath, "");
  if (signal?.aborted) throw abortError();
}
