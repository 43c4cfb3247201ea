/**
 * The play domain against a real database: a verified win pays once, forged logs and powerups
 * never recorded pay nothing, powerups leave the inventory exactly once, saves resume, the speed
 * and hourly limits hold, daily seeds follow the Los Angeles date, and game days count once a day.
 */
import { describe, expect, test } from "vitest";
import { decodeMove, rules as klondike } from "../../../games/rivers-of-gold-solitaire/rules.ts";
import winnableSolutions from "../../../games/rivers-of-gold-solitaire/winnableSolutions.json";
import type { Viewer } from "../../auth/viewer.ts";
import { findLedgerMismatches } from "../../wallet/wallet.ts";
import { losAngelesDate } from "../calendar.ts";
import { PAID_WINS_PER_HOUR, PROGRESSION_REWARD_TOKENS, SESSIONS_PER_HOUR } from "../constants.ts";
import { asJson, type Json } from "../json.ts";
import { finishGame, NoPowerupLeftError, saveGame, savedGameOf, startGame, usePowerup } from "../play.ts";
import { anonymousViewer, givePowerups, MORNING_IN_LA, powerupCount, refusal, signedInViewer, temporaryViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";
import { FREEZE_MS, TARGET_GAME, targetRules, winningMoves, type TargetMove } from "./targetGame.ts";

const { db, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

/** A new target game and the moves that win it. */
async function startTarget(viewer: Viewer, options: Json = {}) {
  const { sessionId } = await startGame(env, viewer, { game: TARGET_GAME, options });
  const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
  const target = targetRules.newGame(session.seed, targetRules.parseOptions(options)).target;
  return { sessionId, target, winning: winningMoves(target) as Json[] };
}

describe("a verified win", () => {
  test("pays the progression reward once: a second finish is refused and pays nothing", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, winning } = await startTarget(viewer);
    clock.advance(MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, winning);
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS, message: null });
    expect(outcome.score).toBe(100 - 60);
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);

    const again = await refusal(finishGame(env, viewer, sessionId, winning));
    expect(again.code).toBe("FINISHED");
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(session).toMatchObject({ phase: "WON", tokensPaid: PROGRESSION_REWARD_TOKENS, score: 40, moves: winning });
    const rewards = await db.ledgerEntry.findMany({ where: { userId: viewer.userId, reference: `game:${sessionId}` } });
    expect(rewards.map((entry) => entry.delta)).toEqual([PROGRESSION_REWARD_TOKENS]);
    expect(await findLedgerMismatches(db, viewer.userId)).toEqual([]);
  });

  test("ten concurrent finishes of one session pay once, and the books balance", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, winning } = await startTarget(viewer);
    clock.advance(MINUTE);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => finishGame(env, viewer, sessionId, winning)));
    const paid = results.flatMap((result) => (result.status === "fulfilled" ? [result.value.tokensEarned] : []));
    expect(paid).toEqual([PROGRESSION_REWARD_TOKENS]);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "FINISHED" });
    }
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect(await findLedgerMismatches(db)).toEqual([]);
  });

  test("a loss is recorded with its reason and pays nothing; options change the score", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, target } = await startTarget(viewer, { double: true });
    const over: Json[] = [...(winningMoves(target - 1) as Json[]), { t: "add", n: 3 }];
    clock.advance(MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, over);
    expect(outcome).toMatchObject({ won: false, score: 0, tokensEarned: 0, message: `Went over ${target}.` });
    expect(await tokensOf(db, viewer.userId)).toBe(before);

    const doubled = await startTarget(viewer, { double: true });
    clock.advance(MINUTE);
    expect((await finishGame(env, viewer, doubled.sessionId, doubled.winning)).score).toBe(200 - 60);
  });

  test("a temporary user earns like a signed-in player; a visitor with no user is told to sign in", async () => {
    const temporary = await temporaryViewer(db);
    const game = await startTarget(temporary);
    clock.advance(MINUTE);
    expect(await finishGame(env, temporary, game.sessionId, game.winning)).toMatchObject({ tokensEarned: PROGRESSION_REWARD_TOKENS });
    expect(await tokensOf(db, temporary.userId)).toBe(PROGRESSION_REWARD_TOKENS);

    const visitor = await startTarget(anonymousViewer);
    clock.advance(MINUTE);
    const outcome = await finishGame(env, anonymousViewer, visitor.sessionId, visitor.winning);
    expect(outcome).toMatchObject({ won: true, tokensEarned: 0, userId: null });
    expect(outcome.message).toMatch(/sign in/i);
  });
});

