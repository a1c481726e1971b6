import { afterEach, describe, expect, it } from "vitest";
import { dispatchEvent, runAction, startPeers, type Peers } from "./harness.js";

// mode gather: after the target jobs of one workflow run, the built action reads their result
// artifacts through the artifact service and keeps one tracking issue up to date.
let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});


const FILE = ".github/campaigns/lint.yml";
const FILES = {
  "README.md": "# Hello\n",
  [FILE]: "name: lint\nprompt: Make index.js strict.\ntargets:\n  - path: packages/*\n",
  "packages/a/index.js": "module.exports = 1;\n",
  "packages/b/index.js": "module.exports = 2;\n",
  "packages/c/index.js": "module.exports = 3;\n",
};
const RUN = 800;
const MARKER = "<!-- repo-agent-campaign:lint -->";

const campaignStep = (p: Peers, inputs: Record<string, string>, runId = RUN, attempt = 1) =>
  runAction(p, dispatchEvent(), { "campaign-file": FILE, ...inputs }, "main", { runId, attempt });
const gather = (p: Peers, runId = RUN) => campaignStep(p, { mode: "gather", model: "", "anthropic-api-key": "" }, runId);

describe("mode gather", { timeout: 180_000 }, () => {
  it("makes one tracking issue listing every target with its conclusion and the totals, and updates it on the next gather", async () => {
    peers = await startPeers({ files: FILES });
    const plan = await campaignStep(peers, { mode: "plan", model: "", "anthropic-api-key": "" });
    const [a, b] = JSON.parse(plan.outputs.matrix).include;
    // A person's issue carrying the marker is not the tracking issue.
    const forged = peers.github.state.addIssue({ title: "Campaign lint", body: `take this one\n${MARKER}`, user: "mallory" });

    // The matrix of run 800: a succeeds, b fails, c's job never reports.
    peers.model.script({ toolCalls: [{ name: "write", args: { path: "index.js", content: '"use strict";\n' } }], usage: { input: 1000, output: 200 } }, { text: "Done." });
    const ranA = await campaignStep(peers, { "campaign-target": JSON.stringify(a) });
    expect(ranA.outputs.conclusion).toBe("success");
    peers.model.script({ fault: { kind: "status", status: 400, message: "bad request" } });
    const ranB = await campaignStep(peers, { "campaign-target": JSON.stringify(b) });
    expect(ranB.outputs.conclusion).toBe("failed");
    const modelRequests = peers.model.requests.length;

    const one = await gather(peers);
    expect(one.code, one.stdout + one.stderr).toBe(0);
    expect(peers.model.requests.length).toBe(modelRequests);
    expect(peers.github.calls("issues/create")).toHaveLength(1);
    const issue = peers.github.state.issues.get(Number(one.outputs["issue-number"]))!;
    expect(issue.user.login).toBe("github-actions[bot]");
    expect(one.outputs["issue-url"]).toMatch(new RegExp(`/issues/${issue.number}$`));
    expect(issue.title).toBe("Campaign lint");
    const body = issue.body!;
    const pr = ranA.outputs["pr-number"];
    expect(body).toMatch(new RegExp(`\\| \`packages/a\` \\| success \\| \\[#${pr}\\]\\(${ranA.outputs["pr-url"].replace(/[.?]/g, "\\$&")}\\) \\| \\$\\d+\\.\\d+ \\| — \\|`));
    expect(body).toContain("| `packages/b` | failed | — | $0.00 | — |");
    expect(body).toContain("| `packages/c` | never reported | — | — | — |");
    const cost = Number(ranA.outputs["cost-usd"]);
    expect(cost).toBeGreaterThan(0);
    expect(Number(one.outputs["cost-usd"])).toBeCloseTo(cost, 5);
    expect(body).toContain(`**Totals:** $${cost.toFixed(cost < 1 ? 4 : 2)}, ${ranA.outputs["input-tokens"]} input and ${ranA.outputs["output-tokens"]} output tokens, 1 pull request, 1 failed, 1 never reported.`);
    expect(body).toMatch(/\*\*Failed:\*\*\n- `packages\/b`\n/);
    expect(body).toMatch(/\*\*Never reported\*\*[^\n]*\n- `packages\/c`\n/);
    expect(body).toContain(MARKER);
    expect(one.summary).toContain("| `packages/c` | never reported | — | — | — |");
    expect(one.summary).toContain(`Tracking issue: [#${issue.number}]`);
    expect(peers.github.state.issues.get(forged.number)!.body).toBe(`take this one\n${MARKER}`);

    // c's job is re-run and reports; gathering again updates the same issue.
    peers.model.script({ text: "Nothing to change." });
    const c = JSON.parse(plan.outputs.matrix).include[2];
    expect((await campaignStep(peers, { "campaign-target": JSON.stringify(c) })).outputs.conclusion).toBe("no-changes");
    const two = await gather(peers);
    expect(two.code, two.stdout + two.stderr).toBe(0);
    expect(two.outputs["issue-number"]).toBe(String(issue.number));
    expect(peers.github.calls("issues/create")).toHaveLength(1);
    expect(peers.github.calls("issues/update")).toHaveLength(1);
    const updated = peers.github.state.issues.get(issue.number)!.body!;
    expect(updated).toMatch(/\| `packages\/c` \| no-changes \| — \| \$0\.\d+ \| — \|/);
    expect(updated).toContain("0 never reported.");
    expect(updated).not.toContain("**Never reported**");

    // b's failed job is re-run (attempt 2 of the same run): its result is uploaded under the
    // attempt's own name (the first attempt's name stays taken) and is the one gather reads.
    peers.model.script({ toolCalls: [{ name: "write", args: { path: "index.js", content: '"use strict";\n' } }] }, { text: "Done." });
    const rerunB = await campaignStep(peers, { "campaign-target": JSON.stringify(b) }, RUN, 2);
    expect(rerunB.outputs.conclusion).toBe("success");
    expect(rerunB.stdout + rerunB.stderr).not.toMatch(/could not be uploaded/);
    expect(peers.artifacts.artifacts.filter((x) => x.runId === RUN).map((x) => x.name)).toContain("campaign-lint-result-packages-b+attempt-2");
    const three = await gather(peers, RUN);
    expect(three.code, three.stdout + three.stderr).toBe(0);
    const last = peers.github.state.issues.get(issue.number)!.body!;
    expect(last).toMatch(new RegExp(`\\| \`packages/b\` \\| success \\| \\[#${rerunB.outputs["pr-number"]}\\]`));
    expect(last).toContain("0 failed");
  });

  it("a malformed campaign fails gather with one line and touches nothing", async () => {
    peers = await startPeers({ files: { ...FILES, [FILE]: "name: lint\nprompt: p\ntargets: []\n" } });
    const run = await gather(peers);
    expect(run.code).not.toBe(0);
    expect((run.stdout + run.stderr).split("\n").filter((l) => l.includes("repo-agent:"))).toEqual([
      "::error::repo-agent: .github/campaigns/lint.yml: targets must be a non-empty list of entries repo: owner/name or path: <directory or glob> (got a list)",
    ]);
    expect(peers.github.requests).toHaveLength(0);
  });
});
