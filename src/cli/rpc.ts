import type { CliArgs } from "./args.js";
import { jsonLine, readLines } from "./rpc/jsonl.js";
import { isResponse, parseCommand } from "./rpc/protocol.js";
import { RpcServer } from "./rpc/server.js";

/** Writes to stdout that are not protocol lines (a stray console.log) go to stderr instead. */
function takeOverStdout(): (line: string) => void {
  const stdout = process.stdout;
  const raw = stdout.write.bind(stdout) as (chunk: string) => boolean;
  stdout.write = ((...args: Parameters<typeof process.stderr.write>) => process.stderr.write(...args)) as typeof stdout.write;
  return (line) => {
    if (!stdout.destroyed) raw(line);
  };
}

/**
 * `repo-agent --mode rpc`: pi 0.73's RPC protocol (its docs/rpc.md) on stdin/stdout. Serves until
 * stdin ends, then aborts whatever runs and resolves 0.
 */
export async function runRpc(args: CliArgs): Promise<number> {
  // Setup fails before any protocol line is written: a usage error, exit 2, as in other modes.
  const write = takeOverStdout();
  const server = new RpcServer(args, write);

  return new Promise<number>((resolve) => {
    let closing: Promise<void> | undefined;
    const close = (code: number) => {
      closing ??= server.close().then(() => {
        process.stdin.pause();
        resolve(code);
        // An idle keep-alive socket must not hold the process after the client has gone.
        setTimeout(() => process.exit(code), 2000).unref();
      });
    };
    process.stdout.on("error", () => close(0));
    process.once("SIGTERM", () => close(143));
    process.once("SIGINT", () => close(130));
    readLines(
      process.stdin,
      (line) => {
        const parsed = parseCommand(line);
        if (!parsed) return;
        if (isResponse(parsed)) write(jsonLine(parsed));
        else server.handle(parsed);
      },
      () => close(0),
    );
  });
}
