import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { createReadTool, defaultReadOperations, type ReadToolDetails } from "../../src/tools/read.js";
import { exifOrientation, resizeImage, sniffImageMimeType } from "../../src/tools/image.js";
import type { TextContent, ImageContent } from "../../src/ai/types.js";

const photon = createRequire(import.meta.url)("@silvia-odwyer/photon-node") as typeof import("@silvia-odwyer/photon-node");

// --- test images, made here rather than checked in ---------------------------------------------

function pixels(width: number, height: number, noise = false): Uint8Array {
  const raw = new Uint8Array(width * height * 4);
  for (let i = 0; i < raw.length; i++) raw[i] = i % 4 === 3 ? 255 : noise ? (Math.random() * 256) | 0 : (i * 7) % 256;
  return raw;
}

function encode(width: number, height: number, as: "png" | "jpeg" | "webp", noise = false): Buffer {
  const image = new photon.PhotonImage(pixels(width, height, noise), width, height);
  try {
    if (as === "png") return Buffer.from(image.get_bytes());
    if (as === "jpeg") return Buffer.from(image.get_bytes_jpeg(80));
    return Buffer.from(image.get_bytes_webp());
  } finally {
    image.free();
  }
}

function dimensions(base64: string): { width: number; height: number } {
  const image = photon.PhotonImage.new_from_byteslice(new Uint8Array(Buffer.from(base64, "base64")));
  try {
    return { width: image.get_width(), height: image.get_height() };
  } finally {
    image.free();
  }
}

/** The smallest valid GIF: 1x1, one transparent pixel. */
const TINY_GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

/** A JPEG with an APP1 EXIF segment holding only the orientation tag (big-endian TIFF). */
function withExifOrientation(jpeg: Buffer, orientation: number, littleEndian = false): Buffer {
  const tiff = littleEndian
    ? [0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, 0, 0, 0, 0]
    : [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), Buffer.from(tiff)]);
  const length = body.length + 2;
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1, length >> 8, length & 0xff]), body, jpeg.subarray(2)]);
}

// --- helpers ---------------------------------------------------------------------------------

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "repo-agent-read-"));
});

function file(name: string, content: string | Buffer): string {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
}

/** Fails unless `promise` rejects with exactly `message`. */
async function expectError(promise: Promise<unknown>, message: string): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toBe(message);
}

type Result = { content: (TextContent | ImageContent)[]; details?: ReadToolDetails };

function text(result: Result): string {
  expect(result.content[0].type).toBe("text");
  return (result.content[0] as TextContent).text;
}

function lines(n: number, make = (i: number) => `line ${i}`): string {
  return Array.from({ length: n }, (_, i) => make(i + 1)).join("\n");
}

const read = (args: { path: string; offset?: number; limit?: number }, options = {}) =>
  createReadTool(dir, options).execute("call-1", args) as Promise<Result>;

// --- definition ------------------------------------------------------------------------------

describe("read tool definition", () => {
  it("matches pi's name, description, prompt text and schema", () => {
    const tool = createReadTool(dir);
    expect(tool.name).toBe("read");
    expect(tool.label).toBe("read");
    expect(tool.description).toBe(
      "Read the contents of a file. Supports text files and images (jpg, png, gif, webp). Images are sent as attachments. For text files, output is truncated to 2000 lines or 50KB (whichever is hit first). Use offset/limit for large files. When you need the full file, continue with offset until complete.",
    );
    expect(tool.promptSnippet).toBe("Read file contents");
    expect(tool.promptGuidelines).toEqual(["Use read to examine files instead of cat or sed."]);
    const schema = JSON.parse(JSON.stringify(tool.parameters));
    expect(schema.required).toEqual(["path"]);
    expect(schema.properties).toEqual({
      path: { type: "string", description: "Path to the file to read (relative or absolute)" },
      offset: { type: "number", description: "Line number to start reading from (1-indexed)" },
      limit: { type: "number", description: "Maximum number of lines to read" },
    });
  });
});

// --- text ------------------------------------------------------------------------------------

