// The tool names alone, for code that checks them (the action's inputs) without loading the tools.

export const CODING_TOOL_NAMES = ["read", "bash", "edit", "write", "grep", "find", "ls"] as const;
export type CodingToolName = (typeof CODING_TOOL_NAMES)[number];
