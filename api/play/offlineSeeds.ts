import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { hasPlayer, type Viewer } from "../auth/viewer.ts";
import type { OfflineSeed } from "../generated/prisma/client.ts";
import { GameError, rulesFor, type PlayEnvironment } from "./environment.ts";
import { asJson, type Json } from "./json.ts";
import { dailyDays, losAngelesDate } from "./calendar.ts";
import { finishGame, playableOptions, saveModeOf, type FinishOutcome } from "./play.ts";

/**
 * Offline play (issue 34): while online, the portal keeps a few seeds per game that the server
 * issued in advance; a game opened offline deals from one and keeps its move log, and once the
 * connection is back the log is redeemed here. Redeeming creates the session the seed stands for
 * and finishes it with the same finishGame as any online game: the same replay (a forged log
 * pays nothing), the same "too fast" rule, limits and rewards. Each seed is redeemed once.
 *
 * The server's clock cannot see when an offline game began: the session starts when the seed was
 * issued, the earliest moment the game can have been dealt. Its span (issued to redeemed) is what
 * the "too fast" rule and a timed score's cap measure; the frame's clock is taken within it, as online.
 */

/** How many unredeemed seeds a player holds per game and options: a few games on a train. */
export const OFFLINE_SEEDS_PER_GAME = 3;
/** How long an issued seed may wait to be played and sent. */
export const OFFLINE_SEED_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A token: the seed's id and the server's signature of it, both base64url-ish. */
const tokenShape = z.string().max(200).regex(/^([A-Za-z0-9_-]{10,64})\.([A-Za-z0-9_-]{43})$/);

export interface IssuedSeed {
  /** What the client sends back with the game's moves. */
  token: string;
  gameId: string;
  seed: string;
  options: Json;
  /** A daily puzzle's Los Angeles date; null for a free game. */
  dailyDate: string | null;
  rulesVersion: number;
  issuedAt: Date;
  expiresAt: Date;
}

/** The signature binds the seed to its player, game, deal and options: a token for another is refused. */
function signatureOf(secret: string, seed: Pick<OfflineSeed, "id" | "userId" | "gameId" | "seed" | "options" | "rulesVersion">): string {
  return createHmac("sha256", secret)
    .update(`offline-seed\0${seed.id}\0${seed.userId}\0${seed.gameId}\0${seed.seed}\0${JSON.stringify(seed.options)}\0${seed.rulesVersion}`)
    .digest("base64url");
}

function issued(secret: string, seed: OfflineSeed): IssuedSeed {
  const options = asJson(seed.options);
  if (options === undefined) throw new Error("An offline seed's options are not JSON.");
  return {
    token: `${seed.id}.${signatureOf(secret, seed)}`,
    gameId: seed.gameId,
    seed: seed.seed,
    options,
    dailyDate: seed.dailyDate,
    rulesVersion: seed.rulesVersion,
    issuedAt: seed.issuedAt,
    expiresAt: seed.expiresAt,
  };
}

/** Hidden-information games answer each move on the server: their secrets never leave it early. */
function offlineRules(env: PlayEnvironment, game: string) {
  const rules = rulesFor(env, game);
  if (rules.hidden) throw new GameError("ONLINE_ONLY", "This game's server answers every move, so it plays only online.");
  return rules;
}

/**
 * Tops the viewer's unredeemed, unexpired seeds for this game and options up to
 * OFFLINE_SEEDS_PER_GAME and returns them all; with `daily`, the daily puzzles instead (below).
 * Only players (signed in or temporary) hold seeds: a visitor's wins pay nothing to verify.
 */
