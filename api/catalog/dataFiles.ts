import { createHash } from "node:crypto";
import type { Database } from "../database/prisma.ts";
import type { StoreCatalog, StoreFiles } from "../store/storeCatalog.ts";
import { CATEGORY_ORDER, GAME_ORDER, MENU_ORDER, currentDataDate } from "./catalog.ts";

/**
 * The spec's `/.data/{name}.dat` files: the catalog in the short-key shapes the game pages and
 * games load, wrapped as `{ d: data date (epoch ms), v: content }`. Names that later capabilities
 * serve (pins, challenges, store...) are added to DATA_FILES by those capabilities.
 */

export interface DataFile {
  body: string;
  etag: string;
  dataDate: Date;
}

export interface DataFileSources {
  db: Database;
  store: StoreCatalog;
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
  pins: ({ store }) => store.files.pins,
  pinboards: ({ store }) => store.files.pinboards,
  pinboards_map: ({ store }) => Object.fromEntries(store.files.pinboards.map((board) => [board.id, board.name])),
};

// Content only changes with the data date and the store files, so each file is built once per
// database, data date and store files. The store files are checked too because a reload commits the
// new data date a moment before the server swaps in the new store files.
const caches = new WeakMap<Database, Map<string, { file: DataFile; storeFiles: StoreFiles }>>();

/** Returns the named file, or undefined when there is no such file. */
export async function readDataFile(sources: DataFileSources, name: string): Promise<DataFile | undefined> {
  const { db } = sources;
  const build = Object.hasOwn(DATA_FILES, name) ? DATA_FILES[name] : undefined;
  if (!build) return undefined;
  const dataDate = await currentDataDate(db);
  const key = `${name}@${dataDate.getTime()}`;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const storeFiles = sources.store.files;
  const cached = cache.get(key);
  if (cached?.storeFiles === storeFiles) return cached.file;
  const body = JSON.stringify({ d: dataDate.getTime(), v: await build(sources) });
  const file = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`, dataDate };
  for (const old of cache.keys()) if (old.startsWith(`${name}@`)) cache.delete(old);
  cache.set(key, { file, storeFiles });
  return file;
}
