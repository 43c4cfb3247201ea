import type { ConcreteRequest } from "relay-runtime";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import AccountPageQuery from "../../../client/__generated__/AccountPageQuery.graphql.ts";
import AllGamesPageQuery from "../../../client/__generated__/AllGamesPageQuery.graphql.ts";
import AppQuery from "../../../client/__generated__/AppQuery.graphql.ts";
import GameAboutPageQuery from "../../../client/__generated__/GameAboutPageQuery.graphql.ts";
import GameLoadPageQuery from "../../../client/__generated__/GameLoadPageQuery.graphql.ts";
import HomePageQuery from "../../../client/__generated__/HomePageQuery.graphql.ts";
import NewAccountPageQuery from "../../../client/__generated__/NewAccountPageQuery.graphql.ts";
import { readCatalogFiles, type GameFileEntry } from "../../catalog/catalogFiles.ts";
import { loadCatalog } from "../../catalog/loadCatalog.ts";
import { setRole } from "../../admin/roles.ts";
import { applyMigrations } from "../../database/migrations.ts";
import { createDatabaseClient, type Database } from "../../database/prisma.ts";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { recordStatements } from "../../../tests/support/sqlStatements.ts";
import { createTempCatalog, type TempCatalog } from "../../../tests/support/tempCatalog.ts";
import { createTestApp } from "../../../tests/support/testApp.ts";
import { createEmptyDatabase, DATA_DIR, MIGRATIONS_DIR, type TestDatabase } from "../../../tests/support/testDatabase.ts";

/**
 * Database queries per GraphQL operation (Prisma's query event), for the operations the catalog
 * pages send and `viewer`: a small fixed number whatever the size of the catalog, and none at all
 * for a repeated public catalog operation (its answer is kept until the next data date).
 */

const EXTRA_GAMES = 60;
/**
 * The most statements any of these operations may take (a session lookup, a player, a page's
 * catalog reads; My Account's bills, inventory, pinboard (pins owned and placed) and invited friends; a game's about
 * page its Q&A thread: questions, answers, responses, their authors and the viewer's votes, one
 * statement per level whatever the number of posts).
 */
const MOST_QUERIES_PER_OPERATION = 12;

interface Portal {
  database: TestDatabase;
  db: Database;
  queries: string[];
  app: ReturnType<typeof createTestApp>["app"];
}

async function startPortal(dataDir: string): Promise<Portal> {
  const database = await createEmptyDatabase();
  await applyMigrations(database.url, MIGRATIONS_DIR);
  const db = createDatabaseClient(database.url);
  // Every statement on the wire: Prisma's and the prepared statements of direct SQL alike.
  const queries = recordStatements(db);
  await loadCatalog(db, await readCatalogFiles(dataDir));
  return { database, db, queries, app: createTestApp(db).app };
}

/** Copies of the catalog's games under new ids and slugs: the same catalog, several times the size. */
function withExtraGames(games: GameFileEntry[]): GameFileEntry[] {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const extra = Array.from({ length: EXTRA_GAMES }, (_, i) => {
    const original = games[i % games.length]!;
    return { ...original, id: `Z${letters[Math.floor(i / 26)]}${letters[i % 26]}`, url: `${original.url}-copy-${i}`, sort: 1000 + i };
  });
  return [...games, ...extra];
}

let catalog: TempCatalog;
let small: Portal;
let large: Portal;

beforeAll(async () => {
  catalog = await createTempCatalog();
  await catalog.editJson("games.json", withExtraGames);
  [small, large] = await Promise.all([startPortal(DATA_DIR), startPortal(catalog.dir)]);
});

afterAll(async () => {
  for (const portal of [small, large]) {
    await portal?.db.$disconnect();
    await portal?.database.drop();
  }
  await catalog?.remove();
});

function textOf(request: ConcreteRequest): string {
  const text = request.params.text;
  if (text === null) throw new Error(`${request.params.name} has no text.`);
  return text;
}

/** Runs one operation as `client` and returns the statements it took. */
async function countQueries(portal: Portal, client: HttpClient, query: string, variables: Record<string, unknown> = {}): Promise<number> {
  const before = portal.queries.length;
  const answer = await client.graphql(query, variables);
  expect(answer.status).toBe(200);
  expect(answer.body.errors).toBeUndefined();
  return portal.queries.length - before;
}

