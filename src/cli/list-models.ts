import type { Model } from "../ai/types.js";
import type { CliArgs } from "./args.js";
import { agentDirOf, cliModels } from "./setup.js";

/** 200000 -> "200K", 1048576 -> "1M" (pi's format). */
function tokens(n: number): string {
  const [unit, size] = n >= 1_000_000 ? ["M", 1_000_000] : n >= 1_000 ? ["K", 1_000] : ["", 1];
  const v = n / (size as number);
  return `${Number.isInteger(v) ? v : v.toFixed(1)}${unit}`;
}

const price = (usd: number) => (usd ? `$${usd}` : "-");

/** Every word of the search is in "provider id" in order, letters possibly apart (pi's fuzzy match). */
function matches(model: Model, search: string): boolean {
  const hay = `${model.provider} ${model.id}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => {
      let at = 0;
      for (const ch of word) {
        at = hay.indexOf(ch, at) + 1;
        if (at === 0) return false;
      }
      return true;
    });
}

export function formatModels(models: Model[]): string {
  const head = ["provider", "model", "context", "max-out", "thinking", "images", "$/M in", "$/M out"];
  const rows = models.map((m) => [m.provider, m.id, tokens(m.contextWindow), tokens(m.maxTokens), m.reasoning ? "yes" : "no", m.input.includes("image") ? "yes" : "no", price(m.cost.input), price(m.cost.output)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  return [head, ...rows].map((r) => r.map((c, i) => c.padEnd(widths[i])).join("  ").trimEnd()).join("\n") + "\n";
}

/** `repo-agent --list-models [search]`: the built-in catalogue and the user's models.json. */
export async function listModelsCommand(args: CliArgs): Promise<number> {
  const search = typeof args.listModels === "string" ? args.listModels : "";
  const models = cliModels(agentDirOf())
    .list()
    .filter((m) => !search || matches(m, search))
    .sort((a, b) => a.provider.localeCompare(b.provider) || a.id.localeCompare(b.id));
  process.stdout.write(models.length ? formatModels(models) : `No models matching "${search}"\n`);
  return 0;
}
