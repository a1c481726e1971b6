import { getOctokit } from "@actions/github";
import { afterEach, beforeEach, expect, it } from "vitest";
import { holdsUnproposedWork } from "../../../src/action/delivery/pull-request.js";
import { startGitHubFake, type GitHubFake } from "../../support/github-fake/index.js";
import { startGitOrigin, type GitOrigin } from "../../support/git-origin.js";

// A campaign target's branch, left by a failed run, gets its pull request only while no pull
// request ever proposed its work (a merged or closed one means people have seen it).

const TOKEN = "ghs_fake_installation_token";
const repo = { owner: "Codertocat", repo: "Hello-World" };
let origin: GitOrigin;
let fake: GitHubFake;

beforeEach(async () => {
  origin = await startGitOrigin({ ...repo, files: { "VERSION": "1\n" } });
  fake = await startGitHubFake({ ...repo, tokens: { [TOKEN]: "github-actions[bot]" }, git: origin.peer });
});

afterEach(async () => {
  expect(fake.invalidRequests).toEqual([]);
  expect(fake.invalidResponses).toEqual([]);
  await fake.close();
  await origin.close();
});

const gh = () => getOctokit(TOKEN, { baseUrl: fake.url });

it("is true for a branch ahead of its base that no pull request came from, and false once one did (open, closed or merged)", async () => {
  await origin.commit("agent/campaign-x", { "VERSION": "2\n" }, { message: "Bump" });
  expect(await holdsUnproposedWork(gh(), repo, "main", "agent/campaign-x")).toBe(true);
  const { data: pr } = await gh().rest.pulls.create({ ...repo, head: "agent/campaign-x", base: "main", title: "Bump" });
  expect(await holdsUnproposedWork(gh(), repo, "main", "agent/campaign-x")).toBe(false);
  await gh().rest.pulls.update({ ...repo, pull_number: pr.number, state: "closed" });
  expect(await holdsUnproposedWork(gh(), repo, "main", "agent/campaign-x")).toBe(false);
});

it("is false for a branch with no commit its base lacks", async () => {
  await origin.commit("main", { "VERSION": "2\n" }, { message: "Bump on main" });
  expect(await holdsUnproposedWork(gh(), repo, "main", "main")).toBe(false);
});

it("throws what GitHub said when it cannot tell (the run then warns and opens nothing)", async () => {
  const stranger = getOctokit("ghs_not_a_token_of_this_fake", { baseUrl: fake.url, request: { retries: 0 } });
  await expect(holdsUnproposedWork(stranger, repo, "main", "agent/campaign-x")).rejects.toMatchObject({ status: 401 });
});
