import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { applyMigrations } from "../../database/migrations.ts";
import { createDatabaseClient, type Database } from "../../database/prisma.ts";
import {
  CatalogFileError,
  readCatalogFiles,
  type CatalogFiles,
  type GameFileEntry,
  type GameMenuFileEntry,
} from "../catalogFiles.ts";
import { loadCatalog, type CatalogLoadResult } from "../loadCatalog.ts";
import { createEmptyDatabase, DATA_DIR, MIGRATIONS_DIR, type TestDatabase } from "../../../tests/support/testDatabase.ts";
import { SLUGS_BY_ID } from "../../../tests/support/catalogFixtures.ts";


const tmpDirs: string[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
  await Promise.all(tmpDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const CATALOG_FILES = ["games", "game_cats", "game_menu"] as const;
// The store files are read (and hashed) with the catalog; they are copied unchanged.
const STORE_FILES = ["store_powerups", "store_images", "pins", "pinboards", "chall_price", "gem_bundles"] as const;

interface CatalogFileEdits {
  games?: (games: GameFileEntry[]) => unknown;
  game_menu?: (menu: GameMenuFileEntry[]) => unknown;
}

/** A temp dir holding copies of data/'s catalog files, with `edits` applied to their parsed content. */
async function editedDataDir(edits: CatalogFileEdits = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "catalog-test-"));
  tmpDirs.push(dir);
  for (const name of CATALOG_FILES) {
    const text = await readFile(path.join(DATA_DIR, `${name}.json`), "utf8");
    const edit = name === "game_cats" ? undefined : edits[name];
    await writeFile(path.join(dir, `${name}.json`), edit ? JSON.stringify(edit(JSON.parse(text)), null, 2) : text);
  }
  // Store entries of games the edit removed go too: the store may only name games of the catalog.
  const gameIds = new Set((JSON.parse(await readFile(path.join(dir, "games.json"), "utf8")) as { id: string }[]).map((g) => g.id));
  for (const name of STORE_FILES) {
    const content: unknown = JSON.parse(await readFile(path.join(DATA_DIR, `${name}.json`), "utf8"));
    const perGame = name === "store_powerups" || name === "store_images";
    const kept = perGame ? Object.fromEntries(Object.entries(content as Record<string, unknown>).filter(([id]) => gameIds.has(id))) : content;
    await writeFile(path.join(dir, `${name}.json`), JSON.stringify(kept, null, 2));
  }
  // So do the challenges and the community goal's games: they may only name games of the catalog.
  const pool = JSON.parse(await readFile(path.join(DATA_DIR, "challenges.json"), "utf8")) as { challenges: { g: { g: string }[] }[] };
  const challenges = pool.challenges.filter((challenge) => challenge.g.every((goal) => gameIds.has(goal.g)));
  await writeFile(path.join(dir, "challenges.json"), JSON.stringify({ challenges }));
  const community = JSON.parse(await readFile(path.join(DATA_DIR, "community_goal.json"), "utf8")) as { g: string[] };
  await writeFile(path.join(dir, "community_goal.json"), JSON.stringify({ ...community, g: community.g.filter((id) => gameIds.has(id)) }));
  for (const name of ["season_bonus", "chat_rooms"]) await writeFile(path.join(dir, `${name}.json`), await readFile(path.join(DATA_DIR, `${name}.json`), "utf8"));
  return dir;
}

/** A migrated, empty database with a Prisma client on it. */
async function migratedDatabase(): Promise<TestDatabase & { db: Database }> {
  const database = await createEmptyDatabase();
  await applyMigrations(database.url, MIGRATIONS_DIR);
  const db = createDatabaseClient(database.url);
  cleanups.push(async () => {
    await db.$disconnect();
    await database.drop();
  });
  return { ...database, db };
}

async function rowCounts(db: Database) {
  return {
    categories: await db.category.count(),
    games: await db.game.count(),
    menuItems: await db.gameMenuItem.count(),
    states: await db.catalogState.count(),
  };
}

