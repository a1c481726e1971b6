import { chmodSync, mkdtempSync, rmSync } from "node:fs";
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
    try {
      rmSync(root, { recursive: true, force: true });
    } catch (error) {
      process.stderr.write(`test temp directory ${root} not removed (${(error as Error).message}); remove it by hand\n`);
    }
  };
}
