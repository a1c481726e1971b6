import { execFileSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { dispatchEvent, runAction, startPeers, type Peers } from "./harness.js";

// mode plan: the built action turns a campaign file into the matrix and touches nothing else.
let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});


const CAMPAIGN = `name: add-lint
prompt-file: .github/campaigns/add-lint.md
targets:
  - repo: octo-org/billing
  - path: packages/*
  - repo: octo-org/web
budget:
  total-usd: 10
  per-target-usd: 3
max-parallel: 2
verify: [npm test]
`;

/** Runs mode plan with no model and no model key, and says what it touched. */
async function plan(p: Peers) {
  const gitBefore = p.origin.requests.length;
  const run = await runAction(p, dispatchEvent(), { mode: "plan", "campaign-file": ".github/campaigns/add-lint.yml", model: "", "anthropic-api-key": "" });
  const status = execFileSync("git", ["status", "--porcelain"], { cwd: p.checkout.dir, encoding: "utf8" });
  return { run, touched: { github: p.github.requests.length, model: p.model.requests.length, git: p.origin.requests.length - gitBefore, status } };
}

const nothingTouched = { github: 0, model: 0, git: 0, status: "" };

describe("mode plan", () => {
  it("sets the matrix of repositories and package directories with their budgets, and touches nothing", async () => {
    peers = await startPeers({
      files: {
        "README.md": "# Hello\n",
        ".github/campaigns/add-lint.yml": CAMPAIGN,
        ".github/campaigns/add-lint.md": "Add the new lint rule.\n",
        "packages/api/package.json": "{}",
        "packages/web/package.json": "{}",
        "packages/web/AGENTS.md": "Use pnpm.\n",
        "packages/notes.txt": "not a package\n",
      },
    });
    const { run, touched } = await plan(peers);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(touched).toEqual(nothingTouched);
    expect(run.outputs.conclusion).toBe("success");
    expect(run.outputs["max-parallel"]).toBe("2");
    const share = { budgetUsd: 2.5 }; // $10 over four targets is less than $3 each
    expect(JSON.parse(run.outputs.matrix)).toEqual({
      include: [
        { target: "octo-org/billing", kind: "repo", repo: "octo-org/billing", branch: "agent/campaign-add-lint-octo-org-billing", ...share },
        { target: "packages/api", kind: "path", path: "packages/api", branch: "agent/campaign-add-lint-packages-api", ...share },
        { target: "packages/web", kind: "path", path: "packages/web", branch: "agent/campaign-add-lint-packages-web", ...share },
        { target: "octo-org/web", kind: "repo", repo: "octo-org/web", branch: "agent/campaign-add-lint-octo-org-web", ...share },
      ],
    });
    expect(run.summary).toContain("## repo-agent: campaign add-lint planned");
    expect(run.summary).toContain("4 targets from `.github/campaigns/add-lint.yml`, at most 2 at a time; budget: $3.00 per target, $10.00 in total.");
    expect(run.summary).toContain("| `packages/web` | path | `agent/campaign-add-lint-packages-web` | $2.50 |");
  });

  it("fails a malformed campaign file with one line naming the field, and nothing runs", async () => {
    peers = await startPeers({
      files: {
        "README.md": "# Hello\n",
        ".github/campaigns/add-lint.yml": CAMPAIGN.replace("repo: octo-org/web", "repo: octo-org"),
        ".github/campaigns/add-lint.md": "Add the new lint rule.\n",
        "packages/api/package.json": "{}",
      },
    });
    const { run, touched } = await plan(peers);
    expect(run.code).not.toBe(0);
    expect(touched).toEqual(nothingTouched);
    const line = 'repo-agent: .github/campaigns/add-lint.yml: targets[2].repo must be owner/name (got "octo-org")';
    const log = run.stdout + run.stderr;
    expect(log.split("\n").filter((l) => l.includes("repo-agent:"))).toEqual([`::error::${line}`]);
    expect(log).not.toMatch(/\n\s+at /);
    expect(run.outputs.conclusion).toBe("failed");
    expect(run.outputs.matrix).toBeUndefined();
    expect(run.summary).toBe(`## repo-agent: campaign plan failed\n\n${line}\n`);
  });
});
