import { readFileSync } from "node:fs";
import { runPrivileged, type AgentUser, type Privilege } from "./agent-user.js";

// A process waiting on a FUSE request that was read but never answered sleeps uninterruptibly:
// SIGKILL cannot end it, and when it holds /dev/fuse open itself the connection never closes.
// The agent's user can make one (its own user namespace, or fusermount), so only ending the
// connection frees it. fusectl names each connection's owner (the mount's user_id), which for the
// agent's mounts can only be the agent's uid: the connections are chosen by that identity.
const SCRIPT = `c=/sys/fs/fuse/connections; ours=
if ! mountpoint -q "$c"; then mount -t fusectl fusectl "$c" || exit 3; ours=1; fi
n=0
for d in "$c"/*; do
  [ -d "$d" ] && [ "$(stat -c %u "$d")" = "$0" ] || continue
  echo 1 > "$d/abort" && n=$((n + 1))
done
[ -z "$ours" ] || umount "$c"
echo "$n"`;

/** Aborts every FUSE connection the agent's user owns; how many, or why none could be. */
export async function abortFuseConnections(privilege: Privilege, user: AgentUser): Promise<{ aborted: number; problem?: string }> {
  const result = await runPrivileged(privilege, ["sh", "-c", SCRIPT, String(user.uid)]);
  const aborted = Number(result.stdout.trim().split("\n").at(-1)) || 0;
  if (result.code === 0) return { aborted };
  return { aborted, problem: `its FUSE connections could not be aborted (${result.stderr.trim().split("\n")[0] || `exit ${result.code}`})` };
}

/** The mount point field of /proc/self/mountinfo, its octal escapes (\040 for a space...) undone. */
const unescape = (field: string) => field.replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)));

/**
 * Mount points of FUSE mounts in this mount namespace (the runner's) made for `uid`: the
 * setuid fusermount mounts for its caller (user_id=) outside any namespace of the caller's, and
 * such a mount outlives its server: dead, in the workspace or HOME, unreadable even by root.
 */
export function fuseMountsOf(uid: number, text = readMountinfo()): string[] {
  const points: string[] = [];
  for (const line of text.split("\n")) {
    const [mount, fs] = line.split(" - ");
    const [type, , options] = (fs ?? "").split(" ");
    if (!/^fuse(blk)?(\.|$)/.test(type ?? "")) continue;
    if (!(options ?? "").split(",").includes(`user_id=${uid}`)) continue;
    const point = mount!.split(" ")[4];
    if (point) points.push(unescape(point));
  }
  return points;
}

function readMountinfo(): string {
  try {
    return readFileSync("/proc/self/mountinfo", "utf8");
  } catch {
    return ""; // not Linux: no mounts of the agent's to find
  }
}

/** The points no other point lies under: detaching one takes what is mounted under it along. */
export const outermost = (points: string[]) => points.filter((p) => !points.some((q) => q !== p && p.startsWith(q === "/" ? q : `${q}/`)));

/**
 * Detaches (lazily) every FUSE mount made for the agent's user in the runner's mount namespace;
 * called once none of its processes runs, so no path changes meanwhile. Only the outermost at a
 * time: the path to a mount inside another agent mount would be resolved through that dead one,
 * which could hold links of the agent's choosing (to /proc, say) where root must not go. What is
 * still mounted afterwards.
 */
export async function unmountFuseOf(privilege: Privilege, user: AgentUser): Promise<string[]> {
  for (let round = 0; round < 20; round++) {
    const points = outermost(fuseMountsOf(user.uid));
    if (!points.length) return [];
    // In batches, so that a thousand long paths stay within one command line's limit.
    for (let i = 0; i < points.length; i += 100) await runPrivileged(privilege, ["umount", "-i", "-l", "-c", "--", ...points.slice(i, i + 100)]);
  }
  return fuseMountsOf(user.uid);
}
