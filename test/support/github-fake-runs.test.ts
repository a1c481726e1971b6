import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createOctokit } from "../../src/action/github.js";
import { fakeSha, startGitHubFake, type GitHubFake, type WorkflowJobStep } from "./github-fake/index.js";

// The workflow runs and jobs API of the GitHub fake, read through the action's own client
// (createOctokit: @actions/github's Octokit on Node's fetch, with retry and throttling).

const TOKEN = "ghs_fake_installation_token";
const repo = { owner: "octo-org", repo: "widgets" };

let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake({ owner: "octo-org", repo: "widgets", htmlBase: "https://github.example", tokens: { [TOKEN]: "github-actions[bot]" } });
});

afterEach(async () => {
  // Every request of these tests is valid and every answer matches GitHub's response schemas.
  expect(fake.invalidRequests).toEqual([]);
  expect(fake.invalidResponses).toEqual([]);
  expect(fake.unhandled).toEqual([]);
  await fake.close();
});

const api = () => createOctokit(TOKEN, fake.url);

async function rejection(p: Promise<unknown>): Promise<any> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error("expected the request to fail");
}

const steps = (conclusion: WorkflowJobStep["conclusion"]): WorkflowJobStep[] => [
  { name: "Set up job", number: 1, status: "completed", conclusion: "success" },
  { name: "Run npm test", number: 2, status: "completed", conclusion },
];

