import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { cleanGitEnv, git, tryGit, type GitOrigin, type GitResult } from "./git-origin.js";

// A workspace left exactly as actions/checkout leaves it (src/git-source-provider.ts,
// ref-helper.ts, git-auth-helper.ts): same commands, same refspecs, same credential placement.

export interface CheckoutOptions {
  /** GITHUB_REF: refs/heads/<b> (checks out branch <b>), refs/pull/N/merge or refs/tags/<t> (detached). Default: the default branch. */
  ref?: string;
  /** GITHUB_SHA. Default: what `ref` points at in the origin now. Alone (ref ""), checks out that sha detached. */
  sha?: string;
  /** fetch-depth: 1 (default) or 0 for all history, branches and tags. */
  fetchDepth?: number;
  /** persist-credentials (default true): leave the token in the git config after checkout. */
  persistCredentials?: boolean;
  /**
   * Where the token goes. "extraheader" (v4, v5): `http.<server>/.extraheader` in .git/config.
   * "include-file" (v6): the header in $RUNNER_TEMP/git-credentials-<uuid>.config, pulled in by
   * `includeIf.gitdir:` entries in .git/config.
   */
  credentials?: "extraheader" | "include-file";
  /** The token checkout is given. Default: the origin's. */
  token?: string;
}

export interface Checkout {
  /** GITHUB_WORKSPACE: the working tree. */
  dir: string;
  /** The HOME git ran with (empty: no ~/.gitconfig, no identity). */
  home: string;
  /** RUNNER_TEMP (holds the v6 credentials file). */
  runnerTemp: string;
  ref: string;
  /** The commit checked out. */
  sha: string;
  /** The local branch checkout created; undefined when HEAD is detached. */
  branch?: string;
  /** The `origin` remote, http://127.0.0.1:PORT/owner/repo (no .git, as checkout writes it). */
  remoteUrl: string;
  /** http.http://127.0.0.1:PORT/.extraheader */
  extraheaderKey: string;
  /** The v6 credentials file, when credentials = "include-file" and persisted. */
  credentialsFile?: string;
  /** The clean environment git ran with; reuse it for anything that runs git here. */
  env: NodeJS.ProcessEnv;
  /** git in the workspace; throws on a non-zero exit. */
  git(...args: string[]): Promise<string>;
  /** git in the workspace; returns the exit code and output. */
  tryGit(...args: string[]): Promise<GitResult>;
}

const TAGS_REFSPEC = "+refs/tags/*:refs/tags/*";
const PLACEHOLDER = "AUTHORIZATION: basic ***";

function refSpec(ref: string, sha: string): string[] {
  if (ref.startsWith("refs/heads/")) return [`+${sha}:refs/remotes/origin/${ref.slice("refs/heads/".length)}`];
  if (ref.startsWith("refs/pull/")) return [`+${sha}:refs/remotes/pull/${ref.slice("refs/pull/".length)}`];
  if (ref.startsWith("refs/tags/")) return [`+${sha}:${ref}`];
  return [sha];
}

function refSpecForAllHistory(ref: string, sha: string): string[] {
  const specs = ["+refs/heads/*:refs/remotes/origin/*", TAGS_REFSPEC];
  if (ref.startsWith("refs/pull/")) specs.push(`+${sha}:refs/remotes/pull/${ref.slice("refs/pull/".length)}`);
  return specs;
}

function checkoutArgs(ref: string, sha: string): { args: string[]; branch?: string } {
  if (!ref) return { args: ["checkout", "--progress", "--force", sha] };
  if (ref.startsWith("refs/heads/")) {
    const branch = ref.slice("refs/heads/".length);
    return { args: ["checkout", "--progress", "--force", "-B", branch, `refs/remotes/origin/${branch}`], branch };
  }
  if (ref.startsWith("refs/pull/")) {
    return { args: ["checkout", "--progress", "--force", `refs/remotes/pull/${ref.slice("refs/pull/".length)}`] };
  }
  if (ref.startsWith("refs/")) return { args: ["checkout", "--progress", "--force", ref] };
  throw new Error(`prepareCheckout: give a fully qualified ref, not '${ref}'`);
}

