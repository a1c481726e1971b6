import { basename, isAbsolute, relative, resolve, sep } from "node:path";
import { Type, type Static } from "@sinclair/typebox";
import picomatch from "picomatch";
import type { AgentTool } from "../agent/tool.js";
import {
  defaultFileWalkerOperations,
  isSearchDirectory,
  walkFiles,
  type FileWalkerOperations,
  type WalkEntry,
} from "./file-walker.js";
import { globError } from "./find.js";
import { defaultGrepPool, type GrepPool } from "./grep-pool.js";
import { GrepRun, type GrepResultLines } from "./grep-run.js";
import { compileQuery } from "./grep-search.js";
import { resolveToCwd } from "./path-utils.js";
import { readFileTransient } from "./read-transient.js";
import { DEFAULT_MAX_BYTES, formatSize, GREP_MAX_LINE_LENGTH, truncateHead, type TruncationResult } from "./truncate.js";

const grepSchema = Type.Object({
  pattern: Type.String({ description: "Search pattern (regex or literal string)" }),
  path: Type.Optional(Type.String({ description: "Directory or file to search (default: current directory)" })),
  glob: Type.Optional(Type.String({ description: "Filter files by glob pattern, e.g. '*.ts' or '**/*.spec.ts'" })),
  ignoreCase: Type.Optional(Type.Boolean({ description: "Case-insensitive search (default: false)" })),
  literal: Type.Optional(
    Type.Boolean({ description: "Treat pattern as literal string instead of regex (default: false)" }),
  ),
  context: Type.Optional(
    Type.Number({ description: "Number of lines to show before and after each match (default: 0)" }),
  ),
  limit: Type.Optional(Type.Number({ description: "Maximum number of matches to return (default: 100)" })),
});

export type GrepToolInput = Static<typeof grepSchema>;

const DEFAULT_LIMIT = 100;

export interface GrepToolDetails {
  matchLimitReached?: number;
  truncation?: TruncationResult;
  linesTruncated?: boolean;
}

/** Filesystem access for grep: the walker's operations (readFile also reads the searched files). */
export interface GrepOperations extends FileWalkerOperations {}

export const defaultGrepOperations: GrepOperations = defaultFileWalkerOperations;

export interface GrepToolOptions {
  operations?: GrepOperations;
  /** Worker threads for large local searches; null for none. Default: the process's shared pool, where one can run. */
  pool?: GrepPool | null;
}

/**
 * ripgrep's --glob: a glob without `/` matches the file name at any depth, one with `/` the path
 * from the working directory (pi runs rg there), which nothing outside it has; `!` excludes.
 * `base` is the search root's path from the working directory with a trailing `/` ("" for the
 * directory itself), or undefined when the root is outside it.
 */
function compileGlob(glob: string, base: string | undefined): { file(entry: WalkEntry): boolean; skipDirectory(entry: WalkEntry): boolean } {
  const negated = glob.startsWith("!");
  let body = negated ? glob.slice(1) : glob;
  const directoryOnly = body.endsWith("/");
  if (directoryOnly) body = body.slice(0, -1);
  const anchored = body.includes("/");
  if (body.startsWith("/")) body = body.slice(1);
  // ripgrep refuses what fd refuses; picomatch would quietly match nothing.
  const reason = globError(body);
  if (reason) throw new Error(`Invalid glob ${JSON.stringify(glob)}: ${reason}`);
  const isMatch = picomatch(body, { dot: true });
  const matches = (entry: WalkEntry) => (anchored ? base !== undefined && isMatch(base + entry.relativePath) : isMatch(entry.name));
  return {
    // A directory glob (`src/`) never matches a file: `!src/` lets files through, `src/` none.
    file: (entry) => (directoryOnly ? negated : matches(entry) !== negated),
    skipDirectory: (entry) => negated && matches(entry),
  };
}

/** `dir`'s path from `cwd` with a trailing `/` ("" for cwd itself); undefined outside cwd. */
function pathFromCwd(cwd: string, dir: string): string | undefined {
  const rel = relative(resolve(cwd), dir);
  if (rel === "") return "";
  return rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? undefined : `${rel.split(sep).join("/")}/`;
}

