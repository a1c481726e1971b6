// mode gather's output: one tracking issue per campaign, found again on every run by a hidden
// marker in its body, so re-running the campaign updates it instead of opening another.
import { ACTIONS_BOT } from "../intake/event.js";
import type { Octokit } from "../github.js";
import { code, formatCost } from "../report/progress-render.js";
import type { Repo } from "../types.js";
import type { MatrixEntry } from "./plan.js";
import type { CampaignResult } from "./result.js";

export const campaignMarker = (name: string) => `<!-- repo-agent-campaign:${name} -->`;

const FAILED = ["failed", "budget-exceeded"];

export interface Totals {
  /** Of the targets whose model has prices. */
  costUsd: number;
  /** Targets whose cost is unknown: their model has no prices. */
  unpriced: number;
  inputTokens: number;
  outputTokens: number;
  pullRequests: number;
  failures: number;
  missing: number;
}

export function totalsOf(entries: MatrixEntry[], results: Map<string, CampaignResult>): Totals {
  const reported = [...results.values()];
  const sum = (f: (r: CampaignResult) => number) => reported.reduce((n, r) => n + f(r), 0);
  return {
    costUsd: sum((r) => (r.unpriced ? 0 : r.costUsd)),
    unpriced: reported.filter((r) => r.unpriced).length,
    inputTokens: sum((r) => r.inputTokens),
    outputTokens: sum((r) => r.outputTokens),
    pullRequests: reported.filter((r) => r.prUrl).length,
    failures: reported.filter((r) => FAILED.includes(r.conclusion)).length,
    missing: entries.filter((e) => !results.has(e.target)).length,
  };
}

/** The total cost, and how many reported targets it leaves out for want of prices. */
function costOf(t: Totals, reported: number): string {
  if (t.unpriced === 0) return formatCost(t.costUsd);
  if (t.unpriced === reported) return "unknown (no prices)";
  return `${formatCost(t.costUsd)} and unknown for ${t.unpriced} target${t.unpriced === 1 ? "" : "s"} (no prices)`;
}

/** Markdown-safe text for a table cell. */
const cell = (text: string) => text.replace(/[|\\`<>\n\r]/g, (c) => (c === "\n" || c === "\r" ? " " : `\\${c}`));
/**
 * A name as code in a table cell. A backslash does not escape a backtick inside a code span (it
 * ended the span, and an @team after it was a mention): code() makes a span backticks cannot end;
 * a pipe still needs its backslash, as GFM splits the cells first.
 */
const codeCell = (text: string) => code(text).replace(/\|/g, "\\|");

function pullLink(r: CampaignResult, home: Repo): string {
  if (!r.prUrl) return r.branchUrl ? `[branch](${r.branchUrl})` : "—";
  const m = /\/([^/]+)\/([^/]+)\/pull\/(\d+)$/.exec(r.prUrl);
  const label = m ? (m[1] === home.owner && m[2] === home.repo ? `#${m[3]}` : `${m[1]}/${m[2]}#${m[3]}`) : "pull request";
  return `[${cell(label)}](${r.prUrl})`;
}

/** The table of every planned target, the totals, and the targets that failed or never reported. */
export function trackingBody(options: { name: string; file: string; entries: MatrixEntry[]; results: Map<string, CampaignResult>; home: Repo; runUrl: string }): string {
  const { entries, results, home } = options;
  const t = totalsOf(entries, results);
  const rows = entries.map((e) => {
    const r = results.get(e.target);
    if (!r) return `| ${codeCell(e.target)} | never reported | — | — | — |`;
    return `| ${codeCell(e.target)} | ${r.conclusion} | ${pullLink(r, home)} | ${r.unpriced ? "unknown (no prices)" : formatCost(r.costUsd)} | ${r.verified ?? "—"} |`;
  });
  const failed = entries.filter((e) => FAILED.includes(results.get(e.target)?.conclusion ?? ""));
  const missing = entries.filter((e) => !results.has(e.target));
  const list = (es: MatrixEntry[]) => es.map((e) => `- ${code(e.target)}`);
  return [
    `## Campaign ${options.name}`,
    "",
    `${entries.length} target${entries.length === 1 ? "" : "s"} from ${code(options.file)}; last gathered by [this workflow run](${options.runUrl}).`,
    "",
    "| Target | Conclusion | Pull request | Cost | Verified |",
    "|---|---|---|---|---|",
    ...rows,
    "",
    `**Totals:** ${costOf(t, results.size)}, ${t.inputTokens} input and ${t.outputTokens} output tokens, ${t.pullRequests} pull request${t.pullRequests === 1 ? "" : "s"}, ${t.failures} failed, ${t.missing} never reported.`,
    ...(failed.length ? ["", "**Failed:**", ...list(failed)] : []),
    ...(missing.length ? ["", "**Never reported** (the job did not upload a result; see the workflow run):", ...list(missing)] : []),
    "",
    campaignMarker(options.name),
    "",
  ].join("\n");
}

/**
 * Who the token is: a person's token can say (GET /user); an installation token (the workflow's
 * own, or an App's) cannot, and its issues are written by a bot.
 */
async function tokenLogin(octokit: Octokit): Promise<string | undefined> {
  try {
    return (await octokit.rest.users.getAuthenticated()).data.login;
  } catch {
    return undefined;
  }
}

/** Creates the campaign's tracking issue, or updates the one the token opened before. */
export async function upsertTrackingIssue(octokit: Octokit, repo: Repo, name: string, body: string): Promise<{ number: number; url: string; created: boolean }> {
  const marker = campaignMarker(name);
  const login = await tokenLogin(octokit);
  const ours = (user: { login: string; type?: string } | null | undefined) =>
    !!user && (login ? user.login === login : user.type === "Bot" || user.login === ACTIONS_BOT);
  const issues = await octokit.paginate(octokit.rest.issues.listForRepo, { ...repo, state: "all", per_page: 100, ...(login ? { creator: login } : {}) });
  // Only the issue's own body counts (pull requests are listed too), and only one the token wrote.
  const found = issues.find((i) => !i.pull_request && ours(i.user) && (i.body ?? "").includes(marker));
  const title = `Campaign ${name}`;
  if (found) {
    const { data } = await octokit.rest.issues.update({ ...repo, issue_number: found.number, body });
    return { number: data.number, url: data.html_url, created: false };
  }
  const { data } = await octokit.rest.issues.create({ ...repo, title, body });
  return { number: data.number, url: data.html_url, created: true };
}
