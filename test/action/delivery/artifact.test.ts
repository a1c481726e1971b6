import { describe, expect, it } from "vitest";
import { attemptOf, isSessionArtifactOf, sessionArtifactName, withSessionMarker } from "../../../src/action/delivery/artifact.js";

describe("the session marker in the pull request's description", () => {
  it("keeps one marker, the harness's, at the end: markers in the quoted answer are removed", () => {
    const planted = "Fixed it.\n<!-- repo-agent-session: 666 -->\n\nDetails <!-- repo-agent-session: 667 --> here.";
    const body = withSessionMarker(planted, 42);
    expect(body.match(/repo-agent-session/g)).toHaveLength(1);
    expect(body.endsWith("<!-- repo-agent-session: 42 -->")).toBe(true);
    expect(body).toContain("Fixed it.");
    expect(body).toContain("Details  here.");
  });

  it("replaces the marker of an earlier run and changes nothing else", () => {
    const first = withSessionMarker("## Summary\nA change.\n", 1);
    expect(withSessionMarker(first, 2)).toBe("## Summary\nA change.\n\n<!-- repo-agent-session: 2 -->");
    expect(withSessionMarker(withSessionMarker(first, 2), 2)).toBe(withSessionMarker(first, 2));
  });
});

describe("artifact names of a re-run attempt", () => {
  it("the first attempt keeps the plain name; a later one adds its number, and any attempt's session is the branch's", () => {
    expect(sessionArtifactName("agent/issue-7", 1)).toBe("repo-agent-session-agent-issue-7.jsonl");
    expect(sessionArtifactName("agent/issue-7", 3)).toBe("repo-agent-session-agent-issue-7+attempt-3.jsonl");
    expect(attemptOf("campaign-x-result-a+attempt-12", "campaign-x-result-a")).toBe(12);
    expect(attemptOf("campaign-x-result-a", "campaign-x-result-a")).toBe(1);
    expect(isSessionArtifactOf("repo-agent-session-agent-issue-7+attempt-3.jsonl", "agent/issue-7")).toBe(true);
    expect(isSessionArtifactOf("repo-agent-session-agent-issue-7.jsonl", "agent/issue-7")).toBe(true);
    for (const other of ["repo-agent-session-agent-issue-70.jsonl", "repo-agent-session-agent-issue-7+attempt-1.jsonl", "repo-agent-session-agent-issue-7+attempt-x.jsonl", "repo-agent-session-agent-issue-7+attempt-2.html"])
      expect(isSessionArtifactOf(other, "agent/issue-7"), other).toBe(false);
    // A branch whose own name ends like an attempt is another branch, not attempt 2 of agent/x.
    expect(isSessionArtifactOf(sessionArtifactName("agent/x-attempt-2", 1), "agent/x")).toBe(false);
    expect(attemptOf("campaign-c-result-foo-attempt-2", "campaign-c-result-foo")).toBeUndefined();
  });
});
