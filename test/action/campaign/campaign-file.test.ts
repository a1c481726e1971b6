import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CampaignError, loadCampaign, parseCampaign } from "../../../src/action/campaign/campaign-file.js";

const VALID = "name: bump-lodash\nprompt: Bump lodash.\ntargets:\n  - repo: octo-org/billing\n";
/** The one error line parseCampaign throws for `text`. */
const errorOf = (text: string): string => {
  try {
    parseCampaign(text, "campaign.yml");
  } catch (error) {
    expect(error).toBeInstanceOf(CampaignError);
    return (error as Error).message;
  }
  throw new Error("parseCampaign accepted the file");
};

describe("parseCampaign", () => {
  it("reads a full campaign", () => {
    const c = parseCampaign(
      `name: bump_lodash-2.1
prompt: |
  Bump lodash to 4.17.21.
targets:
  - repo: octo-org/billing
  - path: packages/*
  - path: tools/cli/
budget:
  per-target-usd: 2
  total-usd: 50.5
max-parallel: 8
verify:
  - npm ci
  - npm test
`,
      "campaign.yml",
    );
    expect(c).toEqual({
      name: "bump_lodash-2.1",
      prompt: "Bump lodash to 4.17.21.",
      promptFile: undefined,
      targets: [{ repo: "octo-org/billing" }, { path: "packages/*" }, { path: "tools/cli" }],
      budget: { perTargetUsd: 2, totalUsd: 50.5 },
      maxParallel: 8,
      verify: ["npm ci", "npm test"],
    });
  });

  it("defaults max-parallel to 4, budget and verify to none; takes verify as a multi-line string", () => {
    expect(parseCampaign(VALID, "c.yml")).toMatchObject({ maxParallel: 4, budget: {}, verify: [] });
    expect(parseCampaign(`${VALID}verify: |\n  npm ci\n\n  npm test\n`, "c.yml").verify).toEqual(["npm ci", "npm test"]);
    expect(parseCampaign(VALID.replace("prompt: Bump lodash.", "prompt-file: .github/campaigns/lodash.md"), "c.yml")).toMatchObject({ prompt: undefined, promptFile: ".github/campaigns/lodash.md" });
  });

  const cases: [string, string, string][] = [
    ["YAML syntax", "name: [x\n", 'campaign.yml: is not valid YAML: '],
    ["not a mapping", "- a\n", "campaign.yml: must be a YAML mapping with name, targets and prompt or prompt-file (got a list)"],
    ["empty file", "", "campaign.yml: must be a YAML mapping with name, targets and prompt or prompt-file (got nothing)"],
    ["unknown field", `${VALID}max_parallel: 3\n`, 'campaign.yml: unknown field "max_parallel"; the fields are name, prompt, prompt-file, targets, budget, max-parallel, verify'],
    ["name missing", VALID.replace("name: bump-lodash\n", ""), "campaign.yml: name is required: it names the campaign's branches, e.g. name: bump-lodash"],
    ["name unsafe", VALID.replace("bump-lodash", '"bump lodash"'), 'campaign.yml: name must be letters, digits, ".", "_" and "-" (at most 64, starting with a letter or digit), e.g. bump-lodash (got "bump lodash")'],
    ["name with ..", VALID.replace("bump-lodash", "a..b"), 'campaign.yml: name must be letters, digits, ".", "_" and "-" (at most 64, starting with a letter or digit), e.g. bump-lodash (got "a..b")'],
    ["name not text", VALID.replace("bump-lodash", "2024"), 'campaign.yml: name must be letters, digits, ".", "_" and "-" (at most 64, starting with a letter or digit), e.g. bump-lodash (got 2024)'],
    ["no prompt", VALID.replace("prompt: Bump lodash.\n", ""), "campaign.yml: prompt or prompt-file is required: the task every target runs"],
    ["both prompts", `${VALID}prompt-file: p.md\n`, "campaign.yml: give prompt or prompt-file, not both"],
    ["empty prompt", VALID.replace("Bump lodash.", '" "'), 'campaign.yml: prompt must be non-empty text (got " ")'],
    ["prompt-file outside", VALID.replace("prompt: Bump lodash.", "prompt-file: ../secrets.md"), 'campaign.yml: prompt-file must be a file path relative to the repository root, without "." or ".." parts (got "../secrets.md")'],
    ["prompt-file absolute", VALID.replace("prompt: Bump lodash.", "prompt-file: /etc/passwd"), 'campaign.yml: prompt-file must be a file path relative to the repository root, without "." or ".." parts (got "/etc/passwd")'],
    ["targets missing", "name: x\nprompt: p\n", "campaign.yml: targets is required: a list of entries repo: owner/name or path: <directory or glob>"],
    ["targets empty", "name: x\nprompt: p\ntargets: []\n", "campaign.yml: targets must be a non-empty list of entries repo: owner/name or path: <directory or glob> (got a list)"],
    ["targets a string", "name: x\nprompt: p\ntargets: octo/a\n", 'campaign.yml: targets must be a non-empty list of entries repo: owner/name or path: <directory or glob> (got "octo/a")'],
    ["target a bare string", `${VALID}  - octo/b\n`, 'campaign.yml: targets[1] must be repo: owner/name or path: <directory or glob> (got "octo/b")'],
    ["target with both", `${VALID}  - { repo: octo/b, path: p }\n`, "campaign.yml: targets[1] must have exactly one of repo or path"],
    ["target unknown field", `${VALID}  - { repository: octo/b }\n`, 'campaign.yml: targets[1] has unknown field "repository"; a target is repo: owner/name or path: <directory or glob>'],
    ["repo not owner/name", `${VALID}  - repo: octo/b\n  - repo: foo\n`, 'campaign.yml: targets[2].repo must be owner/name (got "foo")'],
    ["repo with two slashes", `${VALID}  - repo: a/b/c\n`, 'campaign.yml: targets[1].repo must be owner/name (got "a/b/c")'],
    ["repo ..", `${VALID}  - repo: a/..\n`, 'campaign.yml: targets[1].repo must be owner/name (got "a/..")'],
    ["path escapes", `${VALID}  - path: packages/../../x\n`, 'campaign.yml: targets[1].path must be a directory or glob relative to the repository root, without "." or ".." parts (got "packages/../../x")'],
    ["path absolute", `${VALID}  - path: /srv\n`, 'campaign.yml: targets[1].path must be a directory or glob relative to the repository root, without "." or ".." parts (got "/srv")'],
    ["path bad glob", `${VALID}  - path: "packages/{a,b"\n`, 'campaign.yml: targets[1].path is not a valid glob: unclosed alternate group; escape the { as \\{ or close the group with } (got "packages/{a,b")'],
    ["repeated target", `${VALID}  - path: p\n  - repo: octo-org/billing\n`, "campaign.yml: targets[2] repeats targets[0]; remove one"],
    ["budget not a mapping", `${VALID}budget: 5\n`, "campaign.yml: budget must be a mapping with per-target-usd and/or total-usd (got 5)"],
    ["budget unknown field", `${VALID}budget: { per-target: 5 }\n`, 'campaign.yml: budget has unknown field "per-target"; the fields are per-target-usd and total-usd'],
    ["per-target-usd text", `${VALID}budget: { per-target-usd: "$5" }\n`, 'campaign.yml: budget.per-target-usd must be a positive number of US dollars (got "$5")'],
    ["total-usd zero", `${VALID}budget: { total-usd: 0 }\n`, "campaign.yml: budget.total-usd must be a positive number of US dollars (got 0)"],
    ["max-parallel fraction", `${VALID}max-parallel: 2.5\n`, "campaign.yml: max-parallel must be a positive whole number (got 2.5)"],
    ["max-parallel text", `${VALID}max-parallel: many\n`, 'campaign.yml: max-parallel must be a positive whole number (got "many")'],
    ["verify a mapping", `${VALID}verify: { run: npm test }\n`, "campaign.yml: verify must be a list of commands or a multi-line string (got a mapping)"],
    ["verify item empty", `${VALID}verify: [npm ci, ""]\n`, 'campaign.yml: verify[1] must be a command (got "")'],
  ];
  it.each(cases)("says what to fix on one line: %s", (_, text, line) => {
    const message = errorOf(text);
    expect(message).not.toContain("\n");
    if (line.endsWith(": ")) expect(message.startsWith(line)).toBe(true);
    else expect(message).toBe(line);
  });

  it("says every problem at once, on one line", () => {
    expect(errorOf("name: a b\ntargets: []\nmax-parallel: 0\n")).toBe(
      'campaign.yml: 4 fields need fixing: name must be letters, digits, ".", "_" and "-" (at most 64, starting with a letter or digit), e.g. bump-lodash (got "a b"); prompt or prompt-file is required: the task every target runs; targets must be a non-empty list of entries repo: owner/name or path: <directory or glob> (got a list); max-parallel must be a positive whole number (got 0)',
    );
  });
});

