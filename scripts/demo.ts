// `npm run demo`: the action's whole flow on a small sample repository, with no keys and no
// network. A maintainer's `/agent` comment on an issue runs dist/index.js against loopback
// peers (GitHub REST, a git origin, the artifact service, a scripted model) and the demo prints
// the pull request it opened, its diff, the progress comment and the session file.
import { execFileSync } from "node:child_process";
import { runAction, startPeers, webhookExample } from "../test/e2e/harness.js";

const SAMPLE = {
  "README.md": "# date-utils\n\nSmall helpers for formating dates.\n",
  "src/format.js": "export function isoDay(d) {\n  return d.toISOString().slice(0, 10);\n}\n",
};

const peers = await startPeers({ files: SAMPLE, permissions: { mona: "write" } });
const payload = webhookExample("issue_comment", "created");
payload.comment.body = "/agent fix the spelling mistake in the README";
payload.comment.user.login = payload.sender.login = "mona";
payload.issue.title = "Typo in README";
payload.repository.default_branch = "main";
delete payload.issue.pull_request;

peers.model.script(
  { thinking: "Find the typo first.", toolCalls: [{ name: "grep", args: { pattern: "formating" } }, { name: "read", args: { path: "README.md" } }] },
  { toolCalls: [{ name: "edit", args: { path: "README.md", edits: [{ oldText: "formating", newText: "formatting" }] } }] },
  { text: "Fixed the spelling of \"formatting\" in README.md.", usage: { input: 2400, output: 90 } },
);

console.log(`issue #${payload.issue.number} "${payload.issue.title}": mona comments "${payload.comment.body}"\n`);
const run = await runAction(peers, { name: "issue_comment", payload }, {});
const pr = peers.github.calls("pulls/create")[0]?.body as { title: string; head: string; base: string; body: string } | undefined;
const comment = [...peers.github.state.comments.values()].find((c) => c.body.includes("<!-- repo-agent -->"));

console.log(`action exit code ${run.code}; outputs:`, run.outputs, "\n");
if (pr) {
  console.log(`── pull request: "${pr.title}" (${pr.head} -> ${pr.base}) ${run.outputs["pr-url"]}\n${pr.body}\n`);
  console.log("── diff");
  console.log(execFileSync("git", ["--git-dir", peers.origin.bareDir, "diff", "main", pr.head], { encoding: "utf8" }));
}
if (comment) console.log(`── progress comment on the issue\n${comment.body}\n`);
const artifact = peers.artifacts.artifacts[0];
if (artifact) {
  console.log(`── session artifact ${artifact.name} (${artifact.size} bytes, pi JSONL v3); first lines:`);
  console.log(artifact.bytes.toString("utf8").split("\n").slice(0, 4).map((l) => (l.length > 160 ? `${l.slice(0, 160)}…` : l)).join("\n"));
}
await peers.close();
process.exitCode = run.code;
