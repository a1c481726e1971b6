import { execFile } from "node:child_process";

// git for delivery: always argv (never a shell), always an explicit environment.

export interface GitResult {
  stdout: string;
  stderr: string;
  code: number;
}

/** A failed git command; the message is one line: `git <subcommand> failed: <git's reason>`. */
export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly result: GitResult,
  ) {
    super(`git ${subcommand(args)} failed: ${reason(result)}`);
    this.name = "GitError";
  }
}

/**
 * The environment git gets when the caller gives none: PATH and HOME from this process, nothing
 * else inherited (no GIT_* variables, no tokens), no prompts, untranslated messages.
 */
export function defaultGitEnv(from: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: from.PATH ?? "/usr/local/bin:/usr/bin:/bin" };
  if (from.HOME) env.HOME = from.HOME;
  return env;
}

/**
 * Runs git and returns its exit code and output; throws only when git cannot be started, or
 * when it runs past `timeoutMs` (it is then killed).
 */
export function tryGit(cwd: string, args: string[], env?: NodeJS.ProcessEnv, timeoutMs?: number): Promise<GitResult> {
  // Never prompt for credentials: a missing token must fail, not hang the job.
  const fullEnv = { ...(env ?? defaultGitEnv()), GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" };
  return new Promise((resolve, reject) => {
    execFile("git", args, { cwd, env: fullEnv, maxBuffer: 256 * 1024 * 1024, encoding: "utf8", timeout: timeoutMs, killSignal: "SIGKILL" }, (error, stdout, stderr) => {
      if (error?.killed && timeoutMs) return reject(new Error(`git ${subcommand(args)} did not finish within ${Math.ceil(timeoutMs / 1000)} s`));
      if (error && typeof (error as { code?: unknown }).code !== "number") return reject(error);
      resolve({ stdout, stderr, code: error ? Number((error as { code: number }).code) : 0 });
    });
  });
}

/** Runs git; a non-zero exit throws a GitError. */
export async function runGit(cwd: string, args: string[], env?: NodeJS.ProcessEnv): Promise<GitResult> {
  const result = await tryGit(cwd, args, env);
  if (result.code !== 0) throw new GitError(args, result);
  return result;
}

/** Global options whose value is the next argument. */
const WITH_VALUE = ["-c", "-C", "--git-dir", "--work-tree"];

/** The subcommand of an argv, skipping global options such as `-c key=value` and `--git-dir dir`. */
function subcommand(args: string[]): string {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (WITH_VALUE.includes(a)) i++;
    else if (!a.startsWith("-")) return a;
  }
  return args[0] ?? "";
}

/** git's own reason: the first `fatal:`/`error:` line, else the first line it printed. */
function reason(r: GitResult): string {
  const lines = `${r.stderr}\n${r.stdout}`
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines[0];
  return line ?? `exit code ${r.code}`;
}

/** The NUL-terminated records of `-z` output, as bytes (a path need not be UTF-8). */
export function records(bytes: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let start = 0, end; (end = bytes.indexOf(0, start)) !== -1; start = end + 1) out.push(bytes.subarray(start, end));
  return out;
}
