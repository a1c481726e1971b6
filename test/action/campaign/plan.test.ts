import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCampaign } from "../../../src/action/campaign/campaign-file.js";
import { budgetShare, planCampaign, slug } from "../../../src/action/campaign/plan.js";
import { withHome } from "../../support/home.js";

/** A workspace holding these directories (and a file in each, so they are real packages). */
function workspace(dirs: string[], files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), "campaign-plan-"));
  for (const d of dirs) {
    mkdirSync(join(root, d), { recursive: true });
    writeFileSync(join(root, d, "package.json"), "{}");
  }
  for (const [f, text] of Object.entries(files)) writeFileSync(join(root, f), text);
  return root;
}

const campaign = (targets: string, extra = "") => parseCampaign(`name: lint\nprompt: p\ntargets:\n${targets}${extra}`, "c.yml");
const plan = async (root: string, targets: string, extra = "") => {
  try {
    return await planCampaign(campaign(targets, extra), { workspace: root, branchPrefix: "agent/", label: "c.yml" });
  } catch (error) {
    return (error as Error).message;
  }
};

describe("planCampaign", () => {
  it("expands globs to directories only, sorted, skipping ignored ones, and keeps repositories as given", async () => {
    const root = workspace(["packages/b", "packages/a", "packages/a/nested", "packages/ignored", "libs/x"], { ".gitignore": "packages/ignored/\n", "packages/README.md": "" });
    expect(await plan(root, "  - repo: octo/zeta\n  - path: packages/*\n  - path: libs/x\n  - path: packages/a\n")).toEqual([
      { target: "octo/zeta", kind: "repo", repo: "octo/zeta", branch: "agent/campaign-lint-octo-zeta" },
      { target: "packages/a", kind: "path", path: "packages/a", branch: "agent/campaign-lint-packages-a" },
      { target: "packages/b", kind: "path", path: "packages/b", branch: "agent/campaign-lint-packages-b" },
      { target: "libs/x", kind: "path", path: "libs/x", branch: "agent/campaign-lint-libs-x" },
    ]);
  });

  it("reads no ignore file from the home of the action's user: the runner's global gitignore does not change the plan", async () => {
    const home = workspace([".config/git"], { ".config/git/ignore": "b/\n" });
    const root = workspace([".git", "packages/a", "packages/b"]);
    await withHome(home, async () => {
      expect((await plan(root, "  - path: packages/*\n")) as { target: string }[]).toMatchObject([{ target: "packages/a" }, { target: "packages/b" }]);
    });
  });

  it("expands ** to every depth", async () => {
    const root = workspace(["services/api/pkg", "services/web"]);
    expect((await plan(root, "  - path: services/**\n")) as { target: string }[]).toMatchObject([{ target: "services/api" }, { target: "services/api/pkg" }, { target: "services/web" }]);
  });

  it("names every glob that matched nothing, and fails even when others matched", async () => {
    const root = workspace(["packages/a"], { "packages/file.txt": "" });
    expect(await plan(root, "  - path: packages/*\n  - path: pkgs/*\n  - path: packages/file.txt\n")).toBe(
      'c.yml: targets path "pkgs/*", "packages/file.txt" match no directory in the repository (ignored ones do not count); fix or remove them',
    );
    expect(await plan(root, "  - path: apps/*\n")).toBe('c.yml: targets path "apps/*" matches no directory in the repository (ignored ones do not count); fix or remove it');
  });

  it("gives each target its budget share", async () => {
    const root = workspace(["p/a", "p/b", "p/c"]);
    const budgets = async (budget: string) => ((await plan(root, "  - path: p/*\n", budget)) as { budgetUsd?: number }[]).map((e) => e.budgetUsd);
    expect(await budgets("budget: { per-target-usd: 2 }\n")).toEqual([2, 2, 2]);
    expect(await budgets("budget: { total-usd: 10 }\n")).toEqual([3.3333, 3.3333, 3.3333]);
    expect(await budgets("budget: { total-usd: 9, per-target-usd: 2 }\n")).toEqual([2, 2, 2]);
    expect(await budgets("budget: { total-usd: 3, per-target-usd: 2 }\n")).toEqual([1, 1, 1]);
    expect(await budgets("")).toEqual([undefined, undefined, undefined]);
    expect(budgetShare({ totalUsd: 0.3 }, 3)).toBe(0.1);
  });

  it("allows 256 targets and says how to split 257", async () => {
    const repos = (n: number) => Array.from({ length: n }, (_, i) => `  - repo: octo/r${i}\n`).join("");
    const root = workspace([]);
    expect(((await plan(root, repos(256))) as unknown[]).length).toBe(256);
    expect(await plan(root, repos(257))).toBe(
      "c.yml: 257 targets, over GitHub's limit of 256 jobs per matrix; split them into several campaign files (each with its own plan job) or narrow the globs",
    );
  });

  it("refuses two targets that would share a branch", async () => {
    const root = workspace(["a/b-c", "a-b/c"]);
    expect(await plan(root, "  - path: a/b-c\n  - path: a-b/c\n")).toBe('c.yml: targets "a/b-c" and "a-b/c" would share the branch agent/campaign-lint-a-b-c; list one of them in another campaign');
  });
});

describe("slug", () => {
  it("makes a safe branch-name component", () => {
    expect(slug("octo/My.Repo")).toBe("octo-My.Repo");
    expect(slug("packages/@scope pkg/x")).toBe("packages-scope-pkg-x");
    expect(slug(".hidden/a..b/")).toBe("hidden-a.b");
    expect(slug("x/y.lock")).toBe("x-y-lock");
  });
});
