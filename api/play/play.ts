import { createHmac, randomBytes } from "node:crypto";
import { IllegalMoveError, type AnyGameRules, type ItemReward } from "../../games/engines/gameRules.ts";
import type { Viewer } from "../auth/viewer.ts";
import { directSql, directTransaction } from "../database/directSql.ts";
import type { Database } from "../database/prisma.ts";
import { sortableId } from "../database/sortableId.ts";
import type { SqlTx, Tx } from "../database/transaction.ts";
import { PendingEvents } from "../events.ts";
import { Prisma, type GamePhase, type GameSession } from "../generated/prisma/client.ts";
import { addInventory, heldOfGame } from "../inventory/inventory.ts";
import { lockedPlayerOf, lockPlayer, playerLockStatement, type PlayerLockRow } from "../players/players.ts";
import { portalScope } from "../portalScope.ts";
import { recordWin } from "../leaderboards/leaderboards.ts";
import { recordFinish } from "../stats/stats.ts";
import { credit } from "../wallet/wallet.ts";
import { dailyDateFor } from "./calendar.ts";
import { DAILY_DAYS_BACK, MAX_MOVES, PAID_WINS_PER_HOUR, PROGRESSION_REWARD_TOKENS, SAVE_MODE, SESSIONS_PER_HOUR } from "./constants.ts";
import { GameError, gameCode, rulesFor, type PlayEnvironment } from "./environment.ts";
import { asJson, type Json } from "./json.ts";
import { assertPackPlayable } from "./packs.ts";
import { replay, ReplayError, type LoggedMove } from "./replay.ts";
import { readSavedSession, type SessionWithPowerups } from "./sessionRow.ts";

/**
 * Game sessions: the server starts them, answers the moves of hidden-information games, keeps
 * saved moves, takes powerups from the inventory, and at the finish replays the whole log with the
 * game's own rules to decide the outcome and pay the progression reward once.
 */

export interface GamePowerupInfo {
  id: string;
  title: string;
  count: number;
}

/** The player owns none of the powerup: the game offers the store for it. */
export class NoPowerupLeftError extends Error {
  constructor(readonly powerup: GamePowerupInfo) {
    super(`You have no ${powerup.title} left.`);
  }
}

/** Save modes (docs/product/play.md#save-modes): anonymous visitors keep nothing, temporary users keep games on their device, players on the server. */
export function saveModeOf(viewer: Viewer): number {
  if (viewer.userId === null) return SAVE_MODE.none;
  return viewer.status === "LOGGED_IN" ? SAVE_MODE.database : SAVE_MODE.local;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Moves, powerups and finishes of one player queue on row locks; a burst of them (many tabs, a
 * busy server) may wait longer for a connection than Prisma's 2-second default.
 */
const PLAY_TRANSACTION = { maxWaitMs: 10_000, timeoutMs: 15_000 };

function inPlayTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(work, { maxWait: PLAY_TRANSACTION.maxWaitMs, timeout: PLAY_TRANSACTION.timeoutMs });
}

export interface StartGameInput {
  game: string;
  daily?: boolean | null;
  /** A daily game's Los Angeles date (YYYY-MM-DD): today (the default) or up to DAILY_DAYS_BACK days before. */
  dailyDate?: string | null;
  options?: Json | null;
}

/**
 * The options a game is started with, read by its rules and stored as a session keeps them, once
 * the viewer may play them (a pack's level needs the pack): options the rules refuse are the
 * player's error; options the rules turn into something not JSON are ours.
 */
export async function playableOptions(env: PlayEnvironment, viewer: Viewer, rules: AnyGameRules, raw: Json | null | undefined): Promise<Exclude<Json, null>> {
  let options: unknown;
  try {
    options = rules.parseOptions(raw ?? {});
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) throw new GameError("BAD_INPUT", error.message);
    throw error;
  }
  const stored = asJson(options);
  if (stored === undefined || stored === null) throw new Error(`The ${rules.code} rules parsed options into something that is not JSON.`);
  await assertPackPlayable(env, viewer, rules, options);
  return stored;
}

