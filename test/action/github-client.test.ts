import { once } from "node:events";
import { createServer, request as httpRequest, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createOctokit } from "../../src/action/github.js";
import { webhookExample } from "../e2e/harness.js";

const root = join(import.meta.dirname, "../..");

// createOctokit uses Node's fetch unless a proxy is configured; behind a proxy, @actions/github's
// undici fetch must still carry every request through it.

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

/** A GitHub stand-in answering GET /repos/:owner/:repo. */
async function startApi(): Promise<{ port: number; hosts: string[] }> {
  const hosts: string[] = [];
  const port = await listen(
    createServer((req, res) => {
      hosts.push(String(req.headers.host));
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ full_name: req.url?.slice("/repos/".length) }));
    }),
  );
  return { port, hosts };
}

/** A forward proxy (CONNECT tunnels and absolute-form requests) that sends every host to `apiPort`. */
async function startProxy(apiPort: number): Promise<{ url: string; targets: string[] }> {
  const targets: string[] = [];
  const proxy = createServer((req, res) => {
    targets.push(new URL(String(req.url)).host);
    const upstream = httpRequest({ host: "127.0.0.1", port: apiPort, method: req.method, path: new URL(String(req.url)).pathname, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    req.pipe(upstream);
  });
  proxy.on("connect", (req, socket, head) => {
    targets.push(String(req.url));
    const upstream = connect(apiPort, "127.0.0.1", () => {
      socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  const port = await listen(proxy);
  return { url: `http://127.0.0.1:${port}`, targets };
}

/**
 * createOctokit in a fresh process with `env`: @actions/github reads the proxy settings and
 * GITHUB_API_URL once, when it loads, as on a runner.
 */
function requestInChild(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const script = `import { createOctokit } from ${JSON.stringify(join(root, "src/action/github.ts"))};
const { data } = await createOctokit("t0ken").rest.repos.get({ owner: "o", repo: "r" });
console.log(data.full_name);`;
  return collect(spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: root, env: { PATH: process.env.PATH, ...env } }));
}

function collect(child: ChildProcessWithoutNullStreams): Promise<{ code: number | null; out: string }> {
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, out })));
}

describe("createOctokit", () => {
  it("talks to the API directly when no proxy is configured", async () => {
    const api = await startApi();
    const octokit = createOctokit("t0ken", `http://127.0.0.1:${api.port}`);
    const { data } = await octokit.rest.repos.get({ owner: "o", repo: "r" });
    expect(data.full_name).toBe("o/r");
    expect(api.hosts).toEqual([`127.0.0.1:${api.port}`]);
  });

  it("sends every request through HTTP_PROXY when one is set", async () => {
    const api = await startApi();
    const proxy = await startProxy(api.port);
    // Not a loopback name: @actions/http-client never proxies loopback addresses. Only the proxy
    // can reach it (it forwards every host to the stand-in).
    const child = await requestInChild({ HTTP_PROXY: proxy.url, GITHUB_API_URL: "http://api.github.test" });
    expect(child).toEqual({ code: 0, out: "o/r\n" });
    expect(proxy.targets.some((t) => t.startsWith("api.github.test"))).toBe(true);
    expect(api.hosts).toEqual(["api.github.test"]);
  });

  it("dist/ too: the action's first GitHub request goes through the proxy, with undici loaded from its own file", async () => {
    const api = await startApi();
    const proxy = await startProxy(api.port);
    // dist/ as an action checkout has it: with no node_modules up the tree to fall back on.
    const dir = mkdtempSync(join(tmpdir(), "proxy-run-"));
    cpSync(join(root, "dist"), join(dir, "dist"), { recursive: true });
    const event = webhookExample("issue_comment", "created");
    event.comment.body = "/agent say hello";
    writeFileSync(join(dir, "event.json"), JSON.stringify(event));
    writeFileSync(join(dir, "summary"), "");
    const env = {
      PATH: process.env.PATH ?? "",
      HTTP_PROXY: proxy.url,
      GITHUB_API_URL: "http://api.github.test",
      GITHUB_EVENT_NAME: "issue_comment",
      GITHUB_EVENT_PATH: join(dir, "event.json"),
      GITHUB_STEP_SUMMARY: join(dir, "summary"),
      GITHUB_WORKSPACE: dir,
      "INPUT_GITHUB-TOKEN": "t0ken",
      INPUT_TRIGGER: "/agent",
      INPUT_MODEL: "anthropic/claude-haiku-4-5",
    };
    // The stand-in's answer is no permission at all: the run stops there, refusing the commenter.
    const run = await collect(spawn(process.execPath, [join(dir, "dist/index.js")], { cwd: dir, env }));
    expect(run.out).toContain("skipped");
    expect(run.out).not.toMatch(/Cannot find module|undici/i);
    expect(proxy.targets.filter((t) => t.startsWith("api.github.test")).length).toBeGreaterThan(0);
    expect(api.hosts.length).toBeGreaterThan(0);
    expect(new Set(api.hosts)).toEqual(new Set(["api.github.test"]));
  });
});
