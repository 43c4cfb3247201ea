import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import type { Tx } from "../../database/transaction.ts";
import type { Currency } from "../../generated/prisma/client.ts";
import { ensurePlayer } from "../../players/players.ts";
import { credit, debit, debitUpTo, findLedgerMismatches, moveWallet, readBalance, type BalanceChange } from "../wallet.ts";
import { findRunningBalanceBreaks } from "./runningBalance.ts";

const database = useCatalogDatabase();

/** A user with an (empty) player row. */
async function newPlayer(): Promise<string> {
  const id = randomUUID();
  await database.db.user.create({ data: { id, name: "Wallet Tester", email: `${id}@example.test` } });
  await ensurePlayer(database.db, id);
  return id;
}

function change(userId: string, currency: Currency, amount: number, reason = "Test"): BalanceChange {
  return { userId, currency, amount, reason, reference: `test:${reason}` };
}

/** Runs one wallet call in its own transaction, as product code does. */
function inTx<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return database.db.$transaction(work);
}

async function balances(userId: string) {
  return database.db.player.findUniqueOrThrow({ where: { userId }, select: { gems: true, tokens: true } });
}

async function ledger(userId: string, currency?: Currency) {
  return database.db.ledgerEntry.findMany({ where: { userId, ...(currency ? { currency } : {}) }, orderBy: { id: "asc" } });
}

describe("credit and debit", () => {
  test("credit adds to the balance and writes a ledger row with the new balance", async () => {
    const userId = await newPlayer();
    expect(await inTx((tx) => credit(tx, change(userId, "TOKENS", 100, "First")))).toBe(100);
    expect(await inTx((tx) => credit(tx, change(userId, "TOKENS", 50, "Second")))).toBe(150);
    expect(await inTx((tx) => credit(tx, change(userId, "GEMS", 7, "Gems")))).toBe(7);

    expect(await balances(userId)).toEqual({ tokens: 150, gems: 7 });
    const rows = await ledger(userId);
    expect(rows.map((r) => [r.currency, r.delta, r.balanceAfter, r.reason, r.reference])).toEqual([
      ["TOKENS", 100, 100, "First", "test:First"],
      ["TOKENS", 50, 150, "Second", "test:Second"],
      ["GEMS", 7, 7, "Gems", "test:Gems"],
    ]);
    expect(rows.every((r) => r.mergedFromUserId === null)).toBe(true);
  });

  test("debit takes the amount when the balance covers it, with a negative ledger row", async () => {
    const userId = await newPlayer();
    await inTx((tx) => credit(tx, change(userId, "GEMS", 80)));
    expect(await inTx((tx) => debit(tx, change(userId, "GEMS", 30, "Buy")))).toEqual({ ok: true, balance: 50 });
    // Exactly the whole balance is fine too.
    expect(await inTx((tx) => debit(tx, change(userId, "GEMS", 50, "Buy all")))).toEqual({ ok: true, balance: 0 });
    const rows = await ledger(userId, "GEMS");
    expect(rows.map((r) => [r.delta, r.balanceAfter])).toEqual([
      [80, 80],
      [-30, 50],
      [-50, 0],
    ]);
    expect(await balances(userId)).toEqual({ tokens: 0, gems: 0 });
  });

  test("debit refuses when the balance is short and changes nothing", async () => {
    const userId = await newPlayer();
    await inTx((tx) => credit(tx, change(userId, "TOKENS", 40)));
    const before = await ledger(userId);
    expect(await inTx((tx) => debit(tx, change(userId, "TOKENS", 41)))).toEqual({ ok: false, balance: 40 });
    // The other currency is checked on its own: gems are 0.
    expect(await inTx((tx) => debit(tx, change(userId, "GEMS", 1)))).toEqual({ ok: false, balance: 0 });
    expect(await balances(userId)).toEqual({ tokens: 40, gems: 0 });
    expect(await ledger(userId)).toEqual(before);
  });

  test("the balance change and its ledger row commit or roll back together", async () => {
    const userId = await newPlayer();
    await inTx((tx) => credit(tx, change(userId, "TOKENS", 10)));

    // The caller's transaction fails after the credit: neither the balance nor the ledger row stays.
    await expect(
      inTx(async (tx) => {
        await credit(tx, change(userId, "TOKENS", 500));
        await debit(tx, change(userId, "TOKENS", 5));
        throw new Error("purchase failed later");
      }),
    ).rejects.toThrow("purchase failed later");
    expect(await balances(userId)).toEqual({ tokens: 10, gems: 0 });
    expect(await ledger(userId)).toHaveLength(1);

    // The ledger write itself fails (no reason): the balance update before it is rolled back as well.
    await expect(inTx((tx) => credit(tx, { userId, currency: "TOKENS", amount: 5, reason: null as unknown as string }))).rejects.toThrow();
    expect(await balances(userId)).toEqual({ tokens: 10, gems: 0 });
    expect(await ledger(userId)).toHaveLength(1);
  });

  test("an uncommitted change is invisible to other connections, balance and ledger alike", async () => {
    const userId = await newPlayer();
    let seenInside: { tokens: number; ledgerRows: number } | undefined;
    await inTx(async (tx) => {
      await credit(tx, change(userId, "TOKENS", 25));
      const [player] = await database.sql<{ tokens: number }>(`SELECT tokens FROM "Player" WHERE "userId" = $1`, [userId]);
      const [count] = await database.sql<{ n: string }>(`SELECT count(*) AS n FROM "LedgerEntry" WHERE "userId" = $1`, [userId]);
      seenInside = { tokens: player?.tokens ?? -1, ledgerRows: Number(count?.n) };
    });
    expect(seenInside).toEqual({ tokens: 0, ledgerRows: 0 });
    expect(await balances(userId)).toEqual({ tokens: 25, gems: 0 });
    expect(await ledger(userId)).toHaveLength(1);
  });

  test("crediting a user without a player fails and writes nothing", async () => {
    const id = randomUUID();
    await database.db.user.create({ data: { id, name: "No player", email: `${id}@example.test` } });
    await expect(inTx((tx) => credit(tx, change(id, "GEMS", 5)))).rejects.toThrow(/No player/);
    await expect(inTx((tx) => debitUpTo(tx, change(id, "GEMS", 5)))).rejects.toThrow(/No player/);
    expect(await inTx((tx) => debit(tx, change(id, "GEMS", 5)))).toEqual({ ok: false, balance: 0 });
    expect(await ledger(id)).toHaveLength(0);
    expect(await readBalance(database.db, id, "GEMS")).toBe(0);
  });
});

