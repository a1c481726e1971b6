import { constants } from "node:fs";
import { access as fsAccess, readFile as fsReadFile, stat as fsStat } from "node:fs/promises";
import { Type, type Static } from "@sinclair/typebox";
import type { AgentTool } from "../agent/tool.js";
import type { ImageContent, TextContent } from "../ai/types.js";
import { detectImageMimeTypeFromFile, inlineImage } from "./image.js";
import { resolveReadPath } from "./path-utils.js";
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_LINES, formatSize, truncateHead, type TruncationResult } from "./truncate.js";

const readSchema = Type.Object({
  path: Type.String({ description: "Path to the file to read (relative or absolute)" }),
  offset: Type.Optional(Type.Number({ description: "Line number to start reading from (1-indexed)" })),
  limit: Type.Optional(Type.Number({ description: "Maximum number of lines to read" })),
});

export type ReadToolInput = Static<typeof readSchema>;

export interface ReadToolDetails {
  truncation?: TruncationResult;
}

/** The file access read needs; replace it to read from somewhere other than the local disk. */
export interface ReadOperations {
  readFile(absolutePath: string): Promise<Buffer>;
  /** Rejects when the file cannot be read. */
  access(absolutePath: string): Promise<void>;
  /** jpeg/png/gif/webp by content, else undefined (read as text). Omit to read everything as text. */
  detectImageMimeType?(absolutePath: string): Promise<string | null | undefined>;
}

export const defaultReadOperations: ReadOperations = {
  readFile: (p) => fsReadFile(p),
  access: async (p) => {
    await fsAccess(p, constants.R_OK);
    // Opening a FIFO (or a device) would block until a writer comes, hanging the run.
    const s = await fsStat(p);
    if (!s.isFile() && !s.isDirectory()) throw new Error(`${p} is not a regular file (a FIFO, socket or device); read only reads files.`);
  },
  detectImageMimeType: detectImageMimeTypeFromFile,
};

export interface ReadToolOptions {
  /** Scale images into 2000x2000 and 4.5 MB of base64 (default true). */
  autoResizeImages?: boolean;
  /** Whether the current model takes images (default true); false adds pi's note to the text. */
  supportsImages?: () => boolean;
  operations?: ReadOperations;
}

type Content = (TextContent | ImageContent)[];
type ReadResult = { content: Content; details: ReadToolDetails | undefined };

const NO_VISION_NOTE = "[Current model does not support images. The image will be omitted from this request.]";

export function createReadTool(cwd: string, options: ReadToolOptions = {}): AgentTool<typeof readSchema, ReadToolDetails | undefined> {
  const ops = options.operations ?? defaultReadOperations;
  const autoResize = options.autoResizeImages ?? true;
  const supportsImages = options.supportsImages ?? (() => true);

  async function read({ path, offset, limit }: ReadToolInput): Promise<ReadResult> {
    const absolutePath = resolveReadPath(path, cwd);
    await ops.access(absolutePath);
    const mimeType = ops.detectImageMimeType ? await ops.detectImageMimeType(absolutePath) : undefined;
    const buffer = await ops.readFile(absolutePath);
    if (mimeType) {
      const notes = supportsImages() ? [] : [NO_VISION_NOTE];
      return { content: await readImage(buffer, mimeType, autoResize, notes), details: undefined };
    }
    return readText(buffer.toString("utf8"), path, offset, limit);
  }

  return {
    name: "read",
    label: "read",
    description: `Read the contents of a file. Supports text files and images (jpg, png, gif, webp). Images are sent as attachments. For text files, output is truncated to ${DEFAULT_MAX_LINES} lines or ${DEFAULT_MAX_BYTES / 1024}KB (whichever is hit first). Use offset/limit for large files. When you need the full file, continue with offset until complete.`,
    promptSnippet: "Read file contents",
    promptGuidelines: ["Use read to examine files instead of cat or sed."],
    parameters: readSchema,
    execute: (_toolCallId, args, signal) => untilAborted(signal, () => read(args)),
  };
}

async function readImage(buffer: Buffer, mimeType: string, autoResize: boolean, notes: string[]): Promise<Content> {
  if (!autoResize) return imageContent(mimeType, notes, buffer.toString("base64"));
  const { image, note } = await inlineImage(buffer, mimeType);
  if (!image) return [{ type: "text", text: [`Read image file [${mimeType}]`, note, ...notes].join("\n") }];
  return imageContent(image.mimeType, note ? [note, ...notes] : notes, image.data);
}

function imageContent(mimeType: string, notes: string[], data: string): Content {
  return [
    { type: "text", text: [`Read image file [${mimeType}]`, ...notes].join("\n") },
    { type: "image", data, mimeType },
  ];
}

/** pi's text read: select by offset/limit, then head-truncate with a notice saying how to go on. */
function readText(text: string, path: string, offset: number | undefined, limit: number | undefined): ReadResult {
  const allLines = text.split("\n");
  const totalLines = allLines.length;
  const startLine = offset ? Math.max(0, offset - 1) : 0;
  const startDisplay = startLine + 1;
  if (startLine >= totalLines) throw new Error(`Offset ${offset} is beyond end of file (${totalLines} lines total)`);

  let selected: string;
  let userLimitedLines: number | undefined;
  if (limit !== undefined) {
    const endLine = Math.min(startLine + limit, totalLines);
    selected = allLines.slice(startLine, endLine).join("\n");
    userLimitedLines = endLine - startLine;
  } else {
    selected = allLines.slice(startLine).join("\n");
  }

  const truncation = truncateHead(selected);
  const limitText = formatSize(DEFAULT_MAX_BYTES);
  if (truncation.firstLineExceedsLimit) {
    const size = formatSize(Buffer.byteLength(allLines[startLine], "utf8"));
    const text = `[Line ${startDisplay} is ${size}, exceeds ${limitText} limit. Use bash: sed -n '${startDisplay}p' ${path} | head -c ${DEFAULT_MAX_BYTES}]`;
    return { content: [{ type: "text", text }], details: { truncation } };
  }
  if (truncation.truncated) {
    const endDisplay = startDisplay + truncation.outputLines - 1;
    const range = `${startDisplay}-${endDisplay} of ${totalLines}`;
    const notice =
      truncation.truncatedBy === "lines"
        ? `[Showing lines ${range}. Use offset=${endDisplay + 1} to continue.]`
        : `[Showing lines ${range} (${limitText} limit). Use offset=${endDisplay + 1} to continue.]`;
    return { content: [{ type: "text", text: `${truncation.content}\n\n${notice}` }], details: { truncation } };
  }
  if (userLimitedLines !== undefined && startLine + userLimitedLines < totalLines) {
    const remaining = totalLines - (startLine + userLimitedLines);
    const next = startLine + userLimitedLines + 1;
    const text = `${truncation.content}\n\n[${remaining} more lines in file. Use offset=${next} to continue.]`;
    return { content: [{ type: "text", text }], details: undefined };
  }
  return { content: [{ type: "text", text: truncation.content }], details: undefined };
}

/** Runs `work`, but settles with "Operation aborted" as soon as the signal fires (resizing can be slow). */
function untilAborted<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
  if (signal?.aborted) return Promise.reject(new Error("Operation aborted"));
  if (!signal) return work();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error("Operation aborted"));
    signal.addEventListener("abort", onAbort, { once: true });
    work().then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
