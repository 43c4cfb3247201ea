import { Prisma, type Currency } from "../generated/prisma/client.ts";
import type { Database } from "../database/prisma.ts";
import type { SqlTx, Tx } from "../database/transaction.ts";
import { portalScope } from "../portalScope.ts";

/**
 * The only code that changes a balance. Every change is a guarded UPDATE on the player's row and
 * a ledger row in the same transaction (the caller's), so the ledger always sums to the balance
 * and a balance can never go below zero (the guard, backed by a CHECK constraint).
 *
 * Debits are the database function `wallet_debit` (migration 20261124100000_purchase_function):
 * `debit` below calls it, and so does `store_purchase`, the one-statement purchase that
 * api/store/purchase.ts runs. Those two SQL functions and this file are every place a balance
 * changes.
 *
 * The portal's money metrics (wallet_credited_total, wallet_debited_total) are counted here and in
 * `purchase`, as each change is written: a change whose transaction later rolls back is counted
 * all the same (rare: a step failing after the payment in the same transaction).
 */

export interface BalanceChange {
  userId: string;
  currency: Currency;
  amount: number;
  reason: string;
  reference?: string | null;
}

export type DebitResult = { ok: true; balance: number } | { ok: false; balance: number };

const COLUMN: Record<Currency, "gems" | "tokens"> = { GEMS: "gems", TOKENS: "tokens" };

/** The balance column of a currency, for a statement (the name comes from COLUMN, never from input). */
function columnOf(currency: Currency): Prisma.Sql {
  return Prisma.raw(`"${COLUMN[currency]}"`);
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`A balance change must be a whole, non-negative number, not ${amount}.`);
}

export async function credit(tx: SqlTx, change: BalanceChange): Promise<number> {
  assertAmount(change.amount);
  const column = columnOf(change.currency);
  const rows = await tx.$queryRaw<{ balance: number }[]>`
    WITH changed AS (
      UPDATE "Player" SET ${column} = ${column} + ${change.amount}::int WHERE "userId" = ${change.userId}
      RETURNING ${column} AS balance, ${change.amount}::int AS delta
    ), ledger AS (${ledgerRow(change, Prisma.sql`changed`)})
    SELECT balance FROM changed`;
  const balance = rows[0]?.balance;
  if (balance === undefined) throw new Error(`No player ${change.userId} to credit.`);
  portalScope()?.metrics.moneyMoved(change.currency, "credited", change.amount);
  return balance;
}

/** Takes `amount` only if the balance covers it; otherwise changes nothing and reports the balance. */
export async function debit(tx: SqlTx, change: BalanceChange): Promise<DebitResult> {
  assertAmount(change.amount);
  const rows = await tx.$queryRaw<{ paid: boolean; balance: number }[]>`
    SELECT paid, balance FROM wallet_debit(${change.userId}, ${change.currency}::"Currency", ${change.amount}::bigint, ${change.reason}, ${change.reference ?? null})`;
  const row = rows[0]!;
  if (row.paid) portalScope()?.metrics.moneyMoved(change.currency, "debited", change.amount);
  return { ok: row.paid, balance: row.balance };
}

/** Takes as much of `amount` as the balance allows (refunds, disputes); returns what was taken. */
export async function debitUpTo(tx: SqlTx, change: BalanceChange): Promise<{ taken: number; balance: number }> {
  assertAmount(change.amount);
  const column = columnOf(change.currency);
  const rows = await tx.$queryRaw<{ balance: number; taken: number }[]>`
    WITH changed AS (
      UPDATE "Player" p SET ${column} = GREATEST(p.${column} - ${change.amount}::int, 0)
        FROM (SELECT ${column} AS before FROM "Player" WHERE "userId" = ${change.userId} FOR UPDATE) old
       WHERE p."userId" = ${change.userId} RETURNING p.${column} AS balance, p.${column} - old.before AS delta
    ), ledger AS (${ledgerRow(change, Prisma.sql`changed WHERE delta <> 0`)})
    SELECT balance, -delta AS taken FROM changed`;
  const row = rows[0];
  if (!row) throw new Error(`No player ${change.userId} to debit.`);
  if (row.taken > 0) portalScope()?.metrics.moneyMoved(change.currency, "debited", row.taken);
  return { taken: row.taken, balance: row.balance };
}

