import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["api/**/*.test.ts", "client/**/*.test.ts", "games/**/*.test.ts", "tests/**/*.test.ts"],
    // One embedded PostgreSQL for the whole run; each test file gets its own fresh database.
    globalSetup: ["tests/support/globalDatabase.ts"],
    setupFiles: ["tests/support/fastCheckSeed.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: files run two at a time, each against its own database.
    maxWorkers: 2,
  },
});
