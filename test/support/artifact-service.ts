import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { makeRuntimeToken } from "./runtime-token.js";

// A loopback fake of GitHub Actions' artifact results service (the twirp JSON API behind
// @actions/artifact v2+) and of the Azure block-blob storage its signed URLs point at.

export type TwirpMethod = "CreateArtifact" | "FinalizeArtifact" | "ListArtifacts" | "GetSignedArtifactURL" | "DeleteArtifact";
export type BlobOperation = "StageBlock" | "CommitBlockList" | "PutBlob" | "GetBlob";
export type ServiceMethod = TwirpMethod | BlobOperation;

export interface StoredArtifact {
  id: number;
  name: string;
  size: number;
  /** `sha256:<hex>`, as the service stores and lists it (upload's own result has the bare hex). */
  digest: string;
  bytes: Buffer;
  mimeType: string;
  runBackendId: string;
  jobBackendId: string;
  createdAt: Date;
  /** `expires_at` of CreateArtifact, when a retention was asked for. */
  expiresAt?: string;
  /** The workflow run (GITHUB_RUN_ID) whose token uploaded it, for tokens minted by forRun(). */
  runId?: number;
}

/** One workflow run's view of the service: its own runtime token and backend ids. */
export interface RunScope {
  runId: number;
  token: string;
  runBackendId: string;
  jobBackendId: string;
  /** ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL for a step of this run. */
  env: { ACTIONS_RUNTIME_TOKEN: string; ACTIONS_RESULTS_URL: string };
}

export interface RecordedArtifactRequest {
  method: ServiceMethod | "unknown";
  httpMethod: string;
  /** Path and query as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON of a twirp call. */
  body?: any;
  /** Body length of a blob request. */
  bodyBytes?: number;
  /** The status this fake answered (unset while in flight or when the connection was reset). */
  status?: number;
}

/** Faults apply to the next `times` (default 1) calls of a method. */
export type ArtifactFault =
  /** Twirp: `{code, msg}` JSON (the code follows from the status unless given); blob: Azure XML error. */
  | { status: number; times?: number; code?: string; msg?: string }
  /** Destroy the connection without answering (the twirp client then throws NetworkError at once). */
  | { reset: true; times?: number }
  /** Answer as usual, but only after this long (a slow service). */
  | { delayMs: number; times?: number };

export interface ArtifactServiceOptions {
  /** Scope of the minted runtime token. Default: random UUIDs. */
  runBackendId?: string;
  jobBackendId?: string;
  /** Id of the first finalized artifact. Default 1001, so ids never look like indexes. */
  firstArtifactId?: number;
  /** Called as an artifact is finalized, before the client hears so (e.g. to list it in the GitHub fake). */
  onFinalize?: (artifact: StoredArtifact) => void;
}

export interface ArtifactService {
  /** http://127.0.0.1:<port>/ (trailing slash, as the runner sets ACTIONS_RESULTS_URL). */
  url: string;
  /** The runtime token this service accepts; its Results scope holds the two backend ids. */
  token: string;
  runBackendId: string;
  jobBackendId: string;
  /** What a runner gives a node action. GITHUB_SERVER_URL must stay unset or github.com. */
  env: { ACTIONS_RUNTIME_TOKEN: string; ACTIONS_RESULTS_URL: string };
  requests: RecordedArtifactRequest[];
  /** Finalized artifacts, in finalize order. */
  artifacts: StoredArtifact[];
  artifact(nameOrId: string | number): StoredArtifact | undefined;
  fail(method: ServiceMethod, fault: ArtifactFault): void;
  /** A signed read URL for an artifact's blob: the Location a REST `.../artifacts/{id}/zip` 302 points at. */
  signedDownloadUrl(id: number): string;
  /**
   * The token and backend ids of workflow run `runId`, minted on first use: each run uploads under
   * its own backend ids, so two runs may upload artifacts of the same name.
   */
  forRun(runId: number): RunScope;
  /** Removes a finalized artifact and its blob (as deleting it on GitHub does); false when unknown. */
  delete(id: number): boolean;
  close(): Promise<void>;
}

