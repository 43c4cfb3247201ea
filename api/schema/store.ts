import { hasPlayer, isLoggedIn } from "../auth/viewer.ts";
import { purchase, quantityLimit, MAX_QUANTITY, MIN_QUANTITY, type PurchaseOutcome } from "../store/purchase.ts";
import { productKey, unitPrice, type StoreProduct } from "../store/storeCatalog.ts";
import { billLine, itemName } from "../store/storeTexts.ts";
import { isCountable, ownedCounts, ownedKey } from "../inventory/inventory.ts";
import type { GraphQLContext } from "./context.ts";
import { builder } from "./builder.ts";
import { Game } from "./game.ts";
import { Currency, playerOfPayload, Viewer } from "./viewer.ts";
import { FOR_THE_VIEWER, PUBLIC_CATALOG } from "./publicCatalog.ts";

export const StoreItemKind = builder.enumType("StoreItemKind", {
  description: "The store item kinds: powerup 0, image pack 1, pin board 2, city pack 3, challenge slot 4, pin 5 (docs/product/store.md#item-kinds).",
  values: ["POWERUP", "IMAGE_PACK", "PIN_BOARD", "CITY_PACK", "CHALLENGE_SLOT", "PIN"] as const,
});

const PowerupGrant = builder.objectRef<{ id: string; count: number }>("PowerupGrant").implement({
  fields: (t) => ({ id: t.exposeString("id"), count: t.exposeInt("count") }),
});

const grants = (powerups: Record<string, number>) => Object.entries(powerups).map(([id, count]) => ({ id, count }));

// One read of the viewer's inventory per operation, however many store items ask.
const ownedByOperation = new WeakMap<GraphQLContext, Promise<Map<string, number>>>();
function viewerOwned(context: GraphQLContext): Promise<Map<string, number>> {
  const { viewer, db } = context;
  let owned = ownedByOperation.get(context);
  if (!owned) {
    owned = hasPlayer(viewer) ? ownedCounts(db, viewer.userId) : Promise.resolve(new Map<string, number>());
    ownedByOperation.set(context, owned);
  }
  return owned;
}
const ownedCount = async (product: StoreProduct, context: GraphQLContext) =>
  (await viewerOwned(context)).get(ownedKey(product.kind, product.gameId, product.itemId)) ?? 0;

export const StoreProductRef = builder.objectRef<StoreProduct>("StoreProduct").implement({
  description: "Something the store sells. Prices are per unit of quantity, before and after discount.",
  fields: (t) => ({
    id: t.id({
      description: "Unique among all objects, so a client's cache keeps one record per item and a purchase's answer updates it.",
      resolve: (p) => `StoreProduct:${productKey(p.kind, p.gameId, p.itemId, p.count)}`,
    }),
    key: t.string({ description: "Stable identity: kind, game, item and count.", resolve: (p) => productKey(p.kind, p.gameId, p.itemId, p.count) }),
    kind: t.field({ type: StoreItemKind, resolve: (p) => p.kind }),
    gameCode: t.exposeString("gameId"),
    itemId: t.exposeString("itemId"),
    count: t.exposeInt("count", { description: "Units granted per purchase (a powerup pack's size)." }),
    title: t.exposeString("title"),
    description: t.exposeString("description", { description: "May contain <q>, replaced by the number of units bought." }),
    priceGems: t.int({ nullable: true, resolve: (p) => p.priceGems }),
    priceTokens: t.int({ nullable: true, resolve: (p) => p.priceTokens }),
    discount: t.exposeInt("discount", { description: "Percent off, shown as a -N% tag." }),
    unitPriceGems: t.int({ nullable: true, description: "Gems per unit of quantity after discount; null when not sold for gems.", resolve: (p) => unitPrice(p, "GEMS") }),
    unitPriceTokens: t.int({ nullable: true, description: "Tokens per unit of quantity after discount; null when not sold for tokens.", resolve: (p) => unitPrice(p, "TOKENS") }),
    imageUrl: t.string({ nullable: true, resolve: (p) => p.imageUrl }),
    powerups: t.field({ type: [PowerupGrant], description: "Powerups that come with it (city packs).", resolve: (p) => grants(p.powerups) }),
    quantityLimit: t.int({ description: "The most units of quantity one purchase may ask for.", resolve: (p) => quantityLimit(p) }),
    ownedCount: t.int({
      extensions: FOR_THE_VIEWER,
      description: "How many the viewer owns: units of a powerup (whatever the pack), 1 or 0 for a pack or board. 0 without a player.",
      resolve: (p, _args, context) => ownedCount(p, context),
    }),
    free: t.exposeBoolean("free", {
      description: "A free pack: everyone's to play, never sold (both prices null); the store shows Free where prices would be.",
    }),
    owned: t.boolean({
      extensions: FOR_THE_VIEWER,
      description:
        "The viewer owns this pack or board, which is bought once, or it is free: the store shows Owned (or Free) instead of a price. Always false for countable items.",
      resolve: async (p, _args, context) => p.free || (!isCountable(p.kind) && (await ownedCount(p, context)) > 0),
    }),
  }),
});

