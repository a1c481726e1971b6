import type { Repo } from "../types.js";
import type { Octokit } from "../github.js";
import { ACTIONS_BOT } from "../intake/event.js";
import { withSessionMarker } from "./artifact.js";
import { cutInert, inert } from "../report/model-text.js";
import { code, codeBlock, noteBlock, verifyLine, verifyOutput } from "../report/progress-render.js";
import type { VerifyOutcome } from "../verify/verify.js";

// One pull request per branch: found and updated on re-runs, created otherwise.

export interface PullRequestRequest {
  repo: Repo;
  /** The branch name in `repo` (no `owner:` part). */
  head: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
  /** Who the token is, when the run already knows (its progress comment's author): saves a request. */
  tokenLogin?: string;
  /** The session artifact the description names, in a hidden line that goes last. */
  sessionId?: number;
  /**
   * The open pull request from `head` when the caller has looked already; null when none can be
   * open (a branch this run created: GitHub closes a pull request whose head branch goes). A race
   * still ends in 422 and the update.
   */
  open?: OpenPull | null;
}

export interface PullRequestRef {
  number: number;
  url: string;
  created: boolean;
}

/** The open pull request from `head` (into `base` when there are several). */
export type OpenPull = NonNullable<Awaited<ReturnType<typeof findOpen>>>;

export async function findOpen(octokit: Octokit, r: Pick<PullRequestRequest, "repo" | "head" | "base">) {
  const { data } = await octokit.rest.pulls.list({ ...r.repo, head: `${r.repo.owner}:${r.head}`, state: "open", per_page: 100 });
  // The head filter needs the owner; check the ref anyway in case a server ignores the filter.
  return data.find((p) => p.head.ref === r.head && p.base.ref === r.base) ?? data.find((p) => p.head.ref === r.head);
}

/**
 * Whether `head` holds work no pull request ever proposed: commits `base` lacks, and no pull
 * request from it in any state (a merged or closed one means people have seen that work).
 */
export async function holdsUnproposedWork(octokit: Octokit, repo: Repo, base: string, head: string): Promise<boolean> {
  const { data: pulls } = await octokit.rest.pulls.list({ ...repo, head: `${repo.owner}:${head}`, state: "all", per_page: 1 });
  if (pulls.length) return false;
  const { data } = await octokit.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: `${base}...${head}`, per_page: 1 });
  return data.ahead_by > 0;
}

/**
 * Said in the description of a pull request the workflow's GITHUB_TOKEN opened: GitHub starts no
 * workflows for that token's pushes and pull requests, so CI would stay silent without a word.
 */
export const CHECKS_NOTE = noteBlock(
  "Checks do not start by themselves here: this pull request was opened with the workflow's `GITHUB_TOKEN`, and GitHub starts no workflows for that token's pushes and pull requests. Close and reopen it to run them once, or give repo-agent a GitHub App token (`actions/create-github-app-token`; see repo-agent's README, \"CI on the agent's pull requests\").",
);

const withChecksNote = (body: string, author: string | undefined) => (author === ACTIONS_BOT ? `${body.replace(/\n*$/, "")}\n\n${CHECKS_NOTE}\n` : body);

/** The description as written: the body, the checks note when `author` needs it, the session marker. */
function description(r: PullRequestRequest, author: string | undefined): string {
  const body = withChecksNote(r.body, author);
  return r.sessionId === undefined ? body : withSessionMarker(body, r.sessionId);
}

async function update(octokit: Octokit, r: PullRequestRequest, number: number, author: string | undefined): Promise<PullRequestRef> {
  const { data } = await octokit.rest.pulls.update({ ...r.repo, pull_number: number, title: r.title, body: description(r, author) });
  return { number: data.number, url: data.html_url, created: false };
}

/** A 422 from GitHub whose message (or one of its errors' messages) matches. */
function is422(error: unknown, pattern: RegExp): boolean {
  const e = error as { status?: number; message?: string; response?: { data?: { errors?: { message?: string }[] } } };
  if (e?.status !== 422) return false;
  const messages = [e.message ?? "", ...(e.response?.data?.errors ?? []).map((x) => x?.message ?? "")];
  return messages.some((m) => pattern.test(m));
}

async function create(octokit: Octokit, r: PullRequestRequest, draft: boolean): Promise<PullRequestRef> {
  const { data } = await octokit.rest.pulls.create({ ...r.repo, head: r.head, base: r.base, title: r.title, body: description(r, r.tokenLogin), draft });
  // Otherwise who opened it is known only now.
  if (!r.tokenLogin && data.user?.login === ACTIONS_BOT) await octokit.rest.pulls.update({ ...r.repo, pull_number: data.number, body: description(r, ACTIONS_BOT) });
  return { number: data.number, url: data.html_url, created: true };
}

