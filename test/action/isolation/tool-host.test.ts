import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { AgentToolResult } from "../../../src/agent/tool.js";
import { lineSplitter, parseLine } from "../../../src/action/isolation/host-protocol.js";
import { ToolHost, type HostLauncher } from "../../../src/action/isolation/tool-host.js";
import { createCodingTools } from "../../../src/tools/index.js";
import { SOURCE_HOST_ENTRY } from "../../support/tool-host-entry.js";

// The tool host as this process's own user (isolation.test.ts runs it as another one): every call
// runs in the host process, with the environment it was given, and the host survives what the
// agent's commands do to it.

const self: HostLauncher = (args, env) => ({ file: process.execPath, args, env });
const SECRET = "ghs_toolHostSecret0123456789abcdef";

let host: ToolHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

function start(cwd: string) {
  host = new ToolHost({ cwd, env: { PATH: process.env.PATH, HOME: cwd, GIVEN: "only-this" }, tools: ["read", "bash", "write", "ls"], supportsImages: true, launch: self, entry: SOURCE_HOST_ENTRY });
  const tools = host.wrap(createCodingTools(cwd, {}, ["read", "bash", "write", "ls"]));
  const tool = (name: string) => tools.find((t) => t.name === name)!;
  const text = (r: AgentToolResult) => (r.content[0] as { text: string }).text;
  return { host, tool, text };
}

const dir = () => mkdtempSync(join(tmpdir(), "tool-host-"));