builder.prismaObjectField(Game, "storeItems", (t) =>
  t.field({
    type: [StoreProductRef],
    extensions: PUBLIC_CATALOG,
    description: "The game's powerup packs, image packs and city packs.",
    resolve: (game, _args, { store }) => store.productsFor(game.id),
  }),
);

builder.queryFields((t) => ({
  storeItems: t.field({
    type: [StoreProductRef],
    description: "Store items of one game (by 3-letter id), or with no game the portal's own: pins, pin boards, challenge slots.",
    args: { game: t.arg.string({ required: false }) },
    resolve: (_root, args, { store }) => store.productsFor(args.game ?? ""),
  }),
}));

const InventoryEntry = builder.prismaObject("InventoryItem", {
  description: "Something the player owns and how many.",
  fields: (t) => ({
    kind: t.field({ type: StoreItemKind, resolve: (item) => item.kind }),
    gameCode: t.exposeString("gameId"),
    itemId: t.exposeString("itemId"),
    count: t.exposeInt("count"),
    name: t.string({
      description: 'The item as a player reads it: "Hint", "Paris city pack", "Welcome pin".',
      resolve: (item, _args, { store }) => itemName(item.kind, store.itemTitle(item.kind, item.gameId, item.itemId)),
    }),
    gameName: t.string({ nullable: true, description: "The game it is for; null for the portal's own items (pins, boards, slots).", resolve: (item, _args, { store }) => store.gameName(item.gameId) }),
  }),
});

builder.objectField(Viewer, "ownedItems", (t) =>
  t.prismaConnection({
    type: "InventoryItem",
    cursor: "userId_kind_gameId_itemId",
    description: "Everything the viewer owns, as My Account lists it: powerups game by game, then packs, boards, slots and pins. Empty without a player.",
    resolve: (query, viewer, _args, { db }) =>
      hasPlayer(viewer)
        ? db.inventoryItem.findMany({ ...query, where: { userId: viewer.userId, count: { gt: 0 } }, orderBy: [{ kind: "asc" }, { gameId: "asc" }, { itemId: "asc" }] })
        : [],
  }),
);

builder.prismaObjectField("Bill", "displayName", (t) =>
  t.string({
    description: 'The item and its game as the purchase history shows it: "Hint x20 - Big City Adventure".',
    select: { kind: true, gameId: true, title: true },
    resolve: (bill, _args, { store }) => billLine(store, bill),
  }),
);

builder.objectField(Viewer, "inventory", (t) =>
  t.prismaField({
    type: [InventoryEntry],
    description: "What the viewer owns: powerup counts per game, packs, boards, slots and pins.",
    args: { game: t.arg.string({ required: false }) },
    resolve: (query, viewer, args, { db }) =>
      hasPlayer(viewer)
        ? db.inventoryItem.findMany({
            ...query,
            where: { userId: viewer.userId, ...(args.game ? { gameId: args.game.toUpperCase() } : {}) },
            orderBy: [{ kind: "asc" }, { gameId: "asc" }, { itemId: "asc" }],
          })
        : Promise.resolve([]),
  }),
);

const PurchaseInput = builder.inputType("PurchaseInput", {
  description: "What to buy. unitPrice is the price per unit of quantity after discount, as shown to the player.",
  fields: (t) => ({
    kind: t.field({ type: StoreItemKind, required: true }),
    gameCode: t.string({ required: false, description: "The game for powerups, image packs and city packs." }),
    itemId: t.string({ required: false, description: "Not needed for a challenge slot." }),
    count: t.int({ required: false, description: "The pack size for powerups (defaults to 1)." }),
    quantity: t.int({ required: true, description: `${MIN_QUANTITY} to ${MAX_QUANTITY}.` }),
    unitPrice: t.int({ required: true }),
  }),
});

type Failure<E extends string> = Extract<PurchaseOutcome, { error: E }>;
type Tagged<T, K extends string> = T & { kind: K; userId: string };

