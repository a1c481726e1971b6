import { isAscii } from "node:buffer";
import { truncateLine } from "./truncate.js";

// Searching one file's bytes, shared by the grep tool's own thread and its worker threads: a
// query is compiled once on the calling side (where a bad pattern is reported) and sent as plain
// data, so both sides search with the same code.

/** ripgrep's heuristic: a NUL byte near the start means binary; such files are skipped. */
const BINARY_SNIFF_BYTES = 8192;

/** A compiled grep request as plain data (it crosses to worker threads). */
export interface GrepQuery {
  source: string;
  flags: string;
  /** Byte pre-check: a file containing none of these cannot match and is never decoded. */
  needles?: string[];
  context: number;
  /** Matches kept per file at most (the call's limit: no file can need more). */
  maxMatches: number;
}

/** Matches in file order: a block per match (its line, or the line with its context lines). */
export interface FileMatches {
  blocks: string[];
  /** Indexes of the blocks in which a line was cut to GREP_MAX_LINE_LENGTH. */
  cut: number[];
}

export type FileSearcher = (data: Buffer, displayPath: string) => FileMatches | undefined;

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

function prefilter(pattern: string, literal: boolean, regex: RegExp): string[] | undefined {
  if (regex.ignoreCase) return undefined;
  const literals = literal ? (pattern ? [pattern] : undefined) : requiredLiterals(regex.source);
  // U+FFFD may stand for undecodable bytes, which a byte search would not find.
  if (!literals || literals.some((text) => text.includes("\uFFFD"))) return undefined;
  return literals;
}

/** Throws the one-line invalid-pattern error the model sees. */
export function compileQuery(input: { pattern: string; literal: boolean; ignoreCase: boolean; context: number; limit: number }): GrepQuery {
  const regex = compilePattern(input.pattern, input.literal, input.ignoreCase);
  return {
    source: regex.source,
    flags: regex.flags,
    needles: prefilter(input.pattern, input.literal, regex),
    context: input.context,
    maxMatches: input.limit,
  };
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

function isBinary(data: Buffer): boolean {
  const head = data.length > BINARY_SNIFF_BYTES ? data.subarray(0, BINARY_SNIFF_BYTES) : data;
  return head.indexOf(0) !== -1;
}

/**
 * The search of one file's bytes for a query; undefined when the file has no match. The regex
 * runs over the whole text so that files without a match cost one scan and no line splitting;
 * lines are only located (and numbered) around actual matches.
 */
export function createFileSearcher(query: GrepQuery): FileSearcher {
  const regex = new RegExp(query.source, query.flags);
  // Same pattern without `g`, to re-check one line when a whole-file match spans lines.
  const lineRegex = new RegExp(query.source, query.flags.replace("g", ""));
  const needles = query.needles?.map(makeNeedle);
  const { context, maxMatches } = query;

  return (data, displayPath) => {
    if (needles && !needles.some((needle) => contains(data, needle))) return undefined;
    if (data.length === 0 || isBinary(data)) return undefined;
    // latin1 decodes ASCII to the same string as utf8, several times faster.
    const text = data.toString(isAscii(data) ? "latin1" : "utf8");
    // A trailing newline ends the last line; it does not start an empty one.
    const end = text.endsWith("\n") ? text.length - 1 : text.length;
    const found: FileMatches = { blocks: [], cut: [] };
    const format = (lineNumber: number, line: string, isMatch: boolean) => {
      const { text: shown, wasTruncated } = truncateLine(line.replace(/\r/g, ""));
      if (wasTruncated && found.cut.at(-1) !== found.blocks.length) found.cut.push(found.blocks.length);
      return isMatch ? `${displayPath}:${lineNumber}: ${shown}` : `${displayPath}-${lineNumber}- ${shown}`;
    };
    let lines: string[] | undefined;
    let lineNumber = 1;
    let counted = 0; // offset up to which newlines are counted into lineNumber

    regex.lastIndex = 0;
    for (let match = regex.exec(text); match; match = regex.exec(text)) {
      const index = match.index;
      if (index > end) break; // only the empty tail after a final newline
      const lineStart = index === 0 ? 0 : text.lastIndexOf("\n", index - 1) + 1;
      let lineEnd = text.indexOf("\n", index);
      if (lineEnd === -1) lineEnd = text.length;
      const next = lineEnd + 1;

      // ripgrep matches line by line: a match running past the newline counts only if the line matches alone.
      if (index + match[0].length > lineEnd && !lineRegex.test(text.slice(lineStart, lineEnd))) {
        if (next > text.length) break;
        regex.lastIndex = next;
        continue;
      }
      for (let nl = text.indexOf("\n", counted); nl !== -1 && nl < lineStart; nl = text.indexOf("\n", nl + 1)) {
        lineNumber++;
      }
      counted = lineStart;

      if (context === 0) {
        found.blocks.push(format(lineNumber, text.slice(lineStart, lineEnd), true));
      } else {
        lines ??= text.slice(0, end).split("\n");
        const block: string[] = [];
        const last = Math.min(lines.length, lineNumber + context);
        for (let n = Math.max(1, lineNumber - context); n <= last; n++) block.push(format(n, lines[n - 1], n === lineNumber));
        found.blocks.push(block.join("\n"));
      }
      if (found.blocks.length >= maxMatches || next > text.length) break;
      regex.lastIndex = next;
    }
    return found.blocks.length > 0 ? found : undefined;
  };
}

/**
 * Searches files in order until `maxMatches` blocks are found or `stop()` says so; unreadable
 * files are skipped, as ripgrep does (it only reports them on stderr).
 */
export function searchFiles(
  search: FileSearcher,
  readFile: (file: string) => Buffer,
  files: string[],
  names: string[],
  maxMatches: number,
  stop: () => boolean = () => false,
): FileMatches {
  const found: FileMatches = { blocks: [], cut: [] };
  for (let i = 0; i < files.length && found.blocks.length < maxMatches && !stop(); i++) {
    let data: Buffer;
    try {
      data = readFile(files[i]);
    } catch {
      continue;
    }
    const matches = search(data, names[i]);
    if (!matches) continue;
    for (const index of matches.cut) found.cut.push(found.blocks.length + index);
    for (const block of matches.blocks) found.blocks.push(block);
  }
  return found;
}
