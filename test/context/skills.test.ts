import { chmodSync, mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expandSkillCommand, formatSkillsForPrompt } from "../../src/context/skill-prompt.js";
import { ancestorAgentsSkillDirs, collectSkillFiles, findGitRoot, loadSkillFromFile, loadSkills } from "../../src/context/skills.js";
import type { Skill } from "../../src/context/types.js";
import { put, skillMd, tempDir } from "./helpers.js";

/** A workspace with separate cwd, agent dir and home, none of them holding skills yet. */
function workspace() {
  const root = tempDir("skills-");
  const cwd = join(root, "repo");
  const agentDir = join(root, "agent");
  const homeDir = join(root, "home");
  for (const dir of [cwd, agentDir, homeDir]) mkdirSync(dir, { recursive: true });
  mkdirSync(join(cwd, ".git"));
  return { root, cwd, agentDir, homeDir };
}

function messages(result: { diagnostics: { message: string }[] }) {
  return result.diagnostics.map((d) => d.message);
}

describe("skill frontmatter validation", () => {
  it("loads a valid skill without diagnostics", () => {
    const dir = tempDir();
    const file = put(dir, "pdf-tools/SKILL.md", skillMd({ name: "pdf-tools", description: "Work with PDFs" }));
    const result = loadSkillFromFile(file, "project");
    expect(result.diagnostics).toEqual([]);
    expect(result.skill).toEqual({
      name: "pdf-tools",
      description: "Work with PDFs",
      filePath: file,
      baseDir: join(dir, "pdf-tools"),
      source: "project",
      disableModelInvocation: false,
    });
  });

  it("takes the name from the parent directory when the frontmatter has none", () => {
    const file = put(tempDir(), "my-skill/SKILL.md", skillMd({ description: "d" }));
    expect(loadSkillFromFile(file, "user").skill?.name).toBe("my-skill");
  });

  it("warns when the name does not match the parent directory, and still loads", () => {
    const file = put(tempDir(), "folder/SKILL.md", skillMd({ name: "other", description: "d" }));
    const result = loadSkillFromFile(file, "user");
    expect(messages(result)).toEqual(['name "other" does not match parent directory "folder"']);
    expect(result.diagnostics[0]).toMatchObject({ type: "warning", path: file });
    expect(result.skill?.name).toBe("other");
  });

  it("warns about names over 64 characters", () => {
    const name = "a".repeat(65);
    const file = put(tempDir(), `${name}/SKILL.md`, skillMd({ description: "d" }));
    const result = loadSkillFromFile(file, "user");
    expect(messages(result)).toEqual(["name exceeds 64 characters (65)"]);
    expect(result.skill).not.toBeNull();
  });

  it("warns about characters outside a-z, 0-9 and hyphen", () => {
    for (const name of ["My_Skill", "dotted.name", "Upper"]) {
      const file = put(tempDir(), `${name}/SKILL.md`, skillMd({ description: "d" }));
      expect(messages(loadSkillFromFile(file, "user"))).toEqual([
        "name contains invalid characters (must be lowercase a-z, 0-9, hyphens only)",
      ]);
    }
  });

  it("warns about leading, trailing and consecutive hyphens", () => {
    const dir = tempDir();
    expect(messages(loadSkillFromFile(put(dir, "-lead/SKILL.md", skillMd({ description: "d" })), "user"))).toEqual([
      "name must not start or end with a hyphen",
    ]);
    expect(messages(loadSkillFromFile(put(dir, "trail-/SKILL.md", skillMd({ description: "d" })), "user"))).toEqual([
      "name must not start or end with a hyphen",
    ]);
    expect(messages(loadSkillFromFile(put(dir, "a--b/SKILL.md", skillMd({ description: "d" })), "user"))).toEqual([
      "name must not contain consecutive hyphens",
    ]);
  });

  it("warns about descriptions over 1024 characters and still loads", () => {
    const file = put(tempDir(), "long/SKILL.md", skillMd({ description: "x".repeat(1025) }));
    const result = loadSkillFromFile(file, "user");
    expect(messages(result)).toEqual(["description exceeds 1024 characters (1025)"]);
    expect(result.skill?.description).toHaveLength(1025);
  });

  it("does not load a skill without a description (missing, blank or not text)", () => {
    const dir = tempDir();
    for (const [name, text] of [
      ["missing", skillMd({ name: "missing" })],
      ["blank", skillMd({ name: "blank", description: "   " })],
      ["numeric", "---\nname: numeric\ndescription: 42\n---\nbody"],
      ["no-frontmatter", "Just a body"],
    ] as const) {
      const result = loadSkillFromFile(put(dir, `${name}/SKILL.md`, text), "user");
      expect(result.skill).toBeNull();
      expect(messages(result)).toEqual(["description is required"]);
    }
  });

  it("reports the description problem before the name problems", () => {
    const file = put(tempDir(), "dir/SKILL.md", skillMd({ name: "Bad--", description: "" }));
    expect(messages(loadSkillFromFile(file, "user"))).toEqual([
      "description is required",
      'name "Bad--" does not match parent directory "dir"',
      "name contains invalid characters (must be lowercase a-z, 0-9, hyphens only)",
      "name must not start or end with a hyphen",
      "name must not contain consecutive hyphens",
    ]);
  });

  it("ignores unknown frontmatter fields", () => {
    const file = put(tempDir(), "extra/SKILL.md", skillMd({ description: "d", license: "MIT", "allowed-tools": "read bash" }));
    const result = loadSkillFromFile(file, "user");
    expect(result.diagnostics).toEqual([]);
    expect(result.skill?.name).toBe("extra");
  });

  it("skips a skill with invalid YAML and says why", () => {
    const file = put(tempDir(), "broken/SKILL.md", "---\nname: broken\ndescription: [unclosed\n---\nbody");
    const result = loadSkillFromFile(file, "user");
    expect(result.skill).toBeNull();
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0].message).toMatch(/^Invalid YAML frontmatter: /);
    expect(result.diagnostics[0].path).toBe(file);
  });

  it("keeps multi-line descriptions as YAML gives them", () => {
    const file = put(tempDir(), "multi/SKILL.md", "---\ndescription: |\n  Line one\n  Line two\n---\nbody");
    expect(loadSkillFromFile(file, "user").skill?.description).toBe("Line one\nLine two\n");
    const folded = put(tempDir(), "folded/SKILL.md", "---\ndescription: >\n  Line one\n  Line two\n---\nbody");
    expect(loadSkillFromFile(folded, "user").skill?.description).toBe("Line one Line two\n");
  });

  it("reads disable-model-invocation only when it is literally true", () => {
    const dir = tempDir();
    const on = put(dir, "on/SKILL.md", skillMd({ description: "d", "disable-model-invocation": true }));
    const text = put(dir, "text/SKILL.md", skillMd({ description: "d", "disable-model-invocation": "true" }));
    expect(loadSkillFromFile(on, "user").skill?.disableModelInvocation).toBe(true);
    expect(loadSkillFromFile(text, "user").skill?.disableModelInvocation).toBe(false);
  });
});

