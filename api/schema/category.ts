import { CATEGORY_ORDER, GAME_ORDER, MENU_ORDER } from "../catalog/catalog.ts";
import { builder } from "./builder.ts";
import { Game } from "./game.ts";
import { catalogRead, PUBLIC_CATALOG } from "./publicCatalog.ts";

export const Category = builder.prismaNode("Category", {
  // An id of the right form whose object is gone (or never was) is null, as Relay asks, not an error.
  nullable: true,
  description: "A game category: Hidden Object, Solitaire, Puzzle, Mahjong or Word.",
  id: { field: "id" },
  fields: (t) => ({
    code: t.exposeString("id", { description: "Short category id, e.g. SOL." }),
    name: t.exposeString("name"),
    description: t.exposeString("desc"),
    sort: t.exposeInt("sort"),
    games: t.relatedConnection("games", { cursor: "id", query: { orderBy: GAME_ORDER } }),
  }),
});

const GamesMenuSection = builder.prismaObject("Category", {
  variant: "GamesMenuSection",
  description: "One heading of the header's Games menu and the games listed under it.",
  fields: (t) => ({
    category: t.variant("Category"),
    games: t.field({
      type: [Game],
      select: { menu: { orderBy: MENU_ORDER, include: { game: true } } },
      resolve: (category) => category.menu.map((item) => item.game),
    }),
  }),
});

builder.queryFields((t) => ({
  categories: t.prismaField({
    type: ["Category"],
    extensions: PUBLIC_CATALOG,
    description: "All game categories in their sort order.",
    resolve: (query, _root, _args, { db, catalogCache }) =>
      catalogRead(catalogCache, "categories", query, () => db.category.findMany({ ...query, orderBy: CATEGORY_ORDER })),
  }),
  gamesMenu: t.prismaField({
    type: [GamesMenuSection],
    extensions: PUBLIC_CATALOG,
    description: "The header's Games menu, grouped by category.",
    resolve: (query, _root, _args, { db, catalogCache }) =>
      catalogRead(catalogCache, "gamesMenu", query, () => db.category.findMany({ ...query, where: { menu: { some: {} } }, orderBy: CATEGORY_ORDER })),
  }),
}));
