import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AnyAgentTool } from "../../../src/agent/tool.js";
import { prepareSandbox, UNISOLATED_WARNING, type Sandbox } from "../../../src/action/isolation/sandbox.js";
import { listProcesses, sudoCommandArgv } from "../../../src/action/isolation/sandbox-ops.js";
import { confineTools } from "../../../src/action/isolation/sandbox-tools.js";
import { createBashTool } from "../../../src/tools/bash.js";
import { createCodingTools } from "../../../src/tools/index.js";

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0 && process.platform === "linux";
const SECRET = "ghs_sandboxSecretValue0123456789";

let base: string;
let workspace: string;
let runnerTemp: string;
let gitHome: string;
let files: { env: string; output: string; credentials: string; outside: string };
let sandbox: Sandbox | undefined;
let children: ChildProcess[] = [];

const git = (...args: string[]) => run("git", args, { cwd: workspace, env: { PATH: process.env.PATH, HOME: gitHome, GIT_CONFIG_NOSYSTEM: "1" } });

beforeEach(async () => {
  base = mkdtempSync(join(tmpdir(), "sandbox-")); // 0700, as mkdtemp makes it: the agent user must be let through
  workspace = join(base, "work", "repo");
  runnerTemp = join(base, "work", "_temp");
  gitHome = join(base, "home");
  mkdirSync(workspace, { recursive: true });
  mkdirSync(join(runnerTemp, "_runner_file_commands"), { recursive: true });
  mkdirSync(gitHome);
  files = {
    env: join(runnerTemp, "_runner_file_commands", "set_env_1234"),
    output: join(runnerTemp, "_runner_file_commands", "set_output_1234"),
    credentials: join(runnerTemp, "git-credentials-1234.config"),
    outside: join(base, "outside.txt"),
  };
  writeFileSync(files.env, "", { mode: 0o644 });
  writeFileSync(files.output, "", { mode: 0o644 });
  writeFileSync(files.credentials, `[http]\n\textraheader = AUTHORIZATION: basic ${SECRET}\n`, { mode: 0o600 });
  writeFileSync(files.outside, "not the agent's\n", { mode: 0o644 });
  writeFileSync(join(workspace, "README.md"), "hello\n");
  await git("init", "-q", "-b", "main");
  await git("-c", "user.name=t", "-c", "user.email=t@example.com", "add", "-A");
  await git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "init");
});

afterEach(async () => {
  await sandbox?.restore();
  sandbox = undefined;
  for (const c of children) c.kill("SIGKILL");
  children = [];
  rmSync(base, { recursive: true, force: true });
});

function open(enabled = true): Promise<Sandbox> {
  return prepareSandbox({ workspace, runnerTemp, enabled, env: { ...process.env, GITHUB_ENV: files.env, GITHUB_OUTPUT: files.output, "INPUT_GITHUB-TOKEN": SECRET } });
}

