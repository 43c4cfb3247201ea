import pg from "pg";
import { Prisma } from "../generated/prisma/client.ts";
import { portalScope } from "../portalScope.ts";
import { poolOf, type Database } from "./prisma.ts";
import type { SqlTx } from "./transaction.ts";

/**
 * Raw SQL on the client's own `pg` pool, without Prisma's per-statement work, which on a hot path
 * (a purchase, issue 9; a finish, issue 31) costs far more CPU than the statements themselves.
 * Statements are written as for `$queryRaw` and read back the same way, so a step taking a SqlTx
 * runs unchanged on Prisma or here.
 */

/** Anything that runs a statement: the pool, or one connection checked out of it. */
interface Queryable {
  query<Row extends pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<Row>>;
}

// Read as Prisma's $queryRaw reads them: a bigint as bigint, a timestamp (stored in UTC, without a
// zone) as the UTC moment; pg would give a string and a local time.
const PRISMA_TYPES = new pg.TypeOverrides();
PRISMA_TYPES.setTypeParser(pg.types.builtins.INT8, BigInt);
PRISMA_TYPES.setTypeParser(pg.types.builtins.TIMESTAMP, (text) => new Date(`${text.replace(" ", "T")}Z`));

/** Dates go as UTC instants (pg would send local time, which a timestamp column takes without its zone); bigints as text. */
function parameter(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return value.toString();
  return value;
}

// Statements are prepared once per connection and then sent by name: PostgreSQL parses and plans
// them once, and pg sends only their values. The texts are the code's own templates, so they are
// few; a text past the limit (a list of a size not seen before, say) still runs, unnamed.
const MAX_NAMED_STATEMENTS = 500;
const statementNames = new Map<string, string>();
let limitReported = false;

function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known !== undefined) return known;
  if (statementNames.size >= MAX_NAMED_STATEMENTS) {
    // Said once, where an operator reads it: past the limit, a statement built per call (by
    // interpolating what should be a value) would otherwise cost its parse on every run unnoticed.
    const logger = portalScope()?.logger;
    if (!limitReported && logger) {
      logger.warn(`Over ${MAX_NAMED_STATEMENTS} direct SQL texts: new ones now run unprepared. A statement is likely built from values instead of taking them as parameters.`);
      limitReported = true;
    }
    return undefined;
  }
  const name = `direct_${statementNames.size}`;
  statementNames.set(text, name);
  return name;
}

class DirectSql implements SqlTx {
  constructor(
    private readonly target: Queryable,
    /** Throws once the transaction may no longer run statements (past its time). */
    private readonly checkOpen: () => void = () => {},
  ) {}

  private async run<Row extends pg.QueryResultRow>(query: TemplateStringsArray | Prisma.Sql, values: unknown[]): Promise<pg.QueryResult<Row>> {
    this.checkOpen();
    const statement = query instanceof Prisma.Sql ? query : Prisma.sql(query, ...values);
    return this.target.query<Row>({ name: statementName(statement.text), text: statement.text, values: statement.values.map(parameter), types: PRISMA_TYPES });
  }

  async $queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<T> {
    // The caller names the rows' type, as with Prisma's $queryRaw: the SQL is what vouches for it.
    return (await this.run(query, values)).rows as T;
  }

  async $executeRaw(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<number> {
    return (await this.run(query, values)).rowCount ?? 0;
  }
}

function poolFor(db: Database): pg.Pool {
  const pool = poolOf(db);
  if (!pool) throw new Error("Direct SQL needs a client made by createDatabaseClient.");
  return pool;
}

/** Statements on the pool, each in its own implicit transaction. */
export function directSql(db: Database): SqlTx {
  return new DirectSql(poolFor(db));
}

/** As Prisma's interactive transactions: how long to wait for a connection, and how long the transaction may run. */
export interface TransactionLimits {
  maxWaitMs: number;
  timeoutMs: number;
}

/** A connection from the pool, or an error once `ms` have passed without one (a connection that comes later goes back). */
function connectWithin(pool: pg.Pool, ms: number): Promise<pg.PoolClient> {
  return new Promise((resolve, reject) => {
    let waiting = true;
    const timer = setTimeout(() => {
      waiting = false;
      reject(new Error(`No database connection came free within ${ms} ms.`));
    }, ms);
    pool.connect().then(
      (client) => {
        clearTimeout(timer);
        if (waiting) resolve(client);
        else client.release();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Runs `work` in one transaction on a connection of the client's pool: committed when it
 * returns, rolled back when it throws. Past `timeoutMs` its statements and its commit are refused,
 * so it rolls back, as Prisma's interactive transaction does.
 */
export async function directTransaction<T>(db: Database, work: (tx: SqlTx) => Promise<T>, limits: TransactionLimits): Promise<T> {
  const client = await connectWithin(poolFor(db), limits.maxWaitMs);
  const deadline = Date.now() + limits.timeoutMs;
  const checkOpen = () => {
    if (Date.now() > deadline) throw new Error(`The transaction ran longer than ${limits.timeoutMs} ms and was rolled back.`);
  };
  // A connection that fails while checked out reports it here as well as to the statement waiting
  // on it; without a listener, the error event would end the process.
  const ignore = () => {};
  client.on("error", ignore);
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    const result = await work(new DirectSql(client, checkOpen));
    checkOpen();
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.removeListener("error", ignore);
    // A connection whose rollback failed is closed rather than reused.
    client.release(broken);
  }
}
