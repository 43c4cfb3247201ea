import { createGraphQLError } from "graphql-yoga";
import { CatalogLookupError, GAME_ORDER, gameLookup, gamesInCategory } from "../catalog/catalog.ts";
import { builder } from "./builder.ts";
import { catalogRead, PUBLIC_CATALOG } from "./publicCatalog.ts";

const HowToEntry = builder
  .objectRef<{ title: string; text: string }>("HowToEntry")
  .implement({
    description: "One step of a game's how-to-play guide.",
    fields: (t) => ({
      title: t.exposeString("title"),
      text: t.exposeString("text"),
    }),
  });

const GameImages = builder
  .objectRef<{ summary: boolean; banner: boolean; store: boolean }>("GameImages")
  .implement({
    description: "Which images exist for a game.",
    fields: (t) => ({
      summary: t.exposeBoolean("summary"),
      banner: t.exposeBoolean("banner"),
      store: t.exposeBoolean("store"),
    }),
  });

/** The address of a game's frame (its page under /play/). */
function gameFrameUrl(config: { playOrigin: string | undefined; publicUrl: string | undefined }, slug: string): string {
  const path = `/play/${slug}/`;
  if (config.playOrigin === undefined || config.publicUrl === undefined) return path;
  return `${config.playOrigin}${path}?host=${encodeURIComponent(new URL(config.publicUrl).origin)}`;
}

export const Game = builder.prismaNode("Game", {
  // An id of the right form whose object is gone (or never was) is null, as Relay asks, not an error.
  nullable: true,
  description: "A game of the catalog.",
  id: { field: "id" },
  fields: (t) => ({
    code: t.exposeString("id", { description: "The game's 3-letter id, e.g. BCA." }),
    slug: t.exposeString("url", { description: "The game's url slug, e.g. big-city-adventure." }),
    name: t.exposeString("desc", { description: "Display name." }),
    category: t.relation("category"),
    short: t.exposeString("short", { description: "One-line teaser." }),
    long: t.exposeStringList("long", { description: "Feature bullets." }),
    howTo: t.field({
      type: [HowToEntry],
      description: "How to play, step by step.",
      select: { howto: true },
      resolve: (game) =>
        game.howto.map((entry) => {
          const [title = "", text = ""] = entry.split("|");
          return { title, text };
        }),
    }),
    bgColor: t.exposeString("bgColor"),
    bannerType: t.exposeString("bannerType"),
    tag: t.string({ nullable: true, select: { tag: true }, resolve: (game) => game.tag || null }),
    tagColor: t.string({ nullable: true, select: { tagColor: true }, resolve: (game) => game.tagColor || null }),
    tagShadow: t.string({ nullable: true, select: { tagShadow: true }, resolve: (game) => game.tagShadow || null }),
    sort: t.exposeInt("sort"),
    featured: t.exposeBoolean("featured"),
    images: t.field({
      type: GameImages,
      select: { imgSummary: true, imgBanner: true, imgStore: true },
      resolve: (game) => ({ summary: game.imgSummary, banner: game.imgBanner, store: game.imgStore }),
    }),
    thumbnailUrl: t.string({
      description: "Path of the game's thumbnail image.",
      select: { url: true },
      resolve: (game) => `/game/${game.url}/summary`,
    }),
    frameUrl: t.string({
      description:
        "Where the game's frame loads from: the play origin's address when PLAY_ORIGIN is set (naming the portal as its host), else a path of the portal, always framed in a sandbox without allow-same-origin.",
      select: { url: true },
      resolve: (game, _args, { config }) => gameFrameUrl(config, game.url),
    }),
  }),
});

builder.queryFields((t) => ({
  games: t.prismaConnection({
    type: "Game",
    cursor: "id",
    extensions: PUBLIC_CATALOG,
    description: "The games of the catalog in their sort order, optionally only one category's.",
    args: { category: t.arg.string({ required: false, description: "A category id such as SOL." }) },
    resolve: (query, _root, args, { db, catalogCache }) =>
      catalogRead(catalogCache, "games", query, () => db.game.findMany({ ...query, where: gamesInCategory(args.category), orderBy: GAME_ORDER }), args),
  }),
  game: t.prismaField({
    type: "Game",
    nullable: true,
    extensions: PUBLIC_CATALOG,
    description: "One game, by its 3-letter id, its url slug or either one (give one of them); null when there is no such game.",
    args: {
      id: t.arg.string({ required: false, description: "The 3-letter game id, e.g. BCA." }),
      slug: t.arg.string({ required: false, description: "The url slug, e.g. big-city-adventure." }),
      idOrSlug: t.arg.string({ required: false, description: "Either one, as page paths name games: BCA or big-city-adventure." }),
    },
    resolve: (query, _root, args, { db, catalogCache }) => {
      try {
        const where = gameLookup(args);
        return catalogRead(catalogCache, "game", query, () => db.game.findFirst({ ...query, where }), where);
      } catch (error) {
        if (error instanceof CatalogLookupError) throw createGraphQLError(error.message, { extensions: { code: "BAD_USER_INPUT" } });
        throw error;
      }
    },
  }),
}));
