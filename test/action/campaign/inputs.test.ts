import { describe, expect, it } from "vitest";
import { readInputs } from "../../../src/action/intake/inputs.js";

const read = (values: Record<string, string>) => {
  try {
    return readInputs((n) => ({ "github-token": "t", model: "anthropic/claude-sonnet-4-5", ...values })[n] ?? "");
  } catch (error) {
    return (error as Error).message;
  }
};

describe("campaign inputs", () => {
  it("gather needs campaign-file and no model, like plan", () => {
    expect(read({ mode: "gather", model: "", "campaign-file": "c.yml" })).toMatchObject({ mode: "gather", campaignFile: "c.yml" });
    expect(read({ mode: "gather" })).toBe("input campaign-file is required with mode gather: the campaign file's path in the repository, e.g. .github/campaigns/bump-lodash.yml");
  });

  it("campaign-target needs campaign-file, a model and a maintenance mode", () => {
    expect(read({ "campaign-target": "{}", "campaign-file": "c.yml" })).toMatchObject({ mode: "auto", campaignFile: "c.yml", campaignTarget: "{}" });
    expect(read({ "campaign-target": "{}" })).toBe("input campaign-target needs campaign-file: the campaign file the plan job read");
    expect(read({ "campaign-target": "{}", "campaign-file": "c.yml", mode: "review" })).toBe('input campaign-target runs a maintenance run; leave mode at auto or maintain (got "review")');
    expect(read({ "campaign-target": "{}", "campaign-file": "c.yml", model: "" })).toMatch(/^input model is required/);
    expect(read({})).not.toHaveProperty("campaignFile");
  });
});
