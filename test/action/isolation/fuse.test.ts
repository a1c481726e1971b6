import { describe, expect, it } from "vitest";
import { fuseMountsOf, outermost } from "../../../src/action/isolation/fuse.js";

// Lines as /proc/self/mountinfo has them: the mount point is field 5, the type and the super
// options follow " - "; spaces, tabs, newlines and backslashes in paths are octal escapes.
const line = (id: number, point: string, type: string, options: string) => `${id} 1 0:${id} / ${point} rw,nosuid,nodev,relatime shared:1 - ${type} agentfuse ${options}`;
const MOUNTINFO = [
  line(21, "/proc", "proc", "rw"),
  line(40, "/lxcfs/proc/cpuinfo", "fuse.lxcfs", "rw,user_id=0,group_id=0,allow_other"),
  line(41, "/w/repo/mnt", "fuse", "rw,user_id=999,group_id=995"),
  line(42, "/w/repo/mnt/d", "fuse", "rw,user_id=999,group_id=995"),
  line(43, "/w/repo/mnt/d/e", "fuse.sshfs", "rw,user_id=999,group_id=995"),
  line(44, "/w/repo/mnt2", "fuseblk", "rw,user_id=999,group_id=995"),
  line(45, "/w/sp\\040ace\\012nl\\134x", "fuse", "rw,user_id=999,group_id=995"),
  line(46, "/home/other/m", "fuse", "rw,user_id=1999,group_id=1999"),
  line(47, "/w/repo/tmpfs", "tmpfs", "rw,user_id=999"),
].join("\n");

describe("the agent's FUSE mounts in the runner's mount namespace", () => {
  it("are the fuse mounts made for its uid, paths unescaped; other users' and other types are not", () => {
    expect(fuseMountsOf(999, MOUNTINFO)).toEqual(["/w/repo/mnt", "/w/repo/mnt/d", "/w/repo/mnt/d/e", "/w/repo/mnt2", "/w/sp ace\nnl\\x"]);
    expect(fuseMountsOf(1999, MOUNTINFO)).toEqual(["/home/other/m"]);
    expect(fuseMountsOf(99, MOUNTINFO)).toEqual([]);
  });

  it("are detached outermost first: a path inside another of its (dead) mounts is never resolved through it", () => {
    expect(outermost(fuseMountsOf(999, MOUNTINFO))).toEqual(["/w/repo/mnt", "/w/repo/mnt2", "/w/sp ace\nnl\\x"]);
    // The same point twice (stacked mounts) is left for the next round, once the top one is gone.
    expect(outermost(["/a", "/a"])).toEqual(["/a", "/a"]);
  });
});
