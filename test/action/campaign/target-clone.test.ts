import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloneTarget } from "../../../src/action/campaign/target-clone.js";
import { startGitOrigin, tryGit, type GitOrigin } from "../../support/git-origin.js";

// A repository target's clone must look like actions/checkout's checkout, which the harness then
// takes apart (credentials and all) exactly as it does the workflow's own.
let origin: GitOrigin;
beforeAll(async () => {
  origin = await startGitOrigin({ owner: "home", repo: "campaigns" });
  await origin.addRepository({ owner: "acme", repo: "api", files: { VERSION: "1\n" }, defaultBranch: "trunk" });
});
afterAll(() => origin.close());

const clone = (repo: string, token = origin.token) => cloneTarget({ repo, token, serverUrl: `${origin.serverUrl}/`, parent: mkdtempSync(join(tmpdir(), "target-clone-")) });

describe("cloneTarget", () => {
  it("checks the default branch out with the token as checkout's extraheader, never on a command line", async () => {
    const { dir, defaultBranch } = await clone("acme/api");
    expect(defaultBranch).toBe("trunk");
    expect(readFileSync(join(dir, "VERSION"), "utf8")).toBe("1\n");
    const config = readFileSync(join(dir, ".git/config"), "utf8");
    const basic = Buffer.from(`x-access-token:${origin.token}`).toString("base64");
    expect(config).toContain(`[http "${origin.serverUrl}/"]\n\textraheader = AUTHORIZATION: basic ${basic}`);
    expect(config).toContain(`url = ${origin.serverUrl}/acme/api\n`);
    expect(config).not.toContain(origin.token);
    const env = { PATH: process.env.PATH ?? "", HOME: dir, GIT_CONFIG_NOSYSTEM: "1" };
    expect((await tryGit(["symbolic-ref", "HEAD"], { cwd: dir, env })).stdout.trim()).toBe("refs/heads/trunk");
    // Only the clone's requests reached the origin, each with the header.
    const mine = origin.requests.filter((r) => r.path.startsWith("/acme/api"));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.authorised)).toBe(true);
  });

  it.each([
    ["a repository that does not exist", "acme/gone", undefined, /^campaign target acme\/gone could not be cloned \(repository not found\); the github-token input needs contents and pull-requests write on acme\/gone$/],
    ["a token without access", "acme/api", "ghs_wrong", /^campaign target acme\/api could not be cloned \(.+\); the github-token input needs contents and pull-requests write on acme\/api$/],
    ["no token", "acme/api", "", /^campaign target acme\/api could not be cloned \(no github-token\); the github-token input needs/],
  ])("fails with one line naming the repository: %s", async (_, repo, token, message) => {
    const error = await clone(repo, token).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(message);
    expect(error?.message).not.toContain("\n");
    expect(error?.message).not.toContain("ghs_wrong");
  });
});
