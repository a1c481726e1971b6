import { describe, expect, it } from "vitest";
import { sessionArtifactName, sessionHtmlName } from "../../src/action/delivery/artifact.js";
import { buildJobSummary } from "../../src/action/report/job-summary.js";
import { renderFinal } from "../../src/action/report/progress-render.js";

const RUN = "https://github.com/octo/repo/actions/runs/42";

describe("the session's HTML page in the action", () => {
  it("is an artifact named after the session's, ending in .html", () => {
    expect(sessionHtmlName(sessionArtifactName("agent/issue-7"))).toBe("repo-agent-session-agent-issue-7.html");
  });

  it("is linked beside the session artifact in the final comment and the job summary", () => {
    const final = { conclusion: "success" as const, artifactUrl: `${RUN}/artifacts/1001`, htmlUrl: `${RUN}/artifacts/1002` };
    expect(renderFinal(RUN, undefined, final, 1000)).toContain(`**Session:** [session artifact](${RUN}/artifacts/1001) (HTML: [as a page](${RUN}/artifacts/1002))`);
    const summary = buildJobSummary({ task: "fix it", conclusion: "success", toolCalls: [], artifactUrl: final.artifactUrl, htmlUrl: final.htmlUrl });
    expect(summary).toContain(`| Session | [session artifact](${RUN}/artifacts/1001) (HTML: [as a page](${RUN}/artifacts/1002)) |`);
  });

  it("is not mentioned when only the session was uploaded", () => {
    const final = { conclusion: "success" as const, artifactUrl: `${RUN}/artifacts/1001` };
    expect(renderFinal(RUN, undefined, final, 1000)).not.toContain("HTML");
    expect(buildJobSummary({ task: "fix it", conclusion: "success", toolCalls: [], artifactUrl: final.artifactUrl })).not.toContain("HTML");
  });
});
