import { UsageError, type CliArgs } from "./args.js";

/** `repo-agent --list-models [search]`. */
export async function listModelsCommand(_args: CliArgs): Promise<number> {
  throw new UsageError("--list-models is not built yet");
}
