import type { AnyGameRules } from "../../games/engines/gameRules.ts";
import type { TestDatabase } from "./testDatabase.ts";

/**
 * Waits until a person could have played `moves` moves in the newest session of the game: the
 * server pays nothing for a finish faster than rules.minimumHumanMs, so a browser test that plays
 * quickly on a quiet machine must not win sooner than that.
 */
export async function waitForHumanPace(database: TestDatabase, rules: AnyGameRules, moves: number): Promise<void> {
  const [session] = await database.sql<{ startedAt: Date }>(
    `SELECT "startedAt" FROM "GameSession" WHERE "gameId" = $1 ORDER BY "startedAt" DESC LIMIT 1`,
    [rules.code],
  );
  if (!session) throw new Error(`No ${rules.code} session has started.`);
  const wait = session.startedAt.getTime() + rules.minimumHumanMs(moves) + 500 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