describe("skill directory walk", () => {
  it("treats a directory with SKILL.md as one skill and does not look deeper", () => {
    const dir = tempDir();
    put(dir, "outer/SKILL.md", skillMd({ description: "outer" }));
    put(dir, "outer/inner/SKILL.md", skillMd({ description: "inner" }));
    put(dir, "outer/notes.md", "not a skill");
    expect(collectSkillFiles(dir, "pi")).toEqual([join(dir, "outer/SKILL.md")]);
  });

  it("searches nested directories, skipping dot directories and node_modules", () => {
    const dir = tempDir();
    put(dir, "group/a/SKILL.md", skillMd({ description: "a" }));
    put(dir, "group/deeper/b/SKILL.md", skillMd({ description: "b" }));
    put(dir, ".hidden/c/SKILL.md", skillMd({ description: "c" }));
    put(dir, "node_modules/d/SKILL.md", skillMd({ description: "d" }));
    put(dir, "group/node_modules/e/SKILL.md", skillMd({ description: "e" }));
    expect(collectSkillFiles(dir, "agents")).toEqual([join(dir, "group/a/SKILL.md"), join(dir, "group/deeper/b/SKILL.md")]);
  });

  it("takes top-level *.md files as skills in pi mode only, never deeper ones", () => {
    const dir = tempDir();
    put(dir, "quick.md", skillMd({ description: "q" }));
    put(dir, "notes.txt", "x");
    put(dir, "sub/loose.md", "not a skill: no SKILL.md here");
    put(dir, "sub/real/SKILL.md", skillMd({ description: "r" }));
    expect(collectSkillFiles(dir, "pi")).toEqual([join(dir, "quick.md"), join(dir, "sub/real/SKILL.md")]);
    expect(collectSkillFiles(dir, "agents")).toEqual([join(dir, "sub/real/SKILL.md")]);
  });

  it("a SKILL.md at the top makes the whole directory one skill", () => {
    const dir = tempDir();
    put(dir, "SKILL.md", skillMd({ description: "top" }));
    put(dir, "other.md", skillMd({ description: "o" }));
    put(dir, "sub/SKILL.md", skillMd({ description: "s" }));
    expect(collectSkillFiles(dir, "pi")).toEqual([join(dir, "SKILL.md")]);
  });

  it("honours .gitignore, .ignore and .fdignore, including nested files re-rooted and negations", () => {
    const dir = tempDir();
    put(dir, ".gitignore", "# comment\n\n/ignored-git/\ndrafts*\n!drafts-keep/\n");
    put(dir, ".ignore", "ignored-ig\n");
    put(dir, ".fdignore", "loose.md\n");
    put(dir, "nested/.gitignore", "/private/\n");
    for (const name of ["kept", "ignored-git", "ignored-ig", "drafts-x", "drafts-keep", "nested/private", "nested/public"]) {
      put(dir, `${name}/SKILL.md`, skillMd({ description: name }));
    }
    put(dir, "loose.md", skillMd({ description: "loose" }));
    put(dir, "other/private/SKILL.md", skillMd({ description: "not under nested, so kept" }));
    const found = collectSkillFiles(dir, "pi").map((file) => file.slice(dir.length + 1));
    expect(found).toEqual(["drafts-keep/SKILL.md", "kept/SKILL.md", "nested/public/SKILL.md", "other/private/SKILL.md"]);
  });

  it("follows symlinked skill directories and skips broken links", () => {
    const dir = tempDir();
    const elsewhere = tempDir();
    put(elsewhere, "linked/SKILL.md", skillMd({ description: "l" }));
    symlinkSync(join(elsewhere, "linked"), join(dir, "linked"));
    symlinkSync(join(elsewhere, "missing"), join(dir, "broken"));
    expect(collectSkillFiles(dir, "agents")).toEqual([join(dir, "linked/SKILL.md")]);
  });
});

