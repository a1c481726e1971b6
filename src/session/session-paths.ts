import { randomBytes } from "node:crypto";
import { closeSync, openSync, readdirSync, readSync, statSync } from "node:fs";
import { join } from "node:path";

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

/** The first line of a file, read in small pieces so a huge session is not loaded whole. */
function readFirstLine(path: string, limit = 1 << 20): string {
  const fd = openSync(path, "r");
  try {
    const chunks: Buffer[] = [];
    const buf = Buffer.alloc(4096);
    let total = 0;
    while (total < limit) {
      const n = readSync(fd, buf, 0, buf.length, total);
      if (n === 0) break;
      const nl = buf.subarray(0, n).indexOf(10);
      chunks.push(Buffer.from(buf.subarray(0, nl === -1 ? n : nl)));
      total += n;
      if (nl !== -1) break;
    }
    return Buffer.concat(chunks).toString("utf8");
  } finally {
    closeSync(fd);
  }
}

function hasValidHeader(path: string): boolean {
  try {
    return isHeaderLike(JSON.parse(readFirstLine(path)));
  } catch {
    return false;
  }
}

/** Whether the file holds a message entry; read in pieces up to the first one (a few lines in). */
function hasMessage(path: string): boolean {
  const fd = openSync(path, "r");
  try {
    const buf = Buffer.alloc(64 * 1024);
    let rest = "";
    for (let pos = 0; ; ) {
      const n = readSync(fd, buf, 0, buf.length, pos);
      pos += n;
      const lines = (rest + buf.toString("utf8", 0, n)).split("\n");
      rest = n === 0 ? "" : lines.pop()!;
      for (const line of lines) {
        if (!line.includes('"message"')) continue;
        try {
          if (JSON.parse(line)?.type === "message") return true;
        } catch {
          // A torn line: keep looking.
        }
      }
      if (n === 0) return false;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Newest `.jsonl` in `dir` by modification time whose first line is a session header and that
 * holds a message: a file with only a header (a start that crashed, an older repo-agent's failed
 * start) has no conversation to continue.
 */
export function findMostRecentSession(dir: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
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
  for (const { path } of files) {
    try {
      if (hasValidHeader(path) && hasMessage(path)) return path;
    } catch {
      continue;
    }
  }
  return undefined;
}

/** Session files in `dir` whose header id starts with `prefix` (pi's `--session <id>`), newest first. */
export function sessionsWithId(dir: string, prefix: string): { path: string; cwd: string }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const found: { path: string; cwd: string; mtime: number }[] = [];
  for (const name of names) {
    if (!name.endsWith(".jsonl")) continue;
    const path = join(dir, name);
    try {
      const header: unknown = JSON.parse(readFirstLine(path));
      if (isHeaderLike(header) && header.id.startsWith(prefix)) {
        found.push({ path, cwd: String((header as { cwd?: unknown }).cwd ?? ""), mtime: statSync(path).mtimeMs });
      }
    } catch {
      continue; // not a session file
    }
  }
  return found.sort((a, b) => b.mtime - a.mtime).map(({ path, cwd }) => ({ path, cwd }));
}
