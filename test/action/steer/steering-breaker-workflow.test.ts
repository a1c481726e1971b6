import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// Issue 19 relies on the workflow run a steering comment queued still being there when the
// running one ends. GitHub's concurrency groups keep ONE pending run by default (queue: single):
// a newer queued run cancels the pending one. The example's `if:` lets any comment containing
// "/agent" into the group, so anyone (no permission needed) can cancel a maintainer's pending
// request by commenting "/agent" after it; their own run then merely refuses.
const example = parse(readFileSync(fileURLToPath(new URL("../../../examples/workflows/agent.yml", import.meta.url)), "utf8"));

describe("examples/workflows/agent.yml: who can cancel a maintainer's queued run", () => {
  it("ROUTE c: an outsider's /agent comment cannot replace (cancel) a maintainer's pending run", () => {
    const keepsEveryPending = example.concurrency?.queue === "max";
    const condition = String(example.jobs.agent.if ?? "");
    const outsidersNeverQueue = /author_association/.test(condition);
    expect(keepsEveryPending || outsidersNeverQueue).toBe(true);
  });
});
