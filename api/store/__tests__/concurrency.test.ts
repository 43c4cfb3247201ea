import { describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { createPortalEvents } from "../../events.ts";
import { findLedgerMismatches } from "../../wallet/wallet.ts";
import { MAX_PURCHASABLE_OWNED, purchase, type PurchaseOutcome } from "../purchase.ts";
import { unitPrice } from "../storeCatalog.ts";
import { WELCOME, balances, expectBooksBalance, findProduct, giveCurrency, inventory, newPlayer, requestFor } from "./storeFixtures.ts";

/**
 * Many tabs buying at once (design: "the sum of a user's ledger equals the balance, always, also
 * under concurrent requests"): the guarded debit must let exactly as many purchases through as the
 * balance covers, and every one of them must leave its bill, its ledger row and its inventory.
 */

const ATTEMPTS = 100;
const AFFORDABLE = 37;

const { app, db, store } = useTestApp();
const events = createPortalEvents();

function tally(outcomes: PurchaseOutcome[]) {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key = outcome.ok ? "ok" : outcome.error;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe(`${ATTEMPTS} concurrent purchases, balance for exactly ${AFFORDABLE}`, () => {
  test("through purchase(): gems, balance ends at exactly 0", async () => {
    const pack = findProduct(store, "POWERUP", "BCA", "HI", 5);
    const price = unitPrice(pack, "GEMS")!;
    expect(price).toBe(10);
    const userId = await newPlayer(db);
    await giveCurrency(db, userId, "GEMS", AFFORDABLE * price - WELCOME.gems);
    expect((await balances(db, userId)).gems).toBe(AFFORDABLE * price);

    const outcomes = await Promise.all(Array.from({ length: ATTEMPTS }, () => purchase({ db, store, events }, userId, "GEMS", requestFor(pack, "GEMS"))));

    expect(tally(outcomes)).toEqual({ ok: AFFORDABLE, not_enough: ATTEMPTS - AFFORDABLE });
    // Every refusal reports a real balance below the price; successes report distinct balances.
    for (const outcome of outcomes) if (!outcome.ok && outcome.error === "not_enough") expect(outcome.balance).toBeLessThan(price);
    const successBalances = outcomes.flatMap((o) => (o.ok ? [o.balance] : [])).sort((a, b) => a - b);
    expect(successBalances).toEqual(Array.from({ length: AFFORDABLE }, (_, i) => i * price));

    expect(await balances(db, userId)).toEqual({ gems: 0, tokens: WELCOME.tokens });
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
    expect(await findLedgerMismatches(db)).toEqual([]);
    const hints = (await inventory(db, userId)).find((row) => row.kind === "POWERUP" && row.itemId === "HI");
    expect(hints?.count).toBe(AFFORDABLE * pack.count);
    const bills = await db.bill.findMany({ where: { userId } });
    expect(bills).toHaveLength(AFFORDABLE);
    const debits = await db.ledgerEntry.findMany({ where: { userId, currency: "GEMS", delta: { lt: 0 } } });
    expect(debits).toHaveLength(AFFORDABLE);
    expect(new Set(debits.map((d) => d.reference))).toEqual(new Set(bills.map((b) => `bill:${b.id}`)));
    // balanceAfter values form the exact staircase 360, 350, ... 0: no two debits saw the same balance.
    expect(debits.map((d) => d.balanceAfter).sort((a, b) => a - b)).toEqual(successBalances);
    await expectBooksBalance(db, userId);
  });

  test("through the REST shim POST /api/purch-t: tokens, the remainder is left", async () => {
    const client = new HttpClient(app);
    const signUp = await client.signUp(`concurrent-rest-${Date.now()}@example.test`);
    expect(signUp.status).toBe(200);
    const userId = signUp.body.user!.id;
    const pack = findProduct(store, "POWERUP", "BCA", "HI", 5);
    const price = unitPrice(pack, "TOKENS")!;
    expect(price).toBe(50);
    const remainder = 7; // less than one more pack
    await giveCurrency(db, userId, "TOKENS", AFFORDABLE * price + remainder - WELCOME.tokens);

    const body = { t: 0, x: "BCA", p: price, q: 1, i: "HI", c: 5 };
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, () => client.json<{ r?: string; n: number; error?: string; c?: number }>("/api/purch-t", body)),
    );

    const ok = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(AFFORDABLE);
    expect(refused).toHaveLength(ATTEMPTS - AFFORDABLE);
    for (const r of ok) expect(r.body).toMatchObject({ r: "s", i: "HI", pu: {} });
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ error: "not_enough", n: remainder });
    }
    // The owned counts reported form 5, 10, ... 185 and the balances 1807 ... 7.
    expect(ok.map((r) => r.body.c).sort((a, b) => a! - b!)).toEqual(Array.from({ length: AFFORDABLE }, (_, i) => (i + 1) * pack.count));
    expect(ok.map((r) => r.body.n).sort((a, b) => a - b)).toEqual(Array.from({ length: AFFORDABLE }, (_, i) => i * price + remainder));

    expect(await balances(db, userId)).toEqual({ gems: WELCOME.gems, tokens: remainder });
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
    const hints = (await inventory(db, userId)).find((row) => row.kind === "POWERUP" && row.itemId === "HI");
    expect(hints?.count).toBe(AFFORDABLE * pack.count);
    expect(await db.bill.count({ where: { userId } })).toBe(AFFORDABLE);
    await expectBooksBalance(db, userId);
  });

  test("mixed: purchases in both currencies and credits racing each other keep the books balanced", async () => {
    const userId = await newPlayer(db);
    const hint = findProduct(store, "POWERUP", "BCA", "HI", 5);
    const slot = store.challengeSlot;
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 60; i++) {
      if (i % 3 === 0) work.push(giveCurrency(db, userId, i % 2 ? "GEMS" : "TOKENS", 15));
      else if (i % 3 === 1) work.push(purchase({ db, store, events }, userId, "GEMS", requestFor(hint, "GEMS", 2)));
      else work.push(purchase({ db, store, events }, userId, "TOKENS", requestFor(i % 4 ? hint : slot, "TOKENS", 1)));
    }
    const results = await Promise.all(work);
    const outcomes = results.filter((r): r is PurchaseOutcome => typeof r === "object" && r !== null && "ok" in r);
    expect(outcomes.every((o) => o.ok || o.error === "not_enough")).toBe(true);
    await expectBooksBalance(db, userId);
    const bills = await db.bill.findMany({ where: { userId } });
    expect(bills).toHaveLength(outcomes.filter((o) => o.ok).length);
    for (const bill of bills) {
      expect(await db.ledgerEntry.count({ where: { userId, reference: `bill:${bill.id}`, delta: -bill.amount, currency: bill.currency } })).toBe(1);
    }
    const owned = await inventory(db, userId);
    const granted = (kind: string) =>
      outcomes.reduce((sum, o) => sum + (o.ok && o.product.kind === kind ? o.unitsGranted : 0), 0);
    expect(owned.find((r) => r.kind === "POWERUP")?.count ?? 0).toBe(granted("POWERUP"));
    expect(owned.find((r) => r.kind === "CHALLENGE_SLOT")?.count ?? 0).toBe(granted("CHALLENGE_SLOT"));
  });
});

