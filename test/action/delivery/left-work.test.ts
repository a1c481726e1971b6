import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HarnessGit } from "../../../src/action/delivery/harness-git.js";
import { writeLeftWork } from "../../../src/action/delivery/left-work.js";
import { createRedactor } from "../../../src/action/report/redact.js";
import { prepareCheckout } from "../../support/checkout.js";
import { startGitOrigin, type GitOrigin } from "../../support/git-origin.js";

// The post step reads whatever the agent left in the workspace, so every byte of the patch is
// the agent's: nothing in it may keep the step from putting the checkout's .git back.

let origin: GitOrigin;
beforeAll(async () => {
  origin = await startGitOrigin({ files: { "README.md": "# hello\n" } });
});
afterAll(() => origin.close());

const privateParent = () => mkdtempSync(join(tmpdir(), "left-work-parent-"));

async function leftWorkspace(): Promise<{ dir: string; git: HarnessGit; patch: string }> {
  const co = await prepareCheckout(origin);
  const git = await HarnessGit.take(co.dir, privateParent());
  git.giveAgentCopy();
  return { dir: co.dir, git, patch: join(mkdtempSync(join(tmpdir(), "left-work-patch-")), "patch") };
}

/** A workflow file left beside a README change: the patch must hold the one and not the other. */
function leaveWorkflowAndReadme(dir: string, name: string | Buffer): void {
  mkdirSync(join(dir, ".github", "workflows"), { recursive: true });
  writeFileSync(typeof name === "string" ? join(dir, ".github", "workflows", name) : name, "on: push\n");
  writeFileSync(join(dir, "README.md"), "# hello again\n");
}

describe("the work a dead main step left, kept as a patch", () => {
  it("keeps the changes, redacted, and leaves no throwaway index", async () => {
    const { dir, git, patch } = await leftWorkspace();
    writeFileSync(join(dir, "README.md"), `# hello\ntoken ${origin.token}\n`);
    expect(await writeLeftWork(git, patch, createRedactor([origin.token]))).toEqual({ written: true, protected: [], binary: [], embedded: [] });
    const text = readFileSync(patch, "utf8");
    expect(text).toContain("+token ***");
    expect(text).not.toContain(origin.token);
    expect(existsSync(join(git.gitDir, "..", "left-work.index"))).toBe(false);
    git.putBack();
  });

  it("gives back text in any encoding byte for byte through git apply, and leaves binary files out, named", async () => {
    const { dir, git, patch } = await leftWorkspace();
    const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]); // "café" in Latin-1: not UTF-8
    writeFileSync(join(dir, "menu.txt"), latin1);
    writeFileSync(join(dir, "README.md"), "# h\u00e9llo\n");
    // A binary patch is deflated: redaction could not see a token inside it.
    writeFileSync(join(dir, "blob.bin"), Buffer.concat([Buffer.from(origin.token), Buffer.from([0, 1, 2])]));
    expect(await writeLeftWork(git, patch, createRedactor([origin.token]))).toEqual({ written: true, protected: [], binary: ["blob.bin"], embedded: [] });
    expect(readFileSync(patch, "latin1")).not.toContain("blob.bin");
    git.putBack();
    const run = (...args: string[]) => execFileSync("git", args, { cwd: dir });
    run("checkout", "--", ".");
    run("clean", "-fdq");
    run("apply", patch);
    expect(readFileSync(join(dir, "menu.txt"))).toEqual(latin1);
    expect(readFileSync(join(dir, "README.md"), "utf8")).toBe("# h\u00e9llo\n");
  });

  it("leaves an embedded repository out, named: a patch would hold its commit id, not its files", async () => {
    const { dir, git, patch } = await leftWorkspace();
    const sub = join(dir, "vendor", "lib");
    mkdirSync(sub, { recursive: true });
    const inSub = (...args: string[]) => execFileSync("git", ["-c", "user.name=a", "-c", "user.email=a@example.com", ...args], { cwd: sub });
    inSub("init", "-q");
    writeFileSync(join(sub, "x.txt"), "x\n");
    inSub("add", "x.txt");
    inSub("commit", "-qm", "x");
    writeFileSync(join(dir, "README.md"), "# hello again\n");
    expect(await writeLeftWork(git, patch, createRedactor([]))).toEqual({ written: true, protected: [], binary: [], embedded: ["vendor/lib"] });
    expect(readFileSync(patch, "utf8")).not.toContain("Subproject commit");
    git.putBack();
  });

  it("says when nothing changed, and when every change was left out", async () => {
    const { dir, git, patch } = await leftWorkspace();
    expect(await writeLeftWork(git, patch, createRedactor([]))).toBeUndefined();
    writeFileSync(join(dir, "only.bin"), Buffer.from([0, 1, 2]));
    expect(await writeLeftWork(git, patch, createRedactor([]))).toEqual({ written: false, protected: [], binary: ["only.bin"], embedded: [] });
    git.putBack();
  });

  // Redaction scanned from each unfinished private key header to the end of the text: a file of
  // such headers took time quadratic in its size (10 MB: about twenty minutes) while the step held
  // the checkout's .git.
  it("redacts a file of unfinished private key headers in linear time", async () => {
    const { dir, git, patch } = await leftWorkspace();
    writeFileSync(join(dir, "keys.txt"), "-----BEGIN PRIVATE KEY-----!\n".repeat(150_000));
    const started = Date.now();
    expect(await writeLeftWork(git, patch, createRedactor([origin.token]))).toEqual({ written: true, protected: [], binary: [], embedded: [] });
    expect(Date.now() - started).toBeLessThan(10_000);
    git.putBack();
  }, 60_000);

  // A runner's wall clock can be stepped (NTP): an hour forward must not cut git's steps short.
  it("keeps its deadline on a monotonic clock: the wall clock jumping an hour ahead does not end git early", async () => {
    const { dir, git, patch } = await leftWorkspace();
    writeFileSync(join(dir, "kept.txt"), "kept\n");
    const realNow = Date.now.bind(Date);
    let calls = 0;
    const clock = vi.spyOn(Date, "now").mockImplementation(() => realNow() + (calls++ > 0 ? 3_600_000 : 0));
    try {
      expect(await writeLeftWork(git, patch, createRedactor([]), { timeoutMs: 60_000 })).toEqual({ written: true, protected: [], binary: [], embedded: [] });
    } finally {
      clock.mockRestore();
    }
    expect(readFileSync(patch, "utf8")).toContain("kept.txt");
    git.putBack();
  });

  // A sparse file costs the agent nothing but git reads every byte of it: ten terabytes kept the
  // post step in `git add` for about a day, the checkout's .git out of the workspace all along.
  it("gives up at its deadline, its git ended and its index gone, and .git still goes back", async () => {
    const { dir, git, patch } = await leftWorkspace();
    writeFileSync(join(dir, "huge"), "");
    truncateSync(join(dir, "huge"), 10 * 2 ** 40);
    const started = Date.now();
    await expect(writeLeftWork(git, patch, createRedactor([]), { timeoutMs: 2_000 })).rejects.toThrow(/git add did not finish within 2 s/);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(existsSync(join(git.gitDir, "..", "left-work.index"))).toBe(false);
    git.putBack();
    expect(existsSync(join(dir, ".git", "HEAD"))).toBe(true);
  });

  // The comment tells people to `git apply` the patch: a workflow change buried in it would reach
  // the repository through them, past the protected paths delivery refuses.
  it("leaves protected paths out of the patch, and says which", async () => {
    const { dir, git, patch } = await leftWorkspace();
    leaveWorkflowAndReadme(dir, "ci.yml");
    const kept = await writeLeftWork(git, patch, createRedactor([]), { protectedPaths: [".github/workflows/**"] });
    expect(kept).toEqual({ written: true, protected: [".github/workflows/ci.yml"], binary: [], embedded: [] });
    const text = readFileSync(patch, "utf8");
    expect(text).toContain("+# hello again");
    expect(text).not.toContain("ci.yml");
    git.putBack();
  });
});