describe("readCatalogFiles on data/", () => {
  let files: CatalogFiles;
  beforeAll(async () => {
    files = await readCatalogFiles(DATA_DIR);
  });

  test("reads 19 games and 5 categories", () => {
    expect(files.games).toHaveLength(19);
    expect(files.categories).toHaveLength(5);
  });

  test("pairs every game id with its slug", () => {
    expect(Object.fromEntries(files.games.map((game) => [game.id, game.url]))).toEqual(SLUGS_BY_ID);
  });

  test('writes every howto step as "Title|text"', () => {
    for (const game of files.games) {
      expect(game.howto.length).toBeGreaterThan(0);
      for (const step of game.howto) expect(step).toMatch(/^[^|]+\|[^|]+$/);
    }
  });

  test("puts every game in the menu exactly once", () => {
    const menuGames = files.menu.flatMap((section) => section.games);
    expect([...menuGames].sort()).toEqual(Object.keys(SLUGS_BY_ID).sort());
  });

  test("gives a sha256 content hash", () => {
    expect(files.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("readCatalogFiles rejects invalid files with CatalogFileError", () => {
  async function readError(dataDir: string): Promise<unknown> {
    return readCatalogFiles(dataDir).then(
      () => undefined,
      (error: unknown) => error,
    );
  }

  test("challenges.json that is not JSON, a challenge of an unknown game, and chat rooms without a name: each names its file", async () => {
    const dir = await editedDataDir();
    await writeFile(path.join(dir, "challenges.json"), '{"challenges": [');
    const notJson = await readError(dir);
    expect(notJson).toBeInstanceOf(CatalogFileError);
    expect((notJson as Error).message).toMatch(/challenges\.json is not valid JSON/);
    const pool = JSON.parse(await readFile(path.join(DATA_DIR, "challenges.json"), "utf8")) as { challenges: { g: { g: string }[] }[] };
    pool.challenges[0]!.g[0]!.g = "XYZ";
    await writeFile(path.join(dir, "challenges.json"), JSON.stringify(pool));
    const unknownGame = await readError(dir);
    expect(unknownGame).toBeInstanceOf(CatalogFileError);
    expect((unknownGame as Error).message).toMatch(/challenges\.json: challenge ".+" names the unknown game "XYZ"/);
    await writeFile(path.join(dir, "challenges.json"), await readFile(path.join(DATA_DIR, "challenges.json"), "utf8"));
    await writeFile(path.join(dir, "chat_rooms.json"), JSON.stringify([{ id: "R0", name: "", desc: "A room.", slowModeSeconds: 0 }]));
    const rooms = await readError(dir);
    expect(rooms).toBeInstanceOf(CatalogFileError);
    expect((rooms as Error).message).toMatch(/chat_rooms\.json is invalid at 0\.name/);
  });

  test("games.json that is not JSON", async () => {
    const dir = await editedDataDir();
    await writeFile(path.join(dir, "games.json"), '[{"id": "BCA",');
    const error = await readError(dir);
    expect(error).toBeInstanceOf(CatalogFileError);
    expect((error as Error).message).toMatch(/games\.json is not valid JSON/);
  });

  test("a game in an unknown category", async () => {
    const dir = await editedDataDir({ games: (games) => games.map((g) => (g.id === "JIG" ? { ...g, cat: "XYZ" } : g)) });
    const error = await readError(dir);
    expect(error).toBeInstanceOf(CatalogFileError);
    expect((error as Error).message).toContain('Game JIG names the unknown category "XYZ"');
  });

  test("a game whose url is another game's id", async () => {
    const dir = await editedDataDir({ games: (games) => games.map((g) => (g.id === "JIG" ? { ...g, url: "bca" } : g)) });
    const error = await readError(dir);
    expect(error).toBeInstanceOf(CatalogFileError);
    expect((error as Error).message).toContain('Game JIG\'s url "bca" is the id of game BCA');
  });

  test("two games with the same id", async () => {
    const dir = await editedDataDir({
      games: (games) => [...games, { ...games[0]!, url: "big-city-adventure-2" }],
    });
    const error = await readError(dir);
    expect(error).toBeInstanceOf(CatalogFileError);
    expect((error as Error).message).toContain('repeats the game id "BCA"');
  });

  test('a howto step without "|"', async () => {
    const dir = await editedDataDir({
      games: (games) => games.map((g) => (g.id === "WOR" ? { ...g, howto: ["Just text without a title"] } : g)),
    });
    const error = await readError(dir);
    expect(error).toBeInstanceOf(CatalogFileError);
    expect((error as Error).message).toMatch(/games\.json is invalid at \d+\.howto\.0/);
  });
});

describe("loadCatalog on an empty database", () => {
  let database: Awaited<ReturnType<typeof migratedDatabase>>;
  let result: CatalogLoadResult;
  const now = new Date("2026-01-02T03:04:05.678Z");
  beforeAll(async () => {
    database = await migratedDatabase();
    result = await loadCatalog(database.db, await readCatalogFiles(DATA_DIR), now);
  });

  test("reports a change with the given data date", () => {
    expect(result).toEqual({ changed: true, dataDate: now });
  });

  test("writes 19 games, 5 categories, 19 menu items and one catalog state", async () => {
    expect(await rowCounts(database.db)).toEqual({ categories: 5, games: 19, menuItems: 19, states: 1 });
  });

  test("stores each game with its slug and category", async () => {
    const games = await database.db.game.findMany({ orderBy: { id: "asc" } });
    expect(Object.fromEntries(games.map((game) => [game.id, game.url]))).toEqual(SLUGS_BY_ID);
    expect(games.find((game) => game.id === "SOL")?.categoryId).toBe("SOL");
    expect(games.find((game) => game.id === "BCA")?.categoryId).toBe("HO");
  });
});

describe("loadCatalog with unchanged files", () => {
  let database: Awaited<ReturnType<typeof migratedDatabase>>;
  let first: CatalogLoadResult;
  let second: CatalogLoadResult;
  let countsAfterFirst: Awaited<ReturnType<typeof rowCounts>>;
  beforeAll(async () => {
    database = await migratedDatabase();
    first = await loadCatalog(database.db, await readCatalogFiles(DATA_DIR), new Date("2026-01-01T00:00:00Z"));
    countsAfterFirst = await rowCounts(database.db);
    second = await loadCatalog(database.db, await readCatalogFiles(DATA_DIR), new Date("2026-02-01T00:00:00Z"));
  });

  test("reports no change", () => {
    expect(second.changed).toBe(false);
  });

  test("keeps the first load's data date", async () => {
    expect(second.dataDate).toEqual(first.dataDate);
    expect((await database.db.catalogState.findUniqueOrThrow({ where: { id: 1 } })).dataDate).toEqual(first.dataDate);
  });

  test("leaves the row counts unchanged", async () => {
    expect(await rowCounts(database.db)).toEqual(countsAfterFirst);
  });
});

describe("loadCatalog with modified files (a game renamed, a game removed)", () => {
  const firstDate = new Date("2026-01-01T00:00:00Z");
  const secondDate = new Date("2026-03-01T00:00:00Z");
  let database: Awaited<ReturnType<typeof migratedDatabase>>;
  let result: CatalogLoadResult;
  beforeAll(async () => {
    database = await migratedDatabase();
    await loadCatalog(database.db, await readCatalogFiles(DATA_DIR), firstDate);
    const modifiedDir = await editedDataDir({
      games: (games) =>
        games
          .filter((g) => g.id !== "WOS")
          .map((g) => (g.id === "BCA" ? { ...g, desc: "Bigger City Adventure" } : g)),
      game_menu: (menu) => menu.map((section) => ({ ...section, games: section.games.filter((id) => id !== "WOS") })),
    });
    result = await loadCatalog(database.db, await readCatalogFiles(modifiedDir), secondDate);
  });

  test("reports a change and moves the data date", async () => {
    expect(result).toEqual({ changed: true, dataDate: secondDate });
    expect((await database.db.catalogState.findUniqueOrThrow({ where: { id: 1 } })).dataDate).toEqual(secondDate);
  });

  test("renames the game", async () => {
    expect((await database.db.game.findUniqueOrThrow({ where: { id: "BCA" } })).desc).toBe("Bigger City Adventure");
  });

  test("deletes the removed game and its menu item", async () => {
    expect(await database.db.game.findUnique({ where: { id: "WOS" } })).toBeNull();
    expect(await database.db.gameMenuItem.findUnique({ where: { gameId: "WOS" } })).toBeNull();
    expect(await rowCounts(database.db)).toEqual({ categories: 5, games: 18, menuItems: 18, states: 1 });
  });
});

describe("loadCatalog when two games swap slugs", () => {
  let database: Awaited<ReturnType<typeof migratedDatabase>>;
  beforeAll(async () => {
    database = await migratedDatabase();
    await loadCatalog(database.db, await readCatalogFiles(DATA_DIR));
    const swappedDir = await editedDataDir({
      games: (games) =>
        games.map((g) =>
          g.id === "WOR" ? { ...g, url: "daily-word-search" } : g.id === "WOS" ? { ...g, url: "word-hunch" } : g,
        ),
    });
    await loadCatalog(database.db, await readCatalogFiles(swappedDir));
  });

  test("stores both new slugs", async () => {
    expect((await database.db.game.findUniqueOrThrow({ where: { id: "WOR" } })).url).toBe("daily-word-search");
    expect((await database.db.game.findUniqueOrThrow({ where: { id: "WOS" } })).url).toBe("word-hunch");
  });
});
