import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { Type, type Static } from "@sinclair/typebox";
import type { AgentTool } from "../agent/tool.js";
import { resolveToCwd } from "./path-utils.js";
import { DEFAULT_MAX_BYTES, formatSize, truncateHead, type TruncationResult } from "./truncate.js";

const lsSchema = Type.Object({
  path: Type.Optional(Type.String({ description: "Directory to list (default: current directory)" })),
  limit: Type.Optional(Type.Number({ description: "Maximum number of entries to return (default: 500)" })),
});

export type LsToolInput = Static<typeof lsSchema>;

export interface LsToolDetails {
  truncation?: TruncationResult;
  /** The entry limit that was hit. */
  entryLimitReached?: number;
}

/** The file access ls needs; replace it to list somewhere other than the local disk. */
export interface LsOperations {
  exists(absolutePath: string): boolean | Promise<boolean>;
  /** Follows symlinks, so a link to a directory is listed as one. */
  stat(absolutePath: string): { isDirectory(): boolean } | Promise<{ isDirectory(): boolean }>;
  readdir(absolutePath: string): string[] | Promise<string[]>;
}

export const defaultLsOperations: LsOperations = {
  exists: existsSync,
  stat: statSync,
  readdir: (p) => readdirSync(p),
};

export interface LsToolOptions {
  operations?: LsOperations;
}

const DEFAULT_LIMIT = 500;

function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new Error("Operation aborted");
}

export function createLsTool(cwd: string, options: LsToolOptions = {}): AgentTool<typeof lsSchema, LsToolDetails | undefined> {
  const ops = options.operations ?? defaultLsOperations;
  return {
    name: "ls",
    label: "ls",
    description: `List directory contents. Returns entries sorted alphabetically, with '/' suffix for directories. Includes dotfiles. Output is truncated to ${DEFAULT_LIMIT} entries or ${DEFAULT_MAX_BYTES / 1024}KB (whichever is hit first).`,
    promptSnippet: "List directory contents",
    parameters: lsSchema,
    async execute(_toolCallId, { path, limit }, signal) {
      checkAborted(signal);
      const dirPath = resolveToCwd(path || ".", cwd);
      const effectiveLimit = limit ?? DEFAULT_LIMIT;
      if (!(await ops.exists(dirPath))) throw new Error(`Path not found: ${dirPath}`);
      if (!(await ops.stat(dirPath)).isDirectory()) throw new Error(`Not a directory: ${dirPath}`);

      let entries: string[];
      try {
        entries = await ops.readdir(dirPath);
      } catch (e) {
        throw new Error(`Cannot read directory: ${(e as Error).message}`);
      }
      entries.sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

      const results: string[] = [];
      let entryLimitReached = false;
      for (const entry of entries) {
        if (results.length >= effectiveLimit) {
          entryLimitReached = true;
          break;
        }
        checkAborted(signal);
        try {
          const isDir = (await ops.stat(join(dirPath, entry))).isDirectory();
          results.push(isDir ? `${entry}/` : entry);
        } catch {
          // Unstat-able entries (dangling symlinks, races) are skipped, as pi does.
        }
      }
      if (results.length === 0) return { content: [{ type: "text", text: "(empty directory)" }], details: undefined };

      // The entry count is already capped, so only bytes can cut the output.
      const truncation = truncateHead(results.join("\n"), { maxLines: Number.MAX_SAFE_INTEGER });
      const details: LsToolDetails = {};
      const notices: string[] = [];
      if (entryLimitReached) {
        notices.push(`${effectiveLimit} entries limit reached. Use limit=${effectiveLimit * 2} for more`);
        details.entryLimitReached = effectiveLimit;
      }
      if (truncation.truncated) {
        notices.push(`${formatSize(DEFAULT_MAX_BYTES)} limit reached`);
        details.truncation = truncation;
      }
      const text = notices.length > 0 ? `${truncation.content}\n\n[${notices.join(". ")}]` : truncation.content;
      return { content: [{ type: "text", text }], details: notices.length > 0 ? details : undefined };
    },
  };
}
