import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { ItemKind } from "../generated/prisma/client.ts";

/**
 * The store's catalog, read from data/ at start and again when the catalog reloads: what can be
 * bought, for how many gems or tokens.
 * The server always prices from here, never from a request.
 */

/**
 * Tokens a powerup pack or a challenge slot costs per gem of its price (they are priced in gems in data/):
 * a gem, bought with money, buys five times what a token earned by playing does (docs/product/economy.md).
 */
export const TOKENS_PER_GEM = 5;
/** A pin's cost per grid cell, in tokens: the `c` of data/pins.json (docs/product/store.md#prices). */
export const PIN_COST_PER_CELL = 100;
/** A pin's gem price is its token cost divided by TOKENS_PER_GEM: 20 gems per cell. */
const PIN_GEMS_PER_CELL = PIN_COST_PER_CELL / TOKENS_PER_GEM;

const pack = z.object({ count: z.number().int().positive(), price: z.number().int().nonnegative(), discount: z.number().int().min(0).max(99).optional() });
const powerup = z.object({ id: z.string().regex(/^[A-Z]{2}$/), title: z.string(), desc: z.string(), sort: z.number().int(), packs: z.array(pack).min(1) });
const imagePack = z.object({
  id: z.string().regex(/^[A-Z0-9_]+$/),
  title: z.string(),
  desc: z.string(),
  sort: z.number().int(),
  price: z.number().int().nonnegative(),
  tokens: z.number().int().nonnegative(),
  categories: z.array(z.string()),
  items: z.array(z.string()).min(1),
  pin: z.string(),
  kind: z.enum(["image", "city"]),
  powerups: z.record(z.string(), z.number().int().positive()).optional(),
  discount: z.number().int().min(0).max(99).optional(),
});
/** Pin and board ids name image files and URL segments: capitals, digits and single dashes only. */
const artId = z.string().regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, "must be capitals and digits joined by single dashes");
const keywords = z.array(z.string().trim().min(1).max(40).refine((word) => word === word.toLowerCase(), "must be a lower-case keyword")).max(30);
const pin = z
  .object({
    i: artId,
    n: z.string().min(1),
    cw: z.number().int().min(1).max(2),
    ch: z.number().int().min(1).max(2),
    c: z.number().int(),
    ca: z.array(z.string()).min(1),
    e: z.string(),
    cd: z.string(),
    kw: keywords.optional(),
  })
  .refine((p) => p.c === PIN_COST_PER_CELL * p.cw * p.ch, { message: `a pin costs ${PIN_COST_PER_CELL} per cell`, path: ["c"] });
const pinCategory = z.object({ id: z.string().regex(/^[A-Z]{3}$/), name: z.string().min(1), kw: keywords });
const pinBoard = z.object({ id: artId, name: z.string(), sort: z.number().int(), price: z.number().int().nonnegative().optional(), tokens: z.number().int().nonnegative().optional(), default: z.boolean().optional() });
const gemBundle = z.object({
  count: z.number().int().positive(),
  bonus: z.number().int().nonnegative(),
  cost: z.number().int().positive(),
  img: z.string(),
  popular: z.boolean(),
  best: z.boolean(),
});
const challengePrice = z.object({ price: z.number().int().positive(), discount: z.number().int().min(0).max(99) });

export const storeFiles = {
  store_powerups: z.record(z.string(), z.array(powerup)),
  store_images: z.record(z.string(), z.array(imagePack)),
  pins: z.array(pin),
  pinboards: z.array(pinBoard).min(1),
  pin_cats: z.array(pinCategory),
  chall_price: challengePrice,
  gem_bundles: z.array(gemBundle).min(1),
} as const;

export type StorePowerup = z.infer<typeof powerup>;
export type StoreImagePack = z.infer<typeof imagePack>;
export type StorePin = z.infer<typeof pin>;
export type StorePinBoard = z.infer<typeof pinBoard>;
export type StorePinCategory = z.infer<typeof pinCategory>;

/**
 * The eight pin categories (docs/product/pins.md#pin-categories), in force when data/ has no
 * pin_cats.json (which adds their search keywords and may rename them): the built-in defaults.
 */
export const DEFAULT_PIN_CATEGORIES: readonly StorePinCategory[] = [
  { id: "ACT", name: "Activities", kw: [] },
  { id: "ANI", name: "Animals", kw: [] },
  { id: "FOO", name: "Food & Drink", kw: [] },
  { id: "NAT", name: "Nature", kw: [] },
  { id: "OBJ", name: "Objects", kw: [] },
  { id: "SEA", name: "Seasonal", kw: [] },
  { id: "SYM", name: "Symbols/Emoji", kw: [] },
  { id: "TRA", name: "Travel", kw: [] },
];

