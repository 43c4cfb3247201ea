import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { readCatalogFiles } from "../../api/catalog/catalogFiles.ts";
import { loadCatalog } from "../../api/catalog/loadCatalog.ts";
import { startEmbeddedDatabase } from "../../api/database/embeddedDatabase.ts";
import { applyMigrations } from "../../api/database/migrations.ts";
import { createDatabaseClient } from "../../api/database/prisma.ts";
import { CATALOG_TEMPLATE, DATA_DIR, MIGRATIONS_DIR } from "./databaseLayout.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the test run's PostgreSQL server, connected to its maintenance database. */
    adminDatabaseUrl: string;
  }
}

async function onServer(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * One embedded PostgreSQL per test run (its own folder, so runs never share a server), with a
 * migrated database holding the catalog of data/ that each test file clones (CREATE DATABASE ...
 * TEMPLATE copies files: milliseconds, where migrating and loading the catalog took seconds).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-test-pg-"));
  const database = await startEmbeddedDatabase(dataDir);
  const adminUrl = new URL(database.url);
  adminUrl.pathname = "/postgres";
  // A test run's server is thrown away at the end: durability only costs time here, and so does
  // autovacuum on databases that live for one file (a worker in ANALYZE also held up their drop).
  await onServer(adminUrl.toString(), [
    "ALTER SYSTEM SET fsync = off",
    "ALTER SYSTEM SET synchronous_commit = off",
    "ALTER SYSTEM SET full_page_writes = off",
    "ALTER SYSTEM SET autovacuum = off",
    "SELECT pg_reload_conf()",
    `CREATE DATABASE ${CATALOG_TEMPLATE}`,
  ]);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${CATALOG_TEMPLATE}`;
  await applyMigrations(templateUrl.toString(), MIGRATIONS_DIR);
  const db = createDatabaseClient(templateUrl.toString());
  try {
    await loadCatalog(db, await readCatalogFiles(DATA_DIR));
  } finally {
    await db.$disconnect();
  }
  // Only a template with no connections can be cloned; marking it one also keeps tests off it.
  await onServer(adminUrl.toString(), [`ALTER DATABASE ${CATALOG_TEMPLATE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`]);
  project.provide("adminDatabaseUrl", adminUrl.toString());
  return async () => {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
