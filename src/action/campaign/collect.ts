// mode gather's input: the result files this workflow run's target jobs uploaded, read through the
// artifact client (the current run's artifacts, no token needed). Only results of this campaign's
// planned targets count; anything else is ignored.
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { MatrixEntry } from "./plan.js";
import { attemptOf } from "../delivery/artifact.js";
import { parseResult, resultStem, type CampaignResult } from "./result.js";

export interface Collected {
  /** By target, for the planned targets that reported. */
  results: Map<string, CampaignResult>;
  /** Result artifacts that could not be read (named, with why); their targets count as unreported. */
  unreadable: string[];
}

/** Downloads each planned target's result artifact of this run into `dir`. */
export async function collectResults(campaign: string, entries: MatrixEntry[], dir: string): Promise<Collected> {
  const { DefaultArtifactClient } = await import("@actions/artifact");
  const client = new DefaultArtifactClient();
  const { artifacts } = await client.listArtifacts({ latest: true });
  const results = new Map<string, CampaignResult>();
  const unreadable: string[] = [];
  for (const entry of entries) {
    // A re-run job uploads its result under its attempt's name; the last attempt's counts.
    const stem = resultStem(campaign, entry.target);
    let artifact;
    let last = 0;
    for (const a of artifacts) {
      const attempt = attemptOf(a.name, stem) ?? 0;
      if (attempt > last) [artifact, last] = [a, attempt];
    }
    if (!artifact) continue;
    const name = artifact.name;
    const into = join(dir, String(artifact.id));
    try {
      mkdirSync(into, { recursive: true });
      await client.downloadArtifact(artifact.id, { path: into });
      const [file] = readdirSync(into);
      const result = file === undefined ? undefined : parseResult(readFileSync(join(into, file), "utf8"));
      // A file of another target under this name is not this target's result.
      if (!result || result.campaign !== campaign || result.target !== entry.target || result.kind !== entry.kind) unreadable.push(`${name}: not a result of ${entry.target}`);
      else results.set(entry.target, result);
    } catch (error) {
      unreadable.push(`${name}: ${(error as Error).message.split("\n")[0]}`);
    }
  }
  return { results, unreadable };
}
