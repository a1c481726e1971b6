import { nodeId, type Renderer } from "./render.js";
import { fakeSha, type Issue, type PullFile, type Review, type ReviewComment, type User } from "./state.js";

// Pull request representations, built like those in render.ts: the spec's example, filled from state.

/** The repository a branch lives in: this one, or a fork of it under another owner. */
function repoOf(r: Renderer, owner: User): any {
  const repo = r.repo();
  if (owner.login.toLowerCase() === r.state.repo.owner.login.toLowerCase()) return repo;
  const fullName = `${owner.login}/${r.state.repo.name}`;
  return { ...repo, full_name: fullName, owner: r.user(owner), fork: true, html_url: `https://github.com/${fullName}` };
}

/** The full `pull-request` shape (GET/POST/PATCH of one pull request). */
export function renderPull(r: Renderer, issue: Issue, opts: { justCreated?: boolean; files?: PullFile[] } = {}): any {
  const p = issue.pull!;
  const n = issue.number;
  const api = `${r.repoApi}/pulls/${n}`;
  const html = r.issueHtml(issue);
  const issueApi = `${r.repoApi}/issues/${n}`;
  const headOwner = r.state.user(p.head.owner);
  const files = (opts.files ?? p.files ?? []).map(fileCounts);
  const ref = (owner: User, refName: string, sha: string) => ({ label: `${owner.login}:${refName}`, ref: refName, sha, user: r.user(owner), repo: repoOf(r, owner) });
  const link = (href: string) => ({ href });
  return {
    ...r.example("pull-request"),
    url: api,
    id: p.id,
    node_id: nodeId("PullRequest", p.id),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issueApi,
    commits_url: `${api}/commits`,
    review_comments_url: `${api}/comments`,
    review_comment_url: `${r.repoApi}/pulls/comments{/number}`,
    comments_url: `${issueApi}/comments`,
    statuses_url: `${r.repoApi}/statuses/${p.head.sha}`,
    number: n,
    state: issue.state,
    locked: issue.locked,
    title: issue.title,
    user: r.user(issue.user),
    body: issue.body,
    labels: issue.labels.map((l) => r.label(l)),
    milestone: null,
    active_lock_reason: null,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.closedAt,
    merged_at: null,
    merge_commit_sha: opts.justCreated ? null : fakeSha(`merge:${n}:${p.head.sha}`),
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: ref(headOwner, p.head.ref, p.head.sha),
    base: ref(r.state.repo.owner, p.base.ref, p.base.sha),
    _links: {
      self: link(api),
      html: link(html),
      issue: link(issueApi),
      comments: link(`${issueApi}/comments`),
      review_comments: link(`${api}/comments`),
      review_comment: link(`${r.repoApi}/pulls/comments{/number}`),
      commits: link(`${api}/commits`),
      statuses: link(`${r.repoApi}/statuses/${p.head.sha}`),
    },
    author_association: r.authorAssociation(issue.user),
    auto_merge: null,
    draft: p.draft,
    merged: p.merged,
    // GitHub computes mergeability in the background: unknown right after creation.
    mergeable: opts.justCreated ? null : true,
    rebaseable: opts.justCreated ? null : true,
    mergeable_state: opts.justCreated ? "unknown" : "clean",
    merged_by: null,
    comments: r.state.commentsOn(n).length,
    review_comments: r.state.reviewComments.filter((c) => c.pullNumber === n).length,
    maintainer_can_modify: p.maintainerCanModify,
    commits: 1,
    additions: files.reduce((s, f) => s + f.additions, 0),
    deletions: files.reduce((s, f) => s + f.deletions, 0),
    changed_files: files.length,
  };
}

/** The `pull-request-simple` shape of GET /pulls: the full shape cut to the keys the list example has. */
export function renderPullSimple(r: Renderer, issue: Issue): any {
  const full = renderPull(r, issue);
  return Object.fromEntries(Object.keys(r.example("pull-request-simple-items")[0]).map((k) => [k, full[k]]));
}

