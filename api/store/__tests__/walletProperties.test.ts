import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { createPortalEvents } from "../../events.ts";
import type { Currency, ItemKind } from "../../generated/prisma/client.ts";
import { isCountable } from "../../inventory/inventory.ts";
import { containsNul, NUL_CHARACTER_MESSAGE } from "../../http/nulCharacters.ts";
import { findLedgerMismatches } from "../../wallet/wallet.ts";
import { MAX_PURCHASABLE_OWNED, MAX_QUANTITY, MIN_QUANTITY, purchase, type PurchaseOutcome, type PurchaseRequest } from "../purchase.ts";
import { unitPrice, type StoreProduct } from "../storeCatalog.ts";
import { WELCOME, balances, findProduct, giveCurrency, inventory, newPlayer, type OwnedRow } from "./storeFixtures.ts";

/**
 * Property tests of the wallet and store invariants (design.md): balances are never negative, the
 * ledger always sums to the balance, inventory holds exactly what successful purchases granted,
 * every bill has its ledger row; and no malformed purchase request makes the server fail.
 */

const { app, db, store } = useTestApp();
const events = createPortalEvents();

// ---------------------------------------------------------------------------------------------
// A model of one player's wallet and inventory, and the outcome the store must give.

type Key = string;
const keyOf = (kind: ItemKind, gameId: string, itemId: string): Key => `${kind}:${gameId}:${itemId}`;

interface Model {
  GEMS: number;
  TOKENS: number;
  owned: Map<Key, number>;
}

function newModel(): Model {
  return { GEMS: WELCOME.gems, TOKENS: WELCOME.tokens, owned: new Map([[keyOf("PIN", "", WELCOME.pinId), 1]]) };
}

type Expected = { ok: true; balance: number; total: number; units: number } | { ok: false; error: Exclude<PurchaseOutcome, { ok: true }>["error"]; balance?: number };

/** What purchase() must answer, from the catalog and the model alone; applies a success to the model. */
function expectedOutcome(model: Model, currency: Currency, request: PurchaseRequest): Expected {
  const { quantity } = request;
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) return { ok: false, error: "invalid_quantity" };
  const product = request.kind === "CHALLENGE_SLOT" ? store.challengeSlot : store.find(request.kind, request.gameId, request.itemId, request.count);
  if (!product) return { ok: false, error: "unknown_item" };
  if (product.free) return { ok: false, error: "free_item" };
  const price = unitPrice(product, currency);
  if (price === null) return { ok: false, error: "unknown_item" };
  if (request.unitPrice !== price) return { ok: false, error: "price_mismatch" };
  const countable = isCountable(product.kind);
  if (!countable && quantity !== 1) return { ok: false, error: "invalid_quantity" };
  const key = keyOf(product.kind, product.gameId, product.itemId);
  const owned = model.owned.get(key) ?? 0;
  if (!countable && owned > 0) return { ok: false, error: "already_owned" };
  const units = product.count * quantity;
  if (product.kind !== "POWERUP" && countable && owned + units > MAX_PURCHASABLE_OWNED) return { ok: false, error: "invalid_quantity" };
  const total = price * quantity;
  if (model[currency] < total) return { ok: false, error: "not_enough", balance: model[currency] };
  model[currency] -= total;
  model.owned.set(key, countable ? owned + units : 1);
  for (const [powerupId, count] of Object.entries(product.powerups)) {
    const powerupKey = keyOf("POWERUP", product.gameId, powerupId);
    model.owned.set(powerupKey, (model.owned.get(powerupKey) ?? 0) + count * quantity);
  }
  return { ok: true, balance: model[currency], total, units };
}

function modelRows(model: Model): string[] {
  return [...model.owned].map(([key, count]) => `${key}=${count}`).sort();
}
const dbRows = (rows: OwnedRow[]) => rows.map((r) => `${keyOf(r.kind, r.gameId, r.itemId)}=${r.count}`).sort();