describe("loadSkills", () => {
  it("loads project .pi/skills, then .agents/skills up to the git root, then user skills", () => {
    const { root, cwd, agentDir, homeDir } = workspace();
    const sub = join(cwd, "packages", "app");
    put(sub, ".pi/skills/sub-pi/SKILL.md", skillMd({ description: "cwd .pi" }));
    put(sub, ".agents/skills/sub-agents/SKILL.md", skillMd({ description: "cwd .agents" }));
    put(cwd, "packages/.agents/skills/mid/SKILL.md", skillMd({ description: "middle" }));
    put(cwd, ".agents/skills/repo-root/SKILL.md", skillMd({ description: "git root" }));
    put(cwd, ".pi/skills/not-cwd/SKILL.md", skillMd({ description: ".pi outside cwd is not searched" }));
    put(root, ".agents/skills/above-git/SKILL.md", skillMd({ description: "above the git root" }));
    put(agentDir, "skills/user-pi/SKILL.md", skillMd({ description: "user" }));
    put(homeDir, ".agents/skills/user-agents/SKILL.md", skillMd({ description: "home" }));
    const result = loadSkills({ cwd: sub, agentDir, homeDir });
    expect(result.skills.map((s) => [s.name, s.source])).toEqual([
      ["sub-pi", "project"],
      ["sub-agents", "project"],
      ["mid", "project"],
      ["repo-root", "project"],
      ["user-pi", "user"],
      ["user-agents", "user"],
    ]);
    expect(result.diagnostics).toEqual([]);
  });

  it("walks .agents/skills up to / outside a git repository", () => {
    expect(findGitRoot("/")).toBeNull();
    const dir = tempDir();
    const dirs = ancestorAgentsSkillDirs(join(dir, "a"));
    if (findGitRoot(dir) === null) {
      expect(dirs[0]).toBe(join(dir, "a", ".agents", "skills"));
      expect(dirs[dirs.length - 1]).toBe("/.agents/skills");
    }
    const repo = tempDir();
    mkdirSync(join(repo, ".git"));
    expect(ancestorAgentsSkillDirs(join(repo, "x", "y"))).toEqual([
      join(repo, "x/y/.agents/skills"),
      join(repo, "x/.agents/skills"),
      join(repo, ".agents/skills"),
    ]);
  });

  it("takes root *.md files from .pi/skills and <agentDir>/skills but not from .agents/skills", () => {
    const { cwd, agentDir, homeDir } = workspace();
    put(cwd, ".pi/skills/skills.md", skillMd({ description: "file named like its directory" }));
    put(cwd, ".agents/skills/ignored.md", skillMd({ name: "ignored", description: "agents mode" }));
    put(agentDir, "skills/helper.md", skillMd({ name: "helper", description: "user root file" }));
    const result = loadSkills({ cwd, agentDir, homeDir });
    expect(result.skills.map((s) => s.filePath)).toEqual([join(cwd, ".pi/skills/skills.md"), join(agentDir, "skills/helper.md")]);
    // A root file's "parent directory" is the skills directory itself.
    expect(result.skills[0].name).toBe("skills");
    expect(messages(result)).toEqual(['name "helper" does not match parent directory "skills"']);
  });

  it("keeps the first skill of a name and reports the collision last", () => {
    const { cwd, agentDir, homeDir } = workspace();
    const winner = put(cwd, ".pi/skills/same/SKILL.md", skillMd({ description: "project" }));
    const loser = put(agentDir, "skills/same/SKILL.md", skillMd({ description: "user" }));
    put(agentDir, "skills/bad/SKILL.md", skillMd({ name: "bad" }));
    const result = loadSkills({ cwd, agentDir, homeDir });
    expect(result.skills.map((s) => s.description)).toEqual(["project"]);
    expect(result.diagnostics).toEqual([
      { type: "warning", message: "description is required", path: join(agentDir, "skills/bad/SKILL.md") },
      {
        type: "collision",
        message: 'name "same" collision',
        path: loser,
        collision: { resourceType: "skill", name: "same", winnerPath: winner, loserPath: loser },
      },
    ]);
  });

  it("loads the same real file once when it is reachable twice through a symlink", () => {
    const { cwd, agentDir, homeDir } = workspace();
    put(cwd, ".pi/skills/shared/SKILL.md", skillMd({ description: "d" }));
    mkdirSync(join(cwd, ".agents/skills"), { recursive: true });
    symlinkSync(join(cwd, ".pi/skills/shared"), join(cwd, ".agents/skills/shared"));
    const result = loadSkills({ cwd, agentDir, homeDir, skillPaths: [join(cwd, ".agents/skills")] });
    expect(result.skills.map((s) => s.filePath)).toEqual([join(cwd, ".pi/skills/shared/SKILL.md")]);
    expect(result.diagnostics).toEqual([]);
  });

  it("does not search ~/.agents/skills twice when cwd is the home directory", () => {
    const { agentDir, homeDir } = workspace();
    put(homeDir, ".agents/skills/mine/SKILL.md", skillMd({ description: "d" }));
    const result = loadSkills({ cwd: homeDir, agentDir, homeDir });
    expect(result.skills.map((s) => [s.name, s.source])).toEqual([["mine", "user"]]);
    expect(result.diagnostics).toEqual([]);
  });

  it("appends explicit --skill paths last (files, directories, relative, ~), losing collisions", () => {
    const { root, cwd, agentDir, homeDir } = workspace();
    put(cwd, ".pi/skills/dup/SKILL.md", skillMd({ description: "discovered" }));
    put(root, "extra/one/SKILL.md", skillMd({ description: "file path" }));
    put(root, "extra/dir/two/SKILL.md", skillMd({ description: "directory path" }));
    put(root, "extra/dir/dup/SKILL.md", skillMd({ description: "explicit duplicate" }));
    put(homeDir, "mine/three.md", skillMd({ name: "three", description: "tilde path" }));
    put(cwd, "local/four/SKILL.md", skillMd({ description: "relative path" }));
    const result = loadSkills({
      cwd,
      agentDir,
      homeDir,
      skillPaths: [join(root, "extra/one/SKILL.md"), join(root, "extra/dir"), "~/mine/three.md", "local/four"],
    });
    expect(result.skills.map((s) => [s.name, s.source])).toEqual([
      ["dup", "project"],
      ["one", "path"],
      ["two", "path"],
      ["three", "path"],
      ["four", "path"],
    ]);
    expect(result.skills[0].description).toBe("discovered");
    expect(messages(result)).toEqual(['name "three" does not match parent directory "mine"', 'name "dup" collision']);
  });

  it("noSkills turns off discovery but keeps explicit paths", () => {
    const { root, cwd, agentDir, homeDir } = workspace();
    put(cwd, ".pi/skills/auto/SKILL.md", skillMd({ description: "d" }));
    put(agentDir, "skills/auto-user/SKILL.md", skillMd({ description: "d" }));
    put(root, "explicit/SKILL.md", skillMd({ description: "d" }));
    const result = loadSkills({ cwd, agentDir, homeDir, noSkills: true, skillPaths: [join(root, "explicit")] });
    expect(result.skills.map((s) => s.name)).toEqual(["explicit"]);
    expect(loadSkills({ cwd, agentDir, homeDir, noSkills: true }).skills).toEqual([]);
  });

  it("reports explicit paths that do not exist or are not markdown, and goes on", () => {
    const { root, cwd, agentDir, homeDir } = workspace();
    const text = put(root, "notes.txt", "x");
    put(root, "ok/SKILL.md", skillMd({ description: "d" }));
    const result = loadSkills({ cwd, agentDir, homeDir, skillPaths: ["/nonexistent/x", text, join(root, "ok")] });
    expect(result.skills.map((s) => s.name)).toEqual(["ok"]);
    expect(result.diagnostics).toEqual([
      { type: "warning", message: "skill path does not exist", path: "/nonexistent/x" },
      { type: "warning", message: "skill path is not a markdown file", path: text },
    ]);
  });

  it.skipIf(process.getuid?.() === 0)("reports an unreadable skill file and loads the rest", () => {
    const { cwd, agentDir, homeDir } = workspace();
    const locked = put(cwd, ".pi/skills/locked/SKILL.md", skillMd({ description: "d" }));
    put(cwd, ".pi/skills/open/SKILL.md", skillMd({ description: "d" }));
    chmodSync(locked, 0o000);
    const result = loadSkills({ cwd, agentDir, homeDir });
    expect(result.skills.map((s) => s.name)).toEqual(["open"]);
    expect(result.diagnostics[0].path).toBe(locked);
    expect(result.diagnostics[0].message).toMatch(/EACCES/);
  });
});

