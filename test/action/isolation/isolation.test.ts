import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AgentToolResult, AnyAgentTool } from "../../../src/agent/tool.js";
import { trySlot, type Slot } from "../../../src/action/isolation/agent-slot.js";
import { processesOf } from "../../../src/action/isolation/agent-processes.js";
import { envPairs, prepareIsolation, UNISOLATED_WARNING, type Isolation } from "../../../src/action/isolation/isolation.js";
import { ToolHost } from "../../../src/action/isolation/tool-host.js";
import { createCodingTools } from "../../../src/tools/index.js";
import { abortFuseOf, FUSE_MOUNT, FUSE_WEDGE } from "../../support/fuse.js";
import { readableDist } from "../../support/tool-host-entry.js";

// The tools as the agent's own user (needs root on Linux, as CI runs): what that user cannot
// open, no tool opens, because the tool host is that user. The action's side never opens a path.

const isRoot = process.getuid?.() === 0 && process.platform === "linux";
const SECRET = "ghs_isolationSecretValue0123456789";

let base: string;
let workspace: string;
let runnerTemp: string;
let files: { env: string; output: string; credentials: string; outside: string };
let isolation: Isolation | undefined;
let host: ToolHost | undefined;
let children: ChildProcess[] = [];

beforeEach(async () => {
  base = mkdtempSync(join(tmpdir(), "isolation-")); // 0700, as mkdtemp makes it: the agent user must be let through
  workspace = join(base, "work", "repo");
  runnerTemp = join(base, "work", "_temp");
  mkdirSync(workspace, { recursive: true });
  mkdirSync(join(runnerTemp, "_runner_file_commands"), { recursive: true });
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
});

afterEach(async () => {
  await host?.close();
  await isolation?.end().catch(() => {});
  host = isolation = undefined;
  for (const c of children) c.kill("SIGKILL");
  children = [];
  rmSync(base, { recursive: true, force: true });
});

const entry = () => [join(readableDist(), "tool-host.js")];

async function open(enabled = true): Promise<{ tool(name: string): AnyAgentTool }> {
  isolation = await prepareIsolation({
    workspace,
    runnerTemp,
    enabled,
    reachable: [process.execPath, entry()[0]],
    env: { ...process.env, GITHUB_ENV: files.env, GITHUB_OUTPUT: files.output, "INPUT_GITHUB-TOKEN": SECRET },
  });
  host = new ToolHost({ cwd: workspace, env: isolation.env, tools: ["read", "bash", "edit", "write", "grep", "find", "ls"], supportsImages: false, launch: isolation.launch, entry: entry() });
  const tools = host.wrap(createCodingTools(workspace));
  return { tool: (name) => tools.find((t) => t.name === name)! };
}

/** The text of a result, or the message of the error. */
const outcome = (p: Promise<AgentToolResult>) => p.then((r) => (r.content[0] as { text: string }).text, (e: Error) => e.message);

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

