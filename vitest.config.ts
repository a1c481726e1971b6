import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Tools spawn processes and servers bind ports; two cores do not gain from more workers.
    pool: "forks",
    globalSetup: ["test/support/temp-root.ts"],
  },
});
