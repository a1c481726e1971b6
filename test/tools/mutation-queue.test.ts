import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { withFileMutationQueue } from "../../src/tools/mutation-queue.js";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "repo-agent-queue-"));
});

/** Starts a queued job that logs its start and end and finishes when `gate` opens. */
function job(path: string, name: string, events: string[], gate: Promise<void>) {
  return withFileMutationQueue(path, async () => {
    events.push(`start ${name}`);
    await gate;
    events.push(`end ${name}`);
    return name;
  });
}

describe("withFileMutationQueue", () => {
  it("serialises two mutations of one file reached through a symlink", async () => {
    writeFileSync(join(dir, "f.txt"), "");
    symlinkSync(join(dir, "f.txt"), join(dir, "alias.txt"));
    const events: string[] = [];
    const gate = deferred();
    const first = job(join(dir, "f.txt"), "first", events, gate.promise);
    const second = job(join(dir, "alias.txt"), "second", events, Promise.resolve());
    await tick();
    expect(events).toEqual(["start first"]);
    gate.resolve();
    expect(await Promise.all([first, second])).toEqual(["first", "second"]);
    expect(events).toEqual(["start first", "end first", "start second", "end second"]);
  });

  it("serialises a file that does not exist yet through a symlinked folder", async () => {
    mkdirSync(join(dir, "real"));
    symlinkSync(join(dir, "real"), join(dir, "link"));
    const events: string[] = [];
    const gate = deferred();
    const first = job(join(dir, "real/new.txt"), "first", events, gate.promise);
    const second = job(join(dir, "link/new.txt"), "second", events, Promise.resolve());
    await tick();
    expect(events).toEqual(["start first"]);
    gate.resolve();
    await Promise.all([first, second]);
    expect(events).toEqual(["start first", "end first", "start second", "end second"]);
  });

  it("runs mutations of different files in parallel", async () => {
    const events: string[] = [];
    const gate = deferred();
    const a = job(join(dir, "a.txt"), "a", events, gate.promise);
    const b = job(join(dir, "b.txt"), "b", events, gate.promise);
    await tick();
    expect(events).toEqual(["start a", "start b"]);
    gate.resolve();
    await Promise.all([a, b]);
    expect(events).toHaveLength(4);
  });

  it("keeps order for three queued jobs and goes on after a failure", async () => {
    const path = join(dir, "f.txt");
    const events: string[] = [];
    const failing = withFileMutationQueue(path, async () => {
      events.push("fail");
      throw new Error("boom");
    });
    const second = job(path, "second", events, Promise.resolve());
    const third = job(path, "third", events, Promise.resolve());
    await expect(failing).rejects.toThrow("boom");
    expect(await second).toBe("second");
    expect(await third).toBe("third");
    expect(events).toEqual(["fail", "start second", "end second", "start third", "end third"]);
  });

  it("starts at once after the queue for a file has drained", async () => {
    const path = join(dir, "f.txt");
    await withFileMutationQueue(path, async () => "done");
    const events: string[] = [];
    const gate = deferred();
    const next = job(path, "next", events, gate.promise);
    await tick();
    expect(events).toEqual(["start next"]);
    gate.resolve();
    expect(await next).toBe("next");
  });
});
