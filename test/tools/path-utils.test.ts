import { mkdtempSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { expandPath, resolveReadPath, resolveToCwd } from "../../src/tools/path-utils.js";

describe("expandPath", () => {
  it("drops one leading @", () => {
    expect(expandPath("@src/a.ts")).toBe("src/a.ts");
    expect(expandPath("@@a")).toBe("@a");
    expect(expandPath("a@b")).toBe("a@b");
  });

  it("expands ~ and ~/ but not ~user", () => {
    expect(expandPath("~")).toBe(homedir());
    expect(expandPath("~/x/y")).toBe(`${homedir()}/x/y`);
    expect(expandPath("@~/x")).toBe(`${homedir()}/x`);
    expect(expandPath("~bob/x")).toBe("~bob/x");
    expect(expandPath("a/~/b")).toBe("a/~/b");
  });

  it("turns every unicode space pi knows into a plain space", () => {
    const spaces = ["\u00A0", "\u2000", "\u2005", "\u200A", "\u202F", "\u205F", "\u3000"];
    for (const s of spaces) expect(expandPath(`my${s}file.txt`)).toBe("my file.txt");
    expect(expandPath("a\u2000b\u3000c")).toBe("a b c");
    // Zero-width space (U+200B) is not in the list.
    expect(expandPath("a\u200Bb")).toBe("a\u200Bb");
  });
});

describe("resolveToCwd", () => {
  it("keeps absolute paths and resolves relative ones against cwd", () => {
    expect(resolveToCwd("/etc/hosts", "/work")).toBe("/etc/hosts");
    expect(resolveToCwd("src/a.ts", "/work")).toBe("/work/src/a.ts");
    expect(resolveToCwd("../up", "/work/x")).toBe("/work/up");
    expect(resolveToCwd(".", "/work")).toBe("/work");
    expect(resolveToCwd("@src/a.ts", "/work")).toBe("/work/src/a.ts");
    expect(resolveToCwd("~/a", "/work")).toBe(`${homedir()}/a`);
    expect(resolveToCwd("my\u00A0file", "/work")).toBe("/work/my file");
  });
});

describe("resolveReadPath", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "repo-agent-paths-"));
  });
  const touch = (name: string) => writeFileSync(join(dir, name), "");

  it("returns the resolved path when it exists, or when no variant exists", () => {
    touch("plain.txt");
    expect(resolveReadPath("plain.txt", dir)).toBe(join(dir, "plain.txt"));
    expect(resolveReadPath("missing's file.txt", dir)).toBe(join(dir, "missing's file.txt"));
  });

  it("finds macOS screenshot names with a narrow no-break space before AM/PM", () => {
    touch("Screenshot 2024-05-01 at 9.41.03\u202FAM.png");
    touch("Screen Shot 10.00.00\u202Fpm.png");
    expect(resolveReadPath("Screenshot 2024-05-01 at 9.41.03 AM.png", dir)).toBe(
      join(dir, "Screenshot 2024-05-01 at 9.41.03\u202FAM.png"),
    );
    // pi matches AM/PM case-insensitively and keeps the case typed.
    expect(resolveReadPath("Screen Shot 10.00.00 pm.png", dir)).toBe(join(dir, "Screen Shot 10.00.00\u202Fpm.png"));
  });

  it("finds NFD (decomposed) names from NFC input", () => {
    const nfd = "cafe\u0301.txt";
    touch(nfd);
    expect(resolveReadPath("caf\u00E9.txt", dir)).toBe(join(dir, nfd));
  });

  it("finds curly-apostrophe names from a straight apostrophe", () => {
    touch("Tom\u2019s notes.md");
    expect(resolveReadPath("Tom's notes.md", dir)).toBe(join(dir, "Tom\u2019s notes.md"));
  });

  it("finds names that are both NFD and curly (French macOS screenshots)", () => {
    const name = "Capture d\u2019e\u0301cran 2024.png";
    touch(name);
    expect(resolveReadPath("Capture d'\u00E9cran 2024.png", dir)).toBe(join(dir, name));
  });

  it("prefers the exact name over a variant", () => {
    touch("it's.txt");
    touch("it\u2019s.txt");
    expect(resolveReadPath("it's.txt", dir)).toBe(join(dir, "it's.txt"));
  });
});