describe("amount validation", () => {
  const BAD_AMOUNTS = [-1, -0.5, 1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 2 ** 53, -(2 ** 40)];
  const OPERATIONS: Record<string, (tx: Tx, c: BalanceChange) => Promise<unknown>> = {
    credit: (tx, c) => credit(tx, c),
    debit: (tx, c) => debit(tx, c),
    debitUpTo: (tx, c) => debitUpTo(tx, c),
  };

  for (const [name, operation] of Object.entries(OPERATIONS)) {
    test(`${name} rejects negative, fractional and non-finite amounts without touching anything`, async () => {
      const userId = await newPlayer();
      await inTx((tx) => credit(tx, change(userId, "TOKENS", 100)));
      await inTx((tx) => credit(tx, change(userId, "GEMS", 100)));
      for (const amount of BAD_AMOUNTS) {
        for (const currency of ["TOKENS", "GEMS"] as const) {
          await expect(inTx((tx) => operation(tx, change(userId, currency, amount))), `${name}(${amount})`).rejects.toThrow(RangeError);
        }
      }
      expect(await balances(userId)).toEqual({ tokens: 100, gems: 100 });
      expect(await ledger(userId)).toHaveLength(2);
    });
  }

  test("amounts beyond the balance column's range are refused and change nothing", async () => {
    const userId = await newPlayer();
    await expect(inTx((tx) => credit(tx, change(userId, "TOKENS", 2 ** 31)))).rejects.toThrow();
    await inTx((tx) => credit(tx, change(userId, "TOKENS", 2 ** 31 - 10)));
    // Overflowing an almost-full balance is an error too, not a wrap-around.
    await expect(inTx((tx) => credit(tx, change(userId, "TOKENS", 20)))).rejects.toThrow();
    expect(await balances(userId)).toEqual({ tokens: 2 ** 31 - 10, gems: 0 });
    expect(await findLedgerMismatches(database.db, userId)).toEqual([]);
  });
});

