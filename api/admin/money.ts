import type { Database } from "../database/prisma.ts";
import type { PaymentRefund, Prisma } from "../generated/prisma/client.ts";
import { findLedgerMismatches, type LedgerCheck } from "../wallet/wallet.ts";
import { allows, type Staff } from "./access.ts";

/**
 * The console's money pages (issue 33): payment orders with what the provider told us (the credit
 * and each refund or dispute event), disputes and refunds still in flight, reconciliation of orders against credits, reversals and the
 * ledger, and daily totals. Every function answers null when the role may not read money.
 */

/**
 * Players whose ledger does not sum to their balance (the wallet's own check, run over every
 * player). An empty list means the books balance.
 */
export async function ledgerMismatches(db: Database, staff: Staff): Promise<LedgerCheck[] | null> {
  if (!allows(staff, "READ_MONEY")) return null;
  return findLedgerMismatches(db);
}

/** An order still CREATED or PENDING after this long has lost its provider's answer: someone should look. */
export const STALE_ORDER_HOURS = 24;
/** The reconciliation lists at most this many orders with problems, the newest first. */
export const MAX_PROBLEM_ORDERS = 200;
export const MAX_ORDER_PAGE = 100;
export const MAX_MONEY_DAYS = 90;

/** What the console shows of an order: its credit and its refund and dispute events, oldest first. */
export const ORDER_DETAIL = {
  credit: true,
  reversals: { orderBy: { createdAt: "asc" } },
} as const satisfies Prisma.PaymentOrderInclude;
export type PaymentOrderDetail = Prisma.PaymentOrderGetPayload<{
  include: typeof ORDER_DETAIL;
}>;

/** What an order's own rows and the ledger say about it, side by side. */
interface OrderBooks {
  id: string;
  ledgerIn: number;
  ledgerOut: number;
  requested: number;
  taken: number;
  restored: number;
}

/**
 * What does not add up for one order, in the operator's words; empty when it reconciles. The
 * ledger's rows for the order (reference `order:<id>`) must be its credit and won disputes' gems
 * in and its reversals' takes out; the order's reversed gems are what its reversal events asked
 * for, but for won disputes (given back).
 */
export function orderProblems(order: PaymentOrderDetail, books: OrderBooks, now: Date): string[] {
  const problems: string[] = [];
  const paid = order.succeededAt !== null || order.status === "SUCCEEDED";
  const credited = order.credit?.gems ?? 0;
  if (paid && !order.credit && order.gems > order.reversedGems) problems.push("Paid, but no gems were credited.");
  if (order.credit && (order.status === "CREATED" || order.status === "PENDING" || order.status === "FAILED")) {
    problems.push(`Credited ${credited} gems, but the order is ${order.status.toLowerCase()}.`);
  }
  if (credited > order.gems) problems.push(`Credited ${credited} gems for an order of ${order.gems}.`);
  if (books.ledgerIn !== credited + books.restored) {
    problems.push(`The ledger brought in ${books.ledgerIn} gems; the credit says ${credited}${books.restored > 0 ? ` and won disputes ${books.restored}` : ""}.`);
  }
  if (books.ledgerOut !== books.taken) problems.push(`The ledger took back ${books.ledgerOut} gems; the reversals say ${books.taken}.`);
  if (books.requested !== order.reversedGems) problems.push(`The order counts ${order.reversedGems} gems reversed; its refund and dispute events asked for ${books.requested}.`);
  // Reversals before the credit made it smaller; later ones were taken back or are still owed.
  if (order.credit && order.gems - credited + books.taken - books.restored + order.unrecoveredGems !== order.reversedGems) {
    problems.push(
      `The gems do not add up: ${order.gems} ordered, ${credited} credited, ${books.taken} taken back, ${books.restored} given back and ${order.unrecoveredGems} owed, against ${order.reversedGems} reversed.`,
    );
  }
  if (order.unrecoveredGems > 0) problems.push(`${order.unrecoveredGems} gems could not be taken back: the player's balance was short.`);
  const waitingSince = now.getTime() - order.createdAt.getTime();
  if ((order.status === "CREATED" || order.status === "PENDING") && waitingSince > STALE_ORDER_HOURS * 3_600_000) {
    problems.push(`No answer from ${order.provider === "STRIPE" ? "Stripe" : "PayPal"} for over ${STALE_ORDER_HOURS} hours.`);
  }
  return problems;
}

