import { randomBytes } from "node:crypto";
import { closeSync, openSync, readdirSync, readSync, statSync } from "node:fs";
import { join } from "node:path";
import { StringDecoder } from "node:string_decoder";

// Where session files live and what they are called, as pi 0.73.1 does it (reference §4.1).

/** `<agentDir>/sessions/--<cwd without leading slash, with / \ : replaced by ->--/`. */
export function sessionDirFor(cwd: string, agentDir: string): string {
  const safe = `--${cwd.replace(/^[/\\]/, "").replace(/[/\\:]/g, "-")}--`;
  return join(agentDir, "sessions", safe);
}

/** `<ISO timestamp with ':' and '.' replaced by '-'>_<id>.jsonl`. */
export function sessionFileName(timestamp: string, id: string): string {
  return `${timestamp.replace(/[:.]/g, "-")}_${id}.jsonl`;
}

/** RFC 9562 UUIDv7: 48-bit Unix milliseconds, version 7, variant 10, the rest random. */
export function uuidv7(now = Date.now()): string {
  const b = randomBytes(16);
  let ms = now;
  for (let i = 5; i >= 0; i--) {
    b[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  b[6] = (b[6] & 0x0f) | 0x70;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A header must be an object with type "session" and a string id (pi's own test). */
export function isHeaderLike(value: unknown): value is { type: "session"; id: string; version?: unknown } {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.type === "session" && typeof v.id === "string";
}

/** A first line longer than this is no session header; nothing past it is read. */
const HEADER_LIMIT = 1 << 20;

/**
 * The lines of a file, read in pieces only as far as they are asked for (the first piece small:
 * often only the header is wanted). A first line over HEADER_LIMIT is given cut off, and no more.
 */
function* fileLines(path: string): Generator<string> {
  const fd = openSync(path, "r");
  try {
    const decoder = new StringDecoder("utf8");
    const buf = Buffer.alloc(64 * 1024);
    let rest = "";
    let first = true;
    for (let pos = 0; ; ) {
      const n = readSync(fd, buf, 0, pos === 0 ? 4096 : buf.length, pos);
      pos += n;
      const lines = (rest + (n === 0 ? decoder.end() : decoder.write(buf.subarray(0, n)))).split("\n");
      rest = n === 0 ? "" : lines.pop()!;
      for (const line of lines) {
        yield line;
        first = false;
      }
      if (n === 0) return;
      if (first && rest.length > HEADER_LIMIT) {
        yield rest;
        return;
      }
    }
  } finally {
    closeSync(fd);
  }
}

type HeaderLike = { type: "session"; id: string; version?: unknown; cwd?: unknown };

/** The session header a line holds, or undefined. */
function headerOf(line: string): HeaderLike | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return isHeaderLike(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The header on a file's first line, or undefined when the file is no session file. */
function readHeader(path: string): HeaderLike | undefined {
  for (const line of fileLines(path)) return headerOf(line);
  return undefined;
}

/**
 * Whether a file has a session header on its first line and holds a message entry; one pass,
 * read only up to the first message (a few lines in).
 */
function holdsConversation(path: string): boolean {
  let index = 0;
  for (const line of fileLines(path)) {
    if (index++ === 0) {
      if (!headerOf(line)) return false;
      continue;
    }
    if (!line.includes('"message"')) continue;
    try {
      if (JSON.parse(line)?.type === "message") return true;
    } catch {
      // A torn line: keep looking.
    }
  }
  return false;
}

/** The `.jsonl` files in `dir`, newest first by modification time, then by name (a later name is newer). */
function sessionFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const files: { path: string; mtime: number }[] = [];
  for (const name of names) {
    if (!name.endsWith(".jsonl")) continue;
    const path = join(dir, name);
    try {
      const st = statSync(path);
      if (st.isFile()) files.push({ path, mtime: st.mtimeMs });
    } catch {
      continue;
    }
  }
  // Same mtime (coarse clocks, fast runs): the later file name, whose timestamp is newer, wins.
  files.sort((a, b) => b.mtime - a.mtime || (a.path < b.path ? 1 : a.path > b.path ? -1 : 0));
  return files.map((f) => f.path);
}

/**
 * Newest `.jsonl` in `dir` by modification time whose first line is a session header and that
 * holds a message: a file with only a header (a start that crashed, an older repo-agent's failed
 * start) has no conversation to continue.
 */
export function findMostRecentSession(dir: string): string | undefined {
  for (const path of sessionFiles(dir)) {
    try {
      if (holdsConversation(path)) return path;
    } catch {
      continue;
    }
  }
  return undefined;
}

/** The newest session file in `dir` whose header id starts with `prefix` (pi's `--session <id>`). */
export function sessionWithId(dir: string, prefix: string): { path: string; cwd: string } | undefined {
  for (const path of sessionFiles(dir)) {
    try {
      const header = readHeader(path);
      if (header?.id.startsWith(prefix)) return { path, cwd: String(header.cwd ?? "") };
    } catch {
      continue; // unreadable
    }
  }
  return undefined;
}
