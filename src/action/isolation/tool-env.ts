// The environment the agent's commands run with: the runner's, minus every credential and every
// channel into later steps. The model must never hold a GitHub token or a model API key.

const DROP_EXACT = new Set([
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "GITHUB_OUTPUT",
  "GITHUB_ENV",
  "GITHUB_STATE",
  "GITHUB_PATH",
  "GITHUB_STEP_SUMMARY",
  "ANTHROPIC_BASE_URL",
  "OPENAI_BASE_URL",
]);
const DROP_PREFIX = ["INPUT_", "ACTIONS_", "ANTHROPIC_", "OPENAI_", "GEMINI_", "GOOGLE_"];
const DROP_PATTERN = /TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|PRIVATE_?KEY|CREDENTIAL|AUTH/i;

export function toolEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const upper = name.toUpperCase();
    if (DROP_EXACT.has(upper) || DROP_PREFIX.some((p) => upper.startsWith(p)) || DROP_PATTERN.test(upper)) continue;
    out[name] = value;
  }
  // Commands must never wait for a password prompt that nobody will answer.
  out.GIT_TERMINAL_PROMPT = "0";
  return out;
}