/** Store files data/ may leave out, and what stands in for them. */
const OPTIONAL_STORE_FILES: Partial<Record<keyof typeof storeFiles, unknown>> = { pin_cats: DEFAULT_PIN_CATEGORIES };

/** A store file's parsed JSON, or the stand-in of an optional file that is missing (`undefined`). */
export function storeFileJson(name: keyof typeof storeFiles, json: unknown): unknown {
  if (json !== undefined) return json;
  const standIn = OPTIONAL_STORE_FILES[name];
  if (standIn === undefined) throw new Error(`data/${name}.json is missing.`);
  return standIn;
}
export type GemBundle = z.infer<typeof gemBundle>;
export type StoreFiles = { [K in keyof typeof storeFiles]: z.infer<(typeof storeFiles)[K]> };

/** One thing that can be bought, with its prices before discount (null: not sold for that currency). */
export interface StoreProduct {
  kind: ItemKind;
  gameId: string;
  itemId: string;
  /** Units granted per unit of quantity (a pack's count; 1 for everything else). */
  count: number;
  title: string;
  description: string;
  priceGems: number | null;
  priceTokens: number | null;
  discount: number;
  /** Powerups that come with the item (city packs). */
  powerups: Record<string, number>;
  imageUrl: string | null;
  /** A free pack (see isFreePack): everyone may play it, so the store shows it owned and never sells it (both prices null). */
  free: boolean;
}

export interface StoreCatalog {
  files: StoreFiles;
  products: StoreProduct[];
  find(kind: ItemKind, gameId: string, itemId: string, count: number): StoreProduct | undefined;
  /** A game's items, or with "" the portal's own (pins, pin boards, challenge slots). */
  productsFor(gameId: string): StoreProduct[];
  challengeSlot: StoreProduct;
  /** The display name of a game by its 3-letter id; null for "" (the portal's own items) or an unknown id. */
  gameName(gameId: string): string | null;
  /** An item's title whatever the pack size; its id when the catalog no longer has it (owned before it was removed). */
  itemTitle(kind: ItemKind, gameId: string, itemId: string): string;
}

/** A pin's image (docs/product/pins.md#images) is an SVG when its id ends in -A, else a PNG made from that SVG. */
export function pinImageUrl(pinId: string): string {
  return `/api/pin/${pinId}${pinId.endsWith("-A") ? ".svg" : ".png"}`;
}

/** A board's background, full size or its small preview (docs/product/pins.md#images). */
export function pinBoardImageUrl(boardId: string, size: "full" | "small"): string {
  return `/img/pboards/${boardId}${size === "small" ? "-sm" : ""}.jpg`;
}

export function productKey(kind: ItemKind, gameId: string, itemId: string, count: number): string {
  return `${kind}:${gameId}:${itemId}:${count}`;
}

/** What the store needs of a game's rules: the packs they name free (games/engines/gameRules.ts). */
export type FreePackRules = Readonly<Record<string, { readonly freePacks?: readonly string[] } | undefined>>;

/**
 * A picture or city pack is free when it costs 0 gems or its game's rules name it free (Big City
 * Adventure's first city): free to play for everyone, so it is never sold, not even for tokens
 * (docs/product/store.md#free-packs). The one rule for the store and for starting a game (api/play/packs.ts).
 */
export function isFreePack(pack: StoreImagePack, rules: { readonly freePacks?: readonly string[] } | undefined): boolean {
  return pack.price === 0 || (rules?.freePacks?.includes(pack.id) ?? false);
}

