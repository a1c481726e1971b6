import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { UsageError } from "./args.js";

export async function readStdin(): Promise<string> {
  // Only a pipe, file or socket is read; a terminal is never waited on.
  if (process.stdin.isTTY) return "";
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8").trim();
}

/** `@file` arguments as pi includes them: `<file name="/abs">\n…\n</file>\n`, empty files skipped. */
export function fileBlocks(files: string[], cwd: string): string {
  let out = "";
  for (const f of files) {
    const abs = resolve(cwd, f);
    let text: string;
    try {
      if (!statSync(abs).isFile()) throw new Error("not a file");
      text = readFileSync(abs, "utf8");
    } catch {
      throw new UsageError(`file not found: ${abs}`);
    }
    if (text) out += `<file name="${abs}">\n${text}\n</file>\n`;
  }
  return out;
}
