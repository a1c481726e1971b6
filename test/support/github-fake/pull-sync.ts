import type { Ctx } from "./context.js";
import type { Issue, PullFile } from "./state.js";

/**
 * With a git peer, an open pull request's head follows its branch as GitHub's does after a push;
 * the base sha stays where it was recorded (the diff is three-dot, so it does not depend on it).
 */
export async function syncPull(ctx: Ctx, issue: Issue): Promise<void> {
  const p = issue.pull!;
  if (!ctx.git || issue.state !== "open" || p.head.owner.toLowerCase() !== ctx.state.repo.owner.login.toLowerCase()) return;
  const sha = await ctx.git.resolve(p.head.ref);
  if (sha) p.head.sha = sha; // a deleted branch leaves the last known head
}

/** Files set by the test win; else, with a git peer, `git diff base...head`; else none known. */
export async function pullFiles(ctx: Ctx, issue: Issue): Promise<PullFile[] | undefined> {
  const p = issue.pull!;
  if (p.files) return p.files;
  if (!ctx.git) return undefined;
  await syncPull(ctx, issue);
  const [base, head] = [await ctx.git.resolve(p.base.sha), await ctx.git.resolve(p.head.sha)];
  return base && head ? ctx.git.diff(base, head) : undefined;
}
