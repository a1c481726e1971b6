import { intParam, page, type Ctx, type Handler, type Reply } from "./context.js";
import { notFound } from "./errors.js";
import type { GitHubState, WorkflowJob, WorkflowRunRecord } from "./state.js";

/** The path the fake serves job logs under, standing in for the blob store GitHub redirects to. */
export const JOB_LOGS_PATH = "/_job-logs/";

// `status=` takes a run status or a conclusion (GitHub's own list of both).
const RUN_STATUSES = new Set(["completed", "in_progress", "queued", "requested", "waiting", "pending"]);

function runOr404(ctx: Ctx): WorkflowRunRecord {
  const id = intParam(ctx, "run_id");
  const run = ctx.state.workflowRuns.find((r) => r.id === id);
  if (!run) throw notFound(ctx.op.docs);
  return run;
}

/**
 * The jobs of a run's latest execution. The fake has no attempts per job: jobs of one run that
 * share a name are runs of the same job (a re-run), the one added last being the latest. So
 * `filter=latest` answers the last job of each name, `filter=all` every job, both by id.
 */
export function latestJobs(run: WorkflowRunRecord): WorkflowJob[] {
  const last = new Map<string, WorkflowJob>();
  for (const job of run.jobs) if ((last.get(job.name)?.id ?? -Infinity) < job.id) last.set(job.name, job);
  return run.jobs.filter((j) => last.get(j.name) === j);
}

export const runHandlers: Record<string, Handler> = {
  // Newest first; branch, event and head_sha are exact matches, status is a status or a conclusion.
  "actions/list-workflow-runs-for-repo": (ctx) => {
    const { branch, event, head_sha: headSha, status } = Object.fromEntries(ctx.query) as Record<string, string | undefined>;
    const list = ctx.state.workflowRuns
      .map((r, i) => ({ r, i }))
      .filter(
        ({ r }) =>
          (!branch || r.headBranch === branch) &&
          (!event || r.event === event) &&
          (!headSha || r.headSha === headSha) &&
          (!status || (RUN_STATUSES.has(status) ? r.status === status : r.conclusion === status)),
      )
      .sort((x, y) => (x.r.createdAt === y.r.createdAt ? y.i - x.i : x.r.createdAt < y.r.createdAt ? 1 : -1))
      .map(({ r }) => r);
    return page(ctx, list, (items) => ({ total_count: list.length, workflow_runs: items.map((r) => ctx.render.workflowRun(r)) }));
  },

  "actions/get-workflow-run": (ctx) => ({ status: 200, body: ctx.render.workflowRun(runOr404(ctx)) }),

  "actions/list-jobs-for-workflow-run": (ctx) => {
    const run = runOr404(ctx);
    const filter = ctx.query.get("filter") ?? "latest";
    const jobs = (filter === "all" ? [...run.jobs] : latestJobs(run)).sort((a, b) => a.id - b.id);
    return page(ctx, jobs, (items) => ({ total_count: jobs.length, jobs: items.map((j) => ctx.render.workflowJob(run, j)) }));
  },

  // GitHub answers 302 to a short-lived signed blob URL; here it is a route of the fake itself
  // (servePlainRoute), which like the blob store needs no token.
  "actions/download-job-logs-for-workflow-run": (ctx) => {
    const id = intParam(ctx, "job_id");
    if (!ctx.state.workflowJob(id)) throw notFound(ctx.op.docs);
    return { status: 302, headers: { location: new URL(`${JOB_LOGS_PATH}${id}`, ctx.url).href } };
  },
};

/** Routes outside the REST API (no token, not recorded): the job-log blobs. Undefined when not one. */
export function servePlainRoute(state: GitHubState, method: string, pathname: string): Reply | undefined {
  if (!pathname.startsWith(JOB_LOGS_PATH)) return undefined;
  const id = pathname.slice(JOB_LOGS_PATH.length);
  const found = /^\d+$/.test(id) && (method === "GET" || method === "HEAD") ? state.workflowJob(Number(id)) : undefined;
  if (!found) return { status: 404, text: "The specified blob does not exist.\n" };
  return { status: 200, text: found.job.log };
}
