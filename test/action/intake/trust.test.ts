import { getOctokit } from "@actions/github";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { taskFromEvent } from "../../../src/action/intake/event.js";
import { checkTrust } from "../../../src/action/intake/trust.js";
import type { ActionInputs, Task } from "../../../src/action/types.js";
import { startGitHubFake, type GitHubFake } from "../../support/github-fake/index.js";
import { primaryRateLimit } from "../../support/github-fake/faults.js";
import { testInputs } from "./inputs-fixture.js";

const TOKEN = "ghs_installation";
let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake({
    owner: "octo-org",
    repo: "widgets",
    tokens: { [TOKEN]: "github-actions[bot]" },
    permissions: { ada: "admin", mona: "maintain", wes: "write", tia: "triage", rae: "read", nobody: "none" },
  });
});

afterEach(async () => {
  expect(fake.invalidRequests).toEqual([]);
  expect(fake.invalidResponses).toEqual([]);
  expect(fake.unhandled).toEqual([]);
  await fake.close();
});

// As the action builds it: retry and throttling on; retries off so a fault is final here.
const client = () =>
  getOctokit(
    TOKEN,
    {
      baseUrl: fake.url,
      request: { retries: 0 },
      throttle: { onRateLimit: () => false, onSecondaryRateLimit: () => false },
    },
    retry,
    throttling,
  );

const inputs = (overrides: Partial<ActionInputs> = {}): ActionInputs => testInputs({ githubToken: TOKEN, protectedPaths: [], ...overrides });

const task = (actor: string, actorIsBot = false, extra: Partial<Task> = {}): Task => ({
  kind: "fix",
  repo: { owner: "octo-org", repo: "widgets" },
  prompt: "fix it",
  issueNumber: 7,
  isPullRequest: false,
  actor,
  actorIsBot,
  ...extra,
});

const permissionCalls = () => fake.calls("repos/get-collaborator-permission-level");

