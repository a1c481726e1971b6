// repo-agent beside the engines the anchor actions run: Claude Code, Codex CLI, Gemini CLI and pi,
// each installed from npm (never a project dependency) into a cache under os.tmpdir() keyed by
// package@version, run with its own HOME against the loopback model server of test/support, on the
// wire format it speaks, runs alternating. Medians of 5 of
//   - spawn -> first model request (any request, side calls included),
//   - a scripted 10-turn session (10 shell calls with the engine's own shell tool, then an answer):
//     wall time and peak RSS of the whole process tree (summed VmRSS of all descendants, /proc),
//   - the first request's system prompt and tool definitions (characters), tools offered,
//   - installed size.
// An engine that cannot be installed or run is reported with the reason.
//   npx tsx bench/engines.ts      (also run by `npm run bench`)
// Environment: BENCH_ENGINES_CACHE=<dir> (default <tmpdir>/repo-agent-bench-engines), BENCH_ENGINE_RUNS=5.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { startModelServer, type ModelServer, type RecordedRequest } from "../test/support/model-server.js";
import type { ScriptedReply, Step } from "../test/support/script.js";
import { CLI, duBytes, markdownTable, median } from "./lib.js";

export const ENGINE_CACHE = process.env.BENCH_ENGINES_CACHE ?? join(tmpdir(), "repo-agent-bench-engines");
const RUNS = Number(process.env.BENCH_ENGINE_RUNS ?? 5);
const TURNS = 10;

// ---------- installing ----------

/** Installs `pkg@version` into its own cache directory (once); returns the prefix or throws with npm's reason. */
export async function installCached(pkg: string, version: string): Promise<string> {
  const prefix = join(ENGINE_CACHE, `${pkg.replace("/", "+")}@${version}`);
  const marker = join(prefix, ".installed");
  if (existsSync(marker)) return prefix;
  mkdirSync(join(prefix, "home"), { recursive: true });
  await new Promise<void>((resolve, reject) => {
    const child = spawn("npm", ["install", "--prefix", prefix, "--no-audit", "--no-fund", "--loglevel=error", `${pkg}@${version}`], {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, HOME: join(prefix, "home") },
    });
    let err = "";
    child.stderr.on("data", (d) => (err += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 300_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0 && existsSync(join(prefix, "node_modules", pkg, "package.json"))) resolve();
      else reject(new Error(`npm install failed (exit ${code}): ${err.trim().split("\n").slice(-3).join(" ").slice(0, 300) || "no message"}`));
    });
  });
  writeFileSync(marker, new Date().toISOString());
  return prefix;
}

// ---------- process trees ----------

export interface TreeResult {
  code: number;
  ms: number;
  /** Peak of the summed VmRSS of the process and all its descendants, bytes. */
  peakRss: number;
  stdout: string;
  stderr: string;
  started: number;
}

function children(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      (map.get(ppid) ?? map.set(ppid, []).get(ppid)!).push(Number(d));
    } catch {}
  }
  return map;
}

function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export function treeRss(root: number): number {
  const map = children();
  let sum = 0;
  const stack = [root];
  const seen = new Set<number>();
  while (stack.length) {
    const pid = stack.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    sum += rssOf(pid);
    stack.push(...(map.get(pid) ?? []));
  }
  return sum;
}

/** Runs a command with stdin closed, sampling the process tree's RSS every 25 ms. */
export function runTree(cmd: string, args: string[], opts: { env: NodeJS.ProcessEnv; cwd: string; timeoutMs?: number; onSpawn?: (pid: number) => void }): Promise<TreeResult> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    opts.onSpawn?.(child.pid!);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    let peak = 0;
    const poll = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 25);
    const kill = () => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {}
    };
    const timer = setTimeout(kill, opts.timeoutMs ?? 60_000);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      clearInterval(poll);
      kill(); // helpers left behind by the engine
      resolve({ code: code ?? (signal ? 128 : 1), ms: performance.now() - started, peakRss: peak, stdout, stderr, started });
    });
  });
}