describe("forged and impossible logs", () => {
  test("are refused with a clear error, pay nothing and leave the session open", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, winning } = await startTarget(viewer);
    clock.advance(MINUTE);
    const forged: [Json, RegExp, string][] = [
      [[{ t: "add", n: 4 }], /^Move 1: Add 1, 2 or 3/, "ILLEGAL_MOVE"],
      [[...winning, { t: "add", n: 1 }], new RegExp(`^Move ${winning.length + 1}: the game was already over`), "ILLEGAL_MOVE"],
      [[{ t: "win" }], /^Move 1:/, "ILLEGAL_MOVE"],
      [{ won: true }, /must be a list/, "BAD_INPUT"],
      ["won", /must be a list/, "BAD_INPUT"],
      [Array.from({ length: 5001 }, () => ({ t: "add", n: 1 })), /at most 5000 moves/, "BAD_INPUT"],
    ];
    for (const [moves, message, code] of forged) {
      const error = await refusal(finishGame(env, viewer, sessionId, moves));
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    }
    expect(await tokensOf(db, viewer.userId)).toBe(before);
    expect(await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } })).toMatchObject({ finishedAt: null, tokensPaid: 0, phase: "PLAYING" });
    // The honest log still finishes and pays.
    expect((await finishGame(env, viewer, sessionId, winning)).tokensEarned).toBe(PROGRESSION_REWARD_TOKENS);
  });

  test("another player's session is not yours; an unknown one is not found", async () => {
    const owner = await signedInViewer(db);
    const other = await signedInViewer(db);
    const { sessionId, winning } = await startTarget(owner);
    clock.advance(MINUTE);
    expect((await refusal(finishGame(env, other, sessionId, winning))).code).toBe("NOT_YOURS");
    expect((await refusal(finishGame(env, anonymousViewer, sessionId, winning))).code).toBe("NOT_YOURS");
    expect((await refusal(usePowerup(env, other, sessionId, "BO"))).code).toBe("NOT_YOURS");
    expect((await refusal(finishGame(env, owner, "no-such-session", winning))).code).toBe("NOT_FOUND");
    expect((await refusal(startGame(env, owner, { game: "NOPE" }))).code).toBe("NOT_FOUND");
    expect((await refusal(startGame(env, owner, { game: TARGET_GAME, options: { double: "yes" } }))).code).toBe("BAD_INPUT");
  });
});

