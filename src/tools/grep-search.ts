import { isAscii } from "node:buffer";
import { truncateLine } from "./truncate.js";

// Searching one file's bytes, shared by the grep tool's own thread and its worker threads: a
// query is compiled once on the calling side (where a bad pattern is reported) and sent as plain
// data, so both sides search with the same code.

/** ripgrep's heuristic: a NUL byte near the start means binary; such files are skipped unless named. */
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
  /** Search files that look binary too (a file named explicitly, as in ripgrep). */
  binary?: boolean;
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

/** ripgrep's \\w, Unicode's word characters (JS's is ASCII), as JS class contents. */
const WORD = "\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}";

/** ripgrep's ASCII classes, `[[:alpha:]]`, as JS class contents. */
const POSIX_CLASSES: Record<string, string> = {
  alnum: "0-9A-Za-z",
  alpha: "A-Za-z",
  ascii: "\\x00-\\x7F",
  blank: "\\t ",
  cntrl: "\\x00-\\x1F\\x7F",
  digit: "0-9",
  graph: "!-~",
  lower: "a-z",
  print: " -~",
  punct: "!-\\/:-@\\[-`{-~",
  space: "\\t\\n\\v\\f\\r ",
  upper: "A-Z",
  word: "0-9A-Za-z_",
  xdigit: "0-9A-Fa-f",
};

function isUnicodeClass(name: string): boolean {
  try {
    new RegExp(`\\p{${name}}`, "u");
    return true;
  } catch {
    return false;
  }
}

/** ripgrep's \p{..} names (a script alone, `:` for `=`, loose case and spaces) as JS's. */
function unicodeClass(name: string): string {
  const [key, value] = name.includes("=") || name.includes(":") ? name.split(/[=:]/) : [undefined, name];
  const loose = value.trim().split(/[\s_-]+/).map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join("_");
  for (const v of [value, loose]) {
    for (const candidate of key === undefined ? [v, `Script=${v}`] : [`${key.trim()}=${v}`]) {
      if (isUnicodeClass(candidate)) return candidate;
    }
  }
  throw new Error(`unknown Unicode class \\p{${name}}; use a category such as \\p{L} or a script such as \\p{Greek}`);
}

/** One escape at `at` (the backslash) as JS u-mode text, and where the escape ends. */
function translateEscape(pattern: string, at: number, inClass: boolean): [string, number] {
  const next = pattern[at + 1];
  if (next === "p" || next === "P") {
    let name = pattern[at + 2] ?? "";
    let end = at + 3;
    if (name === "{") {
      end = pattern.indexOf("}", at);
      if (end === -1) throw new Error(`unclosed \\${next}{; close it with }`);
      name = pattern.slice(at + 3, end++);
    }
    // \p{^Greek} is \P{Greek}.
    const negated = (next === "P") !== name.startsWith("^");
    return [`\\${negated ? "P" : "p"}{${unicodeClass(name.replace(/^\^/, ""))}}`, end];
  }
  if ((next === "x" || next === "u") && pattern[at + 2] === "{") {
    const end = pattern.indexOf("}", at) + 1;
    if (end === 0) throw new Error(`unclosed \\${next}{; close it with }`);
    return [`\\u${pattern.slice(at + 2, end)}`, end];
  }
  if (next === "a") return ["\\x07", at + 2];
  // ripgrep searches line by line: the text's start and end are the line's.
  if (!inClass && next === "A") return ["^", at + 2];
  if (!inClass && next === "z") return ["$", at + 2];
  // ripgrep's \\d and \\w are Unicode-aware, JS's ASCII. (\\b stays JS's: as lookarounds it ran 7-16x slower.)
  if (next === "d" || next === "D") return [`\\${next === "d" ? "p" : "P"}{Nd}`, at + 2];
  if (next === "w") return [inClass ? WORD : `[${WORD}]`, at + 2];
  if (!inClass && next === "W") return [`[^${WORD}]`, at + 2];
  if (!inClass && next === "<") return [`(?<![${WORD}])(?=[${WORD}])`, at + 2];
  if (!inClass && next === ">") return [`(?<=[${WORD}])(?![${WORD}])`, at + 2];
  if (/[A-Za-z]/.test(next ?? "") && !"dDwWsSbBnrtfvuxck".includes(next)) {
    throw new Error(`\\${next} is not an escape ripgrep knows${inClass ? " in a class" : ""}; escape only punctuation`);
  }
  // Escaped punctuation JS u-mode refuses (\- \: \#) is the character itself.
  if (next !== undefined && /[ -~]/.test(next) && !/[\w^$\\.*+?()[\]{}|/-]/.test(next)) return [next, at + 2];
  if (!inClass && next === "-") return ["-", at + 2];
  return [`\\${next ?? ""}`, at + 2];
}