/** The invariants that must hold for a player after anything at all happened. */
async function checkInvariants(userId: string, successes: number): Promise<void> {
  const wallet = await balances(db, userId);
  expect(wallet.gems).toBeGreaterThanOrEqual(0);
  expect(wallet.tokens).toBeGreaterThanOrEqual(0);
  expect(Number.isInteger(wallet.gems) && Number.isInteger(wallet.tokens)).toBe(true);
  expect(await findLedgerMismatches(db, userId)).toEqual([]);
  const bills = await db.bill.findMany({ where: { userId } });
  expect(bills).toHaveLength(successes);
  const billDebits = await db.ledgerEntry.findMany({ where: { userId, reference: { startsWith: "bill:" } } });
  // One ledger row per bill, taking exactly the bill's amount in the bill's currency; no stray debits.
  expect(billDebits).toHaveLength(bills.length);
  const byReference = new Map(billDebits.map((row) => [row.reference, row]));
  for (const bill of bills) {
    const row = byReference.get(`bill:${bill.id}`);
    expect(row, `ledger row for bill ${bill.id}`).toBeDefined();
    expect([row!.currency, row!.delta]).toEqual([bill.currency, 0 - bill.amount]);
  }
  // Every ledger row's balanceAfter is non-negative too (the balance never dipped below zero).
  expect(await db.ledgerEntry.count({ where: { userId, balanceAfter: { lt: 0 } } })).toBe(0);
}

// ---------------------------------------------------------------------------------------------
// Generators.

const curated = (): StoreProduct[] => [
  findProduct(store, "POWERUP", "BCA", "HI", 5),
  findProduct(store, "POWERUP", "FRE", "UN", 100),
  store.products.find((p) => p.gameId === "SHE" && p.kind === "POWERUP")!,
  findProduct(store, "IMAGE_PACK", "JIG", "JIG_STARTER"),
  findProduct(store, "IMAGE_PACK", "JIG", "JIG_COTTAGES"),
  findProduct(store, "IMAGE_PACK", "PAI", "PAI_BIRDS"),
  findProduct(store, "CITY_PACK", "BCA", "BCA_PAR"),
  findProduct(store, "PIN_BOARD", "", "CHE"),
  store.challengeSlot,
  findProduct(store, "PIN", "", "SUN-A"),
  findProduct(store, "PIN", "", "WHALE-A"),
  findProduct(store, "PIN", "", WELCOME.pinId),
];

const currencyArb = fc.constantFrom<Currency>("GEMS", "TOKENS");
const quantityArb = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 3 }) },
  { weight: 2, arbitrary: fc.constantFrom(1, 10, 49, 50, 51, 99) },
  { weight: 2, arbitrary: fc.constantFrom(0, 100, -1, 1.5, Number.NaN, 1e9) },
);
type PriceMode = "exact" | "lower" | "higher" | "fraction" | "zero";
const priceModeArb = fc.oneof(
  { weight: 8, arbitrary: fc.constant<PriceMode>("exact") },
  { weight: 1, arbitrary: fc.constantFrom<PriceMode>("lower", "higher", "fraction", "zero") },
);

type Target = { product: StoreProduct } | { bogus: Omit<PurchaseRequest, "quantity" | "unitPrice">; price: number };
const bogusArb = fc.constantFrom<Target>(
  { bogus: { kind: "POWERUP", gameId: "BCA", itemId: "HI", count: 7 }, price: 10 },
  { bogus: { kind: "POWERUP", gameId: "ZZZ", itemId: "HI", count: 5 }, price: 10 },
  { bogus: { kind: "IMAGE_PACK", gameId: "JIG", itemId: "NOPE", count: 1 }, price: 50 },
  { bogus: { kind: "PIN_BOARD", gameId: "", itemId: "WC1", count: 1 }, price: 100 },
  { bogus: { kind: "BOGUS" as ItemKind, gameId: "", itemId: "X", count: 1 }, price: 1 },
);

type Op =
  | { type: "credit"; currency: Currency; amount: number }
  | { type: "buy"; currency: Currency; target: Target; quantity: number; priceMode: PriceMode };

