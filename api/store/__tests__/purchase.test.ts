import { beforeAll, describe, expect, test } from "vitest";
import { testStoreCatalog } from "../../../tests/support/testApp.ts";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import { createPortalEvents } from "../../events.ts";
import type { Currency, ItemKind } from "../../generated/prisma/client.ts";
import { MAX_PURCHASABLE_OWNED, MAX_QUANTITY, purchase, type PurchaseOutcome, type PurchaseRequest } from "../purchase.ts";
import { PIN_COST_PER_CELL, TOKENS_PER_GEM, unitPrice, type StoreCatalog } from "../storeCatalog.ts";
import {
  WELCOME,
  balances,
  catalogWith,
  expectBooksBalance,
  findProduct,
  giveCurrency,
  inventory,
  newPlayer,
  requestFor,
  snapshot,
  type OwnedRow,
} from "./storeFixtures.ts";
import { publishedFor } from "../../__tests__/publishedEvents.ts";

const database = useCatalogDatabase();
const { db } = database;
const catalog = testStoreCatalog();
const events = createPortalEvents();

const WELCOME_PIN: OwnedRow = { kind: "PIN", gameId: "", itemId: WELCOME.pinId, count: 1 };
const sortRows = (rows: OwnedRow[]) =>
  [...rows].sort((a, b) => `${a.kind}:${a.gameId}:${a.itemId}`.localeCompare(`${b.kind}:${b.gameId}:${b.itemId}`));

