import { createHash } from "node:crypto";
import { hasPlayer, type Viewer } from "../auth/viewer.ts";
import { challengeMoment } from "../challenges/calendar.ts";
import { hasProfanity } from "../chat/chat.ts";
import { directSql } from "../database/directSql.ts";
import type { Database } from "../database/prisma.ts";
import type { SqlTx, Tx } from "../database/transaction.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { losAngelesDate } from "../play/calendar.ts";
import { GameError, rulesFor, type PlayEnvironment } from "../play/environment.ts";

/**
 * Leaderboards (issue 30, docs/product/leaderboards.md): per game, a board per Los Angeles day and
 * per week from Sunday, and for daily games one per puzzle date. Only verified, paid wins count.
 *
 * Each player's best result per board is kept in LeaderboardEntry, upserted in the win's
 * transaction, so reading a board is one statement over its index whatever the number of players:
 * the top is the index in order, a rank is a COUNT of the index entries ahead.
 */

export type LeaderboardMeasure = "SCORE" | "TIME";
export type LeaderboardPeriod = "DAILY" | "WEEKLY" | "PUZZLE";
export type LeaderboardScope = "GLOBAL" | "FRIENDS";
type BoardKind = "DAY" | "WEEK" | "PUZZLE";

/**
 * What each game ranks by. Games whose win always scores the same (a finished picture, a solved
 * grid: points per piece less hints) race on time; the others already fold speed into their score.
 */
export const LEADERBOARD_MEASURES: Readonly<Record<string, LeaderboardMeasure>> = {
  BCA: "SCORE",
  FRE: "SCORE",
  JIG: "TIME",
  KLO: "SCORE",
  MJC: "SCORE",
  MJG: "SCORE",
  PAI: "TIME",
  QUA: "SCORE",
  RAI: "SCORE",
  SAI: "SCORE",
  SHE: "SCORE",
  SHI: "TIME",
  SOL: "SCORE",
  SPI: "SCORE",
  STA: "SCORE",
  SUD: "SCORE",
  TEA: "SCORE",
  WOR: "SCORE",
  WOS: "SCORE",
};

/** The most entries one page of a board holds. */
export const MAX_BOARD_PAGE = 50;

/** Times above this are kept as this (the column is a 32-bit integer; 24 days is no record). */
const MAX_TIME_MS = 2_147_483_647;

export function measureOf(gameId: string): LeaderboardMeasure {
  return LEADERBOARD_MEASURES[gameId] ?? "SCORE";
}

/** A verified win the server paid, as the leaderboards record it. */
export interface LeaderboardWin {
  userId: string;
  gameId: string;
  sessionId: string;
  score: number;
  playedMs: number;
  finishedAt: Date;
  /** The puzzle date of a daily session; null in free play. */
  dailyDate: string | null;
}

/** The Los Angeles date of the Sunday starting the week of `moment` (the challenge calendar's week). */
function weekOf(moment: Date): string {
  return losAngelesDate(challengeMoment(moment).weekStart);
}

/**
 * Puts a paid win on the game's day and week boards (and its puzzle's board), keeping each
 * player's better result: a later equal result keeps the earlier finish. Call it in the win's
 * transaction, after the player's row lock.
 */
export async function recordWin(tx: SqlTx, win: LeaderboardWin): Promise<void> {
  const timeMs = Math.min(MAX_TIME_MS, Math.max(0, Math.round(win.playedMs)));
  const rankKey = measureOf(win.gameId) === "TIME" ? timeMs : -win.score;
  const boards: [BoardKind, string][] = [
    ["DAY", losAngelesDate(win.finishedAt)],
    ["WEEK", weekOf(win.finishedAt)],
  ];
  if (win.dailyDate !== null && hasDailyPuzzle(win.gameId)) boards.push(["PUZZLE", win.dailyDate]);
  const rows = boards.map(
    ([board, period]) =>
      Prisma.sql`(${win.gameId}, ${board}::"LeaderboardBoard", ${period}, ${win.userId}, ${rankKey}::int, ${win.score}::int, ${timeMs}::int, ${win.finishedAt}, ${win.sessionId})`,
  );
  await tx.$executeRaw`
    INSERT INTO "LeaderboardEntry" AS e ("gameId", board, period, "userId", "rankKey", score, "timeMs", "finishedAt", "sessionId")
    VALUES ${Prisma.join(rows)}
    ON CONFLICT ("gameId", board, period, "userId") DO UPDATE SET
      "rankKey" = EXCLUDED."rankKey", score = EXCLUDED.score, "timeMs" = EXCLUDED."timeMs",
      "finishedAt" = EXCLUDED."finishedAt", "sessionId" = EXCLUDED."sessionId"
    WHERE EXCLUDED."rankKey" < e."rankKey"`;
}

