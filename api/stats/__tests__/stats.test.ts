/**
 * Statistics against a real database, through the play domain's own finishes: what counts (verified
 * finishes, won or lost), streaks in finish order, bests and the "new best" answer, per options, and
 * a temporary user's stats joining the account on sign-up.
 */
import { describe, expect, test } from "vitest";
import type { Viewer } from "../../auth/viewer.ts";
import { anonymousViewer, refusal, signedInViewer, temporaryViewer, usePlayEnvironment } from "../../play/__tests__/playFixtures.ts";
import { TARGET_GAME, targetRules, winningMoves } from "../../play/__tests__/targetGame.ts";
import type { Json } from "../../play/json.ts";
import { finishGame, startGame } from "../../play/play.ts";
import { mergeTemporaryUser } from "../../players/mergeTemporaryUser.ts";
import { optionsKey, readAllGameStats, readGameStats, winRate } from "../stats.ts";

const { db, clock, env } = usePlayEnvironment();

const SECOND = 1000;

/** Starts a target game, lets `playedMs` pass and finishes it won or lost; returns the outcome. */
async function play(viewer: Viewer, result: "win" | "loss", playedMs = 60 * SECOND, options: Json = {}, daily = false) {
  const { sessionId } = await startGame(env, viewer, { game: TARGET_GAME, options, daily });
  const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
  const target = targetRules.newGame(session.seed, targetRules.parseOptions(options)).target;
  const moves = (result === "win" ? winningMoves(target) : [...winningMoves(target - 1), { t: "add", n: 3 }]) as Json[];
  clock.advance(playedMs);
  return finishGame(env, viewer, sessionId, moves);
}

describe("two wins and a loss", () => {
  test("give played 3, won 2, 67%, the streaks, the best time and score, in all and per options", async () => {
    const viewer = await signedInViewer(db);
    const first = await play(viewer, "win", 60 * SECOND);
    expect(first).toMatchObject({ won: true, score: 40, newBestTime: false, newBestScore: false });
    const second = await play(viewer, "win", 30 * SECOND);
    expect(second).toMatchObject({ won: true, score: 70, newBestTime: true, newBestScore: true });
    const loss = await play(viewer, "loss", 20 * SECOND, { double: true });
    expect(loss).toMatchObject({ won: false, newBestTime: false, newBestScore: false });

    const stats = await readGameStats(env, viewer, TARGET_GAME.toLowerCase());
    expect(stats).toMatchObject({ gameId: TARGET_GAME, played: 3, won: 2, winRate: 67, currentStreak: 0, bestStreak: 2, bestTimeMs: 30 * SECOND, bestScore: 70 });
    expect(stats.byOptions).toEqual([
      { options: { double: false }, played: 2, won: 2, winRate: 100, currentStreak: 2, bestStreak: 2, bestTimeMs: 30 * SECOND, bestScore: 70 },
      { options: { double: true }, played: 1, won: 0, winRate: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, bestScore: null },
    ]);
    expect(await readAllGameStats(db, viewer)).toEqual([stats]);
  });

  test("a slower win or a lower score beats nothing; a streak restarts after a loss and the best is kept", async () => {
    const viewer = await signedInViewer(db);
    for (const result of ["win", "win", "loss", "win", "win", "win"] as const) await play(viewer, result, 40 * SECOND);
    const slower = await play(viewer, "win", 50 * SECOND);
    expect(slower).toMatchObject({ won: true, newBestTime: false, newBestScore: false });
    expect(await readGameStats(env, viewer, TARGET_GAME)).toMatchObject({ played: 7, won: 6, winRate: 86, currentStreak: 4, bestStreak: 4, bestTimeMs: 40 * SECOND, bestScore: 60 });
    // Options are another record: the double game's first win beats nothing there.
    expect(await play(viewer, "win", 20 * SECOND, { double: true })).toMatchObject({ newBestTime: false, newBestScore: false });
  });
});

