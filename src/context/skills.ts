import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import ignore, { type Ignore } from "ignore";
import { parseFrontmatter } from "./frontmatter.js";
import { addIgnoreRules, entryKind, toPosixPath } from "./ignore-files.js";
import { resolveUserPath, staysInside } from "./paths.js";
import type { ContextDiagnostic, Skill, SkillSource } from "./types.js";

const MAX_NAME_LENGTH = 64;
const MAX_DESCRIPTION_LENGTH = 1024;

export interface LoadSkillsOptions {
  cwd: string;
  /** User directory: `<agentDir>/skills/` is searched. */
  agentDir: string;
  /** Home directory: `<homeDir>/.agents/skills/` is searched. */
  homeDir: string;
  /** `--skill` paths (files or directories), loaded after the discovered ones. */
  skillPaths?: readonly string[];
  /** Turns off discovery; `skillPaths` still load. */
  noSkills?: boolean;
  /** A skill file inside this directory that resolves outside it (a link) is not read. */
  confine?: string;
}

export interface LoadSkillsResult {
  skills: Skill[];
  diagnostics: ContextDiagnostic[];
}

/**
 * "pi" mode (a `.pi/skills` or `<agentDir>/skills` directory) also takes plain `*.md` files at the
 * top of the directory as skills; "agents" mode (`.agents/skills`) only takes `SKILL.md` files.
 */
export type SkillDirMode = "pi" | "agents";

/**
 * Loads skills in pi 0.73.1's order, which is also the collision priority (first name wins):
 * project `.pi/skills`, `.agents/skills` from cwd up to the git root, user `<agentDir>/skills`,
 * `~/.agents/skills`, then explicit paths.
 */
export function loadSkills(options: LoadSkillsOptions): LoadSkillsResult {
  const candidates: { path: string; source: SkillSource }[] = [];
  if (!options.noSkills) {
    const userAgentsDir = join(options.homeDir, ".agents", "skills");
    const projectDirs: [string, SkillDirMode][] = [[resolve(options.cwd, ".pi", "skills"), "pi"]];
    for (const dir of ancestorAgentsSkillDirs(options.cwd)) {
      if (resolve(dir) !== resolve(userAgentsDir)) projectDirs.push([dir, "agents"]);
    }
    for (const [dir, mode] of projectDirs) {
      for (const file of collectSkillFiles(dir, mode)) candidates.push({ path: file, source: "project" });
    }
    const userDirs: [string, SkillDirMode][] = [[join(options.agentDir, "skills"), "pi"], [userAgentsDir, "agents"]];
    for (const [dir, mode] of userDirs) {
      for (const file of collectSkillFiles(dir, mode)) candidates.push({ path: file, source: "user" });
    }
  }
  for (const raw of options.skillPaths ?? []) {
    candidates.push({ path: resolveUserPath(raw, options.cwd, options.homeDir), source: "path" });
  }

  const diagnostics: ContextDiagnostic[] = [];
  const collisions: ContextDiagnostic[] = [];
  const byName = new Map<string, Skill>();
  const seenPaths = new Set<string>();
  const loadedRealPaths = new Set<string>();

  const add = (skill: Skill) => {
    const real = realPath(skill.filePath);
    if (loadedRealPaths.has(real)) return; // the same file reached twice (symlink): load once
    const existing = byName.get(skill.name);
    if (existing) {
      collisions.push({
        type: "collision",
        message: `name "${skill.name}" collision`,
        path: skill.filePath,
        collision: { resourceType: "skill", name: skill.name, winnerPath: existing.filePath, loserPath: skill.filePath },
      });
      return;
    }
    byName.set(skill.name, skill);
    loadedRealPaths.add(real);
  };
  const loadFile = (file: string, source: SkillSource) => {
    if (!staysInside(file, options.confine)) {
      diagnostics.push({ type: "warning", message: `not read: a link out of ${options.confine}`, path: file });
      return;
    }
    const result = loadSkillFromFile(file, source);
    diagnostics.push(...result.diagnostics);
    if (result.skill) add(result.skill);
  };

  for (const { path, source } of candidates) {
    const real = realPath(path);
    if (seenPaths.has(real)) continue;
    seenPaths.add(real);
    if (!existsSync(path)) {
      diagnostics.push({ type: "warning", message: "skill path does not exist", path });
      continue;
    }
    try {
      const stats = statSync(path);
      if (stats.isDirectory()) {
        for (const file of collectSkillFiles(path, "pi")) loadFile(file, source);
      } else if (stats.isFile() && path.endsWith(".md")) {
        loadFile(path, source);
      } else {
        diagnostics.push({ type: "warning", message: "skill path is not a markdown file", path });
      }
    } catch (error) {
      diagnostics.push({ type: "warning", message: error instanceof Error ? error.message : "failed to read skill path", path });
    }
  }
  return { skills: [...byName.values()], diagnostics: [...diagnostics, ...collisions] };
}

