import { parse } from "graphql";
import { describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { schema } from "../../schema/index.ts";
import { isPublicCatalogOperation } from "../../schema/publicCatalog.ts";
import { credit } from "../../wallet/wallet.ts";
import { billLine, countedNoun, itemName, pluralNoun, purchaseMessage } from "../storeTexts.ts";
import { findProduct } from "./storeFixtures.ts";

/**
 * What the store tells a player about what they have: owned flags and counts on store items,
 * the inventory connection with names, purchase history lines and purchase messages.
 */

const { app, db, store } = useTestApp();

let emails = 0;
async function signedUp(gems = 0): Promise<{ client: HttpClient; userId: string }> {
  const client = new HttpClient(app);
  const signUp = await client.signUp(`owned-${Date.now()}-${emails++}@example.test`);
  expect(signUp.status).toBe(200);
  const userId = signUp.body.user!.id;
  if (gems > 0) await db.$transaction((tx) => credit(tx, { userId, currency: "GEMS", amount: gems, reason: "test" }));
  return { client, userId };
}

type Bought = { __typename: string; message?: string; balance?: number };
async function buy(client: HttpClient, input: Record<string, unknown>): Promise<Bought> {
  const answer = await client.graphql<{ purchaseWithGems: Bought }>(
    `mutation ($input: PurchaseInput!) { purchaseWithGems(input: $input) { __typename ... on PurchaseSuccess { message balance } } }`,
    { input },
  );
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.purchaseWithGems;
}

type StoreItem = {
  key: string; kind: string; itemId: string; count: number; free: boolean; owned: boolean; ownedCount: number;
  unitPriceGems: number | null; unitPriceTokens: number | null;
};
async function storeOf(client: HttpClient, game: string): Promise<StoreItem[]> {
  const answer = await client.graphql<{ game: { storeItems: StoreItem[] } }>(
    `query ($game: String!) { game(id: $game) { storeItems { key kind itemId count free owned ownedCount unitPriceGems unitPriceTokens } } }`,
    { game },
  );
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.game.storeItems;
}
const bcaStore = (client: HttpClient) => storeOf(client, "BCA");

describe("texts a player reads", () => {
  test("plural nouns: regular, -es, -ies, and names already plural stay", () => {
    expect(["Hint", "Freeze", "Shuffle", "Box", "Match", "Berry", "Auto Play", "More Cards", "Seeds", "Sand Dollars"].map(pluralNoun)).toEqual([
      "Hints", "Freezes", "Shuffles", "Boxes", "Matches", "Berries", "Auto Plays", "More Cards", "Seeds", "Sand Dollars",
    ]);
    expect([countedNoun(1, "Hint"), countedNoun(15, "Hint"), countedNoun(0, "Undo"), countedNoun(2, "Challenge Slot")]).toEqual([
      "1 Hint", "15 Hints", "0 Undos", "2 Challenge Slots",
    ]);
  });

  test("item names say what kind of thing a bare title is", () => {
    expect(itemName("POWERUP", "Hint")).toBe("Hint");
    expect(itemName("CITY_PACK", "Paris")).toBe("Paris city pack");
    expect(itemName("PIN_BOARD", "Cherry Blossoms")).toBe("Cherry Blossoms pinboard");
    expect(itemName("PIN", "Welcome")).toBe("Welcome pin");
    expect(itemName("CHALLENGE_SLOT", "Challenge Slot")).toBe("Challenge Slot");
  });

  test("bill lines name the game, and none for the portal's own items", () => {
    expect(billLine(store, { kind: "POWERUP", gameId: "BCA", title: "Hint x20" })).toBe("Hint x20 - Big City Adventure");
    expect(billLine(store, { kind: "PIN_BOARD", gameId: "", title: "Cherry Blossoms" })).toBe("Cherry Blossoms pinboard");
  });

  test("purchase messages count what was added, with a city pack's powerups", () => {
    const hints = findProduct(store, "POWERUP", "BCA", "HI", 5);
    expect(purchaseMessage(store, hints, 15, {})).toBe("15 Hints added");
    const rome = findProduct(store, "CITY_PACK", "BCA", "BCA_ROM", 1);
    expect(purchaseMessage(store, rome, 1, { FF: 2, HI: 10 })).toBe("Rome city pack added, with 2 Freeze Frames and 10 Hints");
    expect(purchaseMessage(store, store.challengeSlot, 1, {})).toBe("1 Challenge Slot added");
  });
});

describe("owned-ness on store items, for the viewer", () => {
  test("a city pack bought shows owned; its powerups and bought packs add up in ownedCount; other packs stay buyable", async () => {
    const { client } = await signedUp(500);
    const before = await bcaStore(client);
    expect(before.every((item) => item.owned === item.free && item.ownedCount === 0)).toBe(true);

    const rome = findProduct(store, "CITY_PACK", "BCA", "BCA_ROM", 1);
    const bought = await buy(client, { kind: "CITY_PACK", gameCode: "BCA", itemId: "BCA_ROM", quantity: 1, unitPrice: rome.priceGems });
    expect(bought).toEqual({ __typename: "PurchaseSuccess", message: "Rome city pack added, with 2 Freeze Frames and 10 Hints", balance: 600 - rome.priceGems! });
    const hints = await buy(client, { kind: "POWERUP", gameCode: "BCA", itemId: "HI", count: 5, quantity: 3, unitPrice: 10 });
    expect(hints.message).toBe("15 Hints added");

    const after = await bcaStore(client);
    const byKey = (kind: string, itemId: string) => after.filter((item) => item.kind === kind && item.itemId === itemId);
    expect(byKey("CITY_PACK", "BCA_ROM")).toEqual([expect.objectContaining({ owned: true, ownedCount: 1 })]);
    expect(byKey("CITY_PACK", "BCA_NYC")).toEqual([expect.objectContaining({ owned: false, ownedCount: 0 })]);
    // Every pack size of a powerup reports the units owned, and powerups are never "owned" (they are bought again and again).
    expect(byKey("POWERUP", "HI").map((item) => [item.count, item.owned, item.ownedCount])).toEqual([
      [5, false, 25],
      [10, false, 25],
      [20, false, 25],
    ]);
    expect(byKey("POWERUP", "FF").every((item) => item.ownedCount === 2)).toBe(true);
  });

  test("a visitor without a player gets false and 0, not an error (free packs aside)", async () => {
    const items = await bcaStore(new HttpClient(app));
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((item) => !item.free).every((item) => !item.owned && item.ownedCount === 0)).toBe(true);
  });

  test("a free pack (price 0, or named free by the game's rules: Paris) is owned by everyone, free, and has no price", async () => {
    const freeShape = { free: true, owned: true, unitPriceGems: null, unitPriceTokens: null };
    for (const client of [new HttpClient(app), (await signedUp()).client]) {
      const bca = await bcaStore(client);
      expect(bca.filter((item) => item.free).map((item) => item.itemId)).toEqual(["BCA_PAR"]);
      expect(bca.find((item) => item.itemId === "BCA_PAR")).toMatchObject(freeShape);
      expect(bca.find((item) => item.itemId === "BCA_ROM")).toMatchObject({ free: false, owned: false, unitPriceGems: expect.any(Number) });
    }
    const jig = await storeOf(new HttpClient(app), "JIG");
    expect(jig.find((item) => item.itemId === "JIG_STARTER")).toMatchObject(freeShape);
  });

  test("asking for owned-ness makes an operation the viewer's: it is no longer a public catalog one", () => {
    const isPublic = (query: string) => isPublicCatalogOperation(schema, parse(query), undefined);
    expect(isPublic(`{ game(id: "BCA") { storeItems { key title } } }`)).toBe(true);
    expect(isPublic(`{ game(id: "BCA") { storeItems { key owned } } }`)).toBe(false);
    expect(isPublic(`query Q { game(id: "BCA") { ...F } } fragment F on Game { storeItems { ownedCount } }`)).toBe(false);
  });
});

