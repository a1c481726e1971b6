import { existsSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { MODELS, PROVIDER_KEY_ENV, resolveModel } from "../ai/models.js";
import { resolveApiKey } from "../ai/stream.js";
import type { Model, ThinkingLevel } from "../ai/types.js";
import { loadContext, type LoadedContext } from "../context/index.js";
import { AgentSession } from "../session/agent-session.js";
import { sessionDirFor } from "../session/session-paths.js";
import { loadSessionSettings } from "../session/settings.js";
import { SessionStore } from "../session/session-store.js";
import { createCodingTools } from "../tools/index.js";
import { UsageError, type CliArgs } from "./args.js";

/** Everything a CLI mode (print, json, rpc) needs to run the agent in a directory. */
export interface CliSetup {
  cwd: string;
  agentDir: string;
  session: AgentSession;
  context: LoadedContext;
}

export function resolveCwd(args: CliArgs): string {
  const cwd = resolve(args.cwd ?? process.cwd());
  if (!existsSync(cwd) || !statSync(cwd).isDirectory()) throw new UsageError(`--cwd ${cwd} is not a directory`);
  return cwd;
}

export function agentDirOf(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.REPO_AGENT_DIR || join(homedir(), ".repo-agent"));
}

export function openStore(args: CliArgs, cwd: string, agentDir: string): SessionStore {
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

/** The models a CLI run can use: the built-in catalogue and the user's models.json. */
export interface CliModels {
  /** `<provider>/<id>`; throws a UsageError naming what is wrong. */
  resolve(spec: string): Model;
  list(): Model[];
}

export function cliModels(_agentDir: string): CliModels {
  return {
    resolve(spec) {
      try {
        return resolveModel(spec);
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
    },
    list: () => [...MODELS],
  };
}

function pickModel(args: CliArgs, store: SessionStore, models: CliModels): Model {
  let spec = args.model;
  if (!spec) {
    // A resumed session keeps its model unless told otherwise.
    const saved = store.buildContext().model;
    if (!saved) throw new UsageError("--model <provider>/<id> is required, e.g. --model anthropic/claude-sonnet-4-5");
    spec = `${saved.provider}/${saved.modelId}`;
  }
  return models.resolve(spec);
}

/** Builds the session a CLI run works in; every expected failure is a UsageError. */
export function setupCli(args: CliArgs, store?: SessionStore): CliSetup {
  const cwd = resolveCwd(args);
  const agentDir = agentDirOf();
  store ??= openStore(args, cwd, agentDir);
  const model = pickModel(args, store, cliModels(agentDir));
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
    streamOptions: {
      apiKey: args.apiKey,
      baseUrl: args.baseUrl,
      idleTimeoutMs: args.idleTimeoutSeconds === undefined ? undefined : args.idleTimeoutSeconds * 1000,
    },
    budgets: {
      maxCostUsd: args.maxCostUsd,
      maxTurns: args.maxTurns,
      timeoutMs: args.timeoutSeconds === undefined ? undefined : args.timeoutSeconds * 1000,
    },
  });
  return { cwd, agentDir, session, context };
}
