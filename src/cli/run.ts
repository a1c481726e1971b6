import { existsSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { PROVIDER_KEY_ENV, resolveModel } from "../ai/models.js";
import { resolveApiKey } from "../ai/stream.js";
import type { Model, ThinkingLevel } from "../ai/types.js";
import { loadContext } from "../context/index.js";
import { AgentSession, type RunOutcome } from "../session/agent-session.js";
import { sessionDirFor } from "../session/session-paths.js";
import { loadSessionSettings } from "../session/settings.js";
import { SessionStore } from "../session/session-store.js";
import { createCodingTools } from "../tools/index.js";
import { UsageError, type CliArgs } from "./args.js";
import { eventLine } from "./json-output.js";
import { fileBlocks, readStdin } from "./prompt-input.js";

function openStore(args: CliArgs, cwd: string, agentDir: string): SessionStore {
  if (args.noSession) return SessionStore.inMemory(cwd);
  const dir = args.sessionDir ? resolve(args.sessionDir) : sessionDirFor(cwd, agentDir);
  try {
    if (args.session) return SessionStore.open(resolve(args.session), cwd);
    if (args.continue) return SessionStore.continueRecent(cwd, dir);
    return SessionStore.create(cwd, dir);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function pickModel(args: CliArgs, store: SessionStore): Model {
  let spec = args.model;
  if (!spec) {
    // A resumed session keeps its model unless told otherwise.
    const saved = store.buildContext().model;
    if (!saved) throw new UsageError("--model <provider>/<id> is required, e.g. --model anthropic/claude-sonnet-4-5");
    spec = `${saved.provider}/${saved.modelId}`;
  }
  try {
    return resolveModel(spec);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** A run has a result when its last reply is a final answer, not a pending tool call. */
function hasResult(outcome: RunOutcome): boolean {
  return outcome.answer !== undefined && !outcome.answer.content.some((c) => c.type === "toolCall");
}

export async function run(args: CliArgs): Promise<number> {
  const cwd = resolve(args.cwd ?? process.cwd());
  if (!existsSync(cwd) || !statSync(cwd).isDirectory()) throw new UsageError(`--cwd ${cwd} is not a directory`);
  const agentDir = resolve(process.env.REPO_AGENT_DIR || join(homedir(), ".repo-agent"));

  const stdin = args.messages.length ? "" : await readStdin();
  const first = stdin + fileBlocks(args.files, cwd) + (args.messages[0] ?? "");
  if (!first.trim()) throw new UsageError("no message given; pass one as an argument or on stdin (see repo-agent --help)");

  const store = openStore(args, cwd, agentDir);
  const model = pickModel(args, store);
  if (!resolveApiKey(model, args.apiKey)) throw new UsageError(`no API key for ${model.provider}: set ${PROVIDER_KEY_ENV[model.provider]} or pass --api-key`);
  const thinking: ThinkingLevel = args.thinking ?? (model.reasoning ? "medium" : "off");

  const tools = createCodingTools(cwd, { read: { supportsImages: () => model.input.includes("image") } }, args.tools);
  const context = loadContext({
    cwd,
    agentDir,
    homeDir: homedir(),
    systemPrompt: args.systemPrompt,
    appendSystemPrompts: args.appendSystemPrompts,
    noContextFiles: args.noContextFiles,
    skillPaths: args.skills,
    noSkills: args.noSkills,
    tools,
  });
  for (const d of context.diagnostics) if (d.type === "error") process.stderr.write(`repo-agent: ${d.message}${d.path ? ` (${d.path})` : ""}\n`);

  let settings;
  try {
    settings = loadSessionSettings(agentDir, cwd);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const session = new AgentSession({
    ...settings,
    model,
    thinking,
    tools,
    systemPrompt: context.systemPrompt,
    store,
    streamOptions: { apiKey: args.apiKey, baseUrl: args.baseUrl },
    budgets: {
      maxCostUsd: args.maxCostUsd,
      maxTurns: args.maxTurns,
      timeoutMs: args.timeoutSeconds === undefined ? undefined : args.timeoutSeconds * 1000,
    },
  });
  if (args.mode === "json") {
    process.stdout.write(JSON.stringify(store.header) + "\n");
    session.subscribe((event) => process.stdout.write(eventLine(event) + "\n"));
  }

  let signalled: NodeJS.Signals | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    signalled = signal;
    session.abort();
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const prompts = [first, ...args.messages.slice(1)].map((p) => context.expandPrompt(p));
  const outcome = await session.prompt(prompts);
  process.off("SIGINT", onSignal);
  process.off("SIGTERM", onSignal);

  if (args.mode === "text" && outcome.answer && (outcome.status === "success" || hasResult(outcome))) {
    for (const block of outcome.answer.content) if (block.type === "text") process.stdout.write(`${block.text}\n`);
  }
  if (signalled) return signalled === "SIGINT" ? 130 : 143;
  if (outcome.status === "success") return 0;
  process.stderr.write(`repo-agent: ${outcome.errorMessage ?? `the run ended: ${outcome.status}`}\n`);
  return outcome.status === "budget-exceeded" && hasResult(outcome) ? 0 : 1;
}