/**
 * Updates the title and body of the open pull request for `head`, or opens one. When another run
 * opened it between our look-up and our create (GitHub answers 422 "already exists"), that one
 * is found and updated instead, so a branch never gets two pull requests.
 */
export async function openOrUpdatePullRequest(octokit: Octokit, r: PullRequestRequest): Promise<PullRequestRef> {
  const existing = r.open !== undefined ? r.open : await findOpen(octokit, r);
  if (existing) return update(octokit, r, existing.number, existing.user?.login);
  try {
    try {
      return await create(octokit, r, r.draft);
    } catch (error) {
      // Plans without draft pull requests refuse them; a ready one is better than none.
      if (!r.draft || !is422(error, /draft pull requests are not supported/i)) throw error;
      return await create(octokit, r, false);
    }
  } catch (error) {
    if (!is422(error, /pull request already exists/i)) throw error;
    const raced = await findOpen(octokit, r);
    if (!raced) throw error;
    return update(octokit, r, raced.number, raced.user?.login);
  }
}

// ---------------------------------------------------------------------------------------------
// The body

export interface PullRequestBodyInput {
  /** The agent's final answer. */
  summary: string;
  issueNumber?: number;
  diffstat: string;
  /** The diffstat is this run's commit only: the branch held earlier work. */
  runOnly?: boolean;
  /** Undefined when the model has no prices. */
  costUsd?: number;
  tokens: { input: number; output: number };
  runUrl: string;
  sessionArtifactUrl?: string;
  /** Set when the run stopped early: why, e.g. "max-cost-usd 2.00 reached" or "it failed: …". */
  incomplete?: string;
  /** Protected paths the agent changed, which delivery did not commit. */
  protectedRefused?: string[];
  verified?: VerifyOutcome;
}

// GitHub refuses bodies over 65536 characters; the summary and diffstat give way first.
const MAX_SUMMARY = 40_000;
const MAX_DIFFSTAT = 15_000;
const MAX_REFUSED_LISTED = 50;

/** `slice` makes the cut: the model's words need cutInert(), so that no cut code span leaves a mention. */
function cut(text: string, max: number, slice = (t: string, m: number) => t.slice(0, m)): string {
  return text.length <= max ? text : `${slice(text, max)}\n… (truncated)`;
}

/** The pull request's description: banner, summary, closing keyword, diffstat, refusals, cost and links. */
export function pullRequestBody(i: PullRequestBodyInput): string {
  const parts: string[] = [];
  if (i.incomplete) {
    // The reason can quote a provider's or a tool's error: one line of the banner, pinging and closing nothing.
    parts.push(
      `> [!WARNING]\n> **Incomplete:** the run stopped early (${inert(i.incomplete.replace(/\s+/g, " "))}). This pull request holds the work done so far; review it, then ask the agent to continue or finish it by hand.`,
    );
  }
  // The model's words cannot ping anyone, close or cross-reference other issues, or hide the rest (see inert).
  parts.push(cut(inert(i.summary.trim()), MAX_SUMMARY, cutInert) || "_The agent left no summary._");
  if (i.issueNumber !== undefined) parts.push(`Closes #${i.issueNumber}`);
  const verified = verifyLine(i.verified);
  if (i.verified?.status === "failed") parts.push(`> [!WARNING]\n> **${verified}** This pull request is a draft until that is fixed.\n\n${verifyOutput(i.verified)}`);
  else if (verified) parts.push(`${i.verified?.status === "passed" ? "✅" : "⚠️"} ${verified}`);
  if (i.protectedRefused?.length) {
    // A list GitHub takes: a description over 65,536 characters fails the whole pull request.
    const shown = i.protectedRefused.slice(0, MAX_REFUSED_LISTED).map((p) => `> - ${code(p)}`);
    const more = i.protectedRefused.length - shown.length;
    const list = [...shown, ...(more > 0 ? [`> - … and ${more} more`] : [])].join("\n");
    parts.push(`> [!CAUTION]\n> The agent changed protected paths; those changes were **not** committed. Make them by hand if they are wanted:\n${list}`);
  }
  if (i.diffstat.trim()) {
    parts.push(`<details><summary>Files changed${i.runOnly ? " by this run" : ""}</summary>\n\n${codeBlock("", cut(i.diffstat.replace(/\n+$/, ""), MAX_DIFFSTAT))}\n\n</details>`);
  }
  const links = [i.costUsd === undefined ? "Cost: unknown (the model has no prices)" : `Cost: $${i.costUsd.toFixed(4)}`, `tokens: ${i.tokens.input.toLocaleString("en-US")} in / ${i.tokens.output.toLocaleString("en-US")} out`, `[workflow run](${i.runUrl})`];
  if (i.sessionArtifactUrl) links.push(`[session](${i.sessionArtifactUrl})`);
  parts.push(`---\n<sub>${links.join(" · ")} · opened by repo-agent</sub>`);
  return `${parts.join("\n\n")}\n`;
}
