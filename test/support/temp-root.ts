import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// vitest's global setup: every temporary directory of a run goes under one, removed at its end.
// The suite makes about a thousand (600 MB), and most tests leave theirs to the system.

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), "repo-agent-test-"));
  // Open to every user as /tmp is: tests hand directories in it to the agent's own user.
  chmodSync(root, 0o1777);
  // os.tmpdir() reads it on every call, in the test processes and the children they start.
  process.env.TMPDIR = root;
  return () => {
    // The agent's user (and the red-team suite's hostile agent) wrote in here, and this runs as
    // root: GNU rm works from directory descriptors and never follows a link swapped in under it,
    // where fs.rmSync's walk re-resolves each path; nor does it cross into a mount left behind.
    const rm = spawnSync("rm", ["-rf", "--one-file-system", "--", root], { encoding: "utf8" });
    if (rm.status !== 0) process.stderr.write(`test temp directory ${root} not removed (${(rm.stderr || rm.error?.message || `rm exited ${rm.status}`).trim().split("\n")[0]}); remove it by hand\n`);
  };
}
