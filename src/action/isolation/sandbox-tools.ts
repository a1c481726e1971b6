import { existsSync } from "node:fs";
import type { AnyAgentTool } from "../../agent/tool.js";
import { resolveReadPath, resolveToCwd } from "../../tools/path-utils.js";
import type { Sandbox } from "./sandbox.js";

// read, edit, write, grep, find and ls run inside the action's process, with its rights. When the
// commands run as the agent user, these tools touch only what that user could: otherwise
// `read /proc/self/environ` would hand over what the separate user keeps from bash.

const ACCESS: Record<string, "read" | "write"> = { read: "read", grep: "read", find: "read", ls: "read", edit: "write", write: "write" };

function targetPath(tool: string, args: unknown, cwd: string): string {
  const raw = (args as { path?: unknown } | undefined)?.path;
  const path = typeof raw === "string" && raw !== "" ? raw : ".";
  return tool === "read" ? resolveReadPath(path, cwd) : resolveToCwd(path, cwd);
}

/** The tools, with file tools confined to the agent user's rights and their writes handed to it. */
export function confineTools(tools: AnyAgentTool[], sandbox: Sandbox, cwd: string): AnyAgentTool[] {
  if (!sandbox.user) return tools;
  return tools.map((tool) => {
    const access = ACCESS[tool.name];
    if (!access) return tool;
    return {
      ...tool,
      async execute(toolCallId, args, signal, onUpdate) {
        const path = targetPath(tool.name, args, cwd);
        const allowed = access === "read" ? sandbox.allows(path, "read") : sandbox.allows(path, "write") && (!existsSync(path) || sandbox.allows(path, "read"));
        if (!allowed) throw new Error(`Permission denied: ${path} is not ${access === "read" ? "readable" : "writable"} for the agent's user`);
        const result = await tool.execute(toolCallId, args, signal, onUpdate);
        if (access === "write") await sandbox.handOver(path);
        return result;
      },
    } satisfies AnyAgentTool;
  });
}
