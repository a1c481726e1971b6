import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FINISHED_MARKER } from "../../src/action/report/progress-render.js";
import { prepareCheckout } from "../support/checkout.js";
import { seedFromEvent } from "../support/github-fake/index.js";
import { dispatchEvent, commentEvent, DEFAULT_RUN_ID, GITHUB_TOKEN, MODEL_KEY, runAction, startPeers, type Peers } from "./harness.js";

let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});


const README = "# Hello World\n\nThis is a smal example repository.\n";
const RUN_URL = `https://github.com/Codertocat/Hello-World/actions/runs/${DEFAULT_RUN_ID}`;

describe("the action, end to end", () => {
  it("turns a writer's /agent comment into a pushed branch, one PR and a finished progress comment", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo in README");
    const issue = event.payload.issue.number;
    peers.model.script(
      { toolCalls: [{ name: "read", args: { path: "README.md" } }] },
      { toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } }] },
      { text: "Fixed the typo: smal -> small in README.md.", usage: { input: 3000, output: 120 } },
    );
    const run = await runAction(peers, event, {});
    expect(run.stderr).not.toContain("Error");
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: "success", branch: `agent/issue-${issue}` });
    expect(run.outputs["pr-url"]).toMatch(/\/pull\/\d+$/);

    expect(await peers.origin.show(`refs/heads/agent/issue-${issue}`, "README.md")).toBe(README.replace("smal", "small"));
    const [commit] = await peers.origin.log(`refs/heads/agent/issue-${issue}`);
    expect(commit.author.name).toBe("github-actions[bot]");
    expect(commit.body).toContain("Co-authored-by: mona");

    const prs = peers.github.calls("pulls/create");
    expect(prs).toHaveLength(1);
    expect(prs[0].body).toMatchObject({ head: `agent/issue-${issue}`, base: "main" });
    expect((prs[0].body as { body: string }).body).toContain(`Closes #${issue}`);
    // The description is written whole by the create (the checks note, as the workflow's token
    // posted the progress comment, and the session's marker last): no update or read follows, and
    // no look-up came before, as no pull request can be open from a branch that did not exist.
    expect((prs[0].body as { body: string }).body).toMatch(/Checks do not start by themselves here[\s\S]*<!-- repo-agent-session: \d+ -->$/);
    for (const op of ["pulls/update", "pulls/get", "pulls/list"]) expect(peers.github.calls(op), op).toHaveLength(0);
    // A run shorter than a steering tick makes the fixed requests only; the thread is read once,
    // for whether the comment was delivered already and for the agent's view of the conversation.
    const counts: Record<string, number> = {};
    for (const r of peers.github.requests) counts[r.operationId ?? r.path] = (counts[r.operationId ?? r.path] ?? 0) + 1;
    expect(counts).toEqual({
      "repos/get-collaborator-permission-level": 1,
      "issues/list-comments": 1,
      "issues/create-comment": 1,
      "reactions/create-for-issue-comment": 1,
      "pulls/create": 1,
      "issues/update-comment": 1,
    });

    const comments = [...peers.github.state.comments.values()].filter((c) => c.issueNumber === issue && c.body.includes("<!-- repo-agent -->"));
    expect(comments).toHaveLength(1);
    expect(comments[0].body).toContain(run.outputs["pr-url"]);
    expect(comments[0].body).toMatch(/\$\d/);

    const artifact = peers.artifacts.artifacts[0];
    expect(artifact).toBeDefined();
    const lines = artifact.bytes.toString("utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ type: "session", version: 3 });
    expect(lines.some((e) => e.type === "message" && e.message.role === "toolResult")).toBe(true);
    expect(run.outputs["artifact-id"]).toBe(String(artifact.id));
    // The same session as one HTML page, an artifact of its own beside it, linked where the session is.
    const page = peers.artifacts.artifact(`repo-agent-session-agent-issue-${issue}.html`)!;
    expect(artifact.name).toBe(`repo-agent-session-agent-issue-${issue}.jsonl`);
    expect(page.mimeType).toBe("text/html");
    const html = page.bytes.toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain("fix the typo in README");
    expect(html).toContain(`<span class="del">-3 This is a smal example repository.</span>`);
    expect(html).toContain("Fixed the typo: smal -&gt; small in README.md.");
    const links = `[session artifact](${RUN_URL}/artifacts/${artifact.id}) (HTML: [as a page](${RUN_URL}/artifacts/${page.id}))`;
    expect(comments[0].body).toContain(links);
    expect(run.summary).toContain(links);

    expect(peers.github.invalidRequests).toEqual([]);
    const everything = JSON.stringify(peers.github.requests.map((r) => r.body)) + run.summary + artifact.bytes.toString() + html;
    expect(everything).not.toContain(GITHUB_TOKEN);
    expect(everything).not.toContain(MODEL_KEY);
  });

  it("refuses a read-only user without calling the model, and says why", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { reader: "read" } });
    const event = commentEvent("reader", "/agent delete everything");
    const run = await runAction(peers, event, {});
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe("skipped");
    expect(peers.model.requests).toHaveLength(0);
    const replies = [...peers.github.state.comments.values()].filter((c) => c.body.includes("did not run"));
    expect(replies).toHaveLength(1);
    expect(replies[0].body).toMatch(/read/);
    expect(run.summary).toMatch(/read/);
    // A thread of one page is read beside the trust check.
    expect(peers.github.calls("issues/list-comments").length).toBeLessThanOrEqual(1);

    // A longer thread is read only for someone who may start runs: an outsider costs no page of it.
    const before = peers.github.requests.length;
    const long = commentEvent("reader", "/agent delete everything");
    long.payload.issue.comments = 250;
    for (let i = 0; i < 250; i++) peers.github.state.addComment({ issueNumber: long.payload.issue.number, user: "mona", body: `comment ${i}` });
    expect((await runAction(peers, long, {})).outputs.conclusion).toBe("skipped");
    expect(peers.github.requests.slice(before).filter((r) => r.operationId === "issues/list-comments")).toHaveLength(0);
  });

  it("refuses a bot that is not listed in allowed-bots", async () => {
    peers = await startPeers({ files: { "README.md": README } });
    const event = commentEvent("renovate[bot]", "/agent bump everything");
    event.payload.comment.user.type = "Bot";
    const run = await runAction(peers, event, {});
    expect(run.outputs.conclusion).toBe("skipped");
    expect(peers.model.requests).toHaveLength(0);
    expect(run.summary).toMatch(/renovate\[bot\]/);
  });

  it("ignores a comment without the trigger", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const run = await runAction(peers, commentEvent("mona", "looks good to me"), {});
    expect(run.outputs.conclusion).toBe("skipped");
    expect(run.summary).toMatch(/\/agent/);
    expect(peers.model.requests).toHaveLength(0);
  });

  it("answers a question on the issue itself when nothing is changed: redacted, pinging nobody", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent why does the README say 'smal'? Don't change anything, just explain.");
    peers.model.script(
      { toolCalls: [{ name: "read", args: { path: "README.md" } }] },
      { text: `'smal' is a typo for 'small', not a project name; @octocat wrote it in #1. (The key was ${MODEL_KEY}.)` },
    );
    const run = await runAction(peers, event, {});
    expect(run.outputs.conclusion).toBe("no-changes");
    const [comment] = [...peers.github.state.comments.values()].filter((c) => c.body.includes("<!-- repo-agent -->"));
    expect(comment.body).toContain("ℹ️ Finished without changing any files, so there is no pull request.\n\n**The agent's answer**\n\n> 'smal' is a typo for 'small', not a project name;");
    expect(comment.body).toContain("@\u200Boctocat wrote it in #\u200B1. (The key was ***.)");
    expect(comment.body).not.toContain(MODEL_KEY);
    expect(run.summary).toContain("'smal' is a typo for 'small'");
  });

  it("reads a model input's :<level> suffix as pi does: that model at that thinking level, unless the thinking input is set", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const asked = async (inputs: Record<string, string>) => {
      peers!.model.script({ text: "Nothing to change." });
      const run = await runAction(peers!, commentEvent("mona", "/agent is there a typo?"), { model: "anthropic/claude-haiku-4-5:high", ...inputs });
      expect(run.outputs.conclusion, run.stdout).toBe("no-changes");
      // Priced as the listed model it is, not an unknown id.
      expect(Number(run.outputs["cost-usd"])).toBeGreaterThan(0);
      const body = peers!.model.requests.at(-1)!.body;
      return { model: body.model, budget: body.thinking?.budget_tokens };
    };
    expect(await asked({ thinking: "" })).toEqual({ model: "claude-haiku-4-5", budget: 16384 });
    expect(await asked({ thinking: "low" })).toEqual({ model: "claude-haiku-4-5", budget: 2048 });
  });

  it("says the cost is unknown for a model id the catalogue does not price (a misspelt one), not $0.00", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    peers.model.script({ toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } }] }, { text: "Fixed." });
    const run = await runAction(peers, commentEvent("mona", "/agent fix the typo"), { model: "anthropic/claude-sonet-4-5" });
    expect(run.outputs.conclusion).toBe("success");
    expect((peers.github.calls("pulls/create")[0].body as { body: string }).body).toContain("Cost: unknown (the model has no prices)");
    const [comment] = [...peers.github.state.comments.values()].filter((c) => c.body.includes("<!-- repo-agent -->"));
    expect(comment.body).toContain("- **Cost:** unknown (no prices for `anthropic/claude-sonet-4-5`)\n");
    expect(run.summary).toContain("| Cost | unknown (no prices for `anthropic/claude-sonet-4-5`) |");
    const unlisted = 'Model "claude-sonet-4-5" not found for provider "anthropic". Using custom model id.';
    expect(run.stdout).toContain(`::warning::repo-agent: ${unlisted}`);
    expect(comment.body).toContain(unlisted);
    // A later step reads an empty output as unknown, not as free.
    expect(run.outputs["cost-usd"]).toBeUndefined();
    expect(run.outputs["input-tokens"]).toBe("200");
  });

  it("does not call a run done without a word when its last reply was cut at the model's output limit", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    peers.model.script(
      { toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } }] },
      { text: "I fixed the typo and I am now going to also upd", stop: "length" },
    );
    const run = await runAction(peers, commentEvent("mona", "/agent fix the typo"), {});
    expect(run.outputs.conclusion).toBe("success");
    const [comment] = [...peers.github.state.comments.values()].filter((c) => c.body.includes("<!-- repo-agent -->"));
    expect(comment.body).not.toContain("✅ Done");
    expect(comment.body).toContain("but the agent's last reply was cut off at the model's output limit, so the work may be unfinished");
    expect(comment.body).toContain("<summary>The agent's answer (cut off at the output limit)</summary>\n\n> I fixed the typo and I am now going to also upd");
    expect(run.summary).toContain("but the agent's last reply was cut off at the model's output limit");
    // Its pull request is a draft that says so too.
    const [pr] = peers.github.calls("pulls/create").map((c) => c.body as { title: string; body: string; draft: boolean });
    expect(pr.draft).toBe(true);
    expect(pr.title).toMatch(/^\[incomplete\] /);
    expect(pr.body).toContain("**Incomplete:** the run stopped early (the agent's last reply was cut off at the model's output limit)");
  });

  it("keeps the GitHub token and the model key out of what the tools return", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent show me the environment");
    peers.model.script(
      { toolCalls: [{ name: "bash", args: { command: "env; cat .git/config; git config --list --show-origin" } }] },
      { text: "Done." },
    );
    const run = await runAction(peers, event, {});
    expect(run.outputs.conclusion).toBe("no-changes");
    const toolOutput = JSON.stringify(peers.model.requests[1].body.messages);
    expect(toolOutput).toContain("PATH=");
    expect(toolOutput).not.toContain(GITHUB_TOKEN);
    expect(toolOutput).not.toContain(Buffer.from(`x-access-token:${peers.origin.token}`).toString("base64"));
    expect(toolOutput).not.toContain(MODEL_KEY);
    expect(toolOutput).not.toMatch(/ACTIONS_RUNTIME_TOKEN|INPUT_/);
  });

  it("does not push a change under .github/workflows and reports it", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo and add a workflow");
    peers.model.script(
      {
        toolCalls: [
          { name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } },
          { name: "write", args: { path: ".github/workflows/evil.yml", content: "on: push\n" } },
        ],
      },
      { text: "Done." },
    );
    const run = await runAction(peers, event, {});
    expect(run.outputs.conclusion).toBe("success");
    const branch = `refs/heads/agent/issue-${event.payload.issue.number}`;
    await expect(peers.origin.show(branch, ".github/workflows/evil.yml")).rejects.toThrow();
    expect(await peers.origin.show(branch, "README.md")).toContain("small");
    const comment = [...peers.github.state.comments.values()].find((c) => c.body.includes("<!-- repo-agent -->"));
    expect(comment?.body).toContain(".github/workflows/evil.yml");
  });

  // Names and numbers are the agent's to choose: more than fit in one command line, or in a description GitHub takes.
  it("pushes the rest when it leaves 12,000 protected files, and names a few of them in the comment and the pull request", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo and add many workflows");
    const many = `mkdir -p .github/workflows/many && cd .github/workflows/many && for i in $(seq -w 1 12000); do echo 'on: push' > "$i-${"x".repeat(200)}.yml"; done`;
    peers.model.script(
      {
        toolCalls: [
          { name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } },
          { name: "bash", args: { command: many } },
        ],
      },
      { text: "Done." },
    );
    const run = await runAction(peers, event, {});
    expect(run.outputs.conclusion).toBe("success");
    const branch = `refs/heads/agent/issue-${event.payload.issue.number}`;
    expect(await peers.origin.show(branch, "README.md")).toContain("small");
    expect(await peers.origin.git("ls-tree", "-r", "--name-only", branch)).not.toContain(".github/workflows/many");
    const pr = [...peers.github.state.issues.values()].find((i) => i.pull)!;
    expect(pr.body).toContain("> - … and 11950 more");
    const comment = [...peers.github.state.comments.values()].find((c) => c.body.includes("<!-- repo-agent -->"))!;
    expect(comment.body).toContain(" and 11980 more");
    expect(comment.body).toContain("Done.");
  }, 120_000);

  it("does not say 'without changing any files' when its only change was refused", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent add a workflow");
    const writes = [".github/workflows/evil.yml", ".github/workflows/@acme/core.yml"].map((path) => ({ name: "write", args: { path, content: "on: push\n" } }));
    peers.model.script({ toolCalls: writes }, { text: "Done." });
    const run = await runAction(peers, event, {});
    expect(run.outputs.conclusion).toBe("no-changes");
    const comment = [...peers.github.state.comments.values()].find((c) => c.body.includes("<!-- repo-agent -->"));
    expect(comment?.body).toContain("⚠️ Finished, but none of its changes could be pushed (see below), so there is no pull request.");
    expect(comment?.body).not.toContain("without changing any files");
    // As code, so that a path like @acme/core does not mention a team.
    expect(comment?.body).toContain("Not pushed (protected paths): `.github/workflows/@acme/core.yml`, `.github/workflows/evil.yml`");
  });
  it("an issue with a long body and more comments than fit gives the latest comments in the prompt and all of it in a file the agent reads", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const TRIGGER_AT = "2026-03-01T10:00:00Z";
    const event = commentEvent("mona", "/agent fix the typo in README");
    Object.assign(event.payload.comment, { created_at: TRIGGER_AT, updated_at: TRIGGER_AT });
    event.payload.issue.body = `BODY-START\n${"A stack frame of the crash.\n".repeat(1_000)}BODY-END`;
    seedFromEvent(peers.github.state, event.payload);
    const issue = event.payload.issue.number;
    // 60 comments of 2 KB, one minute apart, before the trigger: anyone may comment on an issue.
    for (let i = 0; i < 60; i++) {
      const c = peers.github.state.addComment({ issueNumber: issue, user: "rae", body: `${i === 0 ? "OLDEST-COMMENT" : `CONVO-${i}`}: ${"it fails for me too ".repeat(100)}` });
      const at = new Date(Date.parse(TRIGGER_AT) - (60 - i) * 60_000).toISOString();
      Object.assign(c, { createdAt: at, updatedAt: at });
    }
    const file = join(peers.checkout.runnerTemp, "repo-agent", "conversation", "conversation.md");
    peers.model.script({ toolCalls: [{ name: "read", args: { path: file } }] }, { text: "Done." });
    // A runner whose umask keeps new files from others must still give the agent's user the file.
    const umask = process.umask(0o077);
    const run = await runAction(peers, event, {}).finally(() => process.umask(umask));
    expect(run.outputs.conclusion).toBe("no-changes");
    const request = JSON.stringify(peers.model.requests[0].body);
    expect(request.length).toBeLessThan(100_000); // 28 KB of body and 120 KB of comments, uncapped
    expect(request).toContain("fix the typo in README");
    expect(request).toContain("BODY-START");
    expect(request).not.toContain("BODY-END");
    expect(request).toContain("CONVO-59: it fails for me too");
    expect(request).not.toContain("OLDEST-COMMENT");
    const shown = Number(/The latest (\d+) of the 60 earlier comments on #\d+, oldest first, are below/.exec(request)?.[1]);
    expect(shown).toBeGreaterThan(5);
    expect(request).toContain(`CONVO-${60 - shown}:`);
    expect(request).not.toContain(`CONVO-${59 - shown}:`);
    expect(request).toContain(`The issue's body above was cut to keep this message short. The oldest ${60 - shown} earlier comment(s) were left out for the same reason`);
    expect(request).toContain(`The issue's body and all 60 earlier comments, in full and fenced the same way, are in ${file}: read what the task needs from it`);
    // The agent can read the file, and it holds what the prompt cut or left out.
    const read = JSON.stringify(peers.model.requests[1].body);
    expect(read).toContain("BODY-END");
    expect(read).toContain("OLDEST-COMMENT: it fails for me too");
  });
});

