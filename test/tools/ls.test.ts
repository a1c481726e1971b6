import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { createLsTool, defaultLsOperations } from "../../src/tools/ls.js";
import type { TextContent } from "../../src/ai/types.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "repo-agent-ls-"));
});

function touch(...names: string[]): void {
  for (const name of names) writeFileSync(join(dir, name), "");
}

async function ls(args: { path?: string; limit?: number } = {}) {
  const result = await createLsTool(dir).execute("call-1", args);
  expect(result.content).toHaveLength(1);
  return { text: (result.content[0] as TextContent).text, details: result.details };
}

async function errorOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return (error as Error).message;
}

describe("ls tool definition", () => {
  it("matches pi's name, description, prompt text and schema", () => {
    const tool = createLsTool(dir);
    expect(tool.name).toBe("ls");
    expect(tool.label).toBe("ls");
    expect(tool.description).toBe(
      "List directory contents. Returns entries sorted alphabetically, with '/' suffix for directories. Includes dotfiles. Output is truncated to 500 entries or 50KB (whichever is hit first).",
    );
    expect(tool.promptSnippet).toBe("List directory contents");
    expect(tool.promptGuidelines).toBeUndefined();
    const schema = JSON.parse(JSON.stringify(tool.parameters));
    expect(schema.required).toBeUndefined();
    expect(schema.properties).toEqual({
      path: { type: "string", description: "Directory to list (default: current directory)" },
      limit: { type: "number", description: "Maximum number of entries to return (default: 500)" },
    });
  });
});

describe("ls", () => {
  it("sorts case-insensitively, marks directories with / and includes dotfiles", async () => {
    touch("zeta.md", "Alpha.txt", "beta", ".env", "_under", "10", "9");
    mkdirSync(join(dir, "Src"));
    mkdirSync(join(dir, ".github"));
    const { text, details } = await ls();
    expect(text).toBe(["_under", ".env", ".github/", "10", "9", "Alpha.txt", "beta", "Src/", "zeta.md"].join("\n"));
    expect(details).toBeUndefined();
  });

  it("follows symlinks for the / suffix and skips entries it cannot stat", async () => {
    mkdirSync(join(dir, "real"));
    touch("file");
    symlinkSync(join(dir, "real"), join(dir, "link-to-dir"));
    symlinkSync(join(dir, "file"), join(dir, "link-to-file"));
    symlinkSync(join(dir, "missing"), join(dir, "dangling"));
    expect((await ls()).text).toBe("file\nlink-to-dir/\nlink-to-file\nreal/");
  });

  it("ignores .gitignore", async () => {
    writeFileSync(join(dir, ".gitignore"), "secret\n");
    touch("secret");
    expect((await ls()).text).toBe(".gitignore\nsecret");
  });

  it("says (empty directory)", async () => {
    mkdirSync(join(dir, "empty"));
    expect(await ls({ path: "empty" })).toEqual({ text: "(empty directory)", details: undefined });
  });

  it("lists relative, absolute and @-prefixed paths, and cwd for an empty path", async () => {
    mkdirSync(join(dir, "sub"));
    touch("sub/x");
    expect((await ls({ path: "sub" })).text).toBe("x");
    expect((await ls({ path: join(dir, "sub") })).text).toBe("x");
    expect((await ls({ path: "@sub" })).text).toBe("x");
    expect((await ls({ path: "" })).text).toBe("sub/");
  });

  it("stops at the entry limit with pi's notice and details.entryLimitReached", async () => {
    touch("a", "b", "c", "d", "e");
    const { text, details } = await ls({ limit: 3 });
    expect(text).toBe("a\nb\nc\n\n[3 entries limit reached. Use limit=6 for more]");
    expect(details).toEqual({ entryLimitReached: 3 });
  });

  it("stops at 500 entries by default", async () => {
    for (let i = 0; i < 501; i++) touch(`f${String(i).padStart(3, "0")}`);
    const { text, details } = await ls();
    const shown = text.split("\n\n")[0].split("\n");
    expect(shown).toHaveLength(500);
    expect(shown[499]).toBe("f499");
    expect(text.endsWith("\n\n[500 entries limit reached. Use limit=1000 for more]")).toBe(true);
    expect(details).toEqual({ entryLimitReached: 500 });
  });

  it("cuts at 50KB of whole names, alone or together with the entry limit", async () => {
    // 105-char names, 106 bytes a line: 483 lines take 51197 bytes, the 484th would pass 51200.
    const name = (i: number) => `${String(i).padStart(4, "0")}${"n".repeat(101)}`;
    for (let i = 0; i < 520; i++) touch(name(i));

    const both = await ls();
    const shown = Array.from({ length: 483 }, (_, i) => name(i)).join("\n");
    expect(both.text).toBe(`${shown}\n\n[500 entries limit reached. Use limit=1000 for more. 50.0KB limit reached]`);
    expect(both.details?.entryLimitReached).toBe(500);
    expect(both.details?.truncation).toMatchObject({ truncated: true, truncatedBy: "bytes", outputLines: 483, totalLines: 500 });

    const bytesOnly = await ls({ limit: 1000 });
    expect(bytesOnly.text).toBe(`${shown}\n\n[50.0KB limit reached]`);
    expect(bytesOnly.details?.entryLimitReached).toBeUndefined();
    expect(bytesOnly.details?.truncation?.totalLines).toBe(520);
  });

  it("reports a missing path and a file with the absolute path", async () => {
    touch("file.txt");
    expect(await errorOf(createLsTool(dir).execute("c", { path: "nope" }))).toBe(`Path not found: ${join(dir, "nope")}`);
    expect(await errorOf(createLsTool(dir).execute("c", { path: "file.txt" }))).toBe(`Not a directory: ${join(dir, "file.txt")}`);
  });

  it("wraps a readdir failure as Cannot read directory", async () => {
    const tool = createLsTool(dir, {
      operations: {
        ...defaultLsOperations,
        readdir: () => {
          throw new Error("EACCES: permission denied, scandir '/x'");
        },
      },
    });
    expect(await errorOf(tool.execute("c", {}))).toBe("Cannot read directory: EACCES: permission denied, scandir '/x'");
  });

  it("lists through asynchronous replacement operations", async () => {
    const tree: Record<string, string[] | null> = { "/remote": ["b", "A"], "/remote/A": [], "/remote/b": null };
    const tool = createLsTool("/remote", {
      operations: {
        exists: async (p) => p in tree,
        stat: async (p) => ({ isDirectory: () => tree[p] !== null }),
        readdir: async (p) => [...(tree[p] ?? [])],
      },
    });
    const result = await tool.execute("c", {});
    expect((result.content[0] as TextContent).text).toBe("A/\nb");
  });

  it("fails with Operation aborted when the signal already fired", async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await errorOf(createLsTool(dir).execute("c", {}, controller.signal))).toBe("Operation aborted");
  });
});
