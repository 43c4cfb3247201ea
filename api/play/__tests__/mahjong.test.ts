/**
 * The mahjong games with their real rules on the real server: the deal's own solution wins and
 * pays once, with the time left in the score; a forged pair, a Shuffle never taken from the
 * inventory or a finish faster than a person pays nothing; a board whose time ran out is lost.
 * Getaway's progress counts only verified wins.
 */
import { describe, expect, test } from "vitest";
import { hintPair, SCORE, type MahjongMove, type MahjongState } from "../../../games/engines/tiles/mahjong.ts";
import { rules as cruise } from "../../../games/mahjong-cruise/rules.ts";
import { progressFrom, rules as getaway } from "../../../games/mahjong-getaway/rules.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { finishGame, startGame, usePowerup } from "../play.ts";
import { wonGameOptions } from "../progress.ts";
import { anonymousViewer, givePowerups, refusal, signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";

const { db, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

/** The moves that clear a board from `state` (the rules' hint each time), and the end state. */
function clearFrom(state: MahjongState): { moves: MahjongMove[]; end: MahjongState } {
  const moves: MahjongMove[] = [];
  let end = state;
  while (cruise.status(end).phase === "playing") {
    const [a, b] = hintPair(end)!;
    const move: MahjongMove = { t: "match", a, b };
    end = cruise.apply(end, move);
    moves.push(move);
  }
  return { moves, end };
}

describe("Mahjong Cruise, with its real rules", () => {
  async function startCruise(viewer: { userId: string | null } & Parameters<typeof startGame>[1]) {
    const { sessionId } = await startGame(env, viewer, { game: "MJC", options: { layout: "diamond" } });
    const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
    return { sessionId, start: cruise.newGame(session.seed, cruise.parseOptions(session.options)) };
  }

  test("a session started without options plays the turtle", async () => {
    const viewer = await signedInViewer(db);
    const { sessionId } = await startGame(env, viewer, { game: "MJC" });
    const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(cruise.newGame(session.seed, cruise.parseOptions(session.options)).faces).toHaveLength(144);
    expect((await refusal(startGame(env, viewer, { game: "MJC", options: { layout: "castle" } }))).code).toBe("BAD_INPUT");
  });

  test("the deal's solution wins and pays once, the time left counting in the score", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, start } = await startCruise(viewer);
    const { moves, end } = clearFrom(start);
    clock.advance(2 * MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, moves as Json[]);
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS, score: 21 * SCORE.perPair + 3 * 60 * SCORE.perSecondLeft });
    expect(cruise.finalScore(end, { playedMs: 2 * MINUTE })).toBe(outcome.score);
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
    expect((await refusal(finishGame(env, viewer, sessionId, moves as Json[]))).code).toBe("FINISHED");
    expect(await tokensOf(db, viewer.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);
  });

  test("a forged pair, a Shuffle never taken from the inventory or a finish faster than a person pays nothing", async () => {
    const viewer = await signedInViewer(db);
    const before = await tokensOf(db, viewer.userId);
    const { sessionId, start } = await startCruise(viewer);
    const { moves } = clearFrom(start);
    clock.advance(2 * MINUTE);
    const blocked = start.faces.findIndex((_, spot) => !cruise.legalMoves(start).some((move) => move.t === "match" && (move.a === spot || move.b === spot)));
    const forged: Json[] = [{ t: "match", a: blocked, b: moves[0]!.t === "match" ? moves[0]!.a : 0 }, ...(moves as Json[])];
    expect((await refusal(finishGame(env, viewer, sessionId, forged))).message).toMatch(/^Move 1: Those two tiles cannot go: pick two matching tiles that are both free/);
    const shuffled: Json[] = [{ t: "shuffle" }, ...(moves as Json[])];
    expect((await refusal(finishGame(env, viewer, sessionId, shuffled))).message).toMatch(/^Move 1: it spends a SH powerup/);
    expect(await tokensOf(db, viewer.userId)).toBe(before);

    const quick = await startCruise(viewer);
    const line = clearFrom(quick.start).moves;
    clock.advance(cruise.minimumHumanMs(line.length) - 1_000);
    expect(await finishGame(env, viewer, quick.sessionId, line as Json[])).toMatchObject({ verified: false, won: true, tokensEarned: 0 });
    expect(await tokensOf(db, viewer.userId)).toBe(before);
  });

  test("a recorded Shuffle and Auto Play replay into a win; a board whose time ran out is lost", async () => {
    const viewer = await signedInViewer(db);
    await givePowerups(db, viewer.userId, "MJC", "SH", 1);
    await givePowerups(db, viewer.userId, "MJC", "AP", 1);
    const { sessionId, start } = await startCruise(viewer);
    await usePowerup(env, viewer, sessionId, "SH");
    await usePowerup(env, viewer, sessionId, "AP");
    const helped = cruise.apply(cruise.apply(start, { t: "shuffle" }), { t: "auto" });
    const { moves } = clearFrom(helped);
    clock.advance(3 * MINUTE);
    const outcome = await finishGame(env, viewer, sessionId, [{ t: "shuffle" }, { t: "auto" }, ...(moves as Json[])]);
    expect(outcome).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });

    const late = await startCruise(viewer);
    clock.advance(6 * MINUTE);
    const timedOut = await finishGame(env, viewer, late.sessionId, [{ t: "timeout" }]);
    expect(timedOut).toMatchObject({ won: false, tokensEarned: 0, message: "Time is up." });
  });
});

describe("Mahjong Getaway's progress: the options of verified wins", () => {
  test("a verified win counts once, a win faster than a person and a loss do not, and a visitor has none", async () => {
    const viewer = await signedInViewer(db);
    expect(await wonGameOptions(env, viewer, "MJG")).toEqual([]);
    const level = async (options: { city: number; level: number }, advanceMs: number, lose = false) => {
      const { sessionId } = await startGame(env, viewer, { game: "MJG", options });
      const session = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
      const start = getaway.newGame(session.seed, getaway.parseOptions(session.options));
      clock.advance(advanceMs);
      const moves: Json[] = lose ? [{ t: "timeout" }] : (clearFrom(start).moves as Json[]);
      return finishGame(env, viewer, sessionId, moves);
    };
    expect(await level({ city: 0, level: 1 }, 2 * MINUTE)).toMatchObject({ won: true, verified: true });
    expect(await level({ city: 0, level: 1 }, 2 * MINUTE)).toMatchObject({ won: true, verified: true });
    expect(await level({ city: 0, level: 2 }, 1_000)).toMatchObject({ won: true, verified: false });
    expect(await level({ city: 0, level: 3 }, 2 * MINUTE, true)).toMatchObject({ won: false });
    const wins = await wonGameOptions(env, viewer, "MJG");
    expect(wins).toEqual([{ city: 0, level: 1 }]);
    expect(progressFrom(wins).cleared[0]).toBe(1);
    expect(await wonGameOptions(env, anonymousViewer, "MJG")).toEqual([]);
    expect((await refusal(wonGameOptions(env, viewer, "nope"))).code).toBe("NOT_FOUND");
  });
});
