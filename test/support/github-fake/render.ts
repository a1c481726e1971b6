import type { Spec } from "./openapi.js";
import { fakeSha, type Artifact, type GitHubState, type Issue, type IssueComment, type Reaction, type User, type WorkflowJob, type WorkflowRunRecord } from "./state.js";

/** GitHub's old-style node ids: base64 of "0<len>:<Type><id>" (e.g. MDU6SXNzdWUx = "05:Issue1"). */
export const nodeId = (type: string, id: number) => Buffer.from(`0${type.length}:${type}${id}`).toString("base64");

const REACTIONS = ["+1", "-1", "laugh", "hooray", "confused", "heart", "rocket", "eyes"] as const;

/**
 * Turns the fake's state into API JSON. Every representation starts from the spec's example for
 * it (so it carries the fields real responses carry), with the example's URLs moved onto the
 * fake and every field that names real data set from the state.
 */
export class Renderer {
  constructor(
    private readonly spec: Spec,
    readonly state: GitHubState,
    private readonly apiUrl: string,
    private readonly htmlBase: string,
  ) {}

  get repoApi(): string {
    return `${this.apiUrl}/repos/${this.fullName}`;
  }

  get repoHtml(): string {
    return `${this.htmlBase}/${this.fullName}`;
  }

  get fullName(): string {
    return `${this.state.repo.owner.login}/${this.state.repo.name}`;
  }

  /** An example with its api.github.com / github.com / octocat/Hello-World URLs moved onto this fake. */
  example(name: string): any {
    return this.rebase(this.spec.exampleNamed(name));
  }

