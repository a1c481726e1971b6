import { BashOutput } from "../../tools/bash-output.js";
import { createLocalBashOperations } from "../../tools/bash.js";

/** pi's BashResult: what the RPC `bash` command answers and records. */
export interface BashResult {
  output: string;
  /** Absent when the command was cancelled or killed by a signal (as pi reports it). */
  exitCode: number | undefined;
  cancelled: boolean;
  truncated: boolean;
  fullOutputPath?: string;
}

export interface UserBashOptions {
  shellPath?: string;
  /** settings.json `shellCommandPrefix`, run before the command as pi does. */
  commandPrefix?: string;
  signal: AbortSignal;
}

/**
 * Runs a user's command (pi's `!cmd` / RPC `bash`) in `cwd`: output cleaned and tail-truncated
 * like the bash tool's (2000 lines / 50KB), the whole of it kept in a temp file when truncated.
 * Unlike the tool, a failing command is a result, not an error.
 */
export async function runUserBash(command: string, cwd: string, options: UserBashOptions): Promise<BashResult> {
  const ops = createLocalBashOperations({ shellPath: options.shellPath });
  const output = new BashOutput();
  const resolved = options.commandPrefix ? `${options.commandPrefix}\n${command}` : command;
  let exitCode: number | undefined;
  let cancelled = false;
  try {
    const result = await ops.exec(resolved, cwd, { onData: (d) => output.append(d), signal: options.signal });
    exitCode = result.exitCode ?? undefined;
  } catch (error) {
    if (!options.signal.aborted) {
      await output.closeTempFile(false);
      throw error;
    }
    cancelled = true;
  }
  output.finish();
  const snapshot = output.snapshot();
  const truncated = snapshot.truncation.truncated;
  await output.closeTempFile(truncated);
  return {
    output: snapshot.content,
    exitCode: cancelled ? undefined : exitCode,
    cancelled,
    truncated,
    ...(truncated && snapshot.fullOutputPath ? { fullOutputPath: snapshot.fullOutputPath } : {}),
  };
}
