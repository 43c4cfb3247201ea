import { expect } from "vitest";
import type { Database } from "../../database/prisma.ts";
import { findLedgerMismatches } from "../../wallet/wallet.ts";

/** The gems an order's ledger rows moved, in all. */
export async function ledgerSumFor(db: Database, orderId: string): Promise<number> {
  return (await db.ledgerEntry.aggregate({ where: { reference: `order:${orderId}` }, _sum: { delta: true } }))._sum.delta ?? 0;
}

export async function playerGems(db: Database, userId: string): Promise<number> {
  return (await db.player.findUniqueOrThrow({ where: { userId }, select: { gems: true } })).gems;
}

/** What a payment race started from and what it should have come to (both providers' race tests). */
export interface RaceOutcome {
  userId: string;
  orderId: string;
  /** The player's gems and the order's ledger sum just before the race. */
  before: { gems: number; moved: number };
  /** "before": the order was credited before the race; "racing": its credit was one of the racers. */
  credit: "before" | "racing";
  /** The balance the player spent down to before the race, if they did. */
  spendDownTo?: number;
  bundleGems: number;
  reversalCount: number;
  expectedReversed: number;
}

/** The books after a race of credits and reversals of one order: each taken back once, the balance as the ledger says. */
export async function expectRaceBooks(db: Database, race: RaceOutcome): Promise<void> {
  const { userId, orderId, before, expectedReversed } = race;
  const row = await db.paymentOrder.findUniqueOrThrow({ where: { id: orderId } });
  const credited = (await db.paymentCredit.findUnique({ where: { orderId } }))?.gems ?? 0;
  const reversals = await db.paymentReversal.findMany({ where: { orderId } });
  const taken = reversals.reduce((sum, r) => sum + r.gemsTaken, 0);
  const moved = await ledgerSumFor(db, orderId);

  // Taken back once per event, in all as the money says, never more than the order gave.
  expect(row.reversedGems).toBe(expectedReversed);
  expect(row.reversedGems).toBeLessThanOrEqual(row.gems);
  expect(reversals).toHaveLength(race.reversalCount);
  expect(reversals.reduce((sum, r) => sum + r.gemsRequested, 0)).toBe(row.reversedGems);
  // Reversals before the credit made it smaller (gems - credited); later ones were taken or recorded as unrecovered.
  expect(row.gems - credited + taken + row.unrecoveredGems).toBe(row.reversedGems);
  if (race.credit === "before") expect(credited).toBe(row.gems);
  // The balance moved by exactly what the order's ledger rows say, and never went below zero.
  expect(moved).toBe(credited - taken);
  const after = await playerGems(db, userId);
  expect(after - before.gems).toBe(moved - before.moved);
  expect(after).toBeGreaterThanOrEqual(0);
  if (race.spendDownTo === undefined) {
    expect(row.unrecoveredGems).toBe(0);
    const creditedInRace = race.credit === "racing" ? race.bundleGems : 0;
    expect(after).toBe(before.gems + creditedInRace - expectedReversed);
  } else {
    expect(after).toBe(Math.max(race.spendDownTo - expectedReversed, 0));
  }
  expect(await findLedgerMismatches(db, userId)).toEqual([]);
}
