/** A problem found while loading context. Never fatal: the run goes on without the item. */
export interface ContextDiagnostic {
  /** "collision" = a second skill or template with a name already taken (the first one wins). */
  type: "warning" | "error" | "collision";
  message: string;
  path?: string;
  collision?: { resourceType: "skill" | "prompt"; name: string; winnerPath: string; loserPath: string };
}

/** An AGENTS.md / CLAUDE.md file, content verbatim. */
export interface ContextFile {
  path: string;
  content: string;
}

export type SkillSource = "project" | "user" | "path";

export interface Skill {
  name: string;
  description: string;
  /** Absolute path of the skill's markdown file (SKILL.md or a root-level *.md). */
  filePath: string;
  /** Directory the skill's relative references resolve against (dirname of filePath). */
  baseDir: string;
  source: SkillSource;
  /** Hidden from the system prompt index; still usable as `/skill:name`. */
  disableModelInvocation: boolean;
}

export interface PromptTemplate {
  /** File name without `.md`; invoked as `/name args`. */
  name: string;
  description: string;
  argumentHint?: string;
  /** Body after the frontmatter, trimmed. */
  content: string;
  filePath: string;
  source: "project" | "user";
}
