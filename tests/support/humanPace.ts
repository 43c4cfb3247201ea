import type { AnyGameRules } from "../../games/engines/gameRules.ts";
import type { TestDatabase } from "./testDatabase.ts";

/**
 * Makes the game's unfinished session look started long enough ago for a person to have played
 * `moves` moves: the server pays nothing for a finish faster than rules.minimumHumanMs, and a test
 * plays faster than any person. Only its startedAt moves back (Prisma keeps UTC), as if the player
 * had begun earlier, so a test need not sleep through a person's pace; the server judges the
 * finish as always.
 */
export async function backdateToHumanPace(database: TestDatabase, rules: AnyGameRules, moves: number): Promise<void> {
  const rows = await database.sql(
    `UPDATE "GameSession" SET "startedAt" = LEAST("startedAt", (now() AT TIME ZONE 'UTC') - make_interval(secs => $2::double precision / 1000))
     WHERE id = (SELECT id FROM "GameSession" WHERE "gameId" = $1 AND "finishedAt" IS NULL ORDER BY "startedAt" DESC LIMIT 1)
     RETURNING id`,
    [rules.code, rules.minimumHumanMs(moves) + 1_000],
  );
  if (rows.length === 0) throw new Error(`No ${rules.code} session is being played.`);
}
