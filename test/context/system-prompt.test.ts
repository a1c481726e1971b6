import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSystemPrompt, formatLocalDate, IDENTITY_LINE } from "../../src/context/system-prompt.js";
import type { Skill } from "../../src/context/types.js";
import { createBashTool } from "../../src/tools/bash.js";
import { createEditTool } from "../../src/tools/edit.js";
import { createFindTool } from "../../src/tools/find.js";
import { createGrepTool } from "../../src/tools/grep.js";
import { createLsTool } from "../../src/tools/ls.js";
import { createReadTool } from "../../src/tools/read.js";
import { createWriteTool } from "../../src/tools/write.js";

// pi 0.73.1's system prompt as captured from a real request (four default tools, cwd /home/user/project).
const CAPTURE = new URL("../fixtures/pi-0.73/system-prompt-default-tools.txt", import.meta.url);
const PI_IDENTITY =
  "You are an expert coding assistant operating inside pi, a coding agent harness. You help users by reading files, executing commands, editing code, and writing new files.";
const CWD = "/home/user/project";
const DATE = new Date(2026, 10, 21, 9, 30); // the capture's local date, 2026-11-21

function capturedSystemPrompt(): string {
  return readFileSync(CAPTURE, "utf-8");
}

/** The captured pi prompt with pi's identity line swapped and its documentation block replaced. */
function piPromptAsRepoAgent(replacement: string): string {
  const captured = capturedSystemPrompt();
  const docsStart = captured.indexOf("\n\nPi documentation");
  const docsEnd = captured.indexOf("\nCurrent date:");
  expect(captured.startsWith(PI_IDENTITY)).toBe(true);
  expect(docsStart).toBeGreaterThan(0);
  expect(docsEnd).toBeGreaterThan(docsStart);
  return IDENTITY_LINE + captured.slice(PI_IDENTITY.length, docsStart) + replacement + captured.slice(docsEnd);
}

const defaultTools = () => [createReadTool(CWD), createBashTool(CWD), createEditTool(CWD), createWriteTool(CWD)];
const allTools = () => [...defaultTools(), createGrepTool(CWD), createFindTool(CWD), createLsTool(CWD)];

function tool(name: string, promptSnippet?: string, promptGuidelines?: string[]) {
  return { name, promptSnippet, promptGuidelines };
}

describe("buildSystemPrompt against the captured pi 0.73.1 request", () => {
  it("rebuilds the captured default prompt byte for byte (identity line and docs block swapped)", () => {
    const prompt = buildSystemPrompt({ tools: defaultTools(), cwd: CWD, date: DATE });
    expect(prompt).toBe(piPromptAsRepoAgent(""));
  });

  it("puts the delivery note where pi's documentation block was, after a blank line", () => {
    const note = "The harness commits your changes and opens the pull request; do not run git push.";
    const prompt = buildSystemPrompt({ tools: defaultTools(), cwd: CWD, date: DATE, deliveryNote: note });
    expect(prompt).toBe(piPromptAsRepoAgent(`\n\n${note}`));
    expect(prompt).toContain(`- Show file paths clearly when working with files\n\n${note}\nCurrent date: 2026-11-21`);
  });
});

