import type { Prisma } from "../generated/prisma/client.ts";
import type { Database } from "../database/prisma.ts";

/** The catalog's read rules, shared by GraphQL and the .dat files. */

export const GAME_ORDER = [{ sort: "asc" }, { id: "asc" }] satisfies Prisma.GameOrderByWithRelationInput[];
export const CATEGORY_ORDER = [{ sort: "asc" }, { id: "asc" }] satisfies Prisma.CategoryOrderByWithRelationInput[];
export const MENU_ORDER = [{ position: "asc" }] satisfies Prisma.GameMenuItemOrderByWithRelationInput[];

export class CatalogLookupError extends Error {}

/** A game is found by its 3-letter id (any case) or by its url slug: exactly one of them. */
export function gameLookup(args: { id?: string | null; slug?: string | null }): Prisma.GameWhereUniqueInput {
  const hasId = typeof args.id === "string" && args.id !== "";
  const hasSlug = typeof args.slug === "string" && args.slug !== "";
  if (hasId === hasSlug) throw new CatalogLookupError("Give either a game id or a slug, not both or neither.");
  return hasId ? { id: args.id!.toUpperCase() } : { url: args.slug!.toLowerCase() };
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
