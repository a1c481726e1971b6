import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { ErrorObject } from "ajv";
import type { Ctx, Handler, RefResolver, Reply } from "./context.js";
import { badCredentials, GitHubError, invalidRequest, notFound, problemsParsingJson, requiresAuthentication } from "./errors.js";
import { defaultFaultBody, FaultQueue, type Fault } from "./faults.js";
import type { GitPeer } from "./git-peer.js";
import { actionsHandlers } from "./handlers-actions.js";
import { compareHandlers } from "./handlers-compare.js";
import { issueHandlers } from "./handlers-issues.js";
import { pullHandlers } from "./handlers-pulls.js";
import { runHandlers, servePlainRoute } from "./handlers-runs.js";
import { loadSpec, type Operation } from "./openapi.js";
import { Renderer } from "./render.js";
import { GitHubState, type Permission } from "./state.js";

export interface RecordedRequest {
  method: string;
  /** The path without the query string, as sent (percent-encoding kept). */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON, or the raw text when it was not JSON, or undefined when empty. */
  body: unknown;
  /** The spec operation it matched, e.g. "pulls/create". */
  operationId?: string;
  /** The status the fake answered with (undefined while in flight or when dropped). */
  status?: number;
  /** Set when an injected fault answered instead of the API. */
  fault?: boolean;
}

/** A request whose body was not JSON (answered 400) or broke the operation's JSON schema (422). */
export interface InvalidRequest {
  method: string;
  path: string;
  operationId: string;
  body: unknown;
  message: string;
  errors: ErrorObject[];
}

/** A response of the fake that does not match the spec's response schema: a bug in the fake. */
export interface InvalidResponse {
  operationId: string;
  status: number;
  errors: ErrorObject[];
}

export interface GitHubFakeOptions {
  owner?: string;
  repo?: string;
  defaultBranch?: string;
  private?: boolean;
  /** Base of html_url links. Default "https://github.com". */
  htmlBase?: string;
  /** Accepted tokens and the login each acts as. Default {"test-token": "github-actions[bot]"}. */
  tokens?: Record<string, string>;
  /** Repository role per login; the owner is always admin. */
  permissions?: Record<string, Permission>;
  /** Role of logins not listed. Default "read" (anyone can read a public repository). */
  defaultPermission?: Permission;
  /** Resolves branches (e.g. with `git rev-parse` in the bare repo); without it any branch exists. */
  refs?: RefResolver;
  /**
   * The real repository (git-origin's `peer`): branches resolve through it, pull requests without
   * configured files get theirs from `git diff base...head`, heads follow their branches, and
   * `compare` works. Without it the fake never touches git.
   */
  git?: GitPeer;
  /** The Location for `GET .../actions/artifacts/{id}/zip` (an artifact service's signedDownloadUrl). */
  artifactUrl?: (id: number) => string | undefined;
}

/** Another repository the fake serves beside the first, with its own state (issues, pulls, permissions). */
export interface ExtraRepositoryOptions {
  owner: string;
  repo: string;
  defaultBranch?: string;
  private?: boolean;
  permissions?: Record<string, Permission>;
  defaultPermission?: Permission;
  /** That repository's git-origin peer (see GitHubFakeOptions.git). */
  git?: GitPeer;
}

export interface GitHubFake {
  /** API base URL for `getOctokit(token, {baseUrl})` or GITHUB_API_URL. */
  url: string;
  htmlBase: string;
  state: GitHubState;
  requests: RecordedRequest[];
  invalidRequests: InvalidRequest[];
  /** Self-check: the fake's own answers that break the spec's response schemas. */
  invalidResponses: InvalidResponse[];
  /** Requests for routes the fake does not implement (answered 404). */
  unhandled: RecordedRequest[];
  /** Requests of one operation, e.g. fake.calls("pulls/create"). */
  calls(operationId: string): RecordedRequest[];
  fail(fault: Fault): void;
  pendingFaults(): number;
  /** Serves one more repository; requests naming it get its state. Returns that state. */
  addRepository(options: ExtraRepositoryOptions): GitHubState;
  close(): Promise<void>;
}

