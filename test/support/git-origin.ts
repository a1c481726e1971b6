import { execFile, spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gitPeer, type GitPeer } from "./github-fake/git-peer.js";

// A loopback `origin`: a bare repository served over smart HTTP by git's own `git http-backend`,
// guarded by the header actions/checkout configures. Everything runs through async child
// processes, because the git clients the tests start talk to this very process.

const execFileAsync = promisify(execFile);

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface GitRunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Written to git's stdin. */
  input?: string;
}

/**
 * A git environment built from nothing: no inherited GIT_* variables, no system config, a HOME
 * of our own (so no ~/.gitconfig), no prompts, stable messages.
 */
export function cleanGitEnv(home: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
    HOME: home,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_TERMINAL_PROMPT: "0",
    LC_ALL: "C",
    ...extra,
  };
}

/** Runs git and reports the exit code instead of throwing. */
export async function tryGit(args: string[], options: GitRunOptions): Promise<GitResult> {
  const run = execFileAsync("git", args, { cwd: options.cwd, env: options.env, maxBuffer: 64 * 1024 * 1024 });
  if (options.input !== undefined) run.child.stdin?.end(options.input);
  try {
    const { stdout, stderr } = await run;
    return { code: 0, stdout, stderr };
  } catch (e: any) {
    if (typeof e?.code !== "number") throw e;
    return { code: e.code, stdout: String(e.stdout ?? ""), stderr: String(e.stderr ?? "") };
  }
}

/** Runs git and returns stdout; a non-zero exit throws with git's stderr in the message. */
export async function git(args: string[], options: GitRunOptions): Promise<string> {
  const r = await tryGit(args, options);
  if (r.code !== 0) throw new Error(`git ${args.join(" ")} exited ${r.code}: ${r.stderr.trim()}`);
  return r.stdout;
}

export interface Identity {
  name: string;
  email: string;
}

export interface CommitInfo {
  sha: string;
  parents: string[];
  subject: string;
  /** The message after the subject line (trailers included), without the trailing newline. */
  body: string;
  author: Identity & { date: string };
  committer: Identity & { date: string };
  /** `Key: value` trailers such as Co-authored-by, in order. */
  trailers: { key: string; value: string }[];
}

export interface GitRequest {
  method: string;
  /** Path without the query, e.g. /Codertocat/Hello-World/info/refs */
  path: string;
  query: string;
  service?: "git-upload-pack" | "git-receive-pack";
  /** True when the request carried the expected AUTHORIZATION header. */
  authorised: boolean;
  /** True when the request carried any Authorization header at all. */
  sentCredentials: boolean;
  /** The Git-Protocol header (`version=2` for protocol v2 fetches). */
  protocol?: string;
  /** Content-Encoding of the request body (git gzips larger upload-pack requests). */
  contentEncoding?: string;
  /** HTTP status sent back. */
  status?: number;
  /** The scripted fault this request consumed. */
  fault?: PushFault["kind"];
}

export type PushFault =
  /**
   * Answer a push with an HTTP status. `at: "pack"` (default) fails the receive-pack POST that
   * carries the pack; `at: "advertise"` fails the GET info/refs?service=git-receive-pack before
   * it, which is where github.com refuses a token without `contents: write`.
   */
  | { kind: "status"; status?: number; at?: "pack" | "advertise"; message?: string }
  /** The push reaches the repository and a pre-receive hook declines it (`! [remote rejected]`). */
  | { kind: "reject"; message?: string };

export interface CommitOptions {
  message?: string;
  author?: Identity;
  committer?: Identity;
  /** Where a branch that does not exist yet starts. Default: the default branch. */
  from?: string;
}

export interface GitOriginOptions {
  owner?: string;
  repo?: string;
  /** Files of the initial commit. */
  files?: Record<string, string>;
  defaultBranch?: string;
  /** The token the origin accepts. Default: a random installation-token-shaped `ghs_...`. */
  token?: string;
  author?: Identity;
  message?: string;
  /** Like a public repository: fetches need no credentials; pushes still do. */
  publicRead?: boolean;
}

