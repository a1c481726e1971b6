// Bundles grep's worker thread (src/tools/grep-worker.ts) into one file. The build puts it next to
// the bundle (dist/app/grep-worker.js), where src/tools/grep-pool.ts looks for it; tests build it
// into a temporary directory.
//   node scripts/build-grep-worker.mjs <outfile>
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export async function buildGrepWorker(outfile) {
  await build({
    entryPoints: [`${root}/src/tools/grep-worker.ts`],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "es2022",
    minify: true,
    legalComments: "eof",
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv[2]) throw new Error("usage: node scripts/build-grep-worker.mjs <outfile>");
  await buildGrepWorker(process.argv[2]);
}
