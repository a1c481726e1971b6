// Secret redaction for everything the action posts or uploads (comments, summaries, errors).
// Known secret values are replaced wherever they appear, including the encoded forms a runner or
// actions/checkout produces; well-known token shapes are replaced even when nobody declared them.

export type Redactor = (text: string) => string;

export const REDACTED = "***";

/** Shorter values would replace ordinary words and numbers all over the text. */
const MIN_SECRET_LENGTH = 6;

/** Token shapes redacted whether or not their value was given. `$1` (when present) is kept. */
const PATTERNS: { re: RegExp; keep?: true }[] = [
  // GitHub personal, OAuth, user-to-server, installation and refresh tokens; fine-grained PATs.
  { re: /(?<![A-Za-z0-9])(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9_]{16,}/g },
  { re: /(?<![A-Za-z0-9])github_pat_[A-Za-z0-9_]{20,}/g },
  // Anthropic before OpenAI: both start with "sk-".
  { re: /(?<![A-Za-z0-9])sk-ant-[A-Za-z0-9_-]{10,}/g },
  { re: /(?<![A-Za-z0-9])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  // Google API keys.
  { re: /(?<![A-Za-z0-9])AIza[0-9A-Za-z_-]{30,}/g },
  // AWS access key ids, and secret keys named as such in config files or environments.
  { re: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])/g },
  { re: /(aws_secret_access_key["']?\s*[:=]\s*["']?)[A-Za-z0-9/+=]{20,}/gi, keep: true },
  // JWTs: header.payload.signature, the header always JSON, so base64url "eyJ".
  { re: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g },
  // Credentials in HTTP headers: the whole value after "Authorization:", and bearer tokens.
  { re: /(\bauthorization["']?\s*[:=]\s*["']?)(?:(?:bearer|basic|token)\s+)?[^\s"',;]+/gi, keep: true },
  { re: /(\bbearer\s+)[A-Za-z0-9\-._~+/]{8,}=*/gi, keep: true },
];

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
  return (text: string) => {
    if (!text) return text;
    let out = known ? text.replace(known, REDACTED) : text;
    for (const { re, keep } of PATTERNS) out = out.replace(re, keep ? `$1${REDACTED}` : REDACTED);
    return out;
  };
}