/**
 * A new session. Daily sessions share a seed per game and Los Angeles date, so every player gets
 * the same deal; a hidden game's secret is keyed with the server's secret, so nobody can work out
 * the day's answer from the public seed and rules.ts.
 */
export async function startGame(env: PlayEnvironment, viewer: Viewer, input: StartGameInput): Promise<{ sessionId: string }> {
  const rules = rulesFor(env, input.game);
  const storedOptions = await playableOptions(env, viewer, rules, input.options);
  const now = env.now();
  const daily = input.daily === true;
  if (!daily && input.dailyDate != null) throw new GameError("BAD_INPUT", "A date is only for a daily game.");
  const date = dailyDateFor(now, input.dailyDate, DAILY_DAYS_BACK);
  if (date === null) throw new GameError("BAD_INPUT", `Daily puzzles can be played for today and up to ${DAILY_DAYS_BACK} days back.`);
  const seed = daily ? `${rules.code}:${date}` : randomBytes(12).toString("base64url");
  const secretSeed = !rules.hidden
    ? null
    : daily
      ? createHmac("sha256", env.secret).update(`daily:${rules.code}:${date}`).digest("base64url")
      : randomBytes(18).toString("base64url");
  // One statement, on the bare pool, counts the player's games of the last hour and starts this one
  // only under the limit: a start is the most frequent write, and each statement is a round trip
  // and, through Prisma, several times its own CPU.
  const utc = (date: Date) => Prisma.sql`${date.toISOString()}::timestamptz AT TIME ZONE 'UTC'`;
  const [session] = await directSql(env.db).$queryRaw<{ id: string }[]>`
    INSERT INTO "GameSession" (id, "userId", "gameId", options, daily, "dailyDate", seed, "secretSeed", "rulesVersion", "saveMode", "startedAt", moves)
    SELECT ${sortableId()}, ${viewer.userId}, ${rules.code}, ${JSON.stringify(storedOptions)}::jsonb, ${daily}, ${daily ? date : null}, ${seed}, ${secretSeed},
           ${rules.version}, ${saveModeOf(viewer)}, ${utc(now)}, '[]'::jsonb
    WHERE ${viewer.userId}::text IS NULL
       OR (SELECT count(*) FROM "GameSession" WHERE "userId" = ${viewer.userId} AND "startedAt" > ${utc(new Date(now.getTime() - HOUR_MS))}) < ${SESSIONS_PER_HOUR}
    RETURNING id`;
  if (!session) throw new GameError("TOO_MANY", `You have started ${SESSIONS_PER_HOUR} games in the last hour. Please take a short break.`);
  portalScope()?.metrics.gameStarted(rules.code);
  return { sessionId: session.id };
}

/** What play reads of a session: its row (not the finish's columns) and the ids of the powerups used in it, in order. */
type SessionRow = Pick<
  GameSession,
  "id" | "userId" | "gameId" | "options" | "daily" | "dailyDate" | "seed" | "secretSeed" | "rulesVersion" | "saveMode" | "startedAt" | "finishedAt" | "moves"
> & { powerupUses: string[] };

/** The session if the viewer may play it: their own, or one started by a visitor with no user. */
async function loadSession(db: SqlTx, viewer: Viewer, sessionId: string, lock: boolean): Promise<SessionRow> {
  // The lock comes first, on its own: the read after it then sees the powerups of a use that held it.
  if (lock) await db.$queryRaw`SELECT id FROM "GameSession" WHERE id = ${sessionId} FOR UPDATE`;
  const [session] = await db.$queryRaw<SessionRow[]>`
    SELECT s.id, s."userId", s."gameId", s.options, s.daily, s."dailyDate", s.seed, s."secretSeed", s."rulesVersion", s."saveMode",
           s."startedAt", s."finishedAt", s.moves,
           ARRAY(SELECT u."powerupId" FROM "GamePowerupUse" u WHERE u."sessionId" = s.id ORDER BY u.seq) AS "powerupUses"
      FROM "GameSession" s WHERE s.id = ${sessionId}`;
  if (!session) throw new GameError("NOT_FOUND", "There is no such game session.");
  if (session.userId !== null && session.userId !== viewer.userId) throw new GameError("NOT_YOURS", "This game session belongs to another player.");
  return session;
}

