import { isAscii } from "node:buffer";
import { basename } from "node:path";
import { Type, type Static } from "@sinclair/typebox";
import picomatch from "picomatch";
import type { AgentTool } from "../agent/tool.js";
import {
  defaultFileWalkerOperations,
  isInsideGitDir,
  isPromiseLike,
  isSearchDirectory,
  readFileTransient,
  walkFiles,
  type FileWalkerOperations,
  type WalkDecision,
  type WalkEntry,
} from "./file-walker.js";
import { resolveToCwd } from "./path-utils.js";
import {
  DEFAULT_MAX_BYTES,
  formatSize,
  GREP_MAX_LINE_LENGTH,
  truncateHead,
  truncateLine,
  type TruncationResult,
} from "./truncate.js";

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
/** ripgrep's heuristic: a NUL byte near the start means binary; such files are skipped. */
const BINARY_SNIFF_BYTES = 8192;

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
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A JS RegExp for the whole file: `g` to scan, `m` so ^/$ work per line as in ripgrep. Unicode
 * mode when the pattern allows it (\p{..}, astral characters); otherwise the lenient legacy
 * syntax, which accepts ripgrep habits such as `\-` or `\:`.
 */
function compilePattern(pattern: string, literal: boolean, ignoreCase: boolean): RegExp {
  let source = literal ? escapeRegExp(pattern) : pattern;
  // ripgrep users write leading inline flags; JS has none. Only i changes line-by-line matching.
  const inline = literal ? null : /^\(\?([ims]+)\)/.exec(source);
  if (inline) {
    source = source.slice(inline[0].length);
    if (inline[1].includes("i")) ignoreCase = true;
  }
  const flags = `gm${ignoreCase ? "i" : ""}`;
  try {
    return new RegExp(source, `${flags}u`);
  } catch {
    try {
      return new RegExp(source, flags);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // V8 says "Invalid regular expression: /<source>/<flags>: <reason>"; keep the reason.
      const reason = message.slice(message.lastIndexOf(": ") + 2) || message;
      throw new Error(`Invalid regex pattern ${JSON.stringify(pattern)}: ${reason}. Use literal=true to search for the text as written.`);
    }
  }
}

const QUANTIFIER = /^(?:[?*+]|\{(\d+)(?:,\d*)?\})/;

/**
 * Literal strings of which every match must contain at least one, read off the regex source
 * (the longest run of plain characters outside groups and classes, per top-level alternative).
 * Files whose bytes contain none of them are never decoded. Undefined when nothing is certain.
 */
export function requiredLiterals(source: string): string[] | undefined {
  const needles: string[] = [];
  let best = "";
  let run = "";
  let depth = 0;
  const endRun = () => {
    if (run.length > best.length) best = run;
    run = "";
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    let literal: string | undefined;
    if (c === "\\") {
      const next = source[++i];
      if (next === undefined) return undefined;
      if (/[^\p{L}\p{N}_\s]/u.test(next)) literal = next;
      // Skip the body of \p{..} \u{..} \k<..> \xHH \uHHHH \cX so it is not read as literal text.
      else if ("pPu".includes(next) && source[i + 1] === "{") i = source.indexOf("}", i);
      else if (next === "k" && source[i + 1] === "<") i = source.indexOf(">", i);
      else if (next === "x") i += 2;
      else if (next === "u") i += 4;
      else if (next === "c") i += 1;
      if (i < 0) return undefined;
    } else if (c === "[") {
      for (i++; i < source.length && source[i] !== "]"; i++) if (source[i] === "\\") i++;
    } else if (c === "(") {
      depth++;
    } else if (c === ")") {
      depth--;
    } else if (c === "|" && depth === 0) {
      endRun();
      if (!best) return undefined;
      needles.push(best);
      best = "";
      continue;
    } else if (!".^$?*+{}|".includes(c)) {
      literal = c;
    }
    const quantifier = QUANTIFIER.exec(source.slice(i + 1, i + 12));
    if (literal === undefined || depth > 0) {
      endRun();
    } else if (!quantifier) {
      run += literal;
    } else {
      // `a+` or `a{2}` still needs one `a`; `a?`, `a*`, `a{0,}` do not.
      if (quantifier[0] === "+" || Number(quantifier[1]) > 0) run += literal;
      endRun();
    }
    if (quantifier) i += quantifier[0].length;
  }
  endRun();
  if (!best) return undefined;
  needles.push(best);
  return needles;
}

/** ripgrep's --glob: a glob without `/` matches the file name at any depth, one with `/` the path from the search root; `!` excludes. */
function compileGlob(glob: string): { file(entry: WalkEntry): boolean; skipDirectory(entry: WalkEntry): boolean } {
  const negated = glob.startsWith("!");
  let body = negated ? glob.slice(1) : glob;
  const directoryOnly = body.endsWith("/");
  if (directoryOnly) body = body.slice(0, -1);
  const anchored = body.includes("/");
  if (body.startsWith("/")) body = body.slice(1);
  const isMatch = picomatch(body, { dot: true });
  const matches = (entry: WalkEntry) => isMatch(anchored ? entry.relativePath : entry.name);
  return {
    file: (entry) => (directoryOnly ? !negated : matches(entry) !== negated),
    skipDirectory: (entry) => negated && matches(entry),
  };
}

