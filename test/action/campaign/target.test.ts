import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packageDir, parseTargetEntry, prepareTarget } from "../../../src/action/campaign/target.js";
import { targetInputs, targetTask } from "../../../src/action/campaign/target-run.js";
import type { ActionInputs } from "../../../src/action/types.js";

function workspace(): string {
  const root = mkdtempSync(join(tmpdir(), "campaign-target-"));
  for (const d of ["packages/a", "packages/b"]) {
    mkdirSync(join(root, d), { recursive: true });
    writeFileSync(join(root, d, "index.js"), "");
  }
  mkdirSync(join(root, ".github/campaigns"), { recursive: true });
  writeFileSync(join(root, ".github/campaigns/c.yml"), "name: lint\nprompt: Add the rule.\ntargets:\n  - path: packages/*\n  - repo: octo/web\nbudget: { total-usd: 3 }\nverify: [npm test]\n");
  return root;
}

const A = { target: "packages/a", kind: "path", path: "packages/a", branch: "agent/campaign-lint-packages-a", budgetUsd: 1 };
const prepare = (root: string, entry: unknown) =>
  prepareTarget({ workspace: root, campaignFile: ".github/campaigns/c.yml", campaignTarget: JSON.stringify(entry), branchPrefix: "agent/" });
const message = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return (error as Error).message;
  }
  return "no error";
};

describe("parseTargetEntry", () => {
  it("takes a matrix entry as plan writes it", () => {
    expect(parseTargetEntry(JSON.stringify(A))).toEqual(A);
  });

  it.each([
    ["not json", "input campaign-target is not JSON"],
    ["[]", "input campaign-target must be a JSON object"],
    [JSON.stringify({ ...A, extra: 1 }), 'input campaign-target has unknown field "extra"'],
    [JSON.stringify({ ...A, branch: "" }), "input campaign-target field branch must be a non-empty string"],
    [JSON.stringify({ ...A, kind: "dir" }), 'input campaign-target field kind must be "repo" or "path"'],
    [JSON.stringify({ ...A, path: "packages/b" }), "input campaign-target field path must equal target for kind path"],
    [JSON.stringify({ ...A, repo: "octo/web" }), "input campaign-target field repo must be absent for kind path"],
    [JSON.stringify({ ...A, budgetUsd: -1 }), "input campaign-target field budgetUsd must be a positive number"],
  ])("%s: one line naming the field", (json, start) => {
    const line = message(() => parseTargetEntry(json));
    expect(line.startsWith(`${start}; pass \${{ toJSON(matrix) }}`), line).toBe(true);
    expect(line).not.toContain("\n");
  });
});

describe("prepareTarget", () => {
  it("accepts a planned entry and gives the package's real directory", async () => {
    const root = workspace();
    const prepared = await prepare(root, A);
    expect(prepared.entry).toEqual(A);
    expect(prepared.cwd).toBe(join(realpathSync(root), "packages/a"));
    expect(prepared.campaign.verify).toEqual(["npm test"]);
    // A repository target has no package directory here: the run works in its clone.
    const repo = { target: "octo/web", kind: "repo", repo: "octo/web", branch: "agent/campaign-lint-octo-web", budgetUsd: 1 };
    const other = await prepare(root, repo);
    expect(other.entry).toEqual(repo);
    expect(other.cwd).toBeUndefined();
  });

  it("points a repository target's task at that repository and its default branch", async () => {
    const root = workspace();
    const prepared = await prepare(root, { target: "octo/web", kind: "repo", repo: "octo/web", branch: "agent/campaign-lint-octo-web", budgetUsd: 1 });
    const payload = { repository: { owner: { login: "home" }, name: "campaigns", default_branch: "main" } } as never;
    const task = targetTask(prepared, payload, "home/campaigns", { dir: "/tmp/x", defaultBranch: "trunk" });
    expect(task).toMatchObject({ kind: "maintain", repo: { owner: "octo", repo: "web" }, baseBranch: "trunk", branch: "agent/campaign-lint-octo-web" });
    // A package target stays on the campaign's repository.
    expect(targetTask(await prepare(root, A), payload, "home/campaigns")).toMatchObject({ repo: { owner: "home", repo: "campaigns" }, baseBranch: "main" });
  });

  it.each([
    ["another branch", { ...A, branch: "main" }],
    ["a bigger budget", { ...A, budgetUsd: 100 }],
    ["no budget", { target: A.target, kind: A.kind, path: A.path, branch: A.branch }],
    ["a directory the campaign does not name", { ...A, target: "packages", path: "packages", branch: "agent/campaign-lint-packages" }],
    ["a repository the campaign does not name", { target: "octo/api", kind: "repo", repo: "octo/api", branch: "agent/campaign-lint-octo-api", budgetUsd: 1 }],
  ])("refuses an entry with %s", async (_, entry) => {
    await expect(prepare(workspace(), entry)).rejects.toThrow(/^input campaign-target .* is not an entry of \.github\/campaigns\/c\.yml's plan \(target, branch and budget must match\); pass/);
  });
});

describe("packageDir", () => {
  it("refuses a path through a symbolic link, inside or out of the workspace", () => {
    const root = workspace();
    const outside = mkdtempSync(join(tmpdir(), "campaign-outside-"));
    symlinkSync(outside, join(root, "packages/out"));
    symlinkSync(join(root, "packages/a"), join(root, "packages/alias"));
    expect(message(() => packageDir(root, "packages/out"))).toBe('campaign target path "packages/out" goes through a symbolic link (packages/out); name the real directory');
    expect(message(() => packageDir(root, "packages/alias"))).toMatch(/goes through a symbolic link/);
    expect(message(() => packageDir(root, "packages/a/index.js"))).toMatch(/is not a directory of the repository/);
    expect(message(() => packageDir(root, "../x"))).toMatch(/without "\." or "\.\." parts/);
    expect(packageDir(root, "packages/b")).toBe(join(realpathSync(root), "packages/b"));
  });
});

describe("targetInputs", () => {
  const inputs = { prompt: "", promptFile: "p.md", mode: "auto", verify: ["make"], maxCostUsd: 5 } as unknown as ActionInputs;
  const prepared = { campaign: { name: "lint", prompt: "Add the rule.", verify: ["npm test"] }, entry: { ...A, budgetUsd: 1.5 } } as never;

  it("runs the campaign's prompt and verify within the smaller cap", () => {
    expect(targetInputs(inputs, prepared)).toMatchObject({ mode: "maintain", prompt: "Add the rule.", promptFile: "", verify: ["npm test"], maxCostUsd: 1.5 });
    expect(targetInputs({ ...inputs, maxCostUsd: 1 }, prepared).maxCostUsd).toBe(1);
    expect(targetInputs({ ...inputs, maxCostUsd: undefined }, { campaign: { prompt: "p", verify: [] }, entry: A } as never)).toMatchObject({ maxCostUsd: 1, verify: ["make"] });
    expect(targetInputs({ ...inputs, maxCostUsd: undefined }, { campaign: { prompt: "p", verify: [] }, entry: { ...A, budgetUsd: undefined } } as never).maxCostUsd).toBeUndefined();
  });
});
