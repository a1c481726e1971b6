import { existsSync, readdirSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { ModelRegistry } from "../ai/model-registry.js";
import { keyHint, unpricedBudgetProblem } from "../ai/models.js";
import { lacksKey, missingBaseUrl } from "../ai/stream.js";
import { PI_LEVELS, toThinkingLevel } from "../ai/thinking.js";
import type { ThinkingLevel } from "../ai/types.js";
import { loadContext, type LoadedContext } from "../context/index.js";
import { AgentSession } from "../session/agent-session.js";
import { sessionDirFor, sessionWithId } from "../session/session-paths.js";
import { loadSettings, type Settings } from "../session/settings.js";
import { SessionStore } from "../session/session-store.js";
import { createCodingTools } from "../tools/index.js";
import { UsageError, type CliArgs } from "./args.js";
import { resolveModelSpec, type ResolvedSpec } from "../ai/model-spec.js";

/** Everything a CLI mode (print, json, rpc) needs to run the agent in a directory. */
export interface CliSetup {
  cwd: string;
  agentDir: string;
  session: AgentSession;
  context: LoadedContext;
  models: ModelRegistry;
  settings: Settings;
}

export function resolveCwd(args: CliArgs): string {
  const cwd = resolve(args.cwd ?? process.cwd());
  if (!existsSync(cwd) || !statSync(cwd).isDirectory()) throw new UsageError(`--cwd ${cwd} is not a directory`);
  return cwd;
}

export function agentDirOf(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.REPO_AGENT_DIR || join(homedir(), ".repo-agent"));
}

/**
 * `--session` as pi reads it: a path (with a slash or `.jsonl`) is opened or created; any other
 * word names an existing file, or else the start of a session id in the session directory.
 * Never called with "" (which would name the working directory).
 */
function sessionPath(arg: string, dir: string, agentDir: string): string {
  if (/[\\/]/.test(arg) || arg.endsWith(".jsonl") || existsSync(resolve(arg))) return resolve(arg);
  const local = sessionWithId(dir, arg);
  if (local) return local.path;
  const sessions = join(agentDir, "sessions");
  let elsewhere: { path: string; cwd: string } | undefined;
  if (existsSync(sessions)) {
    for (const d of readdirSync(sessions, { withFileTypes: true })) if (d.isDirectory()) elsewhere ??= sessionWithId(join(sessions, d.name), arg);
  }
  if (elsewhere) throw new UsageError(`session ${arg} belongs to ${elsewhere.cwd}; run there (--cwd ${elsewhere.cwd}), or pass its file: --session ${elsewhere.path}`);
  throw new UsageError(`no session id starts with "${arg}" in ${dir}; give a session id, or a file name ending in .jsonl to start a session there`);
}