// ---------- the engines ----------

type Wire = RecordedRequest["api"];

interface Engine {
  name: string;
  pkg?: string;
  version: string;
  wire: Wire;
  shellTool: string;
  /** The scripted shell call for turn t. */
  call(t: number): ScriptedReply["toolCalls"];
  /** Prepares its HOME/config; returns the command line and environment. */
  prepare(ctx: { prefix: string; home: string; url: string; work: string }): { cmd: string; args: (prompt: string) => string[]; env: NodeJS.ProcessEnv; installed: string };
}

// Commands differ turn by turn (Gemini CLI's loop detection stops a run after five identical calls).
const command = (t: number) => `ls -1 src | head -n ${t + 1}`;
/** Turn t's call for an engine whose shell tool is pi's `bash`. */
export const bashCall = (t: number): ScriptedReply["toolCalls"] => [{ name: "bash", args: { command: command(t) } }];
/** The scripted session: `turns` shell calls with `call(t)`, then an answer. */
export const scriptedSteps = (turns: number, call: (t: number) => ScriptedReply["toolCalls"]): Step[] => [
  ...Array.from({ length: turns }, (_, t) => ({ text: `Step ${t + 1}.`, toolCalls: call(t) })),
  { text: "Done." },
];
/** The repository the scripted session lists: a git repo with src/file0.ts … file19.ts. */
export function makeScriptedRepo(repo: string): void {
  mkdirSync(join(repo, "src"), { recursive: true });
  for (let i = 0; i < 20; i++) writeFileSync(join(repo, "src", `file${i}.ts`), `export const x${i} = ${i};\n`);
  spawnSync("git", ["init", "-q"], { cwd: repo });
  spawnSync("git", ["-c", "user.name=b", "-c", "user.email=b@b", "commit", "-qm", "init", "--allow-empty"], { cwd: repo });
}
const PATH = process.env.PATH ?? "/usr/bin:/bin";

