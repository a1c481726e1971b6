import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liftCredentials } from "../../../src/action/isolation/credentials.js";
import { readInputs } from "../../../src/action/intake/inputs.js";
import { toolEnvironment } from "../../../src/action/isolation/tool-env.js";
import { prepareCheckout } from "../../support/checkout.js";
import { startGitOrigin, type GitOrigin } from "../../support/git-origin.js";

let origin: GitOrigin;
beforeAll(async () => {
  origin = await startGitOrigin({ files: { "README.md": "# hello\n" } });
});
afterAll(() => origin.close());

describe("credentials persisted by actions/checkout", () => {
  it.each(["extraheader", "include-file"] as const)("are lifted out of .git/config (%s) and restored for delivery", async (credentials) => {
    const ws = await prepareCheckout(origin, { credentials });
    const settings = async () => (await ws.git("config", "--local", "--list")).trim().split("\n").sort();
    const before = await settings();
    const lifted = await liftCredentials(ws.dir);
    expect(lifted.count).toBeGreaterThanOrEqual(1);
    const during = (await settings()).join("\n");
    expect(during).not.toMatch(/extraheader|includeif/i);
    expect(during).not.toContain(Buffer.from(`x-access-token:${origin.token}`).toString("base64"));
    // Without them the agent cannot push.
    await ws.git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "--allow-empty", "-m", "try");
    await expect(ws.git("push", "origin", "HEAD:refs/heads/agent/sneaky")).rejects.toThrow();
    // Whatever the agent wrote into the config meanwhile is undone.
    await ws.git("config", "--local", "remote.origin.url", "http://127.0.0.1:1/evil.git");
    await lifted.restore();
    expect(await settings()).toEqual(before);
    await ws.git("push", "origin", `HEAD:refs/heads/agent/allowed-${credentials}`);
    expect((await origin.refs())[`refs/heads/agent/allowed-${credentials}`]).toBeDefined();
  });
});

describe("tool environment", () => {
  it("drops tokens, keys, runner channels and inputs but keeps the rest", () => {
    const env = toolEnvironment({
      PATH: "/usr/bin",
      HOME: "/home/runner",
      CI: "true",
      GITHUB_REPOSITORY: "o/r",
      GITHUB_TOKEN: "ghs_x",
      GH_TOKEN: "x",
      "INPUT_GITHUB-TOKEN": "ghs_y",
      INPUT_MODEL: "m",
      ACTIONS_RUNTIME_TOKEN: "jwt",
      ACTIONS_ID_TOKEN_REQUEST_URL: "u",
      ANTHROPIC_API_KEY: "sk-ant",
      OPENAI_API_KEY: "sk",
      GEMINI_API_KEY: "g",
      NPM_TOKEN: "n",
      AWS_SECRET_ACCESS_KEY: "a",
      GITHUB_OUTPUT: "/tmp/out",
      GITHUB_ENV: "/tmp/env",
    });
    expect(env).toEqual({ PATH: "/usr/bin", HOME: "/home/runner", CI: "true", GITHUB_REPOSITORY: "o/r", GIT_TERMINAL_PROMPT: "0" });
  });
});

describe("inputs", () => {
  const given = (values: Record<string, string>) => (name: string) => values[name] ?? "";

  it("reads defaults and lists", () => {
    const inputs = readInputs(given({ "github-token": "t", model: "anthropic/claude-sonnet-4-5", "allowed-users": "a, b\nc", tools: "read,grep" }));
    expect(inputs).toMatchObject({ trigger: "/agent", mode: "auto", thinking: "medium", branchPrefix: "agent/", draft: false, uploadSession: true, allowedUsers: ["a", "b", "c"], tools: ["read", "grep"], protectedPaths: [".github/workflows/**"] });
    expect(inputs.maxCostUsd).toBeUndefined();
  });

  it("reports every bad value at once, one clause each", () => {
    expect(() => readInputs(given({ "github-token": "t", mode: "yolo", "max-cost-usd": "-1", draft: "maybe", tools: "read,fly" }))).toThrow(
      /5 inputs need fixing: input mode must be one of auto, fix, review, maintain \(got "yolo"\); input tools has unknown tool fly.*; input model is required.*; input draft must be true or false \(got "maybe"\); input max-cost-usd must be a positive number \(got "-1"\)/,
    );
  });
});
