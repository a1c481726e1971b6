import { getOctokit } from "@actions/github";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startGitHubFake, type GitHubFake } from "./github-fake/index.js";
import { startGitOrigin, type GitOrigin } from "./git-origin.js";

// Several repositories on one origin and one fake (campaign repository targets): each has its own
// branches, pull requests and issues; a repository neither serves is 404 on both.

const TOKEN = "ghs_fake_installation_token";
let origin: GitOrigin;
let fake: GitHubFake;

beforeEach(async () => {
  origin = await startGitOrigin({ owner: "home", repo: "campaigns", token: TOKEN });
  fake = await startGitHubFake({ owner: "home", repo: "campaigns", tokens: { [TOKEN]: "github-actions[bot]" }, git: origin.peer });
});

afterEach(async () => {
  expect(fake.invalidRequests).toEqual([]);
  expect(fake.invalidResponses).toEqual([]);
  await fake.close();
  await origin.close();
});

describe("more repositories", () => {
  it("keeps each repository's branches, pull requests and issues apart", async () => {
    const api = await origin.addRepository({ owner: "acme", repo: "api", files: { VERSION: "1\n" }, defaultBranch: "trunk" });
    const state = fake.addRepository({ owner: "acme", repo: "api", defaultBranch: "trunk", git: api.peer });
    await api.commit("feature", { VERSION: "2\n" }, { from: "trunk" });
    expect(await api.show("refs/heads/feature", "VERSION")).toBe("2\n");
    expect(Object.keys(await api.refs())).toEqual(expect.arrayContaining(["refs/heads/trunk", "refs/heads/feature"]));
    // The first repository has neither branch.
    expect(Object.keys(await origin.refs())).toEqual(["refs/heads/main"]);

    const octokit = getOctokit(TOKEN, { baseUrl: fake.url });
    const { data: pr } = await octokit.rest.pulls.create({ owner: "acme", repo: "api", head: "feature", base: "trunk", title: "Bump" });
    expect(pr.html_url).toBe(`${fake.htmlBase}/acme/api/pull/${pr.number}`);
    expect(pr.base.ref).toBe("trunk");
    expect(pr.base.repo.full_name).toBe("acme/api");
    expect(state.issues.get(pr.number)?.pull?.head.ref).toBe("feature");
    expect(fake.state.issues.size).toBe(0);
    // refs/pull/N/head follows in that repository, through its peer.
    expect((await api.refs())[`refs/pull/${pr.number}/head`]).toBe((await api.refs())["refs/heads/feature"]);
    // A branch only the first repository has is unknown to the second.
    await expect(octokit.rest.pulls.create({ owner: "acme", repo: "api", head: "main", base: "trunk", title: "x" })).rejects.toMatchObject({ status: 422 });

    await octokit.rest.issues.create({ owner: "home", repo: "campaigns", title: "Tracking" });
    expect([...fake.state.issues.values()].map((i) => i.title)).toEqual(["Tracking"]);
    expect(state.issues.size).toBe(1);
    await expect(octokit.rest.issues.create({ owner: "acme", repo: "gone", title: "x" })).rejects.toMatchObject({ status: 404 });
  });
});