const PurchaseSuccess = builder.objectRef<Tagged<Extract<PurchaseOutcome, { ok: true }>, "ok">>("PurchaseSuccess").implement({
  fields: (t) => ({
    balance: t.exposeInt("balance", { description: "The new balance of the currency paid with." }),
    currency: t.field({ type: Currency, resolve: (r) => r.currency }),
    item: t.field({ type: StoreProductRef, resolve: (r) => r.product }),
    quantity: t.exposeInt("quantity"),
    total: t.exposeInt("total"),
    unitsGranted: t.exposeInt("unitsGranted"),
    ownedAfter: t.exposeInt("ownedAfter", { description: "How many of the item the player owns now." }),
    powerupsGranted: t.field({ type: [PowerupGrant], resolve: (r) => grants(r.powerupsGranted) }),
    message: t.exposeString("message", { description: 'What the player reads: "15 Hints added".' }),
    changedItems: t.field({
      type: [StoreProductRef],
      description: "The store items whose owned-ness this purchase changed: every pack of the item and of the powerups that came with it.",
      resolve: (r, _args, { store }) => {
        const touched = new Set([r.product.itemId, ...Object.keys(r.powerupsGranted)]);
        return store.productsFor(r.product.gameId).filter((p) => touched.has(p.itemId) && (p.kind === r.product.kind || p.kind === "POWERUP"));
      },
    }),
    player: t.prismaField({ type: "Player", resolve: playerOfPayload }),
  }),
});

const NotEnoughCurrencyError = builder.objectRef<Tagged<Failure<"not_enough">, "not_enough"> & { currency: "GEMS" | "TOKENS" }>("NotEnoughCurrencyError").implement({
  description: "The balance does not cover the price; nothing was charged.",
  fields: (t) => ({
    currency: t.field({ type: Currency, resolve: (r) => r.currency }),
    balance: t.exposeInt("balance", { description: "The current balance (n in the REST answer)." }),
    message: t.exposeString("message"),
    player: t.prismaField({ type: "Player", resolve: playerOfPayload }),
  }),
});

const simpleError = <K extends string>(name: string, description: string) =>
  builder.objectRef<{ kind: K; message: string }>(name).implement({ description, fields: (t) => ({ message: t.exposeString("message") }) });

const UnknownItemError = simpleError<"unknown_item">("UnknownItemError", "No such item in the store, or not sold for that currency.");
const InvalidQuantityError = simpleError<"invalid_quantity">("InvalidQuantityError", `Quantity outside ${MIN_QUANTITY}..${MAX_QUANTITY} or over a limit.`);
const AlreadyOwnedError = simpleError<"already_owned">("AlreadyOwnedError", "Packs and boards are bought once.");
const FreeItemError = simpleError<"free_item">("FreeItemError", "A free pack is everyone's to play, so it is never sold (docs/product/store.md#free-packs).");
const PurchaseNotSignedInError = simpleError<"not_signed_in">("PurchaseNotSignedInError", "Only signed-in players can buy (docs/product/accounts.md#who-can-do-what).");
const PriceMismatchError = builder.objectRef<{ kind: "price_mismatch"; message: string; unitPrice: number }>("PriceMismatchError").implement({
  description: "The price sent is not the store's price; nothing was charged.",
  fields: (t) => ({ message: t.exposeString("message"), unitPrice: t.exposeInt("unitPrice", { description: "The store's unit price." }) }),
});

const PurchaseResult = builder.unionType("PurchaseResult", {
  types: [PurchaseSuccess, NotEnoughCurrencyError, UnknownItemError, PriceMismatchError, InvalidQuantityError, AlreadyOwnedError, FreeItemError, PurchaseNotSignedInError],
  resolveType: (value) =>
    ({
      ok: PurchaseSuccess,
      not_enough: NotEnoughCurrencyError,
      unknown_item: UnknownItemError,
      price_mismatch: PriceMismatchError,
      invalid_quantity: InvalidQuantityError,
      already_owned: AlreadyOwnedError,
      free_item: FreeItemError,
      not_signed_in: PurchaseNotSignedInError,
    })[value.kind],
});

for (const [field, currency] of [["purchaseWithGems", "GEMS"], ["purchaseWithTokens", "TOKENS"]] as const) {
  builder.mutationField(field, (t) =>
    t.field({
      type: PurchaseResult,
      description: `Buy a store item with ${currency === "GEMS" ? "gems" : "tokens"}. The server prices it: total = unit price after discount x quantity.`,
      args: { input: t.arg({ type: PurchaseInput, required: true }) },
      resolve: async (_root, { input }, { db, store, viewer, events }) => {
        if (!isLoggedIn(viewer)) return { kind: "not_signed_in" as const, message: "User not defined" };
        const outcome = await purchase({ db, store, events }, viewer.userId, currency, {
          kind: input.kind,
          gameId: (input.gameCode ?? "").toUpperCase(),
          itemId: input.itemId ?? "",
          count: input.count ?? 1,
          quantity: input.quantity,
          unitPrice: input.unitPrice,
        });
        if (outcome.ok) return { ...outcome, kind: "ok" as const, userId: viewer.userId };
        switch (outcome.error) {
          case "not_enough":
            return { ...outcome, kind: outcome.error, currency, userId: viewer.userId };
          case "price_mismatch":
            return { ...outcome, kind: outcome.error };
          default:
            return { kind: outcome.error, message: outcome.message };
        }
      },
    }),
  );
}

