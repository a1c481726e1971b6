import { afterAll, beforeAll, describe } from "vitest";
import type { GrepPool } from "../../src/tools/grep-pool.js";
import { testPool } from "./grep-worker-build.js";

/**
 * `body` once in one thread and once with worker threads (a pool of this file, built by the build's
 * own script); `title` may name the mode as `$mode`.
 */
export function describeGrepModes(title: string, body: (pool: () => GrepPool | null) => void): void {
  let pool: GrepPool;
  beforeAll(() => {
    pool = testPool();
  });
  afterAll(() => pool.close());
  describe.each([
    { mode: "in one thread", pool: () => null },
    { mode: "with worker threads", pool: () => pool },
  ])(title, ({ pool }) => body(pool));
}
