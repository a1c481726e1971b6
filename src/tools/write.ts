import { mkdir as fsMkdir, writeFile as fsWriteFile } from "node:fs/promises";
import { dirname } from "node:path";
import { Type, type Static } from "@sinclair/typebox";
import type { AgentTool } from "../agent/tool.js";
import { withFileMutationQueue } from "./mutation-queue.js";
import { resolveToCwd } from "./path-utils.js";

const writeSchema = Type.Object({
  path: Type.String({ description: "Path to the file to write (relative or absolute)" }),
  content: Type.String({ description: "Content to write to the file" }),
});

export type WriteToolInput = Static<typeof writeSchema>;

/** The file access write needs; replace it to write somewhere other than the local disk. */
export interface WriteOperations {
  writeFile(absolutePath: string, content: string): Promise<void>;
  /** Creates the directory and its parents; succeeds when it exists. */
  mkdir(dir: string): Promise<void>;
}

export const defaultWriteOperations: WriteOperations = {
  writeFile: (p, content) => fsWriteFile(p, content, "utf8"),
  mkdir: async (dir) => {
    await fsMkdir(dir, { recursive: true });
  },
};

export interface WriteToolOptions {
  operations?: WriteOperations;
}

function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new Error("Operation aborted");
}

export function createWriteTool(cwd: string, options: WriteToolOptions = {}): AgentTool<typeof writeSchema, undefined> {
  const ops = options.operations ?? defaultWriteOperations;
  return {
    name: "write",
    label: "write",
    description:
      "Write content to a file. Creates the file if it doesn't exist, overwrites if it does. Automatically creates parent directories.",
    promptSnippet: "Create or overwrite files",
    promptGuidelines: ["Use write only for new files or complete rewrites."],
    parameters: writeSchema,
    async execute(_toolCallId, { path, content }, signal) {
      const absolutePath = resolveToCwd(path, cwd);
      // An abort is honoured before the write, never in the middle of it: the queue stays held until
      // the file is settled (so the next mutation cannot interleave), and a finished write says so.
      return withFileMutationQueue(absolutePath, async () => {
        checkAborted(signal);
        await ops.mkdir(dirname(absolutePath));
        checkAborted(signal);
        await ops.writeFile(absolutePath, content);
        // pi reports content.length (UTF-16 units); the file holds UTF-8 bytes.
        const bytes = Buffer.byteLength(content, "utf8");
        return { content: [{ type: "text", text: `Successfully wrote ${bytes} bytes to ${path}` }], details: undefined };
      });
    },
  };
}
