import { getOctokit } from "@actions/github";
import { afterEach, beforeEach, expect, it } from "vitest";
import { threadReader } from "../../../src/action/intake/thread.js";
import type { Task } from "../../../src/action/types.js";
import { startGitHubFake, type GitHubFake } from "../../support/github-fake/index.js";

const TOKEN = "ghs_installation";
const ISSUE = 7;
const repo = { owner: "octo-org", repo: "widgets" };
const task: Task = { kind: "fix", repo, prompt: "fix it", issueNumber: ISSUE, isPullRequest: false, actor: "mona", actorIsBot: false };
let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake({ ...repo, tokens: { [TOKEN]: "github-actions[bot]" }, permissions: { mona: "write" } });
  fake.state.addIssue({ number: ISSUE, title: "a bug", body: "it breaks", user: "mona" });
  for (let i = 0; i < 150; i++) fake.state.addComment({ issueNumber: ISSUE, user: "mona", body: `comment ${i}` });
});
afterEach(async () => {
  await fake.close();
});

const octokit = () => getOctokit(TOKEN, { baseUrl: fake.url, request: { retries: 0 }, throttle: { enabled: false } } as any) as any;
const lists = () => fake.calls("issues/list-comments").length;

it("reads every page once, however many callers ask", async () => {
  const thread = threadReader(octokit(), task);
  const [a, b] = await Promise.all([thread(), thread()]);
  expect(await thread()).toBe(a);
  expect(b).toBe(a);
  expect(a.map((c) => c.body)).toEqual(Array.from({ length: 150 }, (_, i) => `comment ${i}`));
  expect(lists()).toBe(2);
});

it("does not keep a failed read: the next caller asks again", async () => {
  const thread = threadReader(octokit(), task);
  fake.fail({ operation: "issues/list-comments", status: 502 });
  await expect(thread()).rejects.toThrow();
  expect((await thread()).length).toBe(150);
});

it("reads the issue number when first asked (a CI fix learns its pull request after the reader is made)", async () => {
  const later: Task = { ...task, issueNumber: undefined };
  const thread = threadReader(octokit(), later);
  expect(await thread()).toEqual([]);
  later.issueNumber = ISSUE;
  expect((await thread()).length).toBe(150);
});