function opsArb() {
  const productArb = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...curated()).map((product): Target => ({ product })) },
    { weight: 2, arbitrary: fc.constantFrom(...store.products).map((product): Target => ({ product })) },
    { weight: 1, arbitrary: bogusArb },
  );
  const op: fc.Arbitrary<Op> = fc.oneof(
    { weight: 1, arbitrary: fc.record({ type: fc.constant("credit" as const), currency: currencyArb, amount: fc.integer({ min: 0, max: 1500 }) }) },
    { weight: 4, arbitrary: fc.record({ type: fc.constant("buy" as const), currency: currencyArb, target: productArb, quantity: quantityArb, priceMode: priceModeArb }) },
  );
  return fc.array(op, { minLength: 1, maxLength: 18 });
}

function toRequest(op: Extract<Op, { type: "buy" }>): PurchaseRequest {
  const base =
    "product" in op.target
      ? { kind: op.target.product.kind, gameId: op.target.product.gameId, itemId: op.target.product.itemId, count: op.target.product.count }
      : op.target.bogus;
  const truePrice = "product" in op.target ? (unitPrice(op.target.product, op.currency) ?? 1) : op.target.price;
  const price = { exact: truePrice, lower: truePrice - 1, higher: truePrice + 1, fraction: truePrice + 0.25, zero: 0 }[op.priceMode];
  return { ...base, quantity: op.quantity, unitPrice: price };
}

// ---------------------------------------------------------------------------------------------

