import { chmodSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContextFiles } from "../../src/context/context-files.js";
import { loadContext } from "../../src/context/index.js";
import { resolveAppendPrompts, resolveSystemPrompt } from "../../src/context/resources.js";
import { IDENTITY_LINE } from "../../src/context/system-prompt.js";
import type { ContextDiagnostic } from "../../src/context/types.js";
import { put, skillMd, tempDir } from "./helpers.js";

function workspace() {
  const root = tempDir("resources-");
  const repo = join(root, "repo");
  const cwd = join(repo, "packages", "app");
  const agentDir = join(root, "agent");
  const homeDir = join(root, "home");
  for (const dir of [cwd, agentDir, homeDir]) mkdirSync(dir, { recursive: true });
  mkdirSync(join(repo, ".git"));
  return { root, repo, cwd, agentDir, homeDir };
}

/** Only the files inside the test's own tree (a machine may have an AGENTS.md above /tmp). */
function ours(files: { path: string; content: string }[], root: string) {
  return files.filter((file) => file.path.startsWith(root)).map((file) => [file.path.slice(root.length), file.content]);
}

describe("context files", () => {
  it("puts the user file first, then root-most to cwd, one file per directory", () => {
    const { root, repo, cwd, agentDir } = workspace();
    put(agentDir, "AGENTS.md", "global");
    put(root, "CLAUDE.md", "above the repo");
    put(repo, "AGENTS.md", "repo");
    put(repo, "CLAUDE.md", "repo claude: AGENTS.md wins");
    put(cwd, "CLAUDE.md", "cwd\n");
    const { files, diagnostics } = loadContextFiles({ cwd, agentDir });
    expect(files[0]).toEqual({ path: join(agentDir, "AGENTS.md"), content: "global" });
    expect(ours(files, root)).toEqual([
      ["/agent/AGENTS.md", "global"],
      ["/CLAUDE.md", "above the repo"],
      ["/repo/AGENTS.md", "repo"],
      ["/repo/packages/app/CLAUDE.md", "cwd\n"],
    ]);
    expect(diagnostics).toEqual([]);
  });

  it("checks AGENTS.md, AGENTS.MD, CLAUDE.md, CLAUDE.MD in that order", () => {
    const { root, cwd, agentDir } = workspace();
    put(cwd, "AGENTS.MD", "upper agents");
    put(cwd, "CLAUDE.md", "claude");
    put(join(cwd, ".."), "CLAUDE.MD", "upper claude");
    expect(ours(loadContextFiles({ cwd, agentDir }).files, root)).toEqual([
      ["/repo/packages/CLAUDE.MD", "upper claude"],
      ["/repo/packages/app/AGENTS.MD", "upper agents"],
    ]);
  });

  it("does not load the same file twice when cwd is the user directory", () => {
    const { root, agentDir } = workspace();
    put(agentDir, "AGENTS.md", "once");
    expect(ours(loadContextFiles({ cwd: agentDir, agentDir }).files, root)).toEqual([["/agent/AGENTS.md", "once"]]);
  });

  it("reports an unreadable file and falls back to the next name", () => {
    const { root, cwd, agentDir } = workspace();
    mkdirSync(join(cwd, "AGENTS.md")); // exists but cannot be read as a file
    put(cwd, "CLAUDE.md", "fallback");
    const { files, diagnostics } = loadContextFiles({ cwd, agentDir });
    expect(ours(files, root)).toEqual([["/repo/packages/app/CLAUDE.md", "fallback"]]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ type: "warning", path: join(cwd, "AGENTS.md") });
    expect(diagnostics[0].message).toMatch(new RegExp(`^Could not read ${join(cwd, "AGENTS.md")}: .*EISDIR`));
  });

  it.skipIf(process.getuid?.() === 0)("reports a file without read permission", () => {
    const { cwd, agentDir } = workspace();
    chmodSync(put(cwd, "AGENTS.md", "secret"), 0o000);
    const { diagnostics } = loadContextFiles({ cwd, agentDir });
    expect(diagnostics[0].message).toMatch(/EACCES/);
  });
});

