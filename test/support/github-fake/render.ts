import type { Spec } from "./openapi.js";
import type { Artifact, GitHubState, Issue, IssueComment, Reaction, User } from "./state.js";

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

  private rebase(value: any): any {
    if (typeof value === "string") {
      return value
        .replace(/octocat\/Hello-World|octo-org\/octo-docs/g, this.fullName)
        .replace(/^https:\/\/api\.github\.com/, this.apiUrl)
        .replace(/^https:\/\/github\.com/, this.htmlBase);
    }
    if (Array.isArray(value)) return value.map((v) => this.rebase(v));
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.rebase(v)]));
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