/** A bracket class at `at` as JS u-mode text, and where it ends: POSIX classes expanded, no nesting. */
function translateClass(pattern: string, at: number): [string, number] {
  let i = at + 1;
  const negated = pattern[i] === "^";
  if (negated) i++;
  let items = "";
  const complements: string[] = []; // the contents of [[:^name:]] items
  // A ] first is a literal.
  if (pattern[i] === "]") {
    items += "\\]";
    i++;
  }
  for (; i < pattern.length && pattern[i] !== "]"; i++) {
    const c = pattern[i];
    if (c === "\\" && pattern[i + 1] === "W") {
      complements.push(WORD);
      i++;
    } else if (c === "\\") {
      const [text, end] = translateEscape(pattern, i, true);
      items += text;
      i = end - 1;
    } else if (c === "[") {
      const posix = /^\[:(\^?)(\w+):\]/.exec(pattern.slice(i, i + 12));
      const set = posix && POSIX_CLASSES[posix[2]];
      if (!set) throw new Error("a [ inside a class (nesting) is not supported; escape it as \\[");
      if (posix[1]) complements.push(set);
      else items += set;
      i += posix[0].length - 1;
    } else if ((c === "&" || c === "-" || c === "~") && pattern[i + 1] === c) {
      throw new Error(`class set operation ${c}${c} is not supported; escape it as \\${c}\\${c} to match it literally`);
    } else {
      items += c;
    }
  }
  if (i >= pattern.length) throw new Error("unclosed class [; close it with ] or escape it as \\[");
  const end = i + 1;
  if (complements.length === 0) return [`[${negated ? "^" : ""}${items}]`, end];
  // JS classes cannot hold a complement: [x[:^alpha:]] is x or not alpha; [^x[:^alpha:]] is alpha but not x.
  if (!negated) {
    const parts = [...(items ? [`[${items}]`] : []), ...complements.map((set) => `[^${set}]`)];
    return [parts.length === 1 ? parts[0] : `(?:${parts.join("|")})`, end];
  }
  const lookaheads = complements.slice(1).map((set) => `(?=[${set}])`).join("");
  return [`(?:${items ? `(?![${items}])` : ""}${lookaheads}[${complements[0]}])`, end];
}

/**
 * ripgrep's regex syntax as JS u-mode syntax: what JS lacks is rewritten (POSIX classes, \A \z,
 * \pL, `(?P<`, escaped punctuation, a lone ] or }), what it would read differently is refused.
 */
function translatePattern(pattern: string): string {
  let out = "";
  for (let i = 0; i < pattern.length; ) {
    const c = pattern[i];
    let text = c;
    let end = i + 1;
    if (c === "\\") [text, end] = translateEscape(pattern, i, false);
    else if (c === "[") [text, end] = translateClass(pattern, i);
    else if (c === "]" || c === "}") text = `\\${c}`;
    else if (c === "{") {
      // A repetition's closing } is kept as it is.
      const repeat = /^\{\d+(?:,\d*)?\}/.exec(pattern.slice(i, i + 24));
      if (repeat) [text, end] = [repeat[0], i + repeat[0].length];
    } else if (pattern.startsWith("(?P<", i)) [text, end] = ["(?<", i + 4];
    out += text;
    i = end;
  }
  return out;
}

/**
 * Whether a regex asks for a line break (`\n`, `\x0A`, `[\n]`), which no line holds: lines are
 * matched one at a time, and ripgrep refuses such a pattern too. A negated class (`[^\n]`) is fine.
 */
