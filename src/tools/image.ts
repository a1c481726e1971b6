// Image helpers for the read tool: magic-byte sniffing, and pi's resize policy on Photon (WASM).
// Photon is imported only when an image is actually resized, so text reads never load 2 MB of WASM.
import { open } from "node:fs/promises";
import type { ImageContent } from "../ai/types.js";

type Photon = typeof import("@silvia-odwyer/photon-node");
type PhotonImage = InstanceType<Photon["PhotonImage"]>;

/** Enough bytes for every signature below (RIFF....WEBP is the longest). */
export const IMAGE_SNIFF_BYTES = 12;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

/**
 * The image type the model can receive (jpeg, png, gif, webp), judged by content only; anything
 * else (a `.png` holding text included) is undefined and read as text.
 */
export function sniffImageMimeType(bytes: Uint8Array): string | undefined {
  // FF D8 FF F7 is JPEG-LS, which is not a JPEG the model or Photon can take.
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes[3] !== 0xf7) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "image/gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return undefined;
}

/** Sniffs the first bytes of a file. Opening a directory fails here with Node's EISDIR, as in pi. */
export async function detectImageMimeTypeFromFile(absolutePath: string): Promise<string | undefined> {
  const handle = await open(absolutePath, "r");
  try {
    const buffer = Buffer.alloc(IMAGE_SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, IMAGE_SNIFF_BYTES, 0);
    return sniffImageMimeType(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

let photonPromise: Promise<Photon | undefined> | undefined;

/** Loads Photon once; undefined when it cannot load (then images are omitted, as in pi). */
export function loadPhoton(): Promise<Photon | undefined> {
  photonPromise ??= import("@silvia-odwyer/photon-node").then(
    // A CommonJS module: Node puts module.exports on `default`; bundlers may not.
    (mod) => ((mod as { default?: Photon }).default ?? mod) as Photon,
    () => undefined,
  );
  return photonPromise;
}

export interface ImageResizeOptions {
  maxWidth?: number;
  maxHeight?: number;
  /** Limit on the base64 text. */
  maxBytes?: number;
  jpegQuality?: number;
}

export interface ResizedImage {
  data: string;
  mimeType: string;
  originalWidth: number;
  originalHeight: number;
  width: number;
  height: number;
  wasResized: boolean;
}

/** 4.5 MB of base64 leaves headroom under Anthropic's 5 MB per image. */
export const IMAGE_MAX_BYTES = 4.5 * 1024 * 1024;
export const IMAGE_MAX_DIMENSION = 2000;

/**
 * pi's policy: keep the image as is when it fits 2000x2000 and 4.5 MB of base64; otherwise scale
 * it into the box and take the first of PNG, JPEG q80/85/70/55/40 under the limit, shrinking by
 * 0.75 until something fits. Null when the image cannot be decoded or made small enough.
 */
export async function resizeImage(
  image: { data: string; mimeType: string },
  options: ImageResizeOptions = {},
): Promise<ResizedImage | null> {
  const maxWidth = options.maxWidth ?? IMAGE_MAX_DIMENSION;
  const maxHeight = options.maxHeight ?? IMAGE_MAX_DIMENSION;
  const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
  const qualities = [...new Set([options.jpegQuality ?? 80, 85, 70, 55, 40])];
  const photon = await loadPhoton();
  if (!photon) return null;

  let decoded: PhotonImage | undefined;
  try {
    const bytes = new Uint8Array(Buffer.from(image.data, "base64"));
    const raw = photon.PhotonImage.new_from_byteslice(bytes);
    decoded = applyExifOrientation(photon, raw, bytes);
    if (decoded !== raw) raw.free();
    const originalWidth = decoded.get_width();
    const originalHeight = decoded.get_height();
    if (originalWidth <= maxWidth && originalHeight <= maxHeight && image.data.length < maxBytes) {
      return { data: image.data, mimeType: image.mimeType, originalWidth, originalHeight, width: originalWidth, height: originalHeight, wasResized: false };
    }

    let width = originalWidth;
    let height = originalHeight;
    if (width > maxWidth) {
      height = Math.round((height * maxWidth) / width);
      width = maxWidth;
    }
    if (height > maxHeight) {
      width = Math.round((width * maxHeight) / height);
      height = maxHeight;
    }
    for (;;) {
      const resized = photon.resize(decoded, width, height, photon.SamplingFilter.Lanczos3);
      try {
        const found = firstUnder(maxBytes, [
          () => ({ bytes: resized.get_bytes(), mimeType: "image/png" }),
          ...qualities.map((q) => () => ({ bytes: resized.get_bytes_jpeg(q), mimeType: "image/jpeg" })),
        ]);
        if (found) return { ...found, originalWidth, originalHeight, width, height, wasResized: true };
      } finally {
        resized.free();
      }
      if (width === 1 && height === 1) return null;
      width = width === 1 ? 1 : Math.max(1, Math.floor(width * 0.75));
      height = height === 1 ? 1 : Math.max(1, Math.floor(height * 0.75));
    }
  } catch {
    return null;
  } finally {
    decoded?.free();
  }
}

function firstUnder(
  maxBytes: number,
  encoders: (() => { bytes: Uint8Array; mimeType: string })[],
): { data: string; mimeType: string } | undefined {
  for (const encode of encoders) {
    const { bytes, mimeType } = encode();
    const data = Buffer.from(bytes).toString("base64");
    if (data.length < maxBytes) return { data, mimeType };
  }
  return undefined;
}

/** pi's note telling the model how to map coordinates back; undefined when not resized. */
export function formatDimensionNote(image: ResizedImage): string | undefined {
  if (!image.wasResized) return undefined;
  const scale = image.originalWidth / image.width;
  return `[Image: original ${image.originalWidth}x${image.originalHeight}, displayed at ${image.width}x${image.height}. Multiply coordinates by ${scale.toFixed(2)} to map to original image.]`;
}

const IMAGE_OMITTED_NOTE = "[Image omitted: could not be resized below the inline image size limit.]";

/**
 * An image as the model gets it inline (the read tool's result, an `@image` argument): resized by
 * pi's policy, with the note on its scale when it was resized; or, when it cannot be decoded or
 * made small enough, no image and the note saying it was omitted.
 */
export async function inlineImage(bytes: Buffer, mimeType: string): Promise<{ image?: ImageContent; note?: string }> {
  const resized = await resizeImage({ data: bytes.toString("base64"), mimeType });
  if (!resized) return { note: IMAGE_OMITTED_NOTE };
  return { image: { type: "image", data: resized.data, mimeType: resized.mimeType }, note: formatDimensionNote(resized) };
}

// --- EXIF orientation -------------------------------------------------------------------------
// Re-encoding drops EXIF, so a phone photo taken sideways must be turned upright before resizing.

/** The EXIF orientation (1-8) of a JPEG or WebP; 1 when absent or unreadable. */
export function exifOrientation(bytes: Uint8Array): number {
  let tiff = -1;
  if (startsWith(bytes, [0xff, 0xd8])) tiff = jpegTiffOffset(bytes);
  else if (sniffImageMimeType(bytes) === "image/webp") tiff = webpTiffOffset(bytes);
  if (tiff < 0 || tiff + 8 > bytes.length) return 1;
  const le = bytes[tiff] === 0x49 && bytes[tiff + 1] === 0x49;
  const u16 = (p: number) => (le ? bytes[p] | (bytes[p + 1] << 8) : (bytes[p] << 8) | bytes[p + 1]);
  const u32 = (p: number) => (le ? (u16(p) | (u16(p + 2) << 16)) >>> 0 : ((u16(p) << 16) | u16(p + 2)) >>> 0);
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > bytes.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > bytes.length) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"

function jpegTiffOffset(bytes: Uint8Array): number {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return -1;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset++;
      continue;
    }
    if (marker === 0xe1) return startsWith(bytes, EXIF_HEADER, offset + 4) ? offset + 10 : -1;
    offset += 2 + ((bytes[offset + 2] << 8) | bytes[offset + 3]);
  }
  return -1;
}

function webpTiffOffset(bytes: Uint8Array): number {
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = String.fromCharCode(...bytes.subarray(offset, offset + 4));
    const size = (bytes[offset + 4] | (bytes[offset + 5] << 8) | (bytes[offset + 6] << 16) | (bytes[offset + 7] << 24)) >>> 0;
    const start = offset + 8;
    if (id === "EXIF") {
      if (start + size > bytes.length) return -1;
      return size >= 6 && startsWith(bytes, EXIF_HEADER, start) ? start + 6 : start;
    }
    offset = start + size + (size % 2); // RIFF chunks are padded to an even size
  }
  return -1;
}