export function buildStoreCatalog(files: StoreFiles, games: readonly { id: string; url: string; desc: string }[], rules: FreePackRules): StoreCatalog {
  const slugById = new Map(games.map((game) => [game.id, game.url]));
  const nameById = new Map(games.map((game) => [game.id, game.desc]));
  const products: StoreProduct[] = [];
  for (const [gameId, powerups] of Object.entries(files.store_powerups)) {
    for (const item of powerups) {
      for (const { count, price, discount } of item.packs) {
        products.push({
          kind: "POWERUP", gameId, itemId: item.id, count, title: item.title, description: item.desc,
          priceGems: price, priceTokens: price * TOKENS_PER_GEM, discount: discount ?? 0, powerups: {}, imageUrl: null, free: false,
        });
      }
    }
  }
  for (const [gameId, packs] of Object.entries(files.store_images)) {
    const slug = slugById.get(gameId);
    for (const item of packs) {
      const free = isFreePack(item, rules[gameId]);
      products.push({
        kind: item.kind === "city" ? "CITY_PACK" : "IMAGE_PACK", gameId, itemId: item.id, count: 1, title: item.title,
        description: item.desc, priceGems: free ? null : item.price, priceTokens: free || item.tokens === 0 ? null : item.tokens,
        discount: item.discount ?? 0, powerups: item.powerups ?? {},
        imageUrl: slug ? `/img/game/${slug}/store/${item.id}_p.jpg` : null, free,
      });
    }
  }
  for (const board of files.pinboards) {
    if (board.default || board.price === undefined) continue;
    products.push({
      kind: "PIN_BOARD", gameId: "", itemId: board.id, count: 1, title: board.name, description: `The ${board.name} pinboard background.`,
      priceGems: board.price, priceTokens: board.tokens ?? null, discount: 0, powerups: {},
      imageUrl: pinBoardImageUrl(board.id, "small"), free: false,
    });
  }
  for (const item of files.pins) {
    const cells = item.cw * item.ch;
    products.push({
      kind: "PIN", gameId: "", itemId: item.i, count: 1, title: item.n, description: `The ${item.n} pin (${item.cw}x${item.ch}).`,
      priceGems: PIN_GEMS_PER_CELL * cells, priceTokens: PIN_COST_PER_CELL * cells, discount: 0, powerups: {},
      imageUrl: pinImageUrl(item.i), free: false,
    });
  }
  const challengeSlot: StoreProduct = {
    kind: "CHALLENGE_SLOT", gameId: "", itemId: "SLOT", count: 1, title: "Challenge Slot",
    description: "Add <q> challenge slot(s), so you can work on more challenges at once.",
    priceGems: files.chall_price.price, priceTokens: files.chall_price.price * TOKENS_PER_GEM,
    discount: files.chall_price.discount, powerups: {}, imageUrl: null, free: false,
  };
  products.push(challengeSlot);
  const index = new Map(products.map((product) => [productKey(product.kind, product.gameId, product.itemId, product.count), product]));
  // Titles by item whatever the pack size (count 0 in the key): inventory rows and bills name no pack.
  const titles = new Map(products.map((product) => [productKey(product.kind, product.gameId, product.itemId, 0), product.title]));
  return {
    files,
    products,
    challengeSlot,
    find: (kind, gameId, itemId, count) => index.get(productKey(kind, gameId, itemId, count)),
    productsFor: (gameId) => products.filter((product) => product.gameId === gameId.toUpperCase()),
    gameName: (gameId) => nameById.get(gameId) ?? null,
    itemTitle: (kind, gameId, itemId) => titles.get(productKey(kind, gameId, itemId, 0)) ?? itemId,
  };
}

/** A store catalog that follows catalog reloads: everyone keeps this one object and `replace` swaps what it answers. */
export interface LiveStoreCatalog extends StoreCatalog {
  replace(next: StoreCatalog): void;
}

export function createLiveStoreCatalog(initial: StoreCatalog): LiveStoreCatalog {
  let current = initial;
  return {
    get files() {
      return current.files;
    },
    get products() {
      return current.products;
    },
    get challengeSlot() {
      return current.challengeSlot;
    },
    find: (kind, gameId, itemId, count) => current.find(kind, gameId, itemId, count),
    productsFor: (gameId) => current.productsFor(gameId),
    gameName: (gameId) => current.gameName(gameId),
    itemTitle: (kind, gameId, itemId) => current.itemTitle(kind, gameId, itemId),
    replace: (next) => {
      current = next;
    },
  };
}

export async function readStoreFiles(dataDir: string): Promise<{ files: StoreFiles; text: string }> {
  const entries = await Promise.all(
    (Object.keys(storeFiles) as (keyof typeof storeFiles)[]).map(async (name) => {
      const text = await readFile(path.join(dataDir, `${name}.json`), "utf8").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT" && Object.hasOwn(OPTIONAL_STORE_FILES, name)) return undefined;
        throw error;
      });
      const parsed = storeFiles[name].safeParse(storeFileJson(name, text === undefined ? undefined : JSON.parse(text)));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`data/${name}.json is invalid at ${issue?.path.join(".") ?? "?"}: ${issue?.message ?? ""}.`);
      }
      return [name, parsed.data, text] as const;
    }),
  );
  return {
    files: Object.fromEntries(entries.map(([name, data]) => [name, data])) as StoreFiles,
    text: entries.map(([, , text]) => text ?? "").join("\n"),
  };
}

/** Unit price after the item's discount, in whole units (rounded to the nearest). */
export function unitPrice(product: StoreProduct, currency: "GEMS" | "TOKENS"): number | null {
  const base = currency === "GEMS" ? product.priceGems : product.priceTokens;
  if (base === null) return null;
  return Math.round((base * (100 - product.discount)) / 100);
}
