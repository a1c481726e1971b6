import { cpSync, chmodSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "../..");

/** node's arguments that run the tool host from source (tsx), for hosts running as this process's user. */
export const SOURCE_HOST_ENTRY = ["--import", import.meta.resolve("tsx"), join(root, "src/action/isolation/tool-host-main.ts")];

let copy: string | undefined;

/**
 * A copy of dist/ in a directory every user may read (the repository may sit under a 0700
 * directory), for hosts that run as another user. Built dist/ must be fresh: `npm run build`.
 */
export function readableDist(): string {
  if (!copy) {
    const dir = mkdtempSync(join(tmpdir(), "repo-agent-dist-"));
    chmodSync(dir, 0o755);
    cpSync(join(root, "dist"), join(dir, "dist"), { recursive: true });
    copy = join(dir, "dist");
  }
  return copy;
}
