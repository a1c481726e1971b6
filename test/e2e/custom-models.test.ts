import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { agentComments, expectedResult, FAST_RETRY, finalResult, README, TYPO_FIX } from "../faults/helpers.js";
import { prepareCheckout } from "../support/checkout.js";
import { commentEvent, MODEL_KEY, openPullRequest, pullRequestEvent, runAction, startPeers, type Peers } from "./harness.js";

// The action reads pi's models.json from the trusted branch (.pi/models.json or the models-file
// input), runs no command and reads no variable for its values, and takes keys only from its inputs.

let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});

const marker = join(mkdtempSync(join(tmpdir(), "models-marker-")), "ran");

const modelsJson = (baseUrl: string) =>
  JSON.stringify({
    providers: {
      house: {
        baseUrl,
        api: "openai-completions",
        // Never run, never read: the action's keys come from its inputs.
        apiKey: `!touch ${marker}`,
        headers: { "x-route": "HOME" },
        models: [{ id: "house-coder", input: ["text", "image"], contextWindow: 32_000, maxTokens: 2_000, cost: { input: 1, output: 2 } }],
      },
    },
  });

const INPUTS = { model: "house/house-coder", "openai-api-key": MODEL_KEY, "anthropic-api-key": "" };

describe("custom models in the action", () => {
  it("an issue run uses .pi/models.json: its endpoint, model and limits, with the input's key and literal headers", async () => {
    peers = await startPeers({
      files: { "README.md": README, ".pi/settings.json": FAST_RETRY },
      modelFiles: (url) => ({ ".pi/models.json": modelsJson(`${url}/v1`) }),
      permissions: { mona: "write" },
    });
    const event = commentEvent("mona", "/agent fix the typo in README");
    peers.model.script(...TYPO_FIX);
    const run = await runAction(peers, event, INPUTS);
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.outputs.conclusion).toBe("success");
    expect(peers.model.requests).toHaveLength(3);
    for (const r of peers.model.requests) {
      expect(r.path).toBe("/v1/chat/completions");
      expect(r.body).toMatchObject({ model: "house-coder", max_tokens: 2_000 });
      expect(r.headers.authorization).toBe(`Bearer ${MODEL_KEY}`);
      expect(r.headers["x-route"]).toBe("HOME");
    }
    expect(existsSync(marker)).toBe(false);
    expect(await finalResult(peers, event.payload.issue.number)).toEqual(expectedResult(event.payload.issue.title));
    // Cost figures follow the file's prices: 3000 in at $1/M, 120 out at $2/M, plus two default-usage turns.
    expect(Number(run.outputs["cost-usd"])).toBeCloseTo((3000 + 100 + 100) / 1e6 + (120 + 20 + 20) * 2 / 1e6, 9);
  });

  it("a pull request's review uses the base branch's models-file, not the one the PR changed", async () => {
    peers = await startPeers({
      files: { "README.md": README },
      modelFiles: (url) => ({ "ci/models.json": modelsJson(`${url}/v1`) }),
      permissions: { maintainer: "maintain", contributor: "write" },
    });
    // The PR points the provider at an address of its own.
    await peers.origin.commit("patch-1", { "README.md": README + "\nMore.\n", "ci/models.json": modelsJson("http://127.0.0.1:9/v1") });
    const pr = await openPullRequest(peers, { head: "patch-1", title: "More", user: "contributor" });
    peers.model.script({ text: "Looks fine." });
    const run = await runAction(peers, commentEvent("maintainer", "/agent review", { pull: pr }), { ...INPUTS, "models-file": "ci/models.json" });
    expect(run.outputs.conclusion).toBe("success");
    expect(peers.model.requests).toHaveLength(1);
    expect(peers.model.requests[0].body.model).toBe("house-coder");
  });

  it("a pull request that drops the provider from its models file is still reviewed with the base's (the workspace holds the PR's merge)", async () => {
    peers = await startPeers({
      files: { "README.md": README },
      modelFiles: (url) => ({ ".pi/models.json": modelsJson(`${url}/v1`) }),
      permissions: { contributor: "write" },
    });
    await peers.origin.commit("patch-1", { "README.md": README + "\nMore.\n", ".pi/models.json": JSON.stringify({ providers: {} }) });
    const pr = await openPullRequest(peers, { head: "patch-1", title: "More", user: "contributor" });
    // actions/checkout on a pull_request event: the test merge, with the PR's models file.
    peers.checkout = await prepareCheckout(peers.origin, { ref: `refs/pull/${pr.number}/merge` });
    peers.model.script({ text: "Looks fine." });
    const run = await runAction(peers, await pullRequestEvent(peers, pr.number, "opened"), { ...INPUTS, mode: "review" });
    expect(run.stderr).not.toMatch(/neither built in/);
    expect(run.outputs.conclusion).toBe("success");
    expect(peers.model.requests).toHaveLength(1);
    expect(peers.model.requests[0].body.model).toBe("house-coder");
  });

  it("on a pull request, a provider the base's models file lacks fails the run with one line, before any model request", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { contributor: "write" } });
    await peers.origin.commit("patch-1", { ".pi/models.json": modelsJson("http://127.0.0.1:9/v1") });
    const pr = await openPullRequest(peers, { head: "patch-1", title: "House model", user: "contributor" });
    peers.checkout = await prepareCheckout(peers.origin, { ref: `refs/pull/${pr.number}/merge` });
    const run = await runAction(peers, await pullRequestEvent(peers, pr.number, "opened"), { ...INPUTS, mode: "review" });
    expect(run.outputs.conclusion).toBe("failed");
    expect(peers.model.requests).toHaveLength(0);
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
    const line = `input model: provider "house" is neither built in (anthropic, openai, openai-compatible, google) nor defined in the base branch's .pi/models.json; use one of those, or add the provider to the base branch's .pi/models.json`;
    expect(run.summary).toContain(line);
    expect(run.stdout.split("\n").filter((l) => l.startsWith("::error::"))[0]).toBe(`::error::${line}`);
  });

  it("a mistake in the models file fails the run with one line naming the field, before any model request", async () => {
    peers = await startPeers({
      files: { "README.md": README, ".pi/models.json": JSON.stringify({ providers: { house: { api: "openai-completions", models: [{ id: "house-coder" }] } } }) },
      permissions: { mona: "write" },
    });
    const event = commentEvent("mona", "/agent fix the typo in README");
    const run = await runAction(peers, event, INPUTS);
    expect(run.outputs.conclusion).toBe("failed");
    expect(peers.model.requests).toHaveLength(0);
    const [comment] = agentComments(peers, event.payload.issue.number);
    expect(comment.body).toContain(".pi/models.json: providers.house.baseUrl is required for a provider with custom models.");
  });

  it("a models.json provider without its key input says which input", async () => {
    peers = await startPeers({
      files: { "README.md": README },
      modelFiles: (url) => ({ ".pi/models.json": modelsJson(`${url}/v1`) }),
      permissions: { mona: "write" },
    });
    const event = commentEvent("mona", "/agent fix the typo in README");
    const run = await runAction(peers, event, { ...INPUTS, "openai-api-key": "" });
    expect(run.outputs.conclusion).toBe("failed");
    expect(peers.model.requests).toHaveLength(0);
    const [comment] = agentComments(peers, event.payload.issue.number);
    expect(comment.body).toContain("model house/house-coder needs the openai-api-key input");
  });

  it("a cost budget with a models.json model that has no prices fails before any model request, saying where to price it", async () => {
    peers = await startPeers({
      files: { "README.md": README },
      modelFiles: (url) => ({ ".pi/models.json": modelsJson(`${url}/v1`).replace(/,"cost":\{[^}]*\}/, "") }),
      permissions: { mona: "write" },
    });
    const event = commentEvent("mona", "/agent fix the typo in README");
    const run = await runAction(peers, event, { ...INPUTS, "max-cost-usd": "1" });
    expect(run.outputs.conclusion).toBe("failed");
    expect(peers.model.requests).toHaveLength(0);
    const [comment] = agentComments(peers, event.payload.issue.number);
    expect(comment.body).toContain('max-cost-usd cannot be kept: model house/house-coder has no prices; describe it with its "cost"');
  });

  it("a .pi/models.json that is not valid JSON is said to be so, also when the model's provider would be defined in it", async () => {
    peers = await startPeers({ files: { "README.md": README, ".pi/models.json": "{ providers: " }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo in README");
    const run = await runAction(peers, event, INPUTS);
    expect(run.outputs.conclusion).toBe("failed");
    expect(peers.model.requests).toHaveLength(0);
    const [comment] = agentComments(peers, event.payload.issue.number);
    expect(comment.body).toMatch(/could not run: \.pi\/models\.json is not valid JSON \(.+\); fix or remove it\./);
    expect(comment.body).not.toContain("neither built in");
  });

  it("a models-file the input names but the repository lacks is a mistake, also for a built-in model and on a pull request", async () => {
    peers = await startPeers({ files: { "README.md": README }, permissions: { mona: "write" } });
    peers.model.script({ text: "Nothing to do." });
    const event = commentEvent("mona", "/agent fix the typo in README");
    const run = await runAction(peers, event, { "models-file": "ci/models.json" });
    expect(run.outputs.conclusion).toBe("failed");
    expect(peers.model.requests).toHaveLength(0);
    const line = "input models-file: the checkout has no file ci/models.json; commit it there, or remove models-file to use .pi/models.json";
    expect(agentComments(peers, event.payload.issue.number)[0].body).toContain(line);
    expect(run.summary).toContain(line);

    // The pull request adds the file; the base branch, which decides, has none.
    await peers.origin.commit("patch-1", { "ci/models.json": JSON.stringify({ providers: {} }) });
    const pr = await openPullRequest(peers, { head: "patch-1", title: "Models", user: "mona" });
    peers.checkout = await prepareCheckout(peers.origin, { ref: `refs/pull/${pr.number}/merge` });
    peers.model.script({ text: "Looks fine." });
    const review = await runAction(peers, await pullRequestEvent(peers, pr.number, "opened"), { mode: "review", "models-file": "ci/models.json" });
    expect(review.outputs.conclusion).toBe("failed");
    expect(peers.model.requests).toHaveLength(0);
    expect(review.summary).toContain("input models-file: the base branch has no file ci/models.json");
  });
});