describe("the database's own guard", () => {
  test("a CHECK constraint rejects a negative balance even from raw SQL", async () => {
    const userId = await newPlayer();
    await inTx((tx) => credit(tx, change(userId, "GEMS", 5)));
    await expect(database.sql(`UPDATE "Player" SET gems = -1 WHERE "userId" = $1`, [userId])).rejects.toThrow(/Player_gems_nonnegative/);
    await expect(database.sql(`UPDATE "Player" SET tokens = tokens - 1 WHERE "userId" = $1`, [userId])).rejects.toThrow(
      /Player_tokens_nonnegative/,
    );
    await expect(database.db.$executeRaw`UPDATE "Player" SET gems = gems - 6 WHERE "userId" = ${userId}`).rejects.toThrow();
    await expect(database.db.player.update({ where: { userId }, data: { tokens: { decrement: 1 } } })).rejects.toThrow();
    expect(await balances(userId)).toEqual({ tokens: 0, gems: 5 });
  });
});

describe("debitUpTo", () => {
  test("takes the whole amount when the balance covers it", async () => {
    const userId = await newPlayer();
    await inTx((tx) => credit(tx, change(userId, "TOKENS", 50)));
    expect(await inTx((tx) => debitUpTo(tx, change(userId, "TOKENS", 20, "Refund")))).toEqual({ taken: 20, balance: 30 });
    const rows = await ledger(userId);
    expect(rows.at(-1)).toMatchObject({ delta: -20, balanceAfter: 30, reason: "Refund" });
  });

  test("takes at most the balance and leaves it at zero", async () => {
    const userId = await newPlayer();
    await inTx((tx) => credit(tx, change(userId, "GEMS", 70)));
    expect(await inTx((tx) => debitUpTo(tx, change(userId, "GEMS", 100, "Dispute")))).toEqual({ taken: 70, balance: 0 });
    expect((await ledger(userId)).at(-1)).toMatchObject({ currency: "GEMS", delta: -70, balanceAfter: 0 });
    expect(await balances(userId)).toEqual({ tokens: 0, gems: 0 });
  });

  test("at a zero balance takes nothing and writes no ledger row", async () => {
    const userId = await newPlayer();
    expect(await inTx((tx) => debitUpTo(tx, change(userId, "TOKENS", 10)))).toEqual({ taken: 0, balance: 0 });
    expect(await ledger(userId)).toHaveLength(0);
  });

  test("concurrent calls never take more than there was, and the ledger still sums to the balance", async () => {
    const userId = await newPlayer();
    await inTx((tx) => credit(tx, change(userId, "TOKENS", 100)));
    const results = await Promise.all(Array.from({ length: 8 }, () => inTx((tx) => debitUpTo(tx, change(userId, "TOKENS", 30)))));
    expect(results.reduce((sum, r) => sum + r.taken, 0)).toBe(100);
    expect((await balances(userId)).tokens).toBe(0);
    expect(await findLedgerMismatches(database.db, userId)).toEqual([]);
  });
});

describe("concurrency", () => {
  test("concurrent debits never overdraw: exactly as many succeed as the balance allows", async () => {
    const userId = await newPlayer();
    await inTx((tx) => credit(tx, change(userId, "GEMS", 100)));
    const results = await Promise.all(Array.from({ length: 8 }, () => inTx((tx) => debit(tx, change(userId, "GEMS", 30)))));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect((await balances(userId)).gems).toBe(10);
    const rows = await ledger(userId, "GEMS");
    expect(rows.map((r) => r.balanceAfter)).toEqual([100, 70, 40, 10]);
    expect(await findLedgerMismatches(database.db, userId)).toEqual([]);
  });

  test("concurrent credits all land, each ledger row carrying the balance after it", async () => {
    const userId = await newPlayer();
    await Promise.all(Array.from({ length: 10 }, (_, i) => inTx((tx) => credit(tx, change(userId, "TOKENS", i + 1)))));
    expect((await balances(userId)).tokens).toBe(55);
    const rows = await ledger(userId, "TOKENS");
    let running = 0;
    for (const row of rows) {
      running += row.delta;
      expect(row.balanceAfter).toBe(running);
    }
  });
});

