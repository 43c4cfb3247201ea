import type { Prisma } from "../generated/prisma/client.ts";
import type { Database } from "../database/prisma.ts";

/** The catalog's read rules, shared by GraphQL and the .dat files. */

export const GAME_ORDER = [{ sort: "asc" }, { id: "asc" }] satisfies Prisma.GameOrderByWithRelationInput[];
export const CATEGORY_ORDER = [{ sort: "asc" }, { id: "asc" }] satisfies Prisma.CategoryOrderByWithRelationInput[];
export const MENU_ORDER = [{ position: "asc" }] satisfies Prisma.GameMenuItemOrderByWithRelationInput[];

export class CatalogLookupError extends Error {}

/**
 * A game is found by its 3-letter id (any case), by its url slug, or by either one (page paths such
 * as /game/{id or slug}/load): exactly one of them. The catalog files guarantee that no slug is
 * another game's id, so "either" never names two games.
 */
export function gameLookup(args: { id?: string | null; slug?: string | null; idOrSlug?: string | null }): Prisma.GameWhereInput {
  const given = [args.id, args.slug, args.idOrSlug].filter((value) => typeof value === "string" && value !== "");
  if (given.length !== 1) throw new CatalogLookupError("Give one of a game id, a slug or an idOrSlug, not several or none.");
  if (args.id) return { id: args.id.toUpperCase() };
  if (args.slug) return { url: args.slug.toLowerCase() };
  return gameByIdOrSlug(args.idOrSlug ?? "");
}

export function gameByIdOrSlug(idOrSlug: string): Prisma.GameWhereInput {
  return { OR: [{ id: idOrSlug.toUpperCase() }, { url: idOrSlug.toLowerCase() }] };
}

/** Every game's id and slug, to tell many pages' games apart from one query. */
export interface GameKeys {
  ids: ReadonlySet<string>;
  slugs: ReadonlySet<string>;
}

export async function gameKeys(db: Database): Promise<GameKeys> {
  const games = await db.game.findMany({ select: { id: true, url: true } });
  return { ids: new Set(games.map((game) => game.id)), slugs: new Set(games.map((game) => game.url)) };
}

/** gameByIdOrSlug's rule, over GameKeys. */
export function hasGame(keys: GameKeys, idOrSlug: string): boolean {
  return keys.ids.has(idOrSlug.toUpperCase()) || keys.slugs.has(idOrSlug.toLowerCase());
}

export function gamesInCategory(categoryId: string | null | undefined): Prisma.GameWhereInput {
  return categoryId ? { categoryId: categoryId.toUpperCase() } : {};
}

export async function currentDataDate(db: Database): Promise<Date> {
  const state = await db.catalogState.findUnique({ where: { id: 1 } });
  if (!state) throw new Error("The catalog has not been loaded yet.");
  return state.dataDate;
}

export async function featuredGameNames(db: Database): Promise<string[]> {
  const games = await db.game.findMany({ where: { featured: true }, orderBy: GAME_ORDER, select: { desc: true } });
  return games.map((game) => game.desc);
}

/** The default meta description: the portal's pitch followed by its featured games. */
export async function portalDescription(db: Database, portalName: string): Promise<string> {
  return defaultDescription(portalName, await featuredGameNames(db));
}

function defaultDescription(portalName: string, featured: readonly string[]): string {
  const list = featured.length > 1 ? `${featured.slice(0, -1).join(", ")} and ${featured.at(-1)}` : (featured[0] ?? "");
  return `Play free casual games on ${portalName}: solitaire, mahjong, puzzles, hidden object and word games.${list ? ` Featured: ${list}.` : ""}`;
}