describe.skipIf(!isRoot)("the tools as the agent's user (runs for real; needs root on Linux)", () => {
  it("runs every tool as another uid, with a HOME of its own", async () => {
    const { tool } = await open();
    expect(isolation!.warning).toBeUndefined();
    const uid = isolation!.user!.uid;
    expect(uid).not.toBe(process.getuid!());
    const out = await outcome(tool("bash").execute("1", { command: "id -u; echo home=$HOME; touch $HOME/ok && echo writable" }));
    expect(out.split("\n")[0]).toBe(String(uid));
    expect(out).toContain(`home=${runnerTemp}/repo-agent-home-`);
    expect(out).toContain("writable");
    // The file tools too: read's own process is the host, and its uid is the agent's.
    expect(await outcome(tool("read").execute("2", { path: "/proc/self/status" }))).toMatch(new RegExp(`^Uid:\\s+${uid}\\s`, "m"));
    await tool("write").execute("3", { path: "made/by/write.txt", content: "one\n" });
    expect(lstatSync(join(workspace, "made/by/write.txt")).uid).toBe(uid);
    expect(lstatSync(join(workspace, "made")).uid).toBe(uid);
  });

  it("reads no secret of the action's: not its environment through /proc, not a credentials file, not through env", async () => {
    const { tool } = await open();
    const pid = await actionProcess();
    for (const path of [`/proc/${pid}/environ`, `/proc/${process.pid}/environ`, files.credentials]) {
      expect(await outcome(tool("read").execute("r", { path }))).toMatch(/EACCES|permission denied/i);
      expect(await outcome(tool("grep").execute("g", { pattern: "TOKEN", path }))).not.toContain(SECRET);
    }
    const out = await outcome(tool("bash").execute("b", { command: `cat /proc/${pid}/environ; cat /proc/$(cut -d" " -f4 /proc/$PPID/stat)/environ; env; ls ${runnerTemp}` }));
    expect(out).toMatch(/Permission denied/);
    expect(out).not.toContain(SECRET);
    expect(out).not.toContain("INPUT_");
    expect(readFileSync(`/proc/${pid}/environ`, "utf8")).toContain(SECRET); // the route exists for the action's own user
  });

  it("writes nothing outside what the agent's user may write: command files, dangling links, root's directories", async () => {
    const { tool } = await open();
    symlinkSync("/etc/repo-agent-isolation-test", join(workspace, "dangle"));
    symlinkSync(files.outside, join(workspace, "link-out"));
    const attempts = [
      tool("write").execute("1", { path: files.env, content: "EVIL=1\n" }),
      tool("write").execute("2", { path: "dangle", content: "[filter]\n" }),
      tool("write").execute("3", { path: "link-out", content: "changed\n" }),
      tool("edit").execute("4", { path: "link-out", edits: [{ oldText: "not", newText: "now" }] }),
      tool("write").execute("5", { path: "/usr/local/repo-agent-isolation-test", content: "x" }),
    ];
    for (const result of await Promise.all(attempts.map(outcome))) expect(result).toMatch(/EACCES|permission denied/i);
    const bashed = await outcome(tool("bash").execute("6", { command: `echo EVIL=1 >> ${files.env}; echo out=1 >> ${files.output}` }));
    expect(bashed.match(/Permission denied/g)).toHaveLength(2);
    expect(readFileSync(files.env, "utf8")).toBe("");
    expect(readFileSync(files.output, "utf8")).toBe("");
    expect(existsSync("/etc/repo-agent-isolation-test")).toBe(false);
    expect(existsSync("/usr/local/repo-agent-isolation-test")).toBe(false);
    expect(readFileSync(files.outside, "utf8")).toBe("not the agent's\n");
  });

  it("ends every process of the agent's user, detached ones too, and gives the workspace back", async () => {
    symlinkSync(files.outside, join(workspace, "link-out"));
    const { tool } = await open();
    const uid = isolation!.user!.uid;
    await outcome(tool("bash").execute("1", { command: "nohup sleep 303 >/dev/null 2>&1 & setsid sh -c 'sleep 304 & sleep 305' >/dev/null 2>&1 < /dev/null & (sleep 306 &) ; echo started" }));
    await outcome(tool("bash").execute("2", { command: "echo more >> README.md && mkdir -p src/deep && echo new > src/deep/new.txt && chmod 000 src/deep/new.txt && ln -sf /etc/passwd src/pw" }));
    // A file of someone else's in the workspace, as a hard link to it would leave.
    const foreign = join(base, "foreign");
    writeFileSync(foreign, "someone else's\n");
    linkSync(foreign, join(workspace, "linked"));
    expect(processesOf(uid).length).toBeGreaterThanOrEqual(4);
    await host!.close();
    const notOwned = await isolation!.end();
    expect(processesOf(uid)).toEqual([]);
    expect(notOwned).toEqual(["linked"]);
    expect(owners(workspace)).toEqual(new Set([0]));
    expect(statSync(files.outside).uid).toBe(0); // chown never follows a link out of the workspace
    expect(statSync("/etc/passwd").uid).toBe(0);
    expect(statSync(base).mode & 0o777).toBe(0o700); // the opened ancestors are closed again
    expect(readdirSync(runnerTemp).filter((n) => n.startsWith("repo-agent-home-"))).toEqual([]);
    expect(readFileSync(join(workspace, "README.md"), "utf8")).toBe("hello\nmore\n");
  });

  it("keeps the agent's user from cron, which would run its commands after the run", async () => {
    // As a machine that never ran repo-agent has it.
    if (existsSync("/etc/cron.deny")) writeFileSync("/etc/cron.deny", readFileSync("/etc/cron.deny", "utf8").replace(/^repo-agent(-\d+)?\n/gm, ""));
    await open();
    expect(readFileSync("/etc/cron.deny", "utf8").split("\n")).toContain(isolation!.user!.name);
  });

  it("sees a process whose main thread has exited while another thread runs (State: Z in /proc), and ends it", async () => {
    const { tool } = await open();
    const uid = isolation!.user!.uid;
    const program = "$| = 1; use threads; threads->create(sub { sleep 60 })->detach; print \"$$\\n\"; syscall(60, 0);";
    const out = await outcome(tool("bash").execute("1", { command: `setsid perl -e '${program}' </dev/null 2>/dev/null & sleep 0.5` }));
    const pid = Number(/\d+/.exec(out)![0]);
    expect(readFileSync(`/proc/${pid}/status`, "utf8")).toMatch(/^State:\s+Z/m);
    expect(processesOf(uid)).toContain(pid);
    await host!.close();
    await isolation!.end();
    expect(processesOf(uid)).toEqual([]);
  });

  it("ends a process SIGKILL cannot end (waiting on a FUSE request its own user never answers) by aborting its user's FUSE connections", async (ctx) => {
    if (process.arch !== "x64") ctx.skip(); // the script's syscall numbers
    const { tool } = await open();
    const uid = isolation!.user!.uid;
    writeFileSync(join(workspace, "wedge.pl"), FUSE_WEDGE);
    const out = await outcome(tool("bash").execute("1", { command: "perl wedge.pl mnt" }));
    if (/unshare: Operation not permitted/.test(out)) ctx.skip(); // no user namespaces for it here: no route
    const pid = Number(/^\d+$/m.exec(out)?.[0]);
    expect(pid, out).toBeGreaterThan(0);
    try {
      process.kill(pid, "SIGKILL");
      await new Promise((r) => setTimeout(r, 200));
      expect(readFileSync(`/proc/${pid}/status`, "utf8")).toMatch(/^State:\s+D/m); // the wedge holds: SIGKILL did not end it
      await host!.close();
      await isolation!.end();
      expect(processesOf(uid)).toEqual([]);
    } finally {
      abortFuseOf([uid]); // the test's own way out, so a failure here leaves no process behind
    }
  });

  it("leaves no FUSE mount of the agent's behind in the runner's mount namespace (fusermount), so the workspace is given back", async (ctx) => {
    const python = ["/usr/bin/python3", "/usr/local/bin/python3"].find((p) => existsSync(p));
    if (!python) ctx.skip();
    const { tool } = await open();
    const uid = isolation!.user!.uid;
    writeFileSync(join(workspace, "mount.py"), FUSE_MOUNT);
    const out = await outcome(tool("bash").execute("1", { command: `${python} mount.py mnt` }));
    if (/no fusermount/.test(out)) ctx.skip(); // no setuid fusermount here: no route
    const agentMounts = () => readFileSync("/proc/self/mountinfo", "utf8").split("\n").filter((l) => / - fuse\S* /.test(l) && l.includes(`user_id=${uid},`));
    try {
      expect(out).toContain("mounted");
      expect(agentMounts().length, out).toBe(1);
      await host!.close();
      await isolation!.end(); // its server is killed: without an unmount, the dead mount stays, and root cannot even list it
      expect(processesOf(uid)).toEqual([]);
      expect(agentMounts()).toEqual([]);
    } finally {
      for (const line of agentMounts()) execFileSync("umount", ["-l", line.split(" ")[4]!]); // the test's own way out
    }
  });

  it("closes the runner's directories and frees its user even when giving the workspace back fails", async () => {
    await open();
    const user = isolation!.user!.name;
    await host!.close();
    rmSync(workspace, { recursive: true, force: true }); // listing what the agent left now fails
    await expect(isolation!.end()).rejects.toThrow(/listing the workspace's files failed/);
    expect(statSync(base).mode & 0o777).toBe(0o700);
    expect(readdirSync(runnerTemp).filter((n) => n.startsWith("repo-agent-home-"))).toEqual([]);
    // The slot was released (its holder exits shortly after): the user can be taken again.
    let slot: Slot | undefined;
    for (let i = 0; i < 50 && !slot; i++) {
      slot = await trySlot("root", user);
      if (!slot) await new Promise((r) => setTimeout(r, 20));
    }
    expect(slot).toBeDefined();
    slot!.release();
  });

  it("gives two runs at once two users: one run's end leaves the other's processes running", async () => {
    const { tool } = await open();
    mkdirSync(join(base, "other"), { recursive: true });
    const second = await prepareIsolation({ workspace: join(base, "other"), runnerTemp, enabled: true, reachable: [] });
    try {
      expect(second.user).toBeDefined();
      expect(second.user!.uid).not.toBe(isolation!.user!.uid);
      await outcome(tool("bash").execute("1", { command: "setsid sleep 307 >/dev/null 2>&1 < /dev/null & echo ok" }));
      await second.end();
      expect(processesOf(isolation!.user!.uid).length).toBeGreaterThan(0);
    } finally {
      await second.end();
    }
  });
});

describe("when the tools cannot be isolated", () => {
  it("says so loudly when isolate-commands is false, and keeps the scrubbed environment", async () => {
    const iso = await prepareIsolation({ workspace, runnerTemp, enabled: false, reachable: [], env: { ...process.env, "INPUT_GITHUB-TOKEN": SECRET } });
    expect(iso.user).toBeUndefined();
    expect(iso.warning).toContain(UNISOLATED_WARNING);
    expect(iso.warning).toContain("isolate-commands is false");
    expect(JSON.stringify(iso.env)).not.toContain(SECRET);
    expect(iso.launch(["host.js"], { A: "1" })).toEqual({ file: process.execPath, args: ["host.js"], env: { A: "1" } });
  });

  it("says so when neither root nor passwordless sudo is available", async () => {
    const iso = await prepareIsolation({ workspace, runnerTemp, enabled: true, reachable: [], forceUnavailable: true });
    expect(iso.user).toBeUndefined();
    expect(iso.warning).toContain(UNISOLATED_WARNING);
  });

  it.skipIf(!isRoot)("stops, rather than run the tools unisolated, when root is there but the agent's user cannot be had", async () => {
    await expect(prepareIsolation({ workspace, runnerTemp, enabled: true, reachable: [], userName: "root" })).rejects.toThrow(
      /^the agent's tools could not be given a user of their own \(the user root has uid 0, which is not a separate user\); nothing ran\. .*isolate-commands: false/,
    );
    expect(statSync(base).mode & 0o777).toBe(0o700); // nothing was opened
  });
});

describe("the sudo launcher (what GitHub-hosted runners use; the red-team suite runs it for real)", () => {
  it("hands the scrubbed environment over to env -i as KEY=VALUE arguments, nothing through a shell", () => {
    expect(envPairs({ PATH: "/usr/bin", HOME: "/t/h", EMPTY: "", GONE: undefined, "A=B": "x" })).toEqual(["PATH=/usr/bin", "HOME=/t/h", "EMPTY="]);
  });
});
