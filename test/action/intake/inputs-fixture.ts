import type { ActionInputs } from "../../../src/action/types.js";

/** Action inputs as readInputs returns them for a minimal workflow, with overrides. */
export function testInputs(overrides: Partial<ActionInputs> = {}): ActionInputs {
  return {
    githubToken: "t",
    model: "anthropic/claude-sonnet-4-5",
    anthropicApiKey: "",
    openaiApiKey: "",
    geminiApiKey: "",
    modelsFile: "",
    baseUrl: "",
    trigger: "/agent",
    prompt: "",
    promptFile: "",
    mode: "auto",
    tools: [],
    thinking: "medium",
    allowedUsers: [],
    allowedBots: [],
    branchPrefix: "agent/",
    draft: false,
    protectedPaths: [".github/workflows/**"],
    appendSystemPrompt: "",
    uploadSession: true,
    verify: [],
    verifyTimeoutMinutes: 10,
    verifyRounds: 2,
    ciFixAttempts: 2,
    ...overrides,
  };
}
