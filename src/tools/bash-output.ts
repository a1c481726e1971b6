import { randomBytes } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_LINES, truncateTail, type TruncationResult } from "./truncate.js";
import { isLowSurrogate, tailUnits } from "../units.js";

// A command's output as the model sees it: decoded as a stream, cleaned the way a terminal would
// show it (no escape sequences, carriage-return overwrites resolved), kept as a bounded rolling
// tail. The raw bytes go to a temp file once the output outgrows the limits.

function byteLength(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

/**
 * Text of one line (or one carriage-return segment of it). `text` holds at least the last `keep`
 * UTF-16 units; `length` and `bytes` describe the whole run, so huge lines stay bounded in memory.
 */
export interface Run {
  text: string;
  length: number;
  bytes: number;
}

const emptyRun = (): Run => ({ text: "", length: 0, bytes: 0 });

function appendRun(run: Run, text: string, keep: number): void {
  run.text += text;
  run.length += text.length;
  run.bytes += byteLength(text);
  if (run.text.length > 2 * keep) run.text = tailUnits(run.text, keep);
}

/** What a terminal shows after writing `seg` from column 0 over `base`. */
function overlay(base: Run, seg: Run, keep: number): Run {
  if (seg.length >= base.length) return { ...seg };
  const baseStart = base.length - base.text.length;
  let from = seg.length - baseStart;
  // When the overwritten head of a huge line was already dropped, count it as one byte per unit.
  let gap = 0;
  if (from < 0) {
    gap = -from;
    from = 0;
  }
  if (from > 0 && isLowSurrogate(base.text.charCodeAt(from))) from++;
  const rest = base.text.slice(from);
  const run = { text: seg.text + rest, length: seg.length + gap + rest.length, bytes: seg.bytes + gap + byteLength(rest) };
  if (run.text.length > 2 * keep) run.text = tailUnits(run.text, keep);
  return run;
}

type State = "text" | "esc" | "escInter" | "csi" | "string" | "stringEsc";

/** C0 and C1 controls and DEL, except tab (plain text) and line feed (handled in bulk). */
const SPECIAL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;

/**
 * Receives finished lines: `text` is one or more cleaned lines, each ending in "\n" (a huge line
 * may arrive as its tail only); `lines` and `bytes` count them in full.
 */
export type LineSink = (text: string, lines: number, bytes: number) => void;

/**
 * Streaming terminal cleaner: drops ANSI escape sequences (CSI, OSC, DCS/SOS/PM/APC, two-byte
 * ESC sequences) and other control characters, resolves `\r` overwrites and erase-in-line
 * (`ESC[K`, `ESC[2K`), and hands finished lines to the sink. A sequence never swallows a line
 * break, so line numbers match the raw output.
 */
export class TerminalCleaner {
  private state: State = "text";
  private params = "";
  private base = emptyRun();
  private seg = emptyRun();

  constructor(
    private readonly sink: LineSink,
    private readonly keep = 2 * DEFAULT_MAX_BYTES,
  ) {}

  write(text: string): void {
    let i = 0;
    while (i < text.length) {
      if (this.state === "text") {
        // Plain text and line breaks up to the next other control character.
        SPECIAL.lastIndex = i;
        const j = SPECIAL.exec(text)?.index ?? text.length;
        if (j > i) this.plain(text.slice(i, j));
        if (j < text.length) this.control(text.charCodeAt(j));
        i = j + 1;
      } else if (this.sequence(text.charCodeAt(i))) {
        i++;
      }
    }
  }

  /** Plain text that may contain line breaks; whole lines in between pass through as one block. */
  private plain(text: string): void {
    const first = text.indexOf("\n");
    if (first === -1) {
      appendRun(this.seg, text, this.keep);
      return;
    }
    if (first > 0) appendRun(this.seg, text.slice(0, first), this.keep);
    this.control(0x0a);
    const last = text.lastIndexOf("\n");
    if (last > first) {
      const block = text.slice(first + 1, last + 1);
      let lines = 0;
      for (let k = block.indexOf("\n"); k !== -1; k = block.indexOf("\n", k + 1)) lines++;
      this.sink(block, lines, byteLength(block));
    }
    if (last + 1 < text.length) appendRun(this.seg, text.slice(last + 1), this.keep);
  }

  /** The unfinished last line as a terminal would show it. */
  current(): Run {
    return overlay(this.base, this.seg, this.keep);
  }

  private control(code: number): void {
    if (code === 0x0a) {
      const line = this.current();
      this.sink(`${line.text}\n`, 1, line.bytes + 1);
      this.base = emptyRun();
      this.seg = emptyRun();
    } else if (code === 0x0d) {
      this.base = this.current();
      this.seg = emptyRun();
    } else if (code === 0x1b) {
      this.state = "esc";
    } else if (code === 0x9b) {
      this.state = "csi";
      this.params = "";
    } else if (code === 0x9d || code === 0x90 || code === 0x98 || code === 0x9e || code === 0x9f) {
      this.state = "string";
    }
    // Every other control character is dropped.
  }

  /** Consumes one character of an escape sequence; false means "reprocess it as text". */
  private sequence(code: number): boolean {
    switch (this.state) {
      case "esc":
        if (code === 0x5b) {
          this.state = "csi";
          this.params = "";
          return true;
        }
        if (code === 0x5d || code === 0x50 || code === 0x58 || code === 0x5e || code === 0x5f) {
          this.state = "string";
          return true;
        }
        if (code >= 0x20 && code <= 0x2f) {
          this.state = "escInter";
          return true;
        }
        this.state = "text";
        return code >= 0x30 && code <= 0x7e;
      case "escInter":
        if (code >= 0x20 && code <= 0x2f) return true;
        this.state = "text";
        return code >= 0x30 && code <= 0x7e;
      case "csi":
        if (code >= 0x20 && code <= 0x3f) {
          if (this.params.length < 16) this.params += String.fromCharCode(code);
          return true;
        }
        this.state = "text";
        if (code >= 0x40 && code <= 0x7e) {
          if (code === 0x4b) this.eraseInLine();
          return true;
        }
        return false;
      case "string":
        if (code === 0x07 || code === 0x9c) this.state = "text";
        else if (code === 0x1b) this.state = "stringEsc";
        else if (code === 0x0a) {
          this.state = "text";
          return false;
        }
        return true;
      case "stringEsc":
        // ESC \ ends the string; any other ESC starts a new sequence.
        this.state = code === 0x5c ? "text" : "esc";
        return code === 0x5c;
      default:
        return false;
    }
  }

  private eraseInLine(): void {
    const mode = this.params === "" ? "0" : this.params;
    if (mode === "0") this.base = emptyRun();
    else if (mode === "2") {
      this.base = emptyRun();
      this.seg = emptyRun();
    }
  }
}

/** Cleans a whole string at once (see TerminalCleaner). */
export function cleanTerminalText(text: string): string {
  let out = "";
  const cleaner = new TerminalCleaner((lines) => (out += lines), Math.max(text.length, 1));
  cleaner.write(text);
  return out + cleaner.current().text;
}

export interface BashOutputOptions {
  maxLines?: number;
  maxBytes?: number;
  /** Temp file name prefix inside os.tmpdir(). */
  tempFilePrefix?: string;
}

export interface BashOutputSnapshot {
  content: string;
  truncation: TruncationResult;
  fullOutputPath?: string;
}

/** Accumulates a command's output with bounded memory. */
export class BashOutput {
  private readonly maxLines: number;
  private readonly maxBytes: number;
  private readonly maxRollingBytes: number;
  private readonly tempFilePrefix: string;
  private readonly decoder = new TextDecoder();
  private readonly cleaner: TerminalCleaner;
  // Cleaned finished lines, each ending in "\n"; only the last 1-2 x maxRollingBytes are kept. A
  // line cut at the front stays: with what follows it is over maxBytes, so truncateTail never
  // shows it whole, only its tail when nothing but empty lines follows.
  private tail = "";
  private tailBytes = 0;
  private lines = 0;
  private linesBytes = 0;
  private lastFinishedLineBytes = 0;
  // Raw side: held in memory until the output outgrows the limits, then streamed to a file.
  private rawChunks: Buffer[] = [];
  private rawBytes = 0;
  private rawLines = 1;
  private decodedBytes = 0;
  private tempFilePath?: string;
  private tempStream?: WriteStream;
  private finished = false;

  constructor(options: BashOutputOptions = {}) {
    this.maxLines = options.maxLines ?? DEFAULT_MAX_LINES;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    // + 4: still over maxBytes after a cut skips up to 3 UTF-8 continuation bytes.
    this.maxRollingBytes = this.maxBytes * 2 + 4;
    this.tempFilePrefix = options.tempFilePrefix ?? "repo-agent-bash";
    this.cleaner = new TerminalCleaner((text, lines, bytes) => this.addLines(text, lines, bytes), this.maxRollingBytes);
  }

  append(data: Buffer): void {
    if (this.finished) throw new Error("Cannot append to finished output");
    this.rawBytes += data.length;
    for (let i = data.indexOf(0x0a); i !== -1; i = data.indexOf(0x0a, i + 1)) this.rawLines++;
    this.decode(this.decoder.decode(data, { stream: true }));
    // Cleaned output is never larger than the decoded output, so this opens the file before
    // the cleaned view can be truncated.
    if (this.tempStream || this.overLimits()) {
      this.ensureTempFile();
      this.tempStream?.write(data);
    } else if (data.length > 0) {
      this.rawChunks.push(data);
    }
  }

  finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.decode(this.decoder.decode());
    if (this.overLimits()) this.ensureTempFile();
  }

  /** Current cleaned tail, truncated to the limits. Totals count the whole output. */
  snapshot(): BashOutputSnapshot {
    const pending = this.cleaner.current();
    const tailTruncation = truncateTail(this.snapshotText(pending), { maxLines: this.maxLines, maxBytes: this.maxBytes });
    const totalLines = this.lines + 1;
    const totalBytes = this.linesBytes + pending.bytes;
    const truncated = totalLines > this.maxLines || totalBytes > this.maxBytes;
    const truncatedBy = truncated ? (tailTruncation.truncatedBy ?? (totalBytes > this.maxBytes ? "bytes" : "lines")) : null;
    if (truncated) this.ensureTempFile();
    return {
      content: tailTruncation.content,
      truncation: {
        ...tailTruncation,
        truncated,
        truncatedBy,
        totalLines,
        totalBytes,
        maxLines: this.maxLines,
        maxBytes: this.maxBytes,
      },
      fullOutputPath: truncated ? this.tempFilePath : undefined,
    };
  }

  /** UTF-8 size of the (cleaned) last non-empty line. */
  lastTextLineBytes(): number {
    const pending = this.cleaner.current().bytes;
    return pending > 0 ? pending : this.lastFinishedLineBytes;
  }

  /** Flushes and closes the temp file; deletes it when no notice will name it. */
  async closeTempFile(keep: boolean): Promise<void> {
    const stream = this.tempStream;
    const path = this.tempFilePath;
    this.tempStream = undefined;
    if (!stream || !path) return;
    await new Promise<void>((resolve) => {
      if (stream.errored) resolve();
      else stream.end(() => resolve());
      stream.once("error", () => resolve());
    });
    if (!keep) await unlink(path).catch(() => undefined);
  }

  private decode(text: string): void {
    if (text.length === 0) return;
    this.decodedBytes += byteLength(text);
    this.cleaner.write(text);
  }

  private addLines(text: string, lines: number, bytes: number): void {
    // A single line may arrive as its tail only, so its size comes from `bytes`; a block is whole.
    if (lines === 1 && bytes > 1) this.lastFinishedLineBytes = bytes - 1;
    else if (lines > 1) {
      let end = text.length - 1;
      while (end > 0 && text[end - 1] === "\n") end--;
      if (end > 0) this.lastFinishedLineBytes = byteLength(text.slice(text.lastIndexOf("\n", end - 1) + 1, end));
    }
    this.lines += lines;
    this.linesBytes += bytes;
    this.tail += text;
    this.tailBytes += byteLength(text);
    if (this.tailBytes > this.maxRollingBytes * 2) this.trimTail();
  }

  private trimTail(): void {
    const buffer = Buffer.from(this.tail, "utf8");
    let start = buffer.length - this.maxRollingBytes;
    while (start < buffer.length && (buffer[start] & 0xc0) === 0x80) start++;
    this.tail = buffer.subarray(start).toString("utf8");
    this.tailBytes = buffer.length - start;
  }

  private snapshotText(pending: Run): string {
    return this.tail + pending.text;
  }

  private overLimits(): boolean {
    const bytes = Math.max(this.rawBytes, this.decodedBytes);
    return bytes > this.maxBytes || this.rawLines > this.maxLines;
  }

  private ensureTempFile(): void {
    if (this.tempFilePath) return;
    this.tempFilePath = join(tmpdir(), `${this.tempFilePrefix}-${randomBytes(8).toString("hex")}.log`);
    this.tempStream = createWriteStream(this.tempFilePath);
    // A failed temp file must not crash the process; the notice still names where it was meant to be.
    this.tempStream.on("error", () => undefined);
    for (const chunk of this.rawChunks) this.tempStream.write(chunk);
    this.rawChunks = [];
  }
}
