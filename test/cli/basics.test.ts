import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startModelServer, type ModelServer } from "../support/model-server.js";

const cli = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string> = {}, file = cli): Promise<Result> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [file, ...args], { env: { PATH: process.env.PATH ?? "", HOME: tmpdir(), ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
    child.stdin?.end();
  });
}

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ apiKeys: ["cli-key"] });
});
afterAll(() => server.close());

describe("dist/cli.js", () => {
  it("prints the version from a copy of dist/ with no node_modules beside it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "repo-agent-dist-"));
    cpSync(fileURLToPath(new URL("../../dist", import.meta.url)), join(dir, "dist"), { recursive: true });
    const r = await runCli(["--version"], {}, join(dir, "dist/cli.js"));
    expect(r).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: "" });
  });

  it("answers a prompt through a provider's SDK, streaming the text to stdout", async () => {
    server.script({ text: "Four." });
    const r = await runCli(["-p", "--no-session", "--model", "anthropic/claude-haiku-4-5", "what is 2+2?"], { ANTHROPIC_API_KEY: "cli-key", ANTHROPIC_BASE_URL: server.url });
    expect(r).toEqual({ code: 0, stdout: "Four.\n", stderr: "" });
    expect(server.requests.at(-1)?.body.messages[0].content[0].text).toBe("what is 2+2?");
  });

  it("reads the prompt from stdin when no message is given", async () => {
    server.script({ text: "piped" });
    const r = await new Promise<Result>((resolve) => {
      const child = execFile(
        process.execPath,
        [cli, "--no-session", "--model", "openai-compatible/local", "--base-url", `${server.url}/v1`],
        { env: { PATH: process.env.PATH ?? "", OPENAI_API_KEY: "cli-key" } },
        (error, stdout, stderr) => resolve({ code: error ? 1 : 0, stdout, stderr }),
      );
      child.stdin?.end("from a pipe");
    });
    expect(r.stdout).toBe("piped\n");
    expect(server.requests.at(-1)?.body.messages.at(-1).content).toEqual([{ type: "text", text: "from a pipe" }]);
  });

  it("exits 1 with the provider's one-line reason when the run fails", async () => {
    const r = await runCli(["-p", "--no-session", "--model", "openai/gpt-5.1", "hi"], { OPENAI_API_KEY: "wrong", OPENAI_BASE_URL: `${server.url}/v1` });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^repo-agent: OpenAI rejected the API key \(401: .*\); check OPENAI_API_KEY/);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });

  it.each([
    [["--bogus"], /Unknown option '--bogus'; see repo-agent --help/],
    [["-p", "hi"], /--model <provider>\/<id> is required/],
    [["--model", "mistral/large", "hi"], /not of the form <provider>\/<id>/],
    [["--model", "google/gemini-2.5-pro", "hi"], /no API key for google: set GEMINI_API_KEY or pass --api-key/],
    [["--thinking", "max", "hi"], /--thinking must be one of off, minimal, low, medium, high/],
  ])("exits 2 with one line for bad usage: %j", async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});