describe("the action when things go wrong", () => {
  it("pushes the work so far as a draft PR when a budget runs out, and says which budget", async () => {
    peers = await startPeers({ files: { "README.md": README, "NOTES.md": "notes\n" }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo, then tidy the notes");
    peers.model.script(
      { toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } }] },
      { toolCalls: [{ name: "read", args: { path: "NOTES.md" } }] },
    );
    const run = await runAction(peers, event, { "max-turns": "1" });
    expect(run.outputs.conclusion).toBe("budget-exceeded");
    expect(peers.model.requests).toHaveLength(1);
    const [pr] = peers.github.calls("pulls/create");
    expect(pr.body).toMatchObject({ draft: true });
    expect(await peers.origin.show(`refs/heads/agent/issue-${event.payload.issue.number}`, "README.md")).toContain("small");
    const comment = [...peers.github.state.comments.values()].find((c) => c.body.includes("<!-- repo-agent -->"));
    expect(comment?.body).toMatch(/turn budget reached/);
  });

  it("says on the issue, not only in the log, when the workflow gives no key for the model, and asks the model nothing", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo");
    const run = await runAction(peers, event, { "anthropic-api-key": "" });
    expect(run.code).toBe(1);
    expect(run.outputs.conclusion).toBe("failed");
    expect(peers.model.requests).toHaveLength(0);
    const comments = [...peers.github.state.comments.values()].filter((c) => c.body.includes("<!-- repo-agent -->"));
    expect(comments.map((c) => c.body)).toEqual([expect.stringContaining("repo-agent could not run: model anthropic/claude-haiku-4-5 needs the anthropic-api-key input")]);
    expect(run.summary).toContain("needs the anthropic-api-key input");
  });

  it("refuses a cost budget it could not keep: a model without prices would count $0 and never stop", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo");
    const run = await runAction(peers, event, { model: "anthropic/claude-opus-9", "max-cost-usd": "1" });
    expect(run.code).toBe(1);
    expect(run.outputs.conclusion).toBe("failed");
    expect(peers.model.requests).toHaveLength(0);
    const comment = [...peers.github.state.comments.values()].find((c) => c.body.includes("<!-- repo-agent -->"));
    expect(comment?.body).toContain("max-cost-usd cannot be kept: model anthropic/claude-opus-9 has no prices");
  });

  it("reports a model failure after retries, still uploads the session, and exits non-zero", async () => {
    const settings = JSON.stringify({ retry: { maxRetries: 2, baseDelayMs: 1 } });
    peers = await startPeers({ files: { "README.md": README, ".pi/settings.json": settings }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo");
    const outage = { fault: { kind: "status" as const, status: 503, message: "upstream overloaded" } };
    peers.model.script(outage, outage, outage);
    const run = await runAction(peers, event, {});
    expect(peers.model.requests).toHaveLength(3);
    expect(run.code).not.toBe(0);
    expect(run.outputs.conclusion).toBe("failed");
    const comment = [...peers.github.state.comments.values()].find((c) => c.body.includes("<!-- repo-agent -->"));
    expect(comment?.body).toContain("upstream overloaded");
    expect(peers.artifacts.artifacts.map((a) => a.name)).toEqual([`repo-agent-session-agent-issue-${event.payload.issue.number}.jsonl`, `repo-agent-session-agent-issue-${event.payload.issue.number}.html`]);
    expect(peers.github.calls("pulls/create")).toHaveLength(0);
  });

  it("updates the same branch and PR when run again on the same issue", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const first = commentEvent("mona", "/agent fix the typo");
    peers.model.script({ toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } }] }, { text: "Fixed." });
    const one = await runAction(peers, first, {});
    expect(one.outputs.conclusion).toBe("success");
    const second = commentEvent("mona", "/agent also add a line");
    second.payload.comment.id += 1;
    peers.model.script({ toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "repository.", newText: "repository.\n\nMore to come." }] } }] }, { text: "Added." });
    const two = await runAction(peers, second, {}, "main", { runId: 43 }); // another workflow run
    expect(two.outputs.conclusion).toBe("success");
    expect(two.outputs["pr-url"]).toBe(one.outputs["pr-url"]);
    expect(peers.github.calls("pulls/create")).toHaveLength(1);
    // The branch existed this time: its pull request was looked up and updated, naming the new session.
    expect(peers.github.calls("pulls/list")).toHaveLength(1);
    expect(peers.github.calls("pulls/update")).toHaveLength(1);
    const pr = [...peers.github.state.issues.values()].find((i) => i.pull)!;
    expect(pr.body).toMatch(new RegExp(`<!-- repo-agent-session: ${two.outputs["artifact-id"]} -->$`));
    expect(pr.body).toContain(`[session](https://github.com/Codertocat/Hello-World/actions/runs/43/artifacts/${two.outputs["artifact-id"]})`);
    const readme = await peers.origin.show(`refs/heads/agent/issue-${first.payload.issue.number}`, "README.md");
    expect(readme).toContain("small");
    expect(readme).toContain("More to come.");
    expect(await peers.origin.log(`refs/heads/agent/issue-${first.payload.issue.number}`)).toHaveLength(3);
  });

  it("finalises the progress comment in the post step after the main step was killed", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent run something slow");
    peers.model.script({ toolCalls: [{ name: "bash", args: { command: "sleep 30" } }] });
    const main = runAction(peers, event, {}, undefined, { killAfterModelRequests: 1 });
    const run = await main;
    expect(run.code).not.toBe(0);
    const working = [...peers.github.state.comments.values()].find((c) => c.body.includes("<!-- repo-agent -->"));
    expect(working?.body).not.toMatch(/stopped before finishing/);
    const post = await runAction(peers, event, {}, "post", { state: run.state });
    expect(post.code).toBe(0);
    const after = peers.github.state.comments.get(working!.id);
    expect(after?.body).toMatch(/stopped before finishing/i);
  });

  /** A fix run SIGKILLed while its second step runs; the comment, edited at most every 10 s, still says "Starting". */
  async function crashAfterAnEdit() {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo and run the tests");
    peers.model.script(
      { toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } }] },
      { toolCalls: [{ name: "bash", args: { command: `sleep 30 # ${MODEL_KEY}` } }] },
    );
    const run = await runAction(peers, event, {}, "main", { killAfterModelRequests: 2 });
    expect(run.code).not.toBe(0);
    expect(peers.artifacts.artifacts).toHaveLength(0);
    return { peers, event, run, issue: event.payload.issue.number as number };
  }

  it("after a hard crash, the post step uploads the session left on the runner, redacted, and states the steps it records", async () => {
    const { peers, event, run, issue } = await crashAfterAnEdit();
    const post = await runAction(peers, event, {}, "post", { state: run.state });
    expect(post.code).toBe(0);

    // Named as the main step would have named them; the JSONL still parses, the key is gone.
    const session = peers.artifacts.artifact(`repo-agent-session-agent-issue-${issue}.jsonl`)!;
    const page = peers.artifacts.artifact(`repo-agent-session-agent-issue-${issue}.html`)!;
    const text = session.bytes.toString("utf8");
    const lines = text.trim().split("\n").map((l) => JSON.parse(l));
    expect(lines.some((e) => e.message?.content?.some?.((c: { name?: string }) => c.name === "edit"))).toBe(true);
    expect(text + page.bytes.toString("utf8")).not.toContain(MODEL_KEY);

    const body = [...peers.github.state.comments.values()].find((c) => c.body.includes("<!-- repo-agent -->"))!.body;
    expect(body).toContain(`Its session so far is in [the session artifact](${RUN_URL}/artifacts/${session.id}) (HTML: [as a page](${RUN_URL}/artifacts/${page.id})).`);
    expect(body).toContain("- [x] Editing `README.md`\n- [x] Running `sleep 30 # ***` — interrupted");
    expect(body).not.toContain("Starting");
    expect(body).not.toContain(MODEL_KEY);
  });

  it("after a hard crash, the post step keeps the changes left in the workspace as a patch, redacted, that git apply takes", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo and note the key");
    const issue = event.payload.issue.number as number;
    peers.model.script(
      {
        toolCalls: [
          { name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } },
          { name: "write", args: { path: "notes/key.txt", content: `key ${MODEL_KEY}\n` } },
        ],
      },
      { toolCalls: [{ name: "bash", args: { command: "sleep 30" } }] },
    );
    const run = await runAction(peers, event, {}, "main", { killAfterModelRequests: 2 });
    expect(run.code).not.toBe(0);
    const post = await runAction(peers, event, {}, "post", { state: run.state });
    expect(post.code).toBe(0);

    const name = `repo-agent-patch-agent-issue-${issue}.patch`;
    const patch = peers.artifacts.artifact(name)!;
    expect(patch.bytes.toString("utf8")).not.toContain(MODEL_KEY);
    expect(post.stdout).toContain(`::warning::repo-agent post step: the main step did not finish; the changes it left are kept as a patch in the artifact ${name} (${RUN_URL}/artifacts/${patch.id})`);
    const body = [...peers.github.state.comments.values()].find((c) => c.body.includes("<!-- repo-agent -->"))!.body;
    expect(body).toContain(`The changes it left are kept as a patch in [the artifact \`${name}\`](${RUN_URL}/artifacts/${patch.id}): download it and apply it with \`git apply\`.`);

    // The checkout's own index was not touched; on the checkout made clean again, the patch gives the work back.
    const { dir, runnerTemp } = peers.checkout;
    const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" });
    expect(git("diff", "--cached", "--name-only")).toBe("");
    git("checkout", "--", ".");
    git("clean", "-fdq");
    const file = join(runnerTemp, "left.patch");
    writeFileSync(file, patch.bytes);
    git("apply", file);
    expect(readFileSync(join(dir, "README.md"), "utf8")).toBe(README.replace("smal", "small"));
    expect(readFileSync(join(dir, "notes/key.txt"), "utf8")).toBe("key ***\n");
  });

  it("after a hard crash between the push and the pull request, the post step's comment names the branch that holds the work", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo");
    const issue = event.payload.issue.number as number;
    peers.model.script({ toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } }] }, { text: "Fixed." });
    // The pull request is never answered: the step dies waiting for it.
    peers.github.fail({ operation: "pulls/create", hold: true });
    const run = await runAction(peers, event, {}, "main", { killOnGithubCall: "pulls/create" });
    expect(run.code).not.toBe(0);
    expect(await peers.origin.show(`refs/heads/agent/issue-${issue}`, "README.md")).toBe(README.replace("smal", "small"));
    expect([...peers.github.state.issues.values()].some((i) => i.pull)).toBe(false);

    const post = await runAction(peers, event, {}, "post", { state: run.state });
    expect(post.code).toBe(0);
    const body = [...peers.github.state.comments.values()].find((c) => c.body.includes("<!-- repo-agent -->"))!.body;
    expect(body).toContain(`Its work was pushed to the branch [\`agent/issue-${issue}\`](https://github.com/Codertocat/Hello-World/tree/agent/issue-${issue}) before it stopped.`);
    // The work is on the branch, so there is nothing left to keep as a patch.
    expect(body).not.toContain("patch");
    expect(peers.artifacts.artifact(`repo-agent-patch-agent-issue-${issue}.patch`)).toBeUndefined();
  });

  it("after a hard crash between the pull request and the final comment, the post step's comment names the pull request", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo");
    const issue = event.payload.issue.number as number;
    peers.model.script({ toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "smal", newText: "small" }] } }] }, { text: "Fixed." });
    // The comment's final edit is never answered: the step dies waiting for it.
    peers.github.fail({ operation: "issues/update-comment", bodyContains: FINISHED_MARKER, hold: true });
    const run = await runAction(peers, event, {}, "main", { killOnGithubCall: "issues/update-comment" });
    expect(run.code).not.toBe(0);
    const pull = [...peers.github.state.issues.values()].find((i) => i.pull)!;
    expect(pull).toBeDefined();

    const post = await runAction(peers, event, {}, "post", { state: run.state });
    expect(post.code).toBe(0);
    const body = [...peers.github.state.comments.values()].find((c) => c.body.includes("<!-- repo-agent -->"))!.body;
    expect(body).toContain(
      `Its work is in pull request [#${pull.number}](https://github.com/Codertocat/Hello-World/pull/${pull.number}), on the branch [\`agent/issue-${issue}\`](https://github.com/Codertocat/Hello-World/tree/agent/issue-${issue}).`,
    );
  });

  // The comment waits 20 s for the uploads; a patch still uploading then is not one that failed.
  it("after a hard crash with a slow artifact service, the comment does not say the patch could not be uploaded while it still is", async () => {
    const { peers, event, run, issue } = await crashAfterAnEdit();
    peers.artifacts.fail("CreateArtifact", { delayMs: 22_000, times: 5 });
    const post = await runAction(peers, event, {}, "post", { state: run.state });
    expect(post.code).toBe(0);
    const name = `repo-agent-patch-agent-issue-${issue}.patch`;
    const patch = peers.artifacts.artifact(name)!;
    expect(post.stdout).toContain(`the changes it left are kept as a patch in the artifact ${name} (${RUN_URL}/artifacts/${patch.id})`);
    const body = [...peers.github.state.comments.values()].find((c) => c.body.includes("<!-- repo-agent -->"))!.body;
    expect(body).toContain("stopped before finishing");
    expect(body).not.toContain("could not be uploaded");
  }, 120_000);

  it("after a hard crash with the artifact service down, the post step still finalises the comment with the session's steps, and warns", async () => {
    const { peers, event, run } = await crashAfterAnEdit();
    peers.artifacts.fail("CreateArtifact", { reset: true, times: 20 });
    const post = await runAction(peers, event, {}, "post", { state: run.state });
    expect(post.code).toBe(0);
    expect(post.stdout).toMatch(/::warning::.*session artifact could not be uploaded/);
    const body = [...peers.github.state.comments.values()].find((c) => c.body.includes("<!-- repo-agent -->"))!.body;
    expect(body).toContain("stopped before finishing");
    expect(body).not.toContain("session artifact");
    expect(body).toContain("Its changes could not be uploaded as a patch; the session's tool calls hold them.");
    expect(body).toContain("- [x] Editing `README.md`\n- [x] Running `sleep 30 # ***` — interrupted");
  });
});