describe("the inventory and the purchase history on the viewer", () => {
  type Owned = { kind: string; gameCode: string; itemId: string; count: number; name: string; gameName: string | null };
  type Page = { edges: { cursor: string; node: Owned }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
  const ownedItems = async (client: HttpClient, first: number, after: string | null = null) => {
    const answer = await client.graphql<{ viewer: { ownedItems: Page } }>(
      `query ($first: Int, $after: String) { viewer { ownedItems(first: $first, after: $after) {
         edges { cursor node { kind gameCode itemId count name gameName } } pageInfo { hasNextPage endCursor } } } }`,
      { first, after },
    );
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data!.viewer.ownedItems;
  };

  test("ownedItems names each item and its game, powerups first, paged without gaps or repeats", async () => {
    const { client } = await signedUp(500);
    const rome = findProduct(store, "CITY_PACK", "BCA", "BCA_ROM", 1);
    await buy(client, { kind: "CITY_PACK", gameCode: "BCA", itemId: "BCA_ROM", quantity: 1, unitPrice: rome.priceGems });
    await buy(client, { kind: "POWERUP", gameCode: "MJC", itemId: "SH", count: 10, quantity: 1, unitPrice: 18 });

    const all = await ownedItems(client, 50);
    expect(all.pageInfo.hasNextPage).toBe(false);
    expect(all.edges.map((edge) => edge.node)).toEqual([
      { kind: "POWERUP", gameCode: "BCA", itemId: "FF", count: 2, name: "Freeze Frame", gameName: "Big City Adventure" },
      { kind: "POWERUP", gameCode: "BCA", itemId: "HI", count: 10, name: "Hint", gameName: "Big City Adventure" },
      { kind: "POWERUP", gameCode: "MJC", itemId: "SH", count: 10, name: "Shuffle", gameName: "Mahjong Cruise" },
      { kind: "CITY_PACK", gameCode: "BCA", itemId: "BCA_ROM", count: 1, name: "Rome city pack", gameName: "Big City Adventure" },
      { kind: "PIN", gameCode: "", itemId: "WELCOME-A", count: 1, name: "Welcome pin", gameName: null },
    ]);

    const pages: Owned[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Page = await ownedItems(client, 2, after);
      pages.push(...page.edges.map((edge) => edge.node));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toEqual(all.edges.map((edge) => edge.node));
  });

  test("a visitor without a player owns nothing", async () => {
    expect((await ownedItems(new HttpClient(app), 10)).edges).toEqual([]);
  });

  test("bills read as item and game, not codes", async () => {
    const { client } = await signedUp(500);
    await buy(client, { kind: "POWERUP", gameCode: "BCA", itemId: "HI", count: 20, quantity: 1, unitPrice: 32 });
    await buy(client, { kind: "PIN_BOARD", itemId: "CHE", quantity: 1, unitPrice: 100 });
    const answer = await client.graphql<{ viewer: { bills: { displayName: string; quantity: number }[] } }>(`{ viewer { bills { displayName quantity } } }`);
    expect(answer.body.data!.viewer.bills).toEqual([
      { displayName: "Cherry Blossoms pinboard", quantity: 1 },
      { displayName: "Hint x20 - Big City Adventure", quantity: 1 },
    ]);
  });
});
