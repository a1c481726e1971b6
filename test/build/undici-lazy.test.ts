import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// dist/ bundles src/bundle/undici-lazy.mjs in place of undici (tsconfig.json "paths"), and undici
// itself is a file of its own beside the chunks. The shim must offer every name the bundled
// packages take from undici, and load the real one only on use.

const root = join(import.meta.dirname, "../..");
const shimPath = join(root, "src/bundle/undici-lazy.mjs");

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

/** Runs an ES module script with node and returns what it printed, parsed. */
const runScript = (script: string) => JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root, encoding: "utf8" }));

describe("the lazy undici of dist/", () => {
  it("is what tsconfig.json maps undici to", () => {
    const tsconfig = JSON.parse(readFileSync(join(root, "tsconfig.json"), "utf8"));
    expect(tsconfig.compilerOptions.paths.undici).toEqual(["./src/bundle/undici-lazy.mjs"]);
  });

  it("offers every name the toolkit takes from undici", async () => {
    const shim = await import(shimPath);
    const names = namesTakenFromUndici();
    expect(names.size).toBeGreaterThan(0);
    for (const name of names) expect(typeof shim[name], name).toBe("function");
  });

  it("requires its own undici.cjs on first use, not on load, and hands out its ProxyAgent and fetch", () => {
    // As in dist/app: the shim with undici.cjs beside it, built by the build's own script.
    const dir = mkdtempSync(join(tmpdir(), "undici-lazy-"));
    copyFileSync(shimPath, join(dir, "undici-lazy.mjs"));
    execFileSync(process.execPath, [join(root, "scripts/build-own-file.mjs"), "undici", join(dir, "undici.cjs")], { cwd: root });
    const own = join(dir, "undici.cjs");
    const out = runScript(`
      import { createRequire } from "node:module";
      const cache = createRequire(import.meta.url).cache;
      const shim = await import(${JSON.stringify(join(dir, "undici-lazy.mjs"))});
      const before = Object.keys(cache);
      const agent = new shim.ProxyAgent("http://127.0.0.1:9");
      const real = cache[${JSON.stringify(own)}]?.exports;
      const text = await (await shim.fetch("data:text/plain,fetched")).text();
      await agent.close();
      const undiciFromNodeModules = Object.keys(cache).some((k) => k.includes("/node_modules/undici/"));
      console.log(JSON.stringify({ before, isReal: agent instanceof real.ProxyAgent, text, undiciFromNodeModules }));`);
    expect(out).toEqual({ before: [], isReal: true, text: "fetched", undiciFromNodeModules: false });
  });

  it("from source, without undici.cjs beside it, uses the package", () => {
    const out = runScript(`
      import { createRequire } from "node:module";
      const require = createRequire(import.meta.url);
      const shim = await import(${JSON.stringify(shimPath)});
      const agent = new shim.ProxyAgent("http://127.0.0.1:9");
      console.log(JSON.stringify(agent instanceof require("undici").ProxyAgent));`);
    expect(out).toBe(true);
  });
});