interface SearchState {
  regex: RegExp;
  /** Same pattern without `g`, to re-check one line when a whole-file match spans lines. */
  lineRegex: RegExp;
  /** Byte pre-check: a file containing none of these cannot match and is never decoded. */
  needles?: Needle[];
  context: number;
  limit: number;
  matchCount: number;
  limitReached: boolean;
  linesTruncated: boolean;
  output: string[];
}

function isBinary(data: Buffer): boolean {
  const head = data.length > BINARY_SNIFF_BYTES ? data.subarray(0, BINARY_SNIFF_BYTES) : data;
  return head.indexOf(0) !== -1;
}

function formatLine(state: SearchState, path: string, lineNumber: number, text: string, isMatch: boolean): string {
  const { text: shown, wasTruncated } = truncateLine(text.replace(/\r/g, ""));
  if (wasTruncated) state.linesTruncated = true;
  return isMatch ? `${path}:${lineNumber}: ${shown}` : `${path}-${lineNumber}- ${shown}`;
}

/**
 * Searches one file's bytes; returns false once the match limit is reached. The regex runs over
 * the whole text so that files without a match cost one scan and no line splitting; lines are
 * only located (and numbered) around actual matches.
 */
function searchFile(state: SearchState, data: Buffer, displayPath: string): boolean {
  if (state.needles && !state.needles.some((needle) => contains(data, needle))) return true;
  if (data.length === 0 || isBinary(data)) return true;
  // latin1 decodes ASCII to the same string as utf8, several times faster.
  const text = data.toString(isAscii(data) ? "latin1" : "utf8");
  // A trailing newline ends the last line; it does not start an empty one.
  const end = text.endsWith("\n") ? text.length - 1 : text.length;
  const { regex, lineRegex } = state;
  let lines: string[] | undefined;
  let lineNumber = 1;
  let counted = 0; // offset up to which newlines are counted into lineNumber

  regex.lastIndex = 0;
  for (let found = regex.exec(text); found; found = regex.exec(text)) {
    const index = found.index;
    if (index > end) break; // only the empty tail after a final newline
    const lineStart = index === 0 ? 0 : text.lastIndexOf("\n", index - 1) + 1;
    let lineEnd = text.indexOf("\n", index);
    if (lineEnd === -1) lineEnd = text.length;
    const next = lineEnd + 1;

    // ripgrep matches line by line: a match running past the newline counts only if the line matches alone.
    if (index + found[0].length > lineEnd && !lineRegex.test(text.slice(lineStart, lineEnd))) {
      if (next > text.length) break;
      regex.lastIndex = next;
      continue;
    }
    for (let nl = text.indexOf("\n", counted); nl !== -1 && nl < lineStart; nl = text.indexOf("\n", nl + 1)) {
      lineNumber++;
    }
    counted = lineStart;

    if (state.context === 0) {
      state.output.push(formatLine(state, displayPath, lineNumber, text.slice(lineStart, lineEnd), true));
    } else {
      lines ??= text.slice(0, end).split("\n");
      const first = Math.max(1, lineNumber - state.context);
      const last = Math.min(lines.length, lineNumber + state.context);
      for (let n = first; n <= last; n++) {
        state.output.push(formatLine(state, displayPath, n, lines[n - 1], n === lineNumber));
      }
    }
    state.matchCount++;
    if (state.matchCount >= state.limit) {
      state.limitReached = true;
      return false;
    }
    if (next > text.length) break;
    regex.lastIndex = next;
  }
  return true;
}

function buildResult(state: SearchState): { content: { type: "text"; text: string }[]; details?: GrepToolDetails } {
  if (state.matchCount === 0) return { content: [{ type: "text", text: "No matches found" }], details: undefined };
  // No line cap: the match limit already bounds the rows.
  const truncation = truncateHead(state.output.join("\n"), { maxLines: Number.MAX_SAFE_INTEGER });
  let text = truncation.content;
  const details: GrepToolDetails = {};
  const notices: string[] = [];
  if (state.limitReached) {
    notices.push(`${state.limit} matches limit reached. Use limit=${state.limit * 2} for more, or refine pattern`);
    details.matchLimitReached = state.limit;
  }
  if (truncation.truncated) {
    notices.push(`${formatSize(DEFAULT_MAX_BYTES)} limit reached`);
    details.truncation = truncation;
  }
  if (state.linesTruncated) {
    notices.push(`Some lines truncated to ${GREP_MAX_LINE_LENGTH} chars. Use read tool to see full lines`);
    details.linesTruncated = true;
  }
  if (notices.length > 0) text += `\n\n[${notices.join(". ")}]`;
  return { content: [{ type: "text", text }], details: Object.keys(details).length > 0 ? details : undefined };
}

/** A literal to look for in a file's bytes, searched from its rarest byte (see byteRank). */
interface Needle {
  bytes: Buffer;
  rare: number;
  tail: Buffer;
}

