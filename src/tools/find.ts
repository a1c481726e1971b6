import { sep } from "node:path";
import { Type, type Static } from "@sinclair/typebox";
import picomatch from "picomatch";
import type { AgentTool } from "../agent/tool.js";
import {
  defaultFileWalkerOperations,
  isInsideGitDir,
  isSearchDirectory,
  walkFiles,
  type FileWalkerOperations,
  type WalkEntry,
} from "./file-walker.js";
import { resolveToCwd } from "./path-utils.js";
import { DEFAULT_MAX_BYTES, formatSize, truncateHead, type TruncationResult } from "./truncate.js";

const findSchema = Type.Object({
  pattern: Type.String({
    description: "Glob pattern to match files, e.g. '*.ts', '**/*.json', or 'src/**/*.spec.ts'",
  }),
  path: Type.Optional(Type.String({ description: "Directory to search in (default: current directory)" })),
  limit: Type.Optional(Type.Number({ description: "Maximum number of results (default: 1000)" })),
});

export type FindToolInput = Static<typeof findSchema>;

const DEFAULT_LIMIT = 1000;

export interface FindToolDetails {
  resultLimitReached?: number;
  truncation?: TruncationResult;
}

/** Filesystem access for find: the walker's operations. */
export interface FindOperations extends FileWalkerOperations {}

export const defaultFindOperations: FindOperations = defaultFileWalkerOperations;

export interface FindToolOptions {
  operations?: FindOperations;
}

/**
 * Why fd (globset) would refuse the glob, as advice for the model; undefined when it is fine.
 * picomatch refuses nothing: it takes an unclosed `[` as a literal, and an unclosed `{`, a reversed
 * range or a trailing `\` as a pattern that matches nothing, so find would say "No files found".
 * Brackets are read as globset reads them: `!`/`^` first negates, a `]` first is a member.
 */
export function globError(pattern: string): string | undefined {
  let openBraces = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      if (++i === pattern.length) return "dangling \\ at the end; escape it as \\\\ or remove it";
    } else if (c === "[") {
      let start = i + 1;
      if (pattern[start] === "!" || pattern[start] === "^") start++;
      const end = pattern.indexOf("]", pattern[start] === "]" ? start + 1 : start);
      if (end === -1) return "unclosed character class; escape the [ as \\[ or close the class with ]";
      const members = [...pattern.slice(start, end)];
      for (let k = 0; k + 2 < members.length; k++) {
        if (members[k + 1] !== "-") continue;
        if (members[k] > members[k + 2]) return `invalid range ${members[k]}-${members[k + 2]}; put the lower character first, as in [a-z]`;
        k += 2;
      }
      i = end;
    } else if (c === "{") {
      openBraces++;
    } else if (c === "}" && openBraces > 0) {
      openBraces--;
    }
  }
  return openBraces > 0 ? "unclosed alternate group; escape the { as \\{ or close the group with }" : undefined;
}

/** Throws the one-line error the model sees when fd would refuse the glob. */
export function assertValidGlob(pattern: string): void {
  const reason = globError(pattern);
  if (reason) throw new Error(`Invalid glob pattern ${JSON.stringify(pattern)}: ${reason}`);
}

/**
 * The matcher pi gets from `fd --glob`: a pattern without a slash matches the entry's name; one
 * with a slash matches the absolute path (fd's --full-path), so pi prefixes it with "**" and a
 * slash unless it already starts with either or is "**". Case-insensitive unless the pattern has
 * an uppercase letter (fd's smart case). Throws on a glob fd would refuse.
 */
export function compileFindPattern(pattern: string): (entry: WalkEntry) => boolean {
  // fd lists everything for an empty pattern; picomatch would throw on it.
  if (pattern === "") return () => true;
  assertValidGlob(pattern);
  const fullPath = pattern.includes("/");
  let glob = pattern;
  if (fullPath && !glob.startsWith("/") && !glob.startsWith("**/") && glob !== "**") glob = `**/${glob}`;
  // fd's `dir/**` means "inside dir", never dir itself; picomatch would also match dir.
  if (glob.endsWith("/**")) glob = `${glob}/*`;
  const isMatch = picomatch(glob, { dot: true, nocase: !/[A-Z]/.test(pattern) });
  const toPosix = sep === "/" ? (p: string) => p : (p: string) => p.split(sep).join("/");
  return fullPath ? (entry) => isMatch(toPosix(entry.path)) : (entry) => isMatch(entry.name);
}

export function createFindTool(cwd: string, options?: FindToolOptions): AgentTool<typeof findSchema, FindToolDetails | undefined> {
  const ops = options?.operations ?? defaultFindOperations;
  return {
    name: "find",
    label: "find",
    description: `Search for files by glob pattern. Returns matching file paths relative to the search directory. Respects .gitignore. Output is truncated to ${DEFAULT_LIMIT} results or ${DEFAULT_MAX_BYTES / 1024}KB (whichever is hit first).`,
    promptSnippet: "Find files by glob pattern (respects .gitignore)",
    parameters: findSchema,
    async execute(_toolCallId, { pattern, path, limit }, signal) {
      if (signal?.aborted) throw new Error("Operation aborted");
      const searchPath = resolveToCwd(path || ".", cwd);
      const isDirectory = await isSearchDirectory(ops, searchPath);
      if (!isDirectory) throw new Error(`Not a directory: ${searchPath}`);

      const effectiveLimit = Math.max(1, limit ?? DEFAULT_LIMIT);
      const matches = compileFindPattern(pattern);
      const found: string[] = [];
      if (!isInsideGitDir(searchPath)) {
        await walkFiles(searchPath, {
          operations: ops,
          signal,
          userGitignore: ops === defaultFindOperations,
          toolIgnoreFile: ".fdignore",
          visit: (entry) => {
            if (!matches(entry)) return undefined;
            // Directories get a trailing slash, as fd prints them; symlinks are listed, not followed.
            found.push(entry.kind === "directory" ? `${entry.relativePath}/` : entry.relativePath);
            return found.length >= effectiveLimit ? "stop" : undefined;
          },
        });
      }

      if (found.length === 0) {
        return { content: [{ type: "text", text: "No files found matching pattern" }], details: undefined };
      }
      const truncation = truncateHead(found.join("\n"), { maxLines: Number.MAX_SAFE_INTEGER });
      let text = truncation.content;
      const details: FindToolDetails = {};
      const notices: string[] = [];
      // Like pi (and fd's --max-results): reaching the limit exactly also counts.
      if (found.length >= effectiveLimit) {
        notices.push(`${effectiveLimit} results limit reached. Use limit=${effectiveLimit * 2} for more, or refine pattern`);
        details.resultLimitReached = effectiveLimit;
      }
      if (truncation.truncated) {
        notices.push(`${formatSize(DEFAULT_MAX_BYTES)} limit reached`);
        details.truncation = truncation;
      }
      if (notices.length > 0) text += `\n\n[${notices.join(". ")}]`;
      return { content: [{ type: "text", text }], details: Object.keys(details).length > 0 ? details : undefined };
    },
  };
}
