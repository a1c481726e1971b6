// The campaign file (issue 18): one task fanned out over repositories and package directories.
// Every field is checked and every problem is said on one line naming the field, because a
// campaign is expensive: a typo must fail `plan`, not turn into 40 wrong runs.
//
//   name: bump-lodash                 # names the branches: <branch-prefix>campaign-<name>-<target>
//   prompt: Bump lodash to 4.17.21.   # or prompt-file: .github/campaigns/bump-lodash.md
//   targets:
//     - repo: octo-org/billing        # another repository, owner/name
//     - path: packages/*              # directories of this repository (a path or a glob)
//   budget: { per-target-usd: 2, total-usd: 50 }   # both optional
//   max-parallel: 4                   # optional, default 4
//   verify: [npm ci, npm test]        # optional, a list or a multi-line string
import { readFileSync, realpathSync, statSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import { parseDocument } from "yaml";
import { globError } from "../../tools/find.js";

export type CampaignTarget = { repo: string } | { path: string };

export interface Campaign {
  name: string;
  /** The prompt text, or undefined when it comes from promptFile (read by loadCampaign). */
  prompt?: string;
  promptFile?: string;
  targets: CampaignTarget[];
  budget: { perTargetUsd?: number; totalUsd?: number };
  maxParallel: number;
  verify: string[];
}

export const DEFAULT_MAX_PARALLEL = 4;
const FIELDS = ["name", "prompt", "prompt-file", "targets", "budget", "max-parallel", "verify"];
const TARGET_HELP = "repo: owner/name or path: <directory or glob>";
const REPO = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** A campaign file mistake: one line, prefixed with the file's path. */
export class CampaignError extends Error {}

function show(value: unknown): string {
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  const text = typeof value === "string" ? JSON.stringify(value) : String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A relative path inside the repository: no absolute path, no "." or ".." parts, no backslashes. */
export function isInsidePath(p: string): boolean {
  return p !== "" && !isAbsolute(p) && !p.includes("\\") && p.split("/").every((part) => part !== "." && part !== "..");
}

function positiveNumber(field: string, value: unknown, problems: string[], whole = false): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "number" && Number.isFinite(value) && value > 0 && (!whole || Number.isInteger(value))) return value;
  problems.push(`${field} must be a positive ${whole ? "whole number" : "number of US dollars"} (got ${show(value)})`);
  return undefined;
}

function readTarget(i: number, entry: unknown, problems: string[]): CampaignTarget | undefined {
  const at = `targets[${i}]`;
  if (!isMapping(entry)) {
    problems.push(`${at} must be ${TARGET_HELP} (got ${show(entry)})`);
    return undefined;
  }
  const unknown = Object.keys(entry).filter((k) => k !== "repo" && k !== "path");
  if (unknown.length) {
    problems.push(`${at} has unknown field "${unknown[0]}"; a target is ${TARGET_HELP}`);
    return undefined;
  }
  if (("repo" in entry) === ("path" in entry)) {
    problems.push(`${at} must have exactly one of repo or path`);
    return undefined;
  }
  if ("repo" in entry) {
    const repo = entry.repo;
    if (typeof repo === "string" && REPO.test(repo) && !/\/\.{1,2}$/.test(repo)) return { repo };
    problems.push(`${at}.repo must be owner/name (got ${show(repo)})`);
    return undefined;
  }
  const path = typeof entry.path === "string" ? entry.path.replace(/\/+$/, "") : entry.path;
  if (typeof path !== "string" || !isInsidePath(path)) {
    problems.push(`${at}.path must be a directory or glob relative to the repository root, without "." or ".." parts (got ${show(entry.path)})`);
    return undefined;
  }
  const bad = globError(path);
  if (bad) {
    problems.push(`${at}.path is not a valid glob: ${bad} (got ${show(path)})`);
    return undefined;
  }
  return { path };
}

function readTargets(value: unknown, problems: string[]): CampaignTarget[] {
  if (value === undefined) {
    problems.push(`targets is required: a list of entries ${TARGET_HELP}`);
    return [];
  }
  if (!Array.isArray(value) || value.length === 0) {
    problems.push(`targets must be a non-empty list of entries ${TARGET_HELP} (got ${show(value)})`);
    return [];
  }
  const targets: CampaignTarget[] = [];
  const seen = new Map<string, number>();
  value.forEach((entry, i) => {
    const target = readTarget(i, entry, problems);
    if (!target) return;
    const key = JSON.stringify(target);
    const first = seen.get(key);
    if (first !== undefined) problems.push(`targets[${i}] repeats targets[${first}]; remove one`);
    else seen.set(key, i);
    targets.push(target);
  });
  return targets;
}

function readVerify(value: unknown, problems: string[]): string[] {
  if (value === undefined) return [];
  if (typeof value === "string") return value.split("\n").map((l) => l.trim()).filter(Boolean);
  if (!Array.isArray(value)) {
    problems.push(`verify must be a list of commands or a multi-line string (got ${show(value)})`);
    return [];
  }
  const commands: string[] = [];
  value.forEach((c, i) => {
    if (typeof c === "string" && c.trim()) commands.push(c.trim());
    else problems.push(`verify[${i}] must be a command (got ${show(c)})`);
  });
  return commands;
}