describe("powerups", () => {
  test("a powerup move without a recorded use is refused; the k-th use needs k recorded uses", async () => {
    const viewer = await signedInViewer(db);
    await givePowerups(db, viewer.userId, TARGET_GAME, "BO", 3);
    const { sessionId, target } = await startTarget(viewer);
    const boosted: Json[] = [{ t: "powerup", id: "BO" }, { t: "powerup", id: "BO" }, ...(winningMoves(target - 10) as Json[])];
    clock.advance(MINUTE);
    const unrecorded = await refusal(finishGame(env, viewer, sessionId, boosted));
    expect(unrecorded).toMatchObject({ code: "ILLEGAL_MOVE" });
    expect(unrecorded.message).toMatch(/^Move 1: it spends a BO powerup the session never took/);

    await usePowerup(env, viewer, sessionId, "BO");
    const secondUnrecorded = await refusal(finishGame(env, viewer, sessionId, boosted));
    expect(secondUnrecorded.message).toMatch(/^Move 2: it spends a BO powerup/);

    await usePowerup(env, viewer, sessionId, "BO");
    expect(await finishGame(env, viewer, sessionId, boosted)).toMatchObject({ won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });
    expect(await powerupCount(db, viewer.userId, TARGET_GAME, "BO")).toBe(1);
  });

  test("usePowerup takes exactly one per call and records it in order", async () => {
    const viewer = await signedInViewer(db);
    await givePowerups(db, viewer.userId, TARGET_GAME, "BO", 2);
    await givePowerups(db, viewer.userId, TARGET_GAME, "FZ", 1);
    const { sessionId } = await startTarget(viewer);
    expect(await usePowerup(env, viewer, sessionId, "BO")).toMatchObject({ powerup: { id: "BO", title: "Boost", count: 1 }, reveal: null });
    expect(await powerupCount(db, viewer.userId, TARGET_GAME, "BO")).toBe(1);
    expect((await usePowerup(env, viewer, sessionId, "FZ")).powerup.count).toBe(0);
    expect((await usePowerup(env, viewer, sessionId, "BO")).powerup.count).toBe(0);
    const uses = await db.gamePowerupUse.findMany({ where: { sessionId }, orderBy: { seq: "asc" } });
    expect(uses.map((use) => [use.seq, use.powerupId])).toEqual([[1, "BO"], [2, "FZ"], [3, "BO"]]);
    // A powerup the game does not have is a bad request, not a missing one.
    expect((await refusal(usePowerup(env, viewer, sessionId, "XX"))).code).toBe("BAD_INPUT");
  });

  test("with none owned: NoPowerupLeftError, and nothing is recorded", async () => {
    const viewer = await signedInViewer(db);
    const { sessionId } = await startTarget(viewer);
    const error = await usePowerup(env, viewer, sessionId, "FZ").catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(NoPowerupLeftError);
    expect((error as NoPowerupLeftError).powerup).toEqual({ id: "FZ", title: "Freeze", count: 0 });
    expect(await db.gamePowerupUse.count({ where: { sessionId } })).toBe(0);
    expect(await usePowerup(env, anonymousViewer, (await startTarget(anonymousViewer)).sessionId, "FZ").catch((reason: unknown) => reason)).toBeInstanceOf(
      NoPowerupLeftError,
    );
  });

  test("with one owned, of two concurrent uses exactly one succeeds", async () => {
    for (let round = 0; round < 5; round++) {
      const viewer = await signedInViewer(db);
      await givePowerups(db, viewer.userId, TARGET_GAME, "BO", 1);
      const first = await startTarget(viewer);
      const second = await startTarget(viewer);
      const results = await Promise.allSettled([usePowerup(env, viewer, first.sessionId, "BO"), usePowerup(env, viewer, second.sessionId, "BO")]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const failed = results.find((result) => result.status === "rejected");
      expect(failed?.status === "rejected" && failed.reason).toBeInstanceOf(NoPowerupLeftError);
      expect(await powerupCount(db, viewer.userId, TARGET_GAME, "BO")).toBe(0);
      expect(await db.gamePowerupUse.count({ where: { sessionId: { in: [first.sessionId, second.sessionId] } } })).toBe(1);
    }
  });

  test("twenty concurrent uses on one session with twelve owned: twelve recorded, numbered 1..12", async () => {
    const viewer = await signedInViewer(db);
    await givePowerups(db, viewer.userId, TARGET_GAME, "FZ", 12);
    const { sessionId } = await startTarget(viewer);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => usePowerup(env, viewer, sessionId, "FZ")));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(12);
    expect(await powerupCount(db, viewer.userId, TARGET_GAME, "FZ")).toBe(0);
    const uses = await db.gamePowerupUse.findMany({ where: { sessionId }, orderBy: { seq: "asc" } });
    expect(uses.map((use) => use.seq)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  });

  test("Freeze's recorded seconds are taken off the time the score counts", async () => {
    const viewer = await signedInViewer(db);
    await givePowerups(db, viewer.userId, TARGET_GAME, "FZ", 1);
    const { sessionId, winning } = await startTarget(viewer);
    await usePowerup(env, viewer, sessionId, "FZ");
    clock.advance(FREEZE_MS + 20_000);
    const outcome = await finishGame(env, viewer, sessionId, [{ t: "powerup", id: "FZ" }, ...winning]);
    expect(outcome.score).toBe(100 - 20);
  });
});

