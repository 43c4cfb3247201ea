import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient, type Prisma } from "../generated/prisma/client.ts";

export type Database = PrismaClient;

/** Each client's connection pool, shared with its adapter, for `queryDirect`. */
const pools = new WeakMap<Database, pg.Pool>();

export function createDatabaseClient(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // The adapter ends the pool when the client disconnects.
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, pool);
  return db;
}

/** The client's connection pool, when createDatabaseClient made the client (the metrics read its counts). */
export function poolOf(db: Database): pg.Pool | undefined {
  return pools.get(db);
}

/**
 * Runs one statement, outside any transaction, on the client's own connection pool: the same as
 * `$queryRaw` without Prisma's per-query work, which costs as much as the statement itself on a
 * hot path (a purchase, issue 9). Rows come back as `pg` parses them.
 */
export async function queryDirect<Row extends pg.QueryResultRow>(db: Database, statement: Prisma.Sql): Promise<Row[]> {
  const pool = pools.get(db);
  if (!pool) throw new Error("queryDirect needs a client made by createDatabaseClient.");
  return (await pool.query<Row>(statement.text, statement.values)).rows;
}
