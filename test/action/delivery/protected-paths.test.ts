import { describe, expect, it } from "vitest";
import { DEFAULT_PROTECTED_PATHS, matchProtected } from "../../../src/action/delivery/protected-paths.js";

describe("matchProtected", () => {
  const paths = [".github/workflows/ci.yml", ".github/workflows/deep/x.yaml", ".github/CODEOWNERS", "src/a.ts", "README.md", "docs/.github/workflows/x.yml"];

  it("protects workflows by default, dot directories included", () => {
    expect(DEFAULT_PROTECTED_PATHS).toEqual([".github/workflows/**"]);
    expect(matchProtected(paths)).toEqual([".github/workflows/ci.yml", ".github/workflows/deep/x.yaml"]);
  });

  it("takes several globs, ignores blanks, and lets a directory glob cover what is under it", () => {
    expect(matchProtected(paths, [".github/workflows", " ", "*.md"])).toEqual([".github/workflows/ci.yml", ".github/workflows/deep/x.yaml", "README.md"]);
    expect(matchProtected(paths, ["**/.github/**"])).toEqual([".github/workflows/ci.yml", ".github/workflows/deep/x.yaml", ".github/CODEOWNERS", "docs/.github/workflows/x.yml"]);
    expect(matchProtected(["./.github/workflows/a.yml"], [".github/workflows/**"])).toEqual(["./.github/workflows/a.yml"]);
  });

  it("protects nothing with no globs", () => {
    expect(matchProtected(paths, [])).toEqual([]);
  });
});