/** Writes the header with a placeholder through git, then swaps the token in, as checkout does (keeps it out of argv). */
async function writeHeader(file: string, key: string, token: string, run: (args: string[]) => Promise<string>) {
  await run(["config", "--file", file, key, PLACEHOLDER]);
  const basic = Buffer.from(`x-access-token:${token}`, "utf8").toString("base64");
  const content = await readFile(file, "utf8");
  await writeFile(file, content.replace(PLACEHOLDER, `AUTHORIZATION: basic ${basic}`));
}

/** Prepares a workspace the way actions/checkout v4/v5 (or v6) does for `origin`. */
export async function prepareCheckout(origin: GitOrigin, options: CheckoutOptions = {}): Promise<Checkout> {
  const base = await mkdtemp(join(origin.root, "checkout-"));
  const dir = join(base, "work", origin.repo, origin.repo);
  const home = join(base, "home");
  const runnerTemp = join(base, "_temp");
  await Promise.all([mkdir(dir, { recursive: true }), mkdir(home), mkdir(runnerTemp)]);
  const env = cleanGitEnv(home);
  const run = (args: string[]) => git(args, { cwd: dir, env });

  const ref = options.ref ?? `refs/heads/${origin.defaultBranch}`;
  const sha = options.sha ?? (await origin.refs())[ref];
  if (!sha) throw new Error(`prepareCheckout: the origin has no ${ref}`);
  const remoteUrl = `${origin.serverUrl}/${encodeURIComponent(origin.owner)}/${encodeURIComponent(origin.repo)}`;
  const extraheaderKey = `http.${origin.serverUrl}/.extraheader`;
  const style = options.credentials ?? "extraheader";
  const configFile = join(dir, ".git", "config");

  await run(["init", dir]);
  await run(["remote", "add", "origin", remoteUrl]);
  await run(["config", "--local", "gc.auto", "0"]);

  let credentialsFile: string | undefined;
  const includeKeys: [string, string][] = [];
  if (style === "extraheader") {
    await writeHeader(configFile, extraheaderKey, options.token ?? origin.token, run);
  } else {
    credentialsFile = join(runnerTemp, `git-credentials-${randomUUID()}.config`);
    await writeHeader(credentialsFile, extraheaderKey, options.token ?? origin.token, run);
    // The host paths, then the paths the same directories have inside a container job.
    const inContainer = `/github/runner_temp/${basename(credentialsFile)}`;
    includeKeys.push(
      [`includeIf.gitdir:${dir}/.git.path`, credentialsFile],
      [`includeIf.gitdir:${dir}/.git/worktrees/*.path`, credentialsFile],
      ["includeIf.gitdir:/github/workspace/.git.path", inContainer],
      ["includeIf.gitdir:/github/workspace/.git/worktrees/*.path", inContainer],
    );
    for (const [key, value] of includeKeys) await run(["config", "--local", key, value]);
  }

  const depth = options.fetchDepth ?? 1;
  const fetch = async (specs: string[]) => {
    const args = ["-c", "protocol.version=2", "fetch"];
    if (!specs.includes(TAGS_REFSPEC)) args.push("--no-tags");
    args.push("--prune", "--no-recurse-submodules");
    if (depth > 0) args.push(`--depth=${depth}`);
    args.push("--progress", "origin", ...specs);
    await run(args);
  };
  if (depth > 0) {
    await fetch(refSpec(ref, sha));
  } else {
    await fetch(refSpecForAllHistory(ref, sha));
    // The branch may have moved since the event: fetch the event's commit by sha, as checkout does.
    const tracking = ref.startsWith("refs/heads/") ? `refs/remotes/origin/${ref.slice("refs/heads/".length)}` : undefined;
    if (tracking && (await tryGit(["rev-parse", tracking], { cwd: dir, env })).stdout.trim() !== sha) {
      await fetch(refSpec(ref, sha));
    }
  }

  const { args, branch } = checkoutArgs(ref, sha);
  await run(args);
  const head = (await run(["log", "-1", "--format=%H"])).trim();

  if (options.persistCredentials === false) {
    if (style === "extraheader") await run(["config", "--local", "--unset-all", extraheaderKey]);
    for (const [key] of includeKeys) await run(["config", "--local", "--unset-all", key]);
    if (credentialsFile) await rm(credentialsFile, { force: true });
    credentialsFile = undefined;
  }

  return {
    dir,
    home,
    runnerTemp,
    ref,
    sha: head,
    branch,
    remoteUrl,
    extraheaderKey,
    credentialsFile,
    env,
    git: (...a) => run(a),
    tryGit: (...a) => tryGit(a, { cwd: dir, env }),
  };
}
