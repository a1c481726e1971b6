// Runs one coding tool call the way the agent loop does (prepare, validate, execute) with a time
// limit, and says how it ended. Also runnable as a script, for cases that need another uid:
//   node --import tsx tool-runner.ts <cwd> '<json [{name, args}]>'  -> JSON results on stdout
import { validateToolArguments } from "../../src/agent/validation.js";
import { createCodingTools } from "../../src/tools/index.js";

export interface ToolOutcome {
  ok: boolean;
  /** The result text, or the error message. */
  text: string;
  ms: number;
}

function textOf(result: { content: { type: string; text?: string }[] }): string {
  return result.content.map((c) => (c.type === "text" ? (c.text ?? "") : `[${c.type}]`)).join("\n");
}

export async function runTool(cwd: string, name: string, args: unknown, limitMs = 10_000): Promise<ToolOutcome> {
  const started = Date.now();
  const tool = createCodingTools(cwd).find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limitMs);
  try {
    const prepared = tool.prepareArguments ? tool.prepareArguments(args) : args;
    const valid = validateToolArguments(tool.name, tool.parameters, prepared);
    const run = tool.execute("call_1", valid, controller.signal);
    const hang = new Promise<never>((_, reject) => controller.signal.addEventListener("abort", () => reject(new Error(`HUNG: ${name} did not finish in ${limitMs} ms`))));
    const result = await Promise.race([run, hang]);
    return { ok: true, text: textOf(result), ms: Date.now() - started };
  } catch (error) {
    return { ok: false, text: error instanceof Error ? error.message : `non-Error thrown: ${String(error)}`, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

if (process.argv[1]?.endsWith("tool-runner.ts") && process.argv.length === 4) {
  const calls = JSON.parse(process.argv[3]) as { name: string; args: unknown }[];
  const out: ToolOutcome[] = [];
  for (const c of calls) out.push(await runTool(process.argv[2], c.name, c.args));
  process.stdout.write(JSON.stringify({ uid: process.getuid?.(), out }));
}