export function openStore(args: CliArgs, cwd: string, agentDir: string): SessionStore {
  if (args.noSession) return SessionStore.inMemory(cwd);
  const dir = args.sessionDir ? resolve(args.sessionDir) : sessionDirFor(cwd, agentDir);
  // An empty --session names nothing: a new session (or -c's), as before.
  const session = args.session ? sessionPath(args.session, dir, agentDir) : undefined;
  // Deferred: nothing is written before the first message, so a start that fails (no model, no
  // key) leaves no empty session behind for -c to continue.
  const options = { deferred: true };
  let store: SessionStore;
  try {
    store = session
      ? SessionStore.open(session, cwd, options)
      : args.continue
        ? SessionStore.continueRecent(cwd, dir, options)
        : SessionStore.create(cwd, dir, options);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  for (const warning of store.warnings) process.stderr.write(`repo-agent: warning: ${warning}\n`);
  return store;
}

/** The built-in catalogue and the user's models.json (`<agentDir>/models.json`, pi's format). */
export function cliModels(agentDir: string): ModelRegistry {
  try {
    return ModelRegistry.load(join(agentDir, "models.json"), { values: "pi" });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Resolves a spec, turning a bad one into a UsageError. */
function findModel(models: ModelRegistry, spec: string): ResolvedSpec {
  try {
    return resolveModelSpec(models, spec);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function readSettings(agentDir: string, cwd: string): Settings {
  try {
    return loadSettings(agentDir, cwd);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function pickModel(args: CliArgs, store: SessionStore, models: ModelRegistry, settings: Settings): ResolvedSpec {
  // A resumed session keeps its model unless told otherwise; settings give the default.
  const saved = store.buildContext().model;
  const { defaultProvider: provider, defaultModel: id } = settings;
  const spec = args.model ?? (saved ? `${saved.provider}/${saved.modelId}` : id ? (provider && !id.startsWith(`${provider}/`) ? `${provider}/${id}` : id) : undefined);
  if (!spec) throw new UsageError("--model <provider>/<id> is required (or defaultProvider and defaultModel in settings.json), e.g. --model anthropic/claude-sonnet-4-6");
  return findModel(models, spec);
}

/** --thinking, then the model's `:<level>`, then settings.json, then the model's default (as pi). */
function pickThinking(args: CliArgs, settings: Settings, { model, thinking }: ResolvedSpec): ThinkingLevel {
  if (args.thinking) return args.thinking;
  if (thinking) return thinking;
  const raw = settings.defaultThinkingLevel;
  if (raw === undefined) return model.reasoning ? "medium" : "off";
  const level = toThinkingLevel(raw);
  if (!level) throw new UsageError(`settings.json: defaultThinkingLevel must be one of ${PI_LEVELS.join(", ")} (got "${raw}")`);
  return level;
}

/** Builds the session a CLI run works in; every expected failure is a UsageError. */
export function setupCli(args: CliArgs, store?: SessionStore): CliSetup {
  const cwd = resolveCwd(args);
  const agentDir = agentDirOf();
  store ??= openStore(args, cwd, agentDir);
  const settings = readSettings(agentDir, cwd);
  const models = cliModels(agentDir);
  const spec = pickModel(args, store, models, settings);
  const model = spec.model;
  // Before the key: a key for an endpoint that has no address would not help.
  const noUrl = missingBaseUrl(model, args.baseUrl);
  if (noUrl) throw new UsageError(noUrl);
  const apiKey = args.apiKey ?? models.apiKey(model);
  if (lacksKey(model, apiKey, args.baseUrl)) throw new UsageError(`no API key for ${model.provider}: ${keyHint(model.provider)}`);
  const unpriced = args.maxCostUsd === undefined ? undefined : unpricedBudgetProblem(model, `${model.provider}/${model.id}`, "--max-cost", join(agentDir, "models.json"));
  if (unpriced) throw new UsageError(unpriced);
  if (spec.warning) process.stderr.write(`repo-agent: warning: ${spec.warning}\n`);
  const thinking = pickThinking(args, settings, spec);

  const tools = createCodingTools(
    cwd,
    // The session's model, not the first one: RPC's set_model may switch to one that takes images.
    { read: { supportsImages: () => session.model.input.includes("image") }, bash: { shellPath: settings.shellPath, commandPrefix: settings.shellCommandPrefix } },
    args.tools,
  );
  // grep's worker threads boot now, on the core start-up leaves idle, rather than when the first
  // reply begins: with a fast model the first search came before they were up.
  for (const tool of tools) tool.warmUp?.();
  const context = loadContext({
    cwd,
    agentDir,
    homeDir: homedir(),
    systemPrompt: args.systemPrompt,
    appendSystemPrompts: args.appendSystemPrompts,
    noContextFiles: args.noContextFiles,
    skillPaths: args.skills,
    noSkills: args.noSkills,
    noPromptTemplates: args.noPromptTemplates,
    tools,
  });
  for (const d of context.diagnostics) if (d.type === "error") process.stderr.write(`repo-agent: ${d.message}${d.path ? ` (${d.path})` : ""}\n`);

  const session: AgentSession = new AgentSession({
    retry: settings.retry,
    compaction: settings.compaction,
    model,
    thinking,
    tools,
    systemPrompt: context.systemPrompt,
    store,
    streamOptions: {
      apiKey,
      baseUrl: args.baseUrl,
      idleTimeoutMs: args.idleTimeoutSeconds === undefined ? settings.idleTimeoutMs : args.idleTimeoutSeconds * 1000,
    },
    budgets: {
      maxCostUsd: args.maxCostUsd,
      maxTurns: args.maxTurns,
      timeoutMs: args.timeoutSeconds === undefined ? undefined : args.timeoutSeconds * 1000,
    },
  });
  return { cwd, agentDir, session, context, models, settings };
}