const TWIRP_PREFIX = "/twirp/github.actions.results.api.v1.ArtifactService/";
const TWIRP_METHODS: TwirpMethod[] = ["CreateArtifact", "FinalizeArtifact", "ListArtifacts", "GetSignedArtifactURL", "DeleteArtifact"];
const ACCOUNT = "productionresultssa0";
const CONTAINER = "actions-results";
const STORAGE_VERSION = "2025-11-05";

const TWIRP_CODES: Record<number, string> = {
  400: "invalid_argument", 401: "unauthenticated", 403: "permission_denied", 404: "not_found", 408: "deadline_exceeded",
  409: "already_exists", 412: "failed_precondition", 429: "resource_exhausted", 500: "internal", 501: "unimplemented", 503: "unavailable",
};
const BLOB_ERRORS: Record<number, [code: string, message: string]> = {
  400: ["InvalidInput", "One of the request inputs is not valid."],
  403: ["AuthenticationFailed", "Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature."],
  404: ["BlobNotFound", "The specified blob does not exist."],
  409: ["BlobAlreadyExists", "The specified blob already exists."],
  412: ["ConditionNotMet", "The condition specified using HTTP conditional header(s) is not met."],
  413: ["RequestBodyTooLarge", "The request body is too large and exceeds the maximum permissible limit."],
  500: ["InternalError", "The server encountered an internal error. Please retry the request."],
  503: ["ServerBusy", "The server is currently unable to receive requests. Please retry your request."],
};
// Characters @actions/artifact itself refuses in names; the service refuses them too.
const BAD_NAME_CHARS = ['"', ":", "<", ">", "|", "*", "?", "\r", "\n", "\\", "/"];

interface Blob {
  uploadSig?: string;
  readSigs: Set<string>;
  staged: Map<string, Buffer>;
  committed?: Buffer;
  contentType?: string;
  etag?: string;
  lastModified?: Date;
}

interface Pending {
  runBackendId: string;
  jobBackendId: string;
  name: string;
  mimeType: string;
  blobPath: string;
  expiresAt?: string;
}

class TwirpError extends Error {
  constructor(readonly status: number, readonly code: string, msg: string) {
    super(msg);
  }
}
const twirpError = (status: number, msg: string) => new TwirpError(status, TWIRP_CODES[status] ?? "unknown", msg);

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const newSig = () => randomBytes(32).toString("base64");

// protojson accepts both proto names and lowerCamel json names; the client sends proto names.
function snakeKeys(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) out[k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = v;
  return out;
}

function int64(value: unknown, field: string): number {
  if (value === undefined) return 0; // default values are omitted on the wire
  if ((typeof value === "string" && /^-?\d+$/.test(value)) || Number.isInteger(value)) return Number(value);
  throw twirpError(400, `${field}: not an int64: ${JSON.stringify(value)}`);
}

function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw twirpError(400, `${field}: expected a string`);
  return value;
}

function xmlUnescape(s: string): string {
  return s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");
}