describe("custom system prompt and append texts", () => {
  it("uses --system-prompt text as is, or the content of a file it names", () => {
    const { cwd, agentDir } = workspace();
    put(cwd, ".pi/SYSTEM.md", "project system");
    const file = put(cwd, "prompts/sys.md", "from file");
    expect(resolveSystemPrompt("Be brief.", { cwd, agentDir })).toBe("Be brief.");
    expect(resolveSystemPrompt(file, { cwd, agentDir })).toBe("from file");
    expect(resolveSystemPrompt("prompts/sys.md", { cwd, agentDir })).toBe("from file");
  });

  it("falls back to <cwd>/.pi/SYSTEM.md, then <agentDir>/SYSTEM.md, else none", () => {
    const { cwd, agentDir } = workspace();
    expect(resolveSystemPrompt(undefined, { cwd, agentDir })).toBeUndefined();
    put(agentDir, "SYSTEM.md", "user system");
    expect(resolveSystemPrompt(undefined, { cwd, agentDir })).toBe("user system");
    put(cwd, ".pi/SYSTEM.md", "project system");
    expect(resolveSystemPrompt(undefined, { cwd, agentDir })).toBe("project system");
    // An explicitly empty value means no custom prompt, and the files are not consulted (pi).
    expect(resolveSystemPrompt("", { cwd, agentDir })).toBeUndefined();
  });

  it("keeps the value as text when the named path cannot be read, and says so", () => {
    const { cwd, agentDir } = workspace();
    mkdirSync(join(cwd, "a-directory"));
    const diagnostics: ContextDiagnostic[] = [];
    expect(resolveSystemPrompt("a-directory", { cwd, agentDir, diagnostics })).toBe("a-directory");
    expect(diagnostics[0].message).toMatch(/^Could not read system prompt file a-directory: .*EISDIR/);
  });

  it("takes every --append-system-prompt value in order, reading files", () => {
    const { cwd, agentDir } = workspace();
    put(cwd, ".pi/APPEND_SYSTEM.md", "not used when values are given");
    const file = put(cwd, "append.md", "APPEND FILE");
    expect(resolveAppendPrompts(["APPEND1", file, "append.md", ""], { cwd, agentDir })).toEqual(["APPEND1", "APPEND FILE", "APPEND FILE"]);
  });

  it("falls back to <cwd>/.pi/APPEND_SYSTEM.md, else <agentDir>/APPEND_SYSTEM.md", () => {
    const { cwd, agentDir } = workspace();
    expect(resolveAppendPrompts(undefined, { cwd, agentDir })).toEqual([]);
    put(agentDir, "APPEND_SYSTEM.md", "user append");
    expect(resolveAppendPrompts([], { cwd, agentDir })).toEqual(["user append"]);
    put(cwd, ".pi/APPEND_SYSTEM.md", "project append");
    expect(resolveAppendPrompts(undefined, { cwd, agentDir })).toEqual(["project append"]);
  });
});

