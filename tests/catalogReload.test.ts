import { readFile } from "node:fs/promises";
import path from "node:path";
import { createClient, type Client } from "graphql-ws";
import { afterAll, beforeAll, expect, test } from "vitest";
import WebSocket from "ws";
import { CATALOG_RELOAD_DEBOUNCE_MS } from "../api/catalog/catalogWatcher.ts";
import { readConfig } from "../api/config.ts";
import { startPortal, type RunningPortal } from "../api/server.ts";
import { createTempCatalog, type TempCatalog } from "./support/tempCatalog.ts";
import { DATA_DIR, createEmptyDatabase, type TestDatabase } from "./support/testDatabase.ts";

interface GameEntry {
  id: string;
  desc: string;
}

let database: TestDatabase;
let catalog: TempCatalog;
let portal: RunningPortal;
let client: Client;
const warnings: string[] = [];
/** Every data date the subscription has delivered, in order. */
const dataDates: string[] = [];

beforeAll(async () => {
  database = await createEmptyDatabase();
  catalog = await createTempCatalog();
  portal = await startPortal(
    { ...readConfig({ DATA_DIR: catalog.dir }), port: 0, databaseUrl: database.url },
    { warn: (line) => warnings.push(line) },
  );
  client = createClient({ url: `ws://localhost:${portal.port}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
  client.subscribe<{ dataDate: string }>(
    { query: "subscription { dataDate }" },
    {
      next: (result) => {
        if (result.data) dataDates.push(result.data.dataDate);
      },
      error: (error) => warnings.push(`subscription error: ${String(error)}`),
      complete: () => {},
    },
  );
});

afterAll(async () => {
  await client?.dispose();
  await portal?.stop();
  await database?.drop();
  await catalog?.remove();
});

async function gameName(slug: string): Promise<string | undefined> {
  const response = await fetch(`${portal.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "query ($slug: String!) { game(slug: $slug) { name } }", variables: { slug } }),
  });
  const body = (await response.json()) as { data?: { game: { name: string } | null } };
  return body.data?.game?.name;
}

async function dataFile(name: string): Promise<{ etag: string | null; text: string }> {
  const response = await fetch(`${portal.url}/.data/${name}.dat`);
  expect(response.status).toBe(200);
  return { etag: response.headers.get("etag"), text: await response.text() };
}

const renameRivers = (name: string) => (games: GameEntry[]) =>
  games.map((game) => (game.id === "KLO" ? { ...game, desc: name } : game));

test("DATA_DIR points the server at another catalog folder", () => {
  expect(readConfig({ DATA_DIR: catalog.dir }).dataDir).toBe(catalog.dir);
  expect(readConfig({}).dataDir).toMatch(/[/\\]data$/);
});

test("editing games.json reloads the catalog: new data date over graphql-ws, new name in GraphQL, new games.dat", async () => {
  await expect.poll(() => dataDates.length).toBe(1);
  const before = await dataFile("games");
  expect(await gameName("rivers-of-gold-solitaire")).toBe("Rivers of Gold Solitaire");

  await catalog.editJson("games.json", renameRivers("Rivers of Gold Deluxe"));

  await expect.poll(() => dataDates.length, { timeout: 10_000 }).toBe(2);
  expect(Date.parse(dataDates[1]!)).toBeGreaterThan(Date.parse(dataDates[0]!));
  expect(await gameName("rivers-of-gold-solitaire")).toBe("Rivers of Gold Deluxe");
  const after = await dataFile("games");
  expect(after.etag).not.toBe(before.etag);
  expect(after.text).toContain('"desc":"Rivers of Gold Deluxe"');
  expect(JSON.parse(after.text)).toMatchObject({ d: Date.parse(dataDates[1]!) });
  expect(warnings).toEqual([]);
});