export async function startArtifactService(options: ArtifactServiceOptions = {}): Promise<ArtifactService> {
  const { token, runBackendId, jobBackendId } = makeRuntimeToken(options);
  // Accepted runtime tokens and the ids each is scoped to.
  const scopes = new Map<string, { runBackendId: string; jobBackendId: string; runId?: number }>([[token, { runBackendId, jobBackendId }]]);
  const runs = new Map<number, RunScope>();
  const requests: RecordedArtifactRequest[] = [];
  const artifacts: StoredArtifact[] = [];
  const pending = new Map<string, Pending>(); // key: run/job/name
  const blobs = new Map<string, Blob>(); // key: decoded path /account/container/blob
  const faults = new Map<ServiceMethod, { fault: ArtifactFault; left: number }[]>();
  const sockets = new Set<Socket>();
  let nextId = options.firstArtifactId ?? 1001;
  let origin = "";

  const blobUrl = (path: string, params: Record<string, string>) => {
    const u = new URL(path.split("/").map(encodeURIComponent).join("/"), origin);
    const se = new Date(Date.now() + 3600_000).toISOString().replace(/\.\d+Z$/, "Z");
    for (const [k, v] of Object.entries({ sv: STORAGE_VERSION, se, sr: "b", ...params })) u.searchParams.set(k, v);
    return u.href;
  };

  function readUrlFor(a: StoredArtifact): string {
    const path = blobPathOf(a);
    const sig = newSig();
    blobs.get(path)?.readSigs.add(sig);
    const params: Record<string, string> = { sp: "r", sig };
    if (!/zip/.test(a.mimeType)) params.rscd = `attachment; filename="${a.name}"; filename*=UTF-8''${encodeURIComponent(a.name)}`;
    return blobUrl(path, params);
  }
  const blobPathOf = (a: { runBackendId: string; jobBackendId: string; name: string; mimeType: string }) =>
    `/${ACCOUNT}/${CONTAINER}/${a.runBackendId}/workflow-job-run-${a.jobBackendId}/artifacts/${a.name}${/zip/.test(a.mimeType) ? ".zip" : ""}`;

  /** Backend ids of a request: present, and the run (and job, for writes) of the caller's token. */
  function callerIds(body: Record<string, unknown>, write: boolean, scope: { runBackendId: string; jobBackendId: string }): { run: string; job: string } {
    const run = optionalString(body.workflow_run_backend_id, "workflow_run_backend_id");
    const job = optionalString(body.workflow_job_run_backend_id, "workflow_job_run_backend_id");
    if (!run || !job) throw twirpError(400, "workflow_run_backend_id and workflow_job_run_backend_id are required");
    if (run !== scope.runBackendId || (write && job !== scope.jobBackendId)) throw twirpError(403, "backend ids do not match the runtime token");
    return { run, job };
  }

  function artifactName(body: Record<string, unknown>): string {
    const name = optionalString(body.name, "name");
    if (!name) throw twirpError(400, "name is required");
    const bad = BAD_NAME_CHARS.find((c) => name.includes(c));
    if (bad) throw twirpError(400, `artifact name contains an invalid character: ${JSON.stringify(bad)}`);
    return name;
  }

  const listed = (a: StoredArtifact) => ({
    workflow_run_backend_id: a.runBackendId,
    workflow_job_run_backend_id: a.jobBackendId,
    database_id: String(a.id),
    name: a.name,
    size: String(a.size),
    created_at: a.createdAt.toISOString(),
    digest: a.digest,
  });

  type Scope = { runBackendId: string; jobBackendId: string; runId?: number };
  const twirp: Record<TwirpMethod, (body: Record<string, unknown>, scope: Scope) => unknown> = {
    CreateArtifact(body, scope) {
      const { run, job } = callerIds(body, true, scope);
      const name = artifactName(body);
      const version = int64(body.version, "version");
      if (version < 4) throw twirpError(400, `unsupported artifact version ${version}`);
      if (artifacts.some((a) => a.runBackendId === run && a.name === name)) {
        throw twirpError(409, "an artifact with this name already exists on the workflow run");
      }
      const mimeType = optionalString(body.mime_type, "mime_type") ?? "application/zip";
      const p: Pending = { runBackendId: run, jobBackendId: job, name, mimeType, blobPath: "", expiresAt: optionalString(body.expires_at, "expires_at") };
      p.blobPath = blobPathOf(p);
      pending.set(`${run}/${job}/${name}`, p);
      const uploadSig = newSig();
      blobs.set(p.blobPath, { uploadSig, readSigs: new Set(), staged: new Map() });
      return { ok: true, signed_upload_url: blobUrl(p.blobPath, { sp: "cw", sig: uploadSig }) };
    },
    FinalizeArtifact(body, scope) {
      const { run, job } = callerIds(body, true, scope);
      const name = artifactName(body);
      const p = pending.get(`${run}/${job}/${name}`);
      if (!p) throw twirpError(404, `artifact ${name} was not created by this job or is already finalized`);
      const blob = blobs.get(p.blobPath);
      if (!blob?.committed) throw twirpError(412, "artifact content was not uploaded (no committed blob)");
      const size = int64(body.size, "size");
      if (size !== blob.committed.length) throw twirpError(400, `size ${size} does not match the uploaded ${blob.committed.length} bytes`);
      const digest = `sha256:${sha256(blob.committed)}`;
      const hash = optionalString(body.hash, "hash");
      if (hash !== undefined && hash !== digest) throw twirpError(400, `hash ${hash} does not match the uploaded content (${digest})`);
      pending.delete(`${run}/${job}/${name}`);
      blob.uploadSig = undefined; // the upload SAS is spent once the artifact is final
      const a: StoredArtifact = {
        id: nextId++, name, size, digest, bytes: blob.committed, mimeType: p.mimeType,
        runBackendId: run, jobBackendId: job, createdAt: new Date(), expiresAt: p.expiresAt,
      };
      if (scope.runId !== undefined) a.runId = scope.runId;
      artifacts.push(a);
      options.onFinalize?.(a);
      return { ok: true, artifact_id: String(a.id) };
    },
    ListArtifacts(body, scope) {
      const { run } = callerIds(body, false, scope);
      const nameFilter = optionalString(body.name_filter, "name_filter");
      const idFilter = body.id_filter === undefined ? undefined : int64(body.id_filter, "id_filter");
      const found = artifacts.filter(
        (a) => a.runBackendId === run && (nameFilter === undefined || a.name === nameFilter) && (idFilter === undefined || a.id === idFilter),
      );
      return { artifacts: found.map(listed) };
    },
    GetSignedArtifactURL(body, scope) {
      const { run, job } = callerIds(body, false, scope);
      const name = artifactName(body);
      const a = artifacts.find((x) => x.runBackendId === run && x.jobBackendId === job && x.name === name);
      if (!a) throw twirpError(404, `artifact ${name} not found`);
      return { signed_url: readUrlFor(a) };
    },
    DeleteArtifact(body, scope) {
      const { run, job } = callerIds(body, false, scope);
      const name = artifactName(body);
      const i = artifacts.findIndex((x) => x.runBackendId === run && x.jobBackendId === job && x.name === name);
      if (i < 0) throw twirpError(404, `artifact ${name} not found`);
      const [a] = artifacts.splice(i, 1);
      blobs.delete(blobPathOf(a));
      return { ok: true, artifact_id: String(a.id) };
    },
  };

  /** The next scripted fault of a method, consumed. */
  function takeFault(method: ServiceMethod): ArtifactFault | undefined {
    const queue = faults.get(method);
    const head = queue?.[0];
    if (!queue || !head) return undefined;
    if (--head.left <= 0) queue.shift();
    return head.fault;
  }

  function sendTwirp(res: ServiceRes, status: number, body: unknown): void {
    res.record.status = status;
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  }

  function sendBlob(res: ServiceRes, req: IncomingMessage, status: number, headers: Record<string, string>, body?: Buffer): void {
    res.record.status = status;
    const common: Record<string, string> = {
      "x-ms-request-id": randomUUID(),
      "x-ms-version": String(req.headers["x-ms-version"] ?? STORAGE_VERSION),
      date: new Date().toUTCString(),
      server: "Windows-Azure-Blob/1.0 Microsoft-HTTPAPI/2.0",
    };
    const clientId = req.headers["x-ms-client-request-id"];
    if (typeof clientId === "string") common["x-ms-client-request-id"] = clientId;
    res.writeHead(status, { ...common, "content-length": String(body?.length ?? 0), ...headers });
    res.end(body);
  }

  function blobError(res: ServiceRes, req: IncomingMessage, status: number, code: string, message: string): void {
    const xml = `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}\nRequestId:${randomUUID()}\nTime:${new Date().toISOString()}</Message></Error>`;
    sendBlob(res, req, status, { "content-type": "application/xml", "x-ms-error-code": code }, Buffer.from(xml));
  }

  function handleTwirp(req: IncomingMessage, res: ServiceRes, method: TwirpMethod | undefined): void {
    const auth = String(req.headers.authorization ?? "");
    const scope = auth.startsWith("Bearer ") ? scopes.get(auth.slice("Bearer ".length)) : undefined;
    if (!scope) return sendTwirp(res, 401, { code: "unauthenticated", msg: "missing or invalid runtime token" });
    if (!method || req.method !== "POST") return sendTwirp(res, 404, { code: "bad_route", msg: `no handler for ${req.method} ${req.url}` });
    const type = String(req.headers["content-type"] ?? "").split(";")[0].trim();
    if (type !== "application/json") return sendTwirp(res, 404, { code: "bad_route", msg: `unexpected Content-Type: ${type}` });
    const fault = takeFault(method);
    if (fault && "delayMs" in fault) return void setTimeout(() => answerTwirp(method, res, scope), fault.delayMs);
    if (fault && "reset" in fault) return void req.socket.destroy();
    if (fault) return sendTwirp(res, fault.status, { code: fault.code ?? TWIRP_CODES[fault.status] ?? "unknown", msg: fault.msg ?? `injected ${fault.status}` });
    answerTwirp(method, res, scope);
  }

  function answerTwirp(method: TwirpMethod, res: ServiceRes, scope: Scope): void {
    try {
      if (!res.record.body || typeof res.record.body !== "object") throw twirpError(400, "the request body is not a JSON object");
      sendTwirp(res, 200, twirp[method](snakeKeys(res.record.body), scope));
    } catch (e) {
      if (!(e instanceof TwirpError)) throw e;
      sendTwirp(res, e.status, { code: e.code, msg: e.message });
    }
  }

  function blobOperation(req: IncomingMessage, comp: string | null): BlobOperation | undefined {
    if (req.method === "GET") return "GetBlob";
    if (req.method !== "PUT") return undefined;
    if (comp === "block") return "StageBlock";
    if (comp === "blocklist") return "CommitBlockList";
    if (comp === null && req.headers["x-ms-blob-type"] === "BlockBlob") return "PutBlob";
    return undefined;
  }

  function handleBlob(req: IncomingMessage, res: ServiceRes, op: BlobOperation | undefined, url: URL, body: Buffer): void {
    if (!op) return blobError(res, req, 400, "UnsupportedHttpVerb", `${req.method} ${url.search} is not supported by this fake`);
    const fault = takeFault(op);
    if (fault && "delayMs" in fault) throw new Error("delayMs faults are for twirp methods only");
    if (fault && "reset" in fault) return void req.socket.destroy();
    if (fault) {
      const [code, message] = BLOB_ERRORS[fault.status] ?? ["InternalError", `injected ${fault.status}`];
      return blobError(res, req, fault.status, fault.code ?? code, fault.msg ?? message);
    }
    const blob = blobs.get(decodeURIComponent(url.pathname));
    const sig = url.searchParams.get("sig");
    const allowed = blob && sig && (op === "GetBlob" ? blob.readSigs.has(sig) : blob.uploadSig === sig);
    if (!blob || !allowed) {
      return blobError(res, req, 403, ...BLOB_ERRORS[403]);
    }
    const md5 = req.headers["content-md5"];
    if (typeof md5 === "string" && md5 !== createHash("md5").update(body).digest("base64")) {
      return blobError(res, req, 400, "Md5Mismatch", "The MD5 value specified in the request did not match with the MD5 value calculated by the server.");
    }
    const written = { etag: `"0x8DD${randomBytes(6).toString("hex").toUpperCase()}"`, lastModified: new Date() };
    const encrypted = { "x-ms-request-server-encrypted": "true" };
    switch (op) {
      case "StageBlock": {
        const id = url.searchParams.get("blockid");
        if (!id) return blobError(res, req, 400, "InvalidQueryParameterValue", "blockid is required");
        blob.staged.set(id, body);
        return sendBlob(res, req, 201, { "content-md5": createHash("md5").update(body).digest("base64"), ...encrypted });
      }
      case "CommitBlockList": {
        const ids = [...body.toString("utf8").matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\/\1>/g)].map((m) => xmlUnescape(m[2]));
        const missing = ids.find((id) => !blob.staged.has(id));
        if (missing !== undefined) return blobError(res, req, 400, "InvalidBlockList", `The specified block list is invalid (unknown block ${missing}).`);
        blob.committed = Buffer.concat(ids.map((id) => blob.staged.get(id)!));
        blob.staged.clear();
        break;
      }
      case "PutBlob":
        blob.committed = body;
        blob.staged.clear();
        break;
      case "GetBlob": {
        const data = blob.committed ?? Buffer.alloc(0);
        const headers: Record<string, string> = {
          "content-type": blob.contentType ?? "application/octet-stream",
          "content-md5": createHash("md5").update(data).digest("base64"),
          etag: blob.etag ?? written.etag,
          "last-modified": (blob.lastModified ?? written.lastModified).toUTCString(),
          "accept-ranges": "bytes",
          "x-ms-blob-type": "BlockBlob",
          "x-ms-server-encrypted": "true",
        };
        const rscd = url.searchParams.get("rscd");
        if (rscd) headers["content-disposition"] = rscd;
        return sendBlob(res, req, 200, headers, data);
      }
    }
    blob.contentType = String(req.headers["x-ms-blob-content-type"] ?? req.headers["content-type"] ?? "application/octet-stream");
    blob.etag = written.etag;
    blob.lastModified = written.lastModified;
    sendBlob(res, req, 201, { etag: written.etag, "last-modified": written.lastModified.toUTCString(), ...encrypted });
  }

  const server = createServer(async (req, plainRes) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", origin);
    const isTwirp = url.pathname.startsWith("/twirp/");
    const twirpMethod = TWIRP_METHODS.find((m) => url.pathname === TWIRP_PREFIX + m);
    const op = isTwirp ? undefined : blobOperation(req, url.searchParams.get("comp"));
    const record: RecordedArtifactRequest = { method: (isTwirp ? twirpMethod : op) ?? "unknown", httpMethod: req.method ?? "", url: req.url ?? "/", headers: req.headers };
    if (isTwirp) {
      try {
        record.body = raw.length ? JSON.parse(raw.toString("utf8")) : undefined;
      } catch {
        record.body = raw.toString("utf8");
      }
    } else record.bodyBytes = raw.length;
    requests.push(record);
    const res = Object.assign(plainRes, { record });
    if (isTwirp) handleTwirp(req, res, twirpMethod);
    else handleBlob(req, res, op, url, raw);
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `${origin}/`;

  return {
    url,
    token,
    runBackendId,
    jobBackendId,
    env: { ACTIONS_RUNTIME_TOKEN: token, ACTIONS_RESULTS_URL: url },
    requests,
    artifacts,
    artifact: (nameOrId) => artifacts.find((a) => (typeof nameOrId === "number" ? a.id === nameOrId : a.name === nameOrId)),
    fail(method, fault) {
      const queue = faults.get(method) ?? [];
      queue.push({ fault, left: fault.times ?? 1 });
      faults.set(method, queue);
    },
    signedDownloadUrl(id) {
      const a = artifacts.find((x) => x.id === id);
      if (!a) throw new Error(`artifact service: no artifact with id ${id}`);
      return readUrlFor(a);
    },
    forRun(runId) {
      let run = runs.get(runId);
      if (!run) {
        const minted = makeRuntimeToken();
        scopes.set(minted.token, { runBackendId: minted.runBackendId, jobBackendId: minted.jobBackendId, runId });
        run = { runId, ...minted, env: { ACTIONS_RUNTIME_TOKEN: minted.token, ACTIONS_RESULTS_URL: url } };
        runs.set(runId, run);
      }
      return run;
    },
    delete(id) {
      const i = artifacts.findIndex((a) => a.id === id);
      if (i < 0) return false;
      const [a] = artifacts.splice(i, 1);
      blobs.delete(blobPathOf(a));
      return true;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type ServiceRes = ServerResponse & { record: RecordedArtifactRequest };
