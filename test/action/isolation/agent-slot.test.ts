import { spawn } from "node:child_process";
import { statSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { LOCK_DIR, trySlot, type Slot } from "../../../src/action/isolation/agent-slot.js";

// One agent user per run at a time: the lock that says whose it is (needs root on Linux, as CI runs).

const isRoot = process.getuid?.() === 0 && process.platform === "linux";
const name = `slot-test-${process.pid}`;
let held: Slot[] = [];

afterEach(() => {
  for (const s of held) s.release();
  held = [];
});

const take = async (n = name) => {
  const slot = await trySlot("root", n);
  if (slot) held.push(slot);
  return slot;
};

async function freeSoon(n: string): Promise<Slot | undefined> {
  for (let i = 0; i < 50; i++) {
    const slot = await take(n);
    if (slot) return slot;
    await new Promise((r) => setTimeout(r, 20));
  }
  return undefined;
}

describe.skipIf(!isRoot)("agent user slots", () => {
  it("a slot is one run's until it lets go; the locks sit where only root may open them", async () => {
    const first = await take();
    expect(first?.name).toBe(name);
    expect(await take()).toBeUndefined();
    expect(statSync(LOCK_DIR).mode & 0o777).toBe(0o700);
    expect(statSync(`${LOCK_DIR}/${name}.lock`).uid).toBe(0);
    expect(statSync(`${LOCK_DIR}/${name}.lock`).mode & 0o077).toBe(0);
    first!.release();
    expect(await freeSoon(name)).toBeDefined();
  });

  it("a run killed with SIGKILL lets its slot go with it", async () => {
    const script = `import { trySlot } from ${JSON.stringify(new URL("../../../src/action/isolation/agent-slot.ts", import.meta.url).href)};
const slot = await trySlot("root", ${JSON.stringify(name)});
console.log(slot ? "held" : "busy");
setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    const said = await new Promise<string>((resolve) => child.stdout.once("data", (d) => resolve(String(d).trim())));
    expect(said).toBe("held");
    expect(await take()).toBeUndefined();
    child.kill("SIGKILL");
    expect(await freeSoon(name)).toBeDefined();
  });
});