test("the store's prices and .dat files follow a reload too", async () => {
  const before = await dataFile("chall_price");
  await catalog.editJson("chall_price.json", () => ({ price: 35, discount: 10 }));

  await expect.poll(() => dataDates.length, { timeout: 10_000 }).toBe(3);
  const after = await dataFile("chall_price");
  expect(after.etag).not.toBe(before.etag);
  expect(JSON.parse(after.text)).toEqual({ d: Date.parse(dataDates[2]!), v: { price: 35, discount: 10 } });
  const response = await fetch(`${portal.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: '{ storeItems(game: "") { kind priceGems discount } }' }),
  });
  const { data } = (await response.json()) as { data: { storeItems: { kind: string; priceGems: number; discount: number }[] } };
  expect(data.storeItems.find((item) => item.kind === "CHALLENGE_SLOT")).toEqual({ kind: "CHALLENGE_SLOT", priceGems: 35, discount: 10 });
});

test("the chat rooms, the challenge pool and the season rewards follow a reload too: their .dat files and GraphQL", async () => {
  const roomsBefore = await dataFile("chat_rooms");
  await catalog.editJson<{ id: string; name: string }[]>("chat_rooms.json", (rooms) => rooms.map((room) => (room.id === "R0" ? { ...room, name: "The Lobby" } : room)));
  await expect.poll(() => dataDates.length, { timeout: 10_000 }).toBe(4);
  const roomsAfter = await dataFile("chat_rooms");
  expect(roomsAfter.etag).not.toBe(roomsBefore.etag);
  expect(roomsAfter.text).toContain('"name":"The Lobby"');
  const rooms = await fetch(`${portal.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ viewer { chat { rooms { id name } } } }" }),
  });
  expect(((await rooms.json()) as { data: { viewer: { chat: { rooms: { id: string; name: string }[] } } } }).data.viewer.chat.rooms[0]).toMatchObject({ name: "The Lobby" });

  await catalog.editJson<{ challenges: { i: string; g: { d: string }[] }[] }>("challenges.json", (pool) => ({
    challenges: pool.challenges.map((challenge) => (challenge.i === "2026#4-S1" ? { ...challenge, g: challenge.g.map((goal) => ({ ...goal, d: "Win the reloaded goal" })) } : challenge)),
  }));
  await expect.poll(() => dataDates.length, { timeout: 10_000 }).toBe(5);
  expect((await dataFile("chall")).text).toContain('"d":"Win the reloaded goal"');

  // A pin's "how to get" reads this portal's season rewards, not those of the default data folder.
  const owlSources = async (): Promise<string[]> => {
    const response = await fetch(`${portal.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: '{ pinCatalog(search: "owl", first: 5) { edges { node { howToGet { text } } } } }' }),
    });
    const { data } = (await response.json()) as { data: { pinCatalog: { edges: { node: { howToGet: { text: string }[] } }[] } } };
    return data.pinCatalog.edges.flatMap((edge) => edge.node.howToGet.map((source) => source.text));
  };
  const reward = "The season reward for 100 challenges completed in the 2026 Q4 season.";
  expect(await owlSources()).not.toContain(reward);
  await catalog.editJson<{ s: string; pins: Record<string, string> }[]>("season_bonus.json", (seasons) =>
    seasons.map((season) => (season.s === "2026#4" ? { ...season, pins: { ...season.pins, "100": "OWL-A" } } : season)),
  );
  await expect.poll(() => dataDates.length, { timeout: 10_000 }).toBe(6);
  expect(await owlSources()).toContain(reward);
  expect(warnings).toEqual([]);
});

test("a broken catalog file is reported and ignored: the previous catalog stays and the server stays up", async () => {
  const before = await dataFile("games");
  const datesBefore = dataDates.length;

  await catalog.write("games.json", '[{ "id": "KLO", "desc": "Half a sav');

  await expect.poll(() => warnings.length, { timeout: 10_000 }).toBe(1);
  expect(warnings[0]).toContain("games.json is not valid JSON");
  expect(warnings[0]).toContain("the previous one stays in force");
  // Well past the debounce: nothing else happens.
  await new Promise((resolve) => setTimeout(resolve, CATALOG_RELOAD_DEBOUNCE_MS * 3));
  expect(dataDates).toHaveLength(datesBefore);
  expect(await gameName("rivers-of-gold-solitaire")).toBe("Rivers of Gold Deluxe");
  expect(await dataFile("games")).toEqual(before);
  expect((await fetch(`${portal.url}/.data/game_cats.dat`)).status).toBe(200);

  // A file that parses but breaks a rule is refused the same way; a good file is loaded again.
  const original = JSON.parse(await readFile(path.join(DATA_DIR, "games.json"), "utf8")) as GameEntry[];
  await catalog.write("games.json", JSON.stringify(original.map((game) => (game.id === "KLO" ? { ...game, url: "Not A Slug" } : game))));
  await expect.poll(() => warnings.length, { timeout: 10_000 }).toBe(2);
  expect(warnings[1]).toContain("games.json is invalid at 3.url");
  await catalog.write("games.json", JSON.stringify(renameRivers("Rivers of Gold Again")(original)));
  await expect.poll(() => dataDates.length, { timeout: 10_000 }).toBe(datesBefore + 1);
  expect(await gameName("rivers-of-gold-solitaire")).toBe("Rivers of Gold Again");
});
