import { existsSync, lstatSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HarnessGit } from "../../../src/action/delivery/harness-git.js";
import { prepareCheckout } from "../../support/checkout.js";
import { startGitOrigin, type GitOrigin } from "../../support/git-origin.js";

let origin: GitOrigin;
beforeAll(async () => {
  origin = await startGitOrigin({ files: { "README.md": "# hello\n" } });
});
afterAll(() => origin.close());

const basic = (token: string) => Buffer.from(`x-access-token:${token}`).toString("base64");
const privateParent = () => mkdtempSync(join(tmpdir(), "harness-parent-"));

describe("the harness's own git directory", () => {
  it.each(["extraheader", "include-file"] as const)("takes .git out of the workspace and its credentials out of reach (%s), and puts both back", async (credentials) => {
    const co = await prepareCheckout(origin, { credentials });
    const configBefore = readFileSync(join(co.dir, ".git", "config"));
    const git = await HarnessGit.take(co.dir, privateParent());
    expect(existsSync(join(co.dir, ".git"))).toBe(false);
    expect(lstatSync(join(git.gitDir, "..")).mode & 0o777).toBe(0o700);
    const harnessConfig = readFileSync(join(git.gitDir, "config"), "utf8");
    expect(harnessConfig).not.toMatch(/extraheader|includeif/i);
    expect(harnessConfig).not.toContain(basic(origin.token));

    git.giveAgentCopy();
    const agentConfig = (await co.git("config", "--local", "--list")).toLowerCase();
    expect(agentConfig).not.toMatch(/extraheader|includeif/);
    expect(agentConfig).toContain("remote.origin.url");
    // Without credentials the agent cannot push from its copy.
    await co.git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "--allow-empty", "-m", "try");
    await expect(co.git("push", "origin", "HEAD:refs/heads/agent/sneaky")).rejects.toThrow();
    // The harness can: the credentials travel in git's environment.
    await git.remote(["push", "origin", `HEAD:refs/heads/agent/allowed-${credentials}`]);
    expect((await origin.refs())[`refs/heads/agent/allowed-${credentials}`]).toBe(co.sha);

    git.putBack();
    expect(readFileSync(join(co.dir, ".git", "config"))).toEqual(configBefore);
    expect((await co.git("log", "-1", "--format=%s")).trim()).not.toBe("try"); // the agent's copy is gone
    expect(readdirSync(join(git.gitDir, "..", ".."))).toEqual([]); // nothing left behind
  });

  it("never writes through a link the agent left where the config goes back", async () => {
    const co = await prepareCheckout(origin);
    const git = await HarnessGit.take(co.dir, privateParent());
    const decoy = join(co.dir, "README.md");
    // As if the config in the harness's directory had become a link to a tracked file.
    const config = join(git.gitDir, "config");
    writeFileSync(config + ".old", readFileSync(config));
    const { rmSync } = await import("node:fs");
    rmSync(config);
    symlinkSync(decoy, config);
    git.putBack();
    expect(readFileSync(decoy, "utf8")).toBe("# hello\n");
    expect(lstatSync(join(co.dir, ".git", "config")).isFile()).toBe(true);
    expect(readFileSync(join(co.dir, ".git", "config"), "utf8")).toContain(basic(origin.token));
  });

  it("puts the checkout back for the post step when the main step died holding it", async () => {
    const co = await prepareCheckout(origin);
    const before = readFileSync(join(co.dir, ".git", "config"));
    const git = await HarnessGit.take(co.dir, privateParent());
    git.giveAgentCopy();
    writeFileSync(join(co.dir, ".git", "AGENT-WAS-HERE"), "x");
    expect(HarnessGit.recover(co.dir, git.gitDir)).toBe(true);
    expect(existsSync(join(co.dir, ".git", "AGENT-WAS-HERE"))).toBe(false);
    expect(readFileSync(join(co.dir, ".git", "config"))).toEqual(before);
    expect(HarnessGit.recover(co.dir, git.gitDir)).toBe(false);
  });

  it("says what to do when the workspace is not a checkout", async () => {
    const dir = mkdtempSync(join(tmpdir(), "not-a-checkout-"));
    await expect(HarnessGit.take(dir, privateParent())).rejects.toThrow(/has no \.git directory; check the repository out with actions\/checkout/);
    writeFileSync(join(dir, ".git"), "gitdir: /elsewhere\n");
    await expect(HarnessGit.take(dir, privateParent())).rejects.toThrow(/is not a directory/);
  });
});