export async function readBalance(db: Database | Tx, userId: string, currency: Currency): Promise<number> {
  const player = await db.player.findUnique({ where: { userId }, select: { gems: true, tokens: true } });
  return player ? player[COLUMN[currency]] : 0;
}

/**
 * The ledger row of a balance change, as a step of the change's own statement: it reads the new
 * balance and the delta from `source` (the step that changed the balance, and which of its rows
 * are written), so the balance and its row are one statement and one round trip.
 */
function ledgerRow(change: BalanceChange, source: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "LedgerEntry" ("userId", currency, delta, "balanceAfter", reason, reference, "createdAt")
    SELECT ${change.userId}, ${change.currency}::"Currency", delta, balance, ${change.reason}, ${change.reference ?? null}, now() AT TIME ZONE 'UTC'
      FROM ${source}`;
}

export interface LedgerCheck {
  userId: string;
  currency: Currency;
  balance: number;
  ledgerSum: number;
}

/** Players whose ledger does not sum to their balance (an empty list means the books balance). */
export async function findLedgerMismatches(db: Database | Tx, userId?: string): Promise<LedgerCheck[]> {
  const rows = await db.$queryRawUnsafe<{ userId: string; gems: number; tokens: number; gemSum: bigint; tokenSum: bigint }[]>(
    `SELECT p."userId", p.gems, p.tokens,
            COALESCE(SUM(l.delta) FILTER (WHERE l.currency = 'GEMS'), 0) AS "gemSum",
            COALESCE(SUM(l.delta) FILTER (WHERE l.currency = 'TOKENS'), 0) AS "tokenSum"
       FROM "Player" p LEFT JOIN "LedgerEntry" l ON l."userId" = p."userId"
      ${userId ? `WHERE p."userId" = $1` : ""}
      GROUP BY p."userId", p.gems, p.tokens`,
    ...(userId ? [userId] : []),
  );
  const mismatches: LedgerCheck[] = [];
  for (const row of rows) {
    if (Number(row.gemSum) !== row.gems) mismatches.push({ userId: row.userId, currency: "GEMS", balance: row.gems, ledgerSum: Number(row.gemSum) });
    if (Number(row.tokenSum) !== row.tokens) mismatches.push({ userId: row.userId, currency: "TOKENS", balance: row.tokens, ledgerSum: Number(row.tokenSum) });
  }
  return mismatches;
}

/**
 * Moves a temporary user's whole wallet to the account it became, as a transfer between the two
 * ledgers: per currency, a row taking the balance out of the temporary user's (reference
 * `merge:<account>`) and one bringing it into the account's (`merge:<temporary user>`). Each
 * ledger keeps a true running balance; the temporary user's own rows stay its own, since moved
 * among the account's they would not read row by row. The source is left with zero.
 */
export async function moveWallet(tx: Tx, fromUserId: string, toUserId: string): Promise<void> {
  const [from] = await tx.$queryRaw<{ gems: number; tokens: number }[]>`
    SELECT gems, tokens FROM "Player" WHERE "userId" = ${fromUserId} FOR UPDATE`;
  if (!from) return;
  for (const currency of ["GEMS", "TOKENS"] as const) {
    const amount = from[COLUMN[currency]];
    if (amount === 0) continue;
    const { taken } = await debitUpTo(tx, { userId: fromUserId, currency, amount, reason: "Merged into an account", reference: `merge:${toUserId}` });
    await credit(tx, { userId: toUserId, currency, amount: taken, reason: "Merged from a temporary user", reference: `merge:${fromUserId}` });
  }
}
