import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";

/** Events whose task comes from the prompt and prompt-file inputs rather than from a comment. */
export const PROMPT_EVENTS = ["workflow_dispatch", "schedule"];

/**
 * The prompt-file input's text, read relative to the workspace, or what is wrong with it in one
 * line naming the input and the path (Node's own errors name neither).
 */
export function readPromptFile(workspace: string, file: string): { text: string } | { problem: string } {
  try {
    const path = resolve(workspace, file);
    if (statSync(path).isDirectory()) return { problem: `input prompt-file: ${file} is a directory; name the prompt file itself, e.g. ${file.replace(/\/+$/, "")}/weekly.md` };
    return { text: readFileSync(path, "utf8") };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return { problem: `input prompt-file: there is no file ${file} in the checkout; commit it, or give its path from the repository's root` };
    return { problem: `input prompt-file: ${file} could not be read (${code ?? (error as Error).message}); make it a readable file in the repository` };
  }
}
