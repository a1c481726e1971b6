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
