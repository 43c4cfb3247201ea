import { hasPlayer, type Viewer } from "../auth/viewer.ts";
import type { Database } from "../database/prisma.ts";
import type { SqlTx, Tx } from "../database/transaction.ts";
import { rulesFor, type PlayEnvironment } from "../play/environment.ts";
import { asJson, type Json } from "../play/json.ts";

/**
 * A player's statistics per game (issue 28, "Statistics"): played, won, win rate, current and best
 * streak, best time and best score, in all and per options played. Only verified finishes count
 * (replayed by the server and played at a person's pace); a lost game counts as played.
 *
 * Kept as an aggregate (GameStat rows) that the finish's transaction upserts in one statement,
 * rather than computed from the sessions on each read: the session row does not keep whether a
 * finish was verified nor its played time (frozen time left out), reading them back means replaying
 * or re-deriving every finish, and streaks would need the whole ordered history on every load page.
 * The finish already holds the player's row lock, so one player's finishes update the rows one at
 * a time and the streaks stay in finish order.
 */

/** The options key of the row that counts all of a game's options together. */
const ALL_OPTIONS = "";

/** Played times above this are kept as this (the column is a 32-bit integer; 24 days is no record). */
const MAX_TIME_MS = 2_147_483_647;

export interface StatLine {
  played: number;
  won: number;
  /** Won of played in whole percent (67 for 2 of 3); 0 before any game. */
  winRate: number;
  currentStreak: number;
  bestStreak: number;
  /** The shortest verified win, in milliseconds of play; null before a win. */
  bestTimeMs: number | null;
  /** The highest score above 0 of a verified finish; null before one. */
  bestScore: number | null;
}

export interface OptionStats extends StatLine {
  /** The options these games were played with, as the session stored them. */
  options: Json;
}

export interface GameStats extends StatLine {
  gameId: string;
  /** The same per options played, the most played first. */
  byOptions: OptionStats[];
}

/** A verified finish of a player's session, as the statistics count it. */
export interface StatsFinish {
  userId: string;
  gameId: string;
  /** The session's stored options. */
  options: Json;
  /** A daily puzzle: counted in a row of its own, apart from free play of the same options. */
  daily: boolean;
  won: boolean;
  score: number;
  playedMs: number;
  finishedAt: Date;
}

/** Whether a finish beat the player's record for these options (a first win or score beats nothing). */
export interface NewBests {
  newBestTime: boolean;
  newBestScore: boolean;
}

export const NO_NEW_BESTS: NewBests = { newBestTime: false, newBestScore: false };

/** The same options always give the same key, whatever the order of their fields. */
export function optionsKey(options: Json): string {
  return JSON.stringify(sorted(options));
}

function sorted(value: Json): Json {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted(value[key]!)]),
  );
}

/**
 * The options a finish is counted under: a daily puzzle's carry `daily: true`, so its streak and
 * bests are the daily's (the Stats dialog names it "Daily") and not mixed with free play's.
 */
export function statsOptions(options: Json, daily: boolean): Json {
  if (!daily) return options;
  const fields = options !== null && typeof options === "object" && !Array.isArray(options) ? options : {};
  return { ...fields, daily: true };
}

export function winRate(played: number, won: number): number {
  return played === 0 ? 0 : Math.round((100 * won) / played);
}

/**
 * Counts a verified finish in the game's row for all options and in its options' row, in one
 * statement, and answers whether it beat the options' best time or score. Call it inside the
 * finish's transaction, after the player's row lock.
 */
export async function recordFinish(tx: SqlTx, finish: StatsFinish): Promise<NewBests> {
  const key = optionsKey(statsOptions(finish.options, finish.daily));
  const won = finish.won ? 1 : 0;
  const streak = won;
  const timeMs = finish.won ? Math.min(MAX_TIME_MS, Math.max(0, Math.round(finish.playedMs))) : null;
  const score = finish.score > 0 ? finish.score : null;
  // Every statement of a WITH sees the rows as they were before it, so `before` reads the old bests.
  const before = await tx.$queryRaw<{ bestTimeMs: number | null; bestScore: number | null }[]>`
    WITH before AS (
      SELECT "bestTimeMs", "bestScore" FROM "GameStat" WHERE "userId" = ${finish.userId} AND "gameId" = ${finish.gameId} AND "optionsKey" = ${key}
    ), saved AS (
      INSERT INTO "GameStat" AS s ("userId", "gameId", "optionsKey", played, won, "currentStreak", "bestStreak", "bestTimeMs", "bestScore", "lastFinishedAt")
      VALUES (${finish.userId}, ${finish.gameId}, ${ALL_OPTIONS}, 1, ${won}, ${streak}, ${streak}, ${timeMs}::int, ${score}::int, ${finish.finishedAt}),
             (${finish.userId}, ${finish.gameId}, ${key}, 1, ${won}, ${streak}, ${streak}, ${timeMs}::int, ${score}::int, ${finish.finishedAt})
      ON CONFLICT ("userId", "gameId", "optionsKey") DO UPDATE SET
        played = s.played + 1,
        won = s.won + EXCLUDED.won,
        "currentStreak" = CASE WHEN EXCLUDED.won = 1 THEN s."currentStreak" + 1 ELSE 0 END,
        "bestStreak" = GREATEST(s."bestStreak", CASE WHEN EXCLUDED.won = 1 THEN s."currentStreak" + 1 ELSE 0 END),
        "bestTimeMs" = LEAST(s."bestTimeMs", EXCLUDED."bestTimeMs"),
        "bestScore" = GREATEST(s."bestScore", EXCLUDED."bestScore"),
        "lastFinishedAt" = GREATEST(s."lastFinishedAt", EXCLUDED."lastFinishedAt")
      RETURNING 1
    )
    SELECT "bestTimeMs", "bestScore" FROM before`;
  const old = before[0];
  return {
    newBestTime: timeMs !== null && old?.bestTimeMs != null && timeMs < old.bestTimeMs,
    newBestScore: score !== null && old?.bestScore != null && score > old.bestScore,
  };
}

