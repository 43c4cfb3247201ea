import type { Database } from "../database/prisma.ts";
import type { CatalogFiles } from "./catalogFiles.ts";

export interface CatalogLoadResult {
  changed: boolean;
  dataDate: Date;
}

/**
 * Makes the database's catalog equal to the files in data/. Idempotent: when the files' content
 * hash matches the stored one nothing is written and the data date stays, so clients that watch
 * the data date only re-fetch when the catalog really changed.
 */
/** Some forty statements: Prisma's default 5 s fails a start or a reload on a busy machine. */
const LOAD_TIMEOUT_MS = 30_000;

export async function loadCatalog(db: Database, files: CatalogFiles, now: Date = new Date()): Promise<CatalogLoadResult> {
  return db.$transaction(async (tx) => {
    // Serialises concurrent starters; the second one then sees the first one's hash.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(7419001)`;
    const state = await tx.catalogState.findUnique({ where: { id: 1 } });
    if (state?.contentHash === files.contentHash) return { changed: false, dataDate: state.dataDate };

    for (const category of files.categories) {
      const data = { name: category.name, desc: category.desc, sort: category.sort };
      await tx.category.upsert({ where: { id: category.id }, create: { id: category.id, ...data }, update: data });
    }
    const gameIds = files.games.map((game) => game.id);
    await tx.gameMenuItem.deleteMany({});
    // Park every slug first, so games may swap slugs without tripping the unique index mid-way.
    await tx.$executeRaw`UPDATE "Game" SET url = '~' || id || '~' || url`;
    await tx.game.deleteMany({ where: { id: { notIn: gameIds } } });
    for (const game of files.games) {
      const data = {
        url: game.url,
        desc: game.desc,
        categoryId: game.cat,
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
        imgSummary: game.img.summary,
        imgBanner: game.img.banner,
        imgStore: game.img.store,
      };
      await tx.game.upsert({ where: { id: game.id }, create: { id: game.id, ...data }, update: data });
    }
    await tx.gameMenuItem.createMany({
      data: files.menu.flatMap((section) =>
        section.games.map((gameId, position) => ({ gameId, categoryId: section.cat, position })),
      ),
    });
    await tx.category.deleteMany({ where: { id: { notIn: files.categories.map((c) => c.id) } } });
    await tx.catalogState.upsert({
      where: { id: 1 },
      create: { id: 1, contentHash: files.contentHash, dataDate: now },
      update: { contentHash: files.contentHash, dataDate: now },
    });
    return { changed: true, dataDate: now };
  }, { timeout: LOAD_TIMEOUT_MS, maxWait: LOAD_TIMEOUT_MS });
}