export const ENGINES: Engine[] = [
  {
    name: "repo-agent",
    version: JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version,
    wire: "openai-chat",
    shellTool: "bash",
    call: bashCall,
    prepare: ({ home, url, work }) => {
      const dir = join(work, "repo-agent-dir");
      mkdirSync(dir, { recursive: true });
      return {
        cmd: process.execPath,
        args: (p) => [CLI, "-p", "--model", "openai-compatible/bench", "--thinking", "off", p],
        env: { PATH, HOME: home, REPO_AGENT_DIR: dir, OPENAI_API_KEY: "k", OPENAI_BASE_URL: `${url}/v1` },
        installed: join(CLI, ".."),
      };
    },
  },
  {
    name: "pi",
    pkg: "@mariozechner/pi-coding-agent",
    version: "0.73.1",
    wire: "openai-chat",
    shellTool: "bash",
    call: bashCall,
    prepare: ({ prefix, home, url, work }) => {
      const dir = join(work, "pi-agent");
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, "models.json"),
        JSON.stringify({
          providers: {
            mock: {
              baseUrl: `${url}/v1`,
              api: "openai-completions",
              apiKey: "k",
              compat: { supportsDeveloperRole: false, supportsReasoningEffort: false },
              models: [{ id: "mock", contextWindow: 200000, maxTokens: 8192 }],
            },
          },
        }),
      );
      return {
        cmd: process.execPath,
        args: (p) => [join(prefix, "node_modules/@mariozechner/pi-coding-agent/dist/cli.js"), "-p", "--model", "mock/mock", "--thinking", "off", p],
        env: { PATH, HOME: home, PI_CODING_AGENT_DIR: dir, PI_OFFLINE: "1" },
        installed: join(prefix, "node_modules"),
      };
    },
  },
  {
    name: "Claude Code",
    pkg: "@anthropic-ai/claude-code",
    version: "2.1.331",
    wire: "anthropic",
    shellTool: "Bash",
    call: (t) => [{ name: "Bash", args: { command: command(t), description: `List ${t + 1} entries` } }],
    prepare: ({ prefix, home, url }) => ({
      cmd: join(prefix, "node_modules/@anthropic-ai/claude-code/bin/claude.exe"),
      args: (p) => ["-p", "--allowedTools", "Bash", "--", p],
      env: {
        PATH,
        HOME: home,
        ANTHROPIC_BASE_URL: url,
        ANTHROPIC_API_KEY: "k",
        DISABLE_TELEMETRY: "1",
        DISABLE_ERROR_REPORTING: "1",
        DISABLE_AUTOUPDATER: "1",
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
      },
      installed: join(prefix, "node_modules"),
    }),
  },
  {
    name: "Codex CLI",
    pkg: "@openai/codex",
    version: "0.169.0",
    wire: "openai-responses",
    shellTool: "exec",
    call: (t) => [{ name: "exec", args: {}, freeform: `const r = await tools.exec_command({ cmd: ${JSON.stringify(command(t))} });\ntext(r);` }],
    prepare: ({ prefix, home, url, work }) => {
      const codexHome = join(work, "codex-home");
      mkdirSync(codexHome, { recursive: true });
      writeFileSync(
        join(codexHome, "config.toml"),
        [
          `model_provider = "mock"`,
          `check_for_update_on_startup = false`,
          ``,
          `[model_providers.mock]`,
          `name = "mock"`,
          `base_url = "${url}/v1"`,
          `env_key = "MOCK_API_KEY"`,
          `wire_api = "responses"`,
          ``,
          `[analytics]`,
          `enabled = false`,
          ``,
        ].join("\n"),
      );
      return {
        cmd: process.execPath,
        args: (p) => [join(prefix, "node_modules/@openai/codex/bin/codex.js"), "exec", "--skip-git-repo-check", "--sandbox", "workspace-write", "--", p],
        env: { PATH, HOME: home, CODEX_HOME: codexHome, MOCK_API_KEY: "k" },
        installed: join(prefix, "node_modules"),
      };
    },
  },
  {
    name: "Gemini CLI",
    pkg: "@google/gemini-cli",
    version: "0.61.0",
    wire: "gemini",
    shellTool: "run_shell_command",
    call: (t) => [{ name: "run_shell_command", args: { command: command(t), description: `List ${t + 1} entries` } }],
    prepare: ({ prefix, home, url }) => {
      mkdirSync(join(home, ".gemini"), { recursive: true });
      writeFileSync(
        join(home, ".gemini", "settings.json"),
        JSON.stringify({
          security: { auth: { selectedType: "gemini-api-key" } },
          telemetry: { enabled: false },
          privacy: { usageStatisticsEnabled: false },
          general: { disableAutoUpdate: true, disableUpdateNag: true },
        }),
      );
      return {
        cmd: process.execPath,
        args: (p) => [join(prefix, "node_modules/@google/gemini-cli/bundle/gemini.js"), "--yolo", "-p", p],
        env: { PATH, HOME: home, GEMINI_API_KEY: "k", GOOGLE_GEMINI_BASE_URL: url, GEMINI_CLI_TRUST_WORKSPACE: "true" },
        installed: join(prefix, "node_modules"),
      };
    },
  },
];

// ---------- what the first request offers ----------

const textOf = (c: any): string => (typeof c === "string" ? c : Array.isArray(c) ? c.map((p: any) => p.text ?? "").join("") : c?.text ?? "");