export interface GitOrigin {
  /** http://127.0.0.1:PORT/owner/repo.git */
  url: string;
  /** http://127.0.0.1:PORT, the `SCHEME://HOST:PORT` part actions/checkout keys its header on. */
  serverUrl: string;
  owner: string;
  repo: string;
  defaultBranch: string;
  bareDir: string;
  /** Temp directory holding everything; close() removes it. */
  root: string;
  token: string;
  requests: GitRequest[];
  /** Every ref in the bare repository (refs/heads/*, refs/pull/*, ...) with its sha. */
  refs(): Promise<Record<string, string>>;
  /** Commits reachable from `ref` (any revision or range), newest first. */
  log(ref: string): Promise<CommitInfo[]>;
  /** A file's content at `ref`. */
  show(ref: string, path: string): Promise<string>;
  /** Queues faults for the next pushes, consumed in order. Default: 403 on the next pack. */
  pushFault(...faults: PushFault[]): void;
  /** Commits straight into the bare repo, as if someone else had pushed; `null` deletes a file. */
  commit(branch: string, files: Record<string, string | null>, options?: CommitOptions): Promise<string>;
  /**
   * Creates refs/pull/N/head and the refs/pull/N/merge test-merge commit, as GitHub does, and keeps
   * them following the branches: after every push and every commit() (merge is absent while the
   * two do not merge cleanly).
   */
  pullRequest(number: number, head: string, base?: string): Promise<{ head: string; merge?: string }>;
  /** The repository as the GitHub fake sees it: `startGitHubFake({git: origin.peer})`. */
  peer: GitPeer;
  /**
   * Runs `hook` on every request before serving it, and holds the request until it settles: a
   * test can move a branch at an exact point of a client's conversation. `undefined` removes it.
   */
  beforeServe(hook: ((request: GitRequest) => void | Promise<void>) | undefined): void;
  /** Runs git in the bare repo with the origin's clean environment. */
  git(...args: string[]): Promise<string>;
  /** Seeds another repository on the same server (same token, same faults and hooks). */
  addRepository(options: { owner: string; repo: string; files?: Record<string, string>; defaultBranch?: string }): Promise<OriginRepository>;
  close(): Promise<void>;
}

/** A repository added to an origin: what a test reads of it, and its peer for the GitHub fake. */
export interface OriginRepository {
  owner: string;
  repo: string;
  bareDir: string;
  show(ref: string, path: string): Promise<string>;
  refs(): Promise<Record<string, string>>;
  commit(branch: string, files: Record<string, string | null>, options?: CommitOptions): Promise<string>;
  peer: GitPeer;
}

const ZERO = "0".repeat(40);
const SEED_EPOCH = 1_704_067_200; // 2024-01-01T00:00:00Z: fixed dates make the seed's sha stable
const MONA: Identity = { name: "Monalisa Octocat", email: "mona@github.com" };
const GITHUB: Identity = { name: "GitHub", email: "noreply@github.com" };

// Declines a push only when the server passes a scripted message down (see PushFault "reject").
const PRE_RECEIVE = `#!/bin/sh
if [ -n "$TEST_ORIGIN_REJECT" ]; then
  printf '%s\\n' "$TEST_ORIGIN_REJECT" >&2
  exit 1
fi
exit 0
`;

function randomToken(): string {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let t = "ghs_";
  for (let i = 0; i < 36; i++) t += chars[Math.floor(Math.random() * chars.length)];
  return t;
}

function identityEnv(author: Identity, committer: Identity, epoch: number): Record<string, string> {
  const date = `@${epoch} +0000`;
  return {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_NAME: committer.name,
    GIT_COMMITTER_EMAIL: committer.email,
    GIT_COMMITTER_DATE: date,
  };
}

