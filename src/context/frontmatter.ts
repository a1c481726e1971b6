import { parse } from "yaml";

export interface ParsedFrontmatter {
  frontmatter: Record<string, unknown>;
  body: string;
}

/**
 * Splits a markdown file into YAML frontmatter and body, with pi's rules: line endings normalised
 * to `\n`; frontmatter only when the text starts with `---` and a later line starts with `---`;
 * body = everything after that marker, trimmed. Without frontmatter the body is the whole
 * (normalised, untrimmed) text. Invalid YAML throws.
 */
export function parseFrontmatter(text: string): ParsedFrontmatter {
  const normalized = text.replace(/\r\n/g, "\n").replace(/\r/g, "\n");
  if (!normalized.startsWith("---")) return { frontmatter: {}, body: normalized };
  const end = normalized.indexOf("\n---", 3);
  if (end === -1) return { frontmatter: {}, body: normalized };

  const yamlText = normalized.slice(4, end);
  const body = normalized.slice(end + 4).trim();
  let parsed: unknown;
  try {
    parsed = yamlText.trim() === "" ? {} : parse(yamlText);
  } catch (error) {
    const detail = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new Error(`Invalid YAML frontmatter: ${detail}`);
  }
  // A scalar or list is not a set of fields; treat it as no fields (as pi effectively does).
  const frontmatter = parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  return { frontmatter, body };
}

export function stripFrontmatter(text: string): string {
  return parseFrontmatter(text).body;
}
