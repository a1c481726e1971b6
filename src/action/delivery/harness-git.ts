import { execFile } from "node:child_process";
import { constants, cpSync, existsSync, lstatSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { GitError, tryGit, type GitResult } from "./git.js";

// Delivery trusts nothing the agent touched. Before the agent starts, the checkout's .git moves
// out of the workspace into a directory of the action's own user that the agent's user cannot
// enter, and the agent works in a copy. Every git command of the harness names that directory and
// the workspace as --git-dir and --work-tree, with no system or global config and no hooks; the
// checkout's credentials travel in git's environment. The workspace's .git, the agent's, is never
// read: its config, hooks, info/, commondir, alternates and replace refs change nothing here.

/** Entries actions/checkout persists: the auth header (v4, v5) and includes of a credentials file (v6). */
const CREDENTIAL_KEY = /^(http\..*\.extraheader|includeif\..*\.path)$/i;

// Whatever config the harness directory holds, nothing in it may run a program of the agent's.
const HARDEN = ["-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false", "-c", "commit.gpgsign=false", "-c", "core.quotePath=false"];

/** Moves a directory, across filesystems too (RUNNER_TEMP and the workspace usually share one). */
function moveDir(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    cpSync(from, to, { recursive: true, verbatimSymlinks: true, errorOnExist: true, force: false });
    rmSync(from, { recursive: true, force: true });
  }
}

/** `key\nvalue\0` records of `git config --null` as [key, value] pairs. */
function configEntries(stdout: string): [string, string][] {
  return stdout
    .split("\0")
    .filter(Boolean)
    .map((entry) => {
      const nl = entry.indexOf("\n");
      return nl < 0 ? [entry, ""] : [entry.slice(0, nl), entry.slice(nl + 1)];
    });
}

export class HarnessGit {
  private returned = false;

  private constructor(
    /** The workspace: the working tree. */
    readonly workTree: string,
    /** The checkout's own git directory, outside the workspace. */
    readonly gitDir: string,
    /** The private directory holding it; also git's HOME. */
    private readonly root: string,
    /** The checkout's config as it was, credentials and all, for putBack. */
    private readonly originalConfig: { bytes: Buffer; mode: number },
    /** The auth headers, as [key, value], handed to git through its environment. */
    private readonly credentials: [string, string][],
  ) {}

  /**
   * Takes the checkout's .git out of `workspace` into a new 0700 directory under `privateParent`
   * and its credential entries out of its config. Call before the agent starts.
   */
  static async take(workspace: string, privateParent: string): Promise<HarnessGit> {
    const dotGit = join(workspace, ".git");
    let isDirectory: boolean;
    try {
      isDirectory = lstatSync(dotGit).isDirectory();
    } catch {
      throw new Error(`${workspace} has no .git directory; check the repository out with actions/checkout before repo-agent runs.`);
    }
    if (!isDirectory) throw new Error(`${dotGit} is not a directory (a worktree or submodule?); repo-agent needs the checkout actions/checkout makes.`);
    const root = mkdtempSync(join(privateParent, "repo-agent-git-"));
    // Read in place: the includeIf entries of actions/checkout v6 match this very path.
    const inPlace = await runHardened(workspace, ["--git-dir", dotGit, "config", "--includes", "--null", "--get-regexp", "^http\\..*\\.extraheader$"], { HOME: root });
    const credentials = inPlace.code === 0 ? configEntries(inPlace.stdout) : [];
    const gitDir = join(root, "git");
    moveDir(dotGit, gitDir);
    const config = join(gitDir, "config");
    const original = { bytes: readFileSync(config), mode: lstatSync(config).mode & 0o777 };
    // For the post step, should this process die before putBack.
    writeFileSync(join(root, ORIGINAL_CONFIG), original.bytes, { flag: "wx", mode: 0o600 });
    const harness = new HarnessGit(workspace, gitDir, root, original, credentials);
    const keys = configEntries((await harness.run(["config", "--local", "--null", "--list"])).stdout).map(([k]) => k);
    for (const key of new Set(keys.filter((k) => CREDENTIAL_KEY.test(k)))) await harness.run(["config", "--local", "--unset-all", key]);
    return harness;
  }

  /** git with the harness's directory and the workspace; a non-zero exit throws a GitError, as does running past `timeoutMs`. */
  async run(args: string[], env: NodeJS.ProcessEnv = {}, timeoutMs?: number): Promise<GitResult> {
    const result = await this.try(args, env, timeoutMs);
    if (result.code !== 0) throw new GitError(args, result);
    return result;
  }