function playableRules(env: PlayEnvironment, session: SessionRow): AnyGameRules {
  if (session.finishedAt !== null) throw new GameError("FINISHED", "This game is already finished.");
  const rules = rulesFor(env, session.gameId);
  if (rules.version !== session.rulesVersion) {
    throw new GameError("BAD_INPUT", "This game was started with an earlier version of its rules; please start a new game.");
  }
  return rules;
}

function subjectOf(session: SessionRow) {
  return {
    seed: session.seed,
    options: session.options,
    secretSeed: session.secretSeed,
    powerupUses: session.powerupUses,
  };
}

/** The server-answered log of a hidden-information session. */
function loggedMoves(stored: Prisma.JsonValue): LoggedMove[] {
  const json = asJson(stored);
  if (!Array.isArray(json)) throw new Error("A session's moves are not a list.");
  return json.map((entry) => {
    if (entry === null || typeof entry !== "object" || Array.isArray(entry) || !("move" in entry) || entry.move === undefined) {
      throw new Error("A hidden-information session's log holds an entry without a move.");
    }
    return { move: entry.move, reveal: entry.reveal ?? null };
  });
}

function moveList(moves: Json): Json[] {
  if (!Array.isArray(moves)) throw new GameError("BAD_INPUT", "The moves must be a list.");
  if (moves.length > MAX_MOVES) throw new GameError("BAD_INPUT", `A game has at most ${MAX_MOVES} moves.`);
  return moves;
}

function replayOrRefuse(...args: Parameters<typeof replay>) {
  try {
    return replay(...args);
  } catch (error) {
    if (error instanceof ReplayError) throw new GameError("ILLEGAL_MOVE", error.message);
    throw error;
  }
}

/** Plays one more move of a hidden-information session and records the server's answer. */
function answerMove(rules: AnyGameRules, session: SessionRow, powerupUses: readonly string[], move: Json) {
  const log = loggedMoves(session.moves);
  if (log.length >= MAX_MOVES) throw new GameError("BAD_INPUT", `A game has at most ${MAX_MOVES} moves.`);
  const result = replayOrRefuse(rules, { ...subjectOf(session), powerupUses }, [...log.map((entry) => entry.move), move]);
  return { log: result.log, reveal: result.log[result.log.length - 1]!.reveal };
}

/** A move of a hidden-information game: the server answers what it reveals (Word Hunch's letter marks). */
export async function gameMove(env: PlayEnvironment, viewer: Viewer, sessionId: string, move: Json): Promise<{ sessionId: string; reveal: Json }> {
  return inPlayTransaction(env.db, async (tx) => {
    const session = await loadSession(tx, viewer, sessionId, true);
    const rules = playableRules(env, session);
    if (!rules.hidden) throw new GameError("BAD_INPUT", "This game's moves are checked when it finishes; it sends no moves one by one.");
    const { log, reveal } = answerMove(rules, session, subjectOf(session).powerupUses, move);
    await tx.gameSession.update({ where: { id: session.id }, data: { moves: log, savedAt: env.now() } });
    return { sessionId: session.id, reveal };
  });
}

