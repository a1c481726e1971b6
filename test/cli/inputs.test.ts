import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { CLI, cliEnv, makeWorkspace, runCli, useModelServer, type CliResult } from "./harness.js";

const photon = createRequire(import.meta.url)("@silvia-odwyer/photon-node") as typeof import("@silvia-odwyer/photon-node");

const server = useModelServer();

const OPENAI = ["--no-session", "--model", "openai-compatible/coder"];
const ANTHROPIC = ["--no-session", "--model", "anthropic/claude-sonnet-4-5", "--thinking", "off"];

function png(width: number, height: number): Buffer {
  const image = new photon.PhotonImage(new Uint8Array(width * height * 4).fill(200), width, height);
  try {
    return Buffer.from(image.get_bytes());
  } finally {
    image.free();
  }
}

const oneLine = (r: CliResult) => {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr.trim().split("\n")).toHaveLength(1);
  return r.stderr;
};

describe("repo-agent CLI inputs", () => {
  it("sends piped stdin, then a blank line and the message", async () => {
    const ws = makeWorkspace();
    server().script({ text: "looks fine" });
    const r = await runCli([...OPENAI, "review this diff"], { env: cliEnv(ws, server(), { anthropic: true }), cwd: ws.project, stdin: "+const a = 1;\n" });
    expect(r).toMatchObject({ code: 0, stdout: "looks fine\n" });
    expect(server().requests.at(-1)?.body.messages.at(-1).content).toEqual([{ type: "text", text: "+const a = 1;\n\nreview this diff" }]);
  });

  it("does not hang on a stdin pipe left open and empty when a message is given: it waits 3 s, says so, and goes on", async () => {
    const ws = makeWorkspace();
    server().script({ text: "hello" });
    const started = Date.now();
    // stdin left open and empty: a parent that never closes it.
    const r = await runCli([...OPENAI, "say hello"], { env: cliEnv(ws, server(), { anthropic: true }), cwd: ws.project, openStdin: true, timeout: 20_000 });
    expect(r).toMatchObject({ code: 0, stdout: "hello\n" });
    expect(r.stderr).toContain("repo-agent: nothing arrived on stdin within 3 s; going on with the message alone");
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    expect(server().requests.at(-1)?.body.messages.at(-1).content).toEqual([{ type: "text", text: "say hello" }]);
  });

  it("attaches an @image as an image, not as its bytes in text", async () => {
    const ws = makeWorkspace();
    const picture = png(4, 3);
    writeFileSync(join(ws.project, "shot.png"), picture);
    server().script({ text: "a grey box" });
    const r = await runCli([...ANTHROPIC, "@shot.png", "what is this?"], { env: cliEnv(ws, server(), { anthropic: true }), cwd: ws.project });
    expect(r).toMatchObject({ code: 0, stdout: "a grey box\n" });
    expect(server().requests.at(-1)?.body.messages[0].content).toMatchObject([
      { type: "text", text: `<file name="${join(ws.project, "shot.png")}"></file>\nwhat is this?` },
      { type: "image", source: { type: "base64", media_type: "image/png", data: picture.toString("base64") } },
    ]);
  });

  it("refuses an @file that is binary, a directory or missing, saying which in one line", async () => {
    const ws = makeWorkspace();
    writeFileSync(join(ws.project, "app.bin"), Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1, 2]));
    mkdirSync(join(ws.project, "src"));
    const before = server().requests.length;
    const run = (arg: string) => runCli([...OPENAI, arg, "hi"], { env: cliEnv(ws, server(), { anthropic: true }), cwd: ws.project });
    expect(oneLine(await run("@app.bin"))).toBe(`repo-agent: @app.bin: ${join(ws.project, "app.bin")} is a binary file; @ takes text files and images (jpeg, png, gif, webp)\n`);
    expect(oneLine(await run("@src"))).toMatch(/^repo-agent: @src: \S+ is a directory; name a file/);
    expect(oneLine(await run("@nope.txt"))).toBe(`repo-agent: file not found: ${join(ws.project, "nope.txt")}\n`);
    expect(server().requests.length).toBe(before);
  });

  it.skipIf(process.platform === "win32")("refuses an @file that is a FIFO or a device instead of blocking on it or reading without end", async () => {
    const ws = makeWorkspace();
    const fifo = join(ws.project, "pipe");
    expect(spawnSync("mkfifo", [fifo]).status).toBe(0);
    const before = server().requests.length;
    const run = (arg: string) => runCli([...OPENAI, arg, "hi"], { env: cliEnv(ws, server(), { anthropic: true }), cwd: ws.project });
    expect(oneLine(await run("@pipe"))).toBe(`repo-agent: @pipe: ${fifo} is not a regular file (a FIFO, socket or device); name a file\n`);
    expect(oneLine(await run("@/dev/zero"))).toBe(`repo-agent: @/dev/zero: /dev/zero is not a regular file (a FIFO, socket or device); name a file\n`);
    expect(server().requests.length).toBe(before);
  });

  // Root reads everything, so the unreadable file is tried as nobody (uid 65534).
  const asNobody = process.getuid?.() === 0 && spawnSync(process.execPath, ["-e", `require("fs").accessSync(${JSON.stringify(CLI)})`], { uid: 65534, gid: 65534, cwd: "/" }).status === 0;
  it.skipIf(!asNobody)("says an @file it may not read is not readable, not missing", async () => {
    const ws = makeWorkspace();
    chmodSync(ws.root, 0o755);
    const secret = join(ws.project, "secret.txt");
    writeFileSync(secret, "secret\n");
    chmodSync(secret, 0o600);
    const r = await runCli([...OPENAI, "@secret.txt", "hi"], { env: cliEnv(ws, server(), { anthropic: true }), cwd: ws.project, uid: 65534, gid: 65534 });
    expect(oneLine(r)).toBe(`repo-agent: @secret.txt: cannot read ${secret}: permission denied; check its permissions\n`);
  });
});
