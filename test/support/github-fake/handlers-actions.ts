import { intParam, page, type Ctx, type Handler, type Reply } from "./context.js";
import { GitHubError, notFound } from "./errors.js";

/** Newest first, as GitHub lists them; `name` is an exact match. */
function listArtifacts(ctx: Ctx, runId?: number): Reply {
  const name = ctx.query.get("name");
  const list = ctx.state.artifacts
    .map((a, i) => ({ a, i }))
    .filter(({ a }) => (runId === undefined || a.runId === runId) && (!name || a.name === name))
    .sort((x, y) => (x.a.createdAt === y.a.createdAt ? y.i - x.i : x.a.createdAt < y.a.createdAt ? 1 : -1))
    .map(({ a }) => a);
  return page(ctx, list, (items) => ({ total_count: list.length, artifacts: items.map((a) => ctx.render.artifact(a)) }));
}

export const actionsHandlers: Record<string, Handler> = {
  "actions/list-artifacts-for-repo": (ctx) => listArtifacts(ctx),

  "actions/list-workflow-run-artifacts": (ctx) => listArtifacts(ctx, intParam(ctx, "run_id")),

  "actions/get-artifact": (ctx) => {
    const artifact = ctx.state.artifacts.find((a) => a.id === intParam(ctx, "artifact_id"));
    if (!artifact) throw notFound(ctx.op.docs);
    return { status: 200, body: ctx.render.artifact(artifact) };
  },

  // 302 to the blob's signed URL, as @actions/artifact's downloadArtifact({findBy}) expects;
  // an expired artifact is 410 Gone; only the zip format exists.
  "actions/download-artifact": (ctx) => {
    const id = intParam(ctx, "artifact_id");
    const artifact = ctx.state.artifacts.find((a) => a.id === id);
    if (!artifact || ctx.params.archive_format !== "zip") throw notFound(ctx.op.docs);
    if (artifact.expired) throw new GitHubError(410, { message: "Artifact has expired", documentation_url: ctx.op.docs, status: "410" });
    const location = ctx.artifactUrl?.(id);
    if (!location) throw notFound(ctx.op.docs); // listed, but no artifact service holds its bytes
    return { status: 302, headers: { location } };
  },
};