describe("loadContext", () => {
  const readTool = { name: "read", promptSnippet: "Read file contents", promptGuidelines: ["Use read to examine files instead of cat or sed."] };
  const date = new Date(2026, 0, 2);

  it("assembles the prompt from everything found and expands /skill: then templates", () => {
    const { root, repo, cwd, agentDir, homeDir } = workspace();
    put(repo, "AGENTS.md", "Run npm test before finishing.\n");
    put(cwd, ".pi/APPEND_SYSTEM.md", "Extra rules.");
    const skillFile = put(repo, ".agents/skills/release/SKILL.md", skillMd({ description: "Cut a release" }, "Bump the version."));
    put(cwd, ".pi/prompts/review.md", "---\ndescription: Review a file\n---\nReview $1 carefully. Focus: ${@:2}");
    put(agentDir, "prompts/skill:release.md", "a template can never shadow a skill command");

    const context = loadContext({ cwd, agentDir, homeDir, tools: [readTool], date, deliveryNote: "The harness opens the pull request." });
    expect(context.systemPrompt.startsWith(`${IDENTITY_LINE}\n\nAvailable tools:\n- read: Read file contents\n\n`)).toBe(true);
    expect(context.systemPrompt).toContain(
      "- Show file paths clearly when working with files\n\nThe harness opens the pull request.\n\nExtra rules.\n\n# Project Context\n\n" +
        `Project-specific instructions and guidelines:\n\n## ${join(repo, "AGENTS.md")}\n\nRun npm test before finishing.\n\n\n\n\nThe following skills`,
    );
    expect(context.systemPrompt).toContain(`<location>${skillFile}</location>`);
    expect(context.systemPrompt.endsWith(`</available_skills>\nCurrent date: 2026-01-02\nCurrent working directory: ${cwd}`)).toBe(true);
    expect(ours(context.contextFiles, root)).toEqual([["/repo/AGENTS.md", "Run npm test before finishing.\n"]]);
    expect(context.skills.map((s) => s.name)).toEqual(["release"]);
    expect(context.templates.map((t) => t.name)).toEqual(["review", "skill:release"]);
    expect(context.diagnostics).toEqual([]);

    expect(context.expandPrompt("/review src/a.ts error handling")).toBe("Review src/a.ts carefully. Focus: error handling");
    expect(context.expandPrompt("/skill:release 1.2.0")).toBe(
      `<skill name="release" location="${skillFile}">\nReferences are relative to ${join(repo, ".agents/skills/release")}.\n\nBump the version.\n</skill>\n\n1.2.0`,
    );
    expect(context.expandPrompt("fix the bug")).toBe("fix the bug");
  });

  it("honours noContextFiles, noSkills, --system-prompt and --skill, and rebuilds for other tools", () => {
    const { root, repo, cwd, agentDir, homeDir } = workspace();
    put(repo, "AGENTS.md", "rules");
    put(cwd, ".pi/skills/auto/SKILL.md", skillMd({ description: "auto" }));
    put(root, "explicit/SKILL.md", skillMd({ description: "explicit" }));
    const context = loadContext({
      cwd,
      agentDir,
      homeDir,
      tools: [readTool],
      date,
      noContextFiles: true,
      noSkills: true,
      skillPaths: [join(root, "explicit"), join(root, "missing")],
      systemPrompt: "CUSTOM",
      appendSystemPrompts: ["A1", "A2"],
    });
    expect(context.contextFiles).toEqual([]);
    expect(context.skills.map((s) => s.name)).toEqual(["explicit"]);
    expect(context.diagnostics).toEqual([{ type: "warning", message: "skill path does not exist", path: join(root, "missing") }]);
    expect(context.systemPrompt.startsWith("CUSTOM\n\nA1\n\nA2\n\nThe following skills")).toBe(true);
    const withoutRead = context.rebuildSystemPrompt([{ name: "bash", promptSnippet: "b" }]);
    expect(withoutRead).toBe(`CUSTOM\n\nA1\n\nA2\nCurrent date: 2026-01-02\nCurrent working directory: ${cwd}`);
  });

  it("collects diagnostics from every loader without failing", () => {
    const { cwd, agentDir, homeDir } = workspace();
    mkdirSync(join(cwd, "AGENTS.md"));
    put(cwd, ".pi/skills/broken/SKILL.md", "---\ndescription: [x\n---\n");
    put(cwd, ".pi/prompts/same.md", "project");
    put(agentDir, "prompts/same.md", "user");
    const context = loadContext({ cwd, agentDir, homeDir, tools: [], date });
    expect(context.diagnostics.map((d) => d.type)).toEqual(["warning", "warning", "collision"]);
    expect(context.diagnostics[2].message).toBe('name "/same" collision');
    expect(context.expandPrompt("/same")).toBe("project");
  });
});