async function bash(s: Sandbox, command: string, timeout?: number): Promise<string> {
  const tool = createBashTool(workspace, { operations: s.bashOperations, env: s.env });
  try {
    const result = await tool.execute("t", { command, timeout }, undefined, undefined);
    return (result.content[0] as { text: string }).text;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A stand-in for the action's process: a node process of this user holding a secret in its environment. */
async function actionProcess(): Promise<number> {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { env: { PATH: process.env.PATH, "INPUT_GITHUB-TOKEN": SECRET }, stdio: "ignore" });
  children.push(child);
  await new Promise((r) => child.once("spawn", r));
  return child.pid!;
}

function owners(dir: string): Set<number> {
  const seen = new Set<number>();
  const walk = (p: string) => {
    const st = lstatSync(p);
    seen.add(st.uid);
    if (st.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
  };
  walk(dir);
  return seen;
}

describe.skipIf(!isRoot)("command isolation as root (runs for real; needs root on Linux)", () => {
  it("runs the bash tool's commands under another uid, with a HOME of their own", async () => {
    sandbox = await open();
    expect(sandbox.warning).toBeUndefined();
    expect(sandbox.user?.uid).not.toBe(process.getuid!());
    const out = await bash(sandbox, "id -u; echo home=$HOME; touch $HOME/ok && echo writable");
    const uid = Number(out.split("\n")[0]);
    expect(uid).toBe(sandbox.user!.uid);
    expect(uid).not.toBe(process.getuid!());
    expect(out).toContain(`home=${runnerTemp}/repo-agent-home-`);
    expect(out).toContain("writable");
  });

  it("cannot read the action's environment through /proc, nor the secret through env", async () => {
    sandbox = await open();
    const pid = await actionProcess();
    const out = await bash(sandbox, `cat /proc/${pid}/environ; cat /proc/$PPID/environ; cat /proc/${process.pid}/environ; env`);
    expect(out).toMatch(/Permission denied/);
    expect(out).not.toContain(SECRET);
    expect(out).not.toContain("INPUT_");
    expect(readFileSync(`/proc/${pid}/environ`, "utf8")).toContain(SECRET); // the route exists for the action's own user
  });

  it("cannot write the step's command files or read a 0600 credentials file in RUNNER_TEMP, nor list RUNNER_TEMP", async () => {
    sandbox = await open();
    const out = await bash(sandbox, `echo EVIL=1 >> ${files.env}; echo out=1 >> ${files.output}; cat ${files.credentials}; cat ${runnerTemp}/*credentials*; ls ${runnerTemp}`);
    expect(out).not.toContain(SECRET);
    expect(out.match(/Permission denied/g)?.length).toBeGreaterThanOrEqual(4);
    expect(readFileSync(files.env, "utf8")).toBe("");
    expect(readFileSync(files.output, "utf8")).toBe("");
  });

  it("edits and creates files in the workspace; restore gives everything back and git works for the action", async () => {
    symlinkSync(files.outside, join(workspace, "link-out"));
    sandbox = await open();
    expect(statSync(files.outside).uid).toBe(0); // chown never follows a symlink out of the workspace
    const out = await bash(sandbox, "echo more >> README.md && mkdir -p src/deep && echo new > src/deep/new.txt && git status --short && ln -sf /etc/passwd src/pw && echo done");
    expect(out).toContain("done");
    expect(out).toContain("README.md");
    expect(lstatSync(join(workspace, "src/deep/new.txt")).uid).toBe(sandbox.user!.uid);
    await sandbox.restore();
    expect(owners(workspace)).toEqual(new Set([0]));
    expect(statSync("/etc/passwd").uid).toBe(0);
    expect(statSync(base).mode & 0o777).toBe(0o700); // the opened ancestors are closed again
    expect(existsSync(join(runnerTemp, readdirSync(runnerTemp).find((n) => n.startsWith("repo-agent-home-")) ?? "none"))).toBe(false);
    const config = join(workspace, ".git", "config");
    expect(statSync(config).mode & 0o777).toBe(0o600); // credentials return into a file no one else reads
    const status = await git("status", "--porcelain");
    expect(status.stdout).toContain("README.md");
    expect(status.stdout).toContain("src/");
  });

  it("kills the whole tree on timeout and every leftover process on restore", async () => {
    sandbox = await open();
    const uid = sandbox.user!.uid;
    const timedOut = await bash(sandbox, "sleep 301 & sleep 302", 1);
    expect(timedOut).toMatch(/timed out after 1 seconds/);
    await new Promise((r) => setTimeout(r, 200));
    const sleeping = () => listProcesses().filter((p) => p.uid === uid && /sleep 30[123]/.test(readFileSync(`/proc/${p.pid}/cmdline`, "utf8").replace(/\0/g, " ")));
    expect(sleeping()).toEqual([]);
    await bash(sandbox, "nohup sleep 303 >/dev/null 2>&1 & echo started");
    // A detached process holding .git/config open must not see the credentials that return there.
    await bash(sandbox, "setsid bash -c 'exec 3<.git/config; sleep 3; cat <&3 > $HOME/../leak' >/dev/null 2>&1 < /dev/null & echo started");
    const inode = statSync(join(workspace, ".git", "config")).ino;
    expect(sleeping().length).toBe(1);
    await sandbox.restore();
    await new Promise((r) => setTimeout(r, 200));
    expect(sleeping()).toEqual([]);
    expect(statSync(join(workspace, ".git", "config")).ino).not.toBe(inode);
  });

  it("keeps the file tools to what the agent user may touch, and hands their writes to it", async () => {
    sandbox = await open();
    const pid = await actionProcess();
    const tools = confineTools(createCodingTools(workspace, { bash: { operations: sandbox.bashOperations, env: sandbox.env } }), sandbox, workspace);
    const tool = (name: string) => tools.find((t) => t.name === name) as AnyAgentTool;
    for (const path of ["/proc/self/environ", `/proc/${pid}/environ`, files.credentials]) {
      await expect(tool("read").execute("t", { path }, undefined, undefined)).rejects.toThrow(/Permission denied/);
    }
    await expect(tool("grep").execute("t", { pattern: "TOKEN", path: `/proc/${pid}/environ` }, undefined, undefined)).rejects.toThrow(/Permission denied/);
    await expect(tool("write").execute("t", { path: files.env, content: "EVIL=1\n" }, undefined, undefined)).rejects.toThrow(/Permission denied/);
    await tool("write").execute("t", { path: "made/by/write.txt", content: "one\n" }, undefined, undefined);
    expect(lstatSync(join(workspace, "made")).uid).toBe(sandbox.user!.uid);
    expect(lstatSync(join(workspace, "made/by/write.txt")).uid).toBe(sandbox.user!.uid);
    const out = await bash(sandbox, "echo two >> made/by/write.txt && cat made/by/write.txt");
    expect(out).toBe("one\ntwo\n");
    const read = await tool("read").execute("t", { path: "README.md" }, undefined, undefined);
    expect(JSON.stringify(read.content)).toContain("hello");
  });
});

describe("when commands cannot be isolated", () => {
  it("says so loudly when isolate-commands is false, and keeps the scrubbed environment", async () => {
    sandbox = await open(false);
    expect(sandbox.user).toBeUndefined();
    expect(sandbox.bashOperations).toBeUndefined();
    expect(sandbox.warning).toContain(UNISOLATED_WARNING);
    expect(sandbox.warning).toContain("isolate-commands is false");
    expect(JSON.stringify(sandbox.env)).not.toContain(SECRET);
  });

  it("says so when neither root nor passwordless sudo is available", async () => {
    sandbox = await prepareSandbox({ workspace, runnerTemp, enabled: true, forceUnavailable: true });
    expect(sandbox.user).toBeUndefined();
    expect(sandbox.warning).toContain(UNISOLATED_WARNING);
  });
});

describe("the sudo path (GitHub-hosted runners; not runnable here, so only its argv)", () => {
  it("hands the scrubbed environment over with env -i and the command as one argv element", () => {
    const argv = sudoCommandArgv({ uid: 998, gid: 998, name: "repo-agent" }, "/bin/bash", `echo "$HOME"; rm -rf '/'`, { PATH: "/usr/bin", HOME: "/t/h", EMPTY: "", GONE: undefined });
    expect(argv).toEqual(["sudo", "-n", "-u", "repo-agent", "--", expect.stringMatching(/env$/), "-i", "PATH=/usr/bin", "HOME=/t/h", "EMPTY=", "/bin/bash", "-c", `echo "$HOME"; rm -rf '/'`]);
  });
});