/** Buys and expects success (the player's open pages told once), returning the outcome typed as a success. */
async function buyOk(userId: string, currency: Currency, request: PurchaseRequest, store = catalog) {
  const walletChanged = publishedFor(events, "walletChanged", userId);
  const outcome = await purchase({ db, store, events }, userId, currency, request);
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.error}: ${outcome.message}`);
  expect(await walletChanged.count()).toBe(1);
  walletChanged.stop();
  return outcome;
}

/** Runs a purchase that must be refused, and proves it changed nothing at all. */
async function expectRefusedUnchanged(userId: string, currency: Currency, request: PurchaseRequest, store = catalog): Promise<Exclude<PurchaseOutcome, { ok: true }>> {
  const before = await snapshot(db, userId);
  const walletChanged = publishedFor(events, "walletChanged", userId);
  const outcome = await purchase({ db, store, events }, userId, currency, request);
  expect(outcome.ok).toBe(false);
  expect(await snapshot(db, userId)).toEqual(before);
  expect(await walletChanged.count()).toBe(0);
  walletChanged.stop();
  await expectBooksBalance(db, userId);
  return outcome as Exclude<PurchaseOutcome, { ok: true }>;
}

interface KindCase {
  name: string;
  kind: ItemKind;
  gameId: string;
  itemId: string;
  count: number;
  quantity: number;
  unit: Record<Currency, number>;
  billTitle: string;
  /** Inventory rows the purchase adds (besides the welcome pin every player owns). */
  granted: OwnedRow[];
  powerupsGranted: Record<string, number>;
  ownedAfter: number;
}

const KIND_CASES: KindCase[] = [
  {
    name: "POWERUP pack (Hint x5, quantity 3)",
    kind: "POWERUP", gameId: "BCA", itemId: "HI", count: 5, quantity: 3,
    unit: { GEMS: 10, TOKENS: 10 * TOKENS_PER_GEM },
    billTitle: "Hint x5",
    granted: [{ kind: "POWERUP", gameId: "BCA", itemId: "HI", count: 15 }],
    powerupsGranted: {}, ownedAfter: 15,
  },
  {
    name: "IMAGE_PACK (Cozy Cottages)",
    kind: "IMAGE_PACK", gameId: "JIG", itemId: "JIG_COTTAGES", count: 1, quantity: 1,
    unit: { GEMS: 50, TOKENS: 50 },
    billTitle: "Cozy Cottages",
    granted: [{ kind: "IMAGE_PACK", gameId: "JIG", itemId: "JIG_COTTAGES", count: 1 }],
    powerupsGranted: {}, ownedAfter: 1,
  },
  {
    name: "CITY_PACK (New York, with FF 2 and HI 10)",
    kind: "CITY_PACK", gameId: "BCA", itemId: "BCA_NYC", count: 1, quantity: 1,
    unit: { GEMS: 200, TOKENS: 400 },
    billTitle: "New York",
    granted: [
      { kind: "CITY_PACK", gameId: "BCA", itemId: "BCA_NYC", count: 1 },
      { kind: "POWERUP", gameId: "BCA", itemId: "FF", count: 2 },
      { kind: "POWERUP", gameId: "BCA", itemId: "HI", count: 10 },
    ],
    powerupsGranted: { FF: 2, HI: 10 }, ownedAfter: 1,
  },
  {
    name: "PIN_BOARD (Cherry Blossoms)",
    kind: "PIN_BOARD", gameId: "", itemId: "CHE", count: 1, quantity: 1,
    unit: { GEMS: 100, TOKENS: 200 },
    billTitle: "Cherry Blossoms",
    granted: [{ kind: "PIN_BOARD", gameId: "", itemId: "CHE", count: 1 }],
    powerupsGranted: {}, ownedAfter: 1,
  },
  {
    name: "CHALLENGE_SLOT (quantity 3)",
    kind: "CHALLENGE_SLOT", gameId: "", itemId: "SLOT", count: 1, quantity: 3,
    unit: { GEMS: 20, TOKENS: 20 * TOKENS_PER_GEM },
    billTitle: "Challenge Slot",
    granted: [{ kind: "CHALLENGE_SLOT", gameId: "", itemId: "SLOT", count: 3 }],
    powerupsGranted: {}, ownedAfter: 3,
  },
  {
    name: "PIN (Happy Whale 2x1, quantity 2)",
    kind: "PIN", gameId: "", itemId: "WHALE-A", count: 1, quantity: 2,
    unit: { GEMS: (2 * PIN_COST_PER_CELL) / TOKENS_PER_GEM, TOKENS: 2 * PIN_COST_PER_CELL },
    billTitle: "Happy Whale",
    granted: [{ kind: "PIN", gameId: "", itemId: "WHALE-A", count: 2 }],
    powerupsGranted: {}, ownedAfter: 2,
  },
];

describe("every item kind, bought with gems and with tokens", () => {
  describe.each(["GEMS", "TOKENS"] as const)("with %s", (currency) => {
    test.each(KIND_CASES)("$name", async (c) => {
      const userId = await newPlayer(db, { gems: 1000, tokens: 5000 });
      const before = await snapshot(db, userId);
      const product = findProduct(catalog, c.kind, c.gameId, c.itemId, c.count);
      expect(unitPrice(product, currency)).toBe(c.unit[currency]);
      const total = c.unit[currency] * c.quantity;

      const outcome = await buyOk(userId, currency, requestFor(product, currency, c.quantity));
      const startBalance = currency === "GEMS" ? WELCOME.gems + 1000 : WELCOME.tokens + 5000;
      expect(outcome).toMatchObject({
        ok: true, currency, quantity: c.quantity, total, balance: startBalance - total,
        unitsGranted: c.count * c.quantity, ownedAfter: c.ownedAfter, powerupsGranted: c.powerupsGranted,
      });
      expect(outcome.product).toBe(product);

      // Balance: only the currency paid with moved.
      const after = await balances(db, userId);
      expect(after).toEqual(
        currency === "GEMS" ? { gems: startBalance - total, tokens: before.wallet.tokens } : { gems: before.wallet.gems, tokens: startBalance - total },
      );

      // Inventory: exactly the granted rows were added.
      expect(sortRows(await inventory(db, userId))).toEqual(sortRows([WELCOME_PIN, ...c.granted]));

      // Bill.
      const bills = await db.bill.findMany({ where: { userId } });
      expect(bills).toHaveLength(1);
      expect(bills[0]).toMatchObject({
        id: outcome.billId, kind: c.kind, gameId: c.gameId, itemId: product.itemId, title: c.billTitle,
        quantity: c.quantity, currency, amount: total,
      });

      // Ledger: one new row, the debit, referencing the bill.
      const ledger = await db.ledgerEntry.findMany({ where: { userId }, orderBy: { id: "asc" } });
      expect(ledger).toHaveLength(before.ledger.length + 1);
      const row = ledger.at(-1)!;
      expect(row).toMatchObject({
        currency, delta: 0 - total, balanceAfter: startBalance - total, reason: `Bought ${product.title}`,
        reference: `bill:${outcome.billId}`,
      });
      await expectBooksBalance(db, userId);
    });
  });

  test("free packs (price 0, or named free by the game's rules) are never sold, for gems or tokens: nothing changes", async () => {
    const userId = await newPlayer(db, { gems: 1000, tokens: 5000 });
    const cases = [
      ["IMAGE_PACK", "JIG", "JIG_STARTER", "Starter Pictures pack is free to play, so it is not sold."],
      ["IMAGE_PACK", "PAI", "PAI_STARTER", "Starter Colours pack is free to play, so it is not sold."],
      ["CITY_PACK", "BCA", "BCA_PAR", "Paris city pack is free to play, so it is not sold."],
    ] as const;
    for (const [kind, gameId, itemId, message] of cases) {
      const product = findProduct(catalog, kind, gameId, itemId);
      expect(product).toMatchObject({ free: true, priceGems: null, priceTokens: null });
      // Whatever price the data file still names, the one a client last showed, or none.
      const file = catalog.files.store_images[gameId]!.find((pack) => pack.id === itemId)!;
      for (const currency of ["GEMS", "TOKENS"] as const) {
        for (const sent of [file.price, file.tokens, 0]) {
          const request = { kind, gameId, itemId, count: 1, quantity: 1, unitPrice: sent };
          expect(await expectRefusedUnchanged(userId, currency, request)).toEqual({ ok: false, error: "free_item", message });
        }
      }
    }
    // The other cities are still sold.
    expect(findProduct(catalog, "CITY_PACK", "BCA", "BCA_ROM")).toMatchObject({ free: false, priceGems: expect.any(Number) });
  });

  test("a powerup pack's bill names its size; ledger sums follow a mixed series of purchases", async () => {
    const userId = await newPlayer(db, { gems: 400, tokens: 2000 });
    await buyOk(userId, "GEMS", requestFor(findProduct(catalog, "POWERUP", "FRE", "UN", 50), "GEMS", 2)); // 80 gems
    await buyOk(userId, "TOKENS", requestFor(findProduct(catalog, "POWERUP", "FRE", "UN", 100), "TOKENS", 1)); // 350 tokens
    await buyOk(userId, "GEMS", requestFor(catalog.challengeSlot, "GEMS", 5)); // 100 gems
    await buyOk(userId, "TOKENS", requestFor(findProduct(catalog, "PIN", "", "SUN-A"), "TOKENS", 1)); // 100 tokens
    expect(await balances(db, userId)).toEqual({ gems: 500 - 80 - 100, tokens: 2500 - 350 - 100 });
    expect(sortRows(await inventory(db, userId))).toEqual(
      sortRows([
        WELCOME_PIN,
        { kind: "POWERUP", gameId: "FRE", itemId: "UN", count: 200 },
        { kind: "CHALLENGE_SLOT", gameId: "", itemId: "SLOT", count: 5 },
        { kind: "PIN", gameId: "", itemId: "SUN-A", count: 1 },
      ]),
    );
    const bills = await db.bill.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
    expect(bills.map((b) => [b.title, b.quantity, b.currency, b.amount])).toEqual([
      [expect.stringMatching(/ x50$/), 2, "GEMS", 80],
      [expect.stringMatching(/ x100$/), 1, "TOKENS", 350],
      ["Challenge Slot", 5, "GEMS", 100],
      ["Sunshine", 1, "TOKENS", 100],
    ]);
    // Every bill has exactly one ledger row taking its amount.
    for (const bill of bills) {
      const rows = await db.ledgerEntry.findMany({ where: { userId, reference: `bill:${bill.id}` } });
      expect(rows.map((r) => [r.currency, r.delta])).toEqual([[bill.currency, 0 - bill.amount]]);
    }
    await expectBooksBalance(db, userId);
  });
});

describe("validation: refused, and nothing changes", () => {
  const hint5 = () => findProduct(catalog, "POWERUP", "BCA", "HI", 5);

  test.each([
    ["0", 0],
    ["100 (over the max of 99)", MAX_QUANTITY + 1],
    ["1.5", 1.5],
    ["NaN", Number.NaN],
    ["negative", -1],
    ["Infinity", Number.POSITIVE_INFINITY],
  ])("quantity %s → invalid_quantity", async (_name, quantity) => {
    const userId = await newPlayer(db);
    for (const currency of ["GEMS", "TOKENS"] as const) {
      const outcome = await expectRefusedUnchanged(userId, currency, requestFor(hint5(), currency, quantity));
      expect(outcome).toEqual({ ok: false, error: "invalid_quantity", message: "Quantity must be a whole number from 1 to 99." });
    }
  });

  test("quantity 99 is allowed (the upper bound)", async () => {
    const userId = await newPlayer(db, { gems: 890 }); // 99 x 10 = 990 = 100 + 890
    const outcome = await buyOk(userId, "GEMS", requestFor(hint5(), "GEMS", MAX_QUANTITY));
    expect(outcome).toMatchObject({ balance: 0, total: 990, unitsGranted: 495 });
    await expectBooksBalance(db, userId);
  });

  test.each([
    ["IMAGE_PACK", "JIG", "JIG_OCEAN"],
    ["CITY_PACK", "BCA", "BCA_ROM"],
    ["PIN_BOARD", "", "BEA"],
  ] as const)("one-off %s with quantity 2 → invalid_quantity", async (kind, gameId, itemId) => {
    const userId = await newPlayer(db, { gems: 1000, tokens: 5000 });
    const product = findProduct(catalog, kind, gameId, itemId);
    for (const currency of ["GEMS", "TOKENS"] as const) {
      const outcome = await expectRefusedUnchanged(userId, currency, requestFor(product, currency, 2));
      expect(outcome).toEqual({ ok: false, error: "invalid_quantity", message: `${product.title} is bought one at a time.` });
    }
  });

  test.each<[string, PurchaseRequest]>([
    ["unknown kind", { kind: "BOGUS" as ItemKind, gameId: "BCA", itemId: "HI", count: 5, quantity: 1, unitPrice: 10 }],
    ["unknown game", { kind: "POWERUP", gameId: "ZZZ", itemId: "HI", count: 5, quantity: 1, unitPrice: 10 }],
    ["powerup of another game", { kind: "POWERUP", gameId: "JIG", itemId: "FF", count: 5, quantity: 1, unitPrice: 10 }],
    ["lower-case game id (the domain takes canonical ids)", { kind: "POWERUP", gameId: "bca", itemId: "HI", count: 5, quantity: 1, unitPrice: 10 }],
    ["unknown powerup", { kind: "POWERUP", gameId: "BCA", itemId: "ZZ", count: 5, quantity: 1, unitPrice: 10 }],
    ["unknown pack count", { kind: "POWERUP", gameId: "BCA", itemId: "HI", count: 7, quantity: 1, unitPrice: 10 }],
    ["pack count 0", { kind: "POWERUP", gameId: "BCA", itemId: "HI", count: 0, quantity: 1, unitPrice: 0 }],
    ["unknown image pack", { kind: "IMAGE_PACK", gameId: "JIG", itemId: "JIG_NOPE", count: 1, quantity: 1, unitPrice: 50 }],
    ["image pack under the wrong game", { kind: "IMAGE_PACK", gameId: "PAI", itemId: "JIG_COTTAGES", count: 1, quantity: 1, unitPrice: 50 }],
    ["city pack asked for as an image pack", { kind: "IMAGE_PACK", gameId: "BCA", itemId: "BCA_PAR", count: 1, quantity: 1, unitPrice: 200 }],
    ["unknown pin board", { kind: "PIN_BOARD", gameId: "", itemId: "NOPE", count: 1, quantity: 1, unitPrice: 100 }],
    ["the default pin board (not sold)", { kind: "PIN_BOARD", gameId: "", itemId: "WC1", count: 1, quantity: 1, unitPrice: 100 }],
    ["unknown pin", { kind: "PIN", gameId: "", itemId: "NOPE-A", count: 1, quantity: 1, unitPrice: 100 }],
    ["a pin under a game", { kind: "PIN", gameId: "BCA", itemId: "SUN-A", count: 1, quantity: 1, unitPrice: 100 }],
  ])("%s → unknown_item", async (_name, request) => {
    const userId = await newPlayer(db, { gems: 1000, tokens: 5000 });
    for (const currency of ["GEMS", "TOKENS"] as const) {
      const outcome = await expectRefusedUnchanged(userId, currency, request);
      expect(outcome).toEqual({ ok: false, error: "unknown_item", message: "That item is not in the store." });
    }
  });

  test("an item not sold for a currency → unknown_item naming the currency", async () => {
    const store = catalogWith(catalog, (files) => {
      const board = files.pinboards.find((b) => b.id === "CHE")!;
      delete board.tokens;
    });
    const product = findProduct(store, "PIN_BOARD", "", "CHE");
    expect(product.priceTokens).toBeNull();
    const userId = await newPlayer(db);
    const outcome = await expectRefusedUnchanged(userId, "TOKENS", { ...requestFor(product, "GEMS"), unitPrice: 500 }, store);
    expect(outcome).toEqual({ ok: false, error: "unknown_item", message: "Cherry Blossoms cannot be bought with tokens." });
    // Gems still work.
    await buyOk(userId, "GEMS", requestFor(product, "GEMS"), store);
  });

  describe("price tampering → price_mismatch with the true unit price", () => {
    const products = () =>
      [
        ["powerup pack", findProduct(catalog, "POWERUP", "BCA", "HI", 10)],
        ["image pack", findProduct(catalog, "IMAGE_PACK", "JIG", "JIG_AUTUMN")],
        ["city pack", findProduct(catalog, "CITY_PACK", "BCA", "BCA_NYC")],
        ["pin board", findProduct(catalog, "PIN_BOARD", "", "STA")],
        ["challenge slot", catalog.challengeSlot],
        ["pin", findProduct(catalog, "PIN", "", "ROCKET-A")],
      ] as const;

    test.each([
      ["lower", (p: number) => p - 1],
      ["zero", () => 0],
      ["higher", (p: number) => p + 1],
      ["much higher", (p: number) => p * 10 + 7],
      ["non-integer", (p: number) => p + 0.5],
      ["negative", (p: number) => -Math.max(p, 1)],
      ["NaN", () => Number.NaN],
    ])("%s", async (_name, tamper) => {
      const userId = await newPlayer(db, { gems: 5000, tokens: 50_000 });
      for (const [, product] of products()) {
        for (const currency of ["GEMS", "TOKENS"] as const) {
          const truePrice = unitPrice(product, currency)!;
          const sent = tamper(truePrice);
          const outcome = await expectRefusedUnchanged(userId, currency, requestFor(product, currency, 1, { unitPrice: sent }));
          expect(outcome).toEqual({
            ok: false, error: "price_mismatch", unitPrice: truePrice,
            message: `The price has changed: it is now ${truePrice} ${currency === "GEMS" ? "gems" : "tokens"}.`,
          });
        }
      }
    });

    test("sending the total instead of the unit price is a mismatch too", async () => {
      const userId = await newPlayer(db, { gems: 1000 });
      const product = findProduct(catalog, "POWERUP", "BCA", "FF", 5);
      const outcome = await expectRefusedUnchanged(userId, "GEMS", requestFor(product, "GEMS", 3, { unitPrice: 30 }));
      expect(outcome).toMatchObject({ error: "price_mismatch", unitPrice: 10 });
    });
  });

  describe("not enough → reported with the balance, nothing changes", () => {
    test("gems", async () => {
      const userId = await newPlayer(db);
      const outcome = await expectRefusedUnchanged(userId, "GEMS", requestFor(findProduct(catalog, "CITY_PACK", "BCA", "BCA_LON"), "GEMS"));
      expect(outcome).toEqual({ ok: false, error: "not_enough", balance: 100, message: "You do not have enough gems for this purchase." });
    });

    test("tokens", async () => {
      const userId = await newPlayer(db);
      const outcome = await expectRefusedUnchanged(userId, "TOKENS", requestFor(catalog.challengeSlot, "TOKENS", 6));
      expect(outcome).toEqual({ ok: false, error: "not_enough", balance: 500, message: "You do not have enough tokens for this purchase." });
    });

    test("the total counts, not the unit price: 11 x 10 gems with 100", async () => {
      const userId = await newPlayer(db);
      const outcome = await expectRefusedUnchanged(userId, "GEMS", requestFor(findProduct(catalog, "POWERUP", "BCA", "HI", 5), "GEMS", 11));
      expect(outcome).toMatchObject({ error: "not_enough", balance: 100 });
      // 10 x 10 is exactly the balance: allowed, down to 0.
      expect(await buyOk(userId, "GEMS", requestFor(findProduct(catalog, "POWERUP", "BCA", "HI", 5), "GEMS", 10))).toMatchObject({ balance: 0 });
      const again = await expectRefusedUnchanged(userId, "GEMS", requestFor(findProduct(catalog, "POWERUP", "BCA", "HI", 5), "GEMS", 1));
      expect(again).toMatchObject({ error: "not_enough", balance: 0 });
    });

    test("the other currency is not used to make up the difference", async () => {
      const userId = await newPlayer(db, { tokens: 100_000 });
      const outcome = await expectRefusedUnchanged(userId, "GEMS", requestFor(findProduct(catalog, "CITY_PACK", "BCA", "BCA_ROM"), "GEMS"));
      expect(outcome).toMatchObject({ error: "not_enough", balance: 100 });
    });
  });

  test("already owned pack: refused with either currency, nothing changes", async () => {
    const userId = await newPlayer(db, { gems: 1000, tokens: 5000 });
    for (const [kind, gameId, itemId] of [
      ["IMAGE_PACK", "PAI", "PAI_FLOWERS"],
      ["CITY_PACK", "BCA", "BCA_LON"],
      ["PIN_BOARD", "", "COR"],
    ] as const) {
      const product = findProduct(catalog, kind, gameId, itemId);
      await buyOk(userId, "GEMS", requestFor(product, "GEMS"));
      for (const currency of ["GEMS", "TOKENS"] as const) {
        const outcome = await expectRefusedUnchanged(userId, currency, requestFor(product, currency));
        expect(outcome).toEqual({ ok: false, error: "already_owned", message: `You already own ${product.title}.` });
      }
    }
  });

  test(`challenge slots: at most ${MAX_PURCHASABLE_OWNED} owned`, async () => {
    const userId = await newPlayer(db, { gems: 2000 });
    const slot = catalog.challengeSlot;
    const capMessage = `You can own at most ${MAX_PURCHASABLE_OWNED} of Challenge Slot.`;
    expect(await buyOk(userId, "GEMS", requestFor(slot, "GEMS", 49))).toMatchObject({ ownedAfter: 49 });
    const over = await expectRefusedUnchanged(userId, "GEMS", requestFor(slot, "GEMS", 2));
    expect(over).toEqual({ ok: false, error: "invalid_quantity", message: capMessage });
    expect(await buyOk(userId, "GEMS", requestFor(slot, "GEMS", 1))).toMatchObject({ ownedAfter: 50 });
    expect(await expectRefusedUnchanged(userId, "TOKENS", requestFor(slot, "TOKENS", 1))).toMatchObject({ error: "invalid_quantity", message: capMessage });
    // One purchase of 51 is refused on a fresh player as well (51 <= 99 passes the quantity rule).
    const fresh = await newPlayer(db, { gems: 2000 });
    expect(await expectRefusedUnchanged(fresh, "GEMS", requestFor(slot, "GEMS", 51))).toMatchObject({ error: "invalid_quantity", message: capMessage });
    await expectBooksBalance(db, userId);
  });

  test(`pins: at most ${MAX_PURCHASABLE_OWNED} of one pin, counting the welcome pin`, async () => {
    const userId = await newPlayer(db, { tokens: 50 * 500 });
    const welcomePin = findProduct(catalog, "PIN", "", WELCOME.pinId);
    expect(await expectRefusedUnchanged(userId, "TOKENS", requestFor(welcomePin, "TOKENS", 50))).toMatchObject({ error: "invalid_quantity" });
    expect(await buyOk(userId, "TOKENS", requestFor(welcomePin, "TOKENS", 49))).toMatchObject({ ownedAfter: 50 });
    expect(await expectRefusedUnchanged(userId, "TOKENS", requestFor(welcomePin, "TOKENS", 1))).toMatchObject({ error: "invalid_quantity" });
  });

  test("powerups are not capped at 50: 99 packs of 20", async () => {
    const userId = await newPlayer(db, { gems: 99 * 32 });
    const outcome = await buyOk(userId, "GEMS", requestFor(findProduct(catalog, "POWERUP", "BCA", "HI", 20), "GEMS", 99));
    expect(outcome).toMatchObject({ ownedAfter: 1980, unitsGranted: 1980, total: 99 * 32, balance: 100 });
  });
});

describe("discounts: unit price after discount, total = unit x quantity", () => {
  let store: StoreCatalog;
  beforeAll(() => {
    store = catalogWith(catalog, (files) => {
      files.chall_price.discount = 25;
      const hint = files.store_powerups.BCA!.find((p) => p.id === "HI")!;
      hint.packs[0]!.discount = 30; // 5 for 10 gems
      hint.packs[1]!.discount = 25; // 10 for 18 gems: 13.5 rounds to 14; tokens 90 → 67.5 → 68
      files.store_images.JIG!.find((p) => p.id === "JIG_OCEAN")!.discount = 10;
    });
  });

  test("the catalog prices discounted items after the discount", () => {
    expect(unitPrice(store.challengeSlot, "GEMS")).toBe(15);
    expect(unitPrice(store.challengeSlot, "TOKENS")).toBe(75);
    expect(store.challengeSlot).toMatchObject({ priceGems: 20, priceTokens: 100, discount: 25 });
    const hint5 = findProduct(store, "POWERUP", "BCA", "HI", 5);
    expect([unitPrice(hint5, "GEMS"), unitPrice(hint5, "TOKENS")]).toEqual([7, 35]);
    const hint10 = findProduct(store, "POWERUP", "BCA", "HI", 10);
    expect([unitPrice(hint10, "GEMS"), unitPrice(hint10, "TOKENS")]).toEqual([14, 68]);
    const ocean = findProduct(store, "IMAGE_PACK", "JIG", "JIG_OCEAN");
    expect([unitPrice(ocean, "GEMS"), unitPrice(ocean, "TOKENS")]).toEqual([45, 45]);
    // The untouched catalog is not affected.
    expect(unitPrice(catalog.challengeSlot, "GEMS")).toBe(20);
  });

  test.each([
    ["challenge slots x4 (gems)", "GEMS", () => store.challengeSlot, 4, 15],
    ["challenge slots x7 (tokens)", "TOKENS", () => store.challengeSlot, 7, 75],
    ["Hint x5 x3 (gems)", "GEMS", () => findProduct(store, "POWERUP", "BCA", "HI", 5), 3, 7],
    ["Hint x10 x9 (tokens, rounded unit)", "TOKENS", () => findProduct(store, "POWERUP", "BCA", "HI", 10), 9, 68],
    ["image pack (gems)", "GEMS", () => findProduct(store, "IMAGE_PACK", "JIG", "JIG_OCEAN"), 1, 45],
  ] as const)("%s", async (_name, currency, product, quantity, unit) => {
    const userId = await newPlayer(db, { gems: 1000, tokens: 5000 });
    const start = await balances(db, userId);
    const outcome = await buyOk(userId, currency, requestFor(product(), currency, quantity), store);
    expect(outcome.total).toBe(unit * quantity);
    const key = currency === "GEMS" ? "gems" : "tokens";
    expect(outcome.balance).toBe(start[key] - unit * quantity);
    expect(await db.bill.findUniqueOrThrow({ where: { id: outcome.billId } })).toMatchObject({ amount: unit * quantity, quantity, currency });
    expect(await db.ledgerEntry.findFirstOrThrow({ where: { reference: `bill:${outcome.billId}` } })).toMatchObject({ delta: -unit * quantity });
    await expectBooksBalance(db, userId);
  });

  test("the undiscounted price is refused with the discounted one", async () => {
    const userId = await newPlayer(db);
    const outcome = await expectRefusedUnchanged(userId, "GEMS", { ...requestFor(store.challengeSlot, "GEMS", 2), unitPrice: 20 }, store);
    expect(outcome).toMatchObject({ error: "price_mismatch", unitPrice: 15 });
  });
});

test("refused purchases never touch another player's books", async () => {
  const a = await newPlayer(db, { gems: 50 });
  const b = await newPlayer(db);
  const beforeB = await snapshot(db, b);
  await buyOk(a, "GEMS", requestFor(findProduct(catalog, "PIN_BOARD", "", "GAL"), "GEMS"));
  await purchase({ db, store: catalog, events }, a, "GEMS", requestFor(findProduct(catalog, "PIN_BOARD", "", "GAL"), "GEMS"));
  expect(await snapshot(db, b)).toEqual(beforeB);
  await giveCurrency(db, b, "GEMS", 1);
  await expectBooksBalance(db, a);
  await expectBooksBalance(db, b);
});
