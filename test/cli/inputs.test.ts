import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startModelServer, type ModelServer } from "../support/model-server.js";
import { makeWorkspace, runCli } from "./harness.js";

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ apiKeys: ["k"] });
});
afterAll(() => server.close());

const OPENAI = ["--no-session", "--model", "openai-compatible/coder"];

function envFor(ws: ReturnType<typeof makeWorkspace>) {
  return { REPO_AGENT_DIR: ws.agentDir, OPENAI_API_KEY: "k", OPENAI_BASE_URL: `${server.url}/v1`, HOME: ws.root };
}

describe("repo-agent CLI inputs", () => {
  it("sends piped stdin followed by the message, joined as pi joins them", async () => {
    const ws = makeWorkspace();
    server.script({ text: "looks fine" });
    const r = await runCli([...OPENAI, "review this diff"], { env: envFor(ws), cwd: ws.project, stdin: "+const a = 1;\n" });
    expect(r).toMatchObject({ code: 0, stdout: "looks fine\n" });
    expect(server.requests.at(-1)?.body.messages.at(-1).content).toEqual([{ type: "text", text: "+const a = 1;review this diff" }]);
  });
});
