import { spawnSync } from "node:child_process";

// Prisma's CLI would try to download native engines; pointing these at any existing file stops
// that (we use the JS engine and the pg driver adapter, see README).
const result = spawnSync("prisma", ["generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false", PRISMA_QUERY_ENGINE_LIBRARY: "/bin/false", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
process.exit(result.status ?? 1);