describe("read text", () => {
  it("returns the raw text, with no line numbers, CRLF untouched and no details", async () => {
    file("a.txt", "one\r\ntwo\n");
    const result = await read({ path: "a.txt" });
    expect(result.content).toEqual([{ type: "text", text: "one\r\ntwo\n" }]);
    expect(result.details).toBeUndefined();
  });

  it("reads absolute paths, strips a leading @ and reads an empty file as empty text", async () => {
    const abs = file("b.txt", "bee");
    file("empty.txt", "");
    expect(text(await read({ path: abs }))).toBe("bee");
    expect(text(await read({ path: "@b.txt" }))).toBe("bee");
    expect(text(await read({ path: "empty.txt" }))).toBe("");
  });

  it("finds a macOS screenshot name typed with a plain space before PM", async () => {
    file("Screenshot 2024-01-02 at 3.04.05\u202FPM.txt", "shot");
    expect(text(await read({ path: "Screenshot 2024-01-02 at 3.04.05 PM.txt" }))).toBe("shot");
  });

  it("reports a missing file with Node's own message", async () => {
    await expectError(read({ path: "missing.txt" }), `ENOENT: no such file or directory, access '${join(dir, "missing.txt")}'`);
  });

  it("reports a directory with Node's EISDIR message", async () => {
    mkdirSync(join(dir, "sub"));
    await expectError(read({ path: "sub" }), "EISDIR: illegal operation on a directory, read");
  });

  it("truncates at 2000 lines with pi's notice and details.truncation", async () => {
    file("long.txt", lines(2500));
    const result = await read({ path: "long.txt" });
    expect(text(result)).toBe(`${lines(2000)}\n\n[Showing lines 1-2000 of 2500. Use offset=2001 to continue.]`);
    expect(result.details?.truncation).toMatchObject({
      truncated: true,
      truncatedBy: "lines",
      totalLines: 2500,
      outputLines: 2000,
      maxLines: 2000,
      maxBytes: 51200,
    });
  });

  it("counts the empty line after a trailing newline", async () => {
    file("t.txt", `${lines(2000)}\n`);
    const result = await read({ path: "t.txt" });
    expect(text(result)).toBe(`${lines(2000)}\n\n[Showing lines 1-2000 of 2001. Use offset=2001 to continue.]`);
  });

  it("truncates at 50KB of whole lines with the (50.0KB limit) notice", async () => {
    // 99 chars + "\n" per line: 512 lines take 51199 bytes, the 513th would pass 51200.
    file("wide.txt", lines(1000, (i) => `${String(i).padStart(4, "0")}${"x".repeat(95)}`));
    const result = await read({ path: "wide.txt" });
    const shown = lines(512, (i) => `${String(i).padStart(4, "0")}${"x".repeat(95)}`);
    expect(text(result)).toBe(`${shown}\n\n[Showing lines 1-512 of 1000 (50.0KB limit). Use offset=513 to continue.]`);
    expect(result.details?.truncation).toMatchObject({ truncatedBy: "bytes", outputLines: 512, outputBytes: 51199 });
  });

  it("counts UTF-8 bytes, not characters, against the 50KB limit", async () => {
    // "é" is 2 bytes: a 30000-char line is 60000 bytes, over the limit, though 30000 chars are not.
    file("utf8.txt", `short\n${"é".repeat(30000)}\nend`);
    const result = await read({ path: "utf8.txt" });
    expect(text(result)).toBe("short\n\n[Showing lines 1-1 of 3 (50.0KB limit). Use offset=2 to continue.]");
  });

  it("continues from an offset to the end with no notice", async () => {
    file("long.txt", lines(2500));
    const result = await read({ path: "long.txt", offset: 2001 });
    expect(text(result)).toBe(lines(2500).split("\n").slice(2000).join("\n"));
    expect(result.details).toBeUndefined();
  });

  it("numbers the truncation notice from the offset", async () => {
    file("long.txt", lines(3000));
    const result = await read({ path: "long.txt", offset: 401 });
    expect(text(result)).toMatch(/^line 401\n/);
    expect(text(result)).toMatch(/\nline 2400\n\n\[Showing lines 401-2400 of 3000\. Use offset=2401 to continue\.\]$/);
  });

  it("says how many lines remain when limit stops early", async () => {
    file("ten.txt", lines(10));
    expect(text(await read({ path: "ten.txt", limit: 3 }))).toBe(
      "line 1\nline 2\nline 3\n\n[7 more lines in file. Use offset=4 to continue.]",
    );
    expect(text(await read({ path: "ten.txt", offset: 4, limit: 2 }))).toBe(
      "line 4\nline 5\n\n[5 more lines in file. Use offset=6 to continue.]",
    );
    const toEnd = await read({ path: "ten.txt", offset: 8, limit: 5 });
    expect(text(toEnd)).toBe("line 8\nline 9\nline 10");
    expect(toEnd.details).toBeUndefined();
  });

  it("treats offset 0 as the start", async () => {
    file("ten.txt", lines(10));
    expect(text(await read({ path: "ten.txt", offset: 0, limit: 1 }))).toBe(
      "line 1\n\n[9 more lines in file. Use offset=2 to continue.]",
    );
  });

  it("fails when the offset is beyond the end of the file", async () => {
    file("three.txt", "a\nb\nc\n"); // 4 lines: the trailing newline ends in an empty one
    await expectError(read({ path: "three.txt", offset: 5 }), "Offset 5 is beyond end of file (4 lines total)");
    expect(text(await read({ path: "three.txt", offset: 4 }))).toBe("");
  });

  it("replaces a first line over 50KB with the sed hint, naming the path as given", async () => {
    file("min.js", `head\n${"y".repeat(60000)}\ntail`);
    const result = await read({ path: "./min.js", offset: 2 });
    expect(result.content).toEqual([
      { type: "text", text: "[Line 2 is 58.6KB, exceeds 50.0KB limit. Use bash: sed -n '2p' ./min.js | head -c 51200]" },
    ]);
    expect(result.details?.truncation).toMatchObject({ firstLineExceedsLimit: true, outputLines: 0, content: "" });
  });

  it("reads through replacement operations", async () => {
    const files = new Map([[join(dir, "remote.txt"), Buffer.from("from elsewhere")]]);
    const tool = createReadTool(dir, {
      operations: {
        readFile: async (p) => files.get(p)!,
        access: async (p) => {
          if (!files.has(p)) throw new Error(`nope: ${p}`);
        },
      },
    });
    expect(text((await tool.execute("c", { path: "remote.txt" })) as Result)).toBe("from elsewhere");
    await expect(tool.execute("c", { path: "other.txt" })).rejects.toThrow(`nope: ${join(dir, "other.txt")}`);
  });
});

