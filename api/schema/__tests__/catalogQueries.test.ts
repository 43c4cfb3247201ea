import { encodeGlobalID } from "@pothos/plugin-relay";
import { beforeAll, describe, expect, test } from "vitest";
import { useTestApp } from "../../../tests/support/testApp.ts";

/** The catalog's game ids in their sort order (data/games.json). */
const GAMES_IN_ORDER = [
  "BCA", "FRE", "JIG", "KLO", "MJC", "MJG", "PAI", "QUA", "RAI", "SAI",
  "SHE", "SHI", "SOL", "SPI", "STA", "SUD", "TEA", "WOR", "WOS",
];

const PORTAL_NAME = "Test Portal";

interface GraphQLResponse<Data> {
  data?: Data | null;
  errors?: { message: string; path?: (string | number)[] }[];
}

const { app, database } = useTestApp({ portalName: PORTAL_NAME });

async function graphql<Data>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<Data>> {
  const response = await app.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as GraphQLResponse<Data>;
}

/** Runs a query that must succeed, returning its data. */
async function query<Data>(text: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await graphql<Data>(text, variables);
  expect(result.errors).toBeUndefined();
  expect(result.data).toBeTruthy();
  return result.data!;
}

interface GamesPage {
  games: {
    edges: { cursor: string; node: { code: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const GAMES_PAGE = `
  query ($first: Int, $after: String, $category: String) {
    games(first: $first, after: $after, category: $category) {
      edges { cursor node { code } }
      pageInfo { hasNextPage endCursor }
    }
  }`;

describe("games", () => {
  test("lists all 19 games in sort order", async () => {
    const data = await query<GamesPage>(GAMES_PAGE, { first: 50 });
    expect(data.games.edges.map((edge) => edge.node.code)).toEqual(GAMES_IN_ORDER);
    expect(data.games.pageInfo.hasNextPage).toBe(false);
  });

  test("pages through all 19 games with first/after, in sort order", async () => {
    const codes: string[] = [];
    const pageSizes: number[] = [];
    let after: string | null = null;
    for (;;) {
      const data: GamesPage = await query<GamesPage>(GAMES_PAGE, { first: 5, after });
      codes.push(...data.games.edges.map((edge) => edge.node.code));
      pageSizes.push(data.games.edges.length);
      if (!data.games.pageInfo.hasNextPage) break;
      after = data.games.pageInfo.endCursor;
      expect(after).toBeTruthy();
    }
    expect(pageSizes).toEqual([5, 5, 5, 4]);
    expect(codes).toEqual(GAMES_IN_ORDER);
  });

  test('category "SOL" gives only the solitaire games, in order', async () => {
    const data = await query<GamesPage>(GAMES_PAGE, { first: 50, category: "SOL" });
    expect(data.games.edges.map((edge) => edge.node.code)).toEqual(["FRE", "KLO", "SAI", "SOL", "SPI"]);
  });
});

describe("game", () => {
  const GAME = `
    query ($id: String, $slug: String, $idOrSlug: String) {
      game(id: $id, slug: $slug, idOrSlug: $idOrSlug) { code slug name category { code } }
    }`;
  type GameData = { game: { code: string; slug: string; name: string; category: { code: string } } | null };
  const BCA = { code: "BCA", slug: "big-city-adventure", name: "Big City Adventure", category: { code: "HO" } };

  test('finds a game by its id "BCA"', async () => {
    expect((await query<GameData>(GAME, { id: "BCA" })).game).toEqual(BCA);
  });

  test("finds a game by its id in lower case", async () => {
    expect((await query<GameData>(GAME, { id: "bca" })).game).toEqual(BCA);
  });

  test("finds a game by its slug", async () => {
    expect((await query<GameData>(GAME, { slug: "word-hunch" })).game).toMatchObject({ code: "WOR", slug: "word-hunch" });
  });

  test("finds a game by idOrSlug, given its id in any case or its slug", async () => {
    for (const idOrSlug of ["BCA", "bca", "big-city-adventure", "Big-City-Adventure"]) {
      expect((await query<GameData>(GAME, { idOrSlug })).game).toEqual(BCA);
    }
    expect((await query<GameData>(GAME, { idOrSlug: "no-such-game" })).game).toBeNull();
    expect((await query<GameData>(GAME, { idOrSlug: "ZZZ" })).game).toBeNull();
  });

  test("gives an error when idOrSlug comes with id or slug", async () => {
    const result = await graphql<GameData>(GAME, { id: "BCA", idOrSlug: "BCA" });
    expect(result.errors?.[0]?.path).toEqual(["game"]);
    expect(result.data?.game).toBeNull();
  });

  test("gives null for an unknown id", async () => {
    expect((await query<GameData>(GAME, { id: "ZZZ" })).game).toBeNull();
  });

  test("gives an error when both id and slug are given", async () => {
    const result = await graphql<GameData>(GAME, { id: "BCA", slug: "big-city-adventure" });
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.path).toEqual(["game"]);
    expect(result.data?.game).toBeNull();
  });

  test("gives an error when neither id nor slug is given", async () => {
    const result = await graphql<GameData>(GAME, {});
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.path).toEqual(["game"]);
    expect(result.data?.game).toBeNull();
  });

  test("explains that exactly one of id, slug and idOrSlug is needed", async () => {
    const result = await graphql<GameData>(GAME, { id: "BCA", slug: "big-city-adventure" });
    expect(result.errors?.[0]?.message).toBe("Give one of a game id, a slug or an idOrSlug, not several or none.");
  });

  test("splits each howto step into title and text", async () => {
    const data = await query<{ game: { howTo: { title: string; text: string }[] } }>(
      `{ game(id: "BCA") { howTo { title text } } }`,
    );
    const stored = await database.db.game.findUniqueOrThrow({ where: { id: "BCA" } });
    expect(data.game.howTo).toEqual(
      stored.howto.map((step) => ({ title: step.split("|")[0], text: step.split("|")[1] })),
    );
    expect(data.game.howTo[0]).toEqual({ title: "Pick a City", text: expect.stringMatching(/^Choose a destination from the world map\. There are 27 cities to visit/) });
  });

  test("gives /game/{slug}/summary as every game's thumbnailUrl", async () => {
    const data = await query<{ games: { edges: { node: { slug: string; thumbnailUrl: string } }[] } }>(
      `{ games(first: 50) { edges { node { slug thumbnailUrl } } } }`,
    );
    expect(data.games.edges).toHaveLength(19);
    for (const { node } of data.games.edges) expect(node.thumbnailUrl).toBe(`/game/${node.slug}/summary`);
  });
});

test("categories come in order with their names", async () => {
  const data = await query<{ categories: { code: string; name: string; sort: number }[] }>(
    `{ categories { code name sort } }`,
  );
  expect(data.categories.map(({ code, name }) => ({ code, name }))).toEqual([
    { code: "HO", name: "Hidden Object" },
    { code: "SOL", name: "Solitaire" },
    { code: "PUZ", name: "Puzzle" },
    { code: "MAH", name: "Mahjong" },
    { code: "WOR", name: "Word" },
  ]);
  expect(data.categories.map((category) => category.sort)).toEqual([1, 2, 3, 4, 5]);
});

test("gamesMenu groups every game exactly once under its category", async () => {
  const data = await query<{ gamesMenu: { category: { code: string }; games: { code: string; category: { code: string } }[] }[] }>(
    `{ gamesMenu { category { code } games { code category { code } } } }`,
  );
  expect(data.gamesMenu.map((section) => [section.category.code, section.games.map((game) => game.code)])).toEqual([
    ["HO", ["BCA"]],
    ["SOL", ["FRE", "KLO", "SAI", "SOL", "SPI"]],
    ["PUZ", ["JIG", "PAI", "QUA", "RAI", "SHI", "STA", "SUD", "TEA"]],
    ["MAH", ["MJC", "MJG"]],
    ["WOR", ["SHE", "WOR", "WOS"]],
  ]);
  for (const section of data.gamesMenu) {
    for (const game of section.games) expect(game.category.code).toBe(section.category.code);
  }
  const everyGame = data.gamesMenu.flatMap((section) => section.games.map((game) => game.code));
  expect([...everyGame].sort()).toEqual([...GAMES_IN_ORDER].sort());
});

describe("node and nodes", () => {
  let gameId: string;
  let categoryId: string;
  beforeAll(async () => {
    const data = await query<{ game: { id: string; category: { id: string } } }>(
      `{ game(id: "BCA") { id category { id } } }`,
    );
    gameId = data.game.id;
    categoryId = data.game.category.id;
  });

  const NODE = `
    query ($id: ID!) {
      node(id: $id) { __typename id ... on Game { code } ... on Category { code } }
    }`;

  test("node(id) round-trips a Game id", async () => {
    const data = await query<{ node: { __typename: string; id: string; code: string } }>(NODE, { id: gameId });
    expect(data.node).toEqual({ __typename: "Game", id: gameId, code: "BCA" });
  });

  test("node(id) round-trips a Category id", async () => {
    const data = await query<{ node: { __typename: string; id: string; code: string } }>(NODE, { id: categoryId });
    expect(data.node).toEqual({ __typename: "Category", id: categoryId, code: "HO" });
  });

  test("node(id) and nodes(ids) of a well-formed id whose game or category does not exist are null, not an error", async () => {
    const missing = [encodeGlobalID("Game", "ZZZ"), encodeGlobalID("Category", "ZZ")];
    for (const id of missing) expect((await query<{ node: unknown }>(NODE, { id })).node).toBeNull();
    const data = await query<{ nodes: unknown[] }>(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [...missing, gameId] });
    expect(data.nodes).toEqual([null, null, { id: gameId }]);
  });

  test("nodes(ids) returns each node in the order asked", async () => {
    const data = await query<{ nodes: { __typename: string; id: string }[] }>(
      `query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`,
      { ids: [categoryId, gameId] },
    );
    expect(data.nodes).toEqual([
      { __typename: "Category", id: categoryId },
      { __typename: "Game", id: gameId },
    ]);
  });
});

describe("portal", () => {
  test("has the configured name", async () => {
    const data = await query<{ portal: { name: string } }>(`{ portal { name } }`);
    expect(data.portal.name).toBe(PORTAL_NAME);
  });

  test("description names the portal and lists the featured games", async () => {
    const data = await query<{ portal: { description: string } }>(`{ portal { description } }`);
    const featured = await database.db.game.findMany({ where: { featured: true }, orderBy: { sort: "asc" } });
    expect(featured.map((game) => game.id)).toEqual(["BCA", "KLO", "MJG", "QUA", "WOR", "WOS"]);
    expect(data.portal.description).toBe(
      `Play free casual games on ${PORTAL_NAME}: solitaire, mahjong, puzzles, hidden object and word games. ` +
        "Featured: Big City Adventure, Rivers of Gold Solitaire, Mahjong Getaway, Quinn's Aquarium, Word Hunch and Daily Word Search.",
    );
  });
});

test("dataDate equals the data date stored in the database", async () => {
  const data = await query<{ dataDate: string }>(`{ dataDate }`);
  const state = await database.db.catalogState.findUniqueOrThrow({ where: { id: 1 } });
  expect(data.dataDate).toBe(state.dataDate.toISOString());
});
