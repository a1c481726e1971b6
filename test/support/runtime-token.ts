import { randomUUID } from "node:crypto";

/**
 * The runner's ACTIONS_RUNTIME_TOKEN, as far as @actions/artifact cares: a JWT whose space-separated
 * `scp` claim holds `Actions.Results:<runBackendId>:<jobBackendId>`. The client decodes it without
 * checking the signature, so the token is unsigned (`alg: none`, empty third segment).
 */
export interface RuntimeTokenOptions {
  /** Default: a random UUID. */
  runBackendId?: string;
  /** Default: a random UUID. */
  jobBackendId?: string;
  /** Scopes placed before the Results scope, as a real runner token carries several. */
  extraScopes?: string[];
  /** Default 6 hours, the runner's job token lifetime. */
  expiresInSeconds?: number;
}

export interface RuntimeToken {
  token: string;
  runBackendId: string;
  jobBackendId: string;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

export function makeRuntimeToken(options: RuntimeTokenOptions = {}): RuntimeToken {
  const runBackendId = options.runBackendId ?? randomUUID();
  const jobBackendId = options.jobBackendId ?? randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const scopes = [
    ...(options.extraScopes ?? ["Actions.GenericRead:00000000-0000-0000-0000-000000000000"]),
    `Actions.Results:${runBackendId}:${jobBackendId}`,
  ];
  const payload = {
    nameid: "dddddddd-dddd-dddd-dddd-dddddddddddd",
    scp: scopes.join(" "),
    IdentityTypeClaim: "System:ServiceIdentity",
    iss: "vstoken.actions.githubusercontent.com",
    aud: "vso:00000000-0000-0000-0000-000000000000",
    nbf: now - 60,
    exp: now + (options.expiresInSeconds ?? 6 * 3600),
  };
  const token = `${b64url({ typ: "JWT", alg: "none" })}.${b64url(payload)}.`;
  return { token, runBackendId, jobBackendId };
}

/** The Results scope of a runtime token, or undefined when the token is not such a JWT. */
export function readRuntimeToken(token: string): { runBackendId: string; jobBackendId: string } | undefined {
  const part = token.split(".")[1];
  if (!part) return undefined;
  let claims: { scp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (typeof claims.scp !== "string") return undefined;
  for (const scope of claims.scp.split(" ")) {
    const parts = scope.split(":");
    if (parts[0] === "Actions.Results" && parts.length === 3) return { runBackendId: parts[1], jobBackendId: parts[2] };
  }
  return undefined;
}
