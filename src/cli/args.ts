import { parseArgs } from "node:util";
import type { ThinkingLevel } from "../ai/types.js";

export interface CliArgs {
  help: boolean;
  version: boolean;
  print: boolean;
  model?: string;
  apiKey?: string;
  baseUrl?: string;
  thinking?: ThinkingLevel;
  messages: string[];
}

export class UsageError extends Error {}

const THINKING = ["off", "minimal", "low", "medium", "high"];

export function parseCliArgs(argv: string[]): CliArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: "boolean", short: "h" },
        version: { type: "boolean", short: "v" },
        print: { type: "boolean", short: "p" },
        model: { type: "string" },
        "api-key": { type: "string" },
        "base-url": { type: "string" },
        thinking: { type: "string" },
      },
    });
  } catch (error) {
    // Node's messages run to several sentences; the first says what was wrong.
    throw new UsageError(`${(error as Error).message.split(". ")[0]}; see repo-agent --help`);
  }
  const v = parsed.values;
  if (v.thinking !== undefined && !THINKING.includes(v.thinking)) {
    throw new UsageError(`--thinking must be one of ${THINKING.join(", ")} (got "${v.thinking}")`);
  }
  return {
    help: v.help ?? false,
    version: v.version ?? false,
    print: v.print ?? false,
    model: v.model,
    apiKey: v["api-key"],
    baseUrl: v["base-url"],
    thinking: v.thinking as ThinkingLevel | undefined,
    messages: parsed.positionals,
  };
}
