import type { AnyAgentTool } from "../agent/tool.js";
import { formatSkillsForPrompt } from "./skill-prompt.js";
import type { ContextFile, Skill } from "./types.js";

export interface SystemPromptOptions {
  /** Active tools, in order. */
  tools: readonly Pick<AnyAgentTool, "name" | "promptSnippet" | "promptGuidelines">[];
  /** Replaces the whole default text (identity, tools, guidelines, delivery note). */
  customPrompt?: string;
  /** Joined with a blank line and added after the base text. */
  appendPrompts?: readonly string[];
  contextFiles?: readonly ContextFile[];
  skills?: readonly Skill[];
  cwd: string;
  /** Defaults to now; printed as the local calendar date. */
  date?: Date;
  /** Where pi puts its documentation block: how this run's work is delivered. */
  deliveryNote?: string;
}

export const IDENTITY_LINE =
  "You are an expert coding assistant operating inside repo-agent, a coding agent harness. You help users by reading files, executing commands, editing code, and writing new files.";

/** pi's assembly (0.73.1 `buildSystemPrompt`) with repo-agent's identity and delivery note. */
export function buildSystemPrompt(options: SystemPromptOptions): string {
  const toolNames = options.tools.map((tool) => tool.name);
  const appendText = (options.appendPrompts ?? []).join("\n\n");

  let prompt = options.customPrompt ? options.customPrompt : defaultBase(options);
  if (appendText) prompt += `\n\n${appendText}`;

  const contextFiles = options.contextFiles ?? [];
  if (contextFiles.length > 0) {
    prompt += "\n\n# Project Context\n\nProject-specific instructions and guidelines:\n\n";
    for (const file of contextFiles) prompt += `## ${file.path}\n\n${file.content}\n\n`;
  }
  // The index tells the model to read skill files, which needs the read tool.
  if (toolNames.includes("read") && options.skills && options.skills.length > 0) {
    prompt += formatSkillsForPrompt(options.skills);
  }
  prompt += `\nCurrent date: ${formatLocalDate(options.date ?? new Date())}`;
  prompt += `\nCurrent working directory: ${options.cwd.replace(/\\/g, "/")}`;
  return prompt;
}

function defaultBase(options: SystemPromptOptions): string {
  const listed: string[] = [];
  for (const tool of options.tools) {
    const snippet = oneLine(tool.promptSnippet);
    if (snippet) listed.push(`- ${tool.name}: ${snippet}`);
  }
  const toolsList = listed.length > 0 ? listed.join("\n") : "(none)";
  const guidelines = buildGuidelines(options.tools).map((line) => `- ${line}`).join("\n");
  const deliveryNote = options.deliveryNote ? `\n\n${options.deliveryNote}` : "";

  return `${IDENTITY_LINE}

Available tools:
${toolsList}

In addition to the tools above, you may have access to other custom tools depending on the project.

Guidelines:
${guidelines}${deliveryNote}`;
}

export function buildGuidelines(tools: SystemPromptOptions["tools"]): string[] {
  const names = new Set(tools.map((tool) => tool.name));
  const lines: string[] = [];
  const add = (line: string) => {
    if (!lines.includes(line)) lines.push(line);
  };
  const hasExplorer = names.has("grep") || names.has("find") || names.has("ls");
  if (names.has("bash")) {
    add(hasExplorer
      ? "Prefer grep/find/ls tools over bash for file exploration (faster, respects .gitignore)"
      : "Use bash for file operations like ls, rg, find");
  }
  for (const tool of tools) {
    for (const guideline of tool.promptGuidelines ?? []) {
      const trimmed = guideline.trim();
      if (trimmed) add(trimmed);
    }
  }
  add("Be concise in your responses");
  add("Show file paths clearly when working with files");
  return lines;
}

/** Snippets are shown on one line: line breaks and runs of whitespace become one space. */
function oneLine(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const line = text.replace(/[\r\n]+/g, " ").replace(/\s+/g, " ").trim();
  return line || undefined;
}

/** YYYY-MM-DD in local time, as pi prints it. */
export function formatLocalDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}
