// Secret redaction for everything the action posts or uploads (comments, summaries, errors).
// Known secret values are replaced wherever they appear, including the encoded forms a runner or
// actions/checkout produces; well-known token shapes are replaced even when nobody declared them.

export type Redactor = (text: string) => string;

export const REDACTED = "***";

/** Shorter values would replace ordinary words and numbers all over the text. */
const MIN_SECRET_LENGTH = 6;

// Where a token may start: not inside a longer word, except right after a JSON escape (`\n`,
// `\f`, `\u001b`) or an ANSI colour code (ESC `[31m`, or `\u001b[31m` inside JSON).
const START = String.raw`(?:(?<=\\[nrtfb])|(?<=\\u[0-9A-Fa-f]{4})|(?<=(?:\x1b|\\u001[bB])\[[0-9;]*m)|(?<![A-Za-z0-9_]))`;

/** Token shapes redacted whether or not their value was given. `$1` (when present) is kept. */
const PATTERNS: { re: RegExp; keep?: true }[] = [
  // GitHub personal, OAuth, user-to-server, installation and refresh tokens; fine-grained PATs.
  // These prefixes are distinctive enough to match inside a word too (`TOKENghs_...`).
  { re: /(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9_]{16,}/g },
  { re: /github_pat_[A-Za-z0-9_]{20,}/g },
  // Anthropic before OpenAI: both start with "sk-".
  { re: /sk-ant-[A-Za-z0-9_-]{10,}/g },
  { re: new RegExp(String.raw`${START}sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}`, "g") },
  // Google API keys.
  { re: new RegExp(String.raw`${START}AIza[0-9A-Za-z_-]{30,}`, "g") },
  // AWS access key ids, and secret keys named as such in config files or environments.
  { re: new RegExp(String.raw`${START}(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])`, "g") },
  { re: /(aws_secret_access_key["']?\s*[:=]\s*["']?)[A-Za-z0-9/+=]{20,}/gi, keep: true },
  // JWTs: header.payload.signature, the header always JSON, so base64url "eyJ".
  { re: new RegExp(String.raw`${START}eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*`, "g") },
  // Credentials in HTTP headers: the whole value after "Authorization:", and bearer tokens.
  { re: new RegExp(String.raw`(${START}authorization["']?\s*[:=]\s*["']?(?:(?:\x1b|\\u001[bB])\[[0-9;]*m)*)(?:(?:bearer|basic|token)\s+)?[^\s"',;\\\x1b]+`, "gi"), keep: true },
  { re: new RegExp(String.raw`(${START}bearer\s+)[A-Za-z0-9\-._~+/]{8,}=*`, "gi"), keep: true },
  // PEM private keys (RSA, EC, OpenSSH, PKCS#8, encrypted): the whole block, or to the end of
  // the base64 when the END line was cut off. `\\n` covers a block inside a JSON string. The
  // search for END stops at the next BEGIN: past it, text of many headers took quadratic time.
  {
    re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----(?:(?:(?!-----BEGIN )[\s\S])*?-----END [A-Z0-9 ]*PRIVATE KEY-----|(?:[A-Za-z0-9+/=:,\s-]|\\[nr])*)/g,
  },
];

/** Runs of base64 (or base64url) long enough to hide a token when decoded. */
const BASE64_RUN = /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{24,}={0,2}/g;

/**
 * Environment variables holding the action's own secrets: every input that names a token, key,
 * secret or password (as the runner passes inputs, `INPUT_<NAME>`), the runner's internal tokens,
 * and model keys given through the environment.
 */
export function actionSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  const named = ["ACTIONS_RUNTIME_TOKEN", "ACTIONS_ID_TOKEN_REQUEST_TOKEN", "ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "OPENAI_API_KEY", "OPENAI_ADMIN_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY"];
  const out: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value) continue;
    if (named.includes(name) || (/^INPUT_/i.test(name) && /TOKEN|KEY|SECRET|PASSWORD/i.test(name))) out.push(value);
    else if (/^(ANTHROPIC|OPENAI)_CUSTOM_HEADERS$/.test(name)) out.push(...headerValues(value));
  }
  return out;
}

/**
 * The values in an SDK's `Name: value` header lines (they may carry a key), and a credential after
 * its scheme (`Bearer <token>`) on its own. The action drops the variables, but an agent without
 * isolation can still read the job's starting environment.
 */
function headerValues(lines: string): string[] {
  const out: string[] = [];
  for (const line of lines.split(/\r?\n/)) {
    const value = line.slice(line.indexOf(":") + 1).trim();
    const credential = /^\S+\s+(\S+)$/.exec(value)?.[1];
    out.push(value);
    if (credential) out.push(credential);
  }
  // The main step masks each in the job's log: `x-debug: 1` must not hide every 1 there.
  return out.filter((value) => value.length >= MIN_SECRET_LENGTH);
}

/** The forms a secret value takes in text: as is, line by line, base64, URL-encoded, as checkout's basic auth. */
function forms(secret: string): string[] {
  const out = new Set<string>();
  const add = (s: string) => {
    if (s.length >= MIN_SECRET_LENGTH) out.add(s);
  };
  const base64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
  add(secret);
  for (const line of secret.split(/\r?\n/)) add(line.trim());
  add(encodeURIComponent(secret));
  add(JSON.stringify(secret).slice(1, -1));
  for (const plain of [secret, `x-access-token:${secret}`]) {
    const b64 = base64(plain);
    add(b64);
    add(b64.replace(/=+$/, ""));
    add(b64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""));
  }
  return [...out];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Returns a function that replaces the given secrets (and well-known token shapes) with `***`. */
export function createRedactor(secrets: readonly (string | undefined)[]): Redactor {
  const values = new Set<string>();
  for (const s of secrets) {
    if (typeof s !== "string" || s.trim().length < MIN_SECRET_LENGTH) continue;
    for (const f of forms(s)) values.add(f);
  }
  // Longest first, so a secret that contains another is replaced whole.
  const sorted = [...values].sort((a, b) => b.length - a.length);
  const known = sorted.length > 0 ? new RegExp(sorted.map(escapeRegExp).join("|"), "g") : undefined;
  const plain = (text: string) => {
    let out = known ? text.replace(known, REDACTED) : text;
    for (const { re, keep } of PATTERNS) out = out.replace(re, keep ? `$1${REDACTED}` : REDACTED);
    return out;
  };
  // A secret inside a longer encoded text (`user:token` basic auth, `echo $T | base64`) is not at
  // a fixed offset, so its base64 forms cannot be listed: decode each run and look inside.
  // The run may start mid-group (`Basic%20dXNl...`), so each of the four alignments is tried.
  const hidesSecret = (run: string) =>
    [0, 1, 2, 3].some((skip) => {
      const decoded = Buffer.from(run.slice(skip), "base64").toString("latin1");
      return decoded.length >= MIN_SECRET_LENGTH && plain(decoded) !== decoded;
    });
  return (text: string) => {
    if (!text) return text;
    // Encoded runs first: replacing a secret's aligned form first would leave the rest behind.
    return plain(text.replace(BASE64_RUN, (run) => (hidesSecret(run) ? REDACTED : run)));
  };
}

/**
 * Redacts a JSON Lines text (the session file) so that every line that parsed still parses:
 * string values (and keys) are redacted one by one. A line that is not JSON (a torn last line)
 * is redacted as text.
 */
export function redactJsonLines(text: string, redact: Redactor): string {
  return text
    .split("\n")
    .map((line) => {
      if (!line.trim()) return line;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        return redact(line);
      }
      return JSON.stringify(redactValue(value, redact));
    })
    .join("\n");
}

function redactValue(value: unknown, redact: Redactor): unknown {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((v) => redactValue(v, redact));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[redact(k)] = redactValue(v, redact);
    return out;
  }
  return value;
}
