import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

/**
 * Applies prisma/migrations/* in order, the way `prisma migrate deploy` would: each pending
 * migration runs in its own transaction and is recorded in `_prisma_migrations` with Prisma's
 * columns and sha256 checksum, so Prisma's own tooling sees the same history. We apply them
 * ourselves because Prisma's offline (JS) schema engine cannot run migrations on PostgreSQL.
 */

export class MigrationError extends Error {}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

// The same advisory lock key Prisma Migrate takes, so two starters never migrate at once.
const MIGRATION_LOCK_KEY = 72707369;

const CREATE_HISTORY_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export async function readMigrations(migrationsDir: string): Promise<Migration[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const names = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/** Returns the names of the migrations applied by this call (empty when none were pending). */
export async function applyMigrations(databaseUrl: string, migrationsDir: string): Promise<string[]> {
  const migrations = await readMigrations(migrationsDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await client.query(CREATE_HISTORY_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const recorded = new Map(rows.map((row) => [row.migration_name, row]));
    const applied: string[] = [];
    for (const migration of migrations) {
      const previous = recorded.get(migration.name);
      if (previous?.finished_at) {
        if (previous.checksum !== migration.checksum) {
          throw new MigrationError(
            `Migration ${migration.name} was changed after it was applied; restore its migration.sql and add a new migration instead.`,
          );
        }
        continue;
      }
      if (previous) {
        throw new MigrationError(
          `Migration ${migration.name} failed on an earlier start; fix the database by hand and delete its row from _prisma_migrations, then start again.`,
        );
      }
      await applyOne(client, migration);
      applied.push(migration.name);
    }
    return applied;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

async function applyOne(client: pg.Client, migration: Migration): Promise<void> {
  const id = randomUUID();
  try {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    await client.query(migration.sql);
    await client.query(
      `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
      [id],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${migration.name} failed (${reason}); fix its SQL or the database and start again.`);
  }
}