/** System prompt and tool definitions of a request, per wire. */
export function promptParts(req: RecordedRequest): { system: number; tools: number; count: number } {
  const b = req.body ?? {};
  let system = "";
  let tools: unknown[] = [];
  if (req.api === "anthropic") {
    system = textOf(b.system);
    tools = b.tools ?? [];
  } else if (req.api === "openai-chat") {
    system = (b.messages ?? []).filter((m: any) => m.role === "system" || m.role === "developer").map((m: any) => textOf(m.content)).join("\n");
    tools = b.tools ?? [];
  } else if (req.api === "openai-responses") {
    // Codex sends its tools as an `additional_tools` input item (namespaces of tools), not in `tools`.
    const input: any[] = Array.isArray(b.input) ? b.input : [];
    system = [b.instructions ?? "", ...input.filter((m) => m.type !== "additional_tools" && (m.role === "system" || m.role === "developer")).map((m) => textOf(m.content))].join("\n");
    const flat = (list: any[]): any[] => list.flatMap((t) => (t.type === "namespace" ? flat(t.tools ?? []) : [t]));
    tools = flat([...(b.tools ?? []), ...input.filter((m) => m.type === "additional_tools").flatMap((m) => m.tools ?? [])]);
  } else {
    system = textOf(b.systemInstruction?.parts ?? b.systemInstruction ?? b.system_instruction?.parts);
    tools = (b.tools ?? []).flatMap((t: any) => t.functionDeclarations ?? t.function_declarations ?? [t]);
  }
  return { system: system.length, tools: JSON.stringify(tools).length, count: tools.length };
}

// ---------- measuring ----------

/** Unary (side) requests, e.g. Gemini CLI's routing call to a lite model: a JSON answer fitting its schemas. */
const side = (r: RecordedRequest): ScriptedReply | undefined =>
  r.api === "gemini" && /:generateContent$/.test(r.path.split("?")[0]) ? { text: JSON.stringify({ reasoning: "simple task", model_choice: "flash", next_speaker: "user" }) } : undefined;
const isSide = (r: RecordedRequest) => side(r) !== undefined;

export interface EngineFigures {
  name: string;
  version: string;
  wire: Wire;
  shellTool: string;
  error?: string;
  firstMs?: number;
  sessionMs?: number;
  rssMb?: number;
  systemChars?: number;
  toolChars?: number;
  tools?: number;
  installedBytes?: number;
}