describe("checkTrust: people", () => {
  it("allows admin, maintain (read from role_name) and write", async () => {
    for (const login of ["ada", "mona", "wes"]) {
      expect(await checkTrust(client(), task(login), inputs()), login).toEqual({ allowed: true });
    }
    expect(permissionCalls().map((r) => r.path)).toEqual([
      "/repos/octo-org/widgets/collaborators/ada/permission",
      "/repos/octo-org/widgets/collaborators/mona/permission",
      "/repos/octo-org/widgets/collaborators/wes/permission",
    ]);
  });

  it("refuses triage, read and none, naming the permission", async () => {
    for (const [login, role] of [["tia", "triage"], ["rae", "read"], ["nobody", "none"]]) {
      const d = await checkTrust(client(), task(login), inputs());
      expect(d.allowed, login).toBe(false);
      if (!d.allowed) expect(d.reason).toBe(`${login} has ${role} permission on octo-org/widgets; starting a run needs write, maintain or admin (or a place in allowed-users)`);
    }
  });

  it("allows people listed in allowed-users without asking the API", async () => {
    expect(await checkTrust(client(), task("Rae"), inputs({ allowedUsers: ["rae"] }))).toEqual({ allowed: true });
    expect(permissionCalls()).toHaveLength(0);
  });

  it("fails closed when the API fails", async () => {
    fake.fail({ operation: "repos/get-collaborator-permission-level", status: 502 });
    const d = await checkTrust(client(), task("ada"), inputs());
    expect(d.allowed).toBe(false);
    if (!d.allowed) expect(d.reason).toMatch(/^could not check ada's permission on octo-org\/widgets \(HTTP 502: .+\); nothing was run/);
  });

  it("a token GitHub refuses (401, 403, 404) fails the run, naming what to give it; a rate limit stays a try-again-later", async () => {
    fake.fail({ operation: "repos/get-collaborator-permission-level", status: 403, body: { message: "Resource not accessible by integration", documentation_url: "https://docs.github.com/rest", status: "403" } });
    const forbidden = await checkTrust(client(), task("ada"), inputs());
    expect(forbidden).toEqual({
      allowed: false,
      failed: true,
      reason:
        'could not check ada\'s permission on octo-org/widgets: GitHub refused the github-token (HTTP 403: Resource not accessible by integration - https://docs.github.com/rest); give it the "Metadata" repository permission (read) if it is a GitHub App\'s or a fine-grained token (the repo scope if classic), or list who may start runs in allowed-users',
    });
    fake.fail({ operation: "repos/get-collaborator-permission-level", status: 401 });
    expect(await checkTrust(client(), task("ada"), inputs())).toMatchObject({ failed: true, reason: expect.stringMatching(/GitHub rejected the github-token \(HTTP 401: .+\); pass \$\{\{ github\.token \}\}/) });
    fake.fail({ operation: "repos/get-collaborator-permission-level", status: 404 });
    expect(await checkTrust(client(), task("ada"), inputs())).toMatchObject({ failed: true, reason: expect.stringContaining("GitHub does not show octo-org/widgets to the github-token") });
    fake.fail({ operation: "repos/get-collaborator-permission-level", ...primaryRateLimit() });
    const limited = await checkTrust(client(), task("ada"), inputs());
    expect(limited).toMatchObject({ allowed: false, transient: true, reason: expect.stringMatching(/try again later$/) });
    expect(limited).not.toHaveProperty("failed");
  });

  it("fails closed when the connection drops", async () => {
    fake.fail({ operation: "repos/get-collaborator-permission-level", drop: true });
    const d = await checkTrust(client(), task("wes"), inputs());
    expect(d.allowed).toBe(false);
    if (!d.allowed) expect(d.reason).toMatch(/could not check wes's permission/);
  });

  it("refuses a task that names no actor", async () => {
    const d = await checkTrust(client(), task(""), inputs());
    expect(d.allowed).toBe(false);
  });
});

describe("checkTrust: bots", () => {
  it("refuses a bot that is not listed, even one with write access", async () => {
    fake.state.setPermission("renovate[bot]", "write");
    const d = await checkTrust(client(), task("renovate[bot]", true), inputs({ allowedBots: ["dependabot[bot]"] }));
    expect(d).toEqual({ allowed: false, reason: "renovate[bot] is a bot and is not listed in allowed-bots; add its exact login there to let it start runs" });
    expect(permissionCalls()).toHaveLength(0);
  });

  it("allows a bot listed by exact login, and only that login", async () => {
    expect(await checkTrust(client(), task("dependabot[bot]", true), inputs({ allowedBots: ["dependabot[bot]"] }))).toEqual({ allowed: true });
    expect((await checkTrust(client(), task("dependabot[bot]", true), inputs({ allowedBots: ["dependabot"] }))).allowed).toBe(false);
    expect((await checkTrust(client(), task("dependabot[bot]", true), inputs({ allowedBots: ["dependabot*"] }))).allowed).toBe(false);
  });

  it("refuses the * wildcard with a clear reason", async () => {
    const d = await checkTrust(client(), task("dependabot[bot]", true), inputs({ allowedBots: ["*"] }));
    expect(d).toEqual({ allowed: false, reason: 'allowed-bots does not accept "*"; list each bot by its exact login, e.g. dependabot[bot]' });
  });

  it("a bot in allowed-users is still a bot", async () => {
    expect((await checkTrust(client(), task("renovate[bot]", true), inputs({ allowedUsers: ["renovate[bot]"] }))).allowed).toBe(false);
  });
});

describe("checkTrust: schedule and dispatch", () => {
  it("allows runs that no comment started", async () => {
    const t: Task = { kind: "maintain", repo: { owner: "octo-org", repo: "widgets" }, prompt: "tidy", isPullRequest: false, actor: "", actorIsBot: false };
    expect(await checkTrust(client(), t, inputs())).toEqual({ allowed: true });
    expect(fake.requests).toHaveLength(0);
  });
});

describe("whose permission decides: the person who triggered the run", () => {
  const repository = { name: "widgets", owner: { login: "octo-org" }, default_branch: "main" };
  const decide = async (payload: Record<string, unknown>, eventName = "issue_comment") => {
    const t = taskFromEvent(eventName, payload, inputs());
    if ("skip" in t) throw new Error(t.reason);
    return { actor: t.actor, decision: await checkTrust(client(), t, inputs()) };
  };

  it("a reader's comment on an admin's issue is refused; a writer's comment on a reader's issue is allowed", async () => {
    const issue = (author: string) => ({ number: 7, title: "t", body: "b", user: { login: author, type: "User" } });
    const comment = (login: string) => ({ id: 1, body: "/agent go", user: { login, type: "User" }, created_at: "2026-03-01T10:00:00Z" });
    const refused = await decide({ action: "created", issue: issue("ada"), comment: comment("rae"), sender: { login: "rae" }, repository });
    expect(refused.actor).toBe("rae");
    expect(refused.decision.allowed).toBe(false);
    const allowed = await decide({ action: "created", issue: issue("rae"), comment: comment("wes"), sender: { login: "wes" }, repository });
    expect(allowed).toEqual({ actor: "wes", decision: { allowed: true } });
  });

  it("labelling an outsider's issue: the labeller's permission decides", async () => {
    const payload = (sender: string) => ({
      action: "labeled",
      label: { name: "agent" },
      issue: { number: 7, title: "t", body: "please fix", user: { login: "nobody", type: "User" } },
      sender: { login: sender, type: "User" },
      repository,
    });
    expect((await decide(payload("mona"), "issues")).decision).toEqual({ allowed: true });
    expect((await decide(payload("tia"), "issues")).decision.allowed).toBe(false);
  });
});
