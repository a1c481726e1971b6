import { describe, expect, it } from "vitest";
import { totalsOf, trackingBody } from "../../../src/action/campaign/tracking-issue.js";
import type { CampaignResult } from "../../../src/action/campaign/result.js";
import type { MatrixEntry } from "../../../src/action/campaign/plan.js";

const entry = (target: string, kind: "repo" | "path" = "repo"): MatrixEntry => ({ target, kind, [kind]: target, branch: `agent/campaign-c-${target}` });
const result = (target: string, extra: Partial<CampaignResult>): CampaignResult => ({ campaign: "c", target, kind: "repo", conclusion: "success", costUsd: 0, inputTokens: 0, outputTokens: 0, ...extra });

describe("the tracking issue's body", () => {
  const entries = [entry("octo/api"), entry("home/web"), entry("octo/db"), entry("octo/ops"), entry("octo/ui")];
  const results = new Map([
    ["octo/api", result("octo/api", { prUrl: "https://github.com/octo/api/pull/7", prNumber: 7, costUsd: 1.25, inputTokens: 100, outputTokens: 10, verified: "passed" })],
    ["home/web", result("home/web", { prUrl: "https://github.com/home/web/pull/3", prNumber: 3, costUsd: 2, inputTokens: 50, outputTokens: 5 })],
    ["octo/db", result("octo/db", { conclusion: "budget-exceeded", costUsd: 1, inputTokens: 1, outputTokens: 1 })],
    ["octo/ui", result("octo/ui", { conclusion: "failed", branchUrl: "https://github.com/octo/ui/tree/agent/campaign-c-octo-ui" })],
  ]);
  const body = trackingBody({ name: "c", file: "c.yml", entries, results, home: { owner: "home", repo: "web" }, runUrl: "https://github.com/home/web/actions/runs/1" });

  it("has a row per target, pull requests of other repositories named with their repository", () => {
    expect(body).toContain("| `octo/api` | success | [octo/api#7](https://github.com/octo/api/pull/7) | $1.25 | passed |");
    expect(body).toContain("| `home/web` | success | [#3](https://github.com/home/web/pull/3) | $2.00 | — |");
    expect(body).toContain("| `octo/db` | budget-exceeded | — | $1.00 | — |");
    expect(body).toContain("| `octo/ops` | never reported | — | — | — |");
    expect(body).toContain("| `octo/ui` | failed | [branch](https://github.com/octo/ui/tree/agent/campaign-c-octo-ui) | $0.00 | — |");
  });

  it("totals what reported, and lists the failed and the missing apart", () => {
    expect(totalsOf(entries, results)).toEqual({ costUsd: 4.25, unpriced: 0, inputTokens: 151, outputTokens: 16, pullRequests: 2, failures: 2, missing: 1 });
    expect(body).toContain("**Totals:** $4.25, 151 input and 16 output tokens, 2 pull requests, 2 failed, 1 never reported.");
    expect(body).toMatch(/\*\*Failed:\*\*\n- `octo\/db`\n- `octo\/ui`\n\n\*\*Never reported\*\*[^\n]*\n- `octo\/ops`\n/);
    expect(body.trimEnd().endsWith("<!-- repo-agent-campaign:c -->")).toBe(true);
  });

  it("says a cost is unknown, not $0, for a target whose model has no prices, and totals the others", () => {
    const mixed = new Map([...results, ["octo/ops", result("octo/ops", { costUsd: 0, inputTokens: 9, outputTokens: 1, unpriced: true })]]);
    const text = trackingBody({ name: "c", file: "c.yml", entries, results: mixed, home: { owner: "home", repo: "web" }, runUrl: "u" });
    expect(text).toContain("| `octo/ops` | success | — | unknown (no prices) | — |");
    expect(text).toContain("**Totals:** $4.25 and unknown for 1 target (no prices), 160 input and 17 output tokens,");
    const none = new Map([["octo/ops", result("octo/ops", { unpriced: true })]]);
    expect(trackingBody({ name: "c", file: "c.yml", entries, results: none, home: { owner: "home", repo: "web" }, runUrl: "u" })).toContain("**Totals:** unknown (no prices), 0 input");
  });

  it("keeps a target's text from breaking the table", () => {
    const odd = [entry("a|b`c", "path")];
    expect(trackingBody({ name: "c", file: "c.yml", entries: odd, results: new Map(), home: { owner: "o", repo: "r" }, runUrl: "u" })).toContain("| `` a\\|b`c `` | never reported |");
  });

  // A path target is a directory of the repository, named by whoever committed it; a backslash does
  // not escape a backtick inside a code span, so "\`" ended the span and left the @team a mention.
  it("keeps a target's backticks inside its code span", () => {
    const odd = [entry("pk/a` @acme/team `", "path")];
    const text = trackingBody({ name: "c", file: "c`.yml", entries: odd, results: new Map(), home: { owner: "o", repo: "r" }, runUrl: "u" });
    expect(text).toContain("| `` pk/a` @acme/team ` `` | never reported |");
    expect(text).toContain("\n- `` pk/a` @acme/team ` ``\n");
    expect(text).toContain("from `` c`.yml ``;");
  });
});
