import type { GitHubState, Issue } from "./state.js";

/**
 * Puts what a webhook payload (e.g. from @octokit/webhooks-examples) refers to into the fake:
 * the repository's ids, the issue or pull request with its number and id, and the comment with
 * its id, so that the action's calls about "the comment that triggered me" find it.
 *
 * Handles issue_comment, issues, pull_request and pull_request_review_comment payloads. An
 * issue_comment on a pull request carries no branches; the pull request then gets head
 * `options.head` (default `pr-<number>`) into the default branch. Seeding twice is harmless.
 */
export function seedFromEvent(state: GitHubState, payload: any, options: { head?: string } = {}): void {
  const repo = payload.repository;
  if (repo) {
    const fullName = `${state.repo.owner.login}/${state.repo.name}`;
    if (String(repo.full_name).toLowerCase() !== fullName.toLowerCase()) {
      throw new Error(`github fake: the event is for ${repo.full_name}, the fake serves ${fullName}`);
    }
    state.repo.id = repo.id;
    state.user(repo.owner.login, repo.owner.id);
  }
  const pr = payload.pull_request;
  const issue = payload.issue;
  let target: Issue | undefined;
  if (pr) target = seedPull(state, pr);
  else if (issue) {
    target = state.issues.get(issue.number);
    if (!target) {
      state.user(issue.user.login, issue.user.id);
      const seed = { number: issue.number, title: issue.title, body: issue.body, user: issue.user.login, state: issue.state };
      const labels = (issue.labels ?? []).map((l: { name: string }) => l.name);
      target = issue.pull_request
        ? state.addPull({ ...seed, head: options.head ?? `pr-${issue.number}` })
        : state.addIssue({ ...seed, labels });
      target.id = issue.id;
    }
  }
  const comment = payload.comment;
  if (!comment || !target) return;
  state.user(comment.user.login, comment.user.id);
  if ("pull_request_review_id" in comment) seedReviewComment(state, target, comment);
  else if (!state.comments.has(comment.id)) {
    state.addComment({ id: comment.id, issueNumber: target.number, body: comment.body, user: comment.user.login });
  }
}

/** A pull_request_review_comment event's comment, with the submitted review that holds it. */
function seedReviewComment(state: GitHubState, pull: Issue, c: any): void {
  if (state.reviewComments.some((x) => x.id === c.id)) return;
  const user = state.user(c.user.login);
  if (!state.reviews.some((r) => r.id === c.pull_request_review_id)) {
    state.reviews.push({ id: c.pull_request_review_id, pullNumber: pull.number, user, body: "", state: "COMMENTED", commitId: c.commit_id, submittedAt: c.created_at });
  }
  state.reviewComments.push({
    id: c.id,
    pullNumber: pull.number,
    reviewId: c.pull_request_review_id,
    user,
    body: c.body,
    path: c.path,
    line: c.line ?? null,
    side: c.side ?? null,
    startLine: c.start_line ?? null,
    startSide: c.start_side ?? null,
    position: c.position ?? null,
    inReplyToId: c.in_reply_to_id,
    commitId: c.commit_id,
    diffHunk: c.diff_hunk ?? "",
    createdAt: c.created_at,
    updatedAt: c.updated_at,
  });
}

function seedPull(state: GitHubState, pr: any): Issue {
  const existing = state.issues.get(pr.number);
  if (existing) return existing;
  state.user(pr.user.login, pr.user.id);
  const issue = state.addPull({
    number: pr.number,
    title: pr.title,
    body: pr.body,
    user: pr.user.login,
    state: pr.state,
    draft: pr.draft ?? false,
    head: pr.head.ref,
    headSha: pr.head.sha,
    headOwner: pr.head.repo?.owner?.login ?? pr.head.user?.login,
    base: pr.base.ref,
    baseSha: pr.base.sha,
  });
  issue.pull!.id = pr.id;
  return issue;
}
