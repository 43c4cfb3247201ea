import type { Database } from "../../api/database/prisma.ts";
import { poolOf } from "../../api/database/prisma.ts";

/**
 * Records the text of every statement sent on the client's pool from now on: each `query` call of
 * a pg client of the pool, Prisma's (its adapter shares the pool) and direct SQL's alike, BEGIN
 * and COMMIT included. Only connections opened after the call are watched: call it before the
 * client's first query.
 */
export function recordStatements(db: Database): string[] {
  const pool = poolOf(db);
  if (!pool) throw new Error("Recording statements needs a client made by createDatabaseClient.");
  const statements: string[] = [];
  pool.on("connect", (client) => {
    client.query = new Proxy(client.query, {
      apply(query, self: unknown, args: unknown[]) {
        const [first] = args;
        statements.push(typeof first === "string" ? first : typeof first === "object" && first !== null && "text" in first ? String(first.text) : "");
        return Reflect.apply(query, self, args);
      },
    });
  });
  return statements;
}
