import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import ignore from "ignore";
import { parseFrontmatter } from "./frontmatter.js";
import { addIgnoreRules, entryKind, toPosixPath } from "./ignore-files.js";
import { staysInside } from "./paths.js";
import type { ContextDiagnostic, PromptTemplate } from "./types.js";

export interface LoadPromptTemplatesResult {
  templates: PromptTemplate[];
  diagnostics: ContextDiagnostic[];
}

/**
 * Prompt templates: `*.md` files directly in `<cwd>/.pi/prompts/`, then `<agentDir>/prompts/`
 * (pi 0.73.1's discovery order, so a project template wins a name collision). Unreadable or
 * unparsable files are skipped silently, as in pi; so is a file inside `confine` that resolves
 * outside it (a link), with a warning.
 */
export function loadPromptTemplates(options: { cwd: string; agentDir: string; confine?: string }): LoadPromptTemplatesResult {
  const sources: [string, PromptTemplate["source"]][] = [
    [resolve(options.cwd, ".pi", "prompts"), "project"],
    [join(options.agentDir, "prompts"), "user"],
  ];
  const templates: PromptTemplate[] = [];
  const diagnostics: ContextDiagnostic[] = [];
  const byName = new Map<string, PromptTemplate>();
  for (const [dir, source] of sources) {
    for (const file of collectTemplateFiles(dir)) {
      if (!staysInside(file, options.confine)) {
        diagnostics.push({ type: "warning", message: `not read: a link out of ${options.confine}`, path: file });
        continue;
      }
      const template = loadTemplateFile(file, source);
      if (!template) continue;
      const existing = byName.get(template.name);
      if (existing) {
        diagnostics.push({
          type: "collision",
          message: `name "/${template.name}" collision`,
          path: file,
          collision: { resourceType: "prompt", name: template.name, winnerPath: existing.filePath, loserPath: file },
        });
        continue;
      }
      byName.set(template.name, template);
      templates.push(template);
    }
  }
  return { templates, diagnostics };
}

function collectTemplateFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const ig = ignore();
  addIgnoreRules(ig, dir, dir);
  const files: string[] = [];
  try {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const fullPath = join(dir, entry.name);
      const kind = entryKind(fullPath, entry);
      if (!kind?.isFile || !entry.name.endsWith(".md")) continue;
      if (ig.ignores(toPosixPath(relative(dir, fullPath)))) continue;
      files.push(fullPath);
    }
  } catch {
    // An unreadable directory holds no templates.
  }
  return files;
}

export function loadTemplateFile(filePath: string, source: PromptTemplate["source"]): PromptTemplate | null {
  try {
    const { frontmatter, body } = parseFrontmatter(readFileSync(filePath, "utf-8"));
    let description = typeof frontmatter.description === "string" ? frontmatter.description : "";
    if (!description) {
      // Without a description, the first non-blank line stands in (cut at 60 characters).
      const firstLine = body.split("\n").find((line) => line.trim());
      if (firstLine) description = firstLine.length > 60 ? `${firstLine.slice(0, 60)}...` : firstLine;
    }
    const hint = frontmatter["argument-hint"];
    return {
      name: basename(filePath).replace(/\.md$/, ""),
      description,
      ...(typeof hint === "string" && hint ? { argumentHint: hint } : {}),
      content: body,
      filePath,
      source,
    };
  } catch {
    return null;
  }
}

/**
 * Splits template arguments like a shell, minus escapes: spaces and tabs separate, single or
 * double quotes group (and are removed); an unclosed quote runs to the end.
 */
export function parseCommandArgs(text: string): string[] {
  const args: string[] = [];
  let current = "";
  let quote: string | null = null;
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null;
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === " " || char === "\t") {
      if (current) args.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  if (current) args.push(current);
  return args;
}

/**
 * Fills a template's placeholders (pi 0.73.1): `$1`, `$2`… (missing -> empty), then `${@:N}` /
 * `${@:N:L}` (slices, 1-based, N=0 treated as 1), then `$ARGUMENTS` and `$@` (all, space-joined).
 * Replacement values are never substituted again.
 */
export function substituteArgs(content: string, args: readonly string[]): string {
  const all = args.join(" ");
  // One pass in pi's priority order, so a value containing `$1` or `$@` stays as written.
  return content.replace(/\$(\d+)|\$\{@:(\d+)(?::(\d+))?\}|\$ARGUMENTS|\$@/g, (match, position, start, length) => {
    if (position !== undefined) return args[Number.parseInt(position, 10) - 1] ?? "";
    if (start !== undefined) {
      const from = Math.max(Number.parseInt(start, 10) - 1, 0);
      const sliced = length !== undefined ? args.slice(from, from + Number.parseInt(length, 10)) : args.slice(from);
      return sliced.join(" ");
    }
    return all;
  });
}

/** `/name args` -> the template's content with arguments filled in; anything else unchanged. */
export function expandPromptTemplate(text: string, templates: readonly PromptTemplate[]): string {
  if (!text.startsWith("/")) return text;
  const space = text.indexOf(" ");
  const name = space === -1 ? text.slice(1) : text.slice(1, space);
  const template = templates.find((candidate) => candidate.name === name);
  if (!template) return text;
  return substituteArgs(template.content, parseCommandArgs(space === -1 ? "" : text.slice(space + 1)));
}
