import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { createWriteTool, defaultWriteOperations } from "../../src/tools/write.js";
import type { TextContent } from "../../src/ai/types.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "repo-agent-write-"));
});

async function write(path: string, content: string) {
  const result = await createWriteTool(dir).execute("call-1", { path, content });
  expect(result.details).toBeUndefined();
  return (result.content[0] as TextContent).text;
}

async function errorOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return (error as Error).message;
}

describe("write tool definition", () => {
  it("matches pi's name, description, prompt text and schema", () => {
    const tool = createWriteTool(dir);
    expect(tool.name).toBe("write");
    expect(tool.label).toBe("write");
    expect(tool.description).toBe(
      "Write content to a file. Creates the file if it doesn't exist, overwrites if it does. Automatically creates parent directories.",
    );
    expect(tool.promptSnippet).toBe("Create or overwrite files");
    expect(tool.promptGuidelines).toEqual(["Use write only for new files or complete rewrites."]);
    const schema = JSON.parse(JSON.stringify(tool.parameters));
    expect(schema.required).toEqual(["path", "content"]);
    expect(schema.properties).toEqual({
      path: { type: "string", description: "Path to the file to write (relative or absolute)" },
      content: { type: "string", description: "Content to write to the file" },
    });
  });
});

describe("write", () => {
  it("creates a file and reports its size and the path as given", async () => {
    expect(await write("notes.txt", "hello\n")).toBe("Successfully wrote 6 bytes to notes.txt");
    expect(readFileSync(join(dir, "notes.txt"), "utf8")).toBe("hello\n");
  });

  it("reports UTF-8 bytes for multi-byte text (pi reports UTF-16 units)", async () => {
    expect(await write("accent.txt", "héllo\n")).toBe("Successfully wrote 7 bytes to accent.txt");
    expect(await write("emoji.txt", "😀")).toBe("Successfully wrote 4 bytes to emoji.txt");
    expect(await write("cjk.txt", "日本")).toBe("Successfully wrote 6 bytes to cjk.txt");
    expect(readFileSync(join(dir, "accent.txt")).length).toBe(7);
    expect(readFileSync(join(dir, "emoji.txt")).length).toBe(4);
  });

  it("creates missing parent directories", async () => {
    expect(await write("a/b/c/deep.ts", "export {};\n")).toBe("Successfully wrote 11 bytes to a/b/c/deep.ts");
    expect(readFileSync(join(dir, "a/b/c/deep.ts"), "utf8")).toBe("export {};\n");
  });

  it("overwrites an existing file completely, keeping text as given (no BOM or line-ending changes)", async () => {
    writeFileSync(join(dir, "f.txt"), "a much longer original content\r\n");
    expect(await write("f.txt", "short\r\nx")).toBe("Successfully wrote 8 bytes to f.txt");
    expect(readFileSync(join(dir, "f.txt"), "utf8")).toBe("short\r\nx");
  });

  it("writes an empty file", async () => {
    expect(await write("empty", "")).toBe("Successfully wrote 0 bytes to empty");
    expect(readFileSync(join(dir, "empty"), "utf8")).toBe("");
  });

  it("accepts absolute paths and an @ prefix, naming the path as given", async () => {
    const abs = join(dir, "abs.txt");
    expect(await write(abs, "x")).toBe(`Successfully wrote 1 bytes to ${abs}`);
    expect(await write("@at.txt", "y")).toBe("Successfully wrote 1 bytes to @at.txt");
    expect(readFileSync(join(dir, "at.txt"), "utf8")).toBe("y");
  });

  it("propagates Node's error when the target is a directory", async () => {
    mkdirSync(join(dir, "sub"));
    expect(await errorOf(createWriteTool(dir).execute("c", { path: "sub", content: "x" }))).toBe(
      `EISDIR: illegal operation on a directory, open '${join(dir, "sub")}'`,
    );
  });

  it("does not write when the signal already fired", async () => {
    const controller = new AbortController();
    controller.abort();
    const message = await errorOf(createWriteTool(dir).execute("c", { path: "no.txt", content: "x" }, controller.signal));
    expect(message).toBe("Operation aborted");
    expect(existsSync(join(dir, "no.txt"))).toBe(false);
  });

  it("serialises writes to one file reached through two paths, and runs other files in parallel", async () => {
    mkdirSync(join(dir, "real"));
    symlinkSync(join(dir, "real"), join(dir, "link"));
    const events: string[] = [];
    const slow = {
      ...defaultWriteOperations,
      async writeFile(p: string, content: string) {
        events.push(`start ${content}`);
        await new Promise((r) => setTimeout(r, 30));
        await defaultWriteOperations.writeFile(p, content);
        events.push(`end ${content}`);
      },
    };
    const tool = createWriteTool(dir, { operations: slow });
    await Promise.all([
      tool.execute("1", { path: "real/f.txt", content: "one" }),
      tool.execute("2", { path: "link/f.txt", content: "two" }),
      tool.execute("3", { path: "other.txt", content: "three" }),
    ]);
    expect(events.indexOf("end one")).toBeLessThan(events.indexOf("start two"));
    expect(events.indexOf("start three")).toBeLessThan(events.indexOf("end one"));
    expect(readFileSync(join(dir, "real/f.txt"), "utf8")).toBe("two");
  });
});
