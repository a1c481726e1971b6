// Finding edits[].oldText in a file: exact first, then pi's fuzzy normalisation. Unlike pi, a fuzzy
// match rewrites only the matched region: positions found in the normalised text are mapped back
// to the original, so every byte outside the replaced regions stays as it was.

export interface EditPair {
  oldText: string;
  newText: string;
}

const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F]/g;
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g;
const SPECIAL_SPACES = /[\u00A0\u2002-\u200A\u202F\u205F\u3000]/g;

function replaceTypography(text: string): string {
  return text
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, "-")
    .replace(SPECIAL_SPACES, " ");
}

/** pi's normalizeForFuzzyMatch: NFKC, trailing whitespace per line, ASCII quotes, dashes and spaces. */
export function normalizeForFuzzyMatch(text: string): string {
  return replaceTypography(
    text
      .normalize("NFKC")
      .split("\n")
      .map((line) => line.trimEnd())
      .join("\n"),
  );
}

/**
 * The normalised text with, for each of its code units, the original chunk it came from
 * (`chunkStart`..`chunkEnd` in the original) and the span that chunk produced in `text`
 * (`outStart`..`outEnd`). Characters removed as trailing whitespace produce nothing.
 */
export interface NormalizedText {
  text: string;
  chunkStart: number[];
  chunkEnd: number[];
  outStart: number[];
  outEnd: number[];
}

type Chunker = (original: string, start: number, end: number) => Array<[number, number]>;

// Made on first use: creating a segmenter loads ICU data (about 25 ms at start-up otherwise).
let graphemes: Intl.Segmenter | undefined;
const ASCII = /^[\x00-\x7F]*$/;