describe("GitHub fake: workflow runs", () => {
  it("assigns ids, defaults and strictly increasing creation times", () => {
    const a = fake.state.addWorkflowRun({ name: "CI", headBranch: "main", headSha: fakeSha("a"), conclusion: "success", jobs: [{ name: "test", status: "completed", conclusion: "success", steps: [], log: "" }] });
    const b = fake.state.addWorkflowRun({ name: "CI", headBranch: "main", headSha: fakeSha("b"), conclusion: "success", jobs: [{ name: "test", status: "completed", conclusion: "success", steps: [], log: "" }] });
    expect(a).toMatchObject({ status: "completed", event: "push", runAttempt: 1, headRepositoryId: fake.state.repo.id, workflowId: b.workflowId });
    expect(b.id).toBeGreaterThan(a.id);
    expect(a.id).toBeGreaterThan(30_000_000);
    expect(b.jobs[0].id).toBeGreaterThan(a.jobs[0].id);
    expect(a.jobs[0]).toMatchObject({ runId: a.id });
    expect(a.jobs[0].id).toBeGreaterThan(40_000_000);
    expect(a.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(Date.parse(b.createdAt)).toBeGreaterThan(Date.parse(a.createdAt));
    expect(fake.state.workflowRuns).toEqual([a, b]);
    expect(() => fake.state.addWorkflowRun({ id: a.id, name: "CI", headBranch: "main", headSha: fakeSha("c"), conclusion: null })).toThrow(/already exists/);
    expect(() =>
      fake.state.addWorkflowRun({ name: "CI", headBranch: "main", headSha: fakeSha("c"), conclusion: null, jobs: [{ id: a.jobs[0].id, name: "x", status: "queued", conclusion: null, steps: [], log: "" }] }),
    ).toThrow(/already exists/);
  });

  it("lists newest first, filters by branch, event, head_sha and status (a status or a conclusion), and paginates", async () => {
    const sha = fakeSha("feature-2");
    const r1 = fake.state.addWorkflowRun({ name: "CI", headBranch: "feature", headSha: fakeSha("feature-1"), event: "pull_request", conclusion: "failure" });
    const r2 = fake.state.addWorkflowRun({ name: "CI", headBranch: "main", headSha: fakeSha("main-1"), conclusion: "success" });
    const r3 = fake.state.addWorkflowRun({ name: "Lint", headBranch: "feature", headSha: sha, event: "pull_request", conclusion: "success" });
    const r4 = fake.state.addWorkflowRun({ name: "CI", headBranch: "feature", headSha: sha, event: "pull_request", conclusion: "failure" });
    const r5 = fake.state.addWorkflowRun({ name: "CI", headBranch: "feature", headSha: fakeSha("feature-3"), event: "pull_request", status: "in_progress", conclusion: null });

    const ids = async (params: Record<string, unknown>) => {
      const { data } = await api().rest.actions.listWorkflowRunsForRepo({ ...repo, ...params });
      expect(data.total_count).toBe(data.workflow_runs.length);
      return data.workflow_runs.map((r) => r.id);
    };
    expect(await ids({})).toEqual([r5.id, r4.id, r3.id, r2.id, r1.id]);
    expect(await ids({ branch: "feature" })).toEqual([r5.id, r4.id, r3.id, r1.id]);
    expect(await ids({ branch: "feature", status: "failure" })).toEqual([r4.id, r1.id]);
    expect(await ids({ branch: "feature", status: "completed" })).toEqual([r4.id, r3.id, r1.id]);
    expect(await ids({ branch: "feature", status: "in_progress" })).toEqual([r5.id]);
    expect(await ids({ branch: "main", status: "failure" })).toEqual([]);
    expect(await ids({ event: "push" })).toEqual([r2.id]);
    expect(await ids({ branch: "feature", head_sha: sha, per_page: 50 })).toEqual([r4.id, r3.id]);
    expect(await ids({ branch: "nope" })).toEqual([]);

    const first = await api().rest.actions.listWorkflowRunsForRepo({ ...repo, branch: "feature", per_page: 3 });
    expect(first.data.total_count).toBe(4);
    expect(first.data.workflow_runs.map((r) => r.id)).toEqual([r5.id, r4.id, r3.id]);
    expect(first.headers.link).toContain('rel="next"');
    const second = await api().rest.actions.listWorkflowRunsForRepo({ ...repo, branch: "feature", per_page: 3, page: 2 });
    expect(second.data).toMatchObject({ total_count: 4 });
    expect(second.data.workflow_runs.map((r) => r.id)).toEqual([r1.id]);
    const all = await api().paginate(api().rest.actions.listWorkflowRunsForRepo, { ...repo, per_page: 2 });
    expect(all.map((r) => r.id)).toEqual([r5.id, r4.id, r3.id, r2.id, r1.id]);
    expect(fake.calls("actions/list-workflow-runs-for-repo").at(-1)?.query).toMatchObject({ per_page: "2", page: "3" });
  });

  it("gets one run with real values, a fork's head repository included, and 404s an unknown one", async () => {
    const run = fake.state.addWorkflowRun({ name: "CI", headBranch: "feature", headSha: fakeSha("f"), event: "pull_request", conclusion: "timed_out", runAttempt: 2, workflowId: 4242 });
    const fork = fake.state.addWorkflowRun({ name: "CI", headBranch: "patch-1", headSha: fakeSha("p"), event: "pull_request", conclusion: "failure", headRepositoryId: 777, workflowId: 4242 });

    const { data } = await api().rest.actions.getWorkflowRun({ ...repo, run_id: run.id });
    const runApi = `${fake.url}/repos/octo-org/widgets/actions/runs/${run.id}`;
    expect(data).toMatchObject({
      id: run.id,
      name: "CI",
      head_branch: "feature",
      head_sha: fakeSha("f"),
      event: "pull_request",
      status: "completed",
      conclusion: "timed_out",
      workflow_id: 4242,
      run_number: 1,
      run_attempt: 2,
      created_at: run.createdAt,
      updated_at: run.createdAt,
      url: runApi,
      html_url: `https://github.example/octo-org/widgets/actions/runs/${run.id}`,
      jobs_url: `${runApi}/jobs`,
      logs_url: `${runApi}/logs`,
      previous_attempt_url: `${runApi}/attempts/1`,
      pull_requests: [],
      repository: { id: fake.state.repo.id, full_name: "octo-org/widgets", url: `${fake.url}/repos/octo-org/widgets` },
      head_repository: { id: fake.state.repo.id, full_name: "octo-org/widgets", fork: false },
      head_repository_id: fake.state.repo.id,
    });
    expect(JSON.stringify(data)).not.toMatch(/api\.github\.com|octocat\/Hello-World|octo-repo/);

    const other = (await api().rest.actions.getWorkflowRun({ ...repo, run_id: fork.id })).data;
    expect(other).toMatchObject({ run_number: 2, head_repository_id: 777, head_repository: { id: 777, full_name: "fork-owner/widgets", fork: true }, repository: { id: fake.state.repo.id } });
    expect(other.head_repository.pulls_url).toBe(`${fake.url}/repos/fork-owner/widgets/pulls{/number}`);

    expect((await rejection(api().rest.actions.getWorkflowRun({ ...repo, run_id: 99 }))).status).toBe(404);
    expect((await rejection(api().request("GET /repos/{owner}/{repo}/actions/runs/{run_id}", { ...repo, run_id: "abc" as unknown as number }))).status).toBe(404);
    expect((await rejection(api().rest.actions.getWorkflowRun({ owner: "someone", repo: "else", run_id: run.id }))).status).toBe(404);
  });
});

describe("GitHub fake: workflow jobs and their logs", () => {
  // filter=latest: a run's jobs with the same name are attempts of one job; the one added last
  // is the latest, and jobs never re-run stay in the latest execution (as after "Re-run failed jobs").
  function rerunRun() {
    return fake.state.addWorkflowRun({
      name: "CI",
      headBranch: "feature",
      headSha: fakeSha("feature"),
      conclusion: "failure",
      runAttempt: 2,
      jobs: [
        { name: "build", status: "completed", conclusion: "failure", steps: steps("failure"), log: "first attempt failed\n" },
        { name: "lint", status: "completed", conclusion: "success", steps: steps("success"), log: "lint ok\n" },
        { name: "build", status: "completed", conclusion: "failure", steps: steps("failure"), log: "second attempt failed\n" },
        { name: "deploy", status: "queued", conclusion: null, steps: [{ name: "Set up job", number: 1, status: "queued", conclusion: null }], log: "" },
      ],
    });
  }

  it("lists the latest jobs by default and every attempt with filter=all", async () => {
    const run = rerunRun();
    const [build1, lint, build2, deploy] = run.jobs;
    const latest = await api().rest.actions.listJobsForWorkflowRun({ ...repo, run_id: run.id });
    expect(latest.data.total_count).toBe(3);
    expect(latest.data.jobs.map((j) => [j.id, j.name, j.run_attempt])).toEqual([
      [lint.id, "lint", 1],
      [build2.id, "build", 2],
      [deploy.id, "deploy", 1],
    ]);
    expect((await api().rest.actions.listJobsForWorkflowRun({ ...repo, run_id: run.id, filter: "latest" })).data.jobs.map((j) => j.id)).toEqual([lint.id, build2.id, deploy.id]);
    const all = await api().rest.actions.listJobsForWorkflowRun({ ...repo, run_id: run.id, filter: "all" });
    expect(all.data.total_count).toBe(4);
    expect(all.data.jobs.map((j) => j.id)).toEqual([build1.id, lint.id, build2.id, deploy.id]);

    const job = latest.data.jobs[1];
    expect(job).toMatchObject({
      id: build2.id,
      run_id: run.id,
      name: "build",
      status: "completed",
      conclusion: "failure",
      head_sha: fakeSha("feature"),
      head_branch: "feature",
      workflow_name: "CI",
      url: `${fake.url}/repos/octo-org/widgets/actions/jobs/${build2.id}`,
      run_url: `${fake.url}/repos/octo-org/widgets/actions/runs/${run.id}`,
      html_url: `https://github.example/octo-org/widgets/actions/runs/${run.id}/job/${build2.id}`,
      started_at: run.createdAt,
      completed_at: run.createdAt,
      runner_id: null,
      runner_name: null,
      steps: [
        { name: "Set up job", number: 1, status: "completed", conclusion: "success", started_at: run.createdAt, completed_at: run.createdAt },
        { name: "Run npm test", number: 2, status: "completed", conclusion: "failure", started_at: run.createdAt, completed_at: run.createdAt },
      ],
    });
    expect(job.labels).toEqual(["ubuntu-latest"]);
    expect(latest.data.jobs[2]).toMatchObject({ status: "queued", conclusion: null, completed_at: null, steps: [{ status: "queued", started_at: null, completed_at: null }] });

    const paged = await api().paginate(api().rest.actions.listJobsForWorkflowRun, { ...repo, run_id: run.id, filter: "all", per_page: 1 });
    expect(paged.map((j) => j.id)).toEqual([build1.id, lint.id, build2.id, deploy.id]);
    expect((await rejection(api().rest.actions.listJobsForWorkflowRun({ ...repo, run_id: 12345 }))).status).toBe(404);
  });

  it("serves a job's log through a 302, byte for byte, and 404s unknown jobs", async () => {
    const log = "2026-01-01T00:00:00.0000000Z ##[group]Run npm test\r\n\u001b[31m✗ adds numbers\u001b[0m\nexpected 3, got 4\n##[error]Process completed with exit code 1.\n";
    const run = fake.state.addWorkflowRun({ name: "CI", headBranch: "main", headSha: fakeSha("m"), conclusion: "failure", jobs: [{ name: "test", status: "completed", conclusion: "failure", steps: steps("failure"), log }] });
    const jobId = run.jobs[0].id;

    const { data, status } = await api().rest.actions.downloadJobLogsForWorkflowRun({ ...repo, job_id: jobId });
    expect(status).toBe(200);
    expect(data).toBe(log);

    const manual = await api().rest.actions.downloadJobLogsForWorkflowRun({ ...repo, job_id: jobId, request: { redirect: "manual" } }).catch((e) => e);
    expect(manual.status).toBe(302);
    const location = String(manual.response?.headers?.location ?? manual.headers?.location);
    expect(location).toBe(`${fake.url}/_job-logs/${jobId}`);
    // Like GitHub's signed blob URL, the target needs no token.
    const blob = await fetch(location);
    expect(blob.status).toBe(200);
    expect(blob.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await blob.text()).toBe(log);
    expect((await fetch(`${fake.url}/_job-logs/1`)).status).toBe(404);

    expect((await rejection(api().rest.actions.downloadJobLogsForWorkflowRun({ ...repo, job_id: 1 }))).status).toBe(404);
    expect(fake.calls("actions/download-job-logs-for-workflow-run").map((r) => r.status)).toEqual([302, 302, 404]);
    // The blob route is no API request: not recorded, not unhandled.
    expect(fake.requests.some((r) => r.path.startsWith("/_job-logs/"))).toBe(false);
  });
});