/** Whether a process still runs (a zombie waiting for its reaper does not), waiting up to 2 s for it to go. */
async function stillRunning(pid: number): Promise<boolean> {
  for (let waited = 0; waited < 2000; waited += 50) {
    let state = "gone";
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    } catch {
      // Gone.
    }
    if (state === "gone" || state === "Z") return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

describe("the tool host", () => {
  it("runs every call in its own process, with only the environment it was given", async () => {
    process.env.TOOL_HOST_TEST_SECRET = SECRET;
    const cwd = dir();
    const { host, tool, text } = start(cwd);
    const out = text(await tool("bash").execute("1", { command: "echo $PPID $GIVEN; env" }));
    const [ppid, given] = out.split("\n")[0].split(" ");
    expect(Number(ppid)).toBe(host.pid);
    expect(Number(ppid)).not.toBe(process.pid);
    expect(given).toBe("only-this");
    expect(out).not.toContain(SECRET);
    const environ = text(await tool("read").execute("2", { path: "/proc/self/environ" }));
    expect(environ).toContain("GIVEN=only-this");
    expect(environ).not.toContain(SECRET);
    await tool("write").execute("3", { path: "a/b.txt", content: "written\n" });
    expect(readFileSync(join(cwd, "a/b.txt"), "utf8")).toBe("written\n");
    expect(text(await tool("ls").execute("4", {}))).toBe("a/");
    delete process.env.TOOL_HOST_TEST_SECRET;
  });

  it("brings the tool's results and errors back exactly as the tool gives them", async () => {
    const cwd = dir();
    const { tool } = start(cwd);
    const local = createCodingTools(cwd, { bash: { env: { PATH: process.env.PATH } } }, ["read", "bash"]);
    const outcome = (p: Promise<AgentToolResult>) => p.then((r) => JSON.stringify(r), (e: Error) => `error: ${e.message}`);
    const calls = [
      ["read", { path: "missing.txt" }],
      ["bash", { command: "echo out; exit 3" }],
      ["bash", { command: "seq 1 3000" }],
      ["read", { path: "/etc/hostname", offset: 1, limit: 1 }],
    ] as const;
    for (const [name, args] of calls) {
      const [there, here] = await Promise.all([outcome(tool(name).execute("1", args)), outcome(local.find((t) => t.name === name)!.execute("1", args))]);
      expect(there.replace(/\/tmp\/[^\s"\]]+/g, "<tmp>")).toBe(here.replace(/\/tmp\/[^\s"\]]+/g, "<tmp>"));
    }
  });

  it("streams a command's output as updates and aborts it, its whole process group", async () => {
    const cwd = dir();
    const { tool } = start(cwd);
    const updates: string[] = [];
    const controller = new AbortController();
    const running = tool("bash").execute("1", { command: `echo started; sleep 30 & echo $! > ${cwd}/bg; wait` }, controller.signal, (u) => {
      const t = (u.content[0] as { text?: string } | undefined)?.text;
      if (t) updates.push(t);
    });
    const outcome = running.then(
      () => "finished",
      (e: Error) => e.message,
    );
    while (!updates.some((u) => u.includes("started")) || !existsSync(join(cwd, "bg"))) await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    expect(await outcome).toMatch(/Command aborted/);
    expect(await stillRunning(Number(readFileSync(join(cwd, "bg"), "utf8")))).toBe(false);
  });

  it("fails only the call in flight when a command kills the host, and starts a new host for the next", async () => {
    const { host, tool, text } = start(dir());
    await host.start();
    const first = host.pid;
    await expect(tool("bash").execute("1", { command: "kill -9 $PPID; sleep 5" })).rejects.toThrow(
      /^The tool host stopped \(killed by SIGKILL\) while this call ran; it starts again for the next call/,
    );
    expect(text(await tool("bash").execute("2", { command: "echo again" }))).toBe("again\n");
    expect(host.pid).not.toBe(first);
  });

  it("cannot be written to by the agent's commands: its pipes are sockets /proc will not open", async () => {
    const { tool, text } = start(dir());
    const out = text(await tool("bash").execute("1", { command: `for fd in 0 1; do echo '{"t":"ready"}' > /proc/$PPID/fd/$fd; done 2>&1; echo ok` }));
    expect(out.match(/No such device or address/g)).toHaveLength(2);
    expect(out).toMatch(/ok\n$/);
    expect(text(await tool("bash").execute("2", { command: "echo still" }))).toBe("still\n");
  });

  it("stops running commands, and what earlier ones left in the background, when closed", async () => {
    const cwd = dir();
    const { host, tool } = start(cwd);
    await tool("bash").execute("0", { command: `nohup sleep 31 >/dev/null 2>&1 & echo $! > ${cwd}/left` });
    const running = tool("bash").execute("1", { command: `echo $$ > ${cwd}/pid; sleep 30` });
    const outcome = running.then(
      () => "finished",
      (e: Error) => e.message,
    );
    while (!existsSync(join(cwd, "pid")) || readFileSync(join(cwd, "pid"), "utf8") === "") await new Promise((r) => setTimeout(r, 20));
    const pid = Number(readFileSync(join(cwd, "pid"), "utf8"));
    await host.close();
    expect(await outcome).toMatch(/The tool host stopped|Command aborted/);
    expect(await stillRunning(pid)).toBe(false);
    expect(await stillRunning(Number(readFileSync(join(cwd, "left"), "utf8")))).toBe(false);
    await expect(tool("bash").execute("2", { command: "true" })).rejects.toThrow("The tool host is closed");
  });

  it("says why when the host cannot start", async () => {
    const cwd = dir();
    writeFileSync(join(cwd, "broken.mjs"), "process.stderr.write('no tools here\\n'); process.exit(4);\n");
    host = new ToolHost({ cwd, env: { PATH: process.env.PATH }, tools: ["ls"], supportsImages: false, launch: self, entry: [join(cwd, "broken.mjs")] });
    await expect(host.start()).rejects.toThrow("The tool host could not start (exit code 4: no tools here).");
  });
});

describe("the host's wire", () => {
  it("splits lines across chunks and drops one over the limit whole, once", () => {
    const lines: string[] = [];
    let oversize = 0;
    const feed = lineSplitter((l) => lines.push(l), 10, () => oversize++);
    feed(Buffer.from("ab"));
    feed(Buffer.from("c\nde"));
    feed(Buffer.from("f\n0123456789"));
    feed(Buffer.from("0123456789"));
    feed(Buffer.from("xx\nok\n"));
    expect(lines).toEqual(["abc", "def", "ok"]);
    expect(oversize).toBe(1);
  });

  it("takes a line that is not JSON as no message", () => {
    expect(parseLine('{"t":"ready"}')).toEqual({ t: "ready" });
    expect(parseLine('{"t":"don')).toBeUndefined();
  });
});
