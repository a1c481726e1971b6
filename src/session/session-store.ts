import { randomUUID } from "node:crypto";
import { appendFileSync, constants, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { buildSessionContext, pathSettings, pathTo, type PathSettings, type SessionContext } from "./session-context.js";
import { findMostRecentSession, isHeaderLike, sessionFileName, uuidv7 } from "./session-paths.js";
import { SESSION_VERSION, type CompactionEntry, type NewEntry, type SessionEntry, type SessionHeader } from "./types.js";

// pi's session JSONL v3 (reference §4), append-only: every entry is appended (one appendFileSync)
// the moment it exists, so a crash loses at most the line being written. The header is written
// when the session is created, or with `deferred` (the CLI) together with the first message: pi
// waits for the first reply, so a start that fails leaves no empty session for `-c` to continue.
// pi truncates files with a bad header; we do not.

type Raw = Record<string, unknown>;

interface Loaded {
  header: SessionHeader;
  entries: SessionEntry[];
  leafId: string | null;
  /** The file does not end with "\n" (a torn last write): the next append starts a new line. */
  needsNewline: boolean;
  warnings: string[];
}

/** 8 hex characters not used yet in this file. */
function newEntryId(taken: { has(id: string): boolean }): string {
  for (;;) {
    const id = randomUUID().slice(0, 8);
    if (!taken.has(id)) return id;
  }
}

/**
 * What an interrupted write leaves: a line that stops inside an unclosed object, possibly padded
 * with NUL bytes (a power loss can zero-fill the end of a file), or only NULs. Anything else that
 * fails to parse is damage the user should see.
 */
function isTornWrite(line: string): boolean {
  const s = line.replace(/\0+\s*$/, "").trim();
  if (!s) return true;
  if (!s.startsWith("{")) return false;
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (const ch of s) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") depth++;
    else if ((ch === "}" || ch === "]") && --depth === 0) return false;
  }
  return true;
}

const isContent = (c: unknown) => typeof c === "string" || Array.isArray(c);

/** What a hand-edited entry lacks that building the model's context needs; undefined when it is usable. */
function badShape(e: Raw): string | undefined {
  const m = e.message as Raw | undefined;
  switch (e.type) {
    case "message":
      if (typeof m !== "object" || m === null || typeof m.role !== "string") return 'a "message" entry without a message that has a "role"';
      if (["user", "assistant", "toolResult", "custom"].includes(m.role) && !isContent(m.content)) return `a "${m.role}" message without "content"`;
      return undefined;
    case "custom_message":
      return isContent(e.content) ? undefined : 'a "custom_message" entry without "content"';
    case "compaction":
      return typeof e.summary === "string" ? undefined : 'a "compaction" entry without a "summary"';
    default:
      return undefined;
  }
}

/** pi's v1 -> v2 (ids and a linear parent chain) and v2 -> v3 (hookMessage -> custom), in memory. */
function migrate(header: Raw, entries: Raw[]): void {
  const version = typeof header.version === "number" ? header.version : 1;
  if (version < 2) {
    const all = [header, ...entries]; // v1 compaction indexes count the header line, as in pi
    const ids = new Set<string>();
    let prev: string | null = null;
    for (const e of entries) {
      e.id = newEntryId(ids);
      ids.add(e.id as string);
      e.parentId = prev;
      prev = e.id as string;
      if (e.type === "compaction" && typeof e.firstKeptEntryIndex === "number") {
        const target = all[e.firstKeptEntryIndex];
        if (target && target.type !== "session") e.firstKeptEntryId = target.id;
        delete e.firstKeptEntryIndex;
      }
    }
  }
  for (const e of entries) {
    const m = e.message as Raw | undefined;
    if (e.type === "message" && m?.role === "hookMessage") m.role = "custom";
  }
  header.version = SESSION_VERSION;
}

/**
 * `readBack`: the file is one this process loaded and appended to (SessionStore.recall), so a line
 * that does not parse is the last line its load skipped, no longer last once something followed it.
 */