describe("random sequences of credits and purchases", () => {
  test("each outcome matches the model, and the invariants hold after every run", async () => {
    await fc.assert(
      fc.asyncProperty(opsArb(), async (ops) => {
        const userId = await newPlayer(db);
        const model = newModel();
        let successes = 0;
        for (const op of ops) {
          if (op.type === "credit") {
            const balance = await giveCurrency(db, userId, op.currency, op.amount);
            model[op.currency] += op.amount;
            expect(balance).toBe(model[op.currency]);
            continue;
          }
          const request = toRequest(op);
          const expected = expectedOutcome(model, op.currency, request);
          const outcome = await purchase({ db, store, events }, userId, op.currency, request);
          if (expected.ok) {
            expect(outcome).toMatchObject({ ok: true, balance: expected.balance, total: expected.total, unitsGranted: expected.units });
            successes++;
          } else {
            expect(outcome).toMatchObject({ ok: false, error: expected.error });
            if (expected.error === "not_enough") expect(outcome).toMatchObject({ balance: expected.balance });
          }
        }
        expect(await balances(db, userId)).toEqual({ gems: model.GEMS, tokens: model.TOKENS });
        expect(dbRows(await inventory(db, userId))).toEqual(modelRows(model));
        await checkInvariants(userId, successes);
      }),
      { numRuns: 40, interruptAfterTimeLimit: 40_000 },
    );
  }, 60_000);

  test("the same, fired concurrently: invariants hold and inventory equals what the successes granted", async () => {
    // Only countable, uncapped items here: one-off packs and capped items race (see concurrency.test.ts).
    const powerups = store.products.filter((p) => p.kind === "POWERUP");
    const op: fc.Arbitrary<Op> = fc.oneof(
      { weight: 1, arbitrary: fc.record({ type: fc.constant("credit" as const), currency: currencyArb, amount: fc.integer({ min: 0, max: 300 }) }) },
      {
        weight: 4,
        arbitrary: fc.record({
          type: fc.constant("buy" as const),
          currency: currencyArb,
          target: fc.oneof(fc.constantFrom(...powerups).map((product): Target => ({ product })), bogusArb),
          quantity: quantityArb,
          priceMode: priceModeArb,
        }),
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 2, maxLength: 25 }), async (ops) => {
        const userId = await newPlayer(db);
        const results = await Promise.all(
          ops.map(async (o): Promise<{ credit: Extract<Op, { type: "credit" }> } | { outcome: PurchaseOutcome }> => {
            if (o.type === "credit") {
              await giveCurrency(db, userId, o.currency, o.amount);
              return { credit: o };
            }
            return { outcome: await purchase({ db, store, events }, userId, o.currency, toRequest(o)) };
          }),
        );
        const granted = new Map<Key, number>([[keyOf("PIN", "", WELCOME.pinId), 1]]);
        const paid = { GEMS: 0, TOKENS: 0 };
        const credited = { GEMS: 0, TOKENS: 0 };
        let successes = 0;
        for (const result of results) {
          if ("credit" in result) {
            credited[result.credit.currency] += result.credit.amount;
            continue;
          }
          const outcome = result.outcome;
          if (!outcome.ok) {
            expect(["not_enough", "invalid_quantity", "unknown_item", "price_mismatch"]).toContain(outcome.error);
            continue;
          }
          successes++;
          paid[outcome.currency] += outcome.total;
          const key = keyOf(outcome.product.kind, outcome.product.gameId, outcome.product.itemId);
          granted.set(key, (granted.get(key) ?? 0) + outcome.unitsGranted);
        }
        expect(await balances(db, userId)).toEqual({
          gems: WELCOME.gems + credited.GEMS - paid.GEMS,
          tokens: WELCOME.tokens + credited.TOKENS - paid.TOKENS,
        });
        expect(dbRows(await inventory(db, userId))).toEqual([...granted].map(([key, count]) => `${key}=${count}`).sort());
        await checkInvariants(userId, successes);
      }),
      { numRuns: 25, interruptAfterTimeLimit: 30_000 },
    );
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------

describe("malformed REST bodies never produce a 500", () => {
  let client: HttpClient;
  let userId: string;

  beforeAll(async () => {
    client = new HttpClient(app);
    const signUp = await client.signUp(`malformed-${Date.now()}@example.test`);
    expect(signUp.status).toBe(200);
    userId = signUp.body.user!.id;
  });

  const pathArb = fc.constantFrom("/api/purch-g", "/api/purch-t");
  const currencyOf = (path: string): "gems" | "tokens" => (path === "/api/purch-g" ? "gems" : "tokens");

  function safeParse(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  async function post(path: string, rawBody: string | undefined) {
    const response = await client.send(path, { method: "POST", headers: { "content-type": "application/json" }, ...(rawBody === undefined ? {} : { body: rawBody }) });
    const text = await response.text();
    let body: Record<string, unknown> | null = null;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = null;
    }
    return { status: response.status, body, text };
  }

  /** Posts and checks: no 5xx, a JSON answer; refusals leave the wallet alone and report its balance as n. */
  async function postAndCheck(path: string, rawBody: string | undefined, expectRefusal: boolean) {
    const before = await balances(db, userId);
    const billsBefore = await db.bill.count({ where: { userId } });
    const { status, body, text } = await post(path, rawBody);
    expect(status, `status for ${String(rawBody)} → ${text}`).toBeLessThan(500);
    expect(body, `JSON answer for ${String(rawBody)}`).not.toBeNull();
    const after = await balances(db, userId);
    if (rawBody !== undefined && containsNul(safeParse(rawBody))) {
      // Text PostgreSQL cannot store is refused at the door, before any purchase rule runs.
      expect({ status, body }).toEqual({ status: 400, body: { error: "bad_request", message: NUL_CHARACTER_MESSAGE } });
      expect(after).toEqual(before);
    } else if (status === 200) {
      expect(expectRefusal, `unexpected success for ${String(rawBody)}`).toBe(false);
      expect(body).toMatchObject({ r: "s", n: after[currencyOf(path)] });
    } else {
      expect(Object.keys(body!).sort()).toEqual(["error", "message", "n"]);
      expect(after).toEqual(before);
      expect(await db.bill.count({ where: { userId } })).toBe(billsBefore);
      expect(body!.n).toBe(after[currencyOf(path)]);
    }
    return { status, body };
  }

  test("fc.anything() as the JSON body", async () => {
    await fc.assert(
      fc.asyncProperty(pathArb, fc.anything({ withNullPrototype: true, withObjectString: true, maxDepth: 3 }), async (path, value) => {
        let raw: string | undefined;
        try {
          raw = JSON.stringify(value);
        } catch {
          raw = String(value);
        }
        await postAndCheck(path, raw, true);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  test("fc.json() and arbitrary strings as the raw body", async () => {
    await fc.assert(
      fc.asyncProperty(pathArb, fc.oneof(fc.json(), fc.string(), fc.constantFrom("", "{", "[]", "null", '{"t":0', "\u0000", '{"t":"0","p":"10","q":"1"}')), async (path, raw) => {
        await postAndCheck(path, raw, true);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  test("purchase-shaped records with a wrong type in a required field → 400 bad_request", async () => {
    const wrong = fc.oneof(
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 2 }),
      fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
      fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
    );
    const loose = fc.oneof(fc.integer({ min: -5, max: 200 }), fc.string({ maxLength: 10 }), fc.constant(undefined), wrong);
    const record = fc.record(
      // q stays a valid quantity, so the broken field is the only thing wrong with the shape.
      { t: fc.integer({ min: -2, max: 8 }), x: loose, p: fc.integer({ min: -5, max: 2000 }), q: fc.integer({ min: 1, max: 99 }), i: loose, c: loose, b: loose },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(pathArb, record, fc.constantFrom("t", "p", "q"), fc.option(wrong, { nil: undefined }), async (path, body, field, replacement) => {
        // Break one required field: give it a wrong type, or leave it out. t must also be a kind number for "t".
        const broken: Record<string, unknown> = { ...body };
        if (replacement === undefined) delete broken[field];
        // (a fractional q is a number and so reaches the quantity rule: use a string for it instead;
        // trunc first, or adding 0.5 to a fraction can make a whole number)
        else broken[field] = typeof replacement === "number" ? (field === "q" ? String(replacement) : Math.trunc(replacement) + 0.5) : replacement;
        const { status, body: answer } = await postAndCheck(path, JSON.stringify(broken), true);
        expect(status).toBe(400);
        expect(answer).toMatchObject({ error: "bad_request", message: "The purchase data is incomplete or malformed." });
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  test("near-valid bodies (real kinds, games, items, odd numbers): never a 500, the books always balance", async () => {
    const number = fc.oneof(
      fc.integer({ min: -3, max: 120 }),
      fc.constantFrom(0, 1, 5, 10, 20, 25, 50, 100, 200, 500, 1000, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e300, -1e300, 0.5, 99.999),
    );
    const body = fc.record(
      {
        t: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constantFrom(-1, 6, 1.5, 1e20)),
        x: fc.oneof(fc.constantFrom("BCA", "bca", "JIG", "PAI", "FRE", "", "ZZZ", "ßß", "x".repeat(9)), fc.string({ maxLength: 10 })),
        p: number,
        q: number,
        i: fc.oneof(fc.constantFrom("HI", "FF", "UN", "JIG_STARTER", "JIG_COTTAGES", "BCA_PAR", "CHE", "WC1", "SUN-A", "SLOT", "", "\u0000", "x".repeat(65)), fc.string({ maxLength: 12 })),
        c: fc.oneof(fc.constantFrom(1, 5, 10, 20, 50, 100, 0, -1, 2.5), number),
        b: fc.oneof(fc.constantFrom("CHE", "BEA", "WC1", "NOPE", ""), fc.string({ maxLength: 8 })),
      },
      { requiredKeys: ["t", "p", "q"] },
    );
    await giveCurrency(db, userId, "GEMS", 5000);
    await giveCurrency(db, userId, "TOKENS", 20_000);
    await fc.assert(
      fc.asyncProperty(pathArb, body, async (path, value) => {
        const { status } = await postAndCheck(path, JSON.stringify(value), false);
        expect([200, 400, 404, 409]).toContain(status);
        expect(await findLedgerMismatches(db, userId)).toEqual([]);
      }),
      { numRuns: 80 },
    );
    const wallet = await balances(db, userId);
    expect(wallet.gems).toBeGreaterThanOrEqual(0);
    expect(wallet.tokens).toBeGreaterThanOrEqual(0);
  }, 60_000);
});