function parseLog(out: string): CommitInfo[] {
  return out
    .split("\x1e")
    .map((r) => r.replace(/^\n/, ""))
    .filter((r) => r.length > 0)
    .map((r) => {
      const [sha, parents, an, ae, ad, cn, ce, cd, subject, body, trailers] = r.split("\x00");
      return {
        sha,
        parents: parents ? parents.split(" ") : [],
        subject,
        body: body.replace(/\n+$/, ""),
        author: { name: an, email: ae, date: ad },
        committer: { name: cn, email: ce, date: cd },
        trailers: trailers
          .split("\n")
          .filter((l) => l.includes(": "))
          .map((l) => ({ key: l.slice(0, l.indexOf(": ")), value: l.slice(l.indexOf(": ") + 2) })),
      };
    });
}

/** The `Status:` line and headers of a CGI response, up to the blank line. */
function parseCgiHead(head: string): { status: number; headers: OutgoingHttpHeaders } {
  let status = 200;
  const headers: OutgoingHttpHeaders = {};
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i <= 0) continue;
    const name = line.slice(0, i).trim();
    const value = line.slice(i + 1).trim();
    if (name.toLowerCase() === "status") status = parseInt(value, 10) || 200;
    else headers[name] = value;
  }
  return { status, headers };
}

function headEnd(buf: Buffer): { at: number; length: number } | undefined {
  const crlf = buf.indexOf("\r\n\r\n");
  const lf = buf.indexOf("\n\n");
  if (crlf < 0 && lf < 0) return undefined;
  if (lf >= 0 && (crlf < 0 || lf < crlf)) return { at: lf, length: 2 };
  return { at: crlf, length: 4 };
}

function serviceOf(path: string, query: URLSearchParams): GitRequest["service"] {
  const s = query.get("service") ?? path.slice(path.lastIndexOf("/") + 1);
  return s === "git-upload-pack" || s === "git-receive-pack" ? s : undefined;
}

