import { closeSync, constants, fstatSync, openSync, readFileSync, type Stats } from "node:fs";
import type { ImageContent } from "../ai/types.js";
import { isBinary } from "../tools/grep-search.js";
import { inlineImage, sniffImageMimeType } from "../tools/image.js";
import { resolveReadPath } from "../tools/path-utils.js";
import { UsageError } from "./args.js";

export async function readStdin(patienceMs = Infinity): Promise<string> {
  // Only a pipe, file or socket is read; a terminal is never waited on.
  if (process.stdin.isTTY) return "";
  // A file or device (`< file`, `< /dev/null`) has all its bytes at hand: read at once, no wait.
  let kind: Stats | undefined;
  try {
    kind = fstatSync(0);
  } catch {
    // Unknown: read as a stream below.
  }
  if (kind && (kind.isFile() || kind.isCharacterDevice())) return readFileSync(0).toString("utf8").trim();
  // With a message given, stdin only adds to it: a pipe left open with nothing in it (a parent
  // process that never closes it) must not hang the run, so the first bytes are waited on briefly.
  const first = await new Promise<boolean>((resolve) => {
    const timer = patienceMs === Infinity ? undefined : setTimeout(() => resolve(false), patienceMs);
    const settle = () => {
      clearTimeout(timer);
      resolve(true);
    };
    process.stdin.once("readable", settle);
    process.stdin.once("end", settle);
  });
  if (!first) {
    process.stdin.destroy();
    process.stderr.write(`repo-agent: nothing arrived on stdin within ${patienceMs / 1000} s; going on with the message alone (redirect stdin from /dev/null to skip this wait)\n`);
    return "";
  }
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8").trim();
}

/** The bytes of an `@file`, or a UsageError saying what is wrong with it. */
function readArgument(arg: string, abs: string): Buffer {
  const isDirectory = () => new UsageError(`@${arg}: ${abs} is a directory; name a file (the agent can list a directory itself)`);
  const notRegular = () => new UsageError(`@${arg}: ${abs} is not a regular file (a FIFO, socket or device); name a file`);
  let fd: number | undefined;
  try {
    // One lookup of the path: open it (without blocking: opening a FIFO would wait for a writer),
    // then judge and read what was opened. Only a regular file is read; a FIFO or a device would
    // block or never end.
    fd = openSync(abs, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const stats = fstatSync(fd);
    if (stats.isDirectory()) throw isDirectory();
    if (!stats.isFile()) throw notRegular();
    return readFileSync(fd);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EISDIR") throw isDirectory();
    // A socket cannot be opened at all.
    if (code === "ENXIO") throw notRegular();
    if (code === "ENOENT" || code === "ENOTDIR") throw new UsageError(`file not found: ${abs}`);
    if (code === "EACCES" || code === "EPERM") throw new UsageError(`@${arg}: cannot read ${abs}: permission denied; check its permissions`);
    throw new UsageError(`@${arg}: cannot read ${abs}: ${(error as Error).message}`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * `@file` arguments as pi includes them: text as `<file name="/abs">\n…\n</file>\n`, an image
 * (by its bytes, as the read tool judges it) as an attachment with `<file name="/abs"></file>\n`,
 * empty files skipped. Other binary files are refused: their bytes are no text for the model.
 */
export async function fileInputs(files: string[], cwd: string): Promise<{ text: string; images: ImageContent[] }> {
  let text = "";
  const images: ImageContent[] = [];
  for (const arg of files) {
    const abs = resolveReadPath(arg, cwd);
    const bytes = readArgument(arg, abs);
    if (bytes.length === 0) continue;
    const mimeType = sniffImageMimeType(bytes);
    if (mimeType) {
      const { image, note } = await inlineImage(bytes, mimeType);
      if (image) images.push(image);
      text += `<file name="${abs}">${note ?? ""}</file>\n`;
    } else if (isBinary(bytes)) {
      throw new UsageError(`@${arg}: ${abs} is a binary file; @ takes text files and images (jpeg, png, gif, webp)`);
    } else {
      text += `<file name="${abs}">\n${bytes.toString("utf8")}\n</file>\n`;
    }
  }
  return { text, images };
}