export async function measureEngines(log: (m: string) => void = console.log): Promise<EngineFigures[]> {
  const work = join(tmpdir(), `bench-engines-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const repo = join(work, "repo");
  makeScriptedRepo(repo);

  const server: ModelServer = await startModelServer({ sideReply: side });
  const arrivals: number[] = [];
  const push = server.requests.push.bind(server.requests);
  server.requests.push = (...items) => {
    for (const _ of items) arrivals.push(performance.now());
    return push(...items);
  };

  const figures: EngineFigures[] = [];
  const ready: { engine: Engine; run: ReturnType<Engine["prepare"]>; fig: EngineFigures; first: number[]; wall: number[]; rss: number[] }[] = [];
  log(`engines: installing into ${ENGINE_CACHE} (cached by package@version)`);
  const prefixes = await Promise.all(ENGINES.map((e) => (e.pkg ? installCached(e.pkg, e.version).then((p) => ({ p }), (err: Error) => ({ err })) : Promise.resolve({ p: "" }))));
  ENGINES.forEach((engine, i) => {
    const fig: EngineFigures = { name: engine.name, version: engine.version, wire: engine.wire, shellTool: engine.shellTool };
    figures.push(fig);
    const got = prefixes[i] as { p?: string; err?: Error };
    if (got.err) {
      fig.error = `install: ${got.err.message}`;
      return;
    }
    const home = join(work, `home-${i}`);
    mkdirSync(home, { recursive: true });
    const run = engine.prepare({ prefix: got.p!, home, url: server.url, work });
    fig.installedBytes = duBytes(run.installed);
    ready.push({ engine, run, fig, first: [], wall: [], rss: [] });
  });

  const drain = () => {
    // Unconsumed steps of a failed run: a fresh server is cheaper than tracking them, but the
    // script queue has no clear(), so consume them with dummy requests.
    return (async () => {
      while (server.pending() > 0) await fetch(`${server.url}/v1/chat/completions`, { method: "POST", headers: { authorization: "Bearer k" }, body: "{}" }).then((r) => r.text());
      server.requests.length = 0;
      arrivals.length = 0;
    })();
  };

  log(`engines: ${RUNS} rounds, alternating; each round: start-up (one answer) and a ${TURNS}-turn session`);
  for (let round = 0; round < RUNS; round++) {
    for (const e of ready) {
      if (e.fig.error) continue;
      try {
        // start-up: one text answer
        await drain();
        server.script({ text: "ok" });
        const s = await runTree(e.run.cmd, e.run.args("say ok"), { env: e.run.env, cwd: repo, timeoutMs: 30_000 });
        const mains = server.requests.filter((r) => !isSide(r));
        if (s.code !== 0 || mains.length < 1) throw new Error(`start-up run: exit ${s.code}, ${mains.length} requests: ${(s.stderr || s.stdout).trim().slice(-300)}`);
        e.first.push(arrivals[0] - s.started);
        if (round === 0) {
          const p = promptParts(mains[0]);
          Object.assign(e.fig, { systemChars: p.system, toolChars: p.tools, tools: p.count });
          writeFileSync(join(work, `${e.engine.name.replace(/ /g, "-")}-first-request.json`), JSON.stringify(mains[0].body, null, 2));
        }
        // session: TURNS shell calls, then an answer
        await drain();
        const steps = scriptedSteps(TURNS, e.engine.call);
        server.script(...steps);
        const r = await runTree(e.run.cmd, e.run.args("list the source files step by step"), { env: e.run.env, cwd: repo, timeoutMs: 60_000 });
        const n = server.requests.filter((x) => !isSide(x)).length;
        if (r.code !== 0 || n !== TURNS + 1 || server.pending() !== 0) throw new Error(`session: exit ${r.code}, ${n} of ${TURNS + 1} requests: ${(r.stderr || r.stdout).trim().slice(-300)}`);
        // Every shell call must have run: the last request carries the output of `head -n 10`.
        if (!JSON.stringify(server.requests.at(-1)!.body).includes("file17.ts")) throw new Error("session: the shell output of the last call is not in the last request");
        e.wall.push(r.ms);
        e.rss.push(r.peakRss / 1024 / 1024);
      } catch (err) {
        e.fig.error = (err as Error).message.replace(/\s+/g, " ");
        log(`engines: ${e.engine.name} failed: ${e.fig.error}`);
      }
    }
    log(`engines: round ${round + 1} done`);
  }
  await drain();
  await server.close();
  for (const e of ready) {
    if (e.wall.length) Object.assign(e.fig, { firstMs: median(e.first), sessionMs: median(e.wall), rssMb: median(e.rss) });
  }
  if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
  return figures;
}

export function engineTable(figs: EngineFigures[]): string {
  const n = (v: number | undefined, unit: string, d = 0) => (v === undefined ? "—" : `${v.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d })} ${unit}`);
  const rows = [["engine", "wire, shell tool", "start → first request", "10-turn session wall", "peak RSS (tree)", "system prompt", "tool definitions", "tools", "installed", "note"]];
  for (const f of figs) {
    const partial = f.error && f.sessionMs !== undefined;
    rows.push([
      `${f.name} ${f.version}`,
      `${f.wire}, \`${f.shellTool}\``,
      n(f.firstMs, "ms"),
      n(f.sessionMs, "ms"),
      n(f.rssMb, "MB"),
      n(f.systemChars, "chars"),
      n(f.toolChars, "chars"),
      f.tools === undefined ? "—" : String(f.tools),
      f.installedBytes === undefined ? "—" : `${(f.installedBytes / 1e6).toFixed(1)} MB`,
      f.error ? `${partial ? "some runs failed: " : "**not run**: "}${f.error.slice(0, 200)}` : "",
    ]);
  }
  return markdownTable(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figs = await measureEngines();
  console.log(engineTable(figs));
}
