import type { PullFile } from "./state.js";

// How the fake reaches a real repository, when a test wires one in (see git-origin.ts). The fake
// itself never starts git: without a GitPeer it keeps its made-up shas and configured files.

export interface GitIdentity {
  name: string;
  email: string;
  /** ISO 8601 in UTC, whole seconds, as GitHub shows commit dates. */
  date: string;
}

export interface GitCommit {
  sha: string;
  parents: string[];
  tree: string;
  /** The full message, without the trailing newline. */
  message: string;
  author: GitIdentity;
  committer: GitIdentity;
}

/** What `GET /compare/{base}...{head}` reports, computed by git. */
export interface Comparison {
  base: GitCommit;
  head: GitCommit;
  mergeBase: GitCommit;
  aheadBy: number;
  behindBy: number;
  /** Commits in head not in base, oldest first. */
  commits: GitCommit[];
  /** The three-dot diff (merge base to head). */
  files: PullFile[];
}

export interface GitPeer {
  /** The commit a branch name (or full sha) names, or undefined when there is none. */
  resolve(refOrSha: string): Promise<string | undefined>;
  /** Files changed on head since its merge base with base (`git diff base...head`), as the REST API lists them. */
  diff(base: string, head: string): Promise<PullFile[]>;
  /** undefined when either side does not exist or the two share no history. */
  compare(base: string, head: string): Promise<Comparison | undefined>;
  /** Called when a pull request is opened through the API, so refs/pull/N/* can exist in the repository. */
  pullOpened?(number: number, head: string, base: string): Promise<void>;
}

export type GitRun = (args: string[]) => Promise<{ code: number; stdout: string; stderr: string }>;

const SHA = /^[0-9a-f]{40}$/;
const utc = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, "Z");

/** A GitPeer over a repository reached by `run` (git with its cwd and environment already chosen). */
export function gitPeer(run: GitRun, hooks: { pullOpened?: GitPeer["pullOpened"] } = {}): GitPeer {
  const ok = async (args: string[]) => {
    const r = await run(args);
    if (r.code !== 0) throw new Error(`git ${args.join(" ")} exited ${r.code}: ${r.stderr.trim()}`);
    return r.stdout;
  };
  const verify = async (rev: string) => {
    const r = await run(["rev-parse", "--verify", "--quiet", `${rev}^{commit}`]);
    return r.code === 0 ? r.stdout.trim() : undefined;
  };
  const resolve = async (refOrSha: string) =>
    SHA.test(refOrSha) ? verify(refOrSha) : ((await verify(`refs/heads/${refOrSha}`)) ?? (await verify(`refs/tags/${refOrSha}`)));

  async function commits(range: string[]): Promise<GitCommit[]> {
    const out = await ok(["log", "--format=%H%x00%P%x00%T%x00%an%x00%ae%x00%aI%x00%cn%x00%ce%x00%cI%x00%B%x1e", ...range, "--"]);
    return out
      .split("\x1e")
      .map((r) => r.replace(/^\n/, ""))
      .filter(Boolean)
      .map((r) => {
        const [sha, parents, tree, an, ae, ad, cn, ce, cd, message] = r.split("\x00");
        return {
          sha,
          parents: parents ? parents.split(" ") : [],
          tree,
          message: message.replace(/\n+$/, ""),
          author: { name: an, email: ae, date: utc(ad) },
          committer: { name: cn, email: ce, date: utc(cd) },
        };
      });
  }

  async function diff(base: string, head: string): Promise<PullFile[]> {
    const range = `${base}...${head}`;
    const names = (await ok(["diff", "--name-status", "-z", "-M", range, "--"])).split("\0");
    const patch = await ok(["-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "-M", range, "--"]);
    // One chunk per file, in the same order as --name-status; hunk lines never start with "diff --git".
    const chunks = patch.split(/^(?=diff --git )/m).filter((c) => c.startsWith("diff --git "));
    const files: PullFile[] = [];
    for (let i = 0; i < names.length - 1; ) {
      const code = names[i++];
      const renamed = code.startsWith("R") || code.startsWith("C");
      const from = renamed ? names[i++] : undefined;
      const filename = names[i++];
      files.push(toFile(code, filename, from, chunks[files.length] ?? ""));
    }
    return files;
  }

  return {
    resolve,
    diff,
    async compare(base, head) {
      const [b, h] = [await resolve(base), await resolve(head)];
      if (!b || !h) return undefined;
      const mb = await run(["merge-base", b, h]);
      if (mb.code !== 0) return undefined;
      const count = async (range: string) => Number((await ok(["rev-list", "--count", range])).trim());
      const [[baseCommit], [headCommit], [mergeBase]] = [await commits(["-1", b]), await commits(["-1", h]), await commits(["-1", mb.stdout.trim()])];
      return {
        base: baseCommit,
        head: headCommit,
        mergeBase,
        aheadBy: await count(`${b}..${h}`),
        behindBy: await count(`${h}..${b}`),
        commits: await commits(["--reverse", `${b}..${h}`]),
        files: await diff(b, h),
      };
    },
    pullOpened: hooks.pullOpened,
  };
}

const STATUS: Record<string, PullFile["status"]> = { A: "added", D: "removed", M: "modified", R: "renamed", C: "copied", T: "changed" };

/** One file as GitHub lists it: the patch is the hunks only (from the first "@@"), none for binaries. */
function toFile(code: string, filename: string, previous: string | undefined, chunk: string): PullFile {
  const file: PullFile = { filename, status: STATUS[code[0]] ?? "modified", additions: 0, deletions: 0 };
  if (previous !== undefined) file.previous_filename = previous;
  const at = chunk.search(/^@@ /m);
  if (at < 0) return file; // binary, pure rename or mode change: GitHub sends no patch
  const patch = chunk.slice(at).replace(/\n$/, "");
  for (const line of patch.split("\n")) {
    if (line.startsWith("+")) file.additions!++;
    else if (line.startsWith("-")) file.deletions!++;
  }
  file.patch = patch;
  return file;
}
