// Builds the committed bundle with ncc: one entry (src/entry.ts) whose chunks every part shares;
// dist/<name>.js is a one-line door into it.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { transform } from "esbuild";
import { buildOwnFile } from "./build-own-file.mjs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const ncc = fileURLToPath(new URL("../node_modules/@vercel/ncc/dist/ncc/cli.js", import.meta.url));
const doors = [
  { name: "index", part: "action", shebang: false },
  { name: "post", part: "post", shebang: false },
  { name: "cli", part: "cli", shebang: true },
  { name: "tool-host", part: "toolHost", shebang: false },
];

// Built beside dist/ and swapped in at the end: a failed build (a type error anywhere ncc checks)
// leaves the committed dist/ as it was, never half-written or empty.
const out = `${root}/.dist-build`;
rmSync(out, { recursive: true, force: true });
mkdirSync(out);
writeFileSync(`${out}/package.json`, '{ "type": "module" }\n');
execFileSync(process.execPath, [ncc, "build", "src/entry.ts", "-o", `${out}/app`, "-q", "-m", "--target", "es2022"], { cwd: root, stdio: "inherit" });
// ncc minifies only its entry file; the chunks it splits off come out as written, comments and
// all. Parsing them is most of the start-up time, and minified they parse in about half of it
// (licence comments are kept, at the end of each file).
for (const name of readdirSync(`${out}/app`).filter((f) => f.endsWith(".js"))) {
  const file = `${out}/app/${name}`;
  const { code } = await transform(readFileSync(file, "utf8"), { minify: true, keepNames: true, format: "esm", target: "es2022", legalComments: "eof" });
  writeFileSync(file, code);
}
// grep's worker thread, and undici (the toolkit needs it only behind a proxy), are files of their
// own beside the chunks: the one runs in its own thread, the other is not parsed at start-up.
await buildOwnFile("grep-worker", `${out}/app/grep-worker.js`);
await buildOwnFile("undici", `${out}/app/undici.cjs`);
for (const d of doors) {
  const door = `${d.shebang ? "#!/usr/bin/env node\n" : ""}import { start } from "./app/index.js";\nawait start.${d.part}();\n`;
  writeFileSync(`${out}/${d.name}.js`, door, { mode: d.shebang ? 0o755 : 0o644 });
}
rmSync(`${root}/dist`, { recursive: true, force: true });
renameSync(out, `${root}/dist`);
