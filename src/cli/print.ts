import { resolveModel } from "../ai/models.js";
import { resolveApiKey, streamModel } from "../ai/stream.js";
import { PROVIDER_KEY_ENV } from "../ai/models.js";
import { UsageError, type CliArgs } from "./args.js";

/**
 * One model reply printed as it streams (no tools yet). Returns the exit code: 0 answered,
 * 1 the provider failed.
 */
export async function runPrint(args: CliArgs, prompt: string): Promise<number> {
  if (!args.model) throw new UsageError("--model <provider>/<id> is required, e.g. --model anthropic/claude-sonnet-4-5");
  let model;
  try {
    model = resolveModel(args.model);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (!resolveApiKey(model, args.apiKey)) {
    throw new UsageError(`no API key for ${model.provider}: set ${PROVIDER_KEY_ENV[model.provider]} or pass --api-key`);
  }
  const controller = new AbortController();
  const onSignal = () => controller.abort();
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const stream = streamModel(model, { messages: [{ role: "user", content: [{ type: "text", text: prompt }], timestamp: Date.now() }] }, {
      apiKey: args.apiKey,
      baseUrl: args.baseUrl,
      thinking: args.thinking,
      signal: controller.signal,
    });
    let wrote = false;
    for await (const event of stream) {
      if (event.type === "text_delta") {
        process.stdout.write(event.delta);
        wrote = true;
      }
    }
    const message = await stream.result();
    if (wrote) process.stdout.write("\n");
    if (message.stopReason === "error" || message.stopReason === "aborted") {
      process.stderr.write(`repo-agent: ${message.errorMessage ?? `Request ${message.stopReason}`}\n`);
      return 1;
    }
    return 0;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