describe("daily puzzles", () => {
  test("count in a row of their own, apart from free play of the same options, and in the game's totals", async () => {
    const viewer = await signedInViewer(db);
    await play(viewer, "win", 50 * SECOND);
    await play(viewer, "win", 30 * SECOND, {}, true);
    await play(viewer, "loss", 40 * SECOND, {}, true);
    const stats = await readGameStats(env, viewer, TARGET_GAME);
    expect(stats).toMatchObject({ played: 3, won: 2, bestTimeMs: 30 * SECOND });
    expect(stats.byOptions).toEqual([
      { options: { daily: true, double: false }, played: 2, won: 1, winRate: 50, currentStreak: 0, bestStreak: 1, bestTimeMs: 30 * SECOND, bestScore: 70 },
      { options: { double: false }, played: 1, won: 1, winRate: 100, currentStreak: 1, bestStreak: 1, bestTimeMs: 50 * SECOND, bestScore: 50 },
    ]);
  });
});

describe("what does not count", () => {
  test("a finish faster than a person can play, a forged log and a visitor's game count nothing", async () => {
    const viewer = await signedInViewer(db);
    const tooFast = await play(viewer, "win", 0);
    expect(tooFast).toMatchObject({ won: true, verified: false, newBestTime: false });

    const { sessionId } = await startGame(env, viewer, { game: TARGET_GAME, options: {} });
    clock.advance(60 * SECOND);
    expect((await refusal(finishGame(env, viewer, sessionId, [{ t: "win" }]))).code).toBe("ILLEGAL_MOVE");
    expect((await refusal(finishGame(env, viewer, sessionId, [{ t: "powerup", id: "BO" }, { t: "add", n: 3 }, { t: "add", n: 3 }, { t: "add", n: 3 }, { t: "add", n: 3 }]))).code).toBe("ILLEGAL_MOVE");

    expect(await readGameStats(env, viewer, TARGET_GAME)).toMatchObject({ played: 0, won: 0, winRate: 0, bestTimeMs: null, bestScore: null, byOptions: [] });
    expect(await db.gameStat.count({ where: { userId: viewer.userId } })).toBe(0);

    await play(anonymousViewer, "win");
    expect(await readGameStats(env, anonymousViewer, TARGET_GAME)).toMatchObject({ played: 0, byOptions: [] });
    expect(await readAllGameStats(db, anonymousViewer)).toEqual([]);
  });

  test("an unknown game is refused", async () => {
    const viewer = await signedInViewer(db);
    for (const game of ["ZZZ", "", "KL", "K'O", "x".repeat(10_000)]) expect((await refusal(readGameStats(env, viewer, game))).code).toBe("NOT_FOUND");
  });
});

describe("a temporary user", () => {
  test("keeps its stats through sign-up, added to the account's, with the better bests and the later streak", async () => {
    const account = await signedInViewer(db);
    await play(account, "win", 50 * SECOND);
    await play(account, "win", 50 * SECOND);
    const temporary = await temporaryViewer(db);
    await play(temporary, "win", 30 * SECOND);
    await play(temporary, "loss", 30 * SECOND);
    await play(temporary, "win", 30 * SECOND, { double: true });

    await mergeTemporaryUser(db, temporary.userId, account.userId);
    const stats = await readGameStats(env, account, TARGET_GAME);
    expect(stats).toMatchObject({ played: 5, won: 4, winRate: 80, currentStreak: 1, bestStreak: 2, bestTimeMs: 30 * SECOND, bestScore: 170 });
    expect(stats.byOptions).toMatchObject([
      { options: { double: false }, played: 4, won: 3, currentStreak: 0, bestStreak: 2, bestTimeMs: 30 * SECOND, bestScore: 70 },
      { options: { double: true }, played: 1, won: 1, currentStreak: 1, bestScore: 170 },
    ]);
    expect(await db.gameStat.count({ where: { userId: temporary.userId } })).toBe(0);
    // Run again for the same pair, the merge finds nothing left to move.
    await mergeTemporaryUser(db, temporary.userId, account.userId);
    expect(await readGameStats(env, account, TARGET_GAME)).toEqual(stats);
  });
});

describe("pure rules", () => {
  test("options keys do not depend on the order of fields; win rates are whole percent", () => {
    expect(optionsKey({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: true } })).toBe(optionsKey({ a: { c: true, d: [2, { x: 0, y: 1 }] }, b: 1 }));
    expect(optionsKey({ draw: 1 })).not.toBe(optionsKey({ draw: 3 }));
    expect([winRate(0, 0), winRate(3, 2), winRate(3, 1), winRate(7, 7)]).toEqual([0, 67, 33, 100]);
  });
});