describe("the game's own clock", () => {
  test("scores the time the player watched (how-to and hidden time held), kept within the server's span and a person's pace", async () => {
    const viewer = await signedInViewer(db);
    const finishAfter = async (serverMs: number, playedMs: number | null) => {
      const { sessionId, winning } = await startTarget(viewer);
      clock.advance(serverMs);
      return { outcome: await finishGame(env, viewer, sessionId, winning, playedMs), fastest: targetRules.minimumHumanMs(winning.length) };
    };
    // 50 s from start to finish, 20 of them reading the how-to: 30 s count.
    expect((await finishAfter(50_000, 30_000)).outcome.score).toBe(100 - 30);
    // A clock ahead of the server's span counts the span; no clock at all counts it too.
    expect((await finishAfter(40_000, 90_000)).outcome.score).toBe(100 - 40);
    expect((await finishAfter(40_000, null)).outcome.score).toBe(100 - 40);
    // A forged clock scores no better than a person's fastest pace for the moves.
    for (const forged of [0, -5_000]) {
      const { outcome, fastest } = await finishAfter(60_000, forged);
      expect(outcome.score).toBe(100 - Math.floor(fastest / 1000));
    }
  });
});

describe("save and resume", () => {
  test("a signed-in player's moves are kept on the server and found again", async () => {
    const viewer = await signedInViewer(db);
    const { sessionId, winning } = await startTarget(viewer);
    const partial = winning.slice(0, 2);
    await saveGame(env, viewer, sessionId, partial);
    const saved = await savedGameOf(db, viewer.userId, TARGET_GAME.toLowerCase());
    expect(saved).toMatchObject({ id: sessionId, moves: partial, saveMode: 2 });

    const illegal = await refusal(saveGame(env, viewer, sessionId, [{ t: "add", n: 9 }]));
    expect(illegal.code).toBe("ILLEGAL_MOVE");
    expect((await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } })).moves).toEqual(partial);

    clock.advance(MINUTE);
    await finishGame(env, viewer, sessionId, winning);
    expect(await savedGameOf(db, viewer.userId, TARGET_GAME)).toBeNull();
    expect(await savedGameOf(db, viewer.userId, "\uD800ab")).toBeNull();
    expect((await refusal(saveGame(env, viewer, sessionId, partial))).code).toBe("FINISHED");
  });

  test("temporary users save on their device (mode 1) and anonymous visitors not at all (mode 0)", async () => {
    const temporary = await temporaryViewer(db);
    const game = await startTarget(temporary);
    expect((await db.gameSession.findUniqueOrThrow({ where: { id: game.sessionId } })).saveMode).toBe(1);
    const refused = await refusal(saveGame(env, temporary, game.sessionId, game.winning.slice(0, 1)));
    expect(refused).toMatchObject({ code: "BAD_INPUT" });
    const visitor = await startTarget(anonymousViewer);
    expect((await db.gameSession.findUniqueOrThrow({ where: { id: visitor.sessionId } })).saveMode).toBe(0);
  });
});

describe("limits", () => {
  test("a win faster than a person can play is recorded, not verified, and pays nothing", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, winning } = await startTarget(viewer);
    clock.advance(winning.length * 1000 - 1);
    const outcome = await finishGame(env, viewer, sessionId, winning);
    expect(outcome).toMatchObject({ verified: false, won: true, tokensEarned: 0 });
    expect(outcome.message).toMatch(/faster than a person/);
    expect(await tokensOf(db, viewer.userId)).toBe(before);
    expect(await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } })).toMatchObject({ phase: "WON", tokensPaid: 0, verdict: outcome.message });
  });

  test(`${SESSIONS_PER_HOUR} games started in an hour: the next start is refused and saves nothing; a visitor with no user has no such count`, async () => {
    const viewer = await signedInViewer(db);
    const thirtyMinutesAgo = new Date(clock.now().getTime() - 30 * MINUTE);
    await db.$executeRaw`
      INSERT INTO "GameSession" (id, "userId", "gameId", options, seed, "rulesVersion", "saveMode", "startedAt")
      SELECT 'earlier-' || n || '-' || ${viewer.userId}, ${viewer.userId}, ${TARGET_GAME}, '{}', 'seed', ${targetRules.version}, 2, ${thirtyMinutesAgo.toISOString()}::timestamptz AT TIME ZONE 'UTC'
      FROM generate_series(1, ${SESSIONS_PER_HOUR - 1}) n`;
    await startTarget(viewer);
    const refused = await refusal(startGame(env, viewer, { game: TARGET_GAME, options: {} }));
    expect(refused).toMatchObject({ code: "TOO_MANY", message: `You have started ${SESSIONS_PER_HOUR} games in the last hour. Please take a short break.` });
    expect(await db.gameSession.count({ where: { userId: viewer.userId } })).toBe(SESSIONS_PER_HOUR);
    await startTarget(anonymousViewer);

    // Once the earlier games are more than an hour old, starts are welcome again.
    clock.advance(31 * MINUTE);
    await startTarget(viewer);
    expect(await db.gameSession.count({ where: { userId: viewer.userId } })).toBe(SESSIONS_PER_HOUR + 1);
  });

  test(`more than ${PAID_WINS_PER_HOUR} paid wins in an hour: the next pays nothing, an hour later it pays again`, async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const games = await Promise.all(Array.from({ length: PAID_WINS_PER_HOUR + 2 }, () => startTarget(viewer)));
    clock.advance(MINUTE);
    const outcomes = await Promise.all(games.slice(0, PAID_WINS_PER_HOUR + 1).map((game) => finishGame(env, viewer, game.sessionId, game.winning)));
    expect(outcomes.filter((outcome) => outcome.tokensEarned > 0)).toHaveLength(PAID_WINS_PER_HOUR);
    const unpaid = outcomes.filter((outcome) => outcome.tokensEarned === 0);
    expect(unpaid).toHaveLength(1);
    expect(unpaid[0]!.message).toMatch(new RegExp(`${PAID_WINS_PER_HOUR} wins in the last hour`));
    expect(await tokensOf(db, viewer.userId)).toBe(before + PAID_WINS_PER_HOUR * PROGRESSION_REWARD_TOKENS);

    clock.advance(60 * MINUTE);
    const last = games.at(-1)!;
    expect((await finishGame(env, viewer, last.sessionId, last.winning)).tokensEarned).toBe(PROGRESSION_REWARD_TOKENS);
    expect(await findLedgerMismatches(db, viewer.userId)).toEqual([]);
  });
});

