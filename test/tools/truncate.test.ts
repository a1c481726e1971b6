import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_LINES,
  GREP_MAX_LINE_LENGTH,
  formatSize,
  truncateHead,
  truncateLine,
  truncateTail,
} from "../../src/tools/truncate.js";

const numbered = (n: number) => Array.from({ length: n }, (_, i) => `l${i + 1}`).join("\n");

describe("constants and formatSize", () => {
  it("has pi's limits", () => {
    expect(DEFAULT_MAX_LINES).toBe(2000);
    expect(DEFAULT_MAX_BYTES).toBe(51200);
    expect(GREP_MAX_LINE_LENGTH).toBe(500);
  });

  it("formats bytes, KB and MB with one decimal", () => {
    expect(formatSize(0)).toBe("0B");
    expect(formatSize(1023)).toBe("1023B");
    expect(formatSize(1024)).toBe("1.0KB");
    expect(formatSize(1536)).toBe("1.5KB");
    expect(formatSize(51200)).toBe("50.0KB");
    expect(formatSize(1024 * 1024 - 1)).toBe("1024.0KB");
    expect(formatSize(1024 * 1024)).toBe("1.0MB");
    expect(formatSize(4.5 * 1024 * 1024)).toBe("4.5MB");
  });
});

describe("truncateHead", () => {
  it("leaves content within both limits untouched", () => {
    expect(truncateHead("a\nb\n")).toEqual({
      content: "a\nb\n",
      truncated: false,
      truncatedBy: null,
      totalLines: 3, // the trailing newline makes an empty third line
      totalBytes: 4,
      outputLines: 3,
      outputBytes: 4,
      lastLinePartial: false,
      firstLineExceedsLimit: false,
      maxLines: 2000,
      maxBytes: 51200,
    });
    expect(truncateHead("")).toMatchObject({ content: "", truncated: false, totalLines: 1, totalBytes: 0 });
  });

  it("keeps exactly maxLines and cuts at maxLines + 1", () => {
    expect(truncateHead(numbered(2000)).truncated).toBe(false);
    const r = truncateHead(numbered(2001));
    expect(r).toMatchObject({ truncated: true, truncatedBy: "lines", totalLines: 2001, outputLines: 2000 });
    expect(r.content).toBe(numbered(2000));
    expect(r.outputBytes).toBe(Buffer.byteLength(numbered(2000)));
  });

  it("counts newline separators and keeps whole lines up to exactly maxBytes", () => {
    // "aaaa\nbbbb\ncccc" is 14 bytes: 9 bytes hold two lines exactly.
    expect(truncateHead("aaaa\nbbbb\ncccc", { maxBytes: 14 }).truncated).toBe(false);
    const fits = truncateHead("aaaa\nbbbb\ncccc", { maxBytes: 9 });
    expect(fits).toMatchObject({ content: "aaaa\nbbbb", truncatedBy: "bytes", outputLines: 2, outputBytes: 9 });
    const short = truncateHead("aaaa\nbbbb\ncccc", { maxBytes: 8 });
    expect(short).toMatchObject({ content: "aaaa", truncatedBy: "bytes", outputLines: 1, outputBytes: 4 });
  });

  it("measures UTF-8 bytes, not UTF-16 units", () => {
    const r = truncateHead("ééé\nx", { maxBytes: 6 });
    expect(r).toMatchObject({ content: "ééé", truncated: true, totalBytes: 8, outputBytes: 6 });
  });

  it("returns nothing and flags a first line over the byte limit", () => {
    const r = truncateHead(`${"x".repeat(20)}\nshort`, { maxBytes: 10 });
    expect(r).toMatchObject({
      content: "",
      truncated: true,
      truncatedBy: "bytes",
      outputLines: 0,
      outputBytes: 0,
      firstLineExceedsLimit: true,
      totalLines: 2,
    });
  });

  it("reports lines when the line limit is hit first and bytes when bytes are", () => {
    expect(truncateHead("a\nb\nc\nd", { maxLines: 2, maxBytes: 100 }).truncatedBy).toBe("lines");
    expect(truncateHead("aaaa\nb\nc\nd", { maxLines: 3, maxBytes: 5 }).truncatedBy).toBe("bytes");
  });
});

describe("truncateTail", () => {
  it("leaves content within both limits untouched", () => {
    expect(truncateTail("x\ny")).toMatchObject({ content: "x\ny", truncated: false, truncatedBy: null, totalLines: 2 });
  });

  it("keeps the last maxLines lines", () => {
    const r = truncateTail(numbered(2005));
    expect(r).toMatchObject({ truncated: true, truncatedBy: "lines", totalLines: 2005, outputLines: 2000 });
    expect(r.content.startsWith("l6\n")).toBe(true);
    expect(r.content.endsWith("\nl2005")).toBe(true);
  });

  it("keeps whole lines from the end within the byte limit", () => {
    const r = truncateTail("aaaa\nbbbb\ncccc", { maxBytes: 9 });
    expect(r).toMatchObject({ content: "bbbb\ncccc", truncatedBy: "bytes", outputLines: 2, outputBytes: 9, lastLinePartial: false });
    expect(truncateTail("aaaa\nbbbb\ncccc", { maxBytes: 8 })).toMatchObject({ content: "cccc", outputLines: 1 });
  });

  it("keeps the tail of a single last line over the limit, cut on a character boundary", () => {
    const r = truncateTail(`start\n${"ab".repeat(20)}`, { maxBytes: 10 });
    expect(r).toMatchObject({ content: "ababababab", truncatedBy: "bytes", outputLines: 1, outputBytes: 10, lastLinePartial: true });

    // "é" is 2 bytes: the last 5 bytes start inside a character, so only 2 whole characters fit.
    const utf8 = truncateTail("éééééé", { maxBytes: 5 });
    expect(utf8).toMatchObject({ content: "éé", outputBytes: 4, lastLinePartial: true });
    expect(utf8.content).not.toContain("\uFFFD");
  });

  it("keeps the tail of the last non-empty line when only empty lines follow it", () => {
    const r = truncateTail(`start\n${"ab".repeat(20)}\n\n`, { maxBytes: 10 });
    expect(r).toMatchObject({ content: "abababab\n\n", truncatedBy: "bytes", outputLines: 3, outputBytes: 10, lastLinePartial: true });
    // A non-empty line after it is shown whole instead, as in pi.
    expect(truncateTail(`${"ab".repeat(20)}\nx\n`, { maxBytes: 10 })).toMatchObject({ content: "x\n", lastLinePartial: false });
  });

  it("counts the empty line after a trailing newline", () => {
    const r = truncateTail("a\nb\nc\n", { maxLines: 2 });
    expect(r).toMatchObject({ content: "c\n", totalLines: 4, outputLines: 2 });
  });
});

describe("truncateLine", () => {
  it("leaves lines up to 500 characters and cuts longer ones with a marker", () => {
    expect(truncateLine("x".repeat(500))).toEqual({ text: "x".repeat(500), wasTruncated: false });
    expect(truncateLine("x".repeat(501))).toEqual({ text: `${"x".repeat(500)}... [truncated]`, wasTruncated: true });
    expect(truncateLine("abcdef", 3)).toEqual({ text: "abc... [truncated]", wasTruncated: true });
  });

  it("counts UTF-16 units as pi does", () => {
    // Each emoji is two UTF-16 units: 3 emoji are 6 units, over a limit of 5.
    expect(truncateLine("😀😀😀", 6).wasTruncated).toBe(false);
    expect(truncateLine("😀😀😀", 5).wasTruncated).toBe(true);
  });
});