/** Keeps the moves so far on the server (save mode database), so the game resumes on any device. */
export async function saveGame(env: PlayEnvironment, viewer: Viewer, sessionId: string, moves: Json): Promise<{ sessionId: string }> {
  const session = await loadSession(env.db, viewer, sessionId, false);
  const rules = playableRules(env, session);
  // A hidden-information session's log is saved by the server as each move is answered.
  if (rules.hidden) return { sessionId: session.id };
  if (session.saveMode !== SAVE_MODE.database) {
    throw new GameError("BAD_INPUT", "Only signed-in players' games are saved on the server; this one is kept on this device.");
  }
  const list = moveList(moves);
  replayOrRefuse(rules, subjectOf(session), list);
  const saved = await env.db.gameSession.updateMany({ where: { id: session.id, finishedAt: null }, data: { moves: list, savedAt: env.now() } });
  if (saved.count === 0) throw new GameError("FINISHED", "This game is already finished.");
  return { sessionId: session.id };
}

function powerupCatalog(env: PlayEnvironment, gameId: string) {
  return [...(env.store.files.store_powerups[gameId] ?? [])].sort((a, b) => a.sort - b.sort);
}

/** The game's powerups from the store catalog, with how many the viewer owns (0 with no player). */
export async function listPowerups(env: PlayEnvironment, viewer: Viewer, game: string): Promise<GamePowerupInfo[]> {
  const gameId = gameCode(game);
  if (gameId === null) return [];
  const owned = viewer.userId === null ? [] : await heldOfGame(env.db, viewer.userId, gameId, ["POWERUP"]);
  const counts = new Map(owned.map((item) => [item.itemId, item.count]));
  return powerupCatalog(env, gameId).map((powerup) => ({ id: powerup.id, title: powerup.title, count: counts.get(powerup.id) ?? 0 }));
}

/**
 * Takes one powerup from the inventory and records it on the session, in one transaction. For a
 * hidden-information game the powerup's move may come along: it is answered in the same
 * transaction (a Hint's letter), and if it is refused nothing is taken.
 */
export async function usePowerup(
  env: PlayEnvironment,
  viewer: Viewer,
  sessionId: string,
  powerupId: string,
  move: Json | null = null,
): Promise<{ sessionId: string; powerup: GamePowerupInfo; reveal: Json }> {
  return inPlayTransaction(env.db, async (tx) => {
    const session = await loadSession(tx, viewer, sessionId, true);
    const rules = playableRules(env, session);
    const powerup = powerupCatalog(env, session.gameId).find((item) => item.id === powerupId);
    if (!powerup) throw new GameError("BAD_INPUT", `This game has no powerup "${powerupId}".`);
    if (move !== null && !rules.hidden) throw new GameError("BAD_INPUT", "Only hidden-information games send a powerup's move with it.");
    if (viewer.userId === null) throw new NoPowerupLeftError({ id: powerup.id, title: powerup.title, count: 0 });
    const taken = await tx.$queryRaw<{ count: number }[]>`
      UPDATE "InventoryItem" SET count = count - 1, "updatedAt" = now()
       WHERE "userId" = ${viewer.userId} AND kind = 'POWERUP'::"ItemKind" AND "gameId" = ${session.gameId} AND "itemId" = ${powerup.id} AND count >= 1
      RETURNING count`;
    const left = taken[0]?.count;
    if (left === undefined) throw new NoPowerupLeftError({ id: powerup.id, title: powerup.title, count: 0 });
    const seq = session.powerupUses.length + 1;
    await tx.gamePowerupUse.create({ data: { sessionId: session.id, seq, powerupId: powerup.id, usedAt: env.now() } });
    let reveal: Json = null;
    if (move !== null) {
      const parsed = parseMoveOrRefuse(rules, move);
      if (rules.powerupOf(parsed) !== powerup.id) throw new GameError("ILLEGAL_MOVE", `That move is not a ${powerup.title}.`);
      const answered = answerMove(rules, session, [...subjectOf(session).powerupUses, powerup.id], move);
      await tx.gameSession.update({ where: { id: session.id }, data: { moves: answered.log, savedAt: env.now() } });
      reveal = answered.reveal;
    }
    return { sessionId: session.id, powerup: { id: powerup.id, title: powerup.title, count: left }, reveal };
  });
}

