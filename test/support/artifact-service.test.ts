import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DefaultArtifactClient } from "@actions/artifact";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startArtifactService, type ArtifactService } from "./artifact-service.js";
import { makeRuntimeToken, readRuntimeToken } from "./runtime-token.js";

// The real @actions/artifact client reads its environment on every call, so each test sets the
// runner's variables and puts the old values back afterwards.
const MANAGED = [
  "ACTIONS_RUNTIME_TOKEN", "ACTIONS_RESULTS_URL", "GITHUB_SERVER_URL", "GITHUB_WORKSPACE", "RUNNER_TEMP",
  // The Azure SDK, unlike @actions/http-client, does not bypass loopback for a proxy.
  "HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy",
];
let saved: Record<string, string | undefined>;
let service: ArtifactService;
let dir: string;

function setEnv(vars: Record<string, string>): void {
  for (const k of MANAGED) delete process.env[k];
  Object.assign(process.env, vars);
}

beforeEach(async () => {
  saved = Object.fromEntries(MANAGED.map((k) => [k, process.env[k]]));
  service = await startArtifactService();
  dir = await mkdtemp(join(tmpdir(), "artifact-service-"));
  // Deliberately no GITHUB_WORKSPACE / RUNNER_TEMP: uploads do not need them.
  setEnv(service.env);
});

afterEach(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await service.close();
  await rm(dir, { recursive: true, force: true });
});

const SESSION =
  '{"type":"session","version":3,"id":"0b8f6c1e-4d1f-4a36-9a57-1c2f7f0e9a11","timestamp":"2026-11-21T10:00:00.000Z","cwd":"/w"}\n' +
  '{"type":"message","id":"a1b2c3d4","parentId":null,"timestamp":"2026-11-21T10:00:01.000Z","message":{"role":"user","content":"fix it ✓"}}\n';

async function writeSession(): Promise<string> {
  const file = join(dir, "session.jsonl");
  await writeFile(file, SESSION);
  return file;
}

const methods = () => service.requests.map((r) => r.method);