function holdsLineBreak(source: string): boolean {
  let negated: boolean | undefined; // inside a class: whether it is negated
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      if (negated !== true && /^(?:n|x0a|u000a|[xu]\{0*a\}|cj)/i.test(source.slice(i + 1)) && source[i + 1] !== "N") return true;
      i++;
    } else if (c === "\n") {
      if (negated !== true) return true;
    } else if (c === "[" && negated === undefined) {
      negated = source[i + 1] === "^";
      if (source[i + 1 + (negated ? 1 : 0)] === "]") i += negated ? 2 : 1; // a leading `]` is literal
    } else if (c === "]") negated = undefined;
  }
  return false;
}

/**
 * A JS RegExp for the whole file: `g` to scan, `m` so ^/$ work per line as in ripgrep, `u` for
 * Unicode classes and astral characters, on the pattern translated from ripgrep's syntax.
 */
function compilePattern(pattern: string, literal: boolean, ignoreCase: boolean): RegExp {
  if (literal ? pattern.includes("\n") : holdsLineBreak(pattern))
    throw new Error(`The pattern ${JSON.stringify(pattern)} holds a line break, and grep matches one line at a time. Search for one of its lines, or use bash (e.g. grep -Pzo) for text across lines.`);
  let source = literal ? escapeRegExp(pattern) : pattern;
  // ripgrep users write leading inline flags; JS has none. Only i changes line-by-line matching.
  const inline = literal ? null : /^\(\?([ims]+)\)/.exec(source);
  if (inline) {
    source = source.slice(inline[0].length);
    if (inline[1].includes("i")) ignoreCase = true;
  }
  try {
    return new RegExp(literal ? source : translatePattern(source), `gmu${ignoreCase ? "i" : ""}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // V8 says "Invalid regular expression: /<source>/<flags>: <reason>"; keep the reason.
    const reason = error instanceof SyntaxError ? message.slice(message.lastIndexOf(": ") + 2) : message;
    throw new Error(`Invalid regex pattern ${JSON.stringify(pattern)}: ${reason}. Use literal=true to search for the text as written.`);
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
    let c = source[i];
    // An astral character is one atom (u-mode): in `😀?` both halves are optional.
    if (c >= "\ud800" && c <= "\udbff" && i + 1 < source.length) c = source.slice(i, ++i + 1);
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
export function compileQuery(input: { pattern: string; literal: boolean; ignoreCase: boolean; context: number; limit: number; binary?: boolean }): GrepQuery {
  const regex = compilePattern(input.pattern, input.literal, input.ignoreCase);
  return {
    source: regex.source,
    flags: regex.flags,
    needles: prefilter(input.pattern, input.literal, regex),
    context: input.context,
    maxMatches: input.limit,
    binary: input.binary,
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

export function isBinary(data: Buffer): boolean {
  const head = data.length > BINARY_SNIFF_BYTES ? data.subarray(0, BINARY_SNIFF_BYTES) : data;
  return head.indexOf(0) !== -1;
}

/** ripgrep's BOM sniffing: a file with a UTF-16 BOM is decoded as UTF-16 (the UTF-8 byte pre-check cannot apply). */
function utf16Text(data: Buffer): string | undefined {
  const le = data[0] === 0xff && data[1] === 0xfe;
  if (!le && !(data[0] === 0xfe && data[1] === 0xff)) return undefined;
  return new TextDecoder(le ? "utf-16le" : "utf-16be").decode(data);
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
  const { context, maxMatches, binary } = query;

  return (data, displayPath) => {
    let text = utf16Text(data);
    if (text === undefined) {
      if (needles && !needles.some((needle) => contains(data, needle))) return undefined;
      // ripgrep drops a UTF-8 BOM: `^` matches after it and the line is shown without it.
      if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) data = data.subarray(3);
      if (data.length === 0 || (!binary && isBinary(data))) return undefined;
      // latin1 decodes ASCII to the same string as utf8, several times faster.
      text = data.toString(isAscii(data) ? "latin1" : "utf8");
    } else if (text.length === 0 || (!binary && text.slice(0, BINARY_SNIFF_BYTES).includes("\0"))) {
      return undefined;
    }
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
