/**
 * Tea Box Puzzler's daily puzzle on the real server: a daily session gets the day's seed, so every
 * player packs the same box whatever level they asked for; the day pays once per player and counts
 * on its puzzle leaderboard, and a past day has its own box.
 */
import { describe, expect, test } from "vitest";
import { finishGame, startGame } from "../../../api/play/play.ts";
import { PROGRESSION_REWARD_TOKENS } from "../../../api/play/constants.ts";
import type { Json } from "../../../api/play/json.ts";
import { signedInViewer, tokensOf, usePlayEnvironment } from "../../../api/play/__tests__/playFixtures.ts";
import { DAILY_LEVEL, puzzleOf, rules, solutionMoves } from "../rules.ts";

const { db, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

async function session(sessionId: string) {
  return db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
}

describe("Tea Box Puzzler's daily puzzle, on the server", () => {
  test("the day's seed for every player and any level, paid once a day and on the day's puzzle board; a past day has its own box", async () => {
    const [one, two] = [await signedInViewer(db), await signedInViewer(db)];
    const first = await session((await startGame(env, one, { game: "TEA", daily: true, options: { level: 1 } })).sessionId);
    const second = await session((await startGame(env, two, { game: "TEA", daily: true, options: { level: 12 } })).sessionId);
    expect(first).toMatchObject({ daily: true, dailyDate: "2026-11-24", seed: "TEA:2026-11-24" });
    expect(second.seed).toBe(first.seed);
    const state = rules.newGame(first.seed, { level: 1 });
    expect(rules.newGame(second.seed, { level: 12 })).toEqual(state);
    expect(state).toMatchObject({ daily: "2026-11-24", level: DAILY_LEVEL });

    const answer: Json[] = JSON.parse(JSON.stringify(solutionMoves(puzzleOf(state)))) as Json[];
    const before = await tokensOf(db, one.userId);
    clock.advance(3 * MINUTE);
    const won = await finishGame(env, one, first.id, answer);
    expect(won).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });
    const board = await db.leaderboardEntry.findMany({ where: { userId: one.userId, gameId: "TEA", board: "PUZZLE" } });
    expect(board).toMatchObject([{ period: "2026-11-24", score: won.score }]);
    // The same day again pays nothing.
    const replay = await startGame(env, one, { game: "TEA", daily: true, options: { level: 1 } });
    clock.advance(3 * MINUTE);
    expect(await finishGame(env, one, replay.sessionId, answer)).toMatchObject({ won: true, tokensEarned: 0 });
    expect(await tokensOf(db, one.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);

    const past = await session((await startGame(env, one, { game: "TEA", daily: true, dailyDate: "2026-11-23", options: { level: 1 } })).sessionId);
    expect(past).toMatchObject({ dailyDate: "2026-11-23", seed: "TEA:2026-11-23" });
    expect(puzzleOf(rules.newGame(past.seed, { level: 1 }))).not.toEqual(puzzleOf(state));
    await expect(startGame(env, one, { game: "TEA", daily: true, dailyDate: "2026-11-10", options: { level: 1 } })).rejects.toThrow("Daily puzzles can be played for today and up to 6 days back.");
  });
});
