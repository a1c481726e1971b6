// Builds the three committed bundles with ncc. Each entry gets its own folder so the chunks of
// lazy imports never collide; dist/<name>.js is a one-line door into it.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const ncc = fileURLToPath(new URL("../node_modules/@vercel/ncc/dist/ncc/cli.js", import.meta.url));
const entries = [
  { name: "index", src: "src/action/main.ts", shebang: false },
  { name: "post", src: "src/action/post.ts", shebang: false },
  { name: "cli", src: "src/cli/main.ts", shebang: true },
];

rmSync(`${root}/dist`, { recursive: true, force: true });
mkdirSync(`${root}/dist`);
writeFileSync(`${root}/dist/package.json`, '{ "type": "module" }\n');
for (const e of entries) {
  execFileSync(process.execPath, [ncc, "build", e.src, "-o", `dist/${e.name}`, "-q", "-m", "--target", "es2022"], {
    cwd: root,
    stdio: "inherit",
  });
  const door = `${e.shebang ? "#!/usr/bin/env node\n" : ""}import "./${e.name}/index.js";\n`;
  writeFileSync(`${root}/dist/${e.name}.js`, door, { mode: e.shebang ? 0o755 : 0o644 });
}