/** The ledger's and the reversals' sums for each order of `ids`, in one statement. */
async function booksOf(db: Database, ids: readonly string[]): Promise<Map<string, OrderBooks>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<
    {
      id: string;
      ledgerIn: bigint;
      ledgerOut: bigint;
      requested: bigint;
      taken: bigint;
      restored: bigint;
    }[]
  >`
    SELECT o.id,
           COALESCE((SELECT SUM(l.delta) FROM "LedgerEntry" l WHERE l."userId" = o."userId" AND l.currency = 'GEMS' AND l.reference = 'order:' || o.id AND l.delta > 0), 0) AS "ledgerIn",
           COALESCE((SELECT -SUM(l.delta) FROM "LedgerEntry" l WHERE l."userId" = o."userId" AND l.currency = 'GEMS' AND l.reference = 'order:' || o.id AND l.delta < 0), 0) AS "ledgerOut",
           COALESCE((SELECT SUM(r."gemsRequested") FROM "PaymentReversal" r WHERE r."orderId" = o.id AND r.state <> 'WON'), 0) AS requested,
           COALESCE((SELECT SUM(r."gemsTaken") FROM "PaymentReversal" r WHERE r."orderId" = o.id), 0) AS taken,
           COALESCE((SELECT SUM(r."gemsRestored") FROM "PaymentReversal" r WHERE r."orderId" = o.id), 0) AS restored
      FROM "PaymentOrder" o
     WHERE o.id = ANY(${ids}::text[])`;
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        ledgerIn: Number(row.ledgerIn),
        ledgerOut: Number(row.ledgerOut),
        requested: Number(row.requested),
        taken: Number(row.taken),
        restored: Number(row.restored),
      },
    ]),
  );
}

export interface CheckedOrder {
  order: PaymentOrderDetail;
  problems: string[];
}

async function checked(db: Database, orders: PaymentOrderDetail[], now: Date): Promise<CheckedOrder[]> {
  const books = await booksOf(
    db,
    orders.map((order) => order.id),
  );
  return orders.map((order) => ({
    order,
    problems: orderProblems(
      order,
      books.get(order.id) ?? {
        id: order.id,
        ledgerIn: 0,
        ledgerOut: 0,
        requested: 0,
        taken: 0,
        restored: 0,
      },
      now,
    ),
  }));
}

/**
 * Orders that do not reconcile, newest first (at most MAX_PROBLEM_ORDERS). The statement finds
 * them among every order by the same checks as orderProblems (the test holds the two to agree),
 * and orderProblems then says in words what is wrong.
 */
