import type { ItemKind } from "../generated/prisma/client.ts";
import type { Tx } from "../database/transaction.ts";

/** Spec 3's store item kinds in their numeric order: powerup 0 ... pin 5. */
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
export async function addInventory(tx: Tx, userId: string, grant: InventoryGrant): Promise<number> {
  const rows = await tx.$queryRaw<{ count: number }[]>`
    SELECT inventory_grant(${userId}, ${grant.kind}::"ItemKind", ${grant.gameId}, ${grant.itemId}, ${grant.count}::integer, ${isCountable(grant.kind)}) AS count`;
  return rows[0]!.count;
}
