/**
 * The console's Content page through the HTTP app: who may read it (admin, moderator, player,
 * visitor), the catalog's data date and counts, a reload that fails (its error shown, the previous
 * catalog kept) and the challenge calendar ahead, which agrees with what players are offered.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { createTempCatalog, type TempCatalog } from "../../../tests/support/tempCatalog.ts";
import { createTestApp, testStoreCatalog } from "../../../tests/support/testApp.ts";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import { watchCatalog, type CatalogWatcher } from "../../catalog/catalogWatcher.ts";
import { createPortalEvents } from "../../events.ts";
import { createLiveStoreCatalog } from "../../store/storeCatalog.ts";
import { setRole } from "../roles.ts";

const database = useCatalogDatabase();
let app: ReturnType<typeof createTestApp>["app"];
let catalogStatus: ReturnType<typeof createTestApp>["catalogStatus"];
let admin: HttpClient;
let moderator: HttpClient;
let player: HttpClient;

async function account(name: string, role?: "ADMIN" | "MODERATOR"): Promise<HttpClient> {
  const client = new HttpClient(app);
  const email = `${name}-${randomUUID().slice(0, 8)}@example.test`;
  expect((await client.signUp(email, "correct-horse-battery", name)).status).toBe(200);
  if (role) await setRole(database.db, email, role);
  return client;
}

beforeAll(async () => {
  ({ app, catalogStatus } = createTestApp(database.db));
  [admin, moderator, player] = await Promise.all([account("ada", "ADMIN"), account("mo", "MODERATOR"), account("pat")]);
});

type Gql<T> = { data?: T; errors?: { message: string }[] };
async function ask<T>(client: HttpClient, query: string, variables: Record<string, unknown> = {}): Promise<Gql<T>> {
  const response = await client.graphql<T>(query, variables);
  expect(response.status).toBe(200);
  return response.body;
}

interface CatalogStatus {
  dataDate: string;
  lastReloadAt: string | null;
  lastErrorAt: string | null;
  lastError: string | null;
  reloadFailing: boolean;
  games: number;
  categories: number;
  storeItems: number;
  pins: number;
  challenges: number;
  seasons: number;
  challengesUntil: string | null;
}
interface Week {
  weekKey: string;
  seasonKey: string;
  week: number;
  start: string;
  end: string;
  current: boolean;
  challenges: { challengeId: string; kind: string; scope: string; tokens: number; pinId: string | null; pinName: string | null; offered: boolean; goals: { gameCode: string; target: number }[] }[];
}
type Content = { admin: { permissions: string[]; content: { catalog: CatalogStatus | null; challengeWeeks: Week[] } | null } | null };
const CONTENT = `query ($count: Int) { admin { permissions content {
  catalog { dataDate lastReloadAt lastErrorAt lastError reloadFailing games categories storeItems pins challenges seasons challengesUntil }
  challengeWeeks(count: $count) { weekKey seasonKey week start end current challenges { challengeId kind scope tokens pinId pinName offered goals { gameCode target } } } } } }`;

const content = async (client: HttpClient, count = 5) => {
  const answer = await ask<Content>(client, CONTENT, { count });
  expect(answer.errors).toBeUndefined();
  return answer.data!.admin;
};

describe("who may read it", () => {
  test("admins and moderators read the content page; players and visitors get no console", async () => {
    for (const client of [admin, moderator]) {
      const console = await content(client);
      expect(console!.permissions).toContain("READ_CONTENT");
      expect(console!.content!.catalog).not.toBeNull();
      expect(console!.content!.challengeWeeks).toHaveLength(5);
    }
    for (const client of [player, new HttpClient(app)]) expect(await content(client)).toBeNull();
  });
});

describe("the catalog", () => {
  test("shows the data date and what the catalog holds; nothing reloaded yet in this process", async () => {
    const catalog = (await content(admin))!.content!.catalog!;
    const state = await database.db.catalogState.findUniqueOrThrow({ where: { id: 1 } });
    const store = testStoreCatalog();
    expect(catalog).toEqual({
      dataDate: state.dataDate.toISOString(),
      lastReloadAt: null,
      lastErrorAt: null,
      lastError: null,
      reloadFailing: false,
      games: await database.db.game.count(),
      categories: await database.db.category.count(),
      storeItems: store.products.length,
      pins: store.products.filter((product) => product.kind === "PIN").length,
      challenges: expect.any(Number),
      seasons: expect.any(Number),
      challengesUntil: expect.any(String),
    });
    expect(catalog.games).toBeGreaterThan(10);
    expect(catalog.pins).toBeGreaterThan(0);
    expect(catalog.challenges).toBeGreaterThan(100);
    expect(catalog.seasons).toBeGreaterThan(0);
    expect(new Date(catalog.challengesUntil!).getTime()).toBeGreaterThan(Date.now());
  });

  describe("while the watcher follows a catalog folder", () => {
    let folder: TempCatalog;
    let watcher: CatalogWatcher;
    const warnings: string[] = [];
    beforeAll(async () => {
      folder = await createTempCatalog({ images: false });
      const store = createLiveStoreCatalog(testStoreCatalog());
      watcher = watchCatalog({ dataDir: folder.dir, db: database.db, store, events: createPortalEvents(), log: () => {}, warn: (line) => warnings.push(line), status: catalogStatus });
    });
    afterAll(async () => {
      await watcher?.close();
      await folder?.remove();
    });

    test("a reload moves the data date and says when; a failed one shows its error and the previous catalog stays", async () => {
      const before = (await content(admin))!.content!.catalog!;
      await folder.editJson<{ id: string; desc: string }[]>("games.json", (games) => games.map((game) => (game.id === "KLO" ? { ...game, desc: "Rivers of Gold, Renamed" } : game)));
      await expect.poll(async () => (await content(admin))!.content!.catalog!.lastReloadAt, { timeout: 20_000 }).not.toBeNull();
      const reloaded = (await content(admin))!.content!.catalog!;
      expect(new Date(reloaded.dataDate).getTime()).toBeGreaterThan(new Date(before.dataDate).getTime());
      expect(reloaded).toMatchObject({ reloadFailing: false, lastError: null, games: before.games });

      await folder.write("games.json", "[{ this is not JSON");
      await expect.poll(async () => (await content(moderator))!.content!.catalog!.reloadFailing, { timeout: 20_000 }).toBe(true);
      const failed = (await content(moderator))!.content!.catalog!;
      expect(failed.lastError).toMatch(/games\.json/);
      expect(new Date(failed.lastErrorAt!).getTime()).toBeGreaterThanOrEqual(new Date(reloaded.lastReloadAt!).getTime());
      expect(failed).toMatchObject({ dataDate: reloaded.dataDate, lastReloadAt: reloaded.lastReloadAt, games: reloaded.games, challenges: reloaded.challenges });
      expect((await database.db.game.findUniqueOrThrow({ where: { id: "KLO" } })).desc).toBe("Rivers of Gold, Renamed");
      expect(warnings.some((line) => line.includes("the previous one stays in force"))).toBe(true);
    }, 60_000);
  });
});

describe("the challenge calendar", () => {
  test("lists consecutive weeks from this one, each with its own challenges and their rewards", async () => {
    const weeks = (await content(moderator, 5))!.content!.challengeWeeks;
    expect(weeks.map((week) => week.current)).toEqual([true, false, false, false, false]);
    const now = Date.now();
    expect(new Date(weeks[0]!.start).getTime()).toBeLessThanOrEqual(now);
    expect(new Date(weeks[0]!.end).getTime()).toBeGreaterThan(now);
    for (const [index, week] of weeks.entries()) {
      if (index > 0) expect(week.start).toBe(weeks[index - 1]!.end);
      expect(new Date(week.start).getUTCDay()).toBe(0);
      const days = (new Date(week.end).getTime() - new Date(week.start).getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThan(7.1);
      expect(new Set(week.challenges.map((challenge) => challenge.challengeId)).size).toBe(week.challenges.length);
      const own = week.challenges.filter((challenge) => challenge.scope === "WEEK");
      expect(own.length).toBeGreaterThan(0);
      for (const challenge of own) expect(challenge.challengeId.startsWith(`${week.weekKey}#`)).toBe(true);
      for (const challenge of week.challenges.filter((c) => c.scope === "SEASON")) expect(challenge.challengeId.startsWith(`${week.seasonKey}-`)).toBe(true);
      for (const challenge of week.challenges) {
        expect(challenge.tokens).toBeGreaterThan(0);
        expect(challenge.goals.length).toBeGreaterThan(0);
        if (challenge.kind === "pin") expect(challenge.pinName).toEqual(expect.any(String));
      }
    }
    expect(new Set(weeks.map((week) => week.weekKey)).size).toBe(5);
  });

  test("this week matches the players' challenges: the same week, and every suggestion a player is offered is listed", async () => {
    const [week] = (await content(admin, 1))!.content!.challengeWeeks;
    type Challenges = { viewer: { challenges: { quarter: number; week: number; weeklyBonus: { week: string; endsAt: string }; suggestions: { id: string; tokens: number }[] } } };
    const listed = new Map(week!.challenges.filter((challenge) => challenge.offered).map((challenge) => [challenge.challengeId, challenge]));
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const answer = await ask<Challenges>(player, "query ($seed: Int) { viewer { challenges(seed: $seed) { quarter week weeklyBonus { week endsAt } suggestions { id tokens } } } }", { seed });
      const challenges = answer.data!.viewer.challenges;
      expect(challenges.weeklyBonus).toEqual({ week: week!.weekKey, endsAt: week!.end });
      expect(`${week!.seasonKey}#${challenges.week}`).toBe(week!.weekKey);
      expect(week!.seasonKey.endsWith(`#${challenges.quarter}`)).toBe(true);
      expect(challenges.suggestions.length).toBeGreaterThan(0);
      for (const suggestion of challenges.suggestions) expect(listed.get(suggestion.id), suggestion.id).toMatchObject({ tokens: suggestion.tokens });
    }
  });

  test("asks for 1 to 26 weeks", async () => {
    expect((await content(admin, 0))!.content!.challengeWeeks).toHaveLength(1);
    expect((await content(admin, 1000))!.content!.challengeWeeks).toHaveLength(26);
  });
});