describe("per-player limits under concurrency", () => {
  // The player row is locked before ownership is read, so only the first of the racing tabs pays.
  test("the same one-off pack bought from 10 tabs at once is charged exactly once", async () => {
    const userId = await newPlayer(db, { gems: 1000 });
    const pack = findProduct(store, "IMAGE_PACK", "JIG", "JIG_CASTLES");
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => purchase({ db, store, events }, userId, "GEMS", requestFor(pack, "GEMS"))));
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
    expect(tally(outcomes)).toEqual({ ok: 1, already_owned: 9 });
    expect((await balances(db, userId)).gems).toBe(1100 - 50);
    expect(await db.bill.count({ where: { userId } })).toBe(1);
  });

  test(`concurrent challenge-slot purchases cannot pass the cap of ${MAX_PURCHASABLE_OWNED}`, async () => {
    const userId = await newPlayer(db, { gems: 5000 });
    const slot = store.challengeSlot;
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => purchase({ db, store, events }, userId, "GEMS", requestFor(slot, "GEMS", 10))));
    expect(tally(outcomes)).toEqual({ ok: 5, invalid_quantity: 5 });
    const slots = (await inventory(db, userId)).find((row) => row.kind === "CHALLENGE_SLOT");
    expect(slots?.count).toBe(MAX_PURCHASABLE_OWNED);
    expect((await balances(db, userId)).gems).toBe(5100 - 5 * 10 * 20);
  });

  test("sequential one-off purchases are refused after the first (the rule itself holds)", async () => {
    const userId = await newPlayer(db, { gems: 1000 });
    const pack = findProduct(store, "IMAGE_PACK", "JIG", "JIG_OCEAN");
    const outcomes: PurchaseOutcome[] = [];
    for (let i = 0; i < 3; i++) outcomes.push(await purchase({ db, store, events }, userId, "GEMS", requestFor(pack, "GEMS")));
    expect(tally(outcomes)).toEqual({ ok: 1, already_owned: 2 });
    await expectBooksBalance(db, userId);
  });
});