describe("artifact service with the real @actions/artifact client", () => {
  it("takes a skipArchive upload of a session file and keeps the exact bytes", async () => {
    const file = await writeSession();
    const result = await new DefaultArtifactClient().uploadArtifact("ignored-for-raw", [file], dir, { skipArchive: true });

    const bytes = Buffer.from(SESSION);
    expect(result).toEqual({ id: 1001, size: bytes.length, digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const stored = service.artifact("session.jsonl")!;
    expect(stored.bytes.equals(bytes)).toBe(true);
    expect(stored).toMatchObject({ id: 1001, size: bytes.length, digest: `sha256:${result.digest}`, mimeType: "application/octet-stream" });
    expect(methods()).toEqual(["CreateArtifact", "StageBlock", "CommitBlockList", "FinalizeArtifact"]);

    const [create, , , finalize] = service.requests;
    expect(create.headers.authorization).toBe(`Bearer ${service.token}`);
    expect(create.body).toEqual({
      workflow_run_backend_id: service.runBackendId,
      workflow_job_run_backend_id: service.jobBackendId,
      name: "session.jsonl",
      version: 7,
      mime_type: "application/octet-stream",
    });
    expect(finalize.body).toEqual({
      workflow_run_backend_id: service.runBackendId,
      workflow_job_run_backend_id: service.jobBackendId,
      name: "session.jsonl",
      size: String(bytes.length),
      hash: `sha256:${result.digest}`,
    });
    expect(service.requests[1].url).toMatch(/comp=block&blockid=/);
    expect(service.requests[2].headers["x-ms-blob-content-type"]).toBe("application/octet-stream");
  });

  it("commits concurrently staged 8 MiB blocks in upload order", async () => {
    const big = join(dir, "big.bin");
    const content = Buffer.alloc(20 * 1024 * 1024);
    for (let i = 0; i < content.length; i += 4) content.writeUInt32LE(i, i);
    await writeFile(big, content);
    const result = await new DefaultArtifactClient().uploadArtifact("big", [big], dir, { skipArchive: true });
    expect(result.size).toBe(content.length);
    expect(methods().filter((m) => m === "StageBlock")).toHaveLength(3);
    expect(service.artifact("big.bin")!.bytes.equals(content)).toBe(true);
  });

  it("takes a zipped upload of two files", async () => {
    const file = await writeSession();
    const notes = join(dir, "notes.md");
    await writeFile(notes, "# notes\n");
    const result = await new DefaultArtifactClient().uploadArtifact("agent-run", [file, notes], dir);

    const stored = service.artifact("agent-run")!;
    expect(stored.id).toBe(result.id);
    expect(stored.mimeType).toBe("application/zip");
    expect(stored.bytes.subarray(0, 4).equals(Buffer.from("PK\x03\x04", "latin1"))).toBe(true);
    const text = stored.bytes.toString("latin1");
    expect(text).toContain("session.jsonl");
    expect(text).toContain("notes.md");
    expect(service.requests[0].body.mime_type).toBe("application/zip");
  });

  it("rejects a second artifact of the same name with the service's 409, without retrying", async () => {
    const file = await writeSession();
    const client = new DefaultArtifactClient();
    await client.uploadArtifact("x", [file], dir, { skipArchive: true });
    await expect(client.uploadArtifact("x", [file], dir, { skipArchive: true })).rejects.toThrow(
      "Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: an artifact with this name already exists on the workflow run",
    );
    expect(methods().filter((m) => m === "CreateArtifact")).toHaveLength(2);
  });

  it("surfaces an injected 401 on CreateArtifact as a rejected promise before any blob traffic", async () => {
    service.fail("CreateArtifact", { status: 401, msg: "token expired" });
    const file = await writeSession();
    const started = Date.now();
    await expect(new DefaultArtifactClient().uploadArtifact("s", [file], dir, { skipArchive: true })).rejects.toThrow(
      "Failed to CreateArtifact: Received non-retryable error: Failed request: (401) Unauthorized: token expired",
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(methods()).toEqual(["CreateArtifact"]);
    expect(service.artifacts).toHaveLength(0);
  });

  it("surfaces a blob 403 on a block PUT and never finalizes", async () => {
    service.fail("StageBlock", { status: 403 });
    const file = await writeSession();
    await expect(new DefaultArtifactClient().uploadArtifact("s", [file], dir, { skipArchive: true })).rejects.toThrow(/authenticate/);
    expect(methods()).toEqual(["CreateArtifact", "StageBlock"]);
    expect(service.requests[1].status).toBe(403);
  });

  it("surfaces a reset connection on FinalizeArtifact as a network error at once", async () => {
    service.fail("FinalizeArtifact", { reset: true });
    const file = await writeSession();
    await expect(new DefaultArtifactClient().uploadArtifact("s", [file], dir, { skipArchive: true })).rejects.toThrow(
      "Failed to FinalizeArtifact: Unable to make request: ECONNRESET",
    );
    expect(methods()).toEqual(["CreateArtifact", "StageBlock", "CommitBlockList", "FinalizeArtifact"]);
    expect(service.artifacts).toHaveLength(0);
  });

  it("refuses a runtime token it did not issue", async () => {
    setEnv({ ...service.env, ACTIONS_RUNTIME_TOKEN: makeRuntimeToken().token });
    const file = await writeSession();
    await expect(new DefaultArtifactClient().uploadArtifact("s", [file], dir, { skipArchive: true })).rejects.toThrow(/\(401\) Unauthorized/);
  });

  it("retries a 503 on CreateArtifact once (after ~3 s) and then succeeds", async () => {
    service.fail("CreateArtifact", { status: 503 });
    const file = await writeSession();
    const result = await new DefaultArtifactClient().uploadArtifact("s", [file], dir, { skipArchive: true });
    expect(result.id).toBe(1001);
    expect(service.requests.slice(0, 2).map((r) => [r.method, r.status])).toEqual([["CreateArtifact", 503], ["CreateArtifact", 200]]);
  }, 15_000);

  it("lists, gets, downloads and deletes artifacts of the current run through the results service alone", async () => {
    const file = await writeSession();
    const client = new DefaultArtifactClient();
    const raw = await client.uploadArtifact("x", [file], dir, { skipArchive: true });
    const zipped = await client.uploadArtifact("bundle", [file], dir);

    const { artifacts } = await client.listArtifacts();
    expect(artifacts.map((a) => [a.id, a.name, a.digest])).toEqual([
      [raw.id, "session.jsonl", `sha256:${raw.digest}`],
      [zipped.id, "bundle", `sha256:${zipped.digest}`],
    ]);
    expect(artifacts[0].size).toBe(Buffer.byteLength(SESSION));
    expect(artifacts[0].createdAt).toBeInstanceOf(Date);
    expect((await client.getArtifact("bundle")).artifact.id).toBe(zipped.id);
    await expect(client.getArtifact("nope")).rejects.toThrow(/Artifact not found for name: nope/);

    const rawDir = join(dir, "raw");
    const got = await client.downloadArtifact(raw.id!, { path: rawDir, expectedHash: `sha256:${raw.digest}` });
    expect(got).toEqual({ downloadPath: rawDir, digestMismatch: false });
    expect(await readFile(join(rawDir, "session.jsonl"), "utf8")).toBe(SESSION);

    // Without a path the download goes to GITHUB_WORKSPACE; the zip is extracted there.
    const workspace = join(dir, "workspace");
    process.env.GITHUB_WORKSPACE = workspace;
    await client.downloadArtifact(zipped.id!);
    expect(await readdir(workspace)).toEqual(["session.jsonl"]);
    expect(await readFile(join(workspace, "session.jsonl"), "utf8")).toBe(SESSION);

    expect(methods().slice(-6)).toEqual(["ListArtifacts", "GetSignedArtifactURL", "GetBlob", "ListArtifacts", "GetSignedArtifactURL", "GetBlob"]);
    expect(await client.deleteArtifact("bundle")).toEqual({ id: zipped.id });
    expect(service.artifacts.map((a) => a.name)).toEqual(["session.jsonl"]);
  });
});

describe("artifact service checks what it is sent", () => {
  const twirp = (method: string, body: unknown, token = service.token) =>
    fetch(`${service.url}twirp/github.actions.results.api.v1.ArtifactService/${method}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const ids = () => ({ workflow_run_backend_id: service.runBackendId, workflow_job_run_backend_id: service.jobBackendId });

  async function createAndPut(name: string, content: Buffer): Promise<string> {
    const created = (await (await twirp("CreateArtifact", { ...ids(), name, version: 7 })).json()) as { ok: boolean; signed_upload_url: string };
    expect(created.ok).toBe(true);
    const put = await fetch(created.signed_upload_url, { method: "PUT", headers: { "x-ms-blob-type": "BlockBlob" }, body: content });
    expect(put.status).toBe(201);
    expect(put.headers.get("etag")).toMatch(/^"0x/);
    expect(put.headers.get("x-ms-request-server-encrypted")).toBe("true");
    return created.signed_upload_url;
  }

  it("rejects a finalize whose size or hash does not match the committed blob", async () => {
    await createAndPut("a", Buffer.from("hello"));
    const bad = await twirp("FinalizeArtifact", { ...ids(), name: "a", size: "5", hash: "sha256:" + "0".repeat(64) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "invalid_argument", msg: expect.stringMatching(/hash/) });
    const badSize = await twirp("FinalizeArtifact", { ...ids(), name: "a", size: "4" });
    expect(badSize.status).toBe(400);
    const ok = await twirp("FinalizeArtifact", { ...ids(), name: "a", size: "5" });
    expect(await ok.json()).toEqual({ ok: true, artifact_id: "1001" });
  });

  it("validates backend ids, name and version on CreateArtifact", async () => {
    expect((await twirp("CreateArtifact", { name: "a", version: 7 })).status).toBe(400);
    expect((await twirp("CreateArtifact", { ...ids(), workflow_job_run_backend_id: "other", name: "a", version: 7 })).status).toBe(403);
    expect((await twirp("CreateArtifact", { ...ids(), name: "a/b", version: 7 })).status).toBe(400);
    expect((await twirp("CreateArtifact", { ...ids(), name: "a", version: 3 })).status).toBe(400);
    expect((await twirp("Nope", {})).status).toBe(404);
  });

  it("needs the signature on blob URLs, and a finalized artifact's upload URL is spent", async () => {
    const upload = await createAndPut("b", Buffer.from("x"));
    const unsigned = new URL(upload);
    unsigned.searchParams.delete("sig");
    const denied = await fetch(unsigned, { method: "PUT", headers: { "x-ms-blob-type": "BlockBlob" }, body: "y" });
    expect(denied.status).toBe(403);
    expect(denied.headers.get("x-ms-error-code")).toBe("AuthenticationFailed");
    expect((await fetch(upload)).status).toBe(403); // the upload SAS cannot read
    await twirp("FinalizeArtifact", { ...ids(), name: "b", size: "1" });
    expect((await fetch(upload, { method: "PUT", headers: { "x-ms-blob-type": "BlockBlob" }, body: "z" })).status).toBe(403);
    const read = await fetch(service.signedDownloadUrl(1001));
    expect(read.status).toBe(200);
    expect(await read.text()).toBe("x");
  });
});

describe("runtime token", () => {
  it("carries the Results scope among others and round-trips through readRuntimeToken", () => {
    const t = makeRuntimeToken({ runBackendId: "run-1", jobBackendId: "job-2" });
    expect(t.token.split(".")).toHaveLength(3);
    expect(readRuntimeToken(t.token)).toEqual({ runBackendId: "run-1", jobBackendId: "job-2" });
    const claims = JSON.parse(Buffer.from(t.token.split(".")[1], "base64url").toString());
    expect(claims.scp).toMatch(/^Actions\.GenericRead:\S+ Actions\.Results:run-1:job-2$/);
    expect(readRuntimeToken("not-a-jwt")).toBeUndefined();
  });
});
