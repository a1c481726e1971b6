// A campaign target run's result: one small JSON file per target, uploaded as an artifact of the
// workflow run, which `mode: gather` reads to build the tracking issue. Written whatever the run's
// conclusion, so a missing file means the job never got that far.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { attemptName, uploadSession, type UploadResult } from "../delivery/artifact.js";
import type { Redactor } from "../report/redact.js";
import type { RunReport } from "../run-context.js";
import type { Conclusion } from "../types.js";
import { slug, type MatrixEntry } from "./plan.js";

/** A target's figures as its run reports them, and which target of which campaign it was. */
export interface CampaignResult extends RunReport {
  campaign: string;
  target: string;
  kind: MatrixEntry["kind"];
  conclusion: Conclusion;
}

/** A target's result artifact is named this, plus the attempt's suffix on a re-run (attemptName). */
export const resultStem = (campaign: string, target: string) => `campaign-${campaign}-result-${slug(target)}`;

/** The artifact (and, as a single-file artifact takes its file's name, the file) of a target's result in this attempt. */
export const resultArtifactName = (campaign: string, target: string) => attemptName(resultStem(campaign, target));

/**
 * Writes the result under `dir` (redacted: the pull request link and figures are harmless, but
 * nothing leaves the action unredacted) and uploads it. Never throws: a failure is returned.
 */
export async function publishResult(result: CampaignResult, dir: string, redact: Redactor): Promise<UploadResult> {
  const name = resultArtifactName(result.campaign, result.target);
  const file = join(dir, name);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, `${redact(JSON.stringify(result))}\n`);
  } catch (error) {
    return { error: `the campaign result could not be written: ${(error as Error).message}` };
  }
  return uploadSession(file, name, "the campaign result");
}

/** A web address that cannot end a Markdown link or a table cell early (the tracking table links it). */
const link = (v: unknown): v is string => typeof v === "string" && /^https?:\/\/[^\s()<>[\]|]+$/.test(v);

const CONCLUSIONS: readonly string[] = ["success", "no-changes", "skipped", "failed", "budget-exceeded", "stopped"];

/** A result file's text, checked; undefined when it is not one (gather then counts the target as unreported). */
export function parseResult(text: string): CampaignResult | undefined {
  let value: Partial<CampaignResult>;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const num = (v: unknown) => typeof v === "number" && Number.isFinite(v) && v >= 0;
  if (!value || typeof value !== "object") return undefined;
  if (typeof value.campaign !== "string" || typeof value.target !== "string" || (value.kind !== "repo" && value.kind !== "path")) return undefined;
  if (!CONCLUSIONS.includes(value.conclusion as string) || !num(value.costUsd) || !num(value.inputTokens) || !num(value.outputTokens)) return undefined;
  return {
    campaign: value.campaign,
    target: value.target,
    kind: value.kind,
    conclusion: value.conclusion!,
    ...(link(value.prUrl) ? { prUrl: value.prUrl } : {}),
    ...(Number.isInteger(value.prNumber) ? { prNumber: value.prNumber } : {}),
    ...(link(value.branchUrl) ? { branchUrl: value.branchUrl } : {}),
    costUsd: value.costUsd!,
    ...(value.unpriced === true ? { unpriced: true as const } : {}),
    inputTokens: value.inputTokens!,
    outputTokens: value.outputTokens!,
    ...(typeof value.verified === "string" ? { verified: value.verified } : {}),
  };
}