describe("read abort", () => {
  it("fails with Operation aborted when the signal already fired", async () => {
    file("a.txt", "x");
    const controller = new AbortController();
    controller.abort();
    await expectError(createReadTool(dir).execute("c", { path: "a.txt" }, controller.signal), "Operation aborted");
  });

  it("settles with Operation aborted as soon as the signal fires mid-read", async () => {
    file("a.txt", "x");
    let release!: () => void;
    let started!: () => void;
    const readStarted = new Promise<void>((r) => (started = r));
    const tool = createReadTool(dir, {
      operations: {
        ...defaultReadOperations,
        readFile: async (p) => {
          started();
          await new Promise<void>((r) => (release = r));
          return defaultReadOperations.readFile(p);
        },
      },
    });
    const controller = new AbortController();
    const pending = tool.execute("c", { path: "a.txt" }, controller.signal);
    await readStarted;
    controller.abort();
    await expectError(pending, "Operation aborted");
    release();
  });
});

// --- images ----------------------------------------------------------------------------------

describe("read images", () => {
  it("detects a PNG by its bytes whatever the extension and returns it unchanged when small", async () => {
    const png = encode(10, 8, "png");
    file("picture.dat", png);
    const result = await read({ path: "picture.dat" });
    expect(result.content).toEqual([
      { type: "text", text: "Read image file [image/png]" },
      { type: "image", data: png.toString("base64"), mimeType: "image/png" },
    ]);
    expect(result.details).toBeUndefined();
  });

  it("reads a .png that holds text as text", async () => {
    file("fake.png", "definitely not a png\n");
    expect((await read({ path: "fake.png" })).content).toEqual([{ type: "text", text: "definitely not a png\n" }]);
  });

  it("detects jpeg, gif and webp", async () => {
    file("a.jpg.txt", encode(12, 9, "jpeg"));
    file("b", TINY_GIF);
    file("c.bin", encode(6, 4, "webp"));
    for (const [name, mime] of [["a.jpg.txt", "image/jpeg"], ["b", "image/gif"], ["c.bin", "image/webp"]]) {
      const result = await read({ path: name });
      expect(text(result)).toBe(`Read image file [${mime}]`);
      expect(result.content[1]).toMatchObject({ type: "image", mimeType: mime });
    }
  });

  it("scales an image wider than 2000px into the box and says how to map coordinates", async () => {
    file("wide.png", encode(2400, 300, "png"));
    const result = await read({ path: "wide.png" });
    expect(text(result)).toBe(
      "Read image file [image/png]\n[Image: original 2400x300, displayed at 2000x250. Multiply coordinates by 1.20 to map to original image.]",
    );
    const image = result.content[1] as ImageContent;
    expect(image.mimeType).toBe("image/png");
    expect(dimensions(image.data)).toEqual({ width: 2000, height: 250 });
  });

  it("turns a JPEG upright from its EXIF orientation before scaling", async () => {
    // Left half red, right half blue; orientation 6 means "turn 90° clockwise", so red ends on top.
    const width = 2200;
    const height = 1100;
    const raw = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) raw.set(i % width < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255], i * 4);
    const image = new photon.PhotonImage(raw, width, height);
    const jpeg = Buffer.from(image.get_bytes_jpeg(90));
    image.free();
    file("portrait.jpg", withExifOrientation(jpeg, 6));

    const result = await read({ path: "portrait.jpg" });
    expect(text(result)).toBe(
      "Read image file [image/png]\n[Image: original 1100x2200, displayed at 1000x2000. Multiply coordinates by 1.10 to map to original image.]",
    );
    const shown = photon.PhotonImage.new_from_byteslice(new Uint8Array(Buffer.from((result.content[1] as ImageContent).data, "base64")));
    const px = shown.get_raw_pixels();
    const at = (x: number, y: number) => Array.from(px.subarray((y * shown.get_width() + x) * 4, (y * shown.get_width() + x) * 4 + 3));
    expect([shown.get_width(), shown.get_height()]).toEqual([1000, 2000]);
    expect(at(500, 100)[0]).toBeGreaterThan(200); // red on top
    expect(at(500, 100)[2]).toBeLessThan(50);
    expect(at(500, 1900)[2]).toBeGreaterThan(200); // blue below
    expect(at(500, 1900)[0]).toBeLessThan(50);
    shown.free();
  });

  it("omits an image that cannot be decoded, keeping only the text", async () => {
    file("broken.png", Buffer.concat([encode(4, 4, "png").subarray(0, 24), Buffer.from("garbage")]));
    expect((await read({ path: "broken.png" })).content).toEqual([
      { type: "text", text: "Read image file [image/png]\n[Image omitted: could not be resized below the inline image size limit.]" },
    ]);
  });

  it("adds the no-vision note when the model takes no images", async () => {
    file("small.png", encode(3, 3, "png"));
    file("wide.png", encode(2100, 10, "png"));
    file("broken.png", Buffer.concat([encode(4, 4, "png").subarray(0, 24), Buffer.from("garbage")]));
    const options = { supportsImages: () => false };
    const note = "[Current model does not support images. The image will be omitted from this request.]";
    const small = await read({ path: "small.png" }, options);
    expect(text(small)).toBe(`Read image file [image/png]\n${note}`);
    expect(small.content[1]).toMatchObject({ type: "image" });
    expect(text(await read({ path: "wide.png" }, options))).toMatch(/^Read image file \[image\/png\]\n\[Image: original 2100x10, .*\]\n\[Current model/);
    expect(text(await read({ path: "broken.png" }, options))).toBe(
      `Read image file [image/png]\n[Image omitted: could not be resized below the inline image size limit.]\n${note}`,
    );
  });

  it("sends the original bytes when auto-resize is off", async () => {
    const png = encode(2100, 10, "png");
    file("wide.png", png);
    const result = await read({ path: "wide.png" }, { autoResizeImages: false });
    expect(result.content).toEqual([
      { type: "text", text: "Read image file [image/png]" },
      { type: "image", data: png.toString("base64"), mimeType: "image/png" },
    ]);
  });

  it("reads everything as text when the operations cannot detect images", async () => {
    const png = file("p.png", encode(2, 2, "png"));
    const tool = createReadTool(dir, { operations: { readFile: (p) => readFile(p), access: async () => {} } });
    const result = (await tool.execute("c", { path: png })) as Result;
    expect(result.content).toHaveLength(1);
    expect(text(result).startsWith("\uFFFDPNG")).toBe(true);
  });
});

