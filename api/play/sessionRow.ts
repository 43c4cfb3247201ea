import { directSql } from "../database/directSql.ts";
import type { Database } from "../database/prisma.ts";
import { Prisma, type GamePowerupUse, type GameSession } from "../generated/prisma/client.ts";
import { SAVE_MODE } from "./constants.ts";

/** A session's row with the powerups it used, in order: all an answer about the session can show. */
export type SessionWithPowerups = GameSession & { powerupUses: GamePowerupUse[] };

type SessionRowWithUses = GameSession & { powerupUses: { sessionId: string; seq: number; powerupId: string; usedAt: string }[] };

/** The session's columns and its powerup uses in order, of the sessions `where` picks (its last words). */
const sessionsWithPowerups = (where: Prisma.Sql) => Prisma.sql`
  SELECT s.*, COALESCE((
    SELECT json_agg(json_build_object('sessionId', u."sessionId", 'seq', u.seq, 'powerupId', u."powerupId", 'usedAt', u."usedAt" AT TIME ZONE 'UTC') ORDER BY u.seq)
      FROM "GamePowerupUse" u WHERE u."sessionId" = s.id), '[]'::json) AS "powerupUses"
    FROM "GameSession" s ${where}`;

// JSON carries the moment as text (in UTC, as stored): it is read back as the Date Prisma gives.
const withUseDates = (row: SessionRowWithUses): SessionWithPowerups => ({ ...row, powerupUses: row.powerupUses.map((use) => ({ ...use, usedAt: new Date(use.usedAt) })) });

/**
 * The session as it stands, in one prepared statement on the bare pool: every play answer (a
 * start, a move, a finish) shows its session, and through Prisma that read cost several times the
 * statement itself (issue 31). Null when there is no such session.
 */
export async function readSessionWithPowerups(db: Database, sessionId: string): Promise<SessionWithPowerups | null> {
  const [row] = await directSql(db).$queryRaw<SessionRowWithUses[]>(sessionsWithPowerups(Prisma.sql`WHERE s.id = ${sessionId}`));
  return row ? withUseDates(row) : null;
}

/**
 * The player's unfinished game of `gameId` kept on the server (save mode "database"), newest first,
 * as `savedGameFilter` (play.ts) picks it: a frame asks for it at every start, to resume.
 */
export async function readSavedSession(db: Database, userId: string, gameId: string): Promise<SessionWithPowerups | null> {
  const [row] = await directSql(db).$queryRaw<SessionRowWithUses[]>(
    sessionsWithPowerups(
      Prisma.sql`WHERE s."userId" = ${userId} AND s."gameId" = ${gameId} AND s."finishedAt" IS NULL AND s."saveMode" = ${SAVE_MODE.database} ORDER BY s."startedAt" DESC, s.id DESC LIMIT 1`,
    ),
  );
  return row ? withUseDates(row) : null;
}