/** Flips happen in place; rotations return a new image (the caller frees the old one). */
function applyExifOrientation(photon: Photon, image: PhotonImage, bytes: Uint8Array): PhotonImage {
  const orientation = exifOrientation(bytes);
  switch (orientation) {
    case 2:
      photon.fliph(image);
      return image;
    case 3:
      photon.fliph(image);
      photon.flipv(image);
      return image;
    case 4:
      photon.flipv(image);
      return image;
    case 5:
    case 6: {
      const rotated = rotate(photon, image, (x, y, _w, h) => x * h + (h - 1 - y)); // 90° clockwise
      if (orientation === 5) photon.fliph(rotated);
      return rotated;
    }
    case 7:
    case 8: {
      const rotated = rotate(photon, image, (x, y, w, h) => (w - 1 - x) * h + y); // 90° counter-clockwise
      if (orientation === 7) photon.fliph(rotated);
      return rotated;
    }
    default:
      return image;
  }
}

function rotate(
  photon: Photon,
  image: PhotonImage,
  target: (x: number, y: number, w: number, h: number) => number,
): PhotonImage {
  const w = image.get_width();
  const h = image.get_height();
  // One RGBA pixel per 32-bit word: a quarter of the work of copying bytes.
  const raw = image.get_raw_pixels();
  const aligned = raw.byteOffset % 4 === 0 ? raw : raw.slice();
  const src = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
  const dst = new Uint32Array(src.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) dst[target(x, y, w, h)] = src[y * w + x];
  }
  return new photon.PhotonImage(new Uint8Array(dst.buffer), h, w);
}
