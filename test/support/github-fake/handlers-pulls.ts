import { intParam, issueOr404, MAX_BODY_BYTES, page, pullOr404, type Ctx, type Handler } from "./context.js";
import { findLine, findPosition, unifiedDiff, type Anchor } from "./diff.js";
import { notFound, unprocessable, validationFailed } from "./errors.js";
import { renderFile, renderPull, renderPullSimple, renderReview, renderReviewComment } from "./render-pulls.js";
import { pullFiles, syncPull } from "./pull-sync.js";
import { fakeSha, timestamp, type Issue, type PullFile, type Review, type ReviewComment } from "./state.js";

const pullProblem = (ctx: Ctx, entry: Record<string, unknown>) => validationFailed(ctx.op.docs, [{ resource: "PullRequest", ...entry }]);

/** The open pull request with this head and base, which GitHub allows only once. */
function openDuplicate(ctx: Ctx, headOwner: string, head: string, base: string, except?: number): Issue | undefined {
  const same = (i: Issue) =>
    i.pull!.head.owner.toLowerCase() === headOwner.toLowerCase() && i.pull!.head.ref === head && i.pull!.base.ref === base;
  return ctx.state.pulls().find((i) => i.number !== except && i.state === "open" && same(i));
}

const alreadyExists = (ctx: Ctx, headOwner: string, head: string) =>
  pullProblem(ctx, { code: "custom", message: `A pull request already exists for ${headOwner}:${head}.` });

/** A branch's commit from the git peer when the test wired one in, else a stable made-up sha. */
async function resolveRef(ctx: Ctx, field: "head" | "base", branch: string): Promise<string> {
  if (!ctx.refs) return fakeSha(`${field}:${branch}`);
  const sha = await ctx.refs(branch);
  if (!sha) throw pullProblem(ctx, { field, code: "invalid" });
  return sha;
}

function checkPullBody(ctx: Ctx, body: unknown): void {
  if (typeof body === "string" && Buffer.byteLength(body) > MAX_BODY_BYTES) {
    throw pullProblem(ctx, { code: "custom", field: "body", message: "body is too long (maximum is 65536 characters)" });
  }
}

const wantsDiff = (ctx: Ctx) => /application\/vnd\.github(?:\.v3)?\.(diff|patch)/.test(String(ctx.headers.accept ?? ""));

/** Where each review comment lands in the diff, or GitHub's reason for refusing the review. */
function placeComments(ctx: Ctx, files: PullFile[] | undefined, comments: any[]): { anchor?: Anchor; c: any }[] {
  const placed = comments.map((c) => ({ c, anchor: undefined as Anchor | undefined }));
  if (!files) return placed; // no diff configured: nothing to check against
  const problems: string[] = [];
  for (const p of placed) {
    const file = files.find((f) => f.filename === p.c.path);
    if (!file) {
      problems.push("Path could not be resolved");
      continue;
    }
    const patch = file.patch ?? "";
    if (p.c.line !== undefined) {
      p.anchor = findLine(patch, p.c.line, p.c.side ?? "RIGHT");
      const start = p.c.start_line === undefined || findLine(patch, p.c.start_line, p.c.start_side ?? p.c.side ?? "RIGHT");
      if (!p.anchor || !start) problems.push("Line could not be resolved");
    } else if (p.c.position !== undefined) {
      p.anchor = findPosition(patch, p.c.position);
      if (!p.anchor) problems.push("Position could not be resolved");
    } else problems.push("Line could not be resolved");
  }
  if (problems.length) throw unprocessable(ctx.op.docs, problems);
  return placed;
}

function addReviewComment(ctx: Ctx, pull: Issue, review: Review, c: any, anchor: Anchor | undefined, inReplyTo?: ReviewComment): ReviewComment {
  const now = timestamp();
  const rc: ReviewComment = {
    id: ctx.state.nextId("reviewComment"),
    pullNumber: pull.number,
    reviewId: review.id,
    user: review.user,
    body: c.body,
    path: inReplyTo?.path ?? c.path,
    line: inReplyTo ? inReplyTo.line : (c.line ?? anchor?.newLine ?? anchor?.oldLine ?? null),
    side: inReplyTo ? inReplyTo.side : (c.side ?? (c.line !== undefined || anchor ? (anchor?.side === "LEFT" ? "LEFT" : "RIGHT") : null)),
    startLine: inReplyTo ? inReplyTo.startLine : (c.start_line ?? null),
    startSide: inReplyTo ? inReplyTo.startSide : c.start_line !== undefined ? (c.start_side ?? c.side ?? "RIGHT") : null,
    position: inReplyTo ? inReplyTo.position : (anchor?.position ?? c.position ?? null),
    inReplyToId: inReplyTo ? (inReplyTo.inReplyToId ?? inReplyTo.id) : undefined,
    commitId: review.commitId,
    diffHunk: inReplyTo?.diffHunk ?? anchor?.hunk ?? "",
    createdAt: now,
    updatedAt: now,
  };
  ctx.state.reviewComments.push(rc);
  return rc;
}