// NFKC composes within a grapheme (base + marks, Hangul jamo), so graphemes normalise independently.
const graphemeChunks: Chunker = (original, start, end) => {
  const line = original.slice(start, end);
  const chunks: Array<[number, number]> = [];
  if (ASCII.test(line)) {
    for (let i = start; i < end; i++) chunks.push([i, i + 1]);
    return chunks;
  }
  for (const { index, segment } of (graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" })).segment(line)) {
    chunks.push([start + index, start + index + segment.length]);
  }
  return chunks;
};

// Coarse but always exact: nothing composes across "\n", so each line normalises on its own.
const lineChunks: Chunker = (_original, start, end) => (end > start ? [[start, end]] : []);

/**
 * Normalises `original` chunk by chunk: per grapheme (exact offsets), or per line (coarse, for
 * the unknown case where graphemes do not normalise independently).
 */
export function buildNormalized(original: string, granularity: "grapheme" | "line"): NormalizedText {
  const chunker = granularity === "grapheme" ? graphemeChunks : lineChunks;
  const out: NormalizedText = { text: "", chunkStart: [], chunkEnd: [], outStart: [], outEnd: [] };
  const parts: string[] = [];
  let length = 0;
  const emit = (a: number, b: number, piece: string) => {
    parts.push(piece);
    for (let k = 0; k < piece.length; k++) {
      out.chunkStart.push(a);
      out.chunkEnd.push(b);
      out.outStart.push(length);
      out.outEnd.push(length + piece.length);
    }
    length += piece.length;
  };

  let lineStart = 0;
  while (lineStart <= original.length) {
    const newline = original.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? original.length : newline;
    const pieces = chunker(original, lineStart, lineEnd).map(([a, b]) => ({
      a,
      b,
      text: replaceTypography(original.slice(a, b).normalize("NFKC")),
    }));
    // Trailing whitespace is trimmed across pieces, as pi trims the whole normalised line.
    const joined = pieces.map((p) => p.text).join("");
    let excess = joined.length - joined.trimEnd().length;
    for (let i = pieces.length - 1; i >= 0 && excess > 0; i--) {
      const cut = Math.min(excess, pieces[i].text.length);
      pieces[i].text = pieces[i].text.slice(0, pieces[i].text.length - cut);
      excess -= cut;
    }
    let kept = lineStart;
    for (const p of pieces) {
      if (p.text.length === 0) continue;
      emit(p.a, p.b, p.text);
      kept = p.b;
    }
    if (newline === -1) break;
    // The line's trimmed trailing whitespace belongs to its "\n": a match that starts at the line
    // break takes that whitespace with it instead of leaving it stranded before newText.
    emit(kept, newline + 1, "\n");
    lineStart = newline + 1;
  }

  out.text = parts.join("");
  return out;
}

/**
 * Builds the normalised text of `original` with its map back; `expected` is what
 * normalizeForFuzzyMatch gives for it, and the map's text always equals it.
 */
export function normalizeWithMap(original: string, expected = normalizeForFuzzyMatch(original)): NormalizedText {
  const fine = buildNormalized(original, "grapheme");
  if (fine.text === expected) return fine;
  // A composition that crosses graphemes (none known): whole lines are coarser but always exact.
  return buildNormalized(original, "line");
}

/** A replacement in original coordinates. */
export interface Replacement {
  editIndex: number;
  start: number;
  end: number;
  text: string;
  /** How far `start` may move right: only absorbed trailing whitespace lies before this. */
  firstMatched: number;
}

type Span = Omit<Replacement, "editIndex">;

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

function lineOf(starts: number[], pos: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Maps matches in the normalised text back to the original. Normalisation keeps every "\n", so line
 * i of one is line i of the other, and only the lines a match touches need an offset map.
 */
export class FuzzyLocator {
  private readonly originalStarts: number[];
  private readonly normalizedStarts: number[];

  constructor(
    private readonly original: string,
    private readonly normalized: string,
  ) {
    this.originalStarts = lineStarts(original);
    this.normalizedStarts = lineStarts(normalized);
  }

  /**
   * The original span for the normalised match `[s, e)` and the text to put there. When a boundary
   * falls inside a chunk that normalised to several characters (a ligature, say), the whole chunk
   * is replaced and its unmatched part kept in normalised form.
   */
  locate(s: number, e: number, newText: string): Span {
    const first = lineOf(this.normalizedStarts, s);
    const last = lineOf(this.normalizedStarts, Math.max(s, e - 1));
    const lineEnd = (starts: number[], text: string) => (last + 1 < starts.length ? starts[last + 1] : text.length);
    const oBase = this.originalStarts[first];
    const nBase = this.normalizedStarts[first];
    const map = normalizeWithMap(
      this.original.slice(oBase, lineEnd(this.originalStarts, this.original)),
      this.normalized.slice(nBase, lineEnd(this.normalizedStarts, this.normalized)),
    );
    const span = toOriginal(map, s - nBase, e - nBase, newText);
    return {
      start: oBase + span.start,
      end: oBase + span.end,
      text: span.text,
      firstMatched: oBase + span.firstMatched,
    };
  }
}

function toOriginal(map: NormalizedText, s: number, e: number, newText: string): Span {
  const n = map.text;
  if (e > s) {
    const start = map.chunkStart[s];
    return {
      start,
      end: map.chunkEnd[e - 1],
      text: n.slice(map.outStart[s], s) + newText + n.slice(e, map.outEnd[e - 1]),
      // A "\n" chunk starts at the whitespace it absorbed; the break itself is its last character.
      firstMatched: n[s] === "\n" ? map.chunkEnd[s] - 1 : start,
    };
  }
  // Empty match (oldText that normalises to nothing): an insertion point.
  if (s >= n.length) {
    const end = map.chunkEnd.length > 0 ? map.chunkEnd[map.chunkEnd.length - 1] : 0;
    return { start: end, end, text: newText, firstMatched: end };
  }
  const start = map.chunkStart[s];
  if (map.outStart[s] === s) return { start, end: start, text: newText, firstMatched: start };
  return {
    start,
    end: map.chunkEnd[s],
    text: n.slice(map.outStart[s], s) + newText + n.slice(s, map.outEnd[s]),
    firstMatched: start,
  };
}

function notFoundError(path: string, i: number, total: number): Error {
  return new Error(
    total === 1
      ? `Could not find the exact text in ${path}. The old text must match exactly including all whitespace and newlines.`
      : `Could not find edits[${i}] in ${path}. The oldText must match exactly including all whitespace and newlines.`,
  );
}

function duplicateError(path: string, i: number, total: number, occurrences: number): Error {
  return new Error(
    total === 1
      ? `Found ${occurrences} occurrences of the text in ${path}. The text must be unique. Please provide more context to make it unique.`
      : `Found ${occurrences} occurrences of edits[${i}] in ${path}. Each oldText must be unique. Please provide more context to make it unique.`,
  );
}

function emptyOldTextError(path: string, i: number, total: number): Error {
  return new Error(
    total === 1 ? `oldText must not be empty in ${path}.` : `edits[${i}].oldText must not be empty in ${path}.`,
  );
}

/** Occurrences of `needle`, overlapping ones too: replacing one of two overlapping matches is ambiguous. */
function countOccurrences(haystack: string, needle: string): number {
  // pi's split() count, for an oldText that normalises to nothing.
  if (needle === "") return haystack.length - 1;
  let count = 0;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + 1)) count++;
  return count;
}

