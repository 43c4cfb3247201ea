import { challengeCatalog } from "../challenges/catalog.ts";
import { chatRoomsFileContent } from "../chat/rooms.ts";
import { blitzHistoryFile, challengeFile, seasonBonusFile, weeklyBonusFile } from "../challenges/shortKeys.ts";
import type { Database } from "../database/prisma.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import { CATEGORY_ORDER, GAME_ORDER, MENU_ORDER } from "./catalog.ts";
import type { CatalogCache } from "./catalogCache.ts";

/**
 * The `/.data/{name}.dat` files (docs/product/calls.md#data-files): the catalog in the short-key shapes the game pages and
 * games load, wrapped as `{ d: data date (epoch ms), v: content }`. Names that later capabilities
 * serve (pins, challenges, store...) are added to DATA_FILES by those capabilities.
 */

export interface DataFile {
  body: string;
  dataDate: Date;
}

export interface DataFileSources {
  db: Database;
  store: StoreCatalog;
  catalogCache: CatalogCache;
  /** The portal's data folder, whose challenge pool and chat rooms are served. */
  dataDir: string;
}

type Builder = (sources: DataFileSources) => Promise<unknown> | unknown;

const DATA_FILES: Record<string, Builder> = {
  games: async ({ db }) => {
    const games = await db.game.findMany({ orderBy: GAME_ORDER, include: { category: true } });
    return games.map((game) => ({
      id: game.id,
      url: game.url,
      desc: game.desc,
      cat: game.category.name,
      short: game.short,
      long: game.long,
      howto: game.howto,
      bgColor: game.bgColor,
      bannerType: game.bannerType,
      tag: game.tag,
      tagColor: game.tagColor,
      tagShadow: game.tagShadow,
      sort: game.sort,
      featured: game.featured,
      img: { summary: game.imgSummary, banner: game.imgBanner, store: game.imgStore },
    }));
  },
  games_map: async ({ db }) => {
    const games = await db.game.findMany({ orderBy: GAME_ORDER, select: { id: true, url: true } });
    return Object.fromEntries(games.map((game) => [game.id, game.url]));
  },
  game_cats: async ({ db }) => {
    const categories = await db.category.findMany({ orderBy: CATEGORY_ORDER });
    return categories.map(({ id, name, desc, sort }) => ({ id, name, desc, sort }));
  },
  game_menu: async ({ db }) => {
    const categories = await db.category.findMany({
      orderBy: CATEGORY_ORDER,
      include: { menu: { orderBy: MENU_ORDER, include: { game: { select: { id: true, url: true, desc: true } } } } },
    });
    return categories
      .filter((category) => category.menu.length > 0)
      .map((category) => ({
        cat: category.name,
        games: category.menu.map(({ game }) => ({ id: game.id, url: game.url, desc: game.desc })),
      }));
  },
  store_powerups: ({ store }) => store.files.store_powerups,
  store_images: ({ store }) => store.files.store_images,
  chall_price: ({ store }) => store.files.chall_price,
  chall: ({ dataDir }) => challengeFile(challengeCatalog(dataDir)),
  chall_blitz_hist: ({ dataDir }) => blitzHistoryFile(challengeCatalog(dataDir)),
  season_bonus: ({ dataDir }) => seasonBonusFile(challengeCatalog(dataDir)),
  weekly_bonus: ({ dataDir }) => weeklyBonusFile(challengeCatalog(dataDir)),
  pins: ({ store }) => store.files.pins,
  pinboards: ({ store }) => store.files.pinboards,
  pin_cats: ({ store }) => store.files.pin_cats,
  pinboards_map: ({ store }) => Object.fromEntries(store.files.pinboards.map((board) => [board.id, board.name])),
  chat_rooms: ({ dataDir }) => chatRoomsFileContent(dataDir),
};

export function isDataFileName(name: string): boolean {
  return Object.hasOwn(DATA_FILES, name);
}

/** Returns the named file, built once per catalog edition, or undefined when there is no such file. */
export async function readDataFile(sources: DataFileSources, name: string): Promise<DataFile | undefined> {
  const build = isDataFileName(name) ? DATA_FILES[name] : undefined;
  if (!build) return undefined;
  return sources.catalogCache.memo(`data-file:${name}`, async ({ dataDate }) => ({
    body: JSON.stringify({ d: dataDate.getTime(), v: await build(sources) }),
    dataDate,
  }));
}