describe("buildSystemPrompt", () => {
  it("lists (none) and only the two always-on guidelines without tools", () => {
    const prompt = buildSystemPrompt({ tools: [], cwd: CWD, date: DATE });
    expect(prompt).toBe(
      `${IDENTITY_LINE}\n\nAvailable tools:\n(none)\n\n` +
        "In addition to the tools above, you may have access to other custom tools depending on the project.\n\n" +
        "Guidelines:\n- Be concise in your responses\n- Show file paths clearly when working with files\n" +
        `Current date: 2026-11-21\nCurrent working directory: ${CWD}`,
    );
  });

  it("prefers grep/find/ls over bash when any of them is active, with all seven real tools", () => {
    const prompt = buildSystemPrompt({ tools: allTools(), cwd: CWD, date: DATE });
    expect(prompt).toContain(
      "Available tools:\n- read: Read file contents\n- bash: Execute bash commands (ls, grep, find, etc.)\n" +
        "- edit: Make precise file edits with exact text replacement, including multiple disjoint edits in one call\n" +
        "- write: Create or overwrite files\n- grep: Search file contents for patterns (respects .gitignore)\n" +
        "- find: Find files by glob pattern (respects .gitignore)\n- ls: List directory contents\n\n",
    );
    expect(prompt).toContain("Guidelines:\n- Prefer grep/find/ls tools over bash for file exploration (faster, respects .gitignore)\n- Use read to examine");
    expect(prompt).not.toContain("Use bash for file operations");
    for (const only of ["grep", "find", "ls"]) {
      const withOne = buildSystemPrompt({ tools: [tool("bash", "b"), tool(only, "x")], cwd: CWD, date: DATE });
      expect(withOne).toContain("- Prefer grep/find/ls tools over bash");
    }
    const noBash = buildSystemPrompt({ tools: [tool("grep", "g")], cwd: CWD, date: DATE });
    expect(noBash).not.toContain("bash for file");
  });

  it("lists only tools that have a snippet, in the given order, flattened to one line", () => {
    const prompt = buildSystemPrompt({
      tools: [tool("zeta", "Does  zeta\n  things\r\nwell "), tool("hidden"), tool("alpha", "Alpha tool"), tool("blank", " \n ")],
      cwd: CWD,
      date: DATE,
    });
    expect(prompt).toContain("Available tools:\n- zeta: Does zeta things well\n- alpha: Alpha tool\n\nIn addition");
  });

  it("appends tool guidelines in tool order, trimmed and de-duplicated, before the two always-last lines", () => {
    const prompt = buildSystemPrompt({
      tools: [
        tool("one", "1", ["  First rule  ", "Shared rule", ""]),
        tool("two", "2", ["Shared rule", "Second rule", "Be concise in your responses"]),
      ],
      cwd: CWD,
      date: DATE,
    });
    expect(prompt).toContain(
      "Guidelines:\n- First rule\n- Shared rule\n- Second rule\n- Be concise in your responses\n- Show file paths clearly when working with files\nCurrent date:",
    );
  });

  it("adds append texts, project context and skills in pi's order and spacing", () => {
    const skills: Skill[] = [
      { name: "pdf", description: "Read <PDF> & \"forms\" 'fast'", filePath: "/s/pdf/SKILL.md", baseDir: "/s/pdf", source: "project", disableModelInvocation: false },
      { name: "hidden", description: "Not listed", filePath: "/s/hidden/SKILL.md", baseDir: "/s/hidden", source: "user", disableModelInvocation: true },
    ];
    const prompt = buildSystemPrompt({
      tools: [tool("read", "Read file contents")],
      appendPrompts: ["APPEND1", "APPEND2"],
      contextFiles: [{ path: "/AGENTS.md", content: "root rules" }, { path: "/home/user/project/CLAUDE.md", content: "project rules\n" }],
      skills,
      cwd: CWD,
      date: DATE,
    });
    const tail =
      "- Show file paths clearly when working with files\n\nAPPEND1\n\nAPPEND2" +
      "\n\n# Project Context\n\nProject-specific instructions and guidelines:\n\n" +
      "## /AGENTS.md\n\nroot rules\n\n## /home/user/project/CLAUDE.md\n\nproject rules\n\n\n\n\n" +
      "The following skills provide specialized instructions for specific tasks.\n" +
      "Use the read tool to load a skill's file when the task matches its description.\n" +
      "When a skill file references a relative path, resolve it against the skill directory (parent of SKILL.md / dirname of the path) and use that absolute path in tool commands.\n\n" +
      "<available_skills>\n  <skill>\n    <name>pdf</name>\n" +
      "    <description>Read &lt;PDF&gt; &amp; &quot;forms&quot; &apos;fast&apos;</description>\n" +
      "    <location>/s/pdf/SKILL.md</location>\n  </skill>\n</available_skills>" +
      `\nCurrent date: 2026-11-21\nCurrent working directory: ${CWD}`;
    expect(prompt.slice(-tail.length)).toBe(tail);
  });

  it("leaves the skills index out without the read tool, and when every skill is hidden", () => {
    const skill: Skill = { name: "a", description: "d", filePath: "/a/SKILL.md", baseDir: "/a", source: "path", disableModelInvocation: false };
    expect(buildSystemPrompt({ tools: [tool("bash", "b")], skills: [skill], cwd: CWD, date: DATE })).not.toContain("available_skills");
    expect(
      buildSystemPrompt({ tools: [tool("read", "r")], skills: [{ ...skill, disableModelInvocation: true }], cwd: CWD, date: DATE }),
    ).not.toContain("available_skills");
    expect(buildSystemPrompt({ tools: [tool("read", "r")], skills: [skill], cwd: CWD, date: DATE })).toContain("<name>a</name>");
  });

  it("replaces the whole default text with a custom prompt, keeping the rest of the assembly", () => {
    const skill: Skill = { name: "a", description: "d", filePath: "/a/SKILL.md", baseDir: "/a", source: "path", disableModelInvocation: false };
    const prompt = buildSystemPrompt({
      tools: [tool("read", "r", ["Rule"])],
      customPrompt: "CUSTOM SYS",
      appendPrompts: ["APPEND1", "APPEND2"],
      contextFiles: [{ path: "/p/AGENTS.md", content: "ctx" }],
      skills: [skill],
      cwd: "C:\\work\\repo",
      date: DATE,
      deliveryNote: "note that only the default prompt carries",
    });
    expect(prompt.startsWith("CUSTOM SYS\n\nAPPEND1\n\nAPPEND2\n\n# Project Context\n\nProject-specific instructions and guidelines:\n\n## /p/AGENTS.md\n\nctx\n\n\n\nThe following skills")).toBe(true);
    expect(prompt.endsWith("</available_skills>\nCurrent date: 2026-11-21\nCurrent working directory: C:/work/repo")).toBe(true);
    expect(prompt).not.toContain("Guidelines:");
    expect(prompt).not.toContain("only the default prompt");
    // An empty custom prompt or empty append texts change nothing, as in pi.
    expect(buildSystemPrompt({ tools: [], customPrompt: "", appendPrompts: [""], cwd: CWD, date: DATE })).toBe(
      buildSystemPrompt({ tools: [], cwd: CWD, date: DATE }),
    );
  });

  it("prints the local calendar date", () => {
    expect(formatLocalDate(new Date(2024, 0, 5, 23, 59))).toBe("2024-01-05");
    expect(formatLocalDate(new Date(1999, 11, 31, 0, 0))).toBe("1999-12-31");
  });
});
