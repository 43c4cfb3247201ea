import { Prisma } from "../generated/prisma/client.ts";
import type { Database } from "./prisma.ts";

/** A Prisma client inside a transaction: domain functions that must share one take this. */
export type Tx = Prisma.TransactionClient;

/**
 * What a step that runs only raw SQL needs: Prisma's client or transaction client, or a bare `pg`
 * one (api/database/directSql.ts), which costs a small part of Prisma's CPU per statement. Rows
 * come back typed as `$queryRaw` types them in either (a bigint as bigint, a timestamp as a UTC Date).
 */
export interface SqlTx {
  $queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<T>;
  $executeRaw(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<number>;
}

/** Runs `work` in a transaction, or inside the caller's one when given a transaction client. */
export function inTransaction<T>(db: Database | Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return "$transaction" in db ? db.$transaction(work) : work(db);
}

/** The write broke a unique key: another request (often a racing one) holds the row this one would make. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
