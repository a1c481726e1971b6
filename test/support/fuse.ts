import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** test/support/fuse-wedge.pl: run as a user, it leaves a process that SIGKILL cannot end (see the script). */
export const FUSE_WEDGE = readFileSync(join(import.meta.dirname, "fuse-wedge.pl"), "utf8");
/** test/support/fuse-mount.py: run as a user, it leaves a FUSE mount in the runner's mount namespace (see the script). */
export const FUSE_MOUNT = readFileSync(join(import.meta.dirname, "fuse-mount.py"), "utf8");

/**
 * Aborts the FUSE connections that `uids` own (fusectl mounted for it when need be), as root:
 * the tests' own way out of a wedge, so a failing test leaves no process behind.
 */
export function abortFuseOf(uids: Iterable<number>): void {
  const owners = new Set(uids);
  const dir = "/sys/fs/fuse/connections";
  const mounted = readFileSync("/proc/self/mountinfo", "utf8").includes(" - fusectl ");
  if (!mounted) execFileSync("mount", ["-t", "fusectl", "fusectl", dir]);
  try {
    for (const id of readdirSync(dir)) if (owners.has(statSync(join(dir, id)).uid)) writeFileSync(join(dir, id, "abort"), "1");
  } finally {
    if (!mounted) execFileSync("umount", [dir]);
  }
}
