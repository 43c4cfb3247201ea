/**
 * Simply Shikaku's daily puzzle on the real server: a daily session gets the day's seed, so every
 * player has the same 10x10 grid whatever size and difficulty they asked for; the day pays once per player, and
 * a past day has its own grid.
 */
import { describe, expect, test } from "vitest";
import { finishGame, startGame } from "../../../api/play/play.ts";
import { PROGRESSION_REWARD_TOKENS } from "../../../api/play/constants.ts";
import type { Json } from "../../../api/play/json.ts";
import { signedInViewer, tokensOf, usePlayEnvironment } from "../../../api/play/__tests__/playFixtures.ts";
import { DAILY_DIFFICULTY, DAILY_SIZE, rules } from "../rules.ts";

const { db, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

async function session(sessionId: string) {
  return db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
}

describe("Simply Shikaku's daily puzzle, on the server", () => {
  test("the day's seed for every player and any size or difficulty, a 10x10 grid, paid once a day; a past day has its own grid", async () => {
    const [one, two] = [await signedInViewer(db), await signedInViewer(db)];
    const first = await session((await startGame(env, one, { game: "SHI", daily: true, options: { size: DAILY_SIZE, difficulty: DAILY_DIFFICULTY } })).sessionId);
    const second = await session((await startGame(env, two, { game: "SHI", daily: true, options: { size: 5, difficulty: "hard" } })).sessionId);
    expect(first).toMatchObject({ daily: true, dailyDate: "2026-11-24", seed: "SHI:2026-11-24" });
    expect(second.seed).toBe(first.seed);
    const grid = rules.newGame(first.seed, { size: DAILY_SIZE, difficulty: DAILY_DIFFICULTY });
    expect(rules.newGame(second.seed, { size: 5, difficulty: "hard" })).toEqual(grid);
    expect(grid).toMatchObject({ size: DAILY_SIZE, daily: "2026-11-24" });

    const answer: Json[] = grid.solution.map((rect) => ({ t: "draw", ...rect }));
    const before = await tokensOf(db, one.userId);
    clock.advance(3 * MINUTE);
    expect(await finishGame(env, one, first.id, answer)).toMatchObject({ verified: true, won: true, score: 10 * DAILY_SIZE * DAILY_SIZE, tokensEarned: PROGRESSION_REWARD_TOKENS });
    // The same day again pays nothing.
    const replay = await startGame(env, one, { game: "SHI", daily: true, options: { size: DAILY_SIZE } });
    clock.advance(3 * MINUTE);
    expect(await finishGame(env, one, replay.sessionId, answer)).toMatchObject({ won: true, tokensEarned: 0 });
    expect(await tokensOf(db, one.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);

    const past = await session((await startGame(env, one, { game: "SHI", daily: true, dailyDate: "2026-11-23", options: { size: DAILY_SIZE } })).sessionId);
    expect(past).toMatchObject({ dailyDate: "2026-11-23", seed: "SHI:2026-11-23" });
    expect(rules.newGame(past.seed, { size: 5, difficulty: "easy" }).clues).not.toEqual(grid.clues);
    await expect(startGame(env, one, { game: "SHI", daily: true, dailyDate: "2026-11-10", options: { size: DAILY_SIZE } })).rejects.toThrow(
      "Daily puzzles can be played for today and up to 6 days back.",
    );
  });
});