/**
 * A temporary user's entries join the account's on sign-up (mergeTemporaryUser): on a board both
 * are on, the better result stays (the earlier finish when equal).
 */
export async function moveLeaderboardEntries(tx: Tx, fromUserId: string, toUserId: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "LeaderboardEntry" AS e ("gameId", board, period, "userId", "rankKey", score, "timeMs", "finishedAt", "sessionId")
    SELECT "gameId", board, period, ${toUserId}, "rankKey", score, "timeMs", "finishedAt", "sessionId" FROM "LeaderboardEntry" WHERE "userId" = ${fromUserId}
    ON CONFLICT ("gameId", board, period, "userId") DO UPDATE SET
      "rankKey" = EXCLUDED."rankKey", score = EXCLUDED.score, "timeMs" = EXCLUDED."timeMs",
      "finishedAt" = EXCLUDED."finishedAt", "sessionId" = EXCLUDED."sessionId"
    WHERE (EXCLUDED."rankKey", EXCLUDED."finishedAt") < (e."rankKey", e."finishedAt")`;
  await tx.leaderboardEntry.deleteMany({ where: { userId: fromUserId } });
}

export interface BoardRequest {
  game: string;
  period: LeaderboardPeriod;
  scope: LeaderboardScope;
  /** A Los Angeles date (YYYY-MM-DD) inside the day or week, or the puzzle's date; today when absent. */
  day?: string | null;
}

/** One board, resolved: which rows it reads and for whom. */
export interface Board {
  gameId: string;
  measure: LeaderboardMeasure;
  period: LeaderboardPeriod;
  scope: LeaderboardScope;
  kind: BoardKind;
  /** The board's date: the day, the week's Sunday or the puzzle's date. */
  periodKey: string;
  /** The viewer's player (null for a visitor with none). */
  viewerId: string | null;
}

export interface BoardEntry {
  /** 1 is the best; every entry has its own rank (ties go to the earlier finish). */
  rank: number;
  name: string;
  score: number;
  timeMs: number;
  /** What the board ranks by: the score, or the time in milliseconds. */
  result: number;
  finishedAt: Date;
  isViewer: boolean;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The board a request names, or a refusal (GameError) for an unknown game, a game with no daily puzzle, or a date that is not one. */
export function resolveBoard(env: PlayEnvironment, viewer: Viewer, request: BoardRequest): Board {
  const gameId = rulesFor(env, request.game).code;
  const today = losAngelesDate(env.now());
  const day = request.day ?? today;
  // Noon UTC is the same date in Los Angeles, so the date round-trips only when it exists.
  const noon = new Date(`${day}T12:00:00Z`);
  if (!DATE_PATTERN.test(day) || Number.isNaN(noon.getTime()) || losAngelesDate(noon) !== day) {
    throw new GameError("BAD_INPUT", `"${day}" is not a date (YYYY-MM-DD).`);
  }
  if (request.period === "PUZZLE" && !hasDailyPuzzle(gameId)) throw new GameError("NOT_FOUND", `${gameId} has no daily puzzle.`);
  const kind: BoardKind = request.period === "DAILY" ? "DAY" : request.period === "WEEKLY" ? "WEEK" : "PUZZLE";
  return {
    gameId,
    measure: measureOf(gameId),
    period: request.period,
    scope: request.scope,
    kind,
    periodKey: kind === "WEEK" ? weekOf(noon) : day,
    viewerId: hasPlayer(viewer) ? viewer.userId : null,
  };
}

/** A game page's board: null for a game of the catalog not played here (yet), or a period it does not have. */
export function playableBoard(env: PlayEnvironment, viewer: Viewer, gameId: string, request: Omit<BoardRequest, "game">): Board | null {
  if (env.games[gameId] === undefined || (request.period === "PUZZLE" && !hasDailyPuzzle(gameId))) return null;
  return resolveBoard(env, viewer, { ...request, game: gameId });
}

/** The games that offer a daily puzzle (docs/product/play.md#daily-games): only they have puzzle boards. */
const DAILY_GAMES: ReadonlySet<string> = new Set(["WOR", "WOS", "SUD", "SHE", "SHI", "TEA", "RAI", "QUA", "JIG", "PAI", "STA"]);

export function hasDailyPuzzle(gameId: string): boolean {
  return DAILY_GAMES.has(gameId);
}

type EntryRow = {
  userId: string;
  rankKey: number;
  score: number;
  timeMs: number;
  finishedAt: Date;
  username: string | null;
  temporary: boolean | null;
  rank: bigint;
};

/** The board's rows, and for the friends scope only the viewer and the players an accepted invite links them to. */
function scopeOf(board: Board): Prisma.Sql {
  const where = Prisma.sql`e."gameId" = ${board.gameId} AND e.board = ${board.kind}::"LeaderboardBoard" AND e.period = ${board.periodKey}`;
  if (board.scope === "GLOBAL") return where;
  const me = board.viewerId ?? "";
  return Prisma.sql`${where} AND e."userId" IN (
    SELECT ${me} UNION SELECT "inviterId" FROM "Invite" WHERE "inviteeId" = ${me} UNION SELECT "inviteeId" FROM "Invite" WHERE "inviterId" = ${me})`;
}

/** `limit` entries of the board from the `offset`-th (0-based), best first. */
export async function readBoard(db: Database, board: Board, page: { offset: number; limit: number }): Promise<BoardEntry[]> {
  if (board.scope === "FRIENDS" && board.viewerId === null) return [];
  const limit = Math.min(Math.max(0, page.limit), MAX_BOARD_PAGE);
  const rows = await directSql(db).$queryRaw<EntryRow[]>`
    SELECT e."userId", e."rankKey", e.score, e."timeMs", e."finishedAt", p.username, u."isAnonymous" AS temporary, 0::bigint AS rank
      FROM "LeaderboardEntry" e JOIN "Player" p ON p."userId" = e."userId" JOIN "user" u ON u.id = e."userId"
     WHERE ${scopeOf(board)}
     ORDER BY e."rankKey", e."finishedAt", e."userId"
     LIMIT ${limit} OFFSET ${Math.max(0, page.offset)}`;
  return rows.map((row, index) => entryOf(board, row, page.offset + index + 1));
}

/** The viewer's entry on the board with its rank, or null when the viewer has no result there. */
export async function readViewerEntry(db: Database, board: Board): Promise<BoardEntry | null> {
  if (board.viewerId === null) return null;
  const rows = await directSql(db).$queryRaw<EntryRow[]>`
    SELECT me."userId", me."rankKey", me.score, me."timeMs", me."finishedAt", p.username, u."isAnonymous" AS temporary,
           (SELECT count(*) FROM "LeaderboardEntry" e
             WHERE ${scopeOf(board)} AND (e."rankKey", e."finishedAt", e."userId") < (me."rankKey", me."finishedAt", me."userId")) + 1 AS rank
      FROM "LeaderboardEntry" me JOIN "Player" p ON p."userId" = me."userId" JOIN "user" u ON u.id = me."userId"
     WHERE me."gameId" = ${board.gameId} AND me.board = ${board.kind}::"LeaderboardBoard" AND me.period = ${board.periodKey} AND me."userId" = ${board.viewerId}`;
  const row = rows[0];
  return row ? entryOf(board, row, Number(row.rank)) : null;
}

function entryOf(board: Board, row: EntryRow, rank: number): BoardEntry {
  return {
    rank,
    name: displayName(row.userId, row.username, row.temporary === true),
    score: row.score,
    timeMs: row.timeMs,
    result: board.measure === "TIME" ? row.timeMs : row.score,
    finishedAt: row.finishedAt,
    isViewer: row.userId === board.viewerId,
  };
}

/**
 * The name a board shows: the player's username, or a generated one, stable per player, for a
 * temporary user, a player with no username yet, or a username the chat's profanity filter refuses.
 */
export function displayName(userId: string, username: string | null, temporary: boolean): string {
  if (!temporary && username !== null && username.trim() !== "" && !hasProfanity(username)) return username;
  return generatedName(userId);
}

/** "Player 1000" to "Player 9999", from the player's id. */
export function generatedName(userId: string): string {
  const number = 1000 + (createHash("sha256").update(userId).digest().readUInt32BE(0) % 9000);
  return `Player ${number}`;
}

/** How many of the board's best the win panel shows. */
export const WIN_PANEL_TOP = 3;

export interface Standing {
  measure: LeaderboardMeasure;
  top: BoardEntry[];
  viewer: BoardEntry | null;
}

/** The viewer's place on today's board of a game and its best few, as the win panel shows them. */
export async function readTodayStanding(env: PlayEnvironment, viewer: Viewer, game: string): Promise<Standing> {
  const board = resolveBoard(env, viewer, { game, period: "DAILY", scope: "GLOBAL" });
  const [top, mine] = await Promise.all([readBoard(env.db, board, { offset: 0, limit: WIN_PANEL_TOP }), readViewerEntry(env.db, board)]);
  return { measure: board.measure, top, viewer: mine };
}