/** Additions and deletions as given, else counted in the patch. */
export function fileCounts(f: PullFile): { additions: number; deletions: number } {
  const lines = (f.patch ?? "").split("\n");
  return {
    additions: f.additions ?? lines.filter((l) => l.startsWith("+")).length,
    deletions: f.deletions ?? lines.filter((l) => l.startsWith("-")).length,
  };
}

export function renderFile(r: Renderer, issue: Issue, f: PullFile): any {
  return renderDiffEntry(r, issue.pull!.head.sha, f);
}

/** A `diff-entry` (pull request files, compare files), its links at commit `sha`. */
export function renderDiffEntry(r: Renderer, sha: string, f: PullFile): any {
  const { additions, deletions } = fileCounts(f);
  const path = f.filename.split("/").map(encodeURIComponent).join("/");
  const out: Record<string, unknown> = {
    ...r.example("diff-entry-items")[0],
    sha: fakeSha(`blob:${f.filename}:${f.patch ?? ""}`),
    filename: f.filename,
    status: f.status ?? "modified",
    additions,
    deletions,
    changes: additions + deletions,
    blob_url: `${r.repoHtml}/blob/${sha}/${path}`,
    raw_url: `${r.repoHtml}/raw/${sha}/${path}`,
    contents_url: `${r.repoApi}/contents/${path}?ref=${sha}`,
  };
  if (f.patch !== undefined) out.patch = f.patch;
  else delete out.patch; // binary or too-large files come without a patch
  if (f.previous_filename) out.previous_filename = f.previous_filename;
  return out;
}

export function renderReview(r: Renderer, review: Review): any {
  const html = `${r.repoHtml}/pull/${review.pullNumber}#pullrequestreview-${review.id}`;
  const pullApi = `${r.repoApi}/pulls/${review.pullNumber}`;
  const out: Record<string, unknown> = {
    ...r.example("pull-request-review"),
    id: review.id,
    node_id: nodeId("PullRequestReview", review.id),
    user: r.user(review.user),
    body: review.body,
    state: review.state,
    html_url: html,
    pull_request_url: pullApi,
    _links: { html: { href: html }, pull_request: { href: pullApi } },
    commit_id: review.commitId,
    author_association: r.authorAssociation(review.user),
  };
  if (review.submittedAt) out.submitted_at = review.submittedAt;
  else delete out.submitted_at; // pending reviews are not submitted yet
  return out;
}

export function renderReviewComment(r: Renderer, c: ReviewComment): any {
  const url = `${r.repoApi}/pulls/comments/${c.id}`;
  const html = `${r.repoHtml}/pull/${c.pullNumber}#discussion_r${c.id}`;
  const pullApi = `${r.repoApi}/pulls/${c.pullNumber}`;
  const out: Record<string, unknown> = {
    ...r.example("pull-request-review-comment"),
    url,
    pull_request_review_id: c.reviewId,
    id: c.id,
    node_id: nodeId("PullRequestReviewComment", c.id),
    diff_hunk: c.diffHunk,
    path: c.path,
    position: c.position,
    original_position: c.position,
    commit_id: c.commitId,
    original_commit_id: c.commitId,
    user: r.user(c.user),
    body: c.body,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    html_url: html,
    pull_request_url: pullApi,
    author_association: r.authorAssociation(c.user),
    _links: { self: { href: url }, html: { href: html }, pull_request: { href: pullApi } },
    start_line: c.startLine,
    original_start_line: c.startLine,
    start_side: c.startSide,
    line: c.line,
    original_line: c.line,
    side: c.side,
    subject_type: c.line === null && c.position === null ? "file" : "line",
  };
  if (c.inReplyToId !== undefined) out.in_reply_to_id = c.inReplyToId;
  else delete out.in_reply_to_id;
  // The spec types these as plain integers/strings: a comment placed only by position has no line.
  for (const k of ["line", "original_line", "side", "position", "original_position"]) if (out[k] === null) delete out[k];
  return out;
}
