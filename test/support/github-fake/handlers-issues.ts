import { intParam, issueOr404, MAX_BODY_BYTES, page, type Ctx, type Handler, type Reply } from "./context.js";
import { notFound, validationFailed } from "./errors.js";
import { timestamp, type IssueComment, type Reaction, type ReactionContent } from "./state.js";

function commentOr404(ctx: Ctx): IssueComment {
  const c = ctx.state.comments.get(intParam(ctx, "comment_id"));
  if (!c) throw notFound(ctx.op.docs);
  return c;
}

/** GitHub's own checks on a comment body, past the schema (which only says "string"). */
function checkCommentBody(ctx: Ctx, body: string): void {
  const problem = (message: string) => validationFailed(ctx.op.docs, [{ resource: "IssueComment", code: "unprocessable", field: "data", message }]);
  if (body.trim() === "") throw problem("Body cannot be blank");
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) throw problem("Body is too long (maximum is 65536 characters)");
}

function createReaction(ctx: Ctx, subject: Reaction["subject"]): Reply {
  const content = ctx.body.content as ReactionContent;
  const user = ctx.state.user(ctx.login);
  // The same person reacting the same way again gets the existing reaction back, with 200.
  const existing = ctx.state.reactionsOn(subject).find((r) => r.user.login === user.login && r.content === content);
  if (existing) return { status: 200, body: ctx.render.reaction(existing) };
  const r: Reaction = { id: ctx.state.nextId("reaction"), subject, content, user, createdAt: timestamp() };
  ctx.state.reactions.push(r);
  return { status: 201, body: ctx.render.reaction(r) };
}

function listReactions(ctx: Ctx, subject: Reaction["subject"]): Reply {
  const content = ctx.query.get("content");
  const list = ctx.state.reactionsOn(subject).filter((r) => !content || r.content === content);
  return page(ctx, list.map((r) => ctx.render.reaction(r)));
}

export const issueHandlers: Record<string, Handler> = {
  "repos/get": (ctx) => ({ status: 200, body: ctx.render.fullRepo(ctx.login) }),

  "repos/get-collaborator-permission-level": (ctx) => ({ status: 200, body: ctx.render.permission(ctx.params.username) }),

  "issues/get": (ctx) => ({ status: 200, body: ctx.render.issue(issueOr404(ctx)) }),

  // Issues and pull requests together, as GitHub lists them; the filters a tracking issue needs.
  "issues/list-for-repo": (ctx) => {
    const state = ctx.query.get("state") ?? "open";
    const creator = ctx.query.get("creator");
    const labels = (ctx.query.get("labels") ?? "").split(",").filter(Boolean);
    const direction = ctx.query.get("direction") ?? "desc";
    const list = [...ctx.state.issues.values()]
      .filter((i) => state === "all" || i.state === state)
      .filter((i) => !creator || i.user.login.toLowerCase() === creator.toLowerCase())
      .filter((i) => labels.every((l) => i.labels.includes(l)))
      .sort((a, b) => (a.createdAt === b.createdAt ? a.number - b.number : a.createdAt < b.createdAt ? -1 : 1));
    if (direction === "desc") list.reverse();
    return page(ctx, list.map((i) => ctx.render.issue(i)));
  },

  "issues/create": (ctx) => {
    const b = ctx.body;
    if (typeof b.title !== "string" || !b.title.trim()) throw validationFailed(ctx.op.docs, [{ resource: "Issue", code: "missing_field", field: "title" }]);
    if (b.body !== undefined && b.body !== null) checkCommentBody(ctx, b.body);
    const labels = (b.labels ?? []).map((l: string | { name: string }) => (typeof l === "string" ? l : l.name));
    const issue = ctx.state.addIssue({ title: b.title, body: b.body ?? null, user: ctx.login, labels });
    const body = ctx.render.issue(issue);
    return { status: 201, body, headers: { location: body.url } };
  },

  "issues/update": (ctx) => {
    const issue = issueOr404(ctx);
    const b = ctx.body ?? {};
    if (typeof b.body === "string") checkCommentBody(ctx, b.body);
    if (typeof b.title === "string") issue.title = b.title;
    if (b.body !== undefined) issue.body = b.body;
    if (b.state !== undefined && b.state !== issue.state) {
      issue.state = b.state;
      issue.closedAt = b.state === "closed" ? timestamp() : null;
      issue.stateReason = b.state === "open" ? "reopened" : "completed";
    }
    ctx.state.touch(issue);
    return { status: 200, body: ctx.render.issue(issue) };
  },

  "issues/list-comments": (ctx) => {
    const issue = issueOr404(ctx);
    const since = ctx.query.get("since");
    const list = ctx.state.commentsOn(issue.number).filter((c) => !since || c.updatedAt >= since);
    return page(ctx, list.map((c) => ctx.render.comment(c)));
  },

  "issues/create-comment": (ctx) => {
    const issue = issueOr404(ctx);
    checkCommentBody(ctx, ctx.body.body);
    const c = ctx.state.addComment({ issueNumber: issue.number, body: ctx.body.body, user: ctx.login });
    ctx.state.touch(issue);
    const body = ctx.render.comment(c);
    return { status: 201, body, headers: { location: body.url } };
  },

  "issues/get-comment": (ctx) => ({ status: 200, body: ctx.render.comment(commentOr404(ctx)) }),

  "issues/update-comment": (ctx) => {
    const c = commentOr404(ctx);
    checkCommentBody(ctx, ctx.body.body);
    c.body = ctx.body.body;
    c.updatedAt = timestamp();
    return { status: 200, body: ctx.render.comment(c) };
  },

  "reactions/list-for-issue-comment": (ctx) => listReactions(ctx, { kind: "comment", id: commentOr404(ctx).id }),

  "reactions/create-for-issue-comment": (ctx) => createReaction(ctx, { kind: "comment", id: commentOr404(ctx).id }),

  "reactions/delete-for-issue-comment": (ctx) => {
    const c = commentOr404(ctx);
    const id = intParam(ctx, "reaction_id");
    const i = ctx.state.reactions.findIndex((r) => r.id === id && r.subject.kind === "comment" && r.subject.id === c.id);
    if (i < 0) throw notFound(ctx.op.docs);
    ctx.state.reactions.splice(i, 1);
    return { status: 204 };
  },

  "reactions/create-for-issue": (ctx) => createReaction(ctx, { kind: "issue", number: issueOr404(ctx).number }),

  "issues/add-labels": (ctx) => {
    const issue = issueOr404(ctx);
    const given: unknown[] = Array.isArray(ctx.body) ? ctx.body : (ctx.body?.labels ?? []);
    for (const l of given) {
      const name = typeof l === "string" ? l : String((l as { name: string }).name);
      const label = ctx.state.label(name);
      if (!issue.labels.some((x) => x.toLowerCase() === label.name.toLowerCase())) issue.labels.push(label.name);
    }
    ctx.state.touch(issue);
    return { status: 200, body: issue.labels.map((l) => ctx.render.label(l)) };
  },
};