describe("scheduled maintenance", () => {
  it("expands the prompt's template from the reused branch without following a link the earlier agent put in its place", async () => {
    peers = await startPeers({ files: { "README.md": README, ".pi/prompts/tidy.md": "Tidy the README.\n" } });
    const links = "rm .pi/prompts/tidy.md && ln -s /proc/self/environ .pi/prompts/tidy.md && echo tidied >> README.md";
    peers.model.script({ toolCalls: [{ name: "bash", args: { command: links } }] }, { text: "Tidied." });
    const one = await runAction(peers, dispatchEvent(), { prompt: "/tidy" });
    expect(one.outputs).toMatchObject({ conclusion: "success", branch: "agent/maintain-tidy" });

    peers.checkout = await prepareCheckout(peers.origin); // the next scheduled run checks out main
    peers.model.script({ text: "Nothing to tidy." });
    const before = peers.model.requests.length;
    const two = await runAction(peers, dispatchEvent(), { prompt: "/tidy" }, "main", { runId: 43 });
    expect(two.outputs.branch).toBe("agent/maintain-tidy");
    const sent = JSON.stringify(peers.model.requests.slice(before).map((r) => r.body));
    expect(sent).not.toContain(GITHUB_TOKEN);
    expect(sent).not.toContain(MODEL_KEY);
  });


  it("works on <prefix>maintain-<slug>, updates its open PR on the next run, and opens none without changes", async () => {
    peers = await startPeers({ files: { "README.md": README, "CHANGELOG.md": "# Changelog\n" } });
    const prompt = "Update the changelog";
    peers.model.script({ toolCalls: [{ name: "write", args: { path: "CHANGELOG.md", content: "# Changelog\n\n- entry one\n" } }] }, { text: "Added one entry." });
    const one = await runAction(peers, dispatchEvent(), { prompt });
    expect(one.outputs).toMatchObject({ conclusion: "success", branch: "agent/maintain-update-the-changelog" });
    peers.model.script({ toolCalls: [{ name: "write", args: { path: "CHANGELOG.md", content: "# Changelog\n\n- entry one\n- entry two\n" } }] }, { text: "Added another." });
    const two = await runAction(peers, dispatchEvent(), { prompt });
    expect(two.outputs["pr-url"]).toBe(one.outputs["pr-url"]);
    expect(peers.github.calls("pulls/create")).toHaveLength(1);
    expect(await peers.origin.show("refs/heads/agent/maintain-update-the-changelog", "CHANGELOG.md")).toContain("entry two");

    // The same result again: nothing new to push, and the one pull request is named, not a second one.
    peers.model.script({ toolCalls: [{ name: "write", args: { path: "CHANGELOG.md", content: "# Changelog\n\n- entry one\n- entry two\n" } }] }, { text: "Same again." });
    const again = await runAction(peers, dispatchEvent(), { prompt });
    expect(again.outputs).toMatchObject({ conclusion: "no-changes", "pr-url": one.outputs["pr-url"] });
    expect(again.summary).toContain(`#${one.outputs["pr-number"]}`);
    expect(peers.github.calls("pulls/create")).toHaveLength(1);

    peers.model.script({ text: "Nothing to update." });
    const three = await runAction(peers, dispatchEvent(), { prompt: "Check the licence headers" });
    expect(three.outputs.conclusion).toBe("no-changes");
    expect(three.outputs["pr-url"]).toBeUndefined();
    expect(three.summary).toMatch(/without changing any files, so there is no pull request/);
    expect(peers.github.calls("pulls/create")).toHaveLength(1);
  });

  it("expands a prompt template from the repository's .pi/prompts with its arguments", async () => {
    peers = await startPeers({ files: { "README.md": README, ".pi/prompts/tidy.md": "---\ndescription: tidy a file\n---\nTidy $1 and keep TEMPLATE-MARK.\n" } });
    peers.model.script({ text: "Nothing to tidy." });
    const run = await runAction(peers, dispatchEvent(), { prompt: "/tidy README.md" });
    expect(run.outputs.conclusion).toBe("no-changes");
    const first = JSON.stringify(peers.model.requests[0].body.messages);
    expect(first).toContain("Tidy README.md and keep TEMPLATE-MARK.");
    expect(first).not.toContain("description: tidy");
  });
});
