import type { ErrorObject } from "ajv";

const GENERIC_DOCS = "https://docs.github.com/rest";

/** An error answer; handlers throw it and the server sends it as GitHub would. */
export class GitHubError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message));
  }
}

/** Every error body GitHub sends now carries `status` as a string next to message and docs. */
function error(status: number, message: string, docs: string | null | undefined, extra: Record<string, unknown> = {}): GitHubError {
  return new GitHubError(status, { message, ...extra, documentation_url: docs ?? GENERIC_DOCS, status: String(status) });
}

export const notFound = (docs?: string | null) => error(404, "Not Found", docs);
export const badCredentials = () => error(401, "Bad credentials", GENERIC_DOCS);
export const requiresAuthentication = (docs?: string | null) => error(401, "Requires authentication", docs);
export const problemsParsingJson = (docs?: string | null) => error(400, "Problems parsing JSON", docs);

/** 422 "Validation Failed" with GitHub's `{resource, code, field?, message?}` entries. */
export const validationFailed = (docs: string | null | undefined, errors: Record<string, unknown>[]) =>
  error(422, "Validation Failed", docs, { errors });

/** 422 "Unprocessable Entity" with plain-string errors, as the review endpoints answer. */
export const unprocessable = (docs: string | null | undefined, errors: string[]) => error(422, "Unprocessable Entity", docs, { errors });

/** 422 for a body that breaks the operation's JSON schema, worded like GitHub's schema checker. */
export function invalidRequest(docs: string | null | undefined, ajvErrors: ErrorObject[], body: unknown): GitHubError {
  return error(422, `Invalid request.\n\n${schemaMessages(ajvErrors, body).join("\n")}`, docs);
}

/** Ruby's inspect, which GitHub's messages use for values: nil, "text", {"a" => 1}. */
export function inspect(v: unknown): string {
  if (v === null || v === undefined) return "nil";
  if (typeof v === "string") return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(inspect).join(", ")}]`;
  if (typeof v === "object") return `{${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)} => ${inspect(x)}`).join(", ")}}`;
  return String(v);
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function valueAt(body: unknown, pointer: string): unknown {
  let v: any = body;
  for (const part of pointer.split("/").slice(1)) v = v?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  return v;
}

/**
 * GitHub's wording: `"head" wasn't supplied.`, `"a", "b" weren't supplied.`,
 * `For 'properties/body', nil is not a string.`, `For 'properties/x', 42 is not a string or null.`
 */
export function schemaMessages(errors: ErrorObject[], body: unknown): string[] {
  const lines: string[] = [];
  const missing = new Map<string, string[]>();
  const seen = new Set<string>();
  // Branch-selection errors only restate the errors of their branches.
  const useful = errors.filter((e) => !["oneOf", "anyOf", "if"].includes(e.keyword));
  for (const e of useful.length ? useful : errors) {
    if (e.keyword === "required") {
      const list = missing.get(e.instancePath) ?? [];
      list.push(JSON.stringify((e.params as { missingProperty: string }).missingProperty));
      missing.set(e.instancePath, list);
      continue;
    }
    if (seen.has(e.instancePath)) continue;
    seen.add(e.instancePath);
    const where = `For 'properties${e.instancePath}'`;
    const value = valueAt(body, e.instancePath);
    if (e.keyword === "type") {
      const t = (e.params as { type: string | string[] }).type;
      const types = (Array.isArray(t) ? t : String(t).split(",")).map((x) => x.trim());
      lines.push(`${where}, ${inspect(value)} is not ${article(types[0])}${types.slice(1).map((x) => ` or ${x}`).join("")}.`);
    } else if (e.keyword === "enum") {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
      lines.push(`${where}, ${typeof value === "string" ? value : inspect(value)} is not a member of ${inspect(allowed)}.`);
    } else {
      lines.push(`${where}, ${inspect(value)} ${e.message ?? "is invalid"}.`);
    }
  }
  const supplied = [...missing].map(([path, names]) => {
    const what = names.length === 1 ? `${names[0]} wasn't supplied.` : `${names.join(", ")} weren't supplied.`;
    return path ? `For 'properties${path}', ${what}` : what;
  });
  return [...supplied, ...lines];
}