export async function issueOfflineSeeds(env: PlayEnvironment, viewer: Viewer, input: { game: string; options?: Json | null; daily?: boolean | null }): Promise<IssuedSeed[]> {
  const rules = offlineRules(env, input.game);
  if (!hasPlayer(viewer)) throw new GameError("SIGN_IN", "Sign in to keep games ready for offline play.");
  const stored = await playableOptions(env, viewer, rules, input.options);
  const now = env.now();
  return env.db.$transaction(async (tx) => {
    // One top-up per player at a time: two open pages never hold more than the limit between them.
    await tx.$queryRaw`SELECT id FROM "user" WHERE id = ${viewer.userId} FOR UPDATE`;
    if (input.daily === true) {
      // The daily puzzles a player may still start (today and the days back the daily rules allow),
      // one seed per date, dealt offline once: an offline game starts when its seed is issued, so the
      // daily rules hold then (the portal deals a date only while the game's calendar offers it). A
      // future date's puzzle is never issued.
      const days = dailyDays(losAngelesDate(now));
      const dealt = await tx.offlineSeed.findMany({ where: { userId: viewer.userId, gameId: rules.code, rulesVersion: rules.version, dailyDate: { in: days } }, select: { dailyDate: true } });
      const held = new Set(dealt.map((seed) => seed.dailyDate));
      await tx.offlineSeed.createMany({
        data: days.flatMap((date) =>
          held.has(date)
            ? []
            : [
                {
                  userId: viewer.userId,
                  gameId: rules.code,
                  options: stored,
                  seed: `${rules.code}:${date}`,
                  dailyDate: date,
                  rulesVersion: rules.version,
                  issuedAt: now,
                  expiresAt: new Date(now.getTime() + OFFLINE_SEED_DAYS * DAY_MS),
                },
              ],
        ),
      });
      const daily = { userId: viewer.userId, gameId: rules.code, rulesVersion: rules.version, dailyDate: { in: days }, redeemedAt: null, expiresAt: { gt: now } };
      const seeds = await tx.offlineSeed.findMany({ where: daily, orderBy: [{ dailyDate: "desc" }] });
      return seeds.map((seed) => issued(env.secret, seed));
    }
    const where = { userId: viewer.userId, gameId: rules.code, options: { equals: stored }, dailyDate: null, rulesVersion: rules.version, redeemedAt: null, expiresAt: { gt: now } };
    const held = await tx.offlineSeed.count({ where });
    const missing = Math.max(0, OFFLINE_SEEDS_PER_GAME - held);
    if (missing > 0) {
      await tx.offlineSeed.createMany({
        data: Array.from({ length: missing }, () => ({
          userId: viewer.userId,
          gameId: rules.code,
          options: stored,
          seed: randomBytes(12).toString("base64url"),
          rulesVersion: rules.version,
          issuedAt: now,
          expiresAt: new Date(now.getTime() + OFFLINE_SEED_DAYS * DAY_MS),
        })),
      });
    }
    const seeds = await tx.offlineSeed.findMany({ where, orderBy: [{ issuedAt: "asc" }, { id: "asc" }] });
    return seeds.map((seed) => issued(env.secret, seed));
  });
}

/** The seed a token names, if the server issued it: its id exists and the signature is the server's. */
async function seedOfToken(env: PlayEnvironment, token: string): Promise<OfflineSeed> {
  const parsed = tokenShape.safeParse(token);
  const match = parsed.success ? /^([^.]+)\.(.+)$/.exec(parsed.data) : null;
  const seed = match ? await env.db.offlineSeed.findUnique({ where: { id: match[1]! } }) : null;
  if (!seed || !match) throw new GameError("NOT_FOUND", "This is not an offline game the server dealt.");
  const expected = Buffer.from(signatureOf(env.secret, seed));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new GameError("NOT_FOUND", "This is not an offline game the server dealt.");
  return seed;
}

export interface RedeemInput {
  token: string;
  moves: Json;
  /** The frame's clock at the finish (as finishGame takes it). */
  playedMs?: number | null;
}

/**
 * Sends an offline game: spends its seed (once: a second send of the same seed is refused and
 * pays nothing), creates its session and finishes it with finishGame. The first send decides: a
 * log the replay refuses closes the session as lost, with the reason, and pays nothing.
 */
export async function redeemOfflineGame(env: PlayEnvironment, viewer: Viewer, input: RedeemInput): Promise<FinishOutcome> {
  const seed = await seedOfToken(env, input.token);
  if (!hasPlayer(viewer) || seed.userId !== viewer.userId) throw new GameError("NOT_YOURS", "This offline game was dealt to another player.");
  const now = env.now();
  if (seed.expiresAt.getTime() <= now.getTime()) throw new GameError("EXPIRED", `Offline games must be sent within ${OFFLINE_SEED_DAYS} days of being dealt.`);
  const sessionId = await env.db.$transaction(async (tx) => {
    const claimed = await tx.offlineSeed.updateMany({ where: { id: seed.id, redeemedAt: null }, data: { redeemedAt: now } });
    if (claimed.count === 0) throw new GameError("FINISHED", "This offline game was already sent: it counts once.");
    const session = await tx.gameSession.create({
      data: {
        userId: seed.userId,
        gameId: seed.gameId,
        options: seed.options ?? {},
        // A daily seed's game is that date's puzzle: the daily rules (paid once per date, its board) apply at the finish.
        daily: seed.dailyDate !== null,
        dailyDate: seed.dailyDate,
        seed: seed.seed,
        rulesVersion: seed.rulesVersion,
        saveMode: saveModeOf(viewer),
        // The earliest the game can have been dealt: the server's clock rules measure from here.
        startedAt: seed.issuedAt,
        moves: [],
      },
      select: { id: true },
    });
    await tx.offlineSeed.update({ where: { id: seed.id }, data: { sessionId: session.id } });
    return session.id;
  });
  try {
    return await finishGame(env, viewer, sessionId, input.moves, input.playedMs ?? null);
  } catch (error) {
    if (error instanceof GameError) {
      // Refused (a forged log, rules changed since): the session is over, so it cannot be resumed and paid later.
      await env.db.gameSession.updateMany({ where: { id: sessionId, finishedAt: null }, data: { finishedAt: now, phase: "LOST", verdict: error.message } });
    }
    throw error;
  }
}
