import { hasPlayer, type Viewer } from "../auth/viewer.ts";
import type { Database } from "../database/prisma.ts";
import { GameError } from "./environment.ts";

/** How many games one "Continue playing" read returns unless asked otherwise, and at most. */
export const DEFAULT_RECENT_GAMES = 6;
export const MAX_RECENT_GAMES = 12;

/**
 * The codes of the last distinct games the viewer started, the most recently started first (the
 * home page's "Continue playing" row). Viewers with no player have played nothing we kept.
 */
export async function recentGameCodes(db: Database, viewer: Viewer, first: number): Promise<string[]> {
  if (!Number.isInteger(first) || first < 1 || first > MAX_RECENT_GAMES) {
    throw new GameError("BAD_INPUT", `Ask for 1 to ${MAX_RECENT_GAMES} recent games.`);
  }
  if (!hasPlayer(viewer)) return [];
  const games = await db.gameSession.groupBy({
    by: ["gameId"],
    where: { userId: viewer.userId },
    _max: { startedAt: true },
    // Two games started in the same millisecond keep a stable order.
    orderBy: [{ _max: { startedAt: "desc" } }, { gameId: "asc" }],
    take: first,
  });
  return games.map((game) => game.gameId);
}
