// Output limits shared by the tools, with pi 0.73's semantics: whole lines only (except an
// oversized last non-empty line in tail mode), bytes counted as UTF-8 including the "\n" separators.

export const DEFAULT_MAX_LINES = 2000;
export const DEFAULT_MAX_BYTES = 50 * 1024;
export const GREP_MAX_LINE_LENGTH = 500;

export interface TruncationResult {
  content: string;
  truncated: boolean;
  truncatedBy: "lines" | "bytes" | null;
  totalLines: number;
  totalBytes: number;
  outputLines: number;
  outputBytes: number;
  lastLinePartial: boolean;
  firstLineExceedsLimit: boolean;
  maxLines: number;
  maxBytes: number;
}

export interface TruncationOptions {
  maxLines?: number;
  maxBytes?: number;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)}KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
}

function result(
  content: string,
  lines: string[],
  totalBytes: number,
  maxLines: number,
  maxBytes: number,
  over: Partial<TruncationResult>,
): TruncationResult {
  return {
    content,
    truncated: false,
    truncatedBy: null,
    totalLines: lines.length,
    totalBytes,
    outputLines: lines.length,
    outputBytes: totalBytes,
    lastLinePartial: false,
    firstLineExceedsLimit: false,
    maxLines,
    maxBytes,
    ...over,
  };
}

/** Keeps whole lines from the start. */
export function truncateHead(content: string, options: TruncationOptions = {}): TruncationResult {
  const maxLines = options.maxLines ?? DEFAULT_MAX_LINES;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const totalBytes = Buffer.byteLength(content, "utf8");
  const lines = content.split("\n");
  if (lines.length <= maxLines && totalBytes <= maxBytes) return result(content, lines, totalBytes, maxLines, maxBytes, {});

  if (Buffer.byteLength(lines[0], "utf8") > maxBytes) {
    return result("", lines, totalBytes, maxLines, maxBytes, {
      truncated: true,
      truncatedBy: "bytes",
      outputLines: 0,
      outputBytes: 0,
      firstLineExceedsLimit: true,
    });
  }
  let bytes = 0;
  let count = 0;
  let by: "lines" | "bytes" = "lines";
  for (; count < lines.length; count++) {
    if (count >= maxLines) break;
    const add = Buffer.byteLength(lines[count], "utf8") + (count > 0 ? 1 : 0);
    if (bytes + add > maxBytes) {
      by = "bytes";
      break;
    }
    bytes += add;
  }
  const out = lines.slice(0, count).join("\n");
  return result(out, lines, totalBytes, maxLines, maxBytes, {
    truncated: true,
    truncatedBy: by,
    outputLines: count,
    outputBytes: bytes,
  });
}

/**
 * Keeps whole lines from the end. When only empty lines would be kept (pi shows nothing then), the
 * last non-empty line, over the byte limit on its own, keeps its tail and `lastLinePartial` is set.
 */
export function truncateTail(content: string, options: TruncationOptions = {}): TruncationResult {
  const maxLines = options.maxLines ?? DEFAULT_MAX_LINES;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const totalBytes = Buffer.byteLength(content, "utf8");
  const lines = content.split("\n");
  if (lines.length <= maxLines && totalBytes <= maxBytes) return result(content, lines, totalBytes, maxLines, maxBytes, {});

  let bytes = 0;
  let count = 0;
  let by: "lines" | "bytes" = "lines";
  let onlyEmptyKept = true;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (count >= maxLines) break;
    const separator = count > 0 ? 1 : 0;
    const add = Buffer.byteLength(lines[i], "utf8") + separator;
    if (bytes + add > maxBytes) {
      by = "bytes";
      if (onlyEmptyKept && bytes + separator < maxBytes) {
        const out = [tailBytes(lines[i], maxBytes - bytes - separator), ...lines.slice(i + 1)].join("\n");
        return result(out, lines, totalBytes, maxLines, maxBytes, {
          truncated: true,
          truncatedBy: "bytes",
          outputLines: count + 1,
          outputBytes: Buffer.byteLength(out, "utf8"),
          lastLinePartial: true,
        });
      }
      break;
    }
    bytes += add;
    count++;
    if (lines[i] !== "") onlyEmptyKept = false;
  }
  const out = lines.slice(lines.length - count).join("\n");
  return result(out, lines, totalBytes, maxLines, maxBytes, {
    truncated: true,
    truncatedBy: by,
    outputLines: count,
    outputBytes: bytes,
  });
}

/** The last `maxBytes` bytes of `text`, never splitting a UTF-8 character. */
function tailBytes(text: string, maxBytes: number): string {
  const buf = Buffer.from(text, "utf8");
  let start = buf.length - maxBytes;
  // Skip continuation bytes (10xxxxxx) so the slice starts on a character boundary.
  while (start < buf.length && (buf[start] & 0xc0) === 0x80) start++;
  return buf.subarray(start).toString("utf8");
}

/** Cuts one line for grep output; counts UTF-16 units as pi does. */
export function truncateLine(line: string, maxChars = GREP_MAX_LINE_LENGTH): { text: string; wasTruncated: boolean } {
  if (line.length <= maxChars) return { text: line, wasTruncated: false };
  return { text: `${line.slice(0, maxChars)}... [truncated]`, wasTruncated: true };
}
