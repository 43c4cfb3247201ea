import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { buildChallengeCatalog, useChallengeCatalog, type ChallengeCatalog } from "../challenges/catalog.ts";
import { parseChatRooms, useChatRooms, type ChatRoom } from "../chat/rooms.ts";
import { readStoreFiles, type StoreFiles } from "../store/storeCatalog.ts";

/** The shapes of the catalog files in data/, checked before anything is written to the database. */

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a #rrggbb colour");
const optionalHexColor = z.union([hexColor, z.literal("")]);

export const categoryFileEntry = z.object({
  id: z.string().regex(/^[A-Z]{2,4}$/),
  name: z.string().min(1),
  desc: z.string().min(1),
  sort: z.number().int(),
});

export const gameFileEntry = z.object({
  id: z.string().regex(/^[A-Z]{3}$/, "must be three capital letters"),
  url: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase url slug"),
  desc: z.string().min(1),
  cat: z.string(),
  short: z.string().min(1),
  long: z.array(z.string().min(1)).min(1),
  howto: z.array(z.string().regex(/^[^|]+\|[^|]+$/, 'must be "Title|text"')).min(1),
  bgColor: hexColor,
  bannerType: z.string().min(1),
  tag: z.string(),
  tagColor: optionalHexColor,
  tagShadow: optionalHexColor,
  sort: z.number().int(),
  featured: z.boolean(),
  img: z.object({ summary: z.boolean(), banner: z.boolean(), store: z.boolean() }),
});

export const gameMenuFileEntry = z.object({
  cat: z.string(),
  games: z.array(z.string()),
});

export type CategoryFileEntry = z.infer<typeof categoryFileEntry>;
export type GameFileEntry = z.infer<typeof gameFileEntry>;
export type GameMenuFileEntry = z.infer<typeof gameMenuFileEntry>;

export interface CatalogFiles {
  categories: CategoryFileEntry[];
  games: GameFileEntry[];
  menu: GameMenuFileEntry[];
  store: StoreFiles;
  /** The challenge pool, season rewards and community goal (challenges.json, season_bonus.json, community_goal.json). */
  challenges: ChallengeCatalog;
  chatRooms: readonly ChatRoom[];
  /** sha256 over the files' content: the catalog's data date moves only when this changes. */
  contentHash: string;
}

export class CatalogFileError extends Error {}

async function readJson<T>(dataDir: string, name: string, schema: z.ZodType<T>): Promise<{ value: T; text: string }> {
  const file = path.join(dataDir, `${name}.json`);
  const text = await readFile(file, "utf8");
  const parsed = schema.safeParse(parsedJson(name, text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CatalogFileError(`data/${name}.json is invalid at ${issue?.path.join(".") ?? "?"}: ${issue?.message ?? ""}.`);
  }
  return { value: parsed.data, text };
}

function assertUnique(file: string, label: string, values: readonly string[]): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new CatalogFileError(`data/${file}.json repeats the ${label} "${value}".`);
    seen.add(value);
  }
}

/** Pins name known categories; pin, board and category ids are unique. */
function checkPins(files: StoreFiles): void {
  assertUnique("pins", "pin id", files.pins.map((pin) => pin.i));
  assertUnique("pinboards", "board id", files.pinboards.map((board) => board.id));
  assertUnique("pin_cats", "category id", files.pin_cats.map((category) => category.id));
  const categoryIds = new Set(files.pin_cats.map((category) => category.id));
  for (const pin of files.pins) {
    const unknown = pin.ca.find((id) => !categoryIds.has(id));
    if (unknown !== undefined) throw new CatalogFileError(`Pin ${pin.i} names the unknown category "${unknown}".`);
  }
}

export async function readCatalogFiles(dataDir: string): Promise<CatalogFiles> {
  const [categories, games, menu, store] = await Promise.all([
    readJson(dataDir, "game_cats", z.array(categoryFileEntry)),
    readJson(dataDir, "games", z.array(gameFileEntry)),
    readJson(dataDir, "game_menu", z.array(gameMenuFileEntry)),
    readStoreFiles(dataDir).catch((error: Error) => {
      throw new CatalogFileError(error.message);
    }),
  ]);
  assertUnique("game_cats", "category id", categories.value.map((c) => c.id));
  assertUnique("games", "game id", games.value.map((g) => g.id));
  assertUnique("games", "url", games.value.map((g) => g.url));
  assertUnique("game_menu", "game", menu.value.flatMap((section) => section.games));
  const categoryIds = new Set(categories.value.map((c) => c.id));
  const gameIds = new Set(games.value.map((g) => g.id));
  for (const game of games.value) {
    if (!categoryIds.has(game.cat)) throw new CatalogFileError(`Game ${game.id} names the unknown category "${game.cat}".`);
    // Page paths name a game by id or by slug, so a slug must not be another game's id.
    const slugAsId = game.url.toUpperCase();
    if (slugAsId !== game.id && gameIds.has(slugAsId)) {
      throw new CatalogFileError(`Game ${game.id}'s url "${game.url}" is the id of game ${slugAsId}; page paths could not tell them apart.`);
    }
  }
  for (const section of menu.value) {
    if (!categoryIds.has(section.cat)) throw new CatalogFileError(`data/game_menu.json names the unknown category "${section.cat}".`);
    for (const id of section.games) {
      if (!gameIds.has(id)) throw new CatalogFileError(`data/game_menu.json names the unknown game "${id}".`);
    }
  }
  for (const gameId of [...Object.keys(store.files.store_powerups), ...Object.keys(store.files.store_images)]) {
    if (!gameIds.has(gameId)) throw new CatalogFileError(`The store names the unknown game "${gameId}".`);
  }
  checkPins(store.files);
  // Read with the rest, so that a change to any of them reloads them and moves the data date.
  const [challengesText, seasonBonusText, communityText, chatText] = await Promise.all([
    readText(dataDir, "challenges"),
    readText(dataDir, "season_bonus"),
    readText(dataDir, "community_goal"),
    readText(dataDir, "chat_rooms"),
  ]);
  const challenges = checked(() =>
    buildChallengeCatalog({
      challenges: parsedJson("challenges", challengesText),
      seasonBonus: parsedJson("season_bonus", seasonBonusText),
      community: parsedJson("community_goal", communityText),
      pins: new Map(store.files.pins.map((pin) => [pin.i, { n: pin.n, cw: pin.cw, ch: pin.ch }])),
      gameIds,
    }),
  );
  const chatRooms = checked(() => parseChatRooms(parsedJson("chat_rooms", chatText)));
  const contentHash = createHash("sha256");
  for (const text of [categories.text, games.text, menu.text, store.text, challengesText, seasonBonusText, communityText, chatText]) contentHash.update(text);
  return { categories: categories.value, games: games.value, menu: menu.value, store: store.files, challenges, chatRooms, contentHash: contentHash.digest("hex") };
}

/** The challenge pool and chat rooms of `dataDir` are those of `files` from now on (the store and the database are loaded apart). */
export function useCatalogFiles(dataDir: string, files: CatalogFiles): void {
  useChallengeCatalog(dataDir, files.challenges);
  useChatRooms(dataDir, files.chatRooms);
}

function readText(dataDir: string, name: string): Promise<string> {
  return readFile(path.join(dataDir, `${name}.json`), "utf8");
}

function parsedJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CatalogFileError(`data/${name}.json is not valid JSON (${(error as Error).message}).`);
  }
}

/** A check of another module, its refusal as a catalog file error. */
function checked<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (error instanceof CatalogFileError) throw error;
    throw new CatalogFileError((error as Error).message);
  }
}
