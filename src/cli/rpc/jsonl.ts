import { StringDecoder } from "node:string_decoder";

/**
 * Strict JSONL input as pi's docs/rpc.md defines it: records end at "\n" only, one trailing "\r"
 * is dropped. Not readline: it also splits on U+2028/U+2029, which are legal inside JSON strings.
 * A last record without "\n" is still delivered when the stream ends.
 */
export function readLines(stream: NodeJS.ReadableStream, onLine: (line: string) => void, onEnd: () => void): void {
  const decoder = new StringDecoder("utf8");
  // Only new text is searched for "\n", so a large record arriving in many chunks stays linear.
  let parts: string[] = [];
  const emit = (line: string) => onLine(line.endsWith("\r") ? line.slice(0, -1) : line);
  stream.on("data", (chunk: Buffer | string) => {
    const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
    let start = 0;
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", start)) {
      parts.push(text.slice(start, i));
      const line = parts.join("");
      parts = [];
      start = i + 1;
      emit(line);
    }
    if (start < text.length) parts.push(text.slice(start));
  });
  stream.on("end", () => {
    parts.push(decoder.end());
    const rest = parts.join("");
    parts = [];
    if (rest) emit(rest);
    onEnd();
  });
}

/**
 * One output record. JSON.stringify leaves U+2028/U+2029 unescaped, as pi does: they are valid
 * in JSON, and the protocol tells clients to split on "\n" only.
 */
export function jsonLine(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}
