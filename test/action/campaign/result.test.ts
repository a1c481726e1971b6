import { describe, expect, it } from "vitest";
import { parseResult, resultArtifactName } from "../../../src/action/campaign/result.js";

describe("campaign result files", () => {
  it("names the artifact after the campaign and the target's slug", () => {
    expect(resultArtifactName("add-lint", "packages/a")).toBe("campaign-add-lint-result-packages-a");
    expect(resultArtifactName("add-lint", "octo-org/billing")).toBe("campaign-add-lint-result-octo-org-billing");
  });

  it("reads a result back and refuses what is not one", () => {
    const result = { campaign: "c", target: "packages/a", kind: "path", conclusion: "success", prUrl: "https://github.com/o/r/pull/2", prNumber: 2, costUsd: 0.01, inputTokens: 10, outputTokens: 2, verified: "passed" };
    expect(parseResult(JSON.stringify(result))).toEqual(result);
    const { prUrl: _, ...rest } = result;
    expect(parseResult(JSON.stringify({ ...result, prUrl: "javascript:alert(1)" }))).toEqual(rest);
    expect(parseResult(JSON.stringify({ ...result, prUrl: "https://x/y) [go](https://evil" }))).toEqual(rest);
    expect(parseResult(JSON.stringify({ ...result, prUrl: "https://x/y|extra" }))).toEqual(rest);
    const kept = { ...rest, conclusion: "failed", branchUrl: "https://github.com/o/r/tree/agent/campaign-c-a" };
    expect(parseResult(JSON.stringify(kept))).toEqual(kept);
    expect(parseResult(JSON.stringify({ ...kept, branchUrl: "file:///etc/passwd" }))).toEqual({ ...rest, conclusion: "failed" });
    expect(parseResult(JSON.stringify({ ...result, unpriced: true }))).toEqual({ ...result, unpriced: true });
    expect(parseResult(JSON.stringify({ ...result, unpriced: "yes" }))).toEqual(result);
    for (const bad of ["{", "null", JSON.stringify({ ...result, conclusion: "great" }), JSON.stringify({ ...result, costUsd: -1 }), JSON.stringify({ ...result, kind: "x" })])
      expect(parseResult(bad)).toBeUndefined();
  });
});
