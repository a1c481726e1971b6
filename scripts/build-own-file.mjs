// Bundles the files dist/ loads beside its chunks, each with esbuild into one file:
//   grep-worker  grep's worker thread (src/tools/grep-worker.ts), found by src/tools/grep-pool.ts;
//   undici       the toolkit's undici, required on first use by src/bundle/undici-lazy.mjs.
// The build writes them into dist/app/; tests build them into temporary directories.
//   node scripts/build-own-file.mjs <grep-worker|undici> <outfile>
import { build } from "esbuild";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const FILES = {
  "grep-worker": { entry: `${root}/src/tools/grep-worker.ts`, format: "esm" },
  undici: { entry: createRequire(import.meta.url).resolve("undici"), format: "cjs" },
};

export async function buildOwnFile(name, outfile) {
  const file = FILES[name];
  if (!file) throw new Error(`unknown file "${name}": one of ${Object.keys(FILES).join(", ")}`);
  await build({
    entryPoints: [file.entry],
    outfile,
    bundle: true,
    platform: "node",
    format: file.format,
    target: "es2022",
    minify: true,
    legalComments: "eof",
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.length !== 4) throw new Error("usage: node scripts/build-own-file.mjs <grep-worker|undici> <outfile>");
  await buildOwnFile(process.argv[2], process.argv[3]);
}