function parseSessionFile(path: string, text: string, readBack = false): Loaded & { migratedFrom?: number } {
  const lines = text.split("\n");
  const damaged = (n: number, what: string) =>
    new Error(`Session file ${path} is damaged at line ${n}: ${what}. Fix or delete that line, then try again.`);
  let first = 0;
  while (first < lines.length && !lines[first].trim()) first++;
  let last = lines.length - 1;
  while (last >= 0 && !lines[last].trim()) last--;

  let header: unknown;
  try {
    header = JSON.parse(lines[first]);
  } catch {
    header = undefined;
  }
  if (!isHeaderLike(header)) {
    throw new Error(
      `${path} is not a session file: line ${first + 1} is not a {"type":"session",...} header. It was left unchanged; pass another session file.`,
    );
  }
  const version = header.version ?? 1;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1 || version > SESSION_VERSION) {
    throw new Error(`Session file ${path} has version ${JSON.stringify(version)}; this repo-agent reads versions 1 to ${SESSION_VERSION}. Use a newer repo-agent or another file.`);
  }

  const warnings: string[] = [];
  const raws: { raw: Raw; line: number }[] = [];
  for (let i = first + 1; i <= last; i++) {
    const line = lines[i];
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      if (i !== last && !readBack && !isTornWrite(line)) throw damaged(i + 1, "not valid JSON");
      warnings.push(`${path}: skipped line ${i + 1}, an incomplete write`);
      continue;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value) || typeof (value as Raw).type !== "string") {
      throw damaged(i + 1, "not a session entry (no \"type\")");
    }
    // pi re-writes the header and earlier entries when it first flushes a file that had no
    // assistant reply yet; such repeats are skipped below.
    if ((value as Raw).type === "session") continue;
    raws.push({ raw: value as Raw, line: i + 1 });
  }

  if (version < SESSION_VERSION) migrate(header as Raw, raws.map((r) => r.raw));

  const entries: SessionEntry[] = [];
  const seen = new Set<string>();
  let leafId: string | null = null;
  for (const { raw, line } of raws) {
    if (typeof raw.id !== "string" || !(raw.parentId === null || typeof raw.parentId === "string")) {
      throw damaged(line, "entry without a string \"id\" and \"parentId\"");
    }
    leafId = raw.id;
    const bad = badShape(raw);
    if (bad) throw damaged(line, bad);
    if (seen.has(raw.id)) continue;
    seen.add(raw.id);
    entries.push(raw as unknown as SessionEntry);
  }
  return {
    header: header as unknown as SessionHeader,
    entries,
    leafId,
    needsNewline: !text.endsWith("\n"),
    warnings,
    ...(version < SESSION_VERSION ? { migratedFrom: version } : {}),
  };
}

/**
 * Reads a session file without changing it (older versions are migrated in memory only): for
 * readers such as the HTML export. Throws a one-line Error when it cannot be read or is no session.
 */
export function readSessionFile(path: string): { header: SessionHeader; entries: SessionEntry[]; leafId: string | null; warnings: string[] } {
  return readSession(path, false);
}

function readSession(path: string, readBack: boolean): { header: SessionHeader; entries: SessionEntry[]; leafId: string | null; warnings: string[] } {
  const file = resolve(path);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    throw new Error(`Cannot read session file ${file}: ${(err as Error).message}`);
  }
  if (!text.trim()) throw new Error(`${file} is empty, not a session file; pass another session file.`);
  const { header, entries, leafId, warnings } = parseSessionFile(file, text, readBack);
  return { header, entries, leafId, warnings };
}

/** Replaces the file with its migrated form, keeping the original beside it as `<file>.v<N>.bak`. */
function rewriteMigrated(path: string, loaded: Loaded, from: number): void {
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, [loaded.header, ...loaded.entries].map((e) => JSON.stringify(e) + "\n").join(""));
  try {
    copyFileSync(path, `${path}.v${from}.bak`, constants.COPYFILE_EXCL);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  renameSync(tmp, path);
}

function newHeader(cwd: string): SessionHeader {
  return { type: "session", version: SESSION_VERSION, id: uuidv7(), timestamp: new Date().toISOString(), cwd: resolve(cwd) };
}

export interface StoreOptions {
  /** Hold the header and entries in memory until the first message entry, then write them all. */
  deferred?: boolean;
}

