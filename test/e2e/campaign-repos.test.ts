import { afterEach, describe, expect, it } from "vitest";
import { formatCost } from "../../src/action/report/progress-render.js";
import type { GitHubState } from "../support/github-fake/index.js";
import type { OriginRepository } from "../support/git-origin.js";
import { dispatchEvent, GITHUB_TOKEN, MODEL_KEY, runAction, startPeers, type Peers } from "./harness.js";

// Issue 18's acceptance for repository targets: a campaign in Codertocat/Hello-World over three
// other repositories (one changes, one changes nothing, one the token cannot clone), run as the
// workflow would (plan, one job per matrix entry, gather), twice.
let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});


const FILE = ".github/campaigns/deps.yml";
const FILES = {
  "README.md": "# Hello\n",
  [FILE]: "name: deps\nprompt: Set VERSION to the next number.\ntargets:\n  - repo: acme/api\n  - repo: acme/web\n  - repo: acme/gone\nbudget: { per-target-usd: 1 }\n",
};
const BASIC = Buffer.from(`x-access-token:${GITHUB_TOKEN}`).toString("base64");

interface Target {
  origin: OriginRepository;
  state: GitHubState;
}

async function addTarget(p: Peers, repo: string, files: Record<string, string>, defaultBranch: string): Promise<Target> {
  const origin = await p.origin.addRepository({ owner: "acme", repo, files, defaultBranch });
  const state = p.github.addRepository({ owner: "acme", repo, defaultBranch, git: origin.peer });
  return { origin, state };
}

const pulls = (s: GitHubState) => [...s.issues.values()].filter((i) => i.pull);

/** One whole campaign run: plan, the three target jobs in matrix order, gather; all in workflow run `runId`. */
async function campaign(p: Peers, runId: number, scripts: { api: () => void; web: () => void }) {
  // The action clones from GITHUB_SERVER_URL, as checkout does. A *.localhost name (curl resolves
  // it to loopback itself) keeps @actions/artifact from taking the origin for GitHub Enterprise.
  const server = p.origin.serverUrl.replace("127.0.0.1", "git.localhost");
  const step = (inputs: Record<string, string>) =>
    runAction(p, dispatchEvent(), { "campaign-file": FILE, ...inputs }, "main", { runId, env: { GITHUB_SERVER_URL: server } });
  const plan = await step({ mode: "plan", model: "", "anthropic-api-key": "" });
  expect(plan.code, plan.stdout + plan.stderr).toBe(0);
  const entries: any[] = JSON.parse(plan.outputs.matrix).include;
  const runs: Record<string, Awaited<ReturnType<typeof step>> & { modelRequests: number }> = {};
  for (const entry of entries) {
    const name = entry.target.split("/")[1] as "api" | "web" | "gone";
    if (name !== "gone") scripts[name]();
    const before = p.model.requests.length;
    const run = await step({ "campaign-target": JSON.stringify(entry) });
    runs[name] = { ...run, modelRequests: p.model.requests.length - before };
  }
  const gather = await step({ mode: "gather", model: "", "anthropic-api-key": "" });
  expect(gather.code, gather.stdout + gather.stderr).toBe(0);
  const results = Object.fromEntries(
    ["api", "web", "gone"].map((n) => [n, JSON.parse(p.artifacts.artifacts.find((a) => a.name === `campaign-deps-result-acme-${n}` && a.runId === runId)!.bytes.toString("utf8"))]),
  );
  return { entries, runs, gather, results };
}

