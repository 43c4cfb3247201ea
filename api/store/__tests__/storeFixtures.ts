/**
 * Helpers shared by the store tests (not a test file itself): players made directly in the
 * database, snapshots of everything a purchase may touch, and the catalog as the server builds it.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { testStoreCatalog } from "../../../tests/support/testApp.ts";
import { DATA_DIR } from "../../../tests/support/testDatabase.ts";
import type { Database } from "../../database/prisma.ts";
import type { Currency, ItemKind } from "../../generated/prisma/client.ts";
import { grantWelcomeGift } from "../../players/players.ts";
import { credit, findLedgerMismatches } from "../../wallet/wallet.ts";
import { buildStoreCatalog, unitPrice, type StoreCatalog, type StoreFiles, type StoreProduct } from "../storeCatalog.ts";
import type { PurchaseRequest } from "../purchase.ts";
import { gameRegistry } from "../../../games/registry.ts";

export const WELCOME = { gems: 100, tokens: 500, pinId: "WELCOME-A" } as const;

/** The games of data/games.json, as the server passes them to buildStoreCatalog. */
export function catalogGames(): { id: string; url: string; desc: string }[] {
  return JSON.parse(readFileSync(path.join(DATA_DIR, "games.json"), "utf8")) as { id: string; url: string; desc: string }[];
}

/** A catalog built from a changed copy of the store files (the original is left alone). */
export function catalogWith(base: StoreCatalog, change: (files: StoreFiles) => void): StoreCatalog {
  const files = structuredClone(base.files);
  change(files);
  return buildStoreCatalog(files, catalogGames(), gameRegistry);
}

/** The catalog the welcome gift places its pin by: data/'s, as sign-up would. */
const welcomeCatalog = testStoreCatalog();

/** A user with a player that got the welcome gift (100 gems, 500 tokens, the Welcome pin), as sign-up does. */
export async function newPlayer(db: Database, extra: { gems?: number; tokens?: number } = {}): Promise<string> {
  const id = randomUUID();
  await db.user.create({ data: { id, name: "Store Tester", email: `${id}@example.test`, emailVerified: true } });
  await grantWelcomeGift(db, welcomeCatalog, id);
  if (extra.gems) await giveCurrency(db, id, "GEMS", extra.gems);
  if (extra.tokens) await giveCurrency(db, id, "TOKENS", extra.tokens);
  return id;
}

export function giveCurrency(db: Database, userId: string, currency: Currency, amount: number): Promise<number> {
  return db.$transaction((tx) => credit(tx, { userId, currency, amount, reason: "test" }));
}

export async function balances(db: Database, userId: string): Promise<{ gems: number; tokens: number }> {
  return db.player.findUniqueOrThrow({ where: { userId }, select: { gems: true, tokens: true } });
}

export interface OwnedRow {
  kind: ItemKind;
  gameId: string;
  itemId: string;
  count: number;
}

export async function inventory(db: Database, userId: string): Promise<OwnedRow[]> {
  return db.inventoryItem.findMany({
    where: { userId },
    select: { kind: true, gameId: true, itemId: true, count: true },
    orderBy: [{ kind: "asc" }, { gameId: "asc" }, { itemId: "asc" }],
  });
}

/** Everything a purchase may change for one player. */
export async function snapshot(db: Database, userId: string) {
  const [wallet, owned, bills, ledger] = await Promise.all([
    balances(db, userId),
    inventory(db, userId),
    db.bill.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.ledgerEntry.findMany({ where: { userId }, orderBy: { id: "asc" } }),
  ]);
  return { wallet, owned, bills, ledger };
}

/** The request a well-behaved client sends for a product: the catalog's own unit price. */
export function requestFor(product: StoreProduct, currency: Currency, quantity = 1, overrides: Partial<PurchaseRequest> = {}): PurchaseRequest {
  const price = unitPrice(product, currency);
  if (price === null) throw new Error(`${product.title} is not sold for ${currency}`);
  return { kind: product.kind, gameId: product.gameId, itemId: product.itemId, count: product.count, quantity, unitPrice: price, ...overrides };
}

export function findProduct(catalog: StoreCatalog, kind: ItemKind, gameId: string, itemId: string, count = 1): StoreProduct {
  const product = kind === "CHALLENGE_SLOT" ? catalog.challengeSlot : catalog.find(kind, gameId, itemId, count);
  if (!product) throw new Error(`No product ${kind}:${gameId}:${itemId}:${count} in the catalog`);
  return product;
}

/** The books balance for this player: the database's own check, and the sums recomputed here. */
export async function expectBooksBalance(db: Database, userId: string): Promise<void> {
  expect(await findLedgerMismatches(db, userId)).toEqual([]);
  const wallet = await balances(db, userId);
  const sums = await db.ledgerEntry.groupBy({ by: ["currency"], where: { userId }, _sum: { delta: true } });
  const sum = (currency: Currency) => sums.find((row) => row.currency === currency)?._sum.delta ?? 0;
  expect({ gems: sum("GEMS"), tokens: sum("TOKENS") }).toEqual(wallet);
  expect(wallet.gems).toBeGreaterThanOrEqual(0);
  expect(wallet.tokens).toBeGreaterThanOrEqual(0);
}
