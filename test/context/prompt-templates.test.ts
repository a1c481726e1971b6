import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expandPromptTemplate, loadPromptTemplates, parseCommandArgs, substituteArgs } from "../../src/context/prompt-templates.js";
import type { PromptTemplate } from "../../src/context/types.js";
import { put, tempDir } from "./helpers.js";

function dirs() {
  const root = tempDir("templates-");
  const cwd = join(root, "repo");
  const agentDir = join(root, "agent");
  mkdirSync(cwd);
  mkdirSync(agentDir);
  return { root, cwd, agentDir };
}

const template = (name: string, content: string): PromptTemplate => ({ name, description: "", content, filePath: `/t/${name}.md`, source: "user" });

describe("loadPromptTemplates", () => {
  it("loads *.md files from .pi/prompts and <agentDir>/prompts, project first", () => {
    const { cwd, agentDir } = dirs();
    put(cwd, ".pi/prompts/review.md", "---\ndescription: Review code\nargument-hint: <file>\n---\n\nReview $1\n");
    put(agentDir, "prompts/explain.md", "Explain $@");
    const { templates, diagnostics } = loadPromptTemplates({ cwd, agentDir });
    expect(templates).toEqual([
      { name: "review", description: "Review code", argumentHint: "<file>", content: "Review $1", filePath: join(cwd, ".pi/prompts/review.md"), source: "project" },
      { name: "explain", description: "Explain $@", content: "Explain $@", filePath: join(agentDir, "prompts/explain.md"), source: "user" },
    ]);
    expect(diagnostics).toEqual([]);
  });

  it("uses the first non-blank body line as the description, cut at 60 characters", () => {
    const { cwd, agentDir } = dirs();
    const long = "x".repeat(61);
    put(agentDir, "prompts/long.md", `\n\n${long}\nsecond`);
    put(agentDir, "prompts/exact.md", "y".repeat(60));
    put(agentDir, "prompts/empty.md", "");
    const byName = Object.fromEntries(loadPromptTemplates({ cwd, agentDir }).templates.map((t) => [t.name, t.description]));
    expect(byName).toEqual({ empty: "", exact: "y".repeat(60), long: `${"x".repeat(60)}...` });
  });

  it("does not search subdirectories, dot files, node_modules, ignored or non-markdown files", () => {
    const { cwd, agentDir } = dirs();
    put(agentDir, "prompts/keep.md", "k");
    put(agentDir, "prompts/sub/deep.md", "d");
    put(agentDir, "prompts/.hidden.md", "h");
    put(agentDir, "prompts/notes.txt", "n");
    put(agentDir, "prompts/draft.md", "d");
    put(agentDir, "prompts/.gitignore", "draft.md\n");
    mkdirSync(join(agentDir, "prompts/node_modules.md"));
    symlinkSync(join(agentDir, "prompts/keep.md"), join(agentDir, "prompts/alias.md"));
    symlinkSync(join(agentDir, "prompts/gone.md"), join(agentDir, "prompts/broken.md"));
    expect(loadPromptTemplates({ cwd, agentDir }).templates.map((t) => t.name)).toEqual(["alias", "keep"]);
  });

  it("keeps the first template of a name and skips unparsable files", () => {
    const { cwd, agentDir } = dirs();
    put(cwd, ".pi/prompts/same.md", "project");
    put(agentDir, "prompts/same.md", "user");
    put(agentDir, "prompts/bad.md", "---\na: [x\n---\nbody");
    const { templates, diagnostics } = loadPromptTemplates({ cwd, agentDir });
    expect(templates.map((t) => [t.name, t.content])).toEqual([["same", "project"]]);
    expect(diagnostics).toEqual([
      {
        type: "collision",
        message: 'name "/same" collision',
        path: join(agentDir, "prompts/same.md"),
        collision: { resourceType: "prompt", name: "same", winnerPath: join(cwd, ".pi/prompts/same.md"), loserPath: join(agentDir, "prompts/same.md") },
      },
    ]);
  });
});

describe("parseCommandArgs", () => {
  it("splits on spaces and tabs, grouping quoted text and dropping the quotes", () => {
    expect(parseCommandArgs(`a  b\tc "d e" 'f "g"' h"i j"k`)).toEqual(["a", "b", "c", "d e", 'f "g"', "hi jk"]);
  });

  it("drops empty quoted arguments and runs an unclosed quote to the end", () => {
    expect(parseCommandArgs(`"" x 'open quote`)).toEqual(["x", "open quote"]);
    expect(parseCommandArgs("")).toEqual([]);
    expect(parseCommandArgs("a\nb")).toEqual(["a\nb"]);
  });
});

describe("substituteArgs", () => {
  const args = ["one", "two", "three", "four"];

  it("fills $1, $2… and empties missing positions", () => {
    expect(substituteArgs("$1-$2-$4-$5-$10", args)).toBe("one-two-four--");
  });

  it("fills $@ and $ARGUMENTS with all arguments joined by spaces", () => {
    expect(substituteArgs("[$@] [$ARGUMENTS]", args)).toBe("[one two three four] [one two three four]");
    expect(substituteArgs("[$@]", [])).toBe("[]");
  });

  it("slices with ${@:N} and ${@:N:L}, 1-based, N=0 meaning 1", () => {
    expect(substituteArgs("${@:2}|${@:2:2}|${@:0}|${@:0:1}|${@:9}|${@:3:0}", args)).toBe("two three four|two three|one two three four|one||");
  });

  it("never substitutes inside argument values", () => {
    expect(substituteArgs("$1 / $@ / ${@:2}", ["$2", "$ARGUMENTS", "${@:1}"])).toBe("$2 / $2 $ARGUMENTS ${@:1} / $ARGUMENTS ${@:1}");
    expect(substituteArgs("$@", ["$&", "$$"])).toBe("$& $$");
  });
});

describe("expandPromptTemplate", () => {
  const templates = [template("review", "Review $1 for ${@:2}"), template("all", "Args: $ARGUMENTS")];

  it("expands /name args", () => {
    expect(expandPromptTemplate(`/review "src/my file.ts" error handling`, templates)).toBe("Review src/my file.ts for error handling");
    expect(expandPromptTemplate("/all", templates)).toBe("Args: ");
  });

  it("leaves other text and unknown names unchanged", () => {
    expect(expandPromptTemplate("/unknown x", templates)).toBe("/unknown x");
    expect(expandPromptTemplate("review x", templates)).toBe("review x");
    expect(expandPromptTemplate(" /review x", templates)).toBe(" /review x");
  });
});
