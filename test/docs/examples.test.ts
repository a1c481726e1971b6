import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { parse } from "yaml";

// The example workflows are what people copy: every input they give repo-agent must exist.
const root = join(import.meta.dirname, "..", "..");
const inputs = Object.keys(parse(readFileSync(join(root, "action.yml"), "utf8")).inputs);

it("gives repo-agent only inputs that action.yml declares, in every example workflow", () => {
  const dir = join(root, "examples", "workflows");
  const files = readdirSync(dir).filter((f) => f.endsWith(".yml"));
  expect(files).toContain("ci-feedback.yml");
  for (const file of files) {
    const workflow = parse(readFileSync(join(dir, file), "utf8"));
    const steps = Object.values(workflow.jobs as Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>).flatMap((j) => j.steps);
    const ours = steps.filter((s) => s.uses?.startsWith("repo-agent/repo-agent@"));
    expect(ours.length, file).toBeGreaterThan(0);
    for (const step of ours) for (const key of Object.keys(step.with ?? {})) expect(inputs, `${file}: ${key}`).toContain(key);
  }
});
