import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cliEnv, makeWorkspace, readJsonl, runCli, useModelServer, type CliResult, type Workspace } from "./harness.js";

const server = useModelServer();

const MODEL = ["--model", "openai-compatible/coder"];

async function run(ws: Workspace, args: string[], answered = true) {
  if (answered) server().script({ text: "ok" });
  const before = server().requests.length;
  const r = await runCli(args, { env: cliEnv(ws, server(), { anthropic: true }), cwd: ws.project });
  return { ...r, requests: server().requests.slice(before) };
}

const usage = (r: CliResult) => {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr.trim().split("\n")).toHaveLength(1);
  return r.stderr.trim();
};

describe("pi's flags", () => {
  it("takes pi's -np, -ne and -nbt", async () => {
    const ws = makeWorkspace();
    mkdirSync(join(ws.agentDir, "prompts"));
    writeFileSync(join(ws.agentDir, "prompts", "greet.md"), "Say hello to $1");
    const np = await run(ws, ["--no-session", ...MODEL, "-np", "/greet Mona"]);
    expect(np.code).toBe(0);
    expect(np.requests[0].body.messages.at(-1).content).toEqual([{ type: "text", text: "/greet Mona" }]);
    const ne = await run(ws, ["--no-session", ...MODEL, "-ne", "hi"]);
    expect(ne.code).toBe(0);
    const nbt = await run(ws, ["--no-session", ...MODEL, "-nbt", "hi"]);
    expect(nbt.code).toBe(0);
    expect(nbt.requests[0].body.tools).toBeUndefined();
  });

  it("takes --thinking xhigh as high, as settings.json and RPC do", async () => {
    const ws = makeWorkspace();
    const file = join(ws.root, "s.jsonl");
    const r = await run(ws, ["--session", file, "--model", "anthropic/claude-sonnet-4-5", "--thinking", "xhigh", "hi"]);
    expect(r.code).toBe(0);
    const levels = readJsonl(file).filter((e) => e.type === "thinking_level_change");
    expect(levels.map((e) => e.thinkingLevel)).toEqual(["high"]);
  });

  it("says what to use instead of pi's -r/--resume and --provider, and keeps every usage error to one line", async () => {
    const ws = makeWorkspace();
    expect(usage(await run(ws, [...MODEL, "-r", "hi"], false))).toBe("repo-agent: Unknown option '-r': repo-agent has no session picker; use -c for the newest session or --session <file or id>; see repo-agent --help");
    expect(usage(await run(ws, [...MODEL, "--resume", "hi"], false))).toMatch(/^repo-agent: Unknown option '--resume': repo-agent has no session picker/);
    expect(usage(await run(ws, ["--provider", "anthropic", "--model", "claude-sonnet-4-5", "hi"], false))).toMatch(/^repo-agent: Unknown option '--provider': name the provider in --model <provider>\/<id>/);
    expect(usage(await run(ws, [...MODEL, "-nx", "hi"], false))).toBe("repo-agent: Unknown option '-nx'; see repo-agent --help");
    expect(usage(await run(ws, [...MODEL, "--max-cost", "-1", "hi"], false))).toBe(
      'repo-agent: --max-cost was given "-1", which looks like an option; if it is the value, write --max-cost=-1',
    );
    expect(usage(await run(ws, [...MODEL, "--max-cost=-1", "hi"], false))).toBe('repo-agent: --max-cost needs a positive number (got "-1")');
  });

  it("--session <partial id> resumes that session, as pi does; a word that matches none is refused and creates nothing", async () => {
    const ws = makeWorkspace();
    expect((await run(ws, [...MODEL, "remember PLUM"])).code).toBe(0);
    const [file] = readdirSync(join(ws.agentDir, "sessions"), { recursive: true }).map(String).filter((f) => f.endsWith(".jsonl"));
    const id = JSON.parse(readFileSync(join(ws.agentDir, "sessions", file), "utf8").split("\n")[0]).id as string;

    const resumed = await run(ws, [...MODEL, "--session", id.slice(0, 8), "which word?"]);
    expect(resumed.code).toBe(0);
    expect(JSON.stringify(resumed.requests[0].body.messages)).toContain("remember PLUM");

    const none = await run(ws, [...MODEL, "--session", "ffffffff", "hi"], false);
    expect(usage(none)).toMatch(/^repo-agent: no session id starts with "ffffffff" in \S+; give a session id, or a file name ending in \.jsonl to start a session there$/);
    expect(readdirSync(ws.project)).toEqual([]);
  });
});
