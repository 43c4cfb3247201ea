import { createHash } from "node:crypto";
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ROOT_DIR } from "../../config.ts";
import { applyMigrations, MigrationError } from "../migrations.ts";
import { createEmptyDatabase, MIGRATIONS_DIR, type TestDatabase } from "../../../tests/support/testDatabase.ts";

interface MigrationRow {
  id: string;
  checksum: string;
  finished_at: Date | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: Date | null;
  started_at: Date;
  applied_steps_count: number;
}

const databases: TestDatabase[] = [];
const tmpDirs: string[] = [];

async function newDatabase(): Promise<TestDatabase> {
  const database = await createEmptyDatabase();
  databases.push(database);
  return database;
}

/** A copy of prisma/migrations in a temp dir, to add to or change without touching the real one. */
async function copyOfMigrations(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "migrations-test-"));
  tmpDirs.push(dir);
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

async function migrationNames(): Promise<string[]> {
  const entries = await readdir(MIGRATIONS_DIR, { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
}

async function migrationRows(database: TestDatabase): Promise<MigrationRow[]> {
  return database.sql<MigrationRow>(`SELECT * FROM "_prisma_migrations" ORDER BY migration_name`);
}

async function publicTables(database: TestDatabase): Promise<string[]> {
  const rows = await database.sql<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** The table of each model in prisma/schema.prisma: its @@map name, or else the model name. */
async function modelTables(): Promise<string[]> {
  const schema = await readFile(path.join(ROOT_DIR, "prisma", "schema.prisma"), "utf8");
  return [...schema.matchAll(/^model\s+(\w+)\s*\{([^}]*)\}/gm)].map(
    ([, model, body]) => /@@map\(\s*"([^"]+)"\s*\)/.exec(body ?? "")?.[1] ?? model!,
  );
}

afterAll(async () => {
  await Promise.all(databases.map((database) => database.drop()));
  await Promise.all(tmpDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("on an empty database", () => {
  let database: TestDatabase;
  let applied: string[];
  beforeAll(async () => {
    database = await newDatabase();
    applied = await applyMigrations(database.url, MIGRATIONS_DIR);
  });

  test("applies every migration and returns their names in order", async () => {
    expect(applied).toEqual(await migrationNames());
    expect(applied.length).toBeGreaterThan(0);
  });

  test("creates a table for every model of prisma/schema.prisma", async () => {
    const tables = await publicTables(database);
    const expected = await modelTables();
    expect(expected).toEqual(expect.arrayContaining(["Category", "Game", "GameMenuItem", "CatalogState"]));
    for (const table of expected) expect(tables).toContain(table);
  });

  test("records each migration in _prisma_migrations the way Prisma does", async () => {
    const rows = await migrationRows(database);
    expect(rows.map((row) => row.migration_name)).toEqual(await migrationNames());
    for (const row of rows) {
      const sql = await readFile(path.join(MIGRATIONS_DIR, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test("a second call applies nothing and leaves the history unchanged", async () => {
    const before = await migrationRows(database);
    expect(await applyMigrations(database.url, MIGRATIONS_DIR)).toEqual([]);
    expect(await migrationRows(database)).toEqual(before);
  });
});

describe("a migration that fails", () => {
  const BAD_MIGRATION = "29991231000000_bad";
  let database: TestDatabase;
  let before: MigrationRow[];
  let failure: unknown;
  beforeAll(async () => {
    database = await newDatabase();
    await applyMigrations(database.url, MIGRATIONS_DIR);
    before = await migrationRows(database);
    const migrationsDir = await copyOfMigrations();
    await mkdir(path.join(migrationsDir, BAD_MIGRATION));
    // Creates a table, then fails: the table must not survive.
    await writeFile(
      path.join(migrationsDir, BAD_MIGRATION, "migration.sql"),
      `CREATE TABLE "HalfApplied" ("id" INTEGER NOT NULL);\nINSERT INTO "NoSuchTable" VALUES (1);\n`,
    );
    failure = await applyMigrations(database.url, migrationsDir).then(
      () => undefined,
      (error: unknown) => error,
    );
  });

  test("throws MigrationError naming the migration", () => {
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as Error).message).toContain(BAD_MIGRATION);
  });

  test("leaves no half-applied table behind", async () => {
    expect(await publicTables(database)).not.toContain("HalfApplied");
  });

  test("records no row for it and keeps the earlier rows as they were", async () => {
    const rows = await migrationRows(database);
    expect(rows.map((row) => row.migration_name)).not.toContain(BAD_MIGRATION);
    expect(rows).toEqual(before);
  });
});

test("a migration changed after it was applied throws MigrationError", async () => {
  const database = await newDatabase();
  const migrationsDir = await copyOfMigrations();
  const [first] = await applyMigrations(database.url, migrationsDir);
  expect(first).toBeDefined();
  await appendFile(path.join(migrationsDir, first!, "migration.sql"), "\n-- edited after it was applied\n");

  const attempt = applyMigrations(database.url, migrationsDir);
  await expect(attempt).rejects.toBeInstanceOf(MigrationError);
  await expect(attempt).rejects.toThrow(/was changed after it was applied/);
});

test("two concurrent calls on a fresh database both succeed and apply each migration once", async () => {
  const database = await newDatabase();
  const results = await Promise.all([
    applyMigrations(database.url, MIGRATIONS_DIR),
    applyMigrations(database.url, MIGRATIONS_DIR),
  ]);

  const names = await migrationNames();
  // Between them the two calls applied every migration exactly once.
  expect(results.flat().sort()).toEqual(names);
  const rows = await migrationRows(database);
  expect(rows.map((row) => row.migration_name)).toEqual(names);
  expect(rows.every((row) => row.finished_at !== null && row.applied_steps_count === 1)).toBe(true);
});