/** Reads and validates one skill file. A missing description or a parse error means no skill. */
export function loadSkillFromFile(filePath: string, source: SkillSource): { skill: Skill | null; diagnostics: ContextDiagnostic[] } {
  const diagnostics: ContextDiagnostic[] = [];
  const warn = (message: string) => diagnostics.push({ type: "warning", message, path: filePath });
  let frontmatter: Record<string, unknown>;
  try {
    frontmatter = parseFrontmatter(readFileSync(filePath, "utf-8")).frontmatter;
  } catch (error) {
    warn(error instanceof Error ? error.message : "failed to parse skill file");
    return { skill: null, diagnostics };
  }
  const baseDir = dirname(filePath);
  const parentDirName = basename(baseDir);
  const description = typeof frontmatter.description === "string" ? frontmatter.description : "";

  if (description.trim() === "") warn("description is required");
  else if (description.length > MAX_DESCRIPTION_LENGTH) {
    warn(`description exceeds ${MAX_DESCRIPTION_LENGTH} characters (${description.length})`);
  }
  const name = frontmatter.name ? String(frontmatter.name) : parentDirName;
  for (const problem of validateName(name, parentDirName)) warn(problem);

  if (description.trim() === "") return { skill: null, diagnostics };
  return {
    skill: {
      name,
      description,
      filePath,
      baseDir,
      source,
      disableModelInvocation: frontmatter["disable-model-invocation"] === true,
    },
    diagnostics,
  };
}

/** Agent Skills naming rules; problems are warnings, the skill still loads. */
function validateName(name: string, parentDirName: string): string[] {
  const problems: string[] = [];
  if (name !== parentDirName) problems.push(`name "${name}" does not match parent directory "${parentDirName}"`);
  if (name.length > MAX_NAME_LENGTH) problems.push(`name exceeds ${MAX_NAME_LENGTH} characters (${name.length})`);
  if (!/^[a-z0-9-]+$/.test(name)) {
    problems.push("name contains invalid characters (must be lowercase a-z, 0-9, hyphens only)");
  }
  if (name.startsWith("-") || name.endsWith("-")) problems.push("name must not start or end with a hyphen");
  if (name.includes("--")) problems.push("name must not contain consecutive hyphens");
  return problems;
}

/**
 * The skill files under `dir`: a directory holding `SKILL.md` is one skill (no deeper search);
 * otherwise subdirectories are searched, except dot-directories, `node_modules` and paths matched
 * by `.gitignore` / `.ignore` / `.fdignore` files met on the way. Symlinks are followed.
 */
export function collectSkillFiles(dir: string, mode: SkillDirMode): string[] {
  return walk(dir, mode, ignore(), dir);
}

function walk(dir: string, mode: SkillDirMode, ig: Ignore, root: string): string[] {
  if (!existsSync(dir)) return [];
  addIgnoreRules(ig, dir, root);
  const files: string[] = [];
  try {
    // Sorted so the prompt's skill order does not depend on the filesystem's listing order.
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const skillFile = entries.find((entry) => entry.name === "SKILL.md");
    if (skillFile) {
      const fullPath = join(dir, skillFile.name);
      if (entryKind(fullPath, skillFile)?.isFile && !ig.ignores(toPosixPath(relative(root, fullPath)))) return [fullPath];
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const fullPath = join(dir, entry.name);
      const kind = entryKind(fullPath, entry);
      if (!kind) continue;
      const relPath = toPosixPath(relative(root, fullPath));
      if (kind.isDirectory) {
        if (!ig.ignores(`${relPath}/`)) files.push(...walk(fullPath, mode, ig, root));
      } else if (kind.isFile && mode === "pi" && dir === root && entry.name.endsWith(".md") && !ig.ignores(relPath)) {
        files.push(fullPath);
      }
    }
  } catch {
    // An unreadable directory holds no skills.
  }
  return files;
}

/** `.agents/skills` in cwd and each parent up to the git root (the directory holding `.git`), or `/`. */
export function ancestorAgentsSkillDirs(cwd: string): string[] {
  const start = resolve(cwd);
  const gitRoot = findGitRoot(start);
  const dirs: string[] = [];
  let dir = start;
  while (true) {
    dirs.push(join(dir, ".agents", "skills"));
    if (gitRoot !== null && dir === gitRoot) break;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return dirs;
}

export function findGitRoot(startDir: string): string | null {
  let dir = resolve(startDir);
  while (true) {
    if (existsSync(join(dir, ".git"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