  /** Like run, but returns a failure instead of throwing it. */
  try(args: string[], env: NodeJS.ProcessEnv = {}, timeoutMs?: number): Promise<GitResult> {
    return runHardened(this.workTree, ["--git-dir", this.gitDir, "--work-tree", this.workTree, ...args], { HOME: this.root, ...env }, timeoutMs);
  }

  /** For fetch, push and ls-remote: the checkout's credentials in git's environment, never in argv or a file. */
  tryRemote(args: string[]): Promise<GitResult> {
    const auth: NodeJS.ProcessEnv = { GIT_CONFIG_COUNT: String(this.credentials.length) };
    this.credentials.forEach(([key, value], i) => Object.assign(auth, { [`GIT_CONFIG_KEY_${i}`]: key, [`GIT_CONFIG_VALUE_${i}`]: value }));
    return this.try(args, auth);
  }

  /** Like tryRemote; a non-zero exit throws a GitError. */
  async remote(args: string[]): Promise<GitResult> {
    const result = await this.tryRemote(args);
    if (result.code !== 0) throw new GitError(args, result);
    return result;
  }

  /** A blob's bytes, as stored (binary files too). */
  blob(sha: string): Promise<Buffer> {
    const args = [...HARDEN, "--git-dir", this.gitDir, "cat-file", "blob", sha];
    return new Promise((done, fail) =>
      execFile("git", args, { cwd: this.root, env: hardenedEnv({ HOME: this.root }), encoding: "buffer", maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
        error ? fail(new Error(`git cat-file ${sha} failed: ${error.message.split("\n")[0]}`)) : done(stdout),
      ),
    );
  }

  /** A copy of the git directory for the agent, in the workspace, without the credentials. */
  giveAgentCopy(): void {
    cpSync(this.gitDir, join(this.workTree, ".git"), { recursive: true, verbatimSymlinks: true, errorOnExist: true, force: false, mode: constants.COPYFILE_FICLONE });
  }

  /**
   * Puts the checkout's .git back as later steps expect it (the delivered branch checked out, its
   * credentials in place); whatever the agent's .git became is removed. Call once nothing of the
   * agent's runs any more. Safe to call twice.
   */
  putBack(): void {
    if (this.returned) return;
    this.returned = true;
    restore(this.workTree, this.gitDir, this.originalConfig);
  }

  /**
   * The harness's git of a main step that died holding `gitDir`, for the post step to read what
   * the agent left before recover; it has no credentials. Undefined when .git is back already.
   */
  static left(workspace: string, gitDir: string): HarnessGit | undefined {
    const file = join(dirname(gitDir), ORIGINAL_CONFIG);
    if (!existsSync(file)) return undefined;
    return new HarnessGit(workspace, gitDir, dirname(gitDir), { bytes: readFileSync(file), mode: 0o600 }, []);
  }

  /** putBack for the post step, when the main step died holding `gitDir` (saved in its state). */
  static recover(workspace: string, gitDir: string): boolean {
    const file = join(dirname(gitDir), ORIGINAL_CONFIG);
    if (!existsSync(file)) return false;
    restore(workspace, gitDir, { bytes: readFileSync(file), mode: 0o644 });
    return true;
  }
}

const ORIGINAL_CONFIG = "config.orig";

function restore(workspace: string, gitDir: string, config: { bytes: Buffer; mode: number }): void {
  const dotGit = join(workspace, ".git");
  rmSync(dotGit, { recursive: true, force: true });
  // A new file renamed over the old: a link left in its place is replaced, never written through.
  const target = join(gitDir, "config");
  const fresh = `${target}.repo-agent`;
  rmSync(fresh, { force: true });
  // It holds the checkout's token: readable by the runner's user alone, whatever else still runs.
  writeFileSync(fresh, config.bytes, { flag: "wx", mode: config.mode & 0o700 });
  renameSync(fresh, target);
  moveDir(gitDir, dotGit);
  rmSync(dirname(gitDir), { recursive: true, force: true });
}

const hardenedEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_ATTR_NOSYSTEM: "1",
  // Replace refs the agent could not reach anyway; still, nothing may swap what is committed.
  GIT_NO_REPLACE_OBJECTS: "1",
  ...env,
});

function runHardened(cwd: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs?: number): Promise<GitResult> {
  return tryGit(cwd, [...HARDEN, ...args], hardenedEnv(env), timeoutMs);
}