const PUBLIC_OPERATIONS: [string, string, Record<string, unknown>][] = [
  ["HomePageQuery", textOf(HomePageQuery), {}],
  ["AllGamesPageQuery", textOf(AllGamesPageQuery), {}],
  ["GameLoadPageQuery", textOf(GameLoadPageQuery), { game: "KLO" }],
];

const VIEWER_OPERATIONS: [string, string, Record<string, unknown>][] = [
  ["AppQuery", textOf(AppQuery), {}],
  ["GameAboutPageQuery", textOf(GameAboutPageQuery), { game: "klondike-solitaire" }],
  ["AccountPageQuery", textOf(AccountPageQuery), {}],
  ["NewAccountPageQuery", textOf(NewAccountPageQuery), {}],
  ["viewer", "{ viewer { status email player { username gems tokens } } }", {}],
];

test("the large catalog really is larger", async () => {
  expect(await large.db.game.count()).toBe((await small.db.game.count()) + EXTRA_GAMES);
});

describe.each(PUBLIC_OPERATIONS)("%s (public catalog)", (_name, query, variables) => {
  test("takes a few queries, as many for a catalog of any size, then none when repeated", async () => {
    const counts = [];
    for (const portal of [small, large]) {
      const visitor = new HttpClient(portal.app);
      const first = await countQueries(portal, visitor, query, variables);
      expect(first).toBeLessThanOrEqual(MOST_QUERIES_PER_OPERATION);
      // No session lookup either: a public operation never reads the session table.
      expect(portal.queries.slice(-first).some((sql) => /"session"/i.test(sql))).toBe(false);
      expect(await countQueries(portal, new HttpClient(portal.app), query, variables)).toBe(0);
      counts.push(first);
    }
    expect(counts[1]).toBe(counts[0]);
  });
});

describe.each(VIEWER_OPERATIONS)("%s (the viewer's)", (name, query, variables) => {
  test("takes a few queries, as many for a catalog of any size, for a visitor and for a signed-in player", async () => {
    const counts: number[][] = [];
    for (const portal of [small, large]) {
      const visitor = new HttpClient(portal.app);
      const player = new HttpClient(portal.app);
      expect((await player.signUp(`${name.toLowerCase()}@example.test`)).status).toBe(200);
      // The first operation of a player may create its player row; the figures are for the steady state.
      await player.graphql(query, variables);
      const anonymous = await countQueries(portal, visitor, query, variables);
      const signedIn = await countQueries(portal, player, query, variables);
      expect(anonymous).toBeLessThanOrEqual(MOST_QUERIES_PER_OPERATION);
      expect(signedIn).toBeLessThanOrEqual(MOST_QUERIES_PER_OPERATION);
      // Answers that depend on the viewer are never kept: the repeat reads again.
      expect(await countQueries(portal, player, query, variables)).toBe(signedIn);
      counts.push([anonymous, signedIn]);
    }
    expect(counts[1]).toEqual(counts[0]);
  });
});

describe("a signed-in player's read", () => {
  test.each([
    ["the header's AppQuery", textOf(AppQuery)],
    ["viewer, player and balances", "{ viewer { status email player { username gems tokens } } }"],
  ])("%s takes at most two statements and writes nothing", async (_name, query) => {
    const player = new HttpClient(small.app);
    expect((await player.signUp(`reader${small.queries.length}@example.test`)).status).toBe(200);
    await player.graphql(query);
    const before = small.queries.length;
    await countQueries(small, player, query);
    const statements = small.queries.slice(before);
    expect(statements.filter((sql) => /^\s*(INSERT|UPDATE|DELETE|BEGIN)\b/i.test(sql))).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(2);
  });
});

describe("the console", () => {
  test("one operation reads the viewer's role once, for its scope checks and its fields together", async () => {
    const admin = new HttpClient(small.app);
    expect((await admin.signUp("console-reader@example.test")).status).toBe(200);
    await setRole(small.db, "console-reader@example.test", "ADMIN");
    const before = small.queries.length;
    await countQueries(small, admin, "{ admin { role permissions money { problems { problems } } auditLog(first: 1) { edges { node { action } } } } }");
    expect(small.queries.slice(before).filter((sql) => /"StaffRole"/.test(sql))).toHaveLength(1);
  });
});
