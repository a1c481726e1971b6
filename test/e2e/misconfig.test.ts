import { afterEach, describe, expect, it } from "vitest";
import { commentEvent, dispatchEvent, runAction, startPeers, type Peers } from "./harness.js";

// A mistake in the workflow's set-up is said to the run that was asked for: on the issue, in the
// job summary and in the job's error line. Comments that ask for nothing, and people who may not
// start runs, never hear it and never turn the workflow red.

let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});

const README = "# Hello World\n\nThis is a smal example repository.\n";
const agentReplies = (p: Peers) => [...p.github.state.comments.values()].filter((c) => c.body.includes("<!-- repo-agent -->")).map((c) => c.body);
const errorLines = (run: { stdout: string }) => run.stdout.split("\n").filter((l) => l.startsWith("::error::"));

describe("a mistake in the workflow's inputs", () => {
  it("skips comments that ask for nothing and outsiders quietly; a writer's /agent hears it on the issue, in the summary and the error line", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write", eve: "read" } });
    const inputs = { "max-cost-usd": "$2" };
    const problem = 'input max-cost-usd must be a positive number (got "$2")';

    const thanks = await runAction(peers, commentEvent("mona", "Thanks, looks good!"), inputs);
    expect(thanks.code).toBe(0);
    expect(thanks.outputs.conclusion).toBe("skipped");
    expect(errorLines(thanks)).toEqual([]);
    expect(thanks.summary).toContain("does not start a line with /agent");

    const outsider = await runAction(peers, commentEvent("eve", "/agent me too"), inputs);
    expect(outsider.code).toBe(0);
    expect(outsider.outputs.conclusion).toBe("skipped");
    expect(agentReplies(peers)).toEqual([expect.stringContaining("eve has read permission")]);
    expect(agentReplies(peers).join("\n") + outsider.summary).not.toContain("max-cost-usd");

    const asked = await runAction(peers, commentEvent("mona", "/agent fix the typo"), inputs);
    expect(asked.code).toBe(1);
    expect(asked.outputs.conclusion).toBe("failed");
    expect(errorLines(asked)).toEqual([`::error::repo-agent: ${problem}`]);
    expect(agentReplies(peers)[1]).toContain(`repo-agent could not run: ${problem}`);
    expect(asked.summary).toContain(problem);
    expect(peers.model.requests).toHaveLength(0);
    expect(peers.github.calls("reactions/create-for-issue-comment")).toHaveLength(0);
  });

  it("an empty github-token: a comment asking for nothing is skipped; one asking fails, said in the summary and the error line", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const thanks = await runAction(peers, commentEvent("mona", "Thanks!"), { "github-token": "" });
    expect(thanks.code).toBe(0);
    expect(thanks.outputs.conclusion).toBe("skipped");
    const asked = await runAction(peers, commentEvent("mona", "/agent fix the typo"), { "github-token": "" });
    expect(asked.code).toBe(1);
    expect(asked.outputs.conclusion).toBe("failed");
    expect(errorLines(asked)).toEqual([expect.stringMatching(/^::error::repo-agent: input github-token is empty; pass/)]);
    expect(asked.summary).toContain("input github-token is empty");
    expect(peers.github.requests).toHaveLength(0);
  });

  it("a prompt-file that is missing or a directory fails a dispatch in one line naming the input and the path; a comment's run does not read it", async () => {
    peers = await startPeers({ files: { "README.md": README, "docs/a.md": "x\n" }, permissions: { mona: "write" } });
    const missing = await runAction(peers, dispatchEvent(), { "prompt-file": ".github/agent-prompt.md" });
    expect(missing.code).toBe(1);
    expect(missing.outputs.conclusion).toBe("failed");
    const line = "input prompt-file: there is no file .github/agent-prompt.md in the checkout; commit it, or give its path from the repository's root";
    expect(errorLines(missing)).toEqual([`::error::repo-agent: ${line}`]);
    expect(missing.summary).toContain(line);
    const directory = await runAction(peers, dispatchEvent(), { "prompt-file": "docs" });
    expect(errorLines(directory)).toEqual(["::error::repo-agent: input prompt-file: docs is a directory; name the prompt file itself, e.g. docs/weekly.md"]);
    expect(missing.stdout + missing.stderr + directory.stdout + directory.stderr).not.toMatch(/ENOENT|EISDIR|\n\s+at /);

    peers.model.script({ text: "Nothing to change." });
    const comment = await runAction(peers, commentEvent("mona", "/agent is the typo real?"), { "prompt-file": ".github/agent-prompt.md" });
    expect(comment.code).toBe(0);
    expect(comment.outputs.conclusion).toBe("no-changes");
  });
});
