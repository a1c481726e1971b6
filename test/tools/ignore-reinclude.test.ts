import { describe, expect, it } from "vitest";
import { tree } from "./search-tree.js";
import { createFindTool } from "../../src/tools/find.js";
import { createGrepTool } from "../../src/tools/grep.js";

// `foo/*` ignores what is inside foo, not foo itself, so a negation can re-include a file there.
// Expected lists are what `git ls-files --others --exclude-standard` and `rg --files` print.

async function find(root: string, pattern: string, path?: string): Promise<string> {
  const first = (await createFindTool(root).execute("call", { pattern, path })).content[0];
  return first.type === "text" ? first.text : "";
}

async function grep(root: string, pattern: string, path?: string): Promise<string> {
  const first = (await createGrepTool(root, { pool: null }).execute("call", { pattern, path })).content[0];
  return first.type === "text" ? first.text : "";
}

const fooTree = () =>
  tree({ ".gitignore": "foo/*\n!foo/bar.js\n", "foo/bar.js": "hit\n", "foo/baz.js": "hit\n", "foo/sub/x.js": "hit\n", "a.js": "hit\n" });

const nodeModulesTree = () =>
  tree({
    ".gitignore": "/node_modules/*\n!/node_modules/pkg\n",
    "node_modules/pkg/index.js": "hit\n",
    "node_modules/pkg/lib/util.js": "hit\n",
    "node_modules/other/index.js": "hit\n",
    "sub/node_modules/other/index.js": "hit\n",
  });

describe(".gitignore re-inclusion inside an ignored directory's contents", () => {
  it("find lists foo/bar.js under foo/* and !foo/bar.js", async () => {
    const root = fooTree();
    expect(await find(root, "*.js")).toBe("a.js\nfoo/bar.js");
    expect(await find(root, "**/*")).toBe(".gitignore\na.js\nfoo/\nfoo/bar.js");
    // Searching inside foo still applies the rules above it, as ripgrep does.
    expect(await find(root, "*", "foo")).toBe("bar.js");
  });

  it("grep searches foo/bar.js under foo/* and !foo/bar.js", async () => {
    const root = fooTree();
    expect(await grep(root, "hit")).toBe("a.js:1: hit\nfoo/bar.js:1: hit");
    expect(await grep(root, "hit", "foo")).toBe("bar.js:1: hit");
  });

  it("find lists node_modules/pkg under /node_modules/* and !/node_modules/pkg", async () => {
    const root = nodeModulesTree();
    expect(await find(root, "*.js")).toBe("node_modules/pkg/index.js\nnode_modules/pkg/lib/util.js\nsub/node_modules/other/index.js");
    expect(await find(root, "*", "node_modules")).toBe("pkg/\npkg/index.js\npkg/lib/\npkg/lib/util.js");
  });

  it("grep searches node_modules/pkg under /node_modules/* and !/node_modules/pkg", async () => {
    const root = nodeModulesTree();
    expect(await grep(root, "hit")).toBe(
      "node_modules/pkg/index.js:1: hit\nnode_modules/pkg/lib/util.js:1: hit\nsub/node_modules/other/index.js:1: hit",
    );
  });

  it("lets a deeper .gitignore's !foo/ win over foo/* in the same file and foo/ above", async () => {
    const root = tree({ ".gitignore": "foo/\n", "sub/.gitignore": "foo/*\n!foo/\n!foo/x.js\n", "sub/foo/x.js": "", "sub/foo/y.js": "" });
    expect(await find(root, "*.js")).toBe("sub/foo/x.js");
  });

  it("does not let !foo/* re-include the directory foo that a shallower file ignores", async () => {
    const root = tree({ ".gitignore": "foo\n", "sub/.gitignore": "!foo/*\n", "sub/foo/x.js": "" });
    expect(await find(root, "*.js")).toBe("No files found matching pattern");
  });
});
