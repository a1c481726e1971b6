import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tree } from "./search-tree.js";
import { withHome } from "../support/home.js";
import { createFindTool, globError, type FindToolInput } from "../../src/tools/find.js";

async function find(root: string, args: FindToolInput) {
  const result = await createFindTool(root).execute("call", args);
  const first = result.content[0];
  return { text: first.type === "text" ? first.text : "", details: result.details };
}

describe("find tool", () => {
  it("has pi's name, snippet, description and schema", () => {
    const tool = createFindTool("/");
    expect(tool.name).toBe("find");
    expect(tool.promptSnippet).toBe("Find files by glob pattern (respects .gitignore)");
    expect(tool.description).toBe(
      "Search for files by glob pattern. Returns matching file paths relative to the search directory. Respects .gitignore. Output is truncated to 1000 results or 50KB (whichever is hit first).",
    );
    expect(tool.parameters.properties.pattern.description).toBe(
      "Glob pattern to match files, e.g. '*.ts', '**/*.json', or 'src/**/*.spec.ts'",
    );
    expect(tool.parameters.required).toEqual(["pattern"]);
  });

  it("matches a pattern without / against names at any depth, sorted", async () => {
    const root = tree({ "b.ts": "", "a/x.ts": "", "a/y.js": "", "a/b/z.ts": "", "c.d.ts": "" });
    const { text, details } = await find(root, { pattern: "*.ts" });
    expect(text).toBe("a/b/z.ts\na/x.ts\nb.ts\nc.d.ts");
    expect(details).toBeUndefined();
  });

  it("includes hidden files and directories", async () => {
    const root = tree({ ".env": "", ".github/workflows/ci.yml": "", "app.yml": "" });
    expect((await find(root, { pattern: "*.yml" })).text).toBe(".github/workflows/ci.yml\napp.yml");
    expect((await find(root, { pattern: ".*" })).text).toBe(".env\n.github/");
  });

  it("lists what is inside a dir for dir/**, directories with a trailing slash, not dir itself", async () => {
    const root = tree({ "src/a.ts": "", "src/lib/b.ts": "", "other/src.ts": "", "pkg/src/c.ts": "" });
    expect((await find(root, { pattern: "src/**" })).text).toBe("pkg/src/c.ts\nsrc/a.ts\nsrc/lib/\nsrc/lib/b.ts");
    expect((await find(root, { pattern: "src/**/*.ts" })).text).toBe("pkg/src/c.ts\nsrc/a.ts\nsrc/lib/b.ts");
    expect((await find(root, { pattern: "lib" })).text).toBe("src/lib/");
  });

  it("honours nested .gitignore files for their own subtree", async () => {
    const root = tree({
      ".gitignore": "dist/\n",
      "dist/out.js": "",
      "a.js": "",
      "pkg/.gitignore": "gen.js\n/local/\n",
      "pkg/gen.js": "",
      "pkg/deep/gen.js": "",
      "pkg/local/x.js": "",
      "pkg/keep.js": "",
      "gen.js": "",
    });
    expect((await find(root, { pattern: "*.js" })).text).toBe("a.js\ngen.js\npkg/keep.js");
  });

  it("honours the user's global gitignore inside a repository, as fd does", async () => {
    const home = tree({ ".config/git/ignore": "*.secret\n" });
    await withHome(home, async () => {
      const root = tree({ "a.secret": "", "b.txt": "" });
      expect((await find(root, { pattern: "*" })).text).toBe("b.txt");
    });
  });

  it("honours fd's .fdignore above .ignore and .gitignore, a shallower one too, and not rg's .rgignore", async () => {
    // fd 8.6.0's answers on this tree (`fd --hidden`, which also lists directories).
    const root = tree({
      ".gitignore": "*.log\n",
      ".fdignore": "!keep.log\n*.gen\n",
      ".rgignore": "c.txt\n",
      "a.log": "",
      "keep.log": "",
      "a.gen": "",
      "c.txt": "",
      "sub/.ignore": "!b.gen\n",
      "sub/.rgignore": "d.txt\n",
      "sub/b.gen": "",
      "sub/d.txt": "",
    });
    expect((await find(root, { pattern: "*.{log,gen,txt}" })).text).toBe("c.txt\nkeep.log\nsub/d.txt");
    expect((await find(root, { pattern: "*", path: "sub" })).text).toBe(".ignore\n.rgignore\nd.txt");
  });

  it("honours negations in .gitignore", async () => {
    const root = tree({ ".gitignore": "*.log\n!keep.log\n", "a.log": "", "keep.log": "", "sub/b.log": "", "sub/keep.log": "" });
    expect((await find(root, { pattern: "*.log" })).text).toBe("keep.log\nsub/keep.log");
  });

  it("never lists .git or anything inside it", async () => {
    const root = tree({ "src/config": "" });
    expect((await find(root, { pattern: "config" })).text).toBe("src/config");
    expect((await find(root, { pattern: "*" })).text).toBe("src/\nsrc/config");
    expect((await find(root, { pattern: "*", path: ".git" })).text).toBe("No files found matching pattern");
  });

  it("stops at the limit with pi's notice, also when exactly at the limit", async () => {
    const root = tree({ "a.txt": "", "b.txt": "", "c.txt": "" });
    const { text, details } = await find(root, { pattern: "*.txt", limit: 2 });
    expect(text).toBe("a.txt\nb.txt\n\n[2 results limit reached. Use limit=4 for more, or refine pattern]");
    expect(details).toEqual({ resultLimitReached: 2 });
    expect((await find(root, { pattern: "*.txt", limit: 3 })).text).toBe(
      "a.txt\nb.txt\nc.txt\n\n[3 results limit reached. Use limit=6 for more, or refine pattern]",
    );
    expect((await find(root, { pattern: "*.txt", limit: 4 })).details).toBeUndefined();
  });

  it("caps output at 50KB", async () => {
    const names: Record<string, string> = {};
    for (let i = 0; i < 400; i++) names[`${String(i).padStart(4, "0")}-${"n".repeat(150)}.txt`] = "";
    const root = tree(names);
    const { text, details } = await find(root, { pattern: "*.txt" });
    expect(text.endsWith("\n\n[50.0KB limit reached]")).toBe(true);
    expect(details?.truncation?.truncated).toBe(true);
    expect(details?.resultLimitReached).toBeUndefined();
  });

  it("is case-insensitive unless the pattern has an uppercase letter (fd's smart case)", async () => {
    const root = tree({ "README.MD": "", "notes.md": "" });
    expect((await find(root, { pattern: "*.md" })).text).toBe("README.MD\nnotes.md");
    expect((await find(root, { pattern: "*.MD" })).text).toBe("README.MD");
  });

  it("searches under path, relative to it, honouring ignore files above it", async () => {
    const root = tree({ ".gitignore": "*.tmp\n", "pkg/a.ts": "", "pkg/b.tmp": "", "a.ts": "" });
    expect((await find(root, { pattern: "*", path: "pkg" })).text).toBe("a.ts");
  });

  it("lists everything for an empty pattern, as fd does", async () => {
    const root = tree({ ".env": "", "a.ts": "", "sub/b.md": "" });
    expect((await find(root, { pattern: "" })).text).toBe(".env\na.ts\nsub/\nsub/b.md");
  });

  it("lists symlinks without following them", async () => {
    const root = tree({ "sub/a.txt": "" });
    symlinkSync(root, join(root, "sub", "loop"));
    expect((await find(root, { pattern: "*" })).text).toBe("sub/\nsub/a.txt\nsub/loop");
  });

  it("refuses a malformed glob in one line, as fd does, instead of saying No files found", async () => {
    const root = tree({ "[x": "", "{a,": "", "a.ts": "" });
    await expect(find(root, { pattern: "[" })).rejects.toThrow(
      'Invalid glob pattern "[": unclosed character class; escape the [ as \\[ or close the class with ]',
    );
    await expect(find(root, { pattern: "{a," })).rejects.toThrow(
      'Invalid glob pattern "{a,": unclosed alternate group; escape the { as \\{ or close the group with }',
    );
    await expect(find(root, { pattern: "src/*.[z-a]" })).rejects.toThrow(
      'Invalid glob pattern "src/*.[z-a]": invalid range z-a; put the lower character first, as in [a-z]',
    );
    await expect(find(root, { pattern: "a\\" })).rejects.toThrow(
      'Invalid glob pattern "a\\\\": dangling \\ at the end; escape it as \\\\ or remove it',
    );
    // The advice works.
    expect((await find(root, { pattern: "\\[x" })).text).toBe("[x");
    expect((await find(root, { pattern: "\\{a," })).text).toBe("{a,");
  });

  it("accepts the globs fd accepts, brackets read as fd reads them", () => {
    for (const ok of ["*.{ts,js}", "src/**/*.ts", "[]]", "[!]a]", "[^a-z]*", "[a-]", "[{]", "a}", "]", "(x)", "{a,{b,c}}", "\\[", "[[]"]) {
      expect(globError(ok), ok).toBeUndefined();
    }
    for (const bad of ["[]", "[!]", "x[", "[a-z", "{", "{a,b", "{[}]", "\\"]) {
      expect(globError(bad), bad).toBeDefined();
    }
  });

  it("says No files found, Path not found and Not a directory", async () => {
    const root = tree({ "a.txt": "" });
    expect(await find(root, { pattern: "*.zip" })).toEqual({ text: "No files found matching pattern", details: undefined });
    await expect(find(root, { pattern: "*", path: "nope" })).rejects.toThrow(`Path not found: ${join(root, "nope")}`);
    await expect(find(root, { pattern: "*", path: "a.txt" })).rejects.toThrow(`Not a directory: ${join(root, "a.txt")}`);
  });
});
