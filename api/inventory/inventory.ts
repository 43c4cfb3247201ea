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

/** Adds to what a player owns, in the caller's transaction. */
export async function addInventory(tx: Tx, userId: string, grant: InventoryGrant): Promise<number> {
  const countable = isCountable(grant.kind);
  const rows = await tx.$queryRaw<{ count: number }[]>`
    INSERT INTO "InventoryItem" ("userId", kind, "gameId", "itemId", count, "updatedAt")
    VALUES (${userId}, ${grant.kind}::"ItemKind", ${grant.gameId}, ${grant.itemId}, ${countable ? grant.count : 1}, now())
    ON CONFLICT ("userId", kind, "gameId", "itemId") DO UPDATE
      SET count = CASE WHEN ${countable} THEN "InventoryItem".count + EXCLUDED.count ELSE 1 END, "updatedAt" = now()
    RETURNING count`;
  return rows[0]!.count;
}
