import { readdirSync, readFileSync } from "node:fs";
import type { AnyAgentTool } from "../../agent/tool.js";
import { createLocalBashOperations } from "../../tools/bash.js";
import { createCodingTools, type CodingToolName } from "../../tools/index.js";
import { encode, lineSplitter, parseLine, type HostReply, type HostRequest } from "./host-protocol.js";

// The tool host: runs the agent's tools in a process of the agent's own user, with the scrubbed
// environment, so every path the agent names is opened with that user's rights and nothing the
// action holds is within reach. It reads requests on stdin and answers on stdout; when stdin
// closes it stops what runs and exits.

const MAX_REQUEST_BYTES = 256 * 1024 * 1024;

let tools = new Map<string, AnyAgentTool>();
const running = new Map<number, AbortController>();
/** Every command leads a session of its own; what it left running in the background stays in it. */
const sessions = new Set<number>();
const bashOperations = createLocalBashOperations({ onSpawn: (pid) => sessions.add(pid) });

const send = (reply: HostReply) => process.stdout.write(encode(reply));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function handle(request: HostRequest): void {
  switch (request.t) {
    case "init": {
      const names = request.tools as CodingToolName[];
      const created = createCodingTools(request.cwd, { bash: { env: request.env, operations: bashOperations }, read: { supportsImages: () => request.supportsImages } }, names);
      tools = new Map(created.map((t) => [t.name, t]));
      send({ t: "ready" });
      return;
    }
    case "call": {
      const { id } = request;
      const tool = tools.get(request.tool);
      if (!tool) return void send({ t: "error", id, message: `Tool ${request.tool} not found` });
      const controller = new AbortController();
      running.set(id, controller);
      tool
        .execute(request.toolCallId, request.args, controller.signal, (result) => send({ t: "update", id, result }))
        .then(
          (result) => send({ t: "done", id, result }),
          (error: unknown) => send({ t: "error", id, message: messageOf(error) }),
        )
        .finally(() => running.delete(id));
      return;
    }
    case "abort":
      running.get(request.id)?.abort();
      return;
    case "warm":
      tools.get(request.tool)?.warmUp?.();
      return;
  }
}

/**
 * SIGKILL to whatever is left in the commands' sessions. As the agent's own user the action then
 * ends every process of that user anyway; running as the action's user, this is all there is.
 */
function killSessions(): void {
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // "pid (comm) state ppid pgrp session ...": comm may hold spaces and parentheses.
      const session = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[3]);
      if (sessions.has(session)) process.kill(Number(name), "SIGKILL");
    } catch {
      // Gone meanwhile, or not ours.
    }
  }
}

function stop(): void {
  // Aborting kills each running command's process group; the exit follows once they are settled.
  for (const controller of running.values()) controller.abort();
  setTimeout(
    () => {
      killSessions();
      process.exit(0);
    },
    running.size ? 200 : 0,
  );
}

process.stdin.on(
  "data",
  lineSplitter(
    (line) => {
      const request = parseLine<HostRequest>(line);
      if (request) handle(request);
    },
    MAX_REQUEST_BYTES,
    () => process.stderr.write("repo-agent tool host: a request over 256 MB was dropped\n"),
  ),
);
process.stdin.on("end", stop);
// The action's end of the pipe is gone: nobody reads the answers any more.
process.stdout.on("error", () => process.exit(0));
