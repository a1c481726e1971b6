import { describe, expect, it } from "vitest";
import { describeGrepModes } from "./grep-modes.js";
import { tree } from "./search-tree.js";
import { requiredLiterals } from "../../src/tools/grep-search.js";
import { createGrepTool, type GrepToolInput } from "../../src/tools/grep.js";

// ripgrep's answers (checked with rg 13) for its glob, regex and encoding rules.
describeGrepModes("grep as ripgrep $mode", (pool) => {
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

  // Each pattern's matching lines, as `rg -n PATTERN t.txt` prints them.
  const lines = ["foo  ", "foo", "x{y}", "a]b", "αβγ bar", "foo-bar", "A1"];
  it.each([
    ["[[:space:]]+$", [1]],
    ["^[[:^alpha:]]", [5]],
    ["[^[:^alpha:]a-z]", [7]],
    ["[[:digit:][:^ascii:]]", [5, 7]],
    ["\\Afoo", [1, 2, 6]],
    ["o\\z", [2]],
    ["^\\pL+$", [2]],
    ["\\PL", [1, 3, 4, 5, 6, 7]],
    ["\\p{Greek}+", [5]],
    ["\\p{greek}", [5]],
    ["\\x{3b1}", [5]],
    ["(?P<n>o)-", [6]],
    ["a]b", [4]],
    ["[]]", [4]],
    ["o\\-b", [6]],
    ["}", [3]],
    ["[\\-x]", [3, 6]],
  ])("reads %s as ripgrep does", async (pattern, expected) => {
    const root = tree({ "t.txt": `${lines.join("\n")}\n` });
    expect(await grep(root, { pattern })).toBe(expected.map((n) => `t.txt:${n}: ${lines[n - 1]}`).join("\n"));
  });

  // \d and \w are Unicode-aware in ripgrep (\b is left ASCII, for speed).
  const unicodeLines = ["aé", "x٣", "yé", "z-"];
  it.each([
    ["a\\w", [1]],
    ["x\\d", [2]],
    ["y\\W", []],
    ["y[\\W]", []],
    ["^.[\\w]$", [1, 2, 3]],
    ["\\D$", [1, 3, 4]],
  ])("reads %s with Unicode classes as ripgrep does", async (pattern, expected) => {
    const root = tree({ "u.txt": `${unicodeLines.join("\n")}\n` });
    const text = expected.map((n) => `u.txt:${n}: ${unicodeLines[n - 1]}`).join("\n");
    expect(await grep(root, { pattern })).toBe(text || "No matches found");
  });

  it("refuses in one line the syntax it cannot read as ripgrep does", async () => {
    const root = tree({ "t.txt": "Zed [a[b]]\n" });
    const use = ". Use literal=true to search for the text as written.";
    await expect(grep(root, { pattern: "\\Zed" })).rejects.toThrow(
      `Invalid regex pattern "\\\\Zed": \\Z is not an escape ripgrep knows; escape only punctuation${use}`,
    );
    await expect(grep(root, { pattern: "[a[b]]" })).rejects.toThrow(
      `Invalid regex pattern "[a[b]]": a [ inside a class (nesting) is not supported; escape it as \\[${use}`,
    );
    await expect(grep(root, { pattern: "\\p{Foo}" })).rejects.toThrow(
      `Invalid regex pattern "\\\\p{Foo}": unknown Unicode class \\p{Foo}; use a category such as \\p{L} or a script such as \\p{Greek}${use}`,
    );
    await expect(grep(root, { pattern: "[a&&b]" })).rejects.toThrow("class set operation && is not supported");
  });

  it("refuses a line break, which no line holds (ripgrep does too), but not a class without one", async () => {
    const root = tree({ "t.txt": "one\ntwo\n" });
    const refusal = (shown: string) =>
      `The pattern ${shown} holds a line break, and grep matches one line at a time. Search for one of its lines, or use bash (e.g. grep -Pzo) for text across lines.`;
    await expect(grep(root, { pattern: "one\ntwo" })).rejects.toThrow(refusal('"one\\ntwo"'));
    await expect(grep(root, { pattern: "one\ntwo", literal: true })).rejects.toThrow(refusal('"one\\ntwo"'));
    for (const pattern of ["one\\ntwo", "one[\\n]", "one\\x0A", "one\\x{00a}", "one\\u{A}", "one[\\x{0000000a}]", "one\\cJ"]) await expect(grep(root, { pattern })).rejects.toThrow("holds a line break");
    expect(await grep(root, { pattern: "o[^\\n]e" })).toBe("t.txt:1: one");
    expect(await grep(root, { pattern: "one\\ntwo", literal: true })).toBe("No matches found");
  });
  it("drops a UTF-8 BOM before matching, as ripgrep does", async () => {
    const root = tree({ "a.cs": "\uFEFFusing System;\nusing X;\n" });
    expect(await grep(root, { pattern: "^using" })).toBe("a.cs:1: using System;\na.cs:2: using X;");
  });

  it("searches a UTF-16 file with a BOM as text (ripgrep transcodes it); without a BOM it is binary", async () => {
    const root = tree({
      "le.txt": Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("hello needle\r\nαβ needle\r\n", "utf16le")]),
      "be.txt": Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from("x\nneedle β\n", "utf16le").swap16()]),
      "nobom.txt": Buffer.from("needle\n", "utf16le"),
    });
    expect(await grep(root, { pattern: "needle" })).toBe("be.txt:2: needle β\nle.txt:1: hello needle\nle.txt:2: αβ needle");
    expect(await grep(root, { pattern: "^needle β$" })).toBe("be.txt:2: needle β");
  });
  it("does not let the byte pre-check keep half of an optional astral character", async () => {
    const root = tree({ "a.txt": "foo\n" });
    expect(await grep(root, { pattern: "foo😀?" })).toBe("a.txt:1: foo");
  });

  it("searches a file inside .git when it is named, as ripgrep does", async () => {
    const root = tree({});
    expect(await grep(root, { pattern: "core", path: ".git/config" })).toBe("config:1: [core]");
  });
});

describe("requiredLiterals with astral characters", () => {
  it("takes an astral character whole, with its quantifier", () => {
    expect(requiredLiterals("foo😀?")).toEqual(["foo"]);
    expect(requiredLiterals("foo😀+bar")).toEqual(["foo😀"]);
    expect(requiredLiterals("😀😁")).toEqual(["😀😁"]);
  });
});
