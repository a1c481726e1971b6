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

describe("GitHub refusing the workflow's token", () => {
  const denied = { status: 403, body: { message: "Resource not accessible by integration", documentation_url: "https://docs.github.com/rest", status: "403" } };

  it("on the permission check fails the job in one line naming the permission, and says nothing on the issue", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    peers.github.fail({ operation: "repos/get-collaborator-permission-level", times: 10, ...denied });
    const run = await runAction(peers, commentEvent("mona", "/agent fix the typo"), {});
    expect(run.code).toBe(1);
    expect(run.outputs.conclusion).toBe("failed");
    const [line] = errorLines(run);
    expect(line).toMatch(/^::error::repo-agent: could not check mona's permission on Codertocat\/Hello-World: GitHub refused the github-token \(HTTP 403: Resource not accessible by integration.*\); give it the "Metadata" repository permission/);
    expect(run.summary).toContain('give it the "Metadata" repository permission (read)');
    expect(agentReplies(peers)).toEqual([]);
    expect(peers.model.requests).toHaveLength(0);
  });

  it("on its comments: the log and the job summary say they could not be posted, and which permission it lacks", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    peers.github.fail({ operation: "issues/create-comment", times: 10, ...denied });
    peers.github.fail({ operation: "reactions/create-for-issue-comment", times: 10, ...denied });
    peers.model.script({ toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } }] }, { text: "Fixed." });
    const run = await runAction(peers, commentEvent("mona", "/agent fix the typo"), {});
    expect(run.outputs.conclusion).toBe("success");
    const hint = "GitHub refused the workflow's token: give the job `permissions:` with `issues: write`";
    const warnings = run.stdout.split("\n").filter((l) => l.startsWith("::warning::") && l.includes(hint));
    expect(warnings.map((w) => w.replace(/ \(.*/, ""))).toEqual([
      "::warning::repo-agent: could not post the progress comment on #1",
      "::warning::repo-agent: could not add the eyes reaction",
      "::warning::repo-agent: could not post the result comment on #1",
    ]);
    expect(run.summary).toMatch(/could not post the result comment on #1 .*GitHub refused the workflow's token: give the job `permissions:` with `issues: write`/);
  });

  it("on a refusal's reply: the job summary says it could not be posted, and which permission it lacks", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { eve: "read" } });
    peers.github.fail({ operation: "issues/create-comment", times: 10, ...denied });
    const run = await runAction(peers, commentEvent("eve", "/agent fix the typo"), {});
    expect(run.outputs.conclusion).toBe("skipped");
    expect(run.summary).toMatch(/could not reply on #1: Resource not accessible by integration.*give the job `permissions:` with `issues: write`/);
  });
});

describe("the model's settings, in the action's words", () => {
  it("a key the provider rejects is named as the action's input, not the CLI's variable", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const run = await runAction(peers, commentEvent("mona", "/agent fix the typo"), { "anthropic-api-key": "sk-ant-wrong-key-0123456789abcdef" });
    expect(run.outputs.conclusion).toBe("failed");
    const result = agentReplies(peers).join("\n");
    expect(result).toMatch(/rejected the API key \(401: .+\); check the anthropic-api-key input\./);
    expect(result).not.toMatch(/ANTHROPIC_API_KEY|--api-key/);
  });

  it("openai-compatible without base-url is said with the other input mistakes, before the progress comment and the branch", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo");
    const run = await runAction(peers, event, { model: "openai-compatible/qwen3-coder", "openai-api-key": "sk-test-openai-compatible-key-123456", "anthropic-api-key": "" });
    expect(run.code).toBe(1);
    const line = "model openai-compatible/qwen3-coder needs a base URL: set the base-url input (e.g. base-url: http://localhost:8000/v1), or give the provider a baseUrl in .pi/models.json";
    expect(errorLines(run)).toEqual([`::error::repo-agent: ${line}`]);
    expect(agentReplies(peers)).toEqual([expect.stringContaining(`repo-agent could not run: ${line}`)]);
    expect(await peers.origin.peer.resolve(`agent/issue-${event.payload.issue.number}`)).toBeUndefined();
    expect(peers.model.requests).toHaveLength(0);
  });
});

