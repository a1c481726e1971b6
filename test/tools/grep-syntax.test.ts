import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPool } from "./grep-worker-build.js";
import { tree } from "./search-tree.js";
import type { GrepPool } from "../../src/tools/grep-pool.js";
import { requiredLiterals } from "../../src/tools/grep-search.js";
import { createGrepTool, type GrepToolInput } from "../../src/tools/grep.js";

// ripgrep's answers (checked with rg 13) for its glob, regex and encoding rules.
let pool: GrepPool;
beforeAll(() => {
  pool = testPool();
});
afterAll(() => pool.close());

describe.each([
  { mode: "in one thread", pool: () => null },
  { mode: "with worker threads", pool: () => pool },
])("grep as ripgrep $mode", ({ pool }) => {
  async function grep(root: string, args: GrepToolInput) {
    const result = await createGrepTool(root, { pool: pool() }).execute("call", args);
    const first = result.content[0];
    return first.type === "text" ? first.text : "";
  }

  it("a directory glob: '!src/' leaves out src/ only, 'src/' matches no file", async () => {
    const root = tree({ "src/a.ts": "x\n", "src/sub/c.ts": "x\n", "lib/b.js": "x\n", "lib/src": "x\n" });
    expect(await grep(root, { pattern: "x", glob: "!src/" })).toBe("lib/b.js:1: x\nlib/src:1: x");
    expect(await grep(root, { pattern: "x", glob: "!src/sub/" })).toBe("lib/b.js:1: x\nlib/src:1: x\nsrc/a.ts:1: x");
    expect(await grep(root, { pattern: "x", glob: "src/" })).toBe("No matches found");
  });
});
