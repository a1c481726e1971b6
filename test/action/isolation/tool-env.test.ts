import { describe, expect, it } from "vitest";
import { readInputs } from "../../../src/action/intake/inputs.js";
import { toolEnvironment } from "../../../src/action/isolation/tool-env.js";

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
    expect(inputs).toMatchObject({ trigger: "/agent", mode: "auto", branchPrefix: "agent/", draft: false, uploadSession: true, allowedUsers: ["a", "b", "c"], tools: ["read", "grep"], protectedPaths: [".github/workflows/**"] });
    expect(inputs.maxCostUsd).toBeUndefined();
    // Medium unless the model input's :<level> suffix says otherwise (decided once the model is resolved).
    expect(inputs.thinking).toBeUndefined();
  });

  it("reports every bad value at once, one clause each", () => {
    expect(() => readInputs(given({ "github-token": "t", mode: "yolo", "max-cost-usd": "-1", draft: "maybe", tools: "read,fly" }))).toThrow(
      /5 inputs need fixing: input mode must be one of auto, fix, review, maintain, plan, gather \(got "yolo"\); input tools has unknown tool fly.*; input model is required.*; input draft must be true or false \(got "maybe"\); input max-cost-usd must be a positive number \(got "-1"\)/,
    );
  });
});