function parseMoveOrRefuse(rules: AnyGameRules, move: Json): unknown {
  try {
    return rules.parseMove(move);
  } catch (error) {
    if (error instanceof IllegalMoveError) throw new GameError("ILLEGAL_MOVE", error.message);
    throw error;
  }
}

export interface FinishOutcome {
  sessionId: string;
  /** The session's game (3-letter code). */
  gameId: string;
  /** The session's player (null for a visitor with no user). */
  userId: string | null;
  /** False when the game was finished faster than a person can play it. */
  verified: boolean;
  won: boolean;
  score: number;
  tokensEarned: number;
  /** The game's own item the finish paid (Solitaire Gardens' Seeds), won or lost; null for none. */
  itemEarned: ItemReward | null;
  /** Why nothing was paid for a win, or why the game was lost. */
  message: string | null;
  /** This verified finish beat the player's best time (a win) or best score with these options. */
  newBestTime: boolean;
  newBestScore: boolean;
}

/**
 * Ends a session: replays its moves with the rules, records the outcome, pays the progression
 * reward for a verified win, once, and the rules' item reward (won or lost) for a verified finish,
 * and tells the modules that follow finished games (env.gameFinished) in the same transaction. The
 * conditional update of finishedAt is the guard: of two finishes of one session, only one records,
 * pays and tells. What changed for the player's open pages is published once it has committed.
 */
