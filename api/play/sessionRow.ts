import { directSql } from "../database/directSql.ts";
import type { Database } from "../database/prisma.ts";
import type { GamePowerupUse, GameSession } from "../generated/prisma/client.ts";

/** A session's row with the powerups it used, in order: all an answer about the session can show. */
export type SessionWithPowerups = GameSession & { powerupUses: GamePowerupUse[] };

/**
 * The session as it stands, in one prepared statement on the bare pool: every play answer (a
 * start, a move, a finish) shows its session, and through Prisma that read cost several times the
 * statement itself (issue 31). Null when there is no such session.
 */
export async function readSessionWithPowerups(db: Database, sessionId: string): Promise<SessionWithPowerups | null> {
  const [row] = await directSql(db).$queryRaw<(GameSession & { powerupUses: { sessionId: string; seq: number; powerupId: string; usedAt: string }[] })[]>`
    SELECT s.*, COALESCE((
      SELECT json_agg(json_build_object('sessionId', u."sessionId", 'seq', u.seq, 'powerupId', u."powerupId", 'usedAt', u."usedAt" AT TIME ZONE 'UTC') ORDER BY u.seq)
        FROM "GamePowerupUse" u WHERE u."sessionId" = s.id), '[]'::json) AS "powerupUses"
      FROM "GameSession" s WHERE s.id = ${sessionId}`;
  if (!row) return null;
  // JSON carries the moment as text (in UTC, as stored): it is read back as the Date Prisma gives.
  return { ...row, powerupUses: row.powerupUses.map((use) => ({ ...use, usedAt: new Date(use.usedAt) })) };
}
