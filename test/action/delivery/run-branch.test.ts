import { getOctokit } from "@actions/github";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { HarnessGit } from "../../../src/action/delivery/harness-git.js";
import { pickRunBranch } from "../../../src/action/delivery/run-branch.js";
import { prepareCheckout } from "../../support/checkout.js";
import { startGitHubFake, type GitHubFake } from "../../support/github-fake/index.js";
import { startGitOrigin, type GitOrigin } from "../../support/git-origin.js";

// A task's branch is reused while its pull request is open (or none was opened); after that, the
// next number, found from the highest-numbered branch alone.

const TOKEN = "ghs_fake_installation_token";
const repo = { owner: "Codertocat", repo: "Hello-World" };
let origin: GitOrigin;
let fake: GitHubFake;

beforeEach(async () => {
  origin = await startGitOrigin({ ...repo, files: { "README.md": "hi\n" } });
  fake = await startGitHubFake({ ...repo, tokens: { [TOKEN]: "github-actions[bot]" }, git: origin.peer });
});

afterEach(async () => {
  expect(fake.invalidRequests).toEqual([]);
  expect(fake.invalidResponses).toEqual([]);
  await fake.close();
  await origin.close();
});

async function pick(name: string) {
  const git = await HarnessGit.take((await prepareCheckout(origin)).dir, mkdtempSync(join(tmpdir(), "harness-")));
  const before = fake.calls("pulls/list").length;
  const picked = await pickRunBranch(git, getOctokit(TOKEN, { baseUrl: fake.url }), repo, name);
  return { ...picked, open: picked.open?.number ?? null, lookups: fake.calls("pulls/list").length - before };
}

it("takes the task's branch while none exists, or while no pull request came from it, asking GitHub only when it exists", async () => {
  expect(await pick("agent/issue-7")).toEqual({ branch: "agent/issue-7", open: null, lookups: 0 });
  const sha = await origin.commit("agent/issue-7", { "README.md": "work\n" });
  expect(await pick("agent/issue-7")).toEqual({ branch: "agent/issue-7", remoteSha: sha, open: null, lookups: 1 });
});

it("moves on past a merged or closed pull request, looking up only the highest-numbered branch", async () => {
  for (const [branch, state] of [["agent/issue-7", "merged"], ["agent/issue-7-2", "closed"], ["agent/issue-7-3", "merged"]] as const) {
    await origin.commit(branch, { "README.md": `${branch}\n` });
    const pr = fake.state.addPull({ head: branch, title: branch, state: "closed" });
    pr.pull!.merged = state === "merged";
  }
  // Names that only start like the task's are not its branches.
  for (const other of ["agent/issue-70", "agent/issue-7-3-unfinished-9", "agent/issue-7-rescue-12", "agent/issue-7-9x"]) await origin.commit(other, { "README.md": "x\n" });
  expect(await pick("agent/issue-7")).toEqual({ branch: "agent/issue-7-4", open: null, lookups: 1 });

  const reopened = fake.state.pulls().find((p) => p.pull!.head.ref === "agent/issue-7-3")!;
  reopened.state = "open";
  const sha = (await origin.refs())["refs/heads/agent/issue-7-3"];
  expect(await pick("agent/issue-7")).toEqual({ branch: "agent/issue-7-3", remoteSha: sha, open: reopened.number, lookups: 1 });
});