export async function finishGame(env: PlayEnvironment, viewer: Viewer, sessionId: string, moves: Json, reportedPlayedMs: number | null = null): Promise<FinishOutcome> {
  // The finish runs on the bare pg pool (directSql): Prisma's client cost several times the
  // statements' own CPU, and a finish is the portal's most frequent paid write (issue 31).
  const session = await loadSession(directSql(env.db), viewer, sessionId, false);
  const rules = playableRules(env, session);
  const list = moveList(moves);
  let played: Json[] = list;
  if (rules.hidden) {
    // The server's answered log is what counts; a client that disagrees with it is refused.
    const log = loggedMoves(session.moves);
    played = log.map((entry) => entry.move);
    if (list.length > 0 && JSON.stringify(list) !== JSON.stringify(played)) {
      throw new GameError("ILLEGAL_MOVE", "These moves are not the moves the server answered in this game.");
    }
  }
  const result = replayOrRefuse(rules, subjectOf(session), played);
  const finishedAt = env.now();
  const elapsedMs = finishedAt.getTime() - session.startedAt.getTime();
  const frozenMs = session.powerupUses.reduce((sum, powerupId) => sum + (rules.frozenMsOf?.(powerupId) ?? 0), 0);
  const playedMs = playedTime({ elapsedMs, frozenMs, humanMs: rules.minimumHumanMs(played.length), reportedMs: reportedPlayedMs });
  const won = result.status.phase === "won";
  const phase: GamePhase = won ? "WON" : "LOST";
  const rawScore = rules.finalScore ? rules.finalScore(result.state, { playedMs }) : result.status.score;
  const score = Math.max(0, Math.round(rawScore));
  const stored: Json[] = rules.hidden ? result.log.map((entry) => ({ move: entry.move, reveal: entry.reveal })) : list;
  const tooFast = elapsedMs < rules.minimumHumanMs(played.length);
  const lossReason = won ? null : (result.status.reason ?? (result.status.phase === "playing" ? "The game ended before it was won." : null));
  const itemReward = verifiedItemReward(env, rules, session.gameId, result.state, playedMs);

  const changes = new PendingEvents();
  const finished = await directTransaction(env.db, async (tx) => {
    // One finish per player at a time: the hourly and daily limits below count what others paid.
    // The claim locks the session, then its player's row, in one statement; the player's lock is
    // read (and so taken) only once the claim has a row.
    const lock = session.userId === null ? Prisma.sql`SELECT NULL::boolean AS temporary, NULL::text AS "lastGameDay" WHERE false` : playerLockStatement(session.userId);
    const [claim] = await tx.$queryRaw<({ locked: boolean } & PlayerLockRow)[]>`
      WITH claimed AS (
        UPDATE "GameSession" SET "finishedAt" = ${finishedAt}, phase = ${phase}::"GamePhase", score = ${score}, moves = ${JSON.stringify(stored)}::jsonb
         WHERE id = ${session.id} AND "finishedAt" IS NULL RETURNING id
      ), player AS (${lock})
      SELECT EXISTS (SELECT 1 FROM player) AS locked, (SELECT temporary FROM player) AS temporary, (SELECT "lastGameDay" FROM player) AS "lastGameDay" FROM claimed`;
    if (!claim) throw new GameError("FINISHED", "This game is already finished.");
    const outcome: FinishOutcome = {
      sessionId: session.id, gameId: session.gameId, userId: session.userId, verified: !tooFast, won, score, tokensEarned: 0, itemEarned: null, message: lossReason,
      newBestTime: false, newBestScore: false,
    };
    if (session.userId === null) {
      if (won) outcome.message = "Sign in to earn tokens for your wins.";
      return outcome;
    }
    const userId = session.userId;
    // A user without a player row yet (rare) has it made and locked here.
    const player = claim.locked ? lockedPlayerOf(claim) : await lockPlayer(tx, userId);
    if (itemReward && !tooFast) {
      await addInventory(tx, userId, { kind: "POWERUP", gameId: session.gameId, itemId: itemReward.itemId, count: itemReward.count });
      outcome.itemEarned = itemReward;
    }
    if (!tooFast) {
      // The statistics answer the player (a new best), so they are recorded here rather than as a follower of finishes.
      const options = asJson(session.options) ?? null;
      const bests = await recordFinish(tx, { userId, gameId: session.gameId, options, daily: session.daily, won, score, playedMs, finishedAt });
      outcome.newBestTime = bests.newBestTime;
      outcome.newBestScore = bests.newBestScore;
    }
    const finish = { userId, temporary: player.temporary, lastGameDay: player.lastGameDay, gameId: session.gameId, won, verified: !tooFast, finishedAt };
    for (const subscriber of env.gameFinished) await subscriber(tx, finish, changes);
    if (!won) return outcome;
    if (tooFast) {
      const refusal = "This game was finished faster than a person can play it, so it earns no tokens.";
      await tx.$executeRaw`UPDATE "GameSession" SET verdict = ${refusal} WHERE id = ${session.id}`;
      return { ...outcome, message: refusal };
    }
    const refusal = await settleReward(tx, session, rules.hidden !== undefined, userId, finishedAt);
    if (refusal) return { ...outcome, message: refusal };
    await credit(tx, { userId, currency: "TOKENS", amount: PROGRESSION_REWARD_TOKENS, reason: `Won ${rules.code}`, reference: `game:${session.id}` });
    // Boards count only paid wins: a daily puzzle once per player and date, as it pays.
    await recordWin(tx, { userId, gameId: session.gameId, sessionId: session.id, score, playedMs, finishedAt, dailyDate: session.dailyDate });
    changes.walletChanged(userId);
    return { ...outcome, tokensEarned: PROGRESSION_REWARD_TOKENS };
  }, PLAY_TRANSACTION);
  changes.publish(env.events);
  if (finished.won) portalScope()?.metrics.gameWon(finished.gameId);
  return finished;
}

/**
 * The play time a finish is scored by: the frame's clock when it reports one, within what the
 * server can vouch for. The frame's clock holds while the how-to is open and while the page is
 * hidden, so the time bonus the top bar showed is the one paid. The server's own span (start to
 * finish, frozen time left out) caps it; a person's fastest pace for the moves floors it, so a
 * forged clock scores no better than a bot that plays the same moves at that pace already could.
 */