type StatRow = { gameId: string; optionsKey: string; played: number; won: number; currentStreak: number; bestStreak: number; bestTimeMs: number | null; bestScore: number | null };

function lineOf(row: StatRow | undefined): StatLine {
  if (!row) return { played: 0, won: 0, winRate: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, bestScore: null };
  return {
    played: row.played,
    won: row.won,
    winRate: winRate(row.played, row.won),
    currentStreak: row.currentStreak,
    bestStreak: row.bestStreak,
    bestTimeMs: row.bestTimeMs,
    bestScore: row.bestScore,
  };
}

/** One game's stats from its rows (the all-options row and the per-options rows). */
function gameStatsOf(gameId: string, rows: readonly StatRow[]): GameStats {
  const byOptions = rows
    .filter((row) => row.optionsKey !== ALL_OPTIONS)
    .sort((a, b) => b.played - a.played || (a.optionsKey < b.optionsKey ? -1 : 1))
    .flatMap((row) => {
      // Keys are written by optionsKey; a row whose key is not JSON is left out rather than shown wrong.
      const options = parseKey(row.optionsKey);
      return options === undefined ? [] : [{ ...lineOf(row), options }];
    });
  return { gameId, ...lineOf(rows.find((row) => row.optionsKey === ALL_OPTIONS)), byOptions };
}

function parseKey(key: string): Json | undefined {
  try {
    return asJson(JSON.parse(key));
  } catch {
    return undefined;
  }
}

const STAT_FIELDS = { gameId: true, optionsKey: true, played: true, won: true, currentStreak: true, bestStreak: true, bestTimeMs: true, bestScore: true } as const;

/** The viewer's stats in one game (zeros for a game never finished, or a viewer with no player). */
export async function readGameStats(env: PlayEnvironment, viewer: Viewer, game: string): Promise<GameStats> {
  const gameId = rulesFor(env, game).code;
  if (!hasPlayer(viewer)) return gameStatsOf(gameId, []);
  const rows = await env.db.gameStat.findMany({ where: { userId: viewer.userId, gameId }, select: STAT_FIELDS });
  return gameStatsOf(gameId, rows);
}

/** The viewer's stats in a game of the catalog, or null when the game is not played on this portal (yet). */
export async function readPlayableGameStats(env: PlayEnvironment, viewer: Viewer, gameId: string): Promise<GameStats | null> {
  return env.games[gameId] ? readGameStats(env, viewer, gameId) : null;
}

/** The viewer's stats in every game finished at least once, the most played first. */
export async function readAllGameStats(db: Database, viewer: Viewer): Promise<GameStats[]> {
  if (!hasPlayer(viewer)) return [];
  const rows = await db.gameStat.findMany({ where: { userId: viewer.userId }, select: STAT_FIELDS });
  const games = new Map<string, StatRow[]>();
  for (const row of rows) games.set(row.gameId, [...(games.get(row.gameId) ?? []), row]);
  return [...games.entries()].map(([gameId, gameRows]) => gameStatsOf(gameId, gameRows)).sort((a, b) => b.played - a.played || (a.gameId < b.gameId ? -1 : 1));
}

/**
 * A temporary user's stats join the account's on sign-up (mergeTemporaryUser): counts add up,
 * bests are the better of the two, and the current streak is that of whichever played last (the
 * two histories are not interleaved game by game).
 */
export async function moveGameStats(tx: Tx, fromUserId: string, toUserId: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "GameStat" AS s ("userId", "gameId", "optionsKey", played, won, "currentStreak", "bestStreak", "bestTimeMs", "bestScore", "lastFinishedAt")
    SELECT ${toUserId}, "gameId", "optionsKey", played, won, "currentStreak", "bestStreak", "bestTimeMs", "bestScore", "lastFinishedAt"
      FROM "GameStat" WHERE "userId" = ${fromUserId}
    ON CONFLICT ("userId", "gameId", "optionsKey") DO UPDATE SET
      played = s.played + EXCLUDED.played,
      won = s.won + EXCLUDED.won,
      "currentStreak" = CASE WHEN EXCLUDED."lastFinishedAt" > s."lastFinishedAt" THEN EXCLUDED."currentStreak" ELSE s."currentStreak" END,
      "bestStreak" = GREATEST(s."bestStreak", EXCLUDED."bestStreak"),
      "bestTimeMs" = LEAST(s."bestTimeMs", EXCLUDED."bestTimeMs"),
      "bestScore" = GREATEST(s."bestScore", EXCLUDED."bestScore"),
      "lastFinishedAt" = GREATEST(s."lastFinishedAt", EXCLUDED."lastFinishedAt")`;
  await tx.gameStat.deleteMany({ where: { userId: fromUserId } });
}
