import type { Database } from "../database/prisma.ts";
import { isCountable } from "../inventory/inventory.ts";
import { moveLeaderboardEntries } from "../leaderboards/leaderboards.ts";
import { moveGameStats } from "../stats/stats.ts";
import { moveWallet } from "../wallet/wallet.ts";
import { ensurePlayer } from "./players.ts";

/**
 * When a temporary user signs up or signs in, everything it owns moves to the real account in one
 * transaction: wallet (as merge:<id> rows in both ledgers), inventory, bills, saved progress, game sessions and statistics,
 * counters and its invite. Run again for the same pair, it finds nothing left to move.
 */
export async function mergeTemporaryUser(db: Database, fromUserId: string, toUserId: string): Promise<void> {
  if (fromUserId === toUserId) return;
  await db.$transaction(async (tx) => {
    await ensurePlayer(tx, toUserId);
    // Lock both players in a fixed order so concurrent merges cannot deadlock.
    const ids = [fromUserId, toUserId].sort();
    await tx.$queryRaw`SELECT "userId" FROM "Player" WHERE "userId" IN (${ids[0]}, ${ids[1]}) ORDER BY "userId" FOR UPDATE`;
    const from = await tx.player.findUnique({ where: { userId: fromUserId } });
    if (!from) return;

    await moveWallet(tx, fromUserId, toUserId);

    const items = await tx.inventoryItem.findMany({ where: { userId: fromUserId } });
    for (const item of items) {
      const countable = isCountable(item.kind);
      await tx.$executeRaw`
        INSERT INTO "InventoryItem" ("userId", kind, "gameId", "itemId", count, "updatedAt")
        VALUES (${toUserId}, ${item.kind}::"ItemKind", ${item.gameId}, ${item.itemId}, ${item.count}, now())
        ON CONFLICT ("userId", kind, "gameId", "itemId") DO UPDATE
          SET count = CASE WHEN ${countable} THEN "InventoryItem".count + EXCLUDED.count
                           ELSE GREATEST("InventoryItem".count, EXCLUDED.count) END,
              "updatedAt" = now()`;
    }
    await tx.inventoryItem.deleteMany({ where: { userId: fromUserId } });

    await tx.bill.updateMany({ where: { userId: fromUserId }, data: { userId: toUserId } });

    // Saved progress: per game, the more recently saved one wins.
    const progress = await tx.gameProgress.findMany({ where: { userId: fromUserId } });
    for (const entry of progress) {
      const existing = await tx.gameProgress.findUnique({ where: { userId_gameId: { userId: toUserId, gameId: entry.gameId } } });
      if (!existing || existing.updatedAt < entry.updatedAt) {
        await tx.gameProgress.upsert({
          where: { userId_gameId: { userId: toUserId, gameId: entry.gameId } },
          create: { userId: toUserId, gameId: entry.gameId, data: entry.data ?? {} },
          update: { data: entry.data ?? {} },
        });
      }
    }
    await tx.gameProgress.deleteMany({ where: { userId: fromUserId } });

    // Games played as a temporary user (and their rewards' history) belong to the account now.
    await tx.gameSession.updateMany({ where: { userId: fromUserId }, data: { userId: toUserId } });
    await moveGameStats(tx, fromUserId, toUserId);
    await moveLeaderboardEntries(tx, fromUserId, toUserId);
    const to = await tx.player.findUniqueOrThrow({ where: { userId: toUserId }, select: { lastGameDay: true } });
    // A day on which both played counts once; the later of the two last game days is kept.
    const sharedDay = from.lastGameDay !== null && from.lastGameDay === to.lastGameDay ? 1 : 0;
    const lastGameDay = [from.lastGameDay, to.lastGameDay].filter((day) => day !== null).sort().at(-1) ?? null;

    await tx.player.update({
      where: { userId: toUserId },
      data: {
        lastGameDay,
        gameDays: { increment: from.gameDays - sharedDay },
        signInDays: { increment: from.signInDays },
        challengesCompleted: { increment: from.challengesCompleted },
        invitesAccepted: { increment: from.invitesAccepted },
        inviteGems: { increment: from.inviteGems },
        inviteTokens: { increment: from.inviteTokens },
      },
    });
    // Friends the temporary user invited become the account's friends (never the account itself).
    await tx.invite.deleteMany({ where: { inviterId: fromUserId, inviteeId: toUserId } });
    await tx.invite.updateMany({ where: { inviterId: fromUserId }, data: { inviterId: toUserId } });

    const invite = await tx.invite.findUnique({ where: { inviteeId: fromUserId } });
    if (invite && invite.inviterId !== toUserId && !(await tx.invite.findUnique({ where: { inviteeId: toUserId } }))) {
      await tx.invite.create({ data: { ...invite, inviteeId: toUserId } });
    }
    await tx.invite.deleteMany({ where: { inviteeId: fromUserId } });
    // Banners seen or dismissed as a temporary user stay so: the earlier sighting and dismissal win.
    await tx.$executeRaw`
      INSERT INTO "BannerView" ("userId", "bannerId", "seenAt", "dismissedAt")
      SELECT ${toUserId}, "bannerId", "seenAt", "dismissedAt" FROM "BannerView" WHERE "userId" = ${fromUserId}
      ON CONFLICT ("userId", "bannerId") DO UPDATE
        SET "seenAt" = LEAST("BannerView"."seenAt", EXCLUDED."seenAt"),
            "dismissedAt" = LEAST("BannerView"."dismissedAt", EXCLUDED."dismissedAt")`;
    await tx.player.delete({ where: { userId: fromUserId } });
  });
}