describe("daily games and game days (America/Los_Angeles)", () => {
  test("the Los Angeles date turns at local midnight, in winter and in summer", () => {
    expect(losAngelesDate(new Date("2026-11-24T07:59:59.999Z"))).toBe("2026-11-23");
    expect(losAngelesDate(new Date("2026-11-24T08:00:00Z"))).toBe("2026-11-24");
    expect(losAngelesDate(new Date("2026-07-04T06:59:59Z"))).toBe("2026-07-03");
    expect(losAngelesDate(new Date("2026-07-04T07:00:00Z"))).toBe("2026-07-04");
  });

  test("everyone gets the same daily seed (and hidden secret) on one LA date, a new one after LA midnight", async () => {
    const players = [await signedInViewer(db), await temporaryViewer(db), anonymousViewer];
    const dailyOf = async (viewer: Viewer, game: string) => {
      const { sessionId } = await startGame(env, viewer, { game, daily: true });
      return db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
    };
    clock.set(Date.parse("2026-11-24T08:00:00Z"));
    const early = await Promise.all(players.map((viewer) => dailyOf(viewer, "WOR")));
    clock.set(Date.parse("2026-11-25T07:59:59Z"));
    const late = await Promise.all(players.map((viewer) => dailyOf(viewer, "WOR")));
    const sameDay = [...early, ...late];
    expect(new Set(sameDay.map((session) => session.seed)).size).toBe(1);
    expect(new Set(sameDay.map((session) => session.secretSeed)).size).toBe(1);
    expect(sameDay.every((session) => session.daily && session.dailyDate === "2026-11-24")).toBe(true);
    // The secret is keyed with the server's secret: not derivable from the public seed.
    expect(early[0]!.secretSeed).not.toContain("2026-11-24");

    clock.set(Date.parse("2026-11-25T08:00:00Z"));
    const next = await dailyOf(players[0]!, "WOR");
    expect(next.dailyDate).toBe("2026-11-25");
    expect(next.seed).not.toBe(early[0]!.seed);
    expect(next.secretSeed).not.toBe(early[0]!.secretSeed);

    const klondike = await dailyOf(players[0]!, "KLO");
    expect(klondike.seed).not.toBe(next.seed);
    expect(klondike.secretSeed).toBeNull();
    // Free play deals differ every time.
    const free = await Promise.all([0, 1].map(() => startGame(env, players[0]!, { game: "WOR" })));
    const freeRows = await db.gameSession.findMany({ where: { id: { in: free.map((session) => session.sessionId) } } });
    expect(new Set(freeRows.map((session) => session.secretSeed)).size).toBe(2);
    clock.set(MORNING_IN_LA);
  });

  test("a daily game pays once per player and LA date", async () => {
    const viewer = await signedInViewer(db);
    const play = async () => {
      const { sessionId } = await startGame(env, viewer, { game: TARGET_GAME, daily: true });
      const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
      clock.advance(MINUTE);
      return finishGame(env, viewer, sessionId, winningMoves(targetRules.newGame(session.seed, { double: false }).target) as Json[]);
    };
    expect((await play()).tokensEarned).toBe(PROGRESSION_REWARD_TOKENS);
    const second = await play();
    expect(second.tokensEarned).toBe(0);
    expect(second.message).toMatch(/already earned tokens for today's daily game/);
    clock.advance(24 * 60 * MINUTE);
    expect((await play()).tokensEarned).toBe(PROGRESSION_REWARD_TOKENS);
  });

  test("game days count the LA days with a finished game, once each", async () => {
    const viewer = await signedInViewer(db);
    const gameDays = async () => (await db.player.findUniqueOrThrow({ where: { userId: viewer.userId } })).gameDays;
    const finishOne = async (won: boolean) => {
      const { sessionId, target, winning } = await startTarget(viewer);
      clock.advance(MINUTE);
      await finishGame(env, viewer, sessionId, won ? winning : [...(winningMoves(target - 1) as Json[]), { t: "add", n: 3 } satisfies TargetMove]);
    };
    clock.set(Date.parse("2026-11-26T16:00:00Z")); // 08:00 in LA
    expect(await gameDays()).toBe(0);
    await finishOne(true);
    await finishOne(false);
    expect(await gameDays()).toBe(1);
    // A game started but not finished is no game day.
    await startTarget(viewer);
    clock.set(Date.parse("2026-11-27T07:30:00Z")); // 23:30 the same LA day
    await finishOne(true);
    expect(await gameDays()).toBe(1);
    clock.set(Date.parse("2026-11-27T08:30:00Z")); // 00:30 the next LA day
    await finishOne(false);
    expect(await gameDays()).toBe(2);
    clock.set(MORNING_IN_LA);
  });
});

describe("Klondike, with its real rules", () => {
  /** A winnable-mode deal and the solver's stored solution for it, as JSON moves. */
  async function startKlondike(viewer: Viewer) {
    const options = { draw: 1, winnable: true };
    const { sessionId } = await startGame(env, viewer, { game: "KLO", options });
    const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
    const deal = klondike.newGame(session.seed, klondike.parseOptions(options)).deal;
    const solutions: Record<string, string> = winnableSolutions.draw1;
    const solution = asJson(solutions[deal]!.split(" ").map(decodeMove));
    if (!Array.isArray(solution)) throw new Error(`No stored solution for ${deal}`);
    return { sessionId, solution };
  }

  test("the solver's solution is replayed by the server, wins and pays once", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, solution } = await startKlondike(viewer);
    await saveGame(env, viewer, sessionId, solution.slice(0, 20));
    clock.advance(10 * MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, solution);
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });
    expect(outcome.score).toBeGreaterThan(0);
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
  });

  test("a solution with a card moved where it cannot go, or a More Cards never bought, is refused", async () => {
    const viewer = await signedInViewer(db);
    const { sessionId, solution } = await startKlondike(viewer);
    clock.advance(10 * MINUTE);
    const cardMove = solution.findIndex((move) => typeof move === "object" && move !== null && !Array.isArray(move) && move.t === "move" && move.to !== "f0");
    const forged = solution.map((move, index) => (index === cardMove ? { t: "move", from: "t0", to: "f0", n: 13 } : move));
    expect((await refusal(finishGame(env, viewer, sessionId, forged))).message).toMatch(new RegExp(`^Move ${cardMove + 1}:`));
    const withMoreCards: Json[] = [{ t: "powerup", id: "MC" }, ...solution];
    expect((await refusal(finishGame(env, viewer, sessionId, withMoreCards))).message).toMatch(/^Move 1: it spends a MC powerup/);
    // Stopping short is a game that was not won: recorded, and it pays nothing.
    const outcome = await finishGame(env, viewer, sessionId, solution.slice(0, -1));
    expect(outcome).toMatchObject({ won: false, tokensEarned: 0, message: "The game ended before it was won." });
  });
});
