import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

describe("dist/cli.js", () => {
  it("prints the version from a copy of dist/ with no node_modules beside it", () => {
    const dir = mkdtempSync(join(tmpdir(), "repo-agent-dist-"));
    cpSync(new URL("../dist", import.meta.url), join(dir, "dist"), { recursive: true });
    const out = execFileSync(process.execPath, [join(dir, "dist/cli.js"), "--version"], { cwd: dir, encoding: "utf8" });
    expect(out).toBe(`${pkg.version}\n`);
  });
});
