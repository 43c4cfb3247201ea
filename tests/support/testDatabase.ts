import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { createDatabaseClient, type Database } from "../../api/database/prisma.ts";
import { CATALOG_TEMPLATE } from "./databaseLayout.ts";

export { DATA_DIR, MIGRATIONS_DIR } from "./databaseLayout.ts";

export interface TestDatabase {
  url: string;
  name: string;
  /** Runs SQL as the test database's owner, for assertions below the Prisma layer. */
  sql<Row extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Drops it once its clients are gone, waiting for them as PostgreSQL does (up to 5 s). */
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("adminDatabaseUrl") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const OBJECT_IN_USE = "55006";

/**
 * Drops a test database once every client of it has disconnected. Never WITH (FORCE): a client's
 * end() (and a pool's) resolves before its server process has exited, and forcing terminated such
 * processes, whose clients then got an unhandled 57P01 error. Without FORCE, PostgreSQL waits up to
 * 5 s for them to exit. A client still connected after that is a leak in the test: it is named here
 * rather than killed.
 */
async function dropDatabase(name: string): Promise<void> {
  await admin(async (client) => {
    // A client that leaves just after PostgreSQL's 5 s wait leaves nobody to name: the drop is tried again.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      }
      // An autovacuum worker is the server's own, not a leak: PostgreSQL signals it to leave on DROP,
      // but one busy in ANALYZE under load can outlast the 5 s wait, so it is stopped and the drop retried.
      const { rowCount: stoppedWorkers } = await client.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'autovacuum worker'",
        [name],
      );
      const { rows } = await client.query<{ pid: number; application_name: string; state: string | null; query: string }>(
        "SELECT pid, application_name, state, query FROM pg_stat_activity WHERE datname = $1 AND backend_type <> 'autovacuum worker'",
        [name],
      );
      if (rows.length === 0 && (attempt < 3 || ((stoppedWorkers ?? 0) > 0 && attempt < 10))) continue;
      const sessions = rows.map((row) => `pid ${row.pid} "${row.application_name}" (${row.state}, last query: ${row.query})`);
      throw new Error(`Test database ${name} still has clients connected: ${sessions.join("; ")}. Close the app, Prisma client or pool using it before dropping it.`);
    }
  });
}

/**
 * A database on the run's PostgreSQL server, named and addressed at once and made by `create()`
 * (empty, or a copy of `template`); its pool connects on first use.
 */
function plannedDatabase(template?: string): TestDatabase & { create(): Promise<void> } {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const url = new URL(inject("adminDatabaseUrl"));
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    name,
    create: async () => {
      await admin((client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`));
    },
    sql: async (text, values) => (await pool.query(text, values)).rows,
    drop: async () => {
      // A drop refused because of a leaked client may be retried once the test has closed it.
      if (!pool.ending) await pool.end();
      await dropDatabase(name);
    },
  };
}

async function createDatabase(template?: string): Promise<TestDatabase> {
  const { create, ...database } = plannedDatabase(template);
  await create();
  return database;
}

/** A new, empty database on the run's PostgreSQL server. */
export const createEmptyDatabase = (): Promise<TestDatabase> => createDatabase();

/** A migrated database with data/'s catalog loaded (a copy of the run's template), without a client. */
export const createMigratedDatabase = (): Promise<TestDatabase> => createDatabase(CATALOG_TEMPLATE);

/** The database with a Prisma client on it (connecting on first use); dropping it disconnects the client first. */
function withPrismaClient(database: TestDatabase): TestDatabase & { db: Database } {
  const db = createDatabaseClient(database.url);
  return {
    ...database,
    db,
    drop: async () => {
      await db.$disconnect();
      await database.drop();
    },
  };
}

/** A migrated database with the catalog from data/ loaded, and a Prisma client on it. */
export async function createCatalogDatabase(): Promise<TestDatabase & { db: Database }> {
  const { create, ...database } = plannedDatabase(CATALOG_TEMPLATE);
  await create();
  return withPrismaClient(database);
}

/**
 * The test file's catalog database: made before its tests, dropped after them. Its Prisma client
 * exists at once and connects on first use, so a file may take `db` at its top level.
 */
export function useCatalogDatabase(): TestDatabase & { db: Database } {
  const { create, ...planned } = plannedDatabase(CATALOG_TEMPLATE);
  const database = withPrismaClient(planned);
  beforeAll(create);
  afterAll(database.drop);
  return database;
}

/** A port on this machine that nothing listens at (one the system just gave out and freed). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * A Prisma client for `url`'s database on a server that does not answer: the portal with its
 * database down. The caller disconnects it.
 */
export async function unreachableDatabaseClient(url: string): Promise<Database> {
  const unreachable = new URL(url);
  unreachable.hostname = "127.0.0.1";
  unreachable.port = String(await closedPort());
  return createDatabaseClient(unreachable.toString());
}