describe("an openai-compatible endpoint of one's own in the action", () => {
  it("needs no key input with base-url, and is sent no key, not even the workflow's OPENAI_API_KEY", async () => {
    peers = await startPeers({ files: { "README.md": README, ".pi/settings.json": FAST_RETRY }, permissions: { mona: "write" }, keylessModel: true });
    const event = commentEvent("mona", "/agent fix the typo in README");
    peers.model.script(...TYPO_FIX);
    const inputs = { model: "openai-compatible/qwen3-coder", "base-url": `${peers.model.url}/v1`, "anthropic-api-key": "" };
    // A key in the job's environment is for other steps: the action's keys come only from its inputs.
    const run = await runAction(peers, event, inputs, "main", { env: { OPENAI_API_KEY: "sk-workflow-env-0123456789abcdef" } });
    expect(run.outputs.conclusion).toBe("success");
    expect(peers.model.requests).toHaveLength(3);
    for (const r of peers.model.requests) {
      expect(r.path).toBe("/v1/chat/completions");
      expect(r.headers.authorization).toBeUndefined();
    }
    expect(await finalResult(peers, event.payload.issue.number)).toEqual(expectedResult(event.payload.issue.title));
  });
});

describe("the model SDKs' own variables in the job's environment", () => {
  // The SDKs read these themselves: their headers could carry a key of the environment to the endpoint.
  const HEADERS = "authorization: Bearer sk-env-header-0123456789abcdef\napi-key: sk-env-header-0123456789abcdef\nx-api-key: sk-ant-env-header-0123456789abcdef\nx-from-env: yes";

  it("add no header to a keyless openai-compatible endpoint's requests", async () => {
    peers = await startPeers({ files: { "README.md": README, ".pi/settings.json": FAST_RETRY }, permissions: { mona: "write" }, keylessModel: true });
    const event = commentEvent("mona", "/agent fix the typo in README");
    peers.model.script(...TYPO_FIX);
    const inputs = { model: "openai-compatible/qwen3-coder", "base-url": `${peers.model.url}/v1`, "anthropic-api-key": "" };
    const run = await runAction(peers, event, inputs, "main", { env: { OPENAI_CUSTOM_HEADERS: HEADERS } });
    expect(run.outputs.conclusion).toBe("success");
    expect(peers.model.requests).toHaveLength(3);
    for (const r of peers.model.requests) {
      expect(r.headers.authorization).toBeUndefined();
      expect(r.headers["api-key"]).toBeUndefined();
      expect(r.headers["x-api-key"]).toBeUndefined();
      expect(r.headers["x-from-env"]).toBeUndefined();
    }
  });

  it("do not replace the anthropic-api-key input's key", async () => {
    peers = await startPeers({ files: { "README.md": README, ".pi/settings.json": FAST_RETRY }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent fix the typo in README");
    peers.model.script(...TYPO_FIX);
    const run = await runAction(peers, event, {}, "main", { env: { ANTHROPIC_CUSTOM_HEADERS: HEADERS } });
    expect(run.outputs.conclusion).toBe("success");
    expect(peers.model.requests).toHaveLength(3);
    for (const r of peers.model.requests) {
      expect(r.headers.authorization).toBe(`Bearer ${MODEL_KEY}`);
      expect(r.headers["x-api-key"]).toBeUndefined();
      expect(r.headers["x-from-env"]).toBeUndefined();
    }
    // Said, not dropped silently; and the values masked, as the model keys are.
    expect(run.stdout).toContain("::warning::repo-agent: ignored ANTHROPIC_CUSTOM_HEADERS from the job's environment;");
    expect(run.stdout).toContain("::add-mask::sk-ant-env-header-0123456789abcdef");
  });
});