/** One session: its header, its entries (a tree by parentId) and the current leaf. */
export class SessionStore {
  readonly header: SessionHeader;
  /** Absent for in-memory sessions. */
  readonly path: string | undefined;
  /** Lines skipped on load (interrupted writes), for the caller to report. */
  readonly warnings: readonly string[];
  private list: SessionEntry[];
  private byId = new Map<string, SessionEntry>();
  /** Ids of the entries forgetCompacted let go of (still in the file), and the settings they made. */
  private forgotten = new Set<string>();
  private forgottenSettings: PathSettings | undefined;
  /** The file's last entry of each type, for questions about the whole file that need no read-back. */
  private lastOfType = new Map<SessionEntry["type"], SessionEntry>();
  private leaf: string | null;
  private needsNewline: boolean;
  /** Lines a deferred store has not written yet, and how the first write opens the file. */
  private held: { lines: string[]; flag: "wx" | "a" } | undefined;

  private constructor(path: string | undefined, loaded: Loaded) {
    this.path = path;
    this.header = loaded.header;
    this.list = loaded.entries;
    for (const e of this.list) {
      this.byId.set(e.id, e);
      this.lastOfType.set(e.type, e);
    }
    this.leaf = loaded.leafId;
    this.needsNewline = loaded.needsNewline;
    this.warnings = loaded.warnings;
  }

  /** A new session file `<timestamp>_<uuidv7>.jsonl` in `sessionDir` (created if missing). */
  static create(cwd: string, sessionDir: string, options: StoreOptions = {}): SessionStore {
    const header = newHeader(cwd);
    return SessionStore.createAt(join(resolve(sessionDir), sessionFileName(header.timestamp, header.id)), header, options);
  }

  /** Loads `path`, or starts a new session at exactly that path when it does not exist (or is empty). */
  static open(path: string, cwd: string, options: StoreOptions = {}): SessionStore {
    const file = resolve(path);
    if (!existsSync(file)) return SessionStore.createAt(file, newHeader(cwd), options);
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (err) {
      throw new Error(`Cannot read session file ${file}: ${(err as Error).message}`);
    }
    if (!text.trim()) {
      // Nothing to lose: give the empty file its header.
      const header = newHeader(cwd);
      const line = (text && !text.endsWith("\n") ? "\n" : "") + JSON.stringify(header) + "\n";
      const store = new SessionStore(file, { header, entries: [], leafId: null, needsNewline: false, warnings: [] });
      if (options.deferred) store.held = { lines: [line], flag: "a" };
      else appendFileSync(file, line);
      return store;
    }
    const loaded = parseSessionFile(file, text);
    if (loaded.migratedFrom !== undefined) {
      rewriteMigrated(file, loaded, loaded.migratedFrom);
      loaded.needsNewline = false;
    }
    return new SessionStore(file, loaded);
  }

  /** The newest session in `sessionDir` (by mtime, with a valid header and a message), or a new one. */
  static continueRecent(cwd: string, sessionDir: string, options: StoreOptions = {}): SessionStore {
    const recent = findMostRecentSession(resolve(sessionDir));
    return recent ? SessionStore.open(recent, cwd, options) : SessionStore.create(cwd, sessionDir, options);
  }

  /** A session that is never written anywhere (`--no-session`); it still has a header. */
  static inMemory(cwd: string): SessionStore {
    return new SessionStore(undefined, { header: newHeader(cwd), entries: [], leafId: null, needsNewline: false, warnings: [] });
  }

  private static createAt(file: string, header: SessionHeader, options: StoreOptions): SessionStore {
    // The directory at once even when deferred, so one that cannot be made fails the start.
    mkdirSync(dirname(file), { recursive: true });
    const store = new SessionStore(file, { header, entries: [], leafId: null, needsNewline: false, warnings: [] });
    const line = JSON.stringify(header) + "\n";
    // "wx": never overwrite a file that appeared in the meantime.
    if (options.deferred) store.held = { lines: [line], flag: "wx" };
    else writeFileSync(file, line, { flag: "wx" });
    return store;
  }

  get id(): string {
    return this.header.id;
  }

  /** All entries in file order (every branch), without the header. */
  get entries(): readonly SessionEntry[] {
    this.recall();
    return this.list;
  }

  /** The entries from the root (or the first one still held, see forgetCompacted) to the leaf. */
  currentPath(): SessionEntry[] {
    const leaf = this.leaf === null ? undefined : this.byId.get(this.leaf);
    return leaf ? pathTo(this.byId, leaf) : [];
  }

