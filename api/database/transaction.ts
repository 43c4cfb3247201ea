import { Prisma } from "../generated/prisma/client.ts";
import type { Database } from "./prisma.ts";

/** A Prisma client inside a transaction: domain functions that must share one take this. */
export type Tx = Prisma.TransactionClient;

/** Runs `work` in a transaction, or inside the caller's one when given a transaction client. */
export function inTransaction<T>(db: Database | Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return "$transaction" in db ? db.$transaction(work) : work(db);
}

/** The write broke a unique key: another request (often a racing one) holds the row this one would make. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
