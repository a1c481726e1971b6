import { existsSync, statSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { readSessionFile } from "../session/session-store.js";
import { UsageError } from "./args.js";

/** `repo-agent --export <session.jsonl> [out.html]`: writes the page and prints its path. */
export async function exportCommand(args: { input: string; output?: string }): Promise<number> {
  const input = resolve(args.input);
  if (!existsSync(input)) throw new UsageError(`${input} does not exist; pass the path of a session .jsonl file`);
  if (statSync(input).isDirectory()) throw new UsageError(`${input} is a directory; pass the path of a session .jsonl file in it`);
  const output = resolve(args.output ?? input.replace(/\.jsonl$/i, "") + ".html");
  if (output === input) throw new UsageError(`the output ${output} is the session file itself; pass another output path`);

  let session: ReturnType<typeof readSessionFile>;
  try {
    session = readSessionFile(input);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  for (const warning of session.warnings) process.stderr.write(`repo-agent: warning: ${warning}\n`);
  const { sessionToHtml } = await import("../export/html.js");
  const html = sessionToHtml(session.header, session.entries, { leafId: session.leafId });
  try {
    writeFileSync(output, html);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new UsageError(`cannot write ${output} (${code ?? message}); pass a writable output path as the second argument`);
  }
  process.stdout.write(`${output}\n`);
  return 0;
}
