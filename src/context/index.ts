import { resolve } from "node:path";
import { loadContextFiles } from "./context-files.js";
import { expandPromptTemplate, loadPromptTemplates } from "./prompt-templates.js";
import { resolveAppendPrompts, resolveSystemPrompt } from "./resources.js";
import { expandSkillCommand } from "./skill-prompt.js";
import { loadSkills } from "./skills.js";
import { buildSystemPrompt, type SystemPromptOptions } from "./system-prompt.js";
import type { ContextDiagnostic, ContextFile, PromptTemplate, Skill } from "./types.js";

export { parseFrontmatter, stripFrontmatter } from "./frontmatter.js";
export { buildSystemPrompt, buildGuidelines, formatLocalDate, IDENTITY_LINE, type SystemPromptOptions } from "./system-prompt.js";
export { loadContextFiles, CONTEXT_FILE_NAMES } from "./context-files.js";
export { resolveSystemPrompt, resolveAppendPrompts } from "./resources.js";
export { loadSkills, loadSkillFromFile, collectSkillFiles, findGitRoot, type LoadSkillsOptions } from "./skills.js";
export { formatSkillsForPrompt, expandSkillCommand, escapeXml } from "./skill-prompt.js";
export { loadPromptTemplates, expandPromptTemplate, parseCommandArgs, substituteArgs } from "./prompt-templates.js";
export type { ContextDiagnostic, ContextFile, PromptTemplate, Skill, SkillSource } from "./types.js";

export interface LoadContextOptions {
  cwd: string;
  /**
   * Where project files (AGENTS.md chain, .pi/, .agents/skills) are read; default `cwd`. On pull
   * requests the action passes a copy of the base branch's files, so a PR cannot rewrite them.
   */
  projectDir?: string;
  /** User directory (`$REPO_AGENT_DIR` or `~/.repo-agent`, resolved by the caller). */
  agentDir: string;
  /** Home directory, for `~/.agents/skills` and `~` in skill paths. */
  homeDir: string;
  /** `--system-prompt`: text, or a path to a file. */
  systemPrompt?: string;
  /** `--append-system-prompt` values: texts or paths. */
  appendSystemPrompts?: readonly string[];
  /** The append values are texts only, never read as paths (the action's append-system-prompt input). */
  appendSystemPromptsAreText?: boolean;
  /**
   * Project files inside this directory are read only when they resolve inside it: a link to
   * elsewhere is skipped. The action confines them to the workspace, whose branch an earlier
   * agent may have written, since the harness reads them with its own rights.
   */
  confine?: string;
  noContextFiles?: boolean;
  /** `--skill` paths. */
  skillPaths?: readonly string[];
  noSkills?: boolean;
  /** pi's --no-prompt-templates: no `/name` expansion from prompt files. */
  noPromptTemplates?: boolean;
  /** Active tools, in order. */
  tools: SystemPromptOptions["tools"];
  deliveryNote?: string;
  date?: Date;
}

export interface LoadedContext {
  systemPrompt: string;
  /** The custom prompt (SYSTEM.md or `--system-prompt`) if one replaced the default text. */
  customPrompt: string | undefined;
  appendPrompts: string[];
  contextFiles: ContextFile[];
  skills: Skill[];
  templates: PromptTemplate[];
  /** Problems found while loading; none of them stops a run. */
  diagnostics: ContextDiagnostic[];
  /** `/skill:name args`, then `/template args`, as pi expands a prompt before sending it. */
  expandPrompt(text: string): string;
  /** The same prompt for another set of active tools (the tool list and guidelines follow them). */
  rebuildSystemPrompt(tools: SystemPromptOptions["tools"], date?: Date): string;
}

/** Everything the model is told before the conversation, read from disk once. */
export function loadContext(options: LoadContextOptions): LoadedContext {
  const cwd = resolve(options.cwd);
  const projectDir = resolve(options.projectDir ?? cwd);
  const agentDir = resolve(options.agentDir);
  const diagnostics: ContextDiagnostic[] = [];

  const contextFiles: ContextFile[] = [];
  if (!options.noContextFiles) {
    const loaded = loadContextFiles({ cwd: projectDir, agentDir, confine: options.confine });
    contextFiles.push(...loaded.files);
    diagnostics.push(...loaded.diagnostics);
  }
  const sources = { cwd: projectDir, agentDir, diagnostics, confine: options.confine };
  const customPrompt = resolveSystemPrompt(options.systemPrompt, sources);
  const appendPrompts =
    options.appendSystemPromptsAreText && options.appendSystemPrompts?.length ? [...options.appendSystemPrompts] : resolveAppendPrompts(options.appendSystemPrompts, sources);

  const skillResult = loadSkills({
    cwd: projectDir,
    agentDir,
    homeDir: options.homeDir,
    skillPaths: options.skillPaths,
    noSkills: options.noSkills,
    confine: options.confine,
  });
  diagnostics.push(...skillResult.diagnostics);
  const templateResult = options.noPromptTemplates ? { templates: [], diagnostics: [] } : loadPromptTemplates({ cwd: projectDir, agentDir, confine: options.confine });
  diagnostics.push(...templateResult.diagnostics);

  const skills = skillResult.skills;
  const templates = templateResult.templates;
  const rebuildSystemPrompt = (tools: SystemPromptOptions["tools"], date = options.date) =>
    buildSystemPrompt({ tools, customPrompt, appendPrompts, contextFiles, skills, cwd, date, deliveryNote: options.deliveryNote });

  return {
    systemPrompt: rebuildSystemPrompt(options.tools),
    customPrompt,
    appendPrompts,
    contextFiles,
    skills,
    templates,
    diagnostics,
    expandPrompt: (text) => expandPromptTemplate(expandSkillCommand(text, skills), templates),
    rebuildSystemPrompt,
  };
}