const HANDLERS: Record<string, Handler> = { ...issueHandlers, ...pullHandlers, ...actionsHandlers, ...runHandlers, ...compareHandlers };

function tokenOf(req: IncomingMessage): string | undefined {
  const auth = req.headers.authorization;
  if (typeof auth !== "string") return undefined;
  const [scheme, value = ""] = auth.trim().split(/\s+/, 2);
  if (/^(token|bearer)$/i.test(scheme)) return value;
  if (/^basic$/i.test(scheme)) return Buffer.from(value, "base64").toString("utf8").split(":").slice(1).join(":");
  return undefined;
}

function parseBody(raw: string): unknown {
  if (raw.trim() === "") return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * A loopback GitHub REST API for the operations the action uses. Request bodies are checked
 * against GitHub's OpenAPI schemas, answers are built from the spec's examples filled with the
 * in-memory repository's state, and everything received is recorded.
 */
export async function startGitHubFake(options: GitHubFakeOptions = {}): Promise<GitHubFake> {
  const spec = loadSpec();
  const htmlBase = (options.htmlBase ?? "https://github.com").replace(/\/$/, "");
  const tokens = options.tokens ?? { "test-token": "github-actions[bot]" };
  const state = new GitHubState(
    { owner: options.owner ?? "Codertocat", name: options.repo ?? "Hello-World", defaultBranch: options.defaultBranch ?? "main", private: options.private ?? false },
    options.defaultPermission ?? "read",
  );
  for (const [login, p] of Object.entries(options.permissions ?? {})) state.setPermission(login, p);
  const requests: RecordedRequest[] = [];
  const invalidRequests: InvalidRequest[] = [];
  const invalidResponses: InvalidResponse[] = [];
  const unhandled: RecordedRequest[] = [];
  const faults = new FaultQueue();
  const sockets = new Set<Socket>();
  let url = "";
  let render: Renderer;
  let served = 0;
  const git = options.git;
  const refs: RefResolver | undefined = options.refs ?? (git ? (branch) => git.resolve(branch) : undefined);
  // Every repository served, by lower-case owner/name; the first is `state`.
  interface Served {
    state: GitHubState;
    render?: Renderer;
    refs?: RefResolver;
    git?: GitPeer;
  }
  const repositories = new Map<string, Served>();
  const keyOf = (owner: string, repo: string) => `${owner}/${repo}`.toLowerCase();
  repositories.set(keyOf(state.repo.owner.login, state.repo.name), { state, refs, git });

  function send(res: ServerResponse, record: RecordedRequest, op: Operation | undefined, reply: Reply): void {
    record.status = reply.status;
    served++;
    const headers: Record<string, string> = {
      "x-github-api-version-selected": "2022-11-28",
      "x-github-media-type": "github.v3; format=json",
      "x-github-request-id": randomBytes(8).toString("hex").toUpperCase(),
      "x-ratelimit-limit": "5000",
      "x-ratelimit-remaining": String(Math.max(5000 - served, 0)),
      "x-ratelimit-reset": String(Math.ceil(Date.now() / 1000) + 3600),
      "x-ratelimit-used": String(served),
      "x-ratelimit-resource": "core",
      ...reply.headers,
    };
    if (reply.text !== undefined) {
      res.writeHead(reply.status, { "content-type": "text/plain; charset=utf-8", ...headers });
      return void res.end(reply.text);
    }
    if (reply.body === undefined) {
      res.writeHead(reply.status, headers);
      return void res.end();
    }
    if (op && !record.fault && reply.status < 300) {
      const errors = spec.checkResponse(op, reply.status, reply.body);
      if (errors) invalidResponses.push({ operationId: op.operationId, status: reply.status, errors });
    }
    res.writeHead(reply.status, { "content-type": "application/json; charset=utf-8", ...headers });
    res.end(JSON.stringify(reply.body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const method = (req.method ?? "GET").toUpperCase();
    const u = new URL(req.url ?? "/", url);
    // Not the API: what GitHub redirects to on other hosts (job logs), unauthenticated and unrecorded.
    const plain = servePlainRoute(state, method, u.pathname);
    if (plain) {
      const text = Buffer.from(plain.text ?? "", "utf8");
      res.writeHead(plain.status, { "content-type": "text/plain; charset=utf-8", "content-length": String(text.length) });
      return void res.end(method === "HEAD" ? undefined : text);
    }
    const record: RecordedRequest = { method, path: u.pathname, query: Object.fromEntries(u.searchParams), headers: req.headers, body: parseBody(raw) };
    requests.push(record);
    const matched = spec.match(method, u.pathname);
    record.operationId = matched?.op.operationId;
    const op = matched?.op;
    const errorReply = (e: GitHubError): Reply => ({ status: e.status, body: e.body, headers: e.headers });
    try {
      const token = tokenOf(req);
      if (!token) throw requiresAuthentication(op?.docs);
      const login = tokens[token];
      if (!login) throw badCredentials();
      const fault = faults.take(method, u.pathname, op, raw);
      if (fault) {
        record.fault = true;
        if (fault.drop) return void req.socket.destroy();
        if (fault.hold) return;
        const status = fault.status ?? 502;
        return send(res, record, op, { status, headers: fault.headers, body: fault.body ?? defaultFaultBody(status) });
      }
      if (!matched || !op) {
        unhandled.push(record);
        throw notFound();
      }
      const { owner, repo } = matched.params;
      const target = repositories.get(keyOf(owner, repo));
      if (!target) throw notFound(op.docs);
      target.render ??= new Renderer(spec, target.state, url, htmlBase);
      let body = record.body;
      if (op.requestBody) {
        if (typeof body === "string") {
          invalidRequests.push({ method, path: u.pathname, operationId: op.operationId, body, message: "Problems parsing JSON", errors: [] });
          throw problemsParsingJson(op.docs);
        }
        body ??= {};
        const errors = spec.checkBody(op, body);
        if (errors) {
          const e = invalidRequest(op.docs, errors, body);
          invalidRequests.push({ method, path: u.pathname, operationId: op.operationId, body, message: String(e.body.message), errors });
          throw e;
        }
      }
      const handler = HANDLERS[op.operationId];
      if (!handler) throw new Error(`github fake: no handler for ${op.operationId}`);
      const ctx: Ctx = { op, params: matched.params, query: u.searchParams, body, headers: req.headers, login, state: target.state, render: target.render, refs: target.refs, git: target.git, artifactUrl: options.artifactUrl, url: u };
      send(res, record, op, await handler(ctx));
    } catch (e) {
      if (e instanceof GitHubError) return send(res, record, op, errorReply(e));
      send(res, record, op, { status: 500, body: { message: `github fake: ${(e as Error).stack ?? e}`, status: "500" } });
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  render = new Renderer(spec, state, url, htmlBase);
  repositories.get(keyOf(state.repo.owner.login, state.repo.name))!.render = render;
  return {
    url,
    htmlBase,
    state,
    requests,
    invalidRequests,
    invalidResponses,
    unhandled,
    calls: (operationId) => requests.filter((r) => r.operationId === operationId),
    fail: (fault) => faults.add(fault),
    pendingFaults: () => faults.pending(),
    addRepository: (extra) => {
      const added = new GitHubState(
        { owner: extra.owner, name: extra.repo, defaultBranch: extra.defaultBranch ?? "main", private: extra.private ?? false, id: 1296269 + repositories.size },
        extra.defaultPermission ?? "read",
      );
      for (const [login, p] of Object.entries(extra.permissions ?? {})) added.setPermission(login, p);
      const peer = extra.git;
      repositories.set(keyOf(extra.owner, extra.repo), { state: added, git: peer, refs: peer ? (branch) => peer.resolve(branch) : undefined });
      return added;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