export const pullHandlers: Record<string, Handler> = {
  "pulls/list": async (ctx) => {
    const state = ctx.query.get("state") ?? "open";
    const head = ctx.query.get("head");
    const base = ctx.query.get("base");
    // GitHub silently ignores a head filter without the "owner:" part and lists everything.
    const [headOwner, headRef] = head?.includes(":") ? [head.slice(0, head.indexOf(":")), head.slice(head.indexOf(":") + 1)] : [];
    const sort = ctx.query.get("sort") === "updated" ? "updatedAt" : "createdAt";
    const direction = ctx.query.get("direction") ?? (ctx.query.get("sort") && ctx.query.get("sort") !== "created" ? "asc" : "desc");
    const all = ctx.state.pulls();
    for (const i of all) await syncPull(ctx, i);
    const list = all
      .filter((i) => state === "all" || i.state === state)
      .filter((i) => headRef === undefined || (i.pull!.head.owner.toLowerCase() === headOwner!.toLowerCase() && i.pull!.head.ref === headRef))
      .filter((i) => !base || i.pull!.base.ref === base)
      .sort((a, b) => (a[sort] === b[sort] ? a.number - b.number : a[sort] < b[sort] ? -1 : 1));
    if (direction === "desc") list.reverse();
    return page(ctx, list.map((i) => renderPullSimple(ctx.render, i)));
  },

  "pulls/create": async (ctx) => {
    const b = ctx.body;
    const owner = ctx.state.repo.owner.login;
    const [headOwner, head] = b.head.includes(":") ? [b.head.slice(0, b.head.indexOf(":")), b.head.slice(b.head.indexOf(":") + 1)] : [owner, b.head];
    // Forks are not modelled: a head in another owner's repository does not exist here.
    if (headOwner.toLowerCase() !== owner.toLowerCase()) throw pullProblem(ctx, { field: "head", code: "invalid" });
    const fromIssue = b.issue !== undefined ? issueOr404(ctx, b.issue) : undefined;
    if (!fromIssue && b.title === undefined) throw pullProblem(ctx, { code: "missing_field", field: "title" });
    checkPullBody(ctx, b.body);
    const headSha = await resolveRef(ctx, "head", head);
    const baseSha = await resolveRef(ctx, "base", b.base);
    if (openDuplicate(ctx, owner, head, b.base)) throw alreadyExists(ctx, owner, head);
    if (headSha === baseSha) throw pullProblem(ctx, { code: "custom", message: `No commits between ${b.base} and ${b.head}` });
    const pullData = { head: { ref: head, sha: headSha, owner }, base: { ref: b.base, sha: baseSha } };
    let issue: Issue;
    if (fromIssue) {
      if (fromIssue.pull) throw pullProblem(ctx, { field: "issue", code: "invalid" });
      issue = fromIssue;
      issue.pull = { id: ctx.state.nextId("pull"), ...pullData, draft: b.draft ?? false, merged: false, maintainerCanModify: b.maintainer_can_modify ?? false };
      ctx.state.touch(issue);
    } else {
      issue = ctx.state.addPull({ head, base: b.base, headSha, baseSha, title: b.title, body: b.body ?? null, user: ctx.login, draft: b.draft ?? false });
      issue.pull!.maintainerCanModify = b.maintainer_can_modify ?? false;
    }
    await ctx.git?.pullOpened?.(issue.number, head, b.base);
    const body = renderPull(ctx.render, issue, { justCreated: true, files: await pullFiles(ctx, issue) });
    return { status: 201, body, headers: { location: body.url } };
  },

  "pulls/get": async (ctx) => {
    const pull = pullOr404(ctx);
    await syncPull(ctx, pull);
    const files = await pullFiles(ctx, pull);
    if (wantsDiff(ctx)) return { status: 200, text: unifiedDiff(files ?? []) };
    return { status: 200, body: renderPull(ctx.render, pull, { files }) };
  },

  "pulls/update": async (ctx) => {
    const pull = pullOr404(ctx);
    await syncPull(ctx, pull);
    const p = pull.pull!;
    const b = ctx.body ?? {};
    checkPullBody(ctx, b.body);
    const base = b.base ?? p.base.ref;
    if ((b.state ?? pull.state) === "open" && openDuplicate(ctx, p.head.owner, p.head.ref, base, pull.number)) {
      throw alreadyExists(ctx, p.head.owner, p.head.ref);
    }
    if (b.base !== undefined && b.base !== p.base.ref) p.base = { ref: b.base, sha: await resolveRef(ctx, "base", b.base) };
    if (b.title !== undefined) pull.title = b.title;
    if (b.body !== undefined) pull.body = b.body;
    if (b.maintainer_can_modify !== undefined) p.maintainerCanModify = b.maintainer_can_modify;
    if (b.state !== undefined && b.state !== pull.state) {
      pull.state = b.state;
      pull.closedAt = b.state === "closed" ? timestamp() : null;
      pull.stateReason = b.state === "open" ? "reopened" : null;
    }
    ctx.state.touch(pull);
    return { status: 200, body: renderPull(ctx.render, pull, { files: await pullFiles(ctx, pull) }) };
  },

  "pulls/list-files": async (ctx) => {
    const pull = pullOr404(ctx);
    const files = (await pullFiles(ctx, pull)) ?? [];
    return page(ctx, files.map((f) => renderFile(ctx.render, pull, f)));
  },

  "pulls/list-reviews": (ctx) => {
    const pull = pullOr404(ctx);
    // A pending review is visible only to its author.
    const list = ctx.state.reviews.filter((r) => r.pullNumber === pull.number && (r.state !== "PENDING" || r.user.login === ctx.login));
    return page(ctx, list.map((r) => renderReview(ctx.render, r)));
  },

  "pulls/create-review": async (ctx) => {
    const pull = pullOr404(ctx);
    await syncPull(ctx, pull);
    const b = ctx.body ?? {};
    const user = ctx.state.user(ctx.login);
    const own = pull.user.login.toLowerCase() === user.login.toLowerCase();
    if (own && b.event === "APPROVE") throw unprocessable(ctx.op.docs, ["Review Can not approve your own pull request"]);
    if (own && b.event === "REQUEST_CHANGES") throw unprocessable(ctx.op.docs, ["Review Can not request changes on your own pull request"]);
    const comments: any[] = b.comments ?? [];
    if ((b.event === "REQUEST_CHANGES" && !b.body) || (b.event === "COMMENT" && !b.body && !comments.length)) {
      throw unprocessable(ctx.op.docs, ["Review body can't be blank"]);
    }
    if (!b.event && ctx.state.reviews.some((r) => r.pullNumber === pull.number && r.state === "PENDING" && r.user.login === user.login)) {
      throw unprocessable(ctx.op.docs, ["User can only have one pending review per pull request"]);
    }
    const placed = placeComments(ctx, comments.length ? await pullFiles(ctx, pull) : undefined, comments);
    const states: Record<string, Review["state"]> = { APPROVE: "APPROVED", REQUEST_CHANGES: "CHANGES_REQUESTED", COMMENT: "COMMENTED" };
    const state = states[b.event] ?? "PENDING";
    const review: Review = {
      id: ctx.state.nextId("review"),
      pullNumber: pull.number,
      user,
      body: b.body ?? "",
      state,
      commitId: b.commit_id ?? pull.pull!.head.sha,
      submittedAt: state === "PENDING" ? null : timestamp(),
    };
    ctx.state.reviews.push(review);
    for (const { c, anchor } of placed) addReviewComment(ctx, pull, review, c, anchor);
    return { status: 200, body: renderReview(ctx.render, review) };
  },

  "pulls/list-review-comments": (ctx) => {
    const pull = pullOr404(ctx);
    const pendingOfOthers = new Set(ctx.state.reviews.filter((r) => r.state === "PENDING" && r.user.login !== ctx.login).map((r) => r.id));
    const list = ctx.state.reviewComments.filter((c) => c.pullNumber === pull.number && !pendingOfOthers.has(c.reviewId));
    return page(ctx, list.map((c) => renderReviewComment(ctx.render, c)));
  },

  "pulls/list-comments-for-review": (ctx) => {
    const pull = pullOr404(ctx);
    const id = intParam(ctx, "review_id");
    const review = ctx.state.reviews.find((r) => r.id === id && r.pullNumber === pull.number && (r.state !== "PENDING" || r.user.login === ctx.login));
    if (!review) throw notFound(ctx.op.docs);
    const list = ctx.state.reviewComments.filter((c) => c.reviewId === id);
    // This endpoint's schema (review-comment) keeps the positions, null for a comment placed by line only.
    return page(ctx, list.map((c) => ({ ...renderReviewComment(ctx.render, c), position: c.position, original_position: c.position })));
  },

  "pulls/create-reply-for-review-comment": async (ctx) => {
    const pull = pullOr404(ctx);
    await syncPull(ctx, pull);
    const id = intParam(ctx, "comment_id");
    const original = ctx.state.reviewComments.find((c) => c.id === id && c.pullNumber === pull.number);
    if (!original) throw notFound(ctx.op.docs);
    // On GitHub a lone reply is its own submitted review with an empty body.
    const review: Review = {
      id: ctx.state.nextId("review"),
      pullNumber: pull.number,
      user: ctx.state.user(ctx.login),
      body: "",
      state: "COMMENTED",
      commitId: pull.pull!.head.sha,
      submittedAt: timestamp(),
    };
    ctx.state.reviews.push(review);
    const rc = addReviewComment(ctx, pull, review, { body: ctx.body.body }, undefined, original);
    const body = renderReviewComment(ctx.render, rc);
    return { status: 201, body, headers: { location: body.url } };
  },
};