function buildResult({ output, limit, limitReached, linesTruncated }: GrepResultLines): { content: { type: "text"; text: string }[]; details?: GrepToolDetails } {
  if (output.length === 0) return { content: [{ type: "text", text: "No matches found" }], details: undefined };
  // No line cap: the match limit already bounds the rows.
  const truncation = truncateHead(output.join("\n"), { maxLines: Number.MAX_SAFE_INTEGER });
  let text = truncation.content;
  const details: GrepToolDetails = {};
  const notices: string[] = [];
  if (limitReached) {
    notices.push(`${limit} matches limit reached. Use limit=${limit * 2} for more, or refine pattern`);
    details.matchLimitReached = limit;
  }
  if (truncation.truncated) {
    notices.push(`${formatSize(DEFAULT_MAX_BYTES)} limit reached`);
    details.truncation = truncation;
  }
  if (linesTruncated) {
    notices.push(`Some lines truncated to ${GREP_MAX_LINE_LENGTH} chars. Use read tool to see full lines`);
    details.linesTruncated = true;
  }
  if (notices.length > 0) text += `\n\n[${notices.join(". ")}]`;
  return { content: [{ type: "text", text }], details: Object.keys(details).length > 0 ? details : undefined };
}

export function createGrepTool(cwd: string, options?: GrepToolOptions): AgentTool<typeof grepSchema, GrepToolDetails | undefined> {
  const ops = options?.operations ?? defaultGrepOperations;
  const local = ops === defaultGrepOperations;
  const pool = local ? (options?.pool === undefined ? defaultGrepPool() : options.pool ?? undefined) : undefined;
  return {
    name: "grep",
    label: "grep",
    description: `Search file contents for a pattern. Returns matching lines with file paths and line numbers. Respects .gitignore. Output is truncated to ${DEFAULT_LIMIT} matches or ${DEFAULT_MAX_BYTES / 1024}KB (whichever is hit first). Long lines are truncated to ${GREP_MAX_LINE_LENGTH} chars.`,
    promptSnippet: "Search file contents for patterns (respects .gitignore)",
    parameters: grepSchema,
    warmUp: pool && (() => pool.start()),
    async execute(_toolCallId, { pattern, path, glob, ignoreCase, literal, context, limit }, signal) {
      if (signal?.aborted) throw new Error("Operation aborted");
      const searchPath = resolveToCwd(path || ".", cwd);
      const isDirectory = await isSearchDirectory(ops, searchPath);
      const query = compileQuery({
        pattern,
        literal: literal === true,
        ignoreCase: ignoreCase === true,
        context: context && context > 0 ? Math.floor(context) : 0,
        limit: Math.max(1, limit ?? DEFAULT_LIMIT),
        binary: !isDirectory,
      });
      // The local default reads into a reused buffer (each file is searched before the next read)
      // and may hand batches to worker threads; other operations are used as they are.
      const readFile = local ? readFileTransient : (file: string) => ops.readFile(file);
      const run = new GrepRun(query, readFile, isDirectory ? pool : undefined);

      if (!isDirectory) {
        // A file named explicitly is searched even if ignored, binary, outside the glob or inside .git, as in ripgrep.
        await run.add(searchPath, basename(searchPath));
        return buildResult(run);
      }

      const filter = glob ? compileGlob(glob, pathFromCwd(cwd, searchPath)) : undefined;
      try {
        await walkFiles(searchPath, {
          operations: ops,
          signal,
          userGitignore: local,
          toolIgnoreFile: ".rgignore",
          gitignoreNeedsRepo: true,
          visit: (entry) => {
            if (entry.kind === "directory") return filter?.skipDirectory(entry) ? "skip" : undefined;
            // Symlinks are not followed (ripgrep's default), which also rules out loops.
            if (entry.kind !== "file" || (filter && !filter.file(entry))) return undefined;
            return run.add(entry.path, entry.relativePath);
          },
        });
        await run.finish(signal);
      } finally {
        run.cancel();
      }
      return buildResult(run);
    },
  };
}
