import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { UNISOLATED_WARNING } from "../../src/action/isolation/isolation.js";
import { commentEvent, GITHUB_TOKEN, MODEL_KEY, runAction, startPeers, type Peers } from "./harness.js";

// The agent's commands run as another user than the action (issue 7). Needs root on Linux, as CI runs.

const isRoot = process.getuid?.() === 0 && process.platform === "linux";
let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});


function owners(dir: string): Set<number> {
  const seen = new Set<number>();
  const walk = (p: string) => {
    const st = lstatSync(p);
    seen.add(st.uid);
    if (st.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
  };
  walk(dir);
  return seen;
}

// $PPID is the tool host (the agent's user, the scrubbed environment); its parent is the action.
const PROBE = 'id -u; cat /proc/$(cut -d" " -f4 /proc/$PPID/stat)/environ; env; cat $RUNNER_TEMP/*credentials* 2>&1; echo x >> "$GITHUB_ENV" 2>&1; echo probe-done';

describe.skipIf(!isRoot)("command isolation, end to end (needs root on Linux)", () => {
  it("runs bash as another uid that sees no secret, and still delivers what the agent wrote", async () => {
    peers = await startPeers({ files: { "README.md": "# Hello\n" }, permissions: { mona: "write" } });
    const event = commentEvent("mona", "/agent add a notes file");
    const issue = event.payload.issue.number;
    peers.model.script(
      { toolCalls: [{ name: "bash", args: { command: PROBE } }] },
      { toolCalls: [{ name: "bash", args: { command: "echo 'written by the agent user' > NOTES.md && mkdir -p docs && echo more > docs/more.md" } }] },
      { toolCalls: [{ name: "read", args: { path: "/proc/self/environ" } }] },
      { text: "Added NOTES.md." },
    );
    const run = await runAction(peers, event, {});
    expect(run.code).toBe(0);
    expect(run.outputs.conclusion).toBe("success");

    const probe = JSON.stringify(peers.model.requests[1].body.messages);
    expect(probe).toContain("probe-done");
    // The tool result's text starts with `id -u`'s line.
    const uid = /"text":"(\d+)\\n/.exec(JSON.stringify(peers.model.requests[1].body.messages.at(-1)));
    expect(uid).not.toBeNull();
    expect(Number(uid![1])).toBeGreaterThan(0);
    expect(Number(uid![1])).not.toBe(process.getuid!());
    expect(probe).toMatch(/Permission denied/);
    expect(probe).toContain("HOME=");
    expect(probe).not.toContain(GITHUB_TOKEN);
    expect(probe).not.toContain(MODEL_KEY);
    expect(probe).not.toContain(peers.origin.token);
    expect(probe).not.toMatch(/INPUT_/);
    // The read tool runs in the tool host too: "self" is that process, holding nothing.
    const readBack = JSON.stringify(peers.model.requests[3].body.messages.at(-1));
    expect(readBack).toMatch(/USER=repo-agent(-\d+)?\\u0000/);
    expect(readBack).not.toContain(MODEL_KEY);
    expect(readBack).not.toContain(GITHUB_TOKEN);

    expect(await peers.origin.show(`refs/heads/agent/issue-${issue}`, "NOTES.md")).toBe("written by the agent user\n");
    expect(await peers.origin.show(`refs/heads/agent/issue-${issue}`, "docs/more.md")).toBe("more\n");
    // The workspace is the action's again: every file, including the ones the agent user made.
    expect(owners(peers.checkout.dir)).toEqual(new Set([process.getuid!()]));
    expect(run.summary).not.toContain(UNISOLATED_WARNING);
  });

  it("warns loudly in the log and the job summary when isolate-commands is false", async () => {
    peers = await startPeers({ files: { "README.md": "# Hello\n" }, permissions: { mona: "write" } });
    peers.model.script({ toolCalls: [{ name: "bash", args: { command: "id -u" } }] }, { text: "Done." });
    const run = await runAction(peers, commentEvent("mona", "/agent who am I"), { "isolate-commands": "false" });
    expect(run.outputs.conclusion).toBe("no-changes");
    expect(run.summary).toContain(UNISOLATED_WARNING);
    expect(run.stdout).toContain(`::warning::repo-agent: ${UNISOLATED_WARNING}`);
    expect(JSON.stringify(peers.model.requests[1].body.messages)).toMatch(/"0\\n"|\\n0\\n|"0"/);
  });

  it("refuses a bad isolate-commands value with a one-line error", async () => {
    peers = await startPeers({ files: { "README.md": "# Hello\n" }, permissions: { mona: "write" } });
    const run = await runAction(peers, commentEvent("mona", "/agent hi"), { "isolate-commands": "sometimes" });
    expect(run.stdout + run.stderr).toContain('input isolate-commands must be true or false (got "sometimes")');
    expect(peers.model.requests).toHaveLength(0);
  });
});