  private rebase(value: any, fullName = this.fullName): any {
    if (typeof value === "string") {
      return value
        .replace(/octocat\/Hello-World|octo-org\/octo-docs/g, fullName)
        .replace(/^https:\/\/api\.github\.com/, this.apiUrl)
        .replace(/^https:\/\/github\.com/, this.htmlBase);
    }
    if (Array.isArray(value)) return value.map((v) => this.rebase(v, fullName));
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.rebase(v, fullName)]));
    return value;
  }

  user(u: User): any {
    const out = this.example("issue-comment").user;
    const api = `${this.apiUrl}/users/${encodeURIComponent(u.login)}`;
    for (const [k, v] of Object.entries(out)) {
      if (typeof v === "string" && v.startsWith(`${this.apiUrl}/users/octocat`)) out[k] = api + v.slice(`${this.apiUrl}/users/octocat`.length);
    }
    const bot = u.type === "Bot";
    return {
      ...out,
      login: u.login,
      id: u.id,
      node_id: nodeId(bot ? "Bot" : u.type, u.id),
      avatar_url: `https://avatars.githubusercontent.com/u/${u.id}?v=4`,
      html_url: bot ? `${this.htmlBase}/apps/${u.login.replace(/\[bot\]$/, "")}` : `${this.htmlBase}/${u.login}`,
      type: u.type,
      site_admin: false,
    };
  }

  authorAssociation(u: User): string {
    if (u.login.toLowerCase() === this.state.repo.owner.login.toLowerCase()) return "OWNER";
    if (u.type === "Bot") return "NONE";
    return ["admin", "maintain", "write", "triage"].includes(this.state.permissionOf(u.login)) ? "COLLABORATOR" : "NONE";
  }

  /** The nested `repository` shape (as in a pull request's head.repo). */
  repo(): any {
    return { ...this.example("pull-request").head.repo, ...this.repoFields() };
  }

  /** The `full-repository` shape of GET /repos/{owner}/{repo}, with the caller's permissions. */
  fullRepo(viewer: string): any {
    const out = { ...this.example("full-repository-default-response"), ...this.repoFields() };
    // Fork, template and organisation fields would describe octocat's repositories, not this one.
    for (const k of ["parent", "source", "template_repository", "organization", "security_and_analysis"]) delete out[k];
    const p = this.state.permissionOf(viewer);
    out.permissions = {
      admin: p === "admin",
      maintain: ["admin", "maintain"].includes(p),
      push: ["admin", "maintain", "write"].includes(p),
      triage: ["admin", "maintain", "write", "triage"].includes(p),
      pull: p !== "none",
    };
    out.network_count = 0;
    out.subscribers_count = 1;
    return out;
  }

  private repoFields(): Record<string, unknown> {
    const r = this.state.repo;
    const openIssues = [...this.state.issues.values()].filter((i) => i.state === "open").length;
    return {
      id: r.id,
      node_id: nodeId("Repository", r.id),
      name: r.name,
      full_name: this.fullName,
      owner: this.user(r.owner),
      private: r.private,
      visibility: r.private ? "private" : "public",
      html_url: this.repoHtml,
      description: null,
      fork: false,
      homepage: null,
      language: null,
      license: null,
      mirror_url: null,
      topics: [],
      default_branch: r.defaultBranch,
      clone_url: `${this.repoHtml}.git`,
      git_url: `git:${this.repoHtml.replace(/^https?:/, "")}.git`,
      ssh_url: `git@${new URL(this.htmlBase).host}:${this.fullName}.git`,
      svn_url: this.repoHtml,
      open_issues_count: openIssues,
      open_issues: openIssues,
      forks_count: 0,
      forks: 0,
      stargazers_count: 0,
      watchers_count: 0,
      watchers: 0,
      archived: false,
      disabled: false,
    };
  }

  reactionRollup(url: string, reactions: Reaction[]): any {
    const out: Record<string, unknown> = { url, total_count: reactions.length };
    for (const c of REACTIONS) out[c] = reactions.filter((r) => r.content === c).length;
    return out;
  }

  label(name: string): any {
    const l = this.state.label(name);
    return {
      ...this.example("label-items")[0],
      id: l.id,
      node_id: nodeId("Label", l.id),
      url: `${this.repoApi}/labels/${encodeURIComponent(l.name)}`,
      name: l.name,
      description: l.description,
      color: l.color,
      default: false,
    };
  }

  issueHtml(issue: Issue): string {
    return `${this.repoHtml}/${issue.pull ? "pull" : "issues"}/${issue.number}`;
  }

  issue(issue: Issue): any {
    const api = `${this.repoApi}/issues/${issue.number}`;
    const out = {
      ...this.example("issue"),
      id: issue.id,
      node_id: nodeId(issue.pull ? "PullRequest" : "Issue", issue.id),
      url: api,
      repository_url: this.repoApi,
      labels_url: `${api}/labels{/name}`,
      comments_url: `${api}/comments`,
      events_url: `${api}/events`,
      timeline_url: `${api}/timeline`,
      html_url: this.issueHtml(issue),
      number: issue.number,
      state: issue.state,
      state_reason: issue.stateReason,
      title: issue.title,
      body: issue.body,
      user: this.user(issue.user),
      labels: issue.labels.map((l) => this.label(l)),
      assignee: null,
      assignees: [],
      milestone: null,
      locked: issue.locked,
      active_lock_reason: null,
      comments: this.state.commentsOn(issue.number).length,
      closed_at: issue.closedAt,
      created_at: issue.createdAt,
      updated_at: issue.updatedAt,
      closed_by: null,
      author_association: this.authorAssociation(issue.user),
      performed_via_github_app: null,
      reactions: this.reactionRollup(`${api}/reactions`, this.state.reactionsOn({ kind: "issue", number: issue.number })),
    };
    if (issue.pull) {
      const html = this.issueHtml(issue);
      out.pull_request = { url: `${this.repoApi}/pulls/${issue.number}`, html_url: html, diff_url: `${html}.diff`, patch_url: `${html}.patch`, merged_at: null };
    } else delete out.pull_request;
    return out;
  }

  comment(c: IssueComment): any {
    const issue = this.state.issues.get(c.issueNumber);
    const url = `${this.repoApi}/issues/comments/${c.id}`;
    return {
      ...this.example("issue-comment"),
      id: c.id,
      node_id: nodeId("IssueComment", c.id),
      url,
      html_url: `${issue ? this.issueHtml(issue) : `${this.repoHtml}/issues/${c.issueNumber}`}#issuecomment-${c.id}`,
      body: c.body,
      user: this.user(c.user),
      created_at: c.createdAt,
      updated_at: c.updatedAt,
      issue_url: `${this.repoApi}/issues/${c.issueNumber}`,
      author_association: this.authorAssociation(c.user),
      performed_via_github_app: null,
      reactions: this.reactionRollup(`${url}/reactions`, this.state.reactionsOn({ kind: "comment", id: c.id })),
    };
  }

  reaction(r: Reaction): any {
    return { ...this.example("reaction"), id: r.id, node_id: nodeId("Reaction", r.id), user: this.user(r.user), content: r.content, created_at: r.createdAt };
  }

  artifact(a: Artifact): any {
    const url = `${this.repoApi}/actions/artifacts/${a.id}`;
    return {
      ...this.example("artifact-paginated").artifacts[0],
      id: a.id,
      node_id: nodeId("Artifact", a.id),
      name: a.name,
      size_in_bytes: a.sizeInBytes,
      url,
      archive_download_url: `${url}/zip`,
      expired: a.expired,
      created_at: a.createdAt,
      expires_at: a.expiresAt,
      updated_at: a.createdAt,
      digest: a.digest,
      workflow_run: { id: a.runId, repository_id: this.state.repo.id, head_repository_id: a.headRepositoryId ?? this.state.repo.id, head_branch: a.headBranch, head_sha: a.headSha },
    };
  }

  /**
   * The `minimal-repository` shape of a workflow run's repository and head_repository. A head
   * repository other than this one is a fork the fake knows only by id: `fork-owner/<name>`.
   */
  minimalRepo(id = this.state.repo.id): any {
    const own = id === this.state.repo.id;
    const r = this.state.repo;
    const owner: User = own ? r.owner : { login: "fork-owner", id: 9_900_000 + (id % 100_000), type: "User" };
    const fullName = `${owner.login}/${r.name}`;
    const html = `${this.htmlBase}/${fullName}`;
    return {
      ...this.rebase(this.spec.exampleNamed("workflow-run").repository, fullName),
      id,
      node_id: nodeId("Repository", id),
      name: r.name,
      full_name: fullName,
      owner: this.user(owner),
      private: r.private,
      html_url: html,
      description: null,
      fork: !own,
      url: `${this.apiUrl}/repos/${fullName}`,
      hooks_url: `${this.apiUrl}/repos/${fullName}/hooks`, // "http://api.github.com/..." in the example
      git_url: `git:${html.replace(/^https?:/, "")}.git`,
      ssh_url: `git@${new URL(this.htmlBase).host}:${fullName}.git`,
    };
  }

  /** A job's attempt: jobs of one run with the same name are attempts of one job, in the order added. */
  private jobAttempt(run: WorkflowRunRecord, job: WorkflowJob): number {
    return run.jobs.filter((j) => j.name === job.name && j.id <= job.id).length;
  }

  workflowRun(run: WorkflowRunRecord): any {
    const url = `${this.repoApi}/actions/runs/${run.id}`;
    const number = this.state.workflowRuns.filter((r) => r.workflowId === run.workflowId).indexOf(run) + 1;
    const slug = run.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "workflow";
    const actor = this.user(this.state.repo.owner);
    return {
      ...this.example("workflow-run"),
      id: run.id,
      name: run.name,
      node_id: nodeId("WorkflowRun", run.id),
      check_suite_id: run.id + 1_000_000_000,
      check_suite_node_id: nodeId("CheckSuite", run.id + 1_000_000_000),
      head_branch: run.headBranch,
      head_sha: run.headSha,
      path: `.github/workflows/${slug}.yml`,
      run_number: number,
      run_attempt: run.runAttempt,
      referenced_workflows: [],
      event: run.event,
      display_title: run.name,
      status: run.status,
      conclusion: run.conclusion,
      workflow_id: run.workflowId,
      url,
      html_url: `${this.repoHtml}/actions/runs/${run.id}`,
      pull_requests: [],
      created_at: run.createdAt,
      updated_at: run.createdAt,
      run_started_at: run.createdAt,
      actor,
      triggering_actor: actor,
      jobs_url: `${url}/jobs`,
      logs_url: `${url}/logs`,
      check_suite_url: `${this.repoApi}/check-suites/${run.id + 1_000_000_000}`,
      artifacts_url: `${url}/artifacts`,
      cancel_url: `${url}/cancel`,
      rerun_url: `${url}/rerun`,
      previous_attempt_url: run.runAttempt > 1 ? `${url}/attempts/${run.runAttempt - 1}` : null,
      workflow_url: `${this.repoApi}/actions/workflows/${run.workflowId}`,
      head_commit: {
        id: run.headSha,
        tree_id: fakeSha(`tree:${run.headSha}`),
        message: run.name,
        timestamp: run.createdAt,
        author: { name: "Octo Cat", email: "octocat@github.com" },
        committer: { name: "GitHub", email: "noreply@github.com" },
      },
      repository: this.minimalRepo(),
      head_repository: this.minimalRepo(run.headRepositoryId),
      head_repository_id: run.headRepositoryId,
    };
  }

  workflowJob(run: WorkflowRunRecord, job: WorkflowJob): any {
    const runUrl = `${this.repoApi}/actions/runs/${run.id}`;
    const done = job.status === "completed";
    const started = job.status === "queued" ? null : run.createdAt;
    return {
      ...this.example("job-paginated").jobs[0],
      id: job.id,
      run_id: run.id,
      run_url: runUrl,
      run_attempt: this.jobAttempt(run, job),
      node_id: nodeId("WorkflowJob", job.id),
      head_sha: run.headSha,
      head_branch: run.headBranch,
      workflow_name: run.name,
      url: `${this.repoApi}/actions/jobs/${job.id}`,
      html_url: `${this.repoHtml}/actions/runs/${run.id}/job/${job.id}`,
      check_run_url: `${this.repoApi}/check-runs/${job.id}`,
      status: job.status,
      conclusion: job.conclusion,
      name: job.name,
      created_at: run.createdAt,
      // The schema has started_at non-null; a queued job reports its creation time there.
      started_at: run.createdAt,
      completed_at: done ? run.createdAt : null,
      steps: job.steps.map((s) => ({
        name: s.name,
        status: s.status,
        conclusion: s.conclusion,
        number: s.number,
        started_at: s.status === "queued" ? null : started,
        completed_at: s.status === "completed" ? run.createdAt : null,
      })),
      labels: ["ubuntu-latest"],
      runner_id: null,
      runner_name: null,
      runner_group_id: null,
      runner_group_name: null,
    };
  }

  permission(login: string): any {
    const u = this.state.user(login);
    const role = this.state.permissionOf(login);
    // The legacy `permission` field knows only admin/write/read/none; `role_name` has the real role.
    const legacy = role === "maintain" ? "write" : role === "triage" ? "read" : role;
    const user = {
      ...this.user(u),
      permissions: {
        admin: role === "admin",
        maintain: ["admin", "maintain"].includes(role),
        push: ["admin", "maintain", "write"].includes(role),
        triage: ["admin", "maintain", "write", "triage"].includes(role),
        pull: role !== "none",
      },
      role_name: role,
    };
    return { ...this.example("repository-collaborator-permission-response-if-user-has-admin-permissions"), permission: legacy, role_name: role, user };
  }
}