describe("a campaign over repositories", () => {
  it("clones each target with the token, opens one pull request in the repository that changed, tracks all three, and a second run opens nothing new", async () => {
    peers = await startPeers({ files: FILES, sharedToken: true });
    const api = await addTarget(peers, "api", { "VERSION": "1\n", "AGENTS.md": "API-RULES: numbers only.\n" }, "trunk");
    const web = await addTarget(peers, "web", { "VERSION": "7\n" }, "main");
    const branch = "agent/campaign-deps-acme-api";

    // api: the agent bumps VERSION and tries to publish the clone's git config and environment.
    const apiScript = (version: string) => () =>
      peers!.model.script(
        {
          toolCalls: [
            { name: "write", args: { path: "VERSION", content: `${version}\n` } },
            { name: "bash", args: { command: "pwd; cat .git/config > leak.txt; env >> leak.txt; cat leak.txt" } },
          ],
        },
        { text: `VERSION is ${version}.`, usage: { input: 1000, output: 100 } },
      );
    const webScript = () => peers!.model.script({ text: "VERSION is already current.", usage: { input: 500, output: 50 } });

    const one = await campaign(peers, 900, { api: apiScript("2"), web: webScript });
    expect(one.entries.map((e) => [e.kind, e.target, e.branch])).toEqual([
      ["repo", "acme/api", branch],
      ["repo", "acme/web", "agent/campaign-deps-acme-web"],
      ["repo", "acme/gone", "agent/campaign-deps-acme-gone"],
    ]);

    // api: worked in its clone (its AGENTS.md, its tree), pushed its branch, one PR on its default branch.
    const { api: ranApi, web: ranWeb, gone: ranGone } = one.runs;
    expect(ranApi.code, ranApi.stdout + ranApi.stderr).toBe(0);
    expect(ranApi.outputs).toMatchObject({ conclusion: "success", branch });
    const system = JSON.stringify(peers.model.requests.at(-(ranWeb.modelRequests + 2))!.body.system);
    expect(system).toContain("API-RULES");
    const bashOutput = JSON.stringify(peers.model.requests.at(-(ranWeb.modelRequests + 1))!.body.messages.at(-1));
    expect(bashOutput).toMatch(/\/target-[^/"\\]+\/api\b/);
    expect(bashOutput).toContain('[remote \\"origin\\"]'); // the agent did read its .git/config
    expect(await api.origin.show(`refs/heads/${branch}`, "VERSION")).toBe("2\n");
    expect(pulls(api.state)).toHaveLength(1);
    const [pr] = pulls(api.state);
    expect(pr.pull!.base.ref).toBe("trunk");
    expect(pr.pull!.head.ref).toBe(branch);
    expect(ranApi.outputs["pr-url"]).toBe(`https://github.com/acme/api/pull/${pr.number}`);
    // Nothing of it landed on the campaign's own repository.
    expect(pulls(peers.github.state)).toHaveLength(0);
    expect(Object.keys(await peers.origin.refs()).filter((r) => r.startsWith("refs/heads/agent/"))).toEqual([]);

    // web: nothing to change, so no branch and no pull request.
    expect(ranWeb.code, ranWeb.stdout + ranWeb.stderr).toBe(0);
    expect(ranWeb.outputs.conclusion).toBe("no-changes");
    expect(Object.keys(await web.origin.refs()).filter((r) => r.startsWith("refs/heads/agent/"))).toEqual([]);
    expect(pulls(web.state)).toHaveLength(0);

    // gone: the token reaches no such repository; one line says what the token needs, no model request.
    expect(ranGone.code).not.toBe(0);
    expect(ranGone.outputs.conclusion).toBe("failed");
    expect(ranGone.modelRequests).toBe(0);
    const errors = (ranGone.stdout + ranGone.stderr).split("\n").filter((l) => l.startsWith("::error::"));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/acme\/gone could not be cloned \(.*not found.*\); the github-token input needs contents and pull-requests write on acme\/gone$/);

    expect(one.results.api).toMatchObject({ target: "acme/api", kind: "repo", conclusion: "success", prNumber: pr.number });
    expect(one.results.web).toMatchObject({ target: "acme/web", kind: "repo", conclusion: "no-changes" });
    expect(one.results.gone).toEqual({ campaign: "deps", target: "acme/gone", kind: "repo", conclusion: "failed", costUsd: 0, inputTokens: 0, outputTokens: 0 });
    expect(one.results.api.costUsd).toBeGreaterThan(0);
    expect(one.results.web.costUsd).toBeGreaterThan(0);

    // The tracking issue is the campaign repository's; it lists all three and the total cost.
    const issueNumber = Number(one.gather.outputs["issue-number"]);
    const issue = peers.github.state.issues.get(issueNumber)!;
    expect(issue.title).toBe("Campaign deps");
    const body = issue.body!;
    expect(body).toContain(`| \`acme/api\` | success | [acme/api#${pr.number}](${ranApi.outputs["pr-url"]}) |`);
    expect(body).toContain("| `acme/web` | no-changes | — |");
    expect(body).toContain("| `acme/gone` | failed | — |");
    expect(body).toContain(`**Totals:** ${formatCost(one.results.api.costUsd + one.results.web.costUsd)},`);
    expect(body).toContain("1 pull request, 1 failed, 0 never reported");
    expect(issues(api.state)).toHaveLength(0);

    // The campaign again: api changes once more; the same PR is updated and the same issue too.
    const two = await campaign(peers, 901, { api: apiScript("3"), web: webScript });
    expect(two.runs.api.outputs).toMatchObject({ conclusion: "success", "pr-url": ranApi.outputs["pr-url"] });
    expect(await api.origin.show(`refs/heads/${branch}`, "VERSION")).toBe("3\n");
    expect(pulls(api.state)).toHaveLength(1);
    expect(two.runs.web.outputs.conclusion).toBe("no-changes");
    expect(pulls(web.state)).toHaveLength(0);
    expect(two.runs.gone.outputs.conclusion).toBe("failed");
    expect(two.gather.outputs["issue-number"]).toBe(String(issueNumber));
    expect(peers.github.calls("issues/create")).toHaveLength(1);
    expect(peers.github.calls("pulls/create")).toHaveLength(1);
    expect(issues(peers.github.state)).toHaveLength(1);

    // No secret anywhere it could surface: model requests (the agent read its .git/config and
    // environment), the pushed file, every comment and issue, every API request, every artifact.
    const leak = await api.origin.show(`refs/heads/${branch}`, "leak.txt");
    expect(leak).toContain('[remote "origin"]');
    expect(leak).not.toMatch(/extraheader|authorization/i); // the agent's .git is a copy without credentials
    const everyComment = [peers.github.state, api.state, web.state].flatMap((s) => [...s.comments.values()].map((c) => c.body).concat([...s.issues.values()].map((i) => i.body ?? "")));
    const published: Record<string, string> = {
      model: JSON.stringify(peers.model.requests.map((r) => r.body)),
      leak,
      comments: everyComment.join("\n"),
      requests: JSON.stringify(peers.github.requests.map((r) => r.body)),
      artifacts: peers.artifacts.artifacts.map((a) => a.bytes.toString("utf8")).join("\n"),
      summaries: Object.values({ ...one.runs, ...two.runs }).map((r) => r.summary).join("\n"),
    };
    for (const [where, text] of Object.entries(published)) {
      for (const secret of [GITHUB_TOKEN, BASIC, MODEL_KEY]) expect(text, `${where} holds ${secret}`).not.toContain(secret);
    }
    // Every answer of the fake, for every repository, matched GitHub's schemas.
    expect(peers.github.invalidRequests).toEqual([]);
    expect(peers.github.invalidResponses).toEqual([]);
  }, 240_000); // two whole campaigns: eight action runs and two plans
});

const issues = (s: GitHubState) => [...s.issues.values()].filter((i) => !i.pull);
