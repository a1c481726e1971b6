import { notFound } from "./errors.js";
import type { GitPeer } from "./git-peer.js";
import type { Operation } from "./openapi.js";
import type { Renderer } from "./render.js";
import type { GitHubState, Issue } from "./state.js";

/** Resolves a branch of the repository to its commit, or undefined when it does not exist. */
export type RefResolver = (branch: string) => string | undefined | Promise<string | undefined>;

/** What a handler sees of one request. */
export interface Ctx {
  op: Operation;
  params: Record<string, string>;
  query: URLSearchParams;
  body: any;
  headers: Record<string, string | string[] | undefined>;
  /** The login the request's token belongs to. */
  login: string;
  state: GitHubState;
  render: Renderer;
  refs?: RefResolver;
  /** The real repository, when the test wired one in. */
  git?: GitPeer;
  /** The signed download URL of an artifact (the Location of its 302), when an artifact service is linked. */
  artifactUrl?: (id: number) => string | undefined;
  /** The request URL as the client sent it, on the fake's base URL (for Link headers). */
  url: URL;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A non-JSON body (the diff media type). */
  text?: string;
}

export type Handler = (ctx: Ctx) => Reply | Promise<Reply>;

/** A positive integer path parameter; anything else is a 404 as on GitHub's router. */
export function intParam(ctx: Ctx, name: string): number {
  const raw = ctx.params[name];
  if (!/^\d+$/.test(raw ?? "")) throw notFound(ctx.op.docs);
  return Number(raw);
}

export function issueOr404(ctx: Ctx, number = intParam(ctx, "issue_number")): Issue {
  const issue = ctx.state.issues.get(number);
  if (!issue) throw notFound(ctx.op.docs);
  return issue;
}

export function pullOr404(ctx: Ctx): Issue {
  const issue = ctx.state.issues.get(intParam(ctx, "pull_number"));
  if (!issue?.pull) throw notFound(ctx.op.docs);
  return issue;
}

/**
 * One page of a list, with GitHub's Link header (`<url?page=2>; rel="next", ...`) so that
 * octokit.paginate walks it. `per_page` defaults to 30 and is capped at 100.
 */
export function page<T>(ctx: Ctx, items: T[], wrap?: (pageItems: T[]) => unknown): Reply {
  const perPage = Math.min(Math.max(Number(ctx.query.get("per_page")) || 30, 1), 100);
  const current = Math.max(Number(ctx.query.get("page")) || 1, 1);
  const last = Math.max(Math.ceil(items.length / perPage), 1);
  const slice = items.slice((current - 1) * perPage, current * perPage);
  const link = (p: number, rel: string) => {
    const u = new URL(ctx.url);
    u.searchParams.set("page", String(p));
    return `<${u}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (current > 1) links.push(link(current - 1, "prev"));
  if (current < last) links.push(link(current + 1, "next"), link(last, "last"));
  if (current > 1) links.push(link(1, "first"));
  return { status: 200, body: wrap ? wrap(slice) : slice, headers: links.length ? { link: links.join(", ") } : {} };
}

/**
 * GitHub keeps comment bodies in a 262,144-byte column; its message says "65536 characters"
 * (measured against the real API: 262,144 ASCII bytes pass, 262,145 fail).
 */
export const MAX_BODY_BYTES = 262_144;
