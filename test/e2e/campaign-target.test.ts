import { afterEach, describe, expect, it } from "vitest";
import { dispatchEvent, runAction, startPeers, type Peers } from "./harness.js";

// Campaign target runs over package paths: the built action, run once per entry of the plan job's
// matrix exactly as the workflow's matrix would, works in its package and reports a result file.
let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});


const FILE = ".github/campaigns/lint.yml";
const FILES = {
  "README.md": "# Hello\n",
  "AGENTS.md": "ROOT-RULES: be brief.\n",
  [FILE]: "name: lint\nprompt: Add the strict comment to index.js.\ntargets:\n  - path: packages/*\nbudget: { per-target-usd: 1.5 }\n",
  "packages/a/AGENTS.md": "PACKAGE-A-RULES: tabs.\n",
  "packages/a/index.js": "module.exports = 1;\n",
  "packages/b/AGENTS.md": "PACKAGE-B-RULES: spaces.\n",
  "packages/b/index.js": "module.exports = 2;\n",
};

async function planned(p: Peers): Promise<any[]> {
  const run = await runAction(p, dispatchEvent(), { mode: "plan", "campaign-file": FILE, model: "", "anthropic-api-key": "" });
  expect(run.code, run.stdout + run.stderr).toBe(0);
  return JSON.parse(run.outputs.matrix).include;
}

const target = (p: Peers, entry: unknown, runId: number, inputs: Record<string, string> = {}) =>
  runAction(p, dispatchEvent(), { "campaign-file": FILE, "campaign-target": JSON.stringify(entry), ...inputs }, "main", { runId });

/** The result file a run uploaded, as gather will read it. */
function result(p: Peers, name: string, runId: number) {
  const found = p.artifacts.artifacts.find((a) => a.name === name && a.runId === runId);
  return found && JSON.parse(found.bytes.toString("utf8"));
}

