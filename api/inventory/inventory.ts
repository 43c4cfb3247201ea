import type { ItemKind } from "../generated/prisma/client.ts";
import type { Database } from "../database/prisma.ts";
import { directSql } from "../database/directSql.ts";
import type { SqlTx } from "../database/transaction.ts";

/** The store item kinds in their numeric order: powerup 0 ... pin 5 (docs/product/store.md#item-kinds). */
export const ITEM_KINDS: readonly ItemKind[] = ["POWERUP", "IMAGE_PACK", "PIN_BOARD", "CITY_PACK", "CHALLENGE_SLOT", "PIN"];

export interface InventoryGrant {
  kind: ItemKind;
  gameId: string;
  itemId: string;
  count: number;
}

/** Packs and boards are owned or not; powerups, pins and challenge slots are counted. */
export function isCountable(kind: ItemKind): boolean {
  return kind === "POWERUP" || kind === "PIN" || kind === "CHALLENGE_SLOT";
}

/**
 * Adds to what a player owns, in the caller's transaction. The upsert is the database function
 * `inventory_grant` (migration 20261124100000_purchase_function), which a purchase's single
 * statement uses as well.
 */
export async function addInventory(tx: SqlTx, userId: string, grant: InventoryGrant): Promise<number> {
  const rows = await tx.$queryRaw<{ count: number }[]>`
    SELECT inventory_grant(${userId}, ${grant.kind}::"ItemKind", ${grant.gameId}, ${grant.itemId}, ${grant.count}::integer, ${isCountable(grant.kind)}) AS count`;
  return rows[0]!.count;
}

/** The key `ownedCounts` answers by: an item whatever its pack size. */
export function ownedKey(kind: ItemKind, gameId: string, itemId: string): string {
  return `${kind}:${gameId}:${itemId}`;
}

/** How many of each item a player owns, by `ownedKey`. */
export async function ownedCounts(db: Database, userId: string): Promise<Map<string, number>> {
  const rows = await db.inventoryItem.findMany({ where: { userId }, select: { kind: true, gameId: true, itemId: true, count: true } });
  return new Map(rows.map((row) => [ownedKey(row.kind, row.gameId, row.itemId), row.count]));
}

/**
 * The items of these kinds a player holds (count above 0) for one game, in one prepared statement
 * on the bare pool: a game frame asks for its powerups and packs at every start, and through
 * Prisma the read cost several times the statement itself (issue 31).
 */
export async function heldOfGame(db: Database, userId: string, gameId: string, kinds: readonly ItemKind[]): Promise<{ itemId: string; count: number }[]> {
  return directSql(db).$queryRaw<{ itemId: string; count: number }[]>`
    SELECT "itemId", count FROM "InventoryItem"
     WHERE "userId" = ${userId} AND "gameId" = ${gameId} AND kind = ANY(${[...kinds]}::"ItemKind"[]) AND count > 0
     ORDER BY "itemId"`;
}