export async function paymentProblems(db: Database, staff: Staff, now: Date): Promise<CheckedOrder[] | null> {
  if (!allows(staff, "READ_MONEY")) return null;
  const staleBefore = new Date(now.getTime() - STALE_ORDER_HOURS * 3_600_000);
  const candidates = await db.$queryRaw<{ id: string }[]>`
    SELECT o.id
      FROM "PaymentOrder" o
      LEFT JOIN "PaymentCredit" c ON c."orderId" = o.id
     WHERE o."unrecoveredGems" > 0
        OR (o.status IN ('CREATED', 'PENDING') AND (o."createdAt" < ${staleBefore} OR c."orderId" IS NOT NULL))
        OR (o.status = 'FAILED' AND c."orderId" IS NOT NULL)
        OR ((o."succeededAt" IS NOT NULL OR o.status = 'SUCCEEDED') AND c."orderId" IS NULL AND o.gems > o."reversedGems")
        OR COALESCE(c.gems, 0) > o.gems
        OR (c."orderId" IS NOT NULL AND o.gems - c.gems + o."unrecoveredGems"
            + COALESCE((SELECT SUM(r."gemsTaken" - r."gemsRestored") FROM "PaymentReversal" r WHERE r."orderId" = o.id), 0) <> o."reversedGems")
        OR o."reversedGems" <> COALESCE((SELECT SUM(r."gemsRequested") FROM "PaymentReversal" r WHERE r."orderId" = o.id AND r.state <> 'WON'), 0)
        OR COALESCE(c.gems, 0) + COALESCE((SELECT SUM(r."gemsRestored") FROM "PaymentReversal" r WHERE r."orderId" = o.id), 0)
           <> COALESCE((SELECT SUM(l.delta) FROM "LedgerEntry" l WHERE l."userId" = o."userId" AND l.currency = 'GEMS' AND l.reference = 'order:' || o.id AND l.delta > 0), 0)
        OR COALESCE((SELECT SUM(r."gemsTaken") FROM "PaymentReversal" r WHERE r."orderId" = o.id), 0)
           <> COALESCE((SELECT -SUM(l.delta) FROM "LedgerEntry" l WHERE l."userId" = o."userId" AND l.currency = 'GEMS' AND l.reference = 'order:' || o.id AND l.delta < 0), 0)
     ORDER BY o."createdAt" DESC, o.id DESC
     LIMIT ${MAX_PROBLEM_ORDERS}`;
  const orders = await db.paymentOrder.findMany({
    where: { id: { in: candidates.map((row) => row.id) } },
    include: ORDER_DETAIL,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return (await checked(db, orders, now)).filter((row) => row.problems.length > 0);
}

/** An open dispute (the card network still deciding) and its order. */
export interface DisputeInFlight {
  dispute: PaymentOrderDetail["reversals"][number];
  order: PaymentOrderDetail;
}

/** Disputes still open, oldest first (at most MAX_PROBLEM_ORDERS): money in flight an operator may answer. */
export async function disputesInFlight(db: Database, staff: Staff): Promise<DisputeInFlight[] | null> {
  if (!allows(staff, "READ_MONEY")) return null;
  const open = await db.paymentReversal.findMany({
    where: { state: "OPEN" },
    include: { order: { include: ORDER_DETAIL } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: MAX_PROBLEM_ORDERS,
  });
  return open.map(({ order, ...dispute }) => ({ dispute, order }));
}

/** A refund asked of the provider and not yet settled, and its order. */
export interface RefundInFlight {
  refund: PaymentRefund;
  order: PaymentOrderDetail;
}

/**
 * Refunds the provider reported as pending and has not yet said succeeded, failed or was canceled,
 * oldest first (at most MAX_PROBLEM_ORDERS): money on its way back to a payer, whose gems were taken
 * back when the refund was asked and come back if it fails.
 */
export async function refundsInFlight(db: Database, staff: Staff): Promise<RefundInFlight[] | null> {
  if (!allows(staff, "READ_MONEY")) return null;
  const pending = await db.paymentRefund.findMany({
    where: { state: "PENDING" },
    include: { order: { include: ORDER_DETAIL } },
    orderBy: [{ createdAt: "asc" }, { refundId: "asc" }],
    take: MAX_PROBLEM_ORDERS,
  });
  return pending.map(({ order, ...refund }) => ({ refund, order }));
}

/** An order's refunds list at most this many (an order of gems is refunded once or in a few parts). */
export const MAX_ORDER_REFUNDS = 20;

/**
 * The refunds of each of `orderIds`, oldest first (at most MAX_ORDER_REFUNDS an order): every
 * refund the provider reported, with where it stands (PENDING, SUCCEEDED, FAILED or CANCELED).
 * One statement for a whole list of orders, so a page of orders does not ask once per order.
 * An order with none, or not found, is left out of the map.
 */
export async function orderRefunds(db: Database, staff: Staff, orderIds: readonly string[]): Promise<Map<string, PaymentRefund[]> | null> {
  if (!allows(staff, "READ_MONEY")) return null;
  if (orderIds.length === 0) return new Map();
  const orders = await db.paymentOrder.findMany({
    where: { id: { in: [...orderIds] } },
    select: { id: true, refunds: { orderBy: [{ createdAt: "asc" }, { refundId: "asc" }], take: MAX_ORDER_REFUNDS } },
  });
  return new Map(orders.filter((order) => order.refunds.length > 0).map((order) => [order.id, order.refunds]));
}

/** Where a page of orders starts: after the order with this time and id (newest first). */
export interface OrderCursor {
  createdAt: Date;
  id: string;
}

/** A page of every order, newest first, each with its problems (usually none). */
export async function paymentOrdersPage(db: Database, staff: Staff, page: { after: OrderCursor | null; take: number }, now: Date): Promise<CheckedOrder[] | null> {
  if (!allows(staff, "READ_MONEY")) return null;
  const take = Math.min(Math.max(page.take, 0), MAX_ORDER_PAGE + 1);
  const after = page.after;
  const orders = await db.paymentOrder.findMany({
    where: after
      ? {
          OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }],
        }
      : {},
    include: ORDER_DETAIL,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
  });
  return checked(db, orders, now);
}

export interface MoneyDay {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  ordersPaid: number;
  /** What those orders charged, per payment currency (USD, EUR...). */
  amounts: { currency: string; cents: number }[];
  gemsCredited: number;
  /** Gems refunds and disputes asked back, and what the balances let us take. */
  gemsReversed: number;
  gemsTakenBack: number;
  /** Every ledger row of the day but the transfers of a temporary user's wallet to its account. */
  gemsCreated: number;
  gemsSpent: number;
  tokensCreated: number;
  tokensSpent: number;
}

const DAY_MS = 86_400_000;

/** The last `count` UTC days (today first), each with its payments and every currency's flows; days with nothing show zeros. */
export async function moneyDays(db: Database, staff: Staff, count: number, now: Date): Promise<MoneyDay[] | null> {
  if (!allows(staff, "READ_MONEY")) return null;
  const days = Math.min(Math.max(Math.trunc(count), 1), MAX_MONEY_DAYS);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const [payments, reversals, flows] = await Promise.all([
    db.$queryRaw<
      {
        day: string;
        currency: string;
        orders: bigint;
        cents: bigint;
        gems: bigint;
      }[]
    >`
      SELECT to_char(c."createdAt", 'YYYY-MM-DD') AS day, o.currency, COUNT(*) AS orders, SUM(o."amountCents") AS cents, SUM(c.gems) AS gems
        FROM "PaymentCredit" c JOIN "PaymentOrder" o ON o.id = c."orderId"
       WHERE c."createdAt" >= ${from}
       GROUP BY 1, 2`,
    db.$queryRaw<{ day: string; requested: bigint; taken: bigint }[]>`
      SELECT to_char("createdAt", 'YYYY-MM-DD') AS day, SUM("gemsRequested") AS requested, SUM("gemsTaken") AS taken
        FROM "PaymentReversal" WHERE "createdAt" >= ${from} GROUP BY 1`,
    db.$queryRaw<
      {
        day: string;
        currency: "GEMS" | "TOKENS";
        created: bigint;
        spent: bigint;
      }[]
    >`
      SELECT to_char("createdAt", 'YYYY-MM-DD') AS day, currency::text AS currency,
             COALESCE(SUM(delta) FILTER (WHERE delta > 0), 0) AS created, COALESCE(-SUM(delta) FILTER (WHERE delta < 0), 0) AS spent
        FROM "LedgerEntry"
       WHERE "createdAt" >= ${from} AND (reference IS NULL OR reference NOT LIKE 'merge:%')
       GROUP BY 1, 2`,
  ]);
  return Array.from({ length: days }, (_, index): MoneyDay => {
    const day = new Date(today - index * DAY_MS).toISOString().slice(0, 10);
    const paid = payments.filter((row) => row.day === day);
    const reversed = reversals.find((row) => row.day === day);
    const flow = (currency: "GEMS" | "TOKENS") => flows.find((row) => row.day === day && row.currency === currency);
    return {
      day,
      ordersPaid: paid.reduce((sum, row) => sum + Number(row.orders), 0),
      amounts: paid.map((row) => ({ currency: row.currency, cents: Number(row.cents) })).sort((a, b) => a.currency.localeCompare(b.currency)),
      gemsCredited: paid.reduce((sum, row) => sum + Number(row.gems), 0),
      gemsReversed: Number(reversed?.requested ?? 0),
      gemsTakenBack: Number(reversed?.taken ?? 0),
      gemsCreated: Number(flow("GEMS")?.created ?? 0),
      gemsSpent: Number(flow("GEMS")?.spent ?? 0),
      tokensCreated: Number(flow("TOKENS")?.created ?? 0),
      tokensSpent: Number(flow("TOKENS")?.spent ?? 0),
    };
  });
}
