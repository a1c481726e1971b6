import type { AgentToolResult } from "../../agent/tool.js";

// The tool host's wire: one JSON object per line, both ways, over the host's stdin and stdout.
// Whatever arrives from the host is the agent's side talking: parsed defensively, never trusted.

export interface HostInit {
  t: "init";
  cwd: string;
  tools: string[];
  /** The environment the agent's commands run with. */
  env: Record<string, string>;
  supportsImages: boolean;
}

export type HostRequest =
  | HostInit
  | { t: "call"; id: number; tool: string; toolCallId: string; args: unknown }
  | { t: "abort"; id: number }
  | { t: "warm"; tool: string };

export type HostReply =
  | { t: "ready" }
  | { t: "update"; id: number; result: AgentToolResult }
  | { t: "done"; id: number; result: AgentToolResult }
  | { t: "error"; id: number; message: string };

export const encode = (message: HostRequest | HostReply) => `${JSON.stringify(message)}\n`;

/** A message from a line, or undefined when the line is not one. */
export function parseLine<T>(line: string): T | undefined {
  try {
    return JSON.parse(line) as T;
  } catch {
    return undefined;
  }
}

/**
 * Splits a byte stream into lines. A line longer than `maxBytes` is dropped whole and reported,
 * so a flood without newlines cannot grow memory without bound.
 */
export function lineSplitter(onLine: (line: string) => void, maxBytes: number, onOversize: () => void): (chunk: Buffer) => void {
  let parts: Buffer[] = [];
  let size = 0;
  let dropping = false;
  return (chunk) => {
    let start = 0;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
      if (!dropping) {
        parts.push(chunk.subarray(start, nl));
        const line = Buffer.concat(parts).toString("utf8");
        if (size + nl - start <= maxBytes) onLine(line);
        else onOversize();
      }
      parts = [];
      size = 0;
      dropping = false;
      start = nl + 1;
    }
    if (dropping || start === chunk.length) return;
    size += chunk.length - start;
    if (size > maxBytes) {
      parts = [];
      dropping = true;
      onOversize();
    } else parts.push(chunk.subarray(start));
  };
}