describe("image helpers", () => {
  it("sniffs the four supported signatures and nothing else", () => {
    const b = (...bytes: number[]) => new Uint8Array(bytes);
    expect(sniffImageMimeType(b(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffImageMimeType(b(0xff, 0xd8, 0xff, 0xf7))).toBeUndefined(); // JPEG-LS
    expect(sniffImageMimeType(b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(sniffImageMimeType(b(0x89, 0x50, 0x4e, 0x47))).toBeUndefined(); // cut short
    expect(sniffImageMimeType(Buffer.from("GIF89a"))).toBe("image/gif");
    expect(sniffImageMimeType(Buffer.from("GIF87a"))).toBe("image/gif");
    expect(sniffImageMimeType(Buffer.from("RIFF\x10\0\0\0WEBPVP8 ", "latin1"))).toBe("image/webp");
    expect(sniffImageMimeType(Buffer.from("RIFF\x10\0\0\0WAVEfmt ", "latin1"))).toBeUndefined();
    expect(sniffImageMimeType(Buffer.from("BM\0\0\0\0\0\0\0\0\0\0"))).toBeUndefined(); // BMP: text, as pi 0.73
    expect(sniffImageMimeType(new Uint8Array())).toBeUndefined();
  });

  it("reads the EXIF orientation in either byte order and defaults to 1", () => {
    const jpeg = encode(4, 4, "jpeg");
    expect(exifOrientation(jpeg)).toBe(1);
    expect(exifOrientation(withExifOrientation(jpeg, 6))).toBe(6);
    expect(exifOrientation(withExifOrientation(jpeg, 8, true))).toBe(8);
    expect(exifOrientation(withExifOrientation(jpeg, 9))).toBe(1);
    expect(exifOrientation(encode(4, 4, "png"))).toBe(1);
  });

  it("falls back to JPEG, then to smaller sizes, to get under the byte limit", async () => {
    const png = encode(64, 64, "png", true);
    const data = png.toString("base64");
    const jpeg = await resizeImage({ data, mimeType: "image/png" }, { maxWidth: 32, maxHeight: 32, maxBytes: 3000 });
    expect(jpeg).toMatchObject({ mimeType: "image/jpeg", width: 32, height: 32, originalWidth: 64, wasResized: true });
    expect(jpeg!.data.length).toBeLessThan(3000);

    const shrunk = await resizeImage({ data, mimeType: "image/png" }, { maxBytes: 1200 });
    expect(shrunk!.width).toBeLessThan(64);
    expect(shrunk!.data.length).toBeLessThan(1200);
    expect(dimensions(shrunk!.data)).toEqual({ width: shrunk!.width, height: shrunk!.height });
  });

  it("gives up (null) when not even 1x1 fits", async () => {
    const data = encode(8, 8, "png").toString("base64");
    expect(await resizeImage({ data, mimeType: "image/png" }, { maxBytes: 10 })).toBeNull();
  });
});
