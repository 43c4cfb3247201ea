import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT_DIR } from "../api/config.ts";
import { startEmbeddedDatabase } from "../api/database/embeddedDatabase.ts";

// Writes prisma/migrations/<timestamp>_<name>/migration.sql: the SQL from the last committed
// prisma/schema.prisma to the current one. Prisma's offline engine needs a live database to diff,
// so a scratch embedded PostgreSQL is started for the duration.
const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run migration:new -- <name_in_snake_case>");
  process.exit(1);
}
const scratch = mkdtempSync(path.join(tmpdir(), "portal-migration-"));
chmodSync(scratch, 0o755);
const previous = path.join(scratch, "previous.prisma");
let committed = "";
try {
  committed = execFileSync("git", ["show", "HEAD:prisma/schema.prisma"], { cwd: ROOT_DIR, encoding: "utf8" });
} catch {
  // No committed schema yet: diff from an empty database.
}
writeFileSync(previous, committed);
const database = await startEmbeddedDatabase(path.join(scratch, "db"));
try {
  const from = committed ? ["--from-schema-datamodel", previous] : ["--from-empty"];
  const result = spawnSync(
    "prisma",
    ["migrate", "diff", ...from, "--to-schema-datamodel", "prisma/schema.prisma", "--script"],
    {
      cwd: ROOT_DIR,
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: database.url, PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false", PRISMA_QUERY_ENGINE_LIBRARY: "/bin/false" },
    },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(ROOT_DIR, "prisma", "migrations", `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "migration.sql"), result.stdout);
  console.log(`Wrote ${path.relative(ROOT_DIR, dir)}/migration.sql`);
} finally {
  await database.stop();
  rmSync(scratch, { recursive: true, force: true });
}
