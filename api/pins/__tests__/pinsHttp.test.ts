/**
 * Pins through the portal's doors: /api/pins action l in its shapes (docs/product/calls.md#pins) for each kind of
 * visitor, the GraphQL catalog and mutations, two tabs of one player placing at once, and buying
 * pins and boards with gems and with tokens through the store's purchase calls.
 */
import { describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { credit } from "../../wallet/wallet.ts";

const { app, db, store } = useTestApp();
let emails = 0;

async function player(extra: { gems?: number; tokens?: number } = {}) {
  const client = new HttpClient(app);
  const email = `pins-${Date.now()}-${emails++}@example.test`;
  const signUp = await client.signUp(email);
  expect(signUp.status).toBe(200);
  const userId = signUp.body.user!.id;
  for (const [currency, amount] of [["GEMS", extra.gems ?? 0], ["TOKENS", extra.tokens ?? 0]] as const) {
    if (amount > 0) await db.$transaction((tx) => credit(tx, { userId, currency, amount, reason: "test" }));
  }
  return { client, userId, email };
}

type PinsAnswer = { b: string[]; o: Record<string, number>; p: { b: string; i: string; x: number; y: number; w: number; h: number }[] };

const PLACE = `mutation ($input: PlacePinInput!) { placePin(input: $input) {
  __typename ... on PinPlacementError { code message } ... on PinsChanged { placedPin { pinId x y } pins { placed { pinId boardId x y } } } } }`;
const MOVE = `mutation ($input: MovePinInput!) { movePin(input: $input) { __typename ... on PinPlacementError { code } ... on PinsChanged { placedPin { boardId x y } } } }`;
const REMOVE = `mutation ($input: RemovePinInput!) { removePin(input: $input) { __typename ... on PinPlacementError { code } ... on PinsChanged { pins { placed { pinId } } } } }`;

type ChangeAnswer = { __typename: string; code?: string; placedPin?: { pinId?: string; boardId?: string; x: number; y: number } };

describe("/api/pins", () => {
  test("action l answers b, o, p: the empty defaults for visitors and temporary users, the player's own when signed in", async () => {
    const visitor = new HttpClient(app);
    expect(await visitor.json("/api/pins?a=l")).toEqual({ status: 200, body: { b: [], o: {}, p: [] } });
    const temp = new HttpClient(app);
    expect((await temp.json("/api/user-data", { a: "tp" })).status).toBe(200);
    expect((await temp.json("/api/pins", { a: "l" })).body).toEqual({ b: [], o: {}, p: [] });

    const { client } = await player();
    // The welcome gift's pin is on the first board from the start.
    expect((await client.json<PinsAnswer>("/api/pins", { a: "l" })).body).toEqual({ b: ["WC1"], o: { "WELCOME-A": 1 }, p: [{ b: "WC1", i: "WELCOME-A", x: 5, y: 3, w: 1, h: 1 }] });
    const moved = await client.graphql<{ movePin: ChangeAnswer }>(MOVE, { input: { boardId: "default", x: 5, y: 3, toX: 2, toY: 3 } });
    expect(moved.body.data?.movePin).toMatchObject({ __typename: "PinsChanged", placedPin: { boardId: "WC1", x: 2, y: 3 } });
    expect((await client.json<PinsAnswer>("/api/pins?a=l")).body).toEqual({ b: ["WC1"], o: { "WELCOME-A": 1 }, p: [{ b: "WC1", i: "WELCOME-A", x: 2, y: 3, w: 1, h: 1 }] });
  });

  test("an unknown or missing action is a clear 400; a cross-site POST is refused", async () => {
    const { client } = await player();
    for (const body of [{ a: "x" }, {}, { a: 5 }]) {
      const answer = await client.json<{ error: string }>("/api/pins", body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("bad_action");
    }
    expect((await client.json("/api/pins", { a: "l" }, { headers: { origin: "https://evil.example" } })).status).toBe(403);
  });
});

describe("GraphQL", () => {
  test("place, move and take back; refusals are typed errors that change nothing; visitors get SIGN_IN", async () => {
    const { client, userId } = await player();
    await client.graphql(REMOVE, { input: { boardId: "WC1", x: 5, y: 3 } });
    const place = (x: number, y: number) => client.graphql<{ placePin: ChangeAnswer }>(PLACE, { input: { pinId: "WELCOME-A", boardId: "WC1", x, y } });
    expect((await place(12, 0)).body.data?.placePin).toMatchObject({ __typename: "PinPlacementError", code: "OUT_OF_BOUNDS" });
    expect((await place(0, 0)).body.data?.placePin.__typename).toBe("PinsChanged");
    expect((await place(1, 0)).body.data?.placePin).toMatchObject({ code: "NONE_LEFT" });
    const moved = await client.graphql<{ movePin: ChangeAnswer }>(MOVE, { input: { boardId: "WC1", x: 0, y: 0, toX: 4, toY: 4 } });
    expect(moved.body.data?.movePin).toMatchObject({ __typename: "PinsChanged", placedPin: { boardId: "WC1", x: 4, y: 4 } });
    const removed = await client.graphql<{ removePin: { __typename: string; pins?: { placed: unknown[] } } }>(REMOVE, { input: { boardId: "WC1", x: 4, y: 4 } });
    expect(removed.body.data?.removePin).toEqual({ __typename: "PinsChanged", pins: { placed: [] } });
    expect(await db.pinPlacement.count({ where: { userId } })).toBe(0);

    const visitor = new HttpClient(app);
    const refused = await visitor.graphql<{ placePin: ChangeAnswer }>(PLACE, { input: { pinId: "WELCOME-A", boardId: "WC1", x: 0, y: 0 } });
    expect(refused.body.data?.placePin).toMatchObject({ __typename: "PinPlacementError", code: "SIGN_IN" });
    const pins = await visitor.graphql<{ viewer: { pins: { canPlace: boolean; boards: unknown[]; owned: unknown[] } } }>("{ viewer { pins { canPlace boards { boardId } owned { count } } } }");
    expect(pins.body.data?.viewer.pins).toEqual({ canPlace: false, boards: [], owned: [] });
  });

  test("two tabs of one player placing on the same cell at once: one pin is saved, the other tab hears OVERLAP", async () => {
    const tab1 = await player({ gems: 1000 });
    await tab1.client.graphql(REMOVE, { input: { boardId: "WC1", x: 5, y: 3 } });
    const tab2 = new HttpClient(app);
    expect((await tab2.signIn(tab1.email)).status).toBe(200);
    const bought = await tab1.client.json("/api/purch-g", { t: 5, i: "SUN-A", p: 20, q: 1 });
    expect(bought.status).toBe(200);
    const [first, second] = await Promise.all([
      tab1.client.graphql<{ placePin: ChangeAnswer }>(PLACE, { input: { pinId: "WELCOME-A", boardId: "WC1", x: 6, y: 6 } }),
      tab2.graphql<{ placePin: ChangeAnswer }>(PLACE, { input: { pinId: "SUN-A", boardId: "WC1", x: 6, y: 6 } }),
    ]);
    expect([first.body.data?.placePin.__typename, second.body.data?.placePin.__typename].sort()).toEqual(["PinPlacementError", "PinsChanged"]);
    expect([first.body.data?.placePin.code, second.body.data?.placePin.code]).toContain("OVERLAP");
    expect(await db.pinPlacement.count({ where: { userId: tab1.userId } })).toBe(1);
  });

  test("the catalog: a connection searchable by keyword and filterable by category, with how to get each pin", async () => {
    const visitor = new HttpClient(app);
    type Catalog = { pinCatalog: { edges: { node: { pinId: string; categories: { id: string }[]; howToGet: { kind: string; priceGems: number | null; text: string }[]; storeItem: { unitPriceTokens: number } | null } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
    const query = `query ($search: String, $category: String, $first: Int, $after: String) { pinCatalog(search: $search, category: $category, first: $first, after: $after) {
      edges { node { pinId categories { id } howToGet { kind priceGems text } storeItem { unitPriceTokens } } } pageInfo { hasNextPage endCursor } } }`;
    /** Every page of the connection in turn, as the client pages it (the server caps `first`). */
    const everyPin = async (variables: { category?: string }) => {
      const nodes: Catalog["pinCatalog"]["edges"][number]["node"][] = [];
      let after: string | null = null;
      do {
        const page: Catalog["pinCatalog"] | undefined = (await visitor.graphql<Catalog>(query, { ...variables, first: 100, after })).body.data?.pinCatalog;
        expect(page).toBeDefined();
        nodes.push(...(page?.edges.map((edge) => edge.node) ?? []));
        after = page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after !== null);
      return { ids: nodes.map((node) => node.pinId), nodes };
    };
    expect((await everyPin({})).ids).toEqual(store.files.pins.map((pin) => pin.i));
    const page = await visitor.graphql<Catalog>(query, { first: 2 });
    expect(page.body.data?.pinCatalog.edges).toHaveLength(2);
    expect(page.body.data?.pinCatalog.pageInfo.hasNextPage).toBe(store.files.pins.length > 2);
    const whale = (await visitor.graphql<Catalog>(query, { search: "whale" })).body.data?.pinCatalog.edges.map((edge) => edge.node);
    expect(whale?.find((node) => node.pinId === "WHALE-A")).toEqual(
      { pinId: "WHALE-A", categories: [{ id: "ANI" }, { id: "SEA" }], howToGet: [
        { kind: "STORE", priceGems: 40, text: "In the store for 40 gems or 200 tokens." },
        { kind: "CHALLENGE", priceGems: null, text: "The reward of a pin challenge in the 2026 Q4 season." },
      ], storeItem: { unitPriceTokens: 200 } },
    );
    const travel = await everyPin({ category: "TRA" });
    expect(travel.ids).toEqual(store.files.pins.filter((pin) => pin.ca.includes("TRA")).map((pin) => pin.i));
    expect(travel.nodes.every((node) => node.categories.some((category) => category.id === "TRA"))).toBe(true);
    const boards = await visitor.graphql<{ pinBoards: { boardId: string; isDefault: boolean; storeItem: { unitPriceGems: number } | null }[] }>("{ pinBoards { boardId isDefault storeItem { unitPriceGems } } }");
    expect(boards.body.data?.pinBoards[0]).toEqual({ boardId: "WC1", isDefault: true, storeItem: null });
    expect(boards.body.data?.pinBoards).toHaveLength(store.files.pinboards.length);
  });
});

describe("buying pins and boards", () => {
  test.each([
    ["gems", "/api/purch-g", { gems: 1000 }, "gems"],
    ["tokens", "/api/purch-t", { tokens: 5000 }, "tokens"],
  ] as const)("with %s: a pin (counted, placeable twice) and a board (once; then usable)", async (_name, path, funds, balance) => {
    const { client, userId } = await player(funds);
    const pin = store.find("PIN", "", "WHALE-A", 1)!;
    const board = store.find("PIN_BOARD", "", "BEA", 1)!;
    const price = (product: typeof pin) => (balance === "gems" ? product.priceGems : product.priceTokens)!;
    const before = (await db.player.findUniqueOrThrow({ where: { userId } }))[balance];

    const pins = await client.json<{ r: string; n: number; c: number }>(path, { t: 5, i: "WHALE-A", p: price(pin), q: 2 });
    expect(pins.body).toMatchObject({ r: "s", n: before - 2 * price(pin), c: 2 });
    // The purchase payload's pin board field (docs/product/calls.md#purchases): b names the board.
    const boardBuy = await client.json<{ r: string; n: number; i: string }>(path, { t: 2, b: "BEA", p: price(board), q: 1 });
    expect(boardBuy.body).toMatchObject({ r: "s", n: before - 2 * price(pin) - price(board), i: "BEA" });
    expect((await client.json<{ error: string }>(path, { t: 2, b: "BEA", p: price(board), q: 1 })).body.error).toBe("already_owned");

    expect((await client.json<PinsAnswer>("/api/pins", { a: "l" })).body).toMatchObject({ b: ["WC1", "BEA"], o: { "WELCOME-A": 1, "WHALE-A": 2 } });
    for (const [boardId, x] of [["BEA", 0], ["BEA", 5]] as const) {
      const placed = await client.graphql<{ placePin: ChangeAnswer }>(PLACE, { input: { pinId: "WHALE-A", boardId, x, y: 0 } });
      expect(placed.body.data?.placePin.__typename).toBe("PinsChanged");
    }
    // Two whales of two cells each, beside the Welcome Pin's one.
    expect(await db.pinPlacement.count({ where: { userId } })).toBe(5);
  });

  test("the store shows pins and boards with their images", async () => {
    const visitor = new HttpClient(app);
    const items = await visitor.graphql<{ storeItems: { kind: string; itemId: string; imageUrl: string | null }[] }>("{ storeItems { kind itemId imageUrl } }");
    const byId = new Map(items.body.data?.storeItems.map((item) => [item.itemId, item]));
    expect(byId.get("SUN-A")?.imageUrl).toBe("/api/pin/SUN-A.svg");
    expect(byId.get("CHE")?.imageUrl).toBe("/img/pboards/CHE-sm.jpg");
  });
});
