import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { DATA_DIR } from "../../../tests/support/testDatabase.ts";
import type { Currency } from "../../generated/prisma/client.ts";
import { MAX_QUANTITY } from "../../store/purchase.ts";
import { TOKENS_PER_GEM, unitPrice } from "../../store/storeCatalog.ts";
import { credit, findLedgerMismatches } from "../../wallet/wallet.ts";

/**
 * The REST purchase shim (docs/product/calls.md#purchases: POST /api/purch-g, /api/purch-t) and its GraphQL twins, the
 * store's GraphQL listings, the store .dat files and the store images.
 */

const SESSION_COOKIE = "better-auth.session_token";
const WELCOME = { gems: 100, tokens: 500 };

const { app, db, store } = useTestApp();

let emails = 0;
/** A signed-up player (welcome gift: 100 gems, 500 tokens), optionally with more currency. */
async function player(extra: { gems?: number; tokens?: number } = {}): Promise<{ client: HttpClient; userId: string }> {
  const client = new HttpClient(app);
  const signUp = await client.signUp(`route-${Date.now()}-${emails++}@example.test`);
  expect(signUp.status).toBe(200);
  const userId = signUp.body.user!.id;
  await give(userId, "GEMS", extra.gems ?? 0);
  await give(userId, "TOKENS", extra.tokens ?? 0);
  return { client, userId };
}

async function give(userId: string, currency: Currency, amount: number) {
  if (amount > 0) await db.$transaction((tx) => credit(tx, { userId, currency, amount, reason: "test" }));
}

async function wallet(userId: string) {
  return db.player.findUniqueOrThrow({ where: { userId }, select: { gems: true, tokens: true } });
}

async function everything(userId: string) {
  return {
    wallet: await wallet(userId),
    inventory: await db.inventoryItem.findMany({ where: { userId }, orderBy: [{ kind: "asc" }, { itemId: "asc" }] }),
    bills: await db.bill.count({ where: { userId } }),
    ledger: await db.ledgerEntry.count({ where: { userId } }),
  };
}

type RestAnswer = Record<string, unknown>;
const purchG = (client: HttpClient, body: unknown) => client.json<RestAnswer>("/api/purch-g", body);
const purchT = (client: HttpClient, body: unknown) => client.json<RestAnswer>("/api/purch-t", body);

