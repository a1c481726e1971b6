// `npm run demo`: the CLI from dist/ answering through the loopback model server, as a user
// would run it against a real provider. No key or network is needed.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startModelServer } from "../test/support/model-server.js";

const server = await startModelServer({ frameDelayMs: 15 });
server.script({
  thinking: "The user wants to know what repo-agent is. Keep it short.",
  text: "repo-agent is a pi-compatible coding agent: comment /agent on an issue and it opens a pull request.",
});
const cli = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const args = [cli, "-p", "--model", "anthropic/claude-haiku-4-5", "--thinking", "low", "What is repo-agent?"];
console.error(`$ ANTHROPIC_BASE_URL=${server.url} repo-agent ${args.slice(1).join(" ")}`);
const child = spawn(process.execPath, args, {
  stdio: ["ignore", "inherit", "inherit"],
  env: { PATH: process.env.PATH, HOME: process.env.HOME, ANTHROPIC_API_KEY: "demo-key", ANTHROPIC_BASE_URL: server.url },
});
const code: number = await new Promise((resolve) => child.on("close", (c) => resolve(c ?? 1)));
const sent = server.requests[0]?.body;
console.error(`\n[model server] ${server.requests.length} request(s); thinking ${JSON.stringify(sent?.thinking)}; exit code ${code}`);
await server.close();
process.exitCode = code;