export function playedTime(input: { elapsedMs: number; frozenMs: number; humanMs: number; reportedMs: number | null }): number {
  const serverMs = Math.max(0, input.elapsedMs - input.frozenMs);
  if (input.reportedMs === null || !Number.isFinite(input.reportedMs)) return serverMs;
  const floorMs = Math.min(input.humanMs, serverMs);
  return Math.round(Math.min(serverMs, Math.max(floorMs, input.reportedMs)));
}

/** The rules' item reward for a finished game, checked against the game's store items; null for none. */
function verifiedItemReward(env: PlayEnvironment, rules: AnyGameRules, gameId: string, state: unknown, playedMs: number): ItemReward | null {
  const reward = rules.itemReward?.(state, { playedMs }) ?? null;
  if (reward === null || reward.count === 0) return null;
  if (!Number.isSafeInteger(reward.count) || reward.count < 0) throw new Error(`The ${rules.code} rules reward ${reward.count} items, not a whole count.`);
  if (!powerupCatalog(env, gameId).some((item) => item.id === reward.itemId)) throw new Error(`The ${rules.code} rules reward "${reward.itemId}", which its store does not sell.`);
  return { itemId: reward.itemId, count: reward.count };
}

/**
 * Writes on the session, in one statement, whether a win played at human speed pays: its
 * tokensPaid, or its verdict when the hourly or daily limit refuses it or its hidden day was seen
 * in another game. Returns the verdict, or null when the win pays (the caller credits the tokens).
 */
async function settleReward(tx: SqlTx, session: SessionRow, hidden: boolean, userId: string, finishedAt: Date): Promise<string | null> {
  // The daily questions are asked only of a daily session (AND stops at false). A hidden day's
  // answers are the same in every game of that day: one the server answered moves of shows them,
  // and a second game could then be won from what the first revealed.
  const [settled] = await tx.$queryRaw<{ verdict: string | null }[]>`
    WITH refusal AS (
      SELECT CASE
        WHEN (SELECT count(*) FROM "GameSession" WHERE "userId" = ${userId} AND "tokensPaid" > 0 AND "finishedAt" > ${new Date(finishedAt.getTime() - HOUR_MS)}) >= ${PAID_WINS_PER_HOUR}
          THEN ${`You have earned tokens for ${PAID_WINS_PER_HOUR} wins in the last hour; this win earns none.`}
        WHEN ${session.daily}::boolean AND EXISTS (
          SELECT 1 FROM "GameSession" WHERE "userId" = ${userId} AND "gameId" = ${session.gameId} AND daily AND "dailyDate" = ${session.dailyDate} AND "tokensPaid" > 0)
          THEN ${"You have already earned tokens for today's daily game."}
        WHEN ${session.daily && hidden}::boolean AND EXISTS (
          SELECT 1 FROM "GameSession"
           WHERE "userId" = ${userId} AND "gameId" = ${session.gameId} AND daily AND "dailyDate" = ${session.dailyDate}
             AND id <> ${session.id} AND jsonb_array_length(moves) > 0)
          THEN ${"You had already played this day's puzzle in another game, so this win earns no tokens."}
      END AS verdict
    )
    UPDATE "GameSession" s SET verdict = r.verdict, "tokensPaid" = CASE WHEN r.verdict IS NULL THEN ${PROGRESSION_REWARD_TOKENS}::int ELSE 0 END
      FROM refusal r WHERE s.id = ${session.id}
    RETURNING s.verdict`;
  if (!settled) throw new Error(`The finished session ${session.id} is missing.`);
  return settled.verdict;
}

/** The player's unfinished game kept on the server (save mode "database"), newest first, to resume; null for none or an unknown game. */
export async function savedGameOf(db: Database, userId: string, game: string): Promise<SessionWithPowerups | null> {
  const gameId = gameCode(game);
  return gameId === null ? null : readSavedSession(db, userId, gameId);
}
