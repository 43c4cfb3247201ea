import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.ts";

export type Database = PrismaClient;

/** Each client's connection pool, shared with its adapter, for direct SQL (api/database/directSql.ts). */
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