describe("loadCampaign", () => {
  const workspace = () => {
    const dir = mkdtempSync(join(tmpdir(), "campaign-file-"));
    mkdirSync(join(dir, ".github", "campaigns"), { recursive: true });
    return dir;
  };
  const load = (dir: string, file = ".github/campaigns/c.yml") => {
    try {
      return loadCampaign(dir, file);
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("reads the prompt from prompt-file, relative to the workspace", () => {
    const dir = workspace();
    writeFileSync(join(dir, ".github/campaigns/c.yml"), VALID.replace("prompt: Bump lodash.", "prompt-file: .github/campaigns/task.md"));
    writeFileSync(join(dir, ".github/campaigns/task.md"), "\nBump lodash everywhere.\n");
    expect(load(dir)).toMatchObject({ prompt: "Bump lodash everywhere.", promptFile: ".github/campaigns/task.md" });
  });

  it("names the campaign file in its errors, and refuses files that are missing, empty or outside", () => {
    const dir = workspace();
    expect(load(dir)).toBe('input campaign-file ".github/campaigns/c.yml" is not a file in the repository; check the path and that the job checks the repository out');
    expect(load(dir, "../c.yml")).toBe('input campaign-file must be a path relative to the repository root (got "../c.yml")');
    writeFileSync(join(dir, ".github/campaigns/c.yml"), `${VALID}max-parallel: 0\n`);
    expect(load(dir)).toBe(".github/campaigns/c.yml: max-parallel must be a positive whole number (got 0)");
    writeFileSync(join(dir, ".github/campaigns/c.yml"), VALID.replace("prompt: Bump lodash.", "prompt-file: task.md"));
    expect(load(dir)).toBe('.github/campaigns/c.yml: prompt-file "task.md" is not a file in the repository');
    writeFileSync(join(dir, "task.md"), " \n");
    expect(load(dir)).toBe('.github/campaigns/c.yml: prompt-file "task.md" is empty; write the task in it');
    const outside = mkdtempSync(join(tmpdir(), "campaign-outside-"));
    writeFileSync(join(outside, "secret.md"), "secret");
    symlinkSync(join(outside, "secret.md"), join(dir, "link.md"));
    writeFileSync(join(dir, ".github/campaigns/c.yml"), VALID.replace("prompt: Bump lodash.", "prompt-file: link.md"));
    expect(load(dir)).toBe('.github/campaigns/c.yml: prompt-file must stay inside the repository (got "link.md")');
  });
});