  /** The last entry of `type` in the file (any branch), without reading back what a compaction let go of. */
  lastEntryOf<T extends SessionEntry["type"]>(type: T): Extract<SessionEntry, { type: T }> | undefined {
    return this.lastOfType.get(type) as Extract<SessionEntry, { type: T }> | undefined;
  }

  /** The entry the next append will hang under; null before the first entry. */
  get leafId(): string | null {
    return this.leaf;
  }

  getEntry(id: string): SessionEntry | undefined {
    if (this.forgotten.has(id)) this.recall();
    return this.byId.get(id);
  }

  /**
   * Lets go of the entries the latest compaction on the current path has summarised: the context
   * needs only the path from that compaction's first kept entry to the leaf, so a long session
   * holds what its context holds, not every turn it ever had. They stay in the file, and whatever
   * asks for them (`entries`, another branch) reads it again. Sessions without a file keep all.
   */
  forgetCompacted(): void {
    if (!this.path || this.held) return;
    const path = this.currentPath();
    const at = path.findLastIndex((e) => e.type === "compaction");
    if (at < 0) return;
    const kept = path.findIndex((e, i) => i < at && e.id === (path[at] as CompactionEntry).firstKeptEntryId);
    const from = kept >= 0 ? kept : at;
    if (from === 0 && path.length === this.list.length) return;
    this.forgottenSettings = pathSettings(path.slice(0, from), this.forgottenSettings);
    const held = path.slice(from);
    const heldIds = new Set(held.map((e) => e.id));
    for (const e of this.list) if (!heldIds.has(e.id)) this.forgotten.add(e.id);
    this.list = held;
    this.byId = new Map(held.map((e) => [e.id, e]));
  }

  /**
   * Reads back what forgetCompacted let go of, and only that: what the store holds stays as it is,
   * and lines others wrote to the file meanwhile are not taken in, as when it held everything.
   */
  private recall(): void {
    if (this.forgotten.size === 0) return;
    const list: SessionEntry[] = [];
    const placed = new Set<string>();
    for (const e of readSession(this.path!, true).entries) {
      const entry = this.byId.get(e.id) ?? (this.forgotten.has(e.id) ? e : undefined);
      if (!entry) continue;
      list.push(entry);
      placed.add(e.id);
    }
    for (const e of this.list) if (!placed.has(e.id)) list.push(e);
    this.list = list;
    this.byId = new Map(list.map((e) => [e.id, e]));
    this.forgotten.clear();
    this.forgottenSettings = undefined;
  }

  /**
   * Adds an entry under the current leaf, gives it id/parentId/timestamp, writes it to the file
   * at once, and makes it the leaf.
   */
  append(entry: NewEntry): SessionEntry {
    // A compaction keeping entries from before what is held needs them for the context.
    if (entry.type === "compaction" && this.forgotten.has(entry.firstKeptEntryId)) this.recall();
    const taken = { has: (id: string) => this.byId.has(id) || this.forgotten.has(id) };
    const full: Raw = { type: entry.type, id: newEntryId(taken), parentId: this.leaf, timestamp: new Date().toISOString() };
    for (const [key, value] of Object.entries(entry)) if (!(key in full)) full[key] = value;
    const line = JSON.stringify(full) + "\n";
    if (this.path && this.held) {
      this.held.lines.push(line);
      if (entry.type === "message") {
        writeFileSync(this.path, this.held.lines.join(""), { flag: this.held.flag });
        this.held = undefined;
      }
    } else if (this.path) {
      appendFileSync(this.path, this.needsNewline ? "\n" + line : line);
      this.needsNewline = false;
    }
    const saved = full as unknown as SessionEntry;
    this.list.push(saved);
    this.byId.set(saved.id, saved);
    this.lastOfType.set(saved.type, saved);
    this.leaf = saved.id;
    return saved;
  }

  /** Moves the leaf to an earlier entry (null: before the first), so the next append starts a branch there. */
  branch(id: string | null): void {
    // Anywhere but the leaf, the path may reach back past what is held: into the kept part (no
    // compaction on it) or to a new root (none of the settings of what was let go of).
    if (id !== this.leaf) this.recall();
    if (id !== null && !this.byId.has(id)) throw new Error(`No entry ${id} in session ${this.header.id}.`);
    this.leaf = id;
  }

  /** The model context at the current leaf. */
  buildContext(): SessionContext {
    return buildSessionContext(this.list, this.leaf, this.forgottenSettings);
  }
}