describe("skills in the prompt and as commands", () => {
  const skill = (over: Partial<Skill>): Skill => ({
    name: "s",
    description: "d",
    filePath: "/x/s/SKILL.md",
    baseDir: "/x/s",
    source: "project",
    disableModelInvocation: false,
    ...over,
  });

  it("formats the index with XML escaping and leaves out hidden skills", () => {
    const text = formatSkillsForPrompt([
      skill({ name: "a&b", description: `<tag attr="v"> it's`, filePath: "/p/<a>/SKILL.md" }),
      skill({ name: "hidden", disableModelInvocation: true }),
    ]);
    expect(text).toBe(
      "\n\nThe following skills provide specialized instructions for specific tasks.\n" +
        "Use the read tool to load a skill's file when the task matches its description.\n" +
        "When a skill file references a relative path, resolve it against the skill directory (parent of SKILL.md / dirname of the path) and use that absolute path in tool commands.\n\n" +
        "<available_skills>\n  <skill>\n    <name>a&amp;b</name>\n" +
        "    <description>&lt;tag attr=&quot;v&quot;&gt; it&apos;s</description>\n" +
        "    <location>/p/&lt;a&gt;/SKILL.md</location>\n  </skill>\n</available_skills>",
    );
    expect(formatSkillsForPrompt([skill({ disableModelInvocation: true })])).toBe("");
    expect(formatSkillsForPrompt([])).toBe("");
  });

  it("expands /skill:name with and without arguments, reading the body without frontmatter", () => {
    const dir = tempDir();
    const file = put(dir, "fix-tests/SKILL.md", "---\r\nname: fix-tests\r\ndescription: d\r\n---\r\n\r\n  Run the tests.\r\nThen fix them.  \r\n\r\n");
    const skills = [skill({ name: "fix-tests", filePath: file, baseDir: join(dir, "fix-tests") })];
    const block = `<skill name="fix-tests" location="${file}">\nReferences are relative to ${join(dir, "fix-tests")}.\n\nRun the tests.\nThen fix them.\n</skill>`;
    expect(expandSkillCommand("/skill:fix-tests", skills)).toBe(block);
    expect(expandSkillCommand("/skill:fix-tests   only the date test  ", skills)).toBe(`${block}\n\nonly the date test`);
    expect(expandSkillCommand("/skill:fix-tests ", skills)).toBe(block);
  });

  it("leaves unknown skills, other text and unreadable skill files unchanged", () => {
    const skills = [skill({ name: "gone", filePath: "/nonexistent/gone/SKILL.md" })];
    expect(expandSkillCommand("/skill:unknown do it", skills)).toBe("/skill:unknown do it");
    expect(expandSkillCommand("please /skill:gone", skills)).toBe("please /skill:gone");
    expect(expandSkillCommand("/skill:gone now", skills)).toBe("/skill:gone now");
  });
});
