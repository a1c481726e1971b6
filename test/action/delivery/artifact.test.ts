import { describe, expect, it } from "vitest";
import { withSessionMarker } from "../../../src/action/delivery/artifact.js";

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