/** Starts a loopback smart-HTTP git server with one seeded bare repository. */
export async function startGitOrigin(options: GitOriginOptions = {}): Promise<GitOrigin> {
  const owner = options.owner ?? "Codertocat";
  const repo = options.repo ?? "Hello-World";
  const defaultBranch = options.defaultBranch ?? "main";
  const token = options.token ?? randomToken();
  const expectedAuth = Buffer.from(`x-access-token:${token}`, "utf8").toString("base64");

  const root = await mkdtemp(join(tmpdir(), "git-origin-"));
  const home = join(root, "home");
  const projectRoot = join(root, "repos");
  await mkdir(home, { recursive: true });
  const env = cleanGitEnv(home);
  let clock = SEED_EPOCH;
  // One seeded bare repository under projectRoot; the server serves every one there.
  async function bareRepository(owner: string, repo: string, defaultBranch: string, files: Record<string, string>, message: string) {
    const bareDir = join(projectRoot, owner, `${repo}.git`);
    await mkdir(bareDir, { recursive: true });
    const inBare = (args: string[], extra: Record<string, string> = {}, input?: string) =>
      git(args, { cwd: bareDir, env: { ...env, ...extra }, input });

    await inBare(["init", "--quiet", "--bare", `--initial-branch=${defaultBranch}`]);
    // As on github.com: fetch by sha and partial clones are allowed; refs/pull/* are read-only.
    await inBare(["config", "uploadpack.allowAnySHA1InWant", "true"]);
    await inBare(["config", "uploadpack.allowFilter", "true"]);
    await inBare(["config", "receive.hideRefs", "refs/pull/"]);
    await writeFile(join(bareDir, "hooks", "pre-receive"), PRE_RECEIVE);
    await chmod(join(bareDir, "hooks", "pre-receive"), 0o755);

    const revParse = async (rev: string): Promise<string | undefined> => {
      const r = await tryGit(["rev-parse", "--verify", "--quiet", `${rev}^{commit}`], { cwd: bareDir, env });
      return r.code === 0 ? r.stdout.trim() : undefined;
    };

    async function commit(branch: string, files: Record<string, string | null>, opts: CommitOptions = {}): Promise<string> {
      const ref = `refs/heads/${branch}`;
      const current = await revParse(ref);
      const parent = current ?? (await revParse(opts.from ?? `refs/heads/${defaultBranch}`));
      const index = { GIT_INDEX_FILE: join(root, `index-${clock}-${Math.random().toString(36).slice(2)}`) };
      await inBare(parent ? ["read-tree", parent] : ["read-tree", "--empty"], index);
      for (const [path, content] of Object.entries(files)) {
        if (content === null) {
          // Mode 0 removes the entry; --force-remove would want a work tree, which a bare repo lacks.
          await inBare(["update-index", "--index-info"], index, `0 ${ZERO}\t${path}\n`);
        } else {
          const blob = (await inBare(["hash-object", "-w", "--stdin"], {}, content)).trim();
          await inBare(["update-index", "--add", "--cacheinfo", `100644,${blob},${path}`], index);
        }
      }
      const tree = (await inBare(["write-tree"], index)).trim();
      await rm(index.GIT_INDEX_FILE, { force: true });
      const author = opts.author ?? options.author ?? MONA;
      const who = identityEnv(author, opts.committer ?? author, clock);
      clock += 60;
      const args = ["commit-tree", tree, ...(parent ? ["-p", parent] : []), "-F", "-"];
      const message = opts.message ?? `Update ${Object.keys(files).join(", ")}`;
      const sha = (await inBare(args, who, message.endsWith("\n") ? message : `${message}\n`)).trim();
      await inBare(["update-ref", ref, sha, current ?? ZERO]);
      await syncPulls();
      return sha;
    }

    // Pull requests whose refs/pull/N/* follow their branches, with the shas they were last set to.
    const pulls = new Map<number, { head: string; base: string; headSha?: string; baseSha?: string }>();

    async function pullRequest(number: number, head: string, base = defaultBranch) {
      const headSha = await revParse(`refs/heads/${head}`);
      const baseSha = await revParse(`refs/heads/${base}`);
      if (!headSha || !baseSha) throw new Error(`git origin: no branch ${headSha ? base : head}`);
      pulls.set(number, { head, base, headSha, baseSha });
      await inBare(["update-ref", `refs/pull/${number}/head`, headSha]);
      const merged = await tryGit(["merge-tree", "--write-tree", baseSha, headSha], { cwd: bareDir, env });
      if (merged.code !== 0) {
        // As on GitHub: a conflicting pull request has no test merge.
        await inBare(["update-ref", "-d", `refs/pull/${number}/merge`]);
        return { head: headSha };
      }
      const tree = merged.stdout.split("\n")[0];
      const who = identityEnv(GITHUB, GITHUB, clock);
      clock += 60;
      const message = `Merge ${headSha} into ${baseSha}`;
      const merge = (await inBare(["commit-tree", tree, "-p", baseSha, "-p", headSha, "-m", message], who)).trim();
      await inBare(["update-ref", `refs/pull/${number}/merge`, merge]);
      return { head: headSha, merge };
    }

    /** Moves refs/pull/N/* after their head or base branch moved (a deleted branch leaves them). */
    async function syncPulls(): Promise<void> {
      for (const [number, p] of pulls) {
        const [headSha, baseSha] = [await revParse(`refs/heads/${p.head}`), await revParse(`refs/heads/${p.base}`)];
        if (!headSha || !baseSha || (headSha === p.headSha && baseSha === p.baseSha)) continue;
        await pullRequest(number, p.head, p.base);
      }
    }

    await commit(defaultBranch, files, { message });
    return { bareDir, inBare, commit, pullRequest, syncPulls };
  }
  const repositories = [await bareRepository(owner, repo, defaultBranch, options.files ?? { "README.md": `# ${repo}\n` }, options.message ?? "Initial commit")];
  const { bareDir, inBare, commit, pullRequest } = repositories[0];
  const syncPulls = async () => {
    for (const r of repositories) await r.syncPulls();
  };

  const backend = join((await inBare(["--exec-path"])).trim(), "git-http-backend");
  const requests: GitRequest[] = [];
  const faults: PushFault[] = [];
  const sockets = new Set<Socket>();
  const children = new Set<ChildProcess>();
  let hook: ((request: GitRequest) => void | Promise<void>) | undefined;

  function send(res: ServerResponse, record: GitRequest, status: number, body: string, headers: OutgoingHttpHeaders = {}) {
    record.status = status;
    res.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...headers });
    res.end(body);
  }

  // Which queued fault, if any, this request consumes: only the head of the queue, in order.
  function takeFault(req: IncomingMessage, service: GitRequest["service"]): PushFault | undefined {
    const f = faults[0];
    if (!f || service !== "git-receive-pack") return undefined;
    const stage = req.method === "POST" ? "pack" : "advertise";
    const wants = f.kind === "status" ? (f.at ?? "pack") : "pack";
    if (stage !== wants) return undefined;
    return faults.shift();
  }

  function runBackend(req: IncomingMessage, res: ServerResponse, record: GitRequest, url: URL, extra: Record<string, string>) {
    let pathInfo: string;
    try {
      pathInfo = decodeURIComponent(url.pathname);
    } catch {
      req.resume();
      return send(res, record, 400, "Bad request path\n");
    }
    const cgiEnv: NodeJS.ProcessEnv = {
      ...env,
      ...extra,
      GIT_PROJECT_ROOT: projectRoot,
      GIT_HTTP_EXPORT_ALL: "1",
      GATEWAY_INTERFACE: "CGI/1.1",
      SERVER_PROTOCOL: `HTTP/${req.httpVersion}`,
      REQUEST_METHOD: req.method ?? "GET",
      PATH_INFO: pathInfo,
      QUERY_STRING: url.search.slice(1),
      REMOTE_ADDR: req.socket.remoteAddress ?? "127.0.0.1",
    };
    if (record.authorised) Object.assign(cgiEnv, { REMOTE_USER: "x-access-token", AUTH_TYPE: "Basic" });
    if (req.headers["content-type"]) cgiEnv.CONTENT_TYPE = req.headers["content-type"];
    if (req.headers["content-length"]) cgiEnv.CONTENT_LENGTH = req.headers["content-length"];
    // Headers reach the CGI as HTTP_*: http-backend inflates HTTP_CONTENT_ENCODING=gzip bodies
    // itself. The credential stays out of the backend's (and its hooks') environment.
    for (const [name, value] of Object.entries(req.headers)) {
      if (name === "authorization" || value === undefined) continue;
      cgiEnv[`HTTP_${name.toUpperCase().replace(/-/g, "_")}`] = Array.isArray(value) ? value.join(", ") : value;
    }
    if (record.protocol) cgiEnv.GIT_PROTOCOL = record.protocol;

    const isPush = record.service === "git-receive-pack" && req.method === "POST";
    const child = spawn(backend, [], { env: cgiEnv, stdio: ["pipe", "pipe", "pipe"] });
    children.add(child);
    res.on("close", () => {
      if (!res.writableFinished) child.kill("SIGKILL"); // the client went away mid-request
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString("utf8")));
    child.stdin.on("error", () => {}); // the backend may stop reading early; its answer says why
    req.pipe(child.stdin);

    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = headEnd(head);
      if (!end) return;
      child.stdout.off("data", onData);
      const parsed = parseCgiHead(head.subarray(0, end.at).toString("latin1"));
      record.status = parsed.status;
      res.writeHead(parsed.status, parsed.headers);
      res.write(head.subarray(end.at + end.length));
      child.stdout.pipe(res, { end: !isPush });
    };
    child.stdout.on("data", onData);
    child.on("close", (code) => {
      children.delete(child);
      if (!res.headersSent) return send(res, record, 502, `git http-backend exited ${code}: ${stderr}`);
      // A pushed branch moves refs/pull/N/head before the client hears the push is done.
      if (isPush) void syncPulls().finally(() => res.end());
    });
    child.on("error", (e) => {
      children.delete(child);
      if (!res.headersSent) send(res, record, 502, `git http-backend failed: ${e.message}`);
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const service = serviceOf(url.pathname, url.searchParams);
    const auth = req.headers.authorization;
    const m = typeof auth === "string" ? /^basic\s+(\S+)\s*$/i.exec(auth) : null;
    const record: GitRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.search.slice(1),
      service,
      authorised: m?.[1] === expectedAuth,
      sentCredentials: auth !== undefined,
    };
    const proto = req.headers["git-protocol"];
    if (typeof proto === "string") record.protocol = proto;
    const enc = req.headers["content-encoding"];
    if (typeof enc === "string") record.contentEncoding = enc;
    requests.push(record);
    Promise.resolve(hook?.(record)).then(
      () => serve(req, res, record, url, service),
      (e: unknown) => {
        req.resume();
        send(res, record, 500, `git origin: the test's beforeServe hook failed: ${e instanceof Error ? e.message : String(e)}\n`);
      },
    );
  });

  function serve(req: IncomingMessage, res: ServerResponse, record: GitRequest, url: URL, service: GitRequest["service"]) {
    const anonymousOk = options.publicRead && service !== "git-receive-pack";
    if (!record.authorised && !anonymousOk) {
      req.resume();
      return send(res, record, 401, "Unauthorized\n", { "www-authenticate": 'Basic realm="GitHub"' });
    }
    const fault = takeFault(req, service);
    if (fault) record.fault = fault.kind;
    if (fault?.kind === "status") {
      req.resume();
      const message = fault.message ?? `Permission to ${owner}/${repo}.git denied to github-actions[bot].`;
      return send(res, record, fault.status ?? 403, `${message}\n`);
    }
    const extra: Record<string, string> = {};
    if (fault?.kind === "reject") extra.TEST_ORIGIN_REJECT = fault.message ?? "push declined by a scripted fault";
    runBackend(req, res, record, url, extra);
  }
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const serverUrl = `http://127.0.0.1:${port}`;

  return {
    url: `${serverUrl}/${owner}/${repo}.git`,
    serverUrl,
    owner,
    repo,
    defaultBranch,
    bareDir,
    root,
    token,
    requests,
    refs: async () => {
      const out = await inBare(["for-each-ref", "--format=%(refname) %(objectname)"]);
      const refs: Record<string, string> = {};
      for (const line of out.split("\n").filter(Boolean)) {
        const [name, sha] = line.split(" ");
        refs[name] = sha;
      }
      return refs;
    },
    log: async (ref) =>
      parseLog(
        await inBare([
          "log",
          "--format=%H%x00%P%x00%an%x00%ae%x00%aI%x00%cn%x00%ce%x00%cI%x00%s%x00%b%x00%(trailers:only,unfold)%x1e",
          ref,
          "--",
        ]),
      ),
    show: (ref, path) => inBare(["cat-file", "blob", `${ref}:${path}`]),
    pushFault: (...f) => void faults.push(...(f.length ? f : [{ kind: "status" as const }])),
    commit,
    pullRequest,
    peer: gitPeer((args) => tryGit(args, { cwd: bareDir, env }), {
      pullOpened: async (number, head, base) => void (await pullRequest(number, head, base)),
    }),
    beforeServe: (h) => void (hook = h),
    git: (...args) => inBare(args),
    addRepository: async (added) => {
      const r = await bareRepository(added.owner, added.repo, added.defaultBranch ?? "main", added.files ?? { "README.md": `# ${added.repo}\n` }, "Initial commit");
      repositories.push(r);
      return {
        owner: added.owner,
        repo: added.repo,
        bareDir: r.bareDir,
        show: (ref, path) => r.inBare(["cat-file", "blob", `${ref}:${path}`]),
        refs: async () => {
          const refs: Record<string, string> = {};
          for (const line of (await r.inBare(["for-each-ref", "--format=%(refname) %(objectname)"])).split("\n").filter(Boolean)) {
            const [name, sha] = line.split(" ");
            refs[name] = sha;
          }
          return refs;
        },
        commit: r.commit,
        peer: gitPeer((args) => tryGit(args, { cwd: r.bareDir, env }), {
          pullOpened: async (number, head, base) => void (await r.pullRequest(number, head, base)),
        }),
      };
    },
    close: async () => {
      for (const c of children) c.kill("SIGKILL");
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    },
  };
}
