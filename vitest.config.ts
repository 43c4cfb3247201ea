import { defineConfig } from "vitest/config";

// Three tiers, each a project of its own (`npm run test:unit`, `test:api`, `test:browser`):
// - unit: pure modules, rules and engines, with no database and no browser: games/, client/ and
//   any `*.unit.test.ts`;
// - api: integration against a real PostgreSQL: api/ and tests/ (and any `*.api.test.ts`);
// - browser: what a person does in headless Chromium: tests/browser/.
// The api and browser tiers share one embedded PostgreSQL per run, with a migrated, catalog-loaded
// template database that each test file clones; the browser tier also one Chromium per run.
const UNIT = ["games/**/*.test.ts", "client/**/*.test.ts", "**/*.unit.test.ts"];
const API = ["api/**/*.test.ts", "tests/*.test.ts", "tests/support/*.test.ts", "**/*.api.test.ts"];
const BROWSER = ["tests/browser/**/*.test.ts"];
const EXCLUDED = ["**/node_modules/**", "dist/**"];

export default defineConfig({
  test: {
    setupFiles: ["tests/support/fastCheckSeed.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: files run two at a time, each against its own database. Three at a time took eight
    // game files 10% less time, but a whole run only 2% less (within the noise), with every file a
    // half slower under the load: nearer the tests' time limits for no gain.
    maxWorkers: 2,
    // A worker imports the server, Prisma and the games once for all its files, not once per file
    // (import time was most of a file's time). Files share no state but what they import: each
    // builds its own app, database and clock, and module-level caches are keyed by what they hold.
    isolate: false,
    projects: [
      { extends: true, test: { name: "unit", include: UNIT, exclude: [...EXCLUDED, "**/*.api.test.ts"] } },
      {
        extends: true,
        test: { name: "api", include: API, exclude: [...EXCLUDED, "**/*.unit.test.ts"], globalSetup: ["tests/support/globalDatabase.ts"] },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: BROWSER,
          globalSetup: ["tests/support/globalDatabase.ts", "tests/support/globalBrowser.ts"],
          // A page under a loaded machine answers in seconds, not in vitest's default 1 s: polls
          // wait as long as element waits do (20 s, tests/support/browser.ts).
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