describe("campaign target runs over package paths", { timeout: 180_000 }, () => {
  it("each run works in its package with its AGENTS.md, opens its own pull request, and uploads its result", async () => {
    peers = await startPeers({ files: FILES });
    const entries = await planned(peers);
    expect(entries.map((e) => e.target)).toEqual(["packages/a", "packages/b"]);

    let runId = 500;
    for (const entry of entries) {
      const letter = entry.target.slice(-1);
      const before = peers.model.requests.length;
      // Paths are the package's: "index.js" is packages/<x>/index.js; bash runs there too.
      peers.model.script(
        { toolCalls: [{ name: "write", args: { path: "index.js", content: `"use strict";\nmodule.exports = "${letter}";\n` } }, { name: "bash", args: { command: "pwd" } }] },
        { text: `Made ${letter} strict.` },
      );
      const run = await target(peers, entry, ++runId);
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.outputs).toMatchObject({ conclusion: "success", branch: entry.branch });

      const first = peers.model.requests[before].body;
      const system = JSON.stringify(first.system);
      expect(system).toContain(`PACKAGE-${letter.toUpperCase()}-RULES`);
      expect(system).toContain("ROOT-RULES"); // the package's ancestors' too, as pi reads them
      expect(system).not.toContain(`PACKAGE-${letter === "a" ? "B" : "A"}-RULES`);
      expect(system).toMatch(new RegExp(`Current working directory: [^"]*/packages/${letter}`));
      expect(JSON.stringify(first.messages)).toContain("Add the strict comment to index.js.");
      const pwd = JSON.stringify(peers.model.requests[before + 1].body.messages.at(-1));
      expect(pwd).toMatch(new RegExp(`/packages/${letter}(?![\\w/])`));

      expect(await peers.origin.show(`refs/heads/${entry.branch}`, `packages/${letter}/index.js`)).toContain(`"${letter}"`);
      expect(await peers.origin.peer.resolve(entry.branch)).toBeTruthy();
      await expect(peers.origin.show(`refs/heads/${entry.branch}`, "index.js")).rejects.toThrow();
      expect(result(peers, `campaign-lint-result-packages-${letter}`, runId)).toEqual({
        campaign: "lint",
        target: entry.target,
        kind: "path",
        conclusion: "success",
        prUrl: run.outputs["pr-url"],
        prNumber: Number(run.outputs["pr-number"]),
        costUsd: expect.closeTo(Number(run.outputs["cost-usd"]), 5),
        inputTokens: Number(run.outputs["input-tokens"]),
        outputTokens: Number(run.outputs["output-tokens"]),
      });
    }
    // One pull request per package, each on its own branch, holding only its package's change.
    const created = peers.github.calls("pulls/create");
    expect(created.map((c) => (c.body as any).head)).toEqual(["agent/campaign-lint-packages-a", "agent/campaign-lint-packages-b"]);
    expect(created.map((c) => (c.body as any).title)).toEqual(["Campaign lint: packages/a", "Campaign lint: packages/b"]);
    expect(await peers.origin.show("refs/heads/agent/campaign-lint-packages-a", "packages/b/index.js")).toBe("module.exports = 2;\n");

    // The campaign again: the same branch and the same pull request, updated.
    const a = entries[0];
    const prA = result(peers, "campaign-lint-result-packages-a", 501).prUrl;
    peers.model.script({ toolCalls: [{ name: "write", args: { path: "index.js", content: '"use strict";\nmodule.exports = "a2";\n' } }] }, { text: "Again." });
    const again = await target(peers, a, 600);
    expect(again.outputs).toMatchObject({ conclusion: "success", "pr-url": prA });
    expect(peers.github.calls("pulls/create")).toHaveLength(2);
    expect(await peers.origin.show(`refs/heads/${a.branch}`, "packages/a/index.js")).toContain('"a2"');

    expect(result(peers, "campaign-lint-result-packages-a", 600)).toMatchObject({ conclusion: "success", prUrl: prA });
  });

  it("a target whose model has no prices reports its cost as unknown, not $0", async () => {
    // Without a budget: with one, such a model is refused before it runs.
    peers = await startPeers({ files: { ...FILES, [FILE]: "name: lint\nprompt: Add the strict comment to index.js.\ntargets:\n  - path: packages/*\n" } });
    const [a] = await planned(peers);
    peers.model.script({ text: "Nothing to change." });
    const run = await target(peers, a, 650, { model: "anthropic/claude-sonet-4-5" });
    expect(run.outputs.conclusion, run.stdout).toBe("no-changes");
    expect(run.outputs["cost-usd"]).toBeUndefined();
    expect(result(peers, "campaign-lint-result-packages-a", 650)).toMatchObject({ conclusion: "no-changes", costUsd: 0, unpriced: true });
  });

  it("a failed run still reports its result; a hand-made entry fails with one line and no model request", async () => {
    peers = await startPeers({ files: FILES });
    const [a] = await planned(peers);
    peers.model.script({ fault: { kind: "status", status: 400, message: "bad request" } });
    const failed = await target(peers, a, 700);
    expect(failed.code).not.toBe(0);
    expect(result(peers, "campaign-lint-result-packages-a", 700)).toMatchObject({ campaign: "lint", target: "packages/a", conclusion: "failed" });

    const requests = peers.model.requests.length;
    const github = peers.github.requests.length;
    const uploads = peers.artifacts.artifacts.length;
    for (const forged of [{ ...a, budgetUsd: 50 }, { ...a, target: "packages", path: "packages", branch: "agent/campaign-lint-packages" }, { ...a, branch: "main" }]) {
      const run = await target(peers, forged, 701);
      expect(run.code).not.toBe(0);
      const lines = (run.stdout + run.stderr).split("\n").filter((l) => l.includes("repo-agent:"));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^::error::repo-agent: input campaign-target path "packages.*" is not an entry of \.github\/campaigns\/lint\.yml's plan/);
    }
    const malformed = await target(peers, { ...a, kind: "dir" }, 702);
    expect((malformed.stdout + malformed.stderr).split("\n").filter((l) => l.includes("repo-agent:"))).toEqual([
      '::error::repo-agent: input campaign-target field kind must be "repo" or "path"; pass ${{ toJSON(matrix) }} from the plan job\'s matrix',
    ]);
    expect(peers.model.requests.length).toBe(requests);
    expect(peers.github.requests.length).toBe(github);
    expect(peers.artifacts.artifacts.length).toBe(uploads);
  });
});
