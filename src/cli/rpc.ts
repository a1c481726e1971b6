import { UsageError, type CliArgs } from "./args.js";

/** `repo-agent --mode rpc`: pi's RPC protocol on stdin/stdout. */
export async function runRpc(_args: CliArgs): Promise<number> {
  throw new UsageError("--mode rpc is not built yet");
}
