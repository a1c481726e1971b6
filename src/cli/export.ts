import { UsageError } from "./args.js";

/** `repo-agent --export <session.jsonl> [out.html]`. */
export async function exportCommand(_args: { input: string; output?: string }): Promise<number> {
  throw new UsageError("--export is not built yet");
}