function noChangeError(path: string, total: number): Error {
  return new Error(
    total === 1
      ? `No changes made to ${path}. The replacement produced identical content. This might indicate an issue with special characters or the text not existing as expected.`
      : `No changes made to ${path}. The replacements produced identical content.`,
  );
}

/**
 * Locates every edit in `content` (all LF), each against the original rather than incrementally:
 * exact first, else fuzzy. Uniqueness is counted in fuzzy-normalised space, as pi does (but
 * overlapping occurrences count too).
 * Throws pi's error for empty, missing, duplicate or overlapping oldText.
 */
export function matchEdits(content: string, edits: EditPair[], path: string): Replacement[] {
  const total = edits.length;
  edits.forEach((edit, i) => {
    if (edit.oldText.length === 0) throw emptyOldTextError(path, i, total);
  });

  const fuzzyContent = normalizeForFuzzyMatch(content);
  let locator: FuzzyLocator | undefined;
  const found = edits.map((edit, i): Replacement => {
    const fuzzyOld = normalizeForFuzzyMatch(edit.oldText);
    let located: Span;
    const exact = content.indexOf(edit.oldText);
    if (exact !== -1) {
      const end = exact + edit.oldText.length;
      located = { start: exact, end, text: edit.newText, firstMatched: exact };
    } else {
      // As pi searches its normalised base: oldText as given first (it may keep a space that is
      // trailing only within oldText), then oldText normalised.
      let index = fuzzyContent.indexOf(edit.oldText);
      let length = edit.oldText.length;
      if (index === -1) {
        index = fuzzyContent.indexOf(fuzzyOld);
        length = fuzzyOld.length;
      }
      if (index === -1) throw notFoundError(path, i, total);
      locator ??= new FuzzyLocator(content, fuzzyContent);
      located = locator.locate(index, index + length, edit.newText);
    }
    const occurrences = countOccurrences(fuzzyContent, fuzzyOld);
    if (occurrences > 1) throw duplicateError(path, i, total, occurrences);
    return { editIndex: i, ...located };
  });

  const sorted = [...found].sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1];
    const current = sorted[i];
    // Whitespace a fuzzy match took in front of its line break yields to an edit that reaches it.
    if (previous.end > current.start && previous.end <= current.firstMatched) current.start = previous.end;
    if (previous.end > current.start) {
      throw new Error(
        `edits[${previous.editIndex}] and edits[${current.editIndex}] overlap in ${path}. Merge them into one edit or target disjoint regions.`,
      );
    }
  }
  return sorted;
}

/**
 * Applies all edits to `content` (LF): the new content and the replacements made, in file order.
 * Throws when nothing changes.
 */
export function applyEdits(content: string, edits: EditPair[], path: string): { content: string; replacements: Replacement[] } {
  const replacements = matchEdits(content, edits, path);
  let result = content;
  for (let i = replacements.length - 1; i >= 0; i--) {
    const r = replacements[i];
    result = result.slice(0, r.start) + r.text + result.slice(r.end);
  }
  if (result === content) throw noChangeError(path, edits.length);
  return { content: result, replacements };
}
