// dist/ bundles this in place of undici (tsconfig.json "paths", which ncc follows). @actions/core
// and @actions/github import undici when they load, yet use it only behind an HTTP proxy. In dist/
// the real module is a file of its own, app/undici.cjs (scripts/build.mjs), required on first use:
// bundled into a chunk it was parsed at every start (~10 ms). These are the names they use.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

let undici;
function real() {
  if (undici) return undici;
  // A variable base: webpack would take `new URL("…", import.meta.url)` for an asset to bundle.
  const here = import.meta.url;
  const own = fileURLToPath(new URL("undici.cjs", here));
  // From source (tests, tsx) there is no own file: the package itself.
  undici = createRequire(here)(existsSync(own) ? own : "undici");
  return undici;
}

export function fetch(input, init) {
  return real().fetch(input, init);
}

/** `new ProxyAgent(options)` builds undici's own ProxyAgent. */
export function ProxyAgent(options) {
  return new (real().ProxyAgent)(options);
}