const COMMON_LOWERCASE = "etaoinsrlcdumhpfgbywvkxqjz";

/**
 * How common a byte is in source text, higher = more common; a rough version of ripgrep's
 * rare-byte heuristic. Buffer.indexOf finds a pattern by scanning for its first byte (memchr),
 * so starting the search at a rare byte skips most of a file at memchr speed.
 */
function byteRank(byte: number): number {
  if (byte === 0x20 || byte === 0x0a || byte === 0x09) return 255;
  if (byte >= 0x61 && byte <= 0x7a) return 250 - 4 * COMMON_LOWERCASE.indexOf(String.fromCharCode(byte));
  if (byte < 0x80 && ".,;:()[]{}=_-/'\"*<>".includes(String.fromCharCode(byte))) return 150;
  if (byte >= 0x30 && byte <= 0x39) return 100;
  if (byte >= 0x41 && byte <= 0x5a) return 90;
  return 50;
}

function makeNeedle(text: string): Needle {
  const bytes = Buffer.from(text, "utf8");
  let rare = 0;
  for (let i = 1; i < bytes.length; i++) if (byteRank(bytes[i]) < byteRank(bytes[rare])) rare = i;
  return { bytes, rare, tail: bytes.subarray(rare) };
}

function contains(data: Buffer, needle: Needle): boolean {
  const { bytes, rare, tail } = needle;
  for (let at = data.indexOf(tail, rare); at !== -1; at = data.indexOf(tail, at + 1)) {
    if (rare === 0 || data.compare(bytes, 0, rare, at - rare, at) === 0) return true;
  }
  return false;
}

function prefilter(pattern: string, literal: boolean, regex: RegExp): Needle[] | undefined {
  if (regex.ignoreCase) return undefined;
  const literals = literal ? (pattern ? [pattern] : undefined) : requiredLiterals(regex.source);
  // U+FFFD may stand for undecodable bytes, which a byte search would not find.
  if (!literals || literals.some((text) => text.includes("\uFFFD"))) return undefined;
  return literals.map(makeNeedle);
}

export function createGrepTool(cwd: string, options?: GrepToolOptions): AgentTool<typeof grepSchema, GrepToolDetails | undefined> {
  const ops = options?.operations ?? defaultGrepOperations;
  return {
    name: "grep",
    label: "grep",
    description: `Search file contents for a pattern. Returns matching lines with file paths and line numbers. Respects .gitignore. Output is truncated to ${DEFAULT_LIMIT} matches or ${DEFAULT_MAX_BYTES / 1024}KB (whichever is hit first). Long lines are truncated to ${GREP_MAX_LINE_LENGTH} chars.`,
    promptSnippet: "Search file contents for patterns (respects .gitignore)",
    parameters: grepSchema,
    async execute(_toolCallId, { pattern, path, glob, ignoreCase, literal, context, limit }, signal) {
      if (signal?.aborted) throw new Error("Operation aborted");
      const searchPath = resolveToCwd(path || ".", cwd);
      const isDirectory = await isSearchDirectory(ops, searchPath);

      const regex = compilePattern(pattern, literal === true, ignoreCase === true);
      const state: SearchState = {
        regex,
        lineRegex: new RegExp(regex.source, regex.flags.replace("g", "")),
        needles: prefilter(pattern, literal === true, regex),
        context: context && context > 0 ? Math.floor(context) : 0,
        limit: Math.max(1, limit ?? DEFAULT_LIMIT),
        matchCount: 0,
        limitReached: false,
        linesTruncated: false,
        output: [],
      };

      // The local default reads into a reused buffer; searchFile is done with it before the next read.
      const readFile = ops === defaultGrepOperations ? readFileTransient : (file: string) => ops.readFile(file);
      const searchOne = (file: string, displayPath: string): WalkDecision | Promise<WalkDecision> => {
        const done = (data: Buffer): WalkDecision => (searchFile(state, data, displayPath) ? undefined : "stop");
        try {
          const data = readFile(file);
          // Unreadable files are skipped, as ripgrep does (it only reports them on stderr).
          return isPromiseLike<Buffer>(data) ? Promise.resolve(data).then(done, () => undefined) : done(data);
        } catch {
          return undefined;
        }
      };

      if (isInsideGitDir(searchPath)) return buildResult(state);
      if (!isDirectory) {
        // A file named explicitly is searched even if ignored or outside the glob, as in ripgrep.
        await searchOne(searchPath, basename(searchPath));
        return buildResult(state);
      }

      const filter = glob ? compileGlob(glob) : undefined;
      await walkFiles(searchPath, {
        operations: ops,
        signal,
        visit: (entry) => {
          if (entry.kind === "directory") return filter?.skipDirectory(entry) ? "skip" : undefined;
          // Symlinks are not followed (ripgrep's default), which also rules out loops.
          if (entry.kind !== "file" || (filter && !filter.file(entry))) return undefined;
          return searchOne(entry.path, entry.relativePath);
        },
      });
      return buildResult(state);
    },
  };
}
