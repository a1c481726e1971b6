import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// dist/ bundles src/bundle/undici-lazy.cjs in place of undici (tsconfig.json "paths"). It must
// offer every name the bundled packages take from undici, and load the real one only on use.

const root = join(import.meta.dirname, "../..");
const shimPath = join(root, "src/bundle/undici-lazy.cjs");
const require = createRequire(import.meta.url);

function jsFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) jsFiles(path, out);
    else if (/\.(c|m)?js$/.test(name)) out.push(path);
  }
  return out;
}

/** Names imported from undici by the GitHub toolkit packages (ESM named imports and CommonJS `x.Name`). */
function namesTakenFromUndici(): Set<string> {
  const names = new Set<string>();
  for (const file of jsFiles(join(root, "node_modules/@actions"))) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]undici['"]/g)) {
      for (const part of m[1].split(",")) if (part.trim()) names.add(part.trim().split(/\s+as\s+/)[0]);
    }
    for (const m of text.matchAll(/(\w+)\s*=\s*require\(['"]undici['"]\)/g)) {
      for (const use of text.matchAll(new RegExp(`\\b${m[1]}\\.(\\w+)`, "g"))) names.add(use[1]);
    }
  }
  return names;
}

describe("the lazy undici of dist/", () => {
  it("is what tsconfig.json maps undici to", () => {
    const tsconfig = JSON.parse(readFileSync(join(root, "tsconfig.json"), "utf8"));
    expect(tsconfig.compilerOptions.paths.undici).toEqual(["./src/bundle/undici-lazy.cjs"]);
  });

  it("offers every name the toolkit takes from undici, as the real module's own", () => {
    const shim = require(shimPath);
    const real = require("undici");
    const names = namesTakenFromUndici();
    expect(names.size).toBeGreaterThan(0);
    for (const name of names) {
      expect(real[name], name).toBeDefined();
      expect(shim[name], name).toBe(real[name]);
    }
  });

  it("loads undici on first use, not on load", () => {
    const script = `
      const shim = require(${JSON.stringify(shimPath)});
      const loaded = () => Object.keys(require.cache).some((k) => k.includes("/node_modules/undici/"));
      const before = loaded();
      void shim.fetch;
      console.log(JSON.stringify([before, loaded()]));`;
    const out = execFileSync(process.execPath, ["-e", script], { cwd: root, encoding: "utf8" });
    expect(JSON.parse(out)).toEqual([false, true]);
  });
});
