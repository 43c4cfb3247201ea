import type { Database } from "../../database/prisma.ts";
import type { Currency } from "../../generated/prisma/client.ts";

export interface RunningBalanceBreak {
  userId: string;
  currency: Currency;
  ledgerId: bigint;
  /** What the row should say: the previous row's balance after plus its delta (for the balance row, the balance). */
  expected: number;
  balanceAfter: number;
}

/**
 * Every place where a player's ledger does not read row by row (docs/product/currencies.md#ledger):
 * per currency, in id order, each row's balance after must be the previous row's plus its delta
 * (the first row's: its delta), and the last row's must be the player's balance. Reads every player
 * in the database, or the ones given. The rows are walked here, one by one, rather than in SQL, so
 * the rule is checked as it is written.
 */
export async function findRunningBalanceBreaks(db: Database, userIds?: readonly string[]): Promise<RunningBalanceBreak[]> {
  const players = await db.player.findMany({
    where: userIds ? { userId: { in: [...userIds] } } : {},
    select: { userId: true, gems: true, tokens: true },
  });
  const breaks: RunningBalanceBreak[] = [];
  for (const player of players) {
    const rows = await db.ledgerEntry.findMany({ where: { userId: player.userId }, orderBy: { id: "asc" } });
    for (const currency of ["GEMS", "TOKENS"] as const) {
      let running = 0;
      let lastId = -1n;
      for (const row of rows.filter((r) => r.currency === currency)) {
        running += row.delta;
        if (row.balanceAfter !== running) breaks.push({ userId: player.userId, currency, ledgerId: row.id, expected: running, balanceAfter: row.balanceAfter });
        running = row.balanceAfter;
        lastId = row.id;
      }
      const balance = currency === "GEMS" ? player.gems : player.tokens;
      if (running !== balance) breaks.push({ userId: player.userId, currency, ledgerId: lastId, expected: balance, balanceAfter: running });
    }
  }
  return breaks;
}