function readBudget(value: unknown, problems: string[]): Campaign["budget"] {
  if (value === undefined) return {};
  if (!isMapping(value)) {
    problems.push(`budget must be a mapping with per-target-usd and/or total-usd (got ${show(value)})`);
    return {};
  }
  const unknown = Object.keys(value).filter((k) => k !== "per-target-usd" && k !== "total-usd");
  if (unknown.length) problems.push(`budget has unknown field "${unknown[0]}"; the fields are per-target-usd and total-usd`);
  return {
    perTargetUsd: positiveNumber("budget.per-target-usd", value["per-target-usd"], problems),
    totalUsd: positiveNumber("budget.total-usd", value["total-usd"], problems),
  };
}

/**
 * Parses and checks a campaign file's text. `label` (the file's path) starts the error line.
 * All problems are collected, so one edit fixes the file; a prompt-file is read by loadCampaign.
 */
export function parseCampaign(text: string, label: string): Campaign {
  const fail = (problems: string[]): never => {
    throw new CampaignError(`${label}: ${problems.length === 1 ? problems[0] : `${problems.length} fields need fixing: ${problems.join("; ")}`}`);
  };
  const doc = parseDocument(text);
  if (doc.errors.length) fail([`is not valid YAML: ${doc.errors[0].message.split("\n")[0]}`]);
  const data: unknown = doc.toJS();
  if (!isMapping(data)) return fail([`must be a YAML mapping with name, targets and prompt or prompt-file (got ${show(data)})`]);

  const problems: string[] = [];
  for (const key of Object.keys(data)) if (!FIELDS.includes(key)) problems.push(`unknown field "${key}"; the fields are ${FIELDS.join(", ")}`);
  const name = data.name;
  if (name === undefined) problems.push("name is required: it names the campaign's branches, e.g. name: bump-lodash");
  else if (typeof name !== "string" || !NAME.test(name) || name.includes("..") || /(\.|\.lock)$/.test(name))
    problems.push(`name must be letters, digits, ".", "_" and "-" (at most 64, starting with a letter or digit), e.g. bump-lodash (got ${show(name)})`);

  const prompt = data.prompt;
  const promptFile = data["prompt-file"];
  if (prompt !== undefined && promptFile !== undefined) problems.push("give prompt or prompt-file, not both");
  else if (prompt === undefined && promptFile === undefined) problems.push("prompt or prompt-file is required: the task every target runs");
  else if (prompt !== undefined && (typeof prompt !== "string" || !prompt.trim())) problems.push(`prompt must be non-empty text (got ${show(prompt)})`);
  else if (promptFile !== undefined && (typeof promptFile !== "string" || !isInsidePath(promptFile)))
    problems.push(`prompt-file must be a file path relative to the repository root, without "." or ".." parts (got ${show(promptFile)})`);

  const campaign: Campaign = {
    name: name as string,
    prompt: typeof prompt === "string" ? prompt.trim() : undefined,
    promptFile: typeof promptFile === "string" ? promptFile : undefined,
    targets: readTargets(data.targets, problems),
    budget: readBudget(data.budget, problems),
    maxParallel: positiveNumber("max-parallel", data["max-parallel"], problems, true) ?? DEFAULT_MAX_PARALLEL,
    verify: readVerify(data.verify, problems),
  };
  if (problems.length) fail(problems);
  return campaign;
}

/** A file inside the workspace, also after symbolic links are followed; undefined when missing. */
function insideWorkspace(workspace: string, path: string, what: string): string | undefined {
  let real: string;
  try {
    real = realpathSync(join(workspace, path));
  } catch {
    return undefined;
  }
  const rel = relative(realpathSync(workspace), real);
  if (rel === "" || rel.startsWith(`..${sep}`) || rel === ".." || isAbsolute(rel)) throw new CampaignError(`${what} must stay inside the repository (got ${show(path)})`);
  return real;
}

/** Reads the campaign file at `file` (a path in the workspace) and its prompt-file. */
export function loadCampaign(workspace: string, file: string): Campaign {
  if (!isInsidePath(file)) throw new CampaignError(`input campaign-file must be a path relative to the repository root (got ${show(file)})`);
  const path = insideWorkspace(workspace, file, "input campaign-file");
  if (!path || !statSync(path).isFile()) throw new CampaignError(`input campaign-file ${show(file)} is not a file in the repository; check the path and that the job checks the repository out`);
  const campaign = parseCampaign(readFileSync(path, "utf8"), file);
  if (campaign.promptFile) {
    const promptPath = insideWorkspace(workspace, campaign.promptFile, `${file}: prompt-file`);
    if (!promptPath || !statSync(promptPath).isFile()) throw new CampaignError(`${file}: prompt-file ${show(campaign.promptFile)} is not a file in the repository`);
    const text = readFileSync(promptPath, "utf8").trim();
    if (!text) throw new CampaignError(`${file}: prompt-file ${show(campaign.promptFile)} is empty; write the task in it`);
    campaign.prompt = text;
  }
  return campaign;
}