// `--numstat -z` records are `added\tdeleted\tpath` with the path as it is, in bytes: a tab or
// bytes that are not UTF-8 in a name are the agent's to choose, and so is how many files it leaves.
describe("the work left, by names the agent chose", () => {
  it("leaves out a protected file whose name holds a tab", async () => {
    const { dir, git, patch } = await leftWorkspace();
    leaveWorkflowAndReadme(dir, "ci\t.yml");
    const kept = await writeLeftWork(git, patch, createRedactor([]), { protectedPaths: [".github/workflows/*.yml"] });
    expect(kept).toEqual({ written: true, protected: [".github/workflows/ci\t.yml"], binary: [], embedded: [] });
    expect(readFileSync(patch, "utf8")).not.toContain("on: push");
    git.putBack();
  });

  it("leaves out protected and binary files whose names are not UTF-8, so the patch applies", async () => {
    const { dir, git, patch } = await leftWorkspace();
    const latin1 = (path: string) => Buffer.concat([Buffer.from(`${dir}/${path}caf`), Buffer.from([0xe9]), Buffer.from(".bin")]);
    leaveWorkflowAndReadme(dir, latin1(".github/workflows/"));
    writeFileSync(latin1(""), Buffer.from([0, 1, 2]));
    const kept = await writeLeftWork(git, patch, createRedactor([]));
    expect(kept).toEqual({ written: true, protected: [".github/workflows/caf\ufffd.bin"], binary: ["caf\ufffd.bin"], embedded: [] });
    expect(readFileSync(patch, "utf8")).not.toContain("on: push");
    git.putBack();
    const run = (...args: string[]) => execFileSync("git", args, { cwd: dir });
    run("checkout", "--", ".");
    run("clean", "-fdq");
    run("apply", patch);
    expect(readFileSync(join(dir, "README.md"), "utf8")).toBe("# hello again\n");
  });

  it("leaves out more binary files than fit in one command line", async () => {
    const { dir, git, patch } = await leftWorkspace();
    for (let i = 0; i < 12_000; i++) writeFileSync(join(dir, `${String(i).padStart(5, "0")}-${"x".repeat(200)}.bin`), Buffer.from([0]));
    writeFileSync(join(dir, "README.md"), "# hello again\n");
    const kept = await writeLeftWork(git, patch, createRedactor([]));
    expect(kept?.binary).toHaveLength(12_000);
    expect(readFileSync(patch, "utf8")).toContain("+# hello again");
    git.putBack();
  }, 60_000);
});
