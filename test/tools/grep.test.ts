import { rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeGrepModes } from "./grep-modes.js";
import { tree } from "./search-tree.js";
import { withHome } from "../support/home.js";
import { requiredLiterals } from "../../src/tools/grep-search.js";
import { createGrepTool, type GrepToolInput } from "../../src/tools/grep.js";

// Every behaviour holds in one thread and with worker threads. The pool gets batches of two
// files, so matches come back from several batches, out of order, and limits fall across them.
describeGrepModes("grep tool $mode", (pool) => {
  async function grep(root: string, args: GrepToolInput) {
    const result = await createGrepTool(root, { pool: pool() }).execute("call", args);
    const first = result.content[0];
    return { text: first.type === "text" ? first.text : "", details: result.details };
  }

  it("has pi's name, snippet and description", () => {
    const tool = createGrepTool("/");
    expect(tool.name).toBe("grep");
    expect(tool.promptSnippet).toBe("Search file contents for patterns (respects .gitignore)");
    expect(tool.description).toBe(
      "Search file contents for a pattern. Returns matching lines with file paths and line numbers. Respects .gitignore. Output is truncated to 100 matches or 50KB (whichever is hit first). Long lines are truncated to 500 chars.",
    );
    expect(Object.keys(tool.parameters.properties)).toEqual(["pattern", "path", "glob", "ignoreCase", "literal", "context", "limit"]);
    expect(tool.parameters.required).toEqual(["pattern"]);
  });

  it("prints path:line: text in sorted walk order, relative with / separators", async () => {
    const root = tree({
      "b.txt": "nothing\nhello b\n",
      "a/z.txt": "hello z\n",
      "a/b/c.txt": "x\ny\nhello c\n",
    });
    const { text, details } = await grep(root, { pattern: "hello" });
    expect(text).toBe("a/b/c.txt:3: hello c\na/z.txt:1: hello z\nb.txt:2: hello b");
    expect(details).toBeUndefined();
  });

  it("reports one match per line and supports regex syntax, ^ and $ per line", async () => {
    const root = tree({ "f.txt": "foo foo\nbar\nfoo1\n  foo\n" });
    expect((await grep(root, { pattern: "^foo\\d?$" })).text).toBe("f.txt:3: foo1");
    expect((await grep(root, { pattern: "foo" })).text).toBe("f.txt:1: foo foo\nf.txt:3: foo1\nf.txt:4:   foo");
  });

  it("never lets a match span lines", async () => {
    const root = tree({ "f.txt": "alpha \n beta\ngamma\n", "g.txt": "ab  \ncd b c\n" });
    expect((await grep(root, { pattern: "alpha\\s+beta" })).text).toBe("No matches found");
    // The first whole-text match ("b  \nc") spans a newline; the real match is on line 2.
    expect((await grep(root, { pattern: "b\\s+c" })).text).toBe("g.txt:2: cd b c");
  });

  it("stops at the match limit with pi's notice; limit is at least 1", async () => {
    const root = tree({ "a.txt": "m1\nm2\nm3\n", "b.txt": "m4\nm5\n" });
    const { text, details } = await grep(root, { pattern: "m\\d", limit: 2 });
    expect(text).toBe("a.txt:1: m1\na.txt:2: m2\n\n[2 matches limit reached. Use limit=4 for more, or refine pattern]");
    expect(details).toEqual({ matchLimitReached: 2 });
    expect((await grep(root, { pattern: "m\\d", limit: 0 })).text).toBe(
      "a.txt:1: m1\n\n[1 matches limit reached. Use limit=2 for more, or refine pattern]",
    );
    expect((await grep(root, { pattern: "m\\d", limit: 5 })).details).toEqual({ matchLimitReached: 5 });
    expect((await grep(root, { pattern: "m\\d", limit: 6 })).details).toBeUndefined();
  });

  it("defaults to 100 matches", async () => {
    const root = tree({ "many.txt": Array.from({ length: 150 }, (_, i) => `hit ${i}`).join("\n") });
    const { text } = await grep(root, { pattern: "hit" });
    expect(text.split("\n\n")[0].split("\n")).toHaveLength(100);
    expect(text.endsWith("[100 matches limit reached. Use limit=200 for more, or refine pattern]")).toBe(true);
  });

  it("shows context lines as path-line- text, repeats overlapping context, and invents no line after the last", async () => {
    const root = tree({ "c.txt": "one\ntwo\nMATCH three\nfour\nMATCH five\n" });
    const { text } = await grep(root, { pattern: "MATCH", context: 1 });
    expect(text).toBe(
      [
        "c.txt-2- two",
        "c.txt:3: MATCH three",
        "c.txt-4- four",
        "c.txt-4- four",
        "c.txt:5: MATCH five",
      ].join("\n"),
    );
    expect((await grep(root, { pattern: "one", context: 5 })).text).toBe(
      "c.txt:1: one\nc.txt-2- two\nc.txt-3- MATCH three\nc.txt-4- four\nc.txt-5- MATCH five",
    );
  });

  it("searches literally when literal is set", async () => {
    const root = tree({ "l.txt": "call a.b(x)\ncall axb(x)\n" });
    expect((await grep(root, { pattern: "a.b(", literal: true })).text).toBe("l.txt:1: call a.b(x)");
    expect((await grep(root, { pattern: "a.b", literal: true })).text).toBe("l.txt:1: call a.b(x)");
    expect((await grep(root, { pattern: "a.b" })).text).toBe("l.txt:1: call a.b(x)\nl.txt:2: call axb(x)");
    expect((await grep(root, { pattern: "A.B(", literal: true, ignoreCase: true })).text).toBe("l.txt:1: call a.b(x)");
  });

  it("ignores case when asked", async () => {
    const root = tree({ "i.txt": "Hello\nhello\nHELLO\nbye\n" });
    expect((await grep(root, { pattern: "hello" })).text).toBe("i.txt:2: hello");
    expect((await grep(root, { pattern: "hello", ignoreCase: true })).text).toBe("i.txt:1: Hello\ni.txt:2: hello\ni.txt:3: HELLO");
    expect((await grep(root, { pattern: "(?i)hello" })).text).toBe("i.txt:1: Hello\ni.txt:2: hello\ni.txt:3: HELLO");
  });

  it("reports an invalid regex in one line naming the pattern", async () => {
    const root = tree({ "x.txt": "(\n" });
    await expect(grep(root, { pattern: "foo(" })).rejects.toThrow(
      'Invalid regex pattern "foo(": Unterminated group. Use literal=true to search for the text as written.',
    );
    // ripgrep-style escapes of punctuation are accepted.
    expect((await grep(root, { pattern: "\\(" })).text).toBe("x.txt:1: (");
  });

  it("never hides a match behind the byte pre-check", async () => {
    const root = tree({
      "a.txt": "xxBar only\n",
      "b.txt": "a fooBar here\n",
      "c.txt": "héllo wörld\n",
      "d.txt": "second alt\n",
      "e.txt": "fooBa\nr split\n",
    });
    expect((await grep(root, { pattern: "fooBar" })).text).toBe("b.txt:1: a fooBar here");
    expect((await grep(root, { pattern: "Bar" })).text).toBe("a.txt:1: xxBar only\nb.txt:1: a fooBar here");
    expect((await grep(root, { pattern: "w.rld|first" })).text).toBe("c.txt:1: héllo wörld");
    expect((await grep(root, { pattern: "wörld", literal: true })).text).toBe("c.txt:1: héllo wörld");
    expect((await grep(root, { pattern: "first|second" })).text).toBe("d.txt:1: second alt");
    expect((await grep(root, { pattern: "o+Bar\\b" })).text).toBe("b.txt:1: a fooBar here");
  });

  it("filters files by glob like ripgrep: basename at any depth, or a path from the working directory", async () => {
    const root = tree({
      "a.ts": "hit\n",
      "a.js": "hit\n",
      "src/b.ts": "hit\n",
      "src/x/c.spec.ts": "hit\n",
      "test/d.spec.ts": "hit\n",
    });
    expect((await grep(root, { pattern: "hit", glob: "*.ts" })).text).toBe(
      "a.ts:1: hit\nsrc/b.ts:1: hit\nsrc/x/c.spec.ts:1: hit\ntest/d.spec.ts:1: hit",
    );
    expect((await grep(root, { pattern: "hit", glob: "**/*.spec.ts" })).text).toBe("src/x/c.spec.ts:1: hit\ntest/d.spec.ts:1: hit");
    expect((await grep(root, { pattern: "hit", glob: "src/**/*.spec.ts" })).text).toBe("src/x/c.spec.ts:1: hit");
    expect((await grep(root, { pattern: "hit", glob: "!*.ts" })).text).toBe("a.js:1: hit");
  });

  it("matches a glob with / against the path from the working directory, as rg run there does", async () => {
    const root = tree({ "src/b.ts": "hit\n", "src/c/d.ts": "hit\n", "..lib/e.ts": "hit\n" });
    // rg 13 and 14, run in root: `rg --glob G hit src` (or the absolute path of src); paths print from the search path, as pi shows them.
    expect((await grep(root, { pattern: "hit", path: "src", glob: "src/**" })).text).toBe("b.ts:1: hit\nc/d.ts:1: hit");
    expect((await grep(root, { pattern: "hit", path: join(root, "src"), glob: "src/*.ts" })).text).toBe("b.ts:1: hit");
    expect((await grep(root, { pattern: "hit", path: "src", glob: "c/*.ts" })).text).toBe("No matches found");
    expect((await grep(root, { pattern: "hit", path: "src", glob: "!src/c/**" })).text).toBe("b.ts:1: hit");
    expect((await grep(root, { pattern: "hit", path: "..lib", glob: "..lib/*.ts" })).text).toBe("e.ts:1: hit");
    // Outside the working directory no path glob matches: rg then searches nothing, or, with `!`, everything.
    const inner = join(root, "src/c");
    const outside = async (glob: string) => (await createGrepTool(inner, { pool: pool() }).execute("call", { pattern: "hit", path: root, glob })).content[0];
    expect(await outside("src/*.ts")).toEqual({ type: "text", text: "No matches found" });
    expect(await outside("!src/*.ts")).toMatchObject({ text: expect.stringContaining("src/b.ts:1: hit") });
  });

  it("refuses a malformed glob in one line, as ripgrep does", async () => {
    const root = tree({ "a.ts": "hit\n" });
    await expect(grep(root, { pattern: "hit", glob: "!*.{ts" })).rejects.toThrow(
      'Invalid glob "!*.{ts": unclosed alternate group; escape the { as \\{ or close the group with }',
    );
  });

  it("honours .gitignore at the root and nested ones for their own subtree, with negations", async () => {
    const root = tree({
      ".gitignore": "*.log\n!keep.log\nbuild/\n/top-only.txt\n",
      "app.log": "secret\n",
      "keep.log": "secret\n",
      "build/out.js": "secret\n",
      "top-only.txt": "secret\n",
      "sub/top-only.txt": "secret\n",
      "sub/.gitignore": "local.txt\n",
      "sub/local.txt": "secret\n",
      "sub/deeper/local.txt": "secret\n",
      "local.txt": "secret\n",
      "sub/build.txt": "secret\n",
    });
    expect((await grep(root, { pattern: "secret" })).text).toBe(
      ["keep.log:1: secret", "local.txt:1: secret", "sub/build.txt:1: secret", "sub/top-only.txt:1: secret"].join("\n"),
    );
  });

  it("honours .ignore files and .git/info/exclude; a deeper negation wins", async () => {
    const root = tree({
      ".ignore": "*.gen\n",
      "a.gen": "secret\n",
      "b.tmp": "secret\n",
      "sub/.gitignore": "!b.tmp\n",
      "sub/b.tmp": "secret\n",
      "sub/c.txt": "secret\n",
    });
    writeFileSync(join(root, ".git/info/exclude"), "*.tmp\n");
    expect((await grep(root, { pattern: "secret" })).text).toBe("sub/b.tmp:1: secret\nsub/c.txt:1: secret");
  });

  it("honours rg's .rgignore above .ignore and .gitignore, a shallower one too, and not fd's .fdignore", async () => {
    // ripgrep 13.0.0's answers on this tree, also for the search below the .rgignore.
    const root = tree({
      ".gitignore": "*.log\n",
      ".rgignore": "!keep.log\n*.gen\n",
      ".fdignore": "c.txt\n",
      "a.log": "hit\n",
      "keep.log": "hit\n",
      "a.gen": "hit\n",
      "c.txt": "hit\n",
      "sub/.ignore": "!b.gen\n",
      "sub/.fdignore": "d.txt\n",
      "sub/b.gen": "hit\n",
      "sub/d.txt": "hit\n",
    });
    expect((await grep(root, { pattern: "hit" })).text).toBe("c.txt:1: hit\nkeep.log:1: hit\nsub/d.txt:1: hit");
    expect((await grep(root, { pattern: "hit", path: "sub" })).text).toBe("d.txt:1: hit");
  });

  it("applies the user's global gitignore inside a repository, below its other ignore files, as rg does", async () => {
    const home = tree({ ".config/git/ignore": "*.secret\n", "elsewhere/excludes": "*.local\n" });
    await withHome(home, async () => {
      const root = tree({ "a.secret": "hit\n", "b.local": "hit\n", "c.txt": "hit\n", "sub/d.secret": "hit\n", "sub/.gitignore": "!d.secret\n" });
      // $XDG_CONFIG_HOME/git/ignore by default; a deeper .gitignore wins over it.
      expect((await grep(root, { pattern: "hit" })).text).toBe("b.local:1: hit\nc.txt:1: hit\nsub/d.secret:1: hit");
      // core.excludesFile in ~/.gitconfig takes its place.
      writeFileSync(join(home, ".gitconfig"), "[core]\n\texcludesFile = ~/elsewhere/excludes\n");
      expect((await grep(root, { pattern: "hit" })).text).toBe("a.secret:1: hit\nc.txt:1: hit\nsub/d.secret:1: hit");
      // Outside a repository it does not apply.
      rmSync(join(root, ".git"), { recursive: true });
      expect((await grep(root, { pattern: "hit" })).text).toBe("a.secret:1: hit\nb.local:1: hit\nc.txt:1: hit\nsub/d.secret:1: hit");
    });
  });

  it("applies .gitignore files only inside a repository, as rg does, and .ignore files anywhere", async () => {
    // ripgrep 13.0.0's answer on this tree, which is no repository but holds one in sub/.
    const root = tree({
      ".gitignore": "*.log\n",
      ".ignore": "x.txt\n",
      "a.log": "hit\n",
      "b.txt": "hit\n",
      "x.txt": "hit\n",
      "plain/.gitignore": "*.md\n",
      "plain/e.md": "hit\n",
      "sub/.git/config": "[core]\n",
      "sub/.gitignore": "*.tmp\n",
      "sub/c.tmp": "hit\n",
      "sub/d.log": "hit\n",
    });
    rmSync(join(root, ".git"), { recursive: true });
    expect((await grep(root, { pattern: "hit" })).text).toBe("a.log:1: hit\nb.txt:1: hit\nplain/e.md:1: hit\nsub/d.log:1: hit");
    expect((await grep(root, { pattern: "hit", path: "sub" })).text).toBe("d.log:1: hit");
  });

  it("finds .git/info/exclude through a worktree's .git file and a linked .git, as rg does", async () => {
    // ripgrep 13.0.0's answer on this tree: a worktree (its .git a file naming a directory whose
    // commondir is the repository's .git), a submodule (no commondir: no exclude file) and a
    // repository whose .git is a link to a directory.
    const root = tree({
      ".git/info/exclude": "*.ex\n",
      ".git/worktrees/wt/commondir": "../..\n",
      "wt/a.ex": "hit\n",
      "wt/b.txt": "hit\n",
      ".git/modules/sm/info/exclude": "*.txt\n",
      "sm/.git": "gitdir: ../.git/modules/sm\n",
      "sm/c.txt": "hit\n",
      "sm/d.ex": "hit\n",
      "gd/info/exclude": "*.ln\n",
      "ln/e.ln": "hit\n",
      "ln/f.ex": "hit\n",
    });
    writeFileSync(join(root, "wt/.git"), `gitdir: ${root}/.git/worktrees/wt\n`);
    symlinkSync("../gd", join(root, "ln/.git"));
    expect((await grep(root, { pattern: "hit" })).text).toBe("ln/f.ex:1: hit\nsm/c.txt:1: hit\nsm/d.ex:1: hit\nwt/b.txt:1: hit");
    expect((await grep(root, { pattern: "hit", path: "wt" })).text).toBe("b.txt:1: hit");
    expect((await grep(root, { pattern: "hit", path: "ln" })).text).toBe("f.ex:1: hit");
  });

  it("takes the ignore files above a root reached through a link from the real directories, as rg does", async () => {
    // ripgrep 13.0.0's answer: it canonicalizes the root, so a link from outside into a
    // repository's sub/ searches inside that repository (and fd 8.6 lists s/.gitignore, s/b.txt).
    const repo = tree({ ".gitignore": "*.log\n", "sub/.gitignore": "*.tmp\n", "sub/a.log": "hit\n", "sub/b.txt": "hit\n", "sub/c.tmp": "hit\n" });
    const outside = tree({});
    rmSync(join(outside, ".git"), { recursive: true });
    symlinkSync(join(repo, "sub"), join(outside, "s"));
    expect((await grep(outside, { pattern: "hit", path: "s" })).text).toBe("b.txt:1: hit");
    expect((await grep(join(outside, "s"), { pattern: "hit" })).text).toBe("b.txt:1: hit");
  });

  it("applies ignore files above the search path, but always searches the path given", async () => {
    const root = tree({
      ".gitignore": "*.log\ndist/\n",
      "sub/a.log": "secret\n",
      "sub/a.txt": "secret\n",
      "dist/bundle.js": "secret\n",
      "dist/deep/x.js": "secret\n",
      "dist/deep/x.log": "secret\n",
    });
    expect((await grep(root, { pattern: "secret", path: "sub" })).text).toBe("a.txt:1: secret");
    expect((await grep(root, { pattern: "secret", path: "dist" })).text).toBe("bundle.js:1: secret\ndeep/x.js:1: secret");
    expect((await grep(root, { pattern: "secret", path: "dist/deep" })).text).toBe("x.js:1: secret");
    expect((await grep(root, { pattern: "secret", path: "sub/a.log" })).text).toBe("a.log:1: secret");
  });

  it("keeps applying the rules above the search path when they ignore a directory on the way to it", async () => {
    // rg 14.1.1's answers: it exempts the path it is given, not what lies below it.
    const cases: [Record<string, string>, string, string][] = [
      [{ ".gitignore": "*.log\n!keep.log\ndist/\n", "dist/a.log": "hit\n", "dist/keep.log": "hit\n", "dist/b.js": "hit\n" }, "dist", "b.js:1: hit\nkeep.log:1: hit"],
      [{ ".gitignore": "/dist\n/dist/x.log\n", "dist/x.log": "hit\n", "dist/y.js": "hit\n" }, "dist", "y.js:1: hit"],
      [{ ".gitignore": "dist/**\n", "dist/x/b.js": "hit\n" }, "dist/x", "No matches found"],
      [{ ".ignore": "!x\n*.gen\nsub/\n", "sub/a.gen": "hit\n", "sub/b": "hit\n" }, "sub", "b:1: hit"],
      // Glob characters in the directory's own name are taken literally.
      [{ ".gitignore": "!y\n*.log\n*]/\n", "[x]/a.log": "hit\n", "[x]/b.js": "hit\n" }, "[x]", "b.js:1: hit"],
    ];
    for (const [files, path, expected] of cases) expect((await grep(tree(files), { pattern: "hit", path })).text).toBe(expected);
  });

  it("includes hidden files but never searches inside .git", async () => {
    const root = tree({ ".env": "TOKEN=x\n", ".github/ci.yml": "TOKEN: y\n" });
    writeFileSync(join(root, ".git/config"), "TOKEN=z\n");
    expect((await grep(root, { pattern: "TOKEN" })).text).toBe(".env:1: TOKEN=x\n.github/ci.yml:1: TOKEN: y");
    expect((await grep(root, { pattern: "TOKEN", path: ".git" })).text).toBe("No matches found");
  });

  it("skips binary files (a NUL byte in the first 8KB) unless named", async () => {
    const root = tree({
      "bin.dat": Buffer.concat([Buffer.from("needle\n"), Buffer.from([0, 1, 2]), Buffer.from("needle\n")]),
      "late.dat": Buffer.concat([Buffer.from("needle\n"), Buffer.alloc(9000, 0x61), Buffer.from([0])]),
      "text.txt": "needle\n",
    });
    expect((await grep(root, { pattern: "needle" })).text).toBe("late.dat:1: needle\ntext.txt:1: needle");
    // A file named explicitly is searched all the same, as ripgrep does.
    expect((await grep(root, { pattern: "needle", path: "bin.dat" })).text).toBe("bin.dat:1: needle\nbin.dat:2: \0\x01\x02needle");
  });

  it("truncates long lines to 500 chars with pi's notice", async () => {
    const root = tree({ "long.txt": `start${"x".repeat(600)}\nshort start\n` });
    const { text, details } = await grep(root, { pattern: "start" });
    expect(text).toBe(
      `long.txt:1: start${"x".repeat(495)}... [truncated]\nlong.txt:2: short start\n\n[Some lines truncated to 500 chars. Use read tool to see full lines]`,
    );
    expect(details).toEqual({ linesTruncated: true });
  });

  it("caps output at 50KB and joins notices in pi's order", async () => {
    const line = `hit ${"y".repeat(600)}`;
    const root = tree({ "big.txt": Array.from({ length: 200 }, () => line).join("\n") });
    const { text, details } = await grep(root, { pattern: "hit", limit: 150 });
    expect(text.endsWith(
      "\n\n[150 matches limit reached. Use limit=300 for more, or refine pattern. 50.0KB limit reached. Some lines truncated to 500 chars. Use read tool to see full lines]",
    )).toBe(true);
    const body = text.slice(0, text.lastIndexOf("\n\n["));
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(51200);
    expect(details?.matchLimitReached).toBe(150);
    expect(details?.linesTruncated).toBe(true);
    expect(details?.truncation?.truncatedBy).toBe("bytes");
  });

  it("removes carriage returns", async () => {
    const root = tree({ "crlf.txt": "a\r\nfind me\r\nb\r\n" });
    expect((await grep(root, { pattern: "find", context: 1 })).text).toBe("crlf.txt-1- a\ncrlf.txt:2: find me\ncrlf.txt-3- b");
    expect((await grep(root, { pattern: "me$" })).text).toBe("crlf.txt:2: find me");
  });

  it("shows only the basename when the path is a file", async () => {
    const root = tree({ "deep/dir/file.txt": "x\ntarget\n" });
    expect((await grep(root, { pattern: "target", path: "deep/dir/file.txt" })).text).toBe("file.txt:2: target");
    expect((await grep(join(root, "deep"), { pattern: "target", path: `${root}/deep/dir/file.txt` })).text).toBe("file.txt:2: target");
  });

  it("says No matches found, and Path not found for a missing path", async () => {
    const root = tree({ "a.txt": "abc\n" });
    expect(await grep(root, { pattern: "zzz" })).toEqual({ text: "No matches found", details: undefined });
    await expect(grep(root, { pattern: "a", path: "missing" })).rejects.toThrow(`Path not found: ${join(root, "missing")}`);
  });

  it("does not follow symlinked directories (no loops)", async () => {
    const root = tree({ "sub/a.txt": "loop\n" });
    symlinkSync(root, join(root, "sub", "back"));
    symlinkSync(join(root, "sub", "a.txt"), join(root, "link.txt"));
    expect((await grep(root, { pattern: "loop" })).text).toBe("sub/a.txt:1: loop");
  });

  it("stops on an aborted signal", async () => {
    const root = tree({ "a.txt": "x\n" });
    const controller = new AbortController();
    controller.abort();
    await expect(createGrepTool(root, { pool: pool() }).execute("call", { pattern: "x" }, controller.signal)).rejects.toThrow("Operation aborted");
  });
});

describe("requiredLiterals (the byte pre-check)", () => {
  it("finds the longest plain run per top-level alternative", () => {
    expect(requiredLiterals("fooBar\\d+Baz")).toEqual(["fooBar"]);
    expect(requiredLiterals("\\bcreateGrepTool\\(")).toEqual(["createGrepTool("]);
    expect(requiredLiterals("foo|barbaz")).toEqual(["foo", "barbaz"]);
    expect(requiredLiterals("ab+c")).toEqual(["ab"]);
    expect(requiredLiterals("abc?d")).toEqual(["ab"]);
    expect(requiredLiterals("x{0,2}yz")).toEqual(["yz"]);
    expect(requiredLiterals("\\p{Lu}abc")).toEqual(["abc"]);
    expect(requiredLiterals("[abc]+def")).toEqual(["def"]);
  });

  it("gives up when a match need not contain any literal", () => {
    expect(requiredLiterals("\\d+")).toBeUndefined();
    expect(requiredLiterals("foo|\\w+")).toBeUndefined();
    expect(requiredLiterals("(foo)?")).toBeUndefined();
    expect(requiredLiterals("a*")).toBeUndefined();
    expect(requiredLiterals("(?:)")).toBeUndefined();
  });
});
