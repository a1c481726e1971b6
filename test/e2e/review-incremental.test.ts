// An incremental review shows the model the diff since the last reviewed head, but GitHub places
// comments on the pull request's diff against its base: a LEFT line number means a different file there.

import { afterEach, describe, expect, it } from "vitest";
import { openPullRequest, pullRequestEvent, runAction, startPeers, type Peers } from "./harness.js";

let peers: Peers | undefined;
afterEach(async () => {
  await peers?.close();
  peers = undefined;
});

const lines = (xs: string[]) => xs.join("\n") + "\n";
const BASE = Array.from({ length: 20 }, (_, i) => `line${String(i + 1).padStart(2, "0")}`);

describe("incremental review", () => {
  it("posts a LEFT comment only where the base has that line; one on a line the base never had goes to the summary, quoted", async () => {
    peers = await startPeers({ files: { "README.md": "x\n", "src/list.txt": lines(BASE) }, permissions: { mona: "write" } });
    // Commit 1 adds KEEP and TEMP after line10; commit 2 removes TEMP again, and line03 of the base.
    await peers.origin.commit("feature", { "src/list.txt": lines([...BASE.slice(0, 10), "KEEP", "TEMP", ...BASE.slice(10)]) });
    const pr = await openPullRequest(peers, { head: "feature", title: "Add KEEP", body: "Adds a line.", user: "mona" });
    peers.model.script({ text: "First look: fine." });
    expect((await runAction(peers, await pullRequestEvent(peers, pr.number, "opened"), { mode: "review" }, "main", { runId: 201 })).outputs.conclusion).toBe("success");
    const firstHead = (await peers.origin.peer.resolve("feature"))!;
    await peers.origin.commit("feature", { "src/list.txt": lines([...BASE.slice(0, 2), ...BASE.slice(3, 10), "KEEP", ...BASE.slice(10)]) });
    // The model follows the prompt: LEFT is the old-file line of the diff it was shown.
    peers.model.script(
      {
        toolCalls: [
          { name: "review_comment", args: { path: "src/list.txt", line: 12, side: "LEFT", body: "Why was TEMP removed?" } },
          { name: "review_comment", args: { path: "src/list.txt", line: 3, side: "LEFT", body: "Why was line03 removed?" } },
        ],
      },
      { text: "TEMP and line03 were removed." },
    );
    const next = await runAction(peers, await pullRequestEvent(peers, pr.number, "synchronize", firstHead), { mode: "review" }, "main", { runId: 203 });
    expect(next.outputs.conclusion).toBe("success");
    expect(JSON.stringify(peers.model.requests[1].body.messages)).toContain("line10\\n KEEP\\n-TEMP"); // shown: TEMP is old line 12

    // line03 is line 3 of the base too: inline, on it. TEMP was never in the base: not inline.
    const stored = peers.github.state.reviewComments.filter((c) => c.pullNumber === pr.number);
    expect(stored.map((c) => [c.line, c.side, c.body, c.diffHunk.split("\n").at(-1)])).toEqual([[3, "LEFT", "Why was line03 removed?", "-line03"]]);
    const body = (peers.github.calls("pulls/create-review").at(-1)!.body as { body: string }).body;
    expect(body).toContain("**`src/list.txt` line 12 (old version)** — line 12 (LEFT) of src/list.txt is a line of " + firstHead.slice(0, 7));
    expect(body).toContain("```diff\n-TEMP\n```\n\nWhy was TEMP removed?");
    const results = JSON.stringify(peers.model.requests[2].body.messages);
    expect(results).toContain("Recorded, but not on the diff: line 12 (LEFT) of src/list.txt is a line of " + firstHead.slice(0, 7));
    expect(results).toContain("Recorded an inline comment on src/list.txt:3 (LEFT).");
  });
});