describe("REST success shapes {r, n, i, c, pu}", () => {
  test("powerup pack with gems: pu is {}, c is the count owned now", async () => {
    const { client, userId } = await player();
    const first = await purchG(client, { t: 0, x: "BCA", p: 10, q: 2, i: "HI", c: 5 });
    expect(first).toEqual({ status: 200, body: { r: "s", n: 80, i: "HI", c: 10, pu: {} } });
    // A lower-case game prefix is accepted; the count keeps adding up.
    const second = await purchG(client, { t: 0, x: "bca", p: 18, q: 1, i: "HI", c: 10 });
    expect(second).toEqual({ status: 200, body: { r: "s", n: 62, i: "HI", c: 20, pu: {} } });
    expect(await wallet(userId)).toEqual({ gems: 62, tokens: WELCOME.tokens });
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
  });

  test("powerup pack with tokens via /api/purch-t", async () => {
    const { client, userId } = await player();
    const answer = await purchT(client, { t: 0, x: "FRE", p: 40 * TOKENS_PER_GEM, q: 2, i: "UN", c: 50 });
    expect(answer).toEqual({ status: 200, body: { r: "s", n: 100, i: "UN", c: 100, pu: {} } });
    expect(await wallet(userId)).toEqual({ gems: WELCOME.gems, tokens: 100 });
  });

  test("city pack: pu is {FF: 2, HI: 10}, and both currencies work", async () => {
    const { client, userId } = await player({ gems: 100, tokens: 500 });
    const gems = await purchG(client, { t: 3, x: "BCA", p: 200, q: 1, i: "BCA_NYC", c: 1 });
    expect(gems).toEqual({ status: 200, body: { r: "s", n: 0, i: "BCA_NYC", c: 1, pu: { FF: 2, HI: 10 } } });
    const tokens = await purchT(client, { t: 3, x: "BCA", p: 400, q: 1, i: "BCA_ROM", c: 1 });
    expect(tokens).toEqual({ status: 200, body: { r: "s", n: 600, i: "BCA_ROM", c: 1, pu: { FF: 2, HI: 10 } } });
    const powerups = await db.inventoryItem.findMany({ where: { userId, kind: "POWERUP" }, orderBy: { itemId: "asc" } });
    expect(powerups.map((p) => [p.gameId, p.itemId, p.count])).toEqual([
      ["BCA", "FF", 4],
      ["BCA", "HI", 20],
    ]);
  });

  test("image pack", async () => {
    const { client } = await player();
    expect(await purchG(client, { t: 1, x: "JIG", p: 50, q: 1, i: "JIG_COTTAGES" })).toEqual({
      status: 200, body: { r: "s", n: 50, i: "JIG_COTTAGES", c: 1, pu: {} },
    });
  });

  test("free packs (the starter packs at price 0, Paris named free by the rules) are refused at both doors: 409 free_item, nothing changes", async () => {
    const { client, userId } = await player({ gems: 1000, tokens: 5000 });
    const before = await everything(userId);
    const packs = [
      { t: 1, x: "JIG", i: "JIG_STARTER", message: "Starter Pictures pack is free to play, so it is not sold." },
      { t: 1, x: "PAI", i: "PAI_STARTER", message: "Starter Colours pack is free to play, so it is not sold." },
      { t: 3, x: "BCA", i: "BCA_PAR", message: "Paris city pack is free to play, so it is not sold." },
    ];
    for (const { message, ...pack } of packs) {
      const file = store.files.store_images[pack.x]!.find((candidate) => candidate.id === pack.i)!;
      expect(await purchG(client, { ...pack, p: file.price, q: 1, c: 1 })).toEqual({ status: 409, body: { error: "free_item", n: before.wallet.gems, message } });
      expect(await purchT(client, { ...pack, p: file.tokens, q: 1, c: 1 })).toEqual({ status: 409, body: { error: "free_item", n: before.wallet.tokens, message } });
    }
    expect(await everything(userId)).toEqual(before);
  });

  test("pin board with body field b (t 2)", async () => {
    const { client, userId } = await player();
    expect(await purchG(client, { t: 2, b: "CHE", p: 100, q: 1 })).toEqual({ status: 200, body: { r: "s", n: 0, i: "CHE", c: 1, pu: {} } });
    // b wins over i for boards.
    expect(await purchT(client, { t: 2, b: "BEA", i: "STA", p: 200, q: 1 })).toEqual({ status: 200, body: { r: "s", n: 300, i: "BEA", c: 1, pu: {} } });
    const boards = await db.inventoryItem.findMany({ where: { userId, kind: "PIN_BOARD" }, orderBy: { itemId: "asc" } });
    expect(boards.map((b) => [b.gameId, b.itemId, b.count])).toEqual([
      ["", "BEA", 1],
      ["", "CHE", 1],
    ]);
  });

  test("challenge slot (t 4) and pin (t 5)", async () => {
    const { client } = await player({ gems: 500 });
    expect(await purchG(client, { t: 4, p: 20, q: 3 })).toEqual({ status: 200, body: { r: "s", n: 540, i: "SLOT", c: 3, pu: {} } });
    expect(await purchG(client, { t: 4, p: 20, q: 2, i: "SLOT", c: 1 })).toEqual({ status: 200, body: { r: "s", n: 500, i: "SLOT", c: 5, pu: {} } });
    expect(await purchG(client, { t: 5, p: 40, q: 2, i: "WHALE-A", c: 1 })).toEqual({ status: 200, body: { r: "s", n: 420, i: "WHALE-A", c: 2, pu: {} } });
    // The welcome pin is already owned once: buying one more makes 2.
    expect(await purchT(client, { t: 5, p: 100, q: 1, i: "WELCOME-A" })).toEqual({ status: 200, body: { r: "s", n: 400, i: "WELCOME-A", c: 2, pu: {} } });
  });

  test("answers are JSON", async () => {
    const { client } = await player();
    const response = await client.send("/api/purch-g", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ t: 0, x: "BCA", p: 10, q: 1, i: "FF", c: 5 }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("REST error shapes {error, n, message}", () => {
  test.each<[string, "g" | "t", Record<string, unknown>, number, string, string]>([
    ["not_enough (gems)", "g", { t: 3, x: "BCA", p: 200, q: 1, i: "BCA_ROM", c: 1 }, 409, "not_enough", "You do not have enough gems for this purchase."],
    ["not_enough (tokens)", "t", { t: 4, p: 100, q: 6 }, 409, "not_enough", "You do not have enough tokens for this purchase."],
    ["unknown item", "g", { t: 0, x: "BCA", p: 10, q: 1, i: "ZZ", c: 5 }, 404, "unknown_item", "That item is not in the store."],
    ["unknown game", "g", { t: 0, x: "ZZZ", p: 10, q: 1, i: "HI", c: 5 }, 404, "unknown_item", "That item is not in the store."],
    ["unknown pack count", "t", { t: 0, x: "BCA", p: 50, q: 1, i: "HI", c: 7 }, 404, "unknown_item", "That item is not in the store."],
    ["missing item id", "g", { t: 0, x: "BCA", p: 10, q: 1, c: 5 }, 404, "unknown_item", "That item is not in the store."],
    ["unknown pin board", "g", { t: 2, b: "NOPE", p: 100, q: 1 }, 404, "unknown_item", "That item is not in the store."],
    ["default pin board", "g", { t: 2, b: "WC1", p: 100, q: 1 }, 404, "unknown_item", "That item is not in the store."],
    ["price lower", "g", { t: 0, x: "BCA", p: 9, q: 1, i: "HI", c: 5 }, 409, "price_mismatch", "The price has changed: it is now 10 gems."],
    ["price higher", "t", { t: 0, x: "BCA", p: 51, q: 1, i: "HI", c: 5 }, 409, "price_mismatch", "The price has changed: it is now 50 tokens."],
    ["price as total", "g", { t: 4, p: 60, q: 3 }, 409, "price_mismatch", "The price has changed: it is now 20 gems."],
    ["quantity 0", "g", { t: 0, x: "BCA", p: 10, q: 0, i: "HI", c: 5 }, 400, "invalid_quantity", "Quantity must be a whole number from 1 to 99."],
    ["quantity 100", "g", { t: 0, x: "BCA", p: 10, q: 100, i: "HI", c: 5 }, 400, "invalid_quantity", "Quantity must be a whole number from 1 to 99."],
    ["quantity 1.5", "t", { t: 0, x: "BCA", p: 50, q: 1.5, i: "HI", c: 5 }, 400, "invalid_quantity", "Quantity must be a whole number from 1 to 99."],
    ["quantity -1", "g", { t: 4, p: 20, q: -1 }, 400, "invalid_quantity", "Quantity must be a whole number from 1 to 99."],
    ["one-off quantity 2", "g", { t: 1, x: "JIG", p: 50, q: 2, i: "JIG_OCEAN", c: 1 }, 400, "invalid_quantity", "Ocean Life is bought one at a time."],
    ["slot cap", "g", { t: 4, p: 20, q: 51 }, 400, "invalid_quantity", "You can own at most 50 of Challenge Slot."],
    ["missing p", "g", { t: 0, x: "BCA", q: 1, i: "HI", c: 5 }, 400, "bad_request", "The purchase data is incomplete or malformed."],
    ["t out of range", "g", { t: 6, p: 10, q: 1, i: "HI", c: 5 }, 400, "bad_request", "The purchase data is incomplete or malformed."],
    ["q as a string", "t", { t: 0, x: "BCA", p: 50, q: "1", i: "HI", c: 5 }, 400, "bad_request", "The purchase data is incomplete or malformed."],
    ["fractional price", "g", { t: 0, x: "BCA", p: 10.5, q: 1, i: "HI", c: 5 }, 400, "bad_request", "The purchase data is incomplete or malformed."],
    ["empty body", "g", {}, 400, "bad_request", "The purchase data is incomplete or malformed."],
  ])("%s", async (_name, door, body, status, error, message) => {
    const { client, userId } = await player();
    const before = await everything(userId);
    const answer = door === "g" ? await purchG(client, body) : await purchT(client, body);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error, n: door === "g" ? WELCOME.gems : WELCOME.tokens, message });
    expect(await everything(userId)).toEqual(before);
  });

  test("already owned → 409, n is the current balance", async () => {
    const { client, userId } = await player({ gems: 500 });
    expect((await purchG(client, { t: 3, x: "BCA", p: 200, q: 1, i: "BCA_NYC", c: 1 })).status).toBe(200);
    const before = await everything(userId);
    expect(await purchG(client, { t: 3, x: "BCA", p: 200, q: 1, i: "BCA_NYC", c: 1 })).toEqual({
      status: 409, body: { error: "already_owned", n: 400, message: "You already own New York." },
    });
    expect(await purchT(client, { t: 2, b: "CHE", p: 200, q: 1 })).toMatchObject({ status: 200 });
    expect(await purchT(client, { t: 2, b: "CHE", p: 200, q: 1 })).toEqual({
      status: 409, body: { error: "already_owned", n: 300, message: "You already own Cherry Blossoms." },
    });
    expect((await everything(userId)).bills).toBe(before.bills + 1);
  });

  test("n in an error is the balance of the door's currency", async () => {
    const { client } = await player({ gems: 7, tokens: 11 });
    expect((await purchG(client, { t: 0, x: "BCA", p: 1, q: 1, i: "HI", c: 5 })).body).toMatchObject({ error: "price_mismatch", n: 107 });
    expect((await purchT(client, { t: 0, x: "BCA", p: 1, q: 1, i: "HI", c: 5 })).body).toMatchObject({ error: "price_mismatch", n: 511 });
    expect((await purchT(client, { t: 4, p: 100, q: 6 })).body).toMatchObject({ error: "not_enough", n: 511 });
  });

  test("not signed in → 401 {error: not_signed_in, n: 0, message: User not defined}, on both doors", async () => {
    const anonymous = new HttpClient(app);
    for (const door of ["/api/purch-g", "/api/purch-t"]) {
      for (const body of [{ t: 0, x: "BCA", p: 10, q: 1, i: "HI", c: 5 }, {}, "garbage"]) {
        expect(await anonymous.json(door, body)).toEqual({ status: 401, body: { error: "not_signed_in", n: 0, message: "User not defined" } });
      }
    }
  });

  test("a temporary user (after /api/user-data {a: tp}) is refused too (spec 6), even with currency", async () => {
    const client = new HttpClient(app);
    expect((await client.json("/api/user-data", { a: "tp" })).status).toBe(200);
    const token = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? "").split(".")[0] ?? "";
    const { userId } = await db.session.findUniqueOrThrow({ where: { token } });
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).isAnonymous).toBe(true);
    await give(userId, "GEMS", 500);
    await give(userId, "TOKENS", 5000);
    const before = await everything(userId);
    for (const [door, body] of [
      ["/api/purch-g", { t: 0, x: "BCA", p: 10, q: 1, i: "HI", c: 5 }],
      ["/api/purch-t", { t: 0, x: "BCA", p: 50, q: 1, i: "HI", c: 5 }],
      ["/api/purch-g", { t: 2, b: "CHE", p: 100, q: 1 }],
      ["/api/purch-t", { t: 4, p: 100, q: 1 }],
    ] as const) {
      expect(await client.json(door, body)).toEqual({ status: 401, body: { error: "not_signed_in", n: 0, message: "User not defined" } });
    }
    expect(await everything(userId)).toEqual(before);
    // GraphQL refuses as well.
    const gql = await client.graphql<{ purchaseWithGems: { __typename: string; message: string } }>(PURCHASE_GEMS, {
      input: { kind: "POWERUP", gameCode: "BCA", itemId: "HI", count: 5, quantity: 1, unitPrice: 10 },
    });
    expect(gql.body.data?.purchaseWithGems).toEqual({ __typename: "PurchaseNotSignedInError", message: "User not defined" });
    expect(await everything(userId)).toEqual(before);
  });

  test("a cross-site POST is refused before it reaches the store", async () => {
    const { client, userId } = await player();
    const before = await everything(userId);
    const answer = await client.json("/api/purch-g", { t: 0, x: "BCA", p: 10, q: 1, i: "HI", c: 5 }, { headers: { origin: "https://evil.example" } });
    expect(answer.status).toBe(403);
    expect(await everything(userId)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------

const RESULT_FIELDS = `
  __typename
  ... on PurchaseSuccess { balance currency quantity total unitsGranted ownedAfter powerupsGranted { id count } item { key kind itemId } player { gems tokens } }
  ... on NotEnoughCurrencyError { balance currency message player { gems tokens } }
  ... on PriceMismatchError { message unitPrice }
  ... on UnknownItemError { message }
  ... on InvalidQuantityError { message }
  ... on AlreadyOwnedError { message }
  ... on FreeItemError { message }
  ... on PurchaseNotSignedInError { message }`;
const PURCHASE_GEMS = `mutation ($input: PurchaseInput!) { purchaseWithGems(input: $input) { ${RESULT_FIELDS} } }`;
const PURCHASE_TOKENS = `mutation ($input: PurchaseInput!) { purchaseWithTokens(input: $input) { ${RESULT_FIELDS} } }`;

type Result = Record<string, unknown> & { __typename: string };
async function gqlBuy(client: HttpClient, currency: Currency, input: Record<string, unknown>): Promise<Result> {
  const field = currency === "GEMS" ? "purchaseWithGems" : "purchaseWithTokens";
  const answer = await client.graphql<Record<string, Result>>(currency === "GEMS" ? PURCHASE_GEMS : PURCHASE_TOKENS, { input });
  expect(answer.status).toBe(200);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data![field]!;
}

describe("GraphQL purchase mutations", () => {
  test("PurchaseSuccess: player.gems updated, powerups granted, inventory visible on viewer", async () => {
    const { client } = await player({ gems: 150 });
    const result = await gqlBuy(client, "GEMS", { kind: "CITY_PACK", gameCode: "bca", itemId: "BCA_NYC", quantity: 1, unitPrice: 200 });
    expect(result).toEqual({
      __typename: "PurchaseSuccess", balance: 50, currency: "GEMS", quantity: 1, total: 200, unitsGranted: 1, ownedAfter: 1,
      powerupsGranted: [{ id: "FF", count: 2 }, { id: "HI", count: 10 }],
      item: { key: "CITY_PACK:BCA:BCA_NYC:1", kind: "CITY_PACK", itemId: "BCA_NYC" },
      player: { gems: 50, tokens: WELCOME.tokens },
    });
    const slots = await gqlBuy(client, "TOKENS", { kind: "CHALLENGE_SLOT", quantity: 4, unitPrice: 100 });
    expect(slots).toMatchObject({ __typename: "PurchaseSuccess", balance: 100, total: 400, ownedAfter: 4, player: { gems: 50, tokens: 100 } });
    const inventory = await client.graphql<{ viewer: { inventory: { kind: string; gameCode: string; itemId: string; count: number }[] } }>(
      `{ viewer { inventory { kind gameCode itemId count } } }`,
    );
    expect(inventory.body.data?.viewer.inventory).toEqual(
      expect.arrayContaining([
        { kind: "CITY_PACK", gameCode: "BCA", itemId: "BCA_NYC", count: 1 },
        { kind: "POWERUP", gameCode: "BCA", itemId: "FF", count: 2 },
        { kind: "POWERUP", gameCode: "BCA", itemId: "HI", count: 10 },
        { kind: "CHALLENGE_SLOT", gameCode: "", itemId: "SLOT", count: 4 },
        { kind: "PIN", gameCode: "", itemId: "WELCOME-A", count: 1 },
      ]),
    );
    const bca = await client.graphql<{ viewer: { inventory: unknown[] } }>(`{ viewer { inventory(game: "bca") { itemId } } }`);
    expect(bca.body.data?.viewer.inventory).toHaveLength(3);
  });

  test("NotEnoughCurrencyError carries the balance; nothing is charged", async () => {
    const { client, userId } = await player();
    const before = await everything(userId);
    expect(await gqlBuy(client, "GEMS", { kind: "PIN_BOARD", itemId: "STA", quantity: 1, unitPrice: 100 })).toMatchObject({ __typename: "PurchaseSuccess", balance: 0 });
    const after = await everything(userId);
    expect(await gqlBuy(client, "GEMS", { kind: "PIN_BOARD", itemId: "LEA", quantity: 1, unitPrice: 100 })).toEqual({
      __typename: "NotEnoughCurrencyError", balance: 0, currency: "GEMS", message: "You do not have enough gems for this purchase.",
      player: { gems: 0, tokens: WELCOME.tokens },
    });
    expect(await gqlBuy(client, "TOKENS", { kind: "CHALLENGE_SLOT", quantity: 6, unitPrice: 100 })).toMatchObject({
      __typename: "NotEnoughCurrencyError", balance: WELCOME.tokens, currency: "TOKENS",
    });
    expect(await everything(userId)).toEqual(after);
    expect(after.bills).toBe(before.bills + 1);
  });

  test("the other errors are typed union members", async () => {
    const { client } = await player({ gems: 100 });
    expect(await gqlBuy(client, "GEMS", { kind: "POWERUP", gameCode: "BCA", itemId: "HI", count: 5, quantity: 1, unitPrice: 9 })).toEqual({
      __typename: "PriceMismatchError", message: "The price has changed: it is now 10 gems.", unitPrice: 10,
    });
    expect(await gqlBuy(client, "GEMS", { kind: "POWERUP", gameCode: "BCA", itemId: "HI", count: 7, quantity: 1, unitPrice: 10 })).toEqual({
      __typename: "UnknownItemError", message: "That item is not in the store.",
    });
    expect(await gqlBuy(client, "GEMS", { kind: "POWERUP", gameCode: "BCA", itemId: "HI", count: 5, quantity: MAX_QUANTITY + 1, unitPrice: 10 })).toEqual({
      __typename: "InvalidQuantityError", message: "Quantity must be a whole number from 1 to 99.",
    });
    expect(await gqlBuy(client, "GEMS", { kind: "IMAGE_PACK", gameCode: "JIG", itemId: "JIG_COTTAGES", quantity: 1, unitPrice: 50 })).toMatchObject({ __typename: "PurchaseSuccess" });
    expect(await gqlBuy(client, "TOKENS", { kind: "IMAGE_PACK", gameCode: "JIG", itemId: "JIG_COTTAGES", quantity: 1, unitPrice: 50 })).toEqual({
      __typename: "AlreadyOwnedError", message: "You already own Cozy Cottages.",
    });
    expect(await gqlBuy(client, "GEMS", { kind: "CITY_PACK", gameCode: "BCA", itemId: "BCA_PAR", quantity: 1, unitPrice: 200 })).toEqual({
      __typename: "FreeItemError", message: "Paris city pack is free to play, so it is not sold.",
    });
    const anonymous = new HttpClient(app);
    const refused = await anonymous.graphql<{ purchaseWithTokens: Result }>(PURCHASE_TOKENS, { input: { kind: "CHALLENGE_SLOT", quantity: 1, unitPrice: 100 } });
    expect(refused.body.data?.purchaseWithTokens).toEqual({ __typename: "PurchaseNotSignedInError", message: "User not defined" });
  });

  test("REST and GraphQL give the same outcomes for the same requests", async () => {
    const rest = await player({ gems: 300, tokens: 1000 });
    const gql = await player({ gems: 300, tokens: 1000 });
    const cases: { door: "g" | "t"; body: Record<string, unknown>; input: Record<string, unknown> }[] = [
      { door: "g", body: { t: 0, x: "BCA", p: 10, q: 3, i: "HI", c: 5 }, input: { kind: "POWERUP", gameCode: "BCA", itemId: "HI", count: 5, quantity: 3, unitPrice: 10 } },
      { door: "t", body: { t: 3, x: "BCA", p: 400, q: 1, i: "BCA_ROM", c: 1 }, input: { kind: "CITY_PACK", gameCode: "BCA", itemId: "BCA_ROM", quantity: 1, unitPrice: 400 } },
      { door: "g", body: { t: 3, x: "BCA", p: 200, q: 1, i: "BCA_ROM", c: 1 }, input: { kind: "CITY_PACK", gameCode: "BCA", itemId: "BCA_ROM", quantity: 1, unitPrice: 200 } },
      { door: "g", body: { t: 2, b: "GAL", p: 100, q: 1 }, input: { kind: "PIN_BOARD", itemId: "GAL", quantity: 1, unitPrice: 100 } },
      { door: "g", body: { t: 4, p: 20, q: 9 }, input: { kind: "CHALLENGE_SLOT", quantity: 9, unitPrice: 20 } },
      { door: "t", body: { t: 5, p: 100, q: 1, i: "CAT-A" }, input: { kind: "PIN", itemId: "CAT-A", quantity: 1, unitPrice: 100 } },
      { door: "g", body: { t: 1, x: "PAI", p: 40, q: 1, i: "PAI_BIRDS" }, input: { kind: "IMAGE_PACK", gameCode: "PAI", itemId: "PAI_BIRDS", quantity: 1, unitPrice: 40 } },
      { door: "g", body: { t: 1, x: "PAI", p: 50, q: 1, i: "PAI_BIRDS" }, input: { kind: "IMAGE_PACK", gameCode: "PAI", itemId: "PAI_BIRDS", quantity: 1, unitPrice: 50 } },
      { door: "t", body: { t: 0, x: "SHE", p: 1, q: 1, i: "ZZ", c: 5 }, input: { kind: "POWERUP", gameCode: "SHE", itemId: "ZZ", count: 5, quantity: 1, unitPrice: 1 } },
      { door: "g", body: { t: 0, x: "BCA", p: 10, q: 20, i: "FF", c: 5 }, input: { kind: "POWERUP", gameCode: "BCA", itemId: "FF", count: 5, quantity: 20, unitPrice: 10 } },
    ];
    const typename: Record<string, string> = {
      s: "PurchaseSuccess", not_enough: "NotEnoughCurrencyError", unknown_item: "UnknownItemError", price_mismatch: "PriceMismatchError",
      invalid_quantity: "InvalidQuantityError", already_owned: "AlreadyOwnedError", free_item: "FreeItemError",
    };
    for (const { door, body, input } of cases) {
      const viaRest = door === "g" ? await purchG(rest.client, body) : await purchT(rest.client, body);
      const viaGql = await gqlBuy(gql.client, door === "g" ? "GEMS" : "TOKENS", input);
      const restKind = viaRest.body.r === "s" ? "s" : (viaRest.body.error as string);
      expect(viaGql.__typename, JSON.stringify(body)).toBe(typename[restKind]);
      if (restKind === "s") {
        expect(viaGql.balance).toBe(viaRest.body.n);
        expect(viaGql.ownedAfter).toBe(viaRest.body.c);
      }
      if (restKind === "not_enough") expect(viaGql.balance).toBe(viaRest.body.n);
      if ("message" in viaGql) expect(viaGql.message).toBe(viaRest.body.message);
    }
    const strip = (s: Awaited<ReturnType<typeof everything>>) => ({ ...s, inventory: s.inventory.map(({ kind, gameId, itemId, count }) => ({ kind, gameId, itemId, count })) });
    expect(strip(await everything(gql.userId))).toEqual(strip(await everything(rest.userId)));
    expect(await findLedgerMismatches(db)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

interface ListedProduct {
  key: string;
  kind: string;
  gameCode: string;
  itemId: string;
  count: number;
  title: string;
  priceGems: number | null;
  priceTokens: number | null;
  discount: number;
  unitPriceGems: number | null;
  unitPriceTokens: number | null;
  imageUrl: string | null;
  powerups: { id: string; count: number }[];
  quantityLimit: number;
}
const PRODUCT_FIELDS = "key kind gameCode itemId count title priceGems priceTokens discount unitPriceGems unitPriceTokens imageUrl powerups { id count } quantityLimit";

describe("store listings in GraphQL", () => {
  const anonymous = () => new HttpClient(app);
  const expectedFor = (gameId: string): ListedProduct[] =>
    store.products
      .filter((p) => p.gameId === gameId)
      .map((p) => ({
        key: `${p.kind}:${p.gameId}:${p.itemId}:${p.count}`, kind: p.kind, gameCode: p.gameId, itemId: p.itemId, count: p.count, title: p.title,
        priceGems: p.priceGems, priceTokens: p.priceTokens, discount: p.discount, unitPriceGems: unitPrice(p, "GEMS"), unitPriceTokens: unitPrice(p, "TOKENS"),
        imageUrl: p.imageUrl, powerups: Object.entries(p.powerups).map(([id, count]) => ({ id, count })),
        quantityLimit: p.kind === "POWERUP" ? 99 : ["PIN", "CHALLENGE_SLOT"].includes(p.kind) ? 50 : 1,
      }));

  test("storeItems(game) and Game.storeItems list every product of the game with gem and token prices", async () => {
    const games = JSON.parse(readFileSync(path.join(DATA_DIR, "games.json"), "utf8")) as { id: string }[];
    for (const { id } of games) {
      const answer = await anonymous().graphql<{ storeItems: ListedProduct[]; game: { storeItems: ListedProduct[] } }>(
        `query ($id: String!, $lower: String!) { storeItems(game: $lower) { ${PRODUCT_FIELDS} } game(id: $id) { storeItems { ${PRODUCT_FIELDS} } } }`,
        { id, lower: id.toLowerCase() },
      );
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data!.storeItems).toEqual(expectedFor(id));
      expect(answer.body.data!.game.storeItems).toEqual(expectedFor(id));
      expect(answer.body.data!.storeItems.length).toBeGreaterThan(0);
    }
  });

  test("powerup packs: tokens are 5 x gems, limit 99; image and city packs: data prices, limit 1", async () => {
    const answer = await anonymous().graphql<{ bca: ListedProduct[]; jig: ListedProduct[] }>(
      `{ bca: storeItems(game: "BCA") { ${PRODUCT_FIELDS} } jig: storeItems(game: "JIG") { ${PRODUCT_FIELDS} } }`,
    );
    const { bca, jig } = answer.body.data!;
    expect(bca.find((p) => p.key === "POWERUP:BCA:HI:5")).toMatchObject({ priceGems: 10, priceTokens: 50, unitPriceGems: 10, unitPriceTokens: 50, quantityLimit: 99, powerups: [] });
    for (const pack of bca.filter((p) => p.kind === "POWERUP")) expect(pack.priceTokens).toBe(pack.priceGems! * TOKENS_PER_GEM);
    const cities = bca.filter((p) => p.kind === "CITY_PACK");
    expect(cities).toHaveLength(27);
    // Paris is free (Big City Adventure's rules say so): listed, never priced.
    const free = { priceGems: null, priceTokens: null, unitPriceGems: null, unitPriceTokens: null, quantityLimit: 1 };
    expect(cities.find((p) => p.itemId === "BCA_PAR")).toMatchObject(free);
    for (const city of cities.filter((p) => p.itemId !== "BCA_PAR")) {
      expect(city).toMatchObject({ priceGems: 200, priceTokens: 400, quantityLimit: 1, powerups: [{ id: "FF", count: 2 }, { id: "HI", count: 10 }] });
      expect(city.imageUrl).toBe(`/img/game/big-city-adventure/store/${city.itemId}_p.jpg`);
    }
    expect(jig.find((p) => p.itemId === "JIG_STARTER")).toMatchObject({ kind: "IMAGE_PACK", ...free });
    for (const pack of jig.filter((p) => p.kind === "IMAGE_PACK" && p.itemId !== "JIG_STARTER")) expect([pack.priceGems, pack.priceTokens]).toEqual([50, 50]);
  });

  test("storeItems without a game: pins, pin boards and the challenge slot", async () => {
    const answer = await anonymous().graphql<{ storeItems: ListedProduct[] }>(`{ storeItems { ${PRODUCT_FIELDS} } }`);
    const items = answer.body.data!.storeItems;
    expect(items).toEqual(expectedFor(""));
    expect(new Set(items.map((p) => p.kind))).toEqual(new Set(["PIN", "PIN_BOARD", "CHALLENGE_SLOT"]));
    expect(items.find((p) => p.kind === "CHALLENGE_SLOT")).toMatchObject({ itemId: "SLOT", priceGems: 20, priceTokens: 100, discount: 0, unitPriceGems: 20, quantityLimit: 50 });
    expect(items.find((p) => p.itemId === "CHE")).toMatchObject({ kind: "PIN_BOARD", priceGems: 100, priceTokens: 200, quantityLimit: 1 });
    expect(items.some((p) => p.itemId === "WC1")).toBe(false);
    expect(items.filter((p) => p.kind === "PIN_BOARD")).toHaveLength(16);
    expect(items.find((p) => p.itemId === "WHALE-A")).toMatchObject({ priceGems: 40, priceTokens: 200 });
    expect(items.find((p) => p.itemId === "SUN-A")).toMatchObject({ priceGems: 20, priceTokens: 100 });
  });
});

// ---------------------------------------------------------------------------------------------

describe("store data files and images", () => {
  test.each(["store_powerups", "store_images", "chall_price", "pins", "pinboards"])("/.data/%s.dat is {d, v} with v the data file's content", async (name) => {
    const response = await app.request(`/.data/${name}.dat`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { d: number; v: unknown };
    expect(Object.keys(body).sort()).toEqual(["d", "v"]);
    expect(typeof body.d).toBe("number");
    expect(body.v).toEqual(JSON.parse(readFileSync(path.join(DATA_DIR, `${name}.json`), "utf8")));
  });

  test("every store image exists and is served as image/jpeg", async () => {
    const slugs = new Map((JSON.parse(readFileSync(path.join(DATA_DIR, "games.json"), "utf8")) as { id: string; url: string }[]).map((g) => [g.id, g.url]));
    const packs = JSON.parse(readFileSync(path.join(DATA_DIR, "store_images.json"), "utf8")) as Record<string, { id: string; items: string[] }[]>;
    let served = 0;
    for (const [gameId, list] of Object.entries(packs)) {
      const slug = slugs.get(gameId);
      expect(slug, `slug of ${gameId}`).toBeDefined();
      for (const pack of list) {
        const names = [`${pack.id}_p.jpg`, ...pack.items.map((_, index) => `${pack.id}_${index + 1}.jpg`)];
        for (const name of names) {
          const file = path.join(DATA_DIR, "img", "game", slug!, "store", name);
          expect(existsSync(file), file).toBe(true);
          const response = await app.request(`/img/game/${slug}/store/${name}`);
          expect(response.status, name).toBe(200);
          expect(response.headers.get("content-type")).toBe("image/jpeg");
          const bytes = Buffer.from(await response.arrayBuffer());
          expect(bytes.equals(readFileSync(file)), name).toBe(true);
          expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
          served++;
        }
      }
    }
    expect(served).toBeGreaterThan(100);
  });

  test("every product imageUrl under /img/game is served; an unknown store image is 404", async () => {
    for (const product of store.products.filter((p) => p.imageUrl?.startsWith("/img/game/"))) {
      const response = await app.request(product.imageUrl!);
      expect(response.status, product.imageUrl!).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
    }
    expect((await app.request("/img/game/jigsaw-joy/store/JIG_NOPE_p.jpg")).status).toBe(404);
    expect((await app.request("/img/game/jigsaw-joy/store/..%2F..%2Fsummary.svg")).status).toBe(404);
  });
});
