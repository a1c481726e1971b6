import type { Handler } from "./context.js";
import { notFound } from "./errors.js";
import type { GitCommit } from "./git-peer.js";
import type { Renderer } from "./render.js";
import { renderDiffEntry } from "./render-pulls.js";

/** The `commit` shape; commit authors are not matched to GitHub users (the spec allows null). */
function renderCommit(r: Renderer, c: GitCommit): any {
  const api = `${r.repoApi}/commits/${c.sha}`;
  const example = r.example("commit-comparison").commits[0];
  return {
    url: api,
    sha: c.sha,
    node_id: Buffer.from(`06:Commit${r.state.repo.id}:${c.sha}`).toString("base64"),
    html_url: `${r.repoHtml}/commit/${c.sha}`,
    comments_url: `${api}/comments`,
    commit: {
      url: `${r.repoApi}/git/commits/${c.sha}`,
      author: c.author,
      committer: c.committer,
      message: c.message,
      tree: { url: `${r.repoApi}/git/trees/${c.tree}`, sha: c.tree },
      comment_count: 0,
      verification: example.commit.verification,
    },
    author: null,
    committer: null,
    parents: c.parents.map((sha) => ({ sha, url: `${r.repoApi}/commits/${sha}`, html_url: `${r.repoHtml}/commit/${sha}` })),
  };
}

export const compareHandlers: Record<string, Handler> = {
  // `base...head`, each a branch or a sha (an `owner:` prefix naming this repository is accepted).
  // Needs the git peer: without a real repository there is nothing to compare.
  "repos/compare-commits-with-basehead": async (ctx) => {
    const parts = ctx.params.basehead.split("...");
    if (parts.length !== 2 || !ctx.git) throw notFound(ctx.op.docs);
    const owner = `${ctx.state.repo.owner.login.toLowerCase()}:`;
    const [base, head] = parts.map((p) => (p.toLowerCase().startsWith(owner) ? p.slice(owner.length) : p));
    const c = await ctx.git.compare(base, head);
    if (!c) throw notFound(ctx.op.docs);
    const r = ctx.render;
    const status = c.aheadBy && c.behindBy ? "diverged" : c.aheadBy ? "ahead" : c.behindBy ? "behind" : "identical";
    const spec = ctx.params.basehead;
    return {
      status: 200,
      body: {
        url: `${r.repoApi}/compare/${spec}`,
        html_url: `${r.repoHtml}/compare/${spec}`,
        permalink_url: `${r.repoHtml}/compare/${r.state.repo.owner.login}:${c.base.sha}...${r.state.repo.owner.login}:${c.head.sha}`,
        diff_url: `${r.repoHtml}/compare/${spec}.diff`,
        patch_url: `${r.repoHtml}/compare/${spec}.patch`,
        base_commit: renderCommit(r, c.base),
        merge_base_commit: renderCommit(r, c.mergeBase),
        status,
        ahead_by: c.aheadBy,
        behind_by: c.behindBy,
        total_commits: c.commits.length,
        // GitHub lists at most 250 commits here, oldest first.
        commits: c.commits.slice(0, 250).map((x) => renderCommit(r, x)),
        files: c.files.map((f) => renderDiffEntry(r, c.head.sha, f)),
      },
    };
  },
};
