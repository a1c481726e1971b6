import type { AnyAgentTool } from "../agent/tool.js";
import { createBashTool, type BashToolOptions } from "./bash.js";
import { createEditTool } from "./edit.js";
import { createFindTool } from "./find.js";
import { createGrepTool } from "./grep.js";
import { createLsTool } from "./ls.js";
import { createReadTool, type ReadToolOptions } from "./read.js";
import { CODING_TOOL_NAMES, type CodingToolName } from "./names.js";
import { createWriteTool } from "./write.js";

export { CODING_TOOL_NAMES, type CodingToolName };

export interface CodingToolsOptions {
  read?: ReadToolOptions;
  bash?: BashToolOptions;
}

const FACTORIES: Record<CodingToolName, (cwd: string, o: CodingToolsOptions) => AnyAgentTool> = {
  read: (cwd, o) => createReadTool(cwd, o.read),
  bash: (cwd, o) => createBashTool(cwd, o.bash),
  edit: (cwd) => createEditTool(cwd),
  write: (cwd) => createWriteTool(cwd),
  grep: (cwd) => createGrepTool(cwd),
  find: (cwd) => createFindTool(cwd),
  ls: (cwd) => createLsTool(cwd),
};

/** The named tools in the given order (pi sends tools in `--tools` order); all seven by default. */
export function createCodingTools(cwd: string, options: CodingToolsOptions = {}, names: readonly CodingToolName[] = CODING_TOOL_NAMES): AnyAgentTool[] {
  return names.map((name) => FACTORIES[name](cwd, options));
}

/** read, grep, find, ls: for reviews, where the agent must not change the workspace. */
export function createReadOnlyTools(cwd: string, options: CodingToolsOptions = {}): AnyAgentTool[] {
  return createCodingTools(cwd, options, ["read", "grep", "find", "ls"]);
}