describe("moveWallet", () => {
  test("moves the source's balances as one merge row per currency in each ledger; both read row by row", async () => {
    const from = await newPlayer();
    const to = await newPlayer();
    await inTx(async (tx) => {
      await credit(tx, change(to, "TOKENS", 100));
      await credit(tx, change(from, "TOKENS", 30));
      await credit(tx, change(from, "GEMS", 6));
      await debit(tx, change(from, "TOKENS", 5));
    });
    await inTx((tx) => moveWallet(tx, from, to));

    expect(await balances(from)).toEqual({ tokens: 0, gems: 0 });
    expect(await balances(to)).toEqual({ tokens: 125, gems: 6 });
    // The source's own rows stay its own, closed by the merge rows.
    expect((await ledger(from)).map((r) => [r.currency, r.delta, r.balanceAfter, r.reference])).toEqual([
      ["TOKENS", 30, 30, "test:Test"],
      ["GEMS", 6, 6, "test:Test"],
      ["TOKENS", -5, 25, "test:Test"],
      ["GEMS", -6, 0, `merge:${to}`],
      ["TOKENS", -25, 0, `merge:${to}`],
    ]);
    expect((await ledger(to)).map((r) => [r.currency, r.delta, r.balanceAfter, r.reference])).toEqual([
      ["TOKENS", 100, 100, "test:Test"],
      ["GEMS", 6, 6, `merge:${from}`],
      ["TOKENS", 25, 125, `merge:${from}`],
    ]);
    expect(await findRunningBalanceBreaks(database.db, [from, to])).toEqual([]);
    expect(await findLedgerMismatches(database.db, from)).toEqual([]);
    expect(await findLedgerMismatches(database.db, to)).toEqual([]);
  });

  test("a currency with nothing in it moves without a row", async () => {
    const from = await newPlayer();
    const to = await newPlayer();
    await inTx((tx) => credit(tx, change(from, "GEMS", 4)));
    await inTx((tx) => moveWallet(tx, from, to));
    expect((await ledger(to)).map((r) => [r.currency, r.delta])).toEqual([["GEMS", 4]]);
  });
});

describe("findLedgerMismatches", () => {
  test("is empty after many mixed operations on many players", async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => newPlayer()));
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 120; i++) {
      const userId = players[random(players.length)]!;
      const currency: Currency = random(2) === 0 ? "GEMS" : "TOKENS";
      const amount = random(60);
      const op = random(3);
      await inTx(async (tx) => {
        if (op === 0) await credit(tx, change(userId, currency, amount));
        else if (op === 1) await debit(tx, change(userId, currency, amount));
        else await debitUpTo(tx, change(userId, currency, amount));
      });
    }
    const [from, to] = players;
    await inTx((tx) => moveWallet(tx, from!, to!));
    expect(await findLedgerMismatches(database.db)).toEqual([]);
    expect(await findRunningBalanceBreaks(database.db, players)).toEqual([]);
    for (const userId of players) {
      const rows = await ledger(userId);
      const player = await balances(userId);
      const sum = (currency: Currency) => rows.filter((r) => r.currency === currency).reduce((s, r) => s + r.delta, 0);
      expect(sum("GEMS")).toBe(player.gems);
      expect(sum("TOKENS")).toBe(player.tokens);
    }
  });

  test("reports a balance tampered with outside the wallet", async () => {
    const tampered = await newPlayer();
    const honest = await newPlayer();
    await inTx((tx) => credit(tx, change(tampered, "TOKENS", 40)));
    await inTx((tx) => credit(tx, change(honest, "TOKENS", 40)));
    await database.sql(`UPDATE "Player" SET tokens = tokens + 7 WHERE "userId" = $1`, [tampered]);
    try {
      expect(await findLedgerMismatches(database.db, tampered)).toEqual([{ userId: tampered, currency: "TOKENS", balance: 47, ledgerSum: 40 }]);
      expect(await findLedgerMismatches(database.db)).toEqual([{ userId: tampered, currency: "TOKENS", balance: 47, ledgerSum: 40 }]);
      expect(await findLedgerMismatches(database.db, honest)).toEqual([]);

      // A deleted ledger row is found too, in the other currency.
      await inTx((tx) => credit(tx, change(honest, "GEMS", 9)));
      await database.sql(`DELETE FROM "LedgerEntry" WHERE "userId" = $1 AND currency = 'GEMS'`, [honest]);
      expect(await findLedgerMismatches(database.db, honest)).toEqual([{ userId: honest, currency: "GEMS", balance: 9, ledgerSum: 0 }]);
    } finally {
      await database.sql(`UPDATE "Player" SET tokens = tokens - 7 WHERE "userId" = $1`, [tampered]);
      await database.sql(`UPDATE "Player" SET gems = 0 WHERE "userId" = $1`, [honest]);
    }
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });
});
