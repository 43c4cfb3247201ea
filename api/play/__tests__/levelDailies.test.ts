/**
 * The daily puzzles of the level games (Tea Box Puzzler, Rail Rider, Quinn's Aquarium) on the real server: a daily
 * session gets the day's seed, so every player plays the same puzzle whatever level they asked for;
 * the day pays once per player and counts on its puzzle leaderboard, and a past day has its own.
 */
import { describe, expect, test } from "vitest";
import { finishGame, startGame } from "../play.ts";
import { PROGRESSION_REWARD_TOKENS } from "../constants.ts";
import type { Json } from "../json.ts";
import { signedInViewer, tokensOf, usePlayEnvironment } from "./playFixtures.ts";
import * as tea from "../../../games/tea-box-puzzler/rules.ts";
import * as rail from "../../../games/rail-rider/rules.ts";
import * as aquarium from "../../../games/quinns-aquarium/rules.ts";
import { solve } from "../../../games/quinns-aquarium/solver.ts";

const { db, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

/** What a seed and a level deal, as far as this test looks: the day, the level, the puzzle (as JSON) and a line that solves it. */
interface Dealt {
  daily: string | null;
  level: number;
  puzzle: string;
  answer: Json[];
}
const asJson = (moves: readonly object[]): Json[] => JSON.parse(JSON.stringify(moves)) as Json[];

/** Each game's daily: the level whose puzzle a date deals, and what a seed and a level deal. */
const GAMES: { game: string; dailyLevel(date: string): number; deal(seed: string, level: number): Dealt }[] = [
  {
    game: "TEA",
    dailyLevel: () => tea.DAILY_LEVEL,
    deal(seed, level) {
      const state = tea.rules.newGame(seed, { level });
      return { daily: state.daily, level: state.level, puzzle: JSON.stringify(tea.puzzleOf(state)), answer: asJson(tea.solutionMoves(tea.puzzleOf(state))) };
    },
  },
  {
    game: "RAI",
    dailyLevel: () => rail.DAILY_LEVEL,
    deal(seed, level) {
      const state = rail.rules.newGame(seed, { level });
      return { daily: state.daily, level: state.level, puzzle: JSON.stringify([state.stations, state.rocks, state.tiles]), answer: asJson(rail.solutionMoves(state)) };
    },
  },
  {
    game: "QUA",
    dailyLevel: aquarium.dailyLevelOf,
    deal(seed, level) {
      const state = aquarium.rules.newGame(seed, { level });
      return { daily: state.daily, level: state.level, puzzle: JSON.stringify(state.board), answer: asJson(solve(state).moves) };
    },
  },
];

async function session(sessionId: string) {
  return db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
}

describe.each(GAMES)("$game's daily puzzle, on the server", ({ game, dailyLevel, deal }) => {
  test("the day's seed for every player and any level, paid once a day and on the day's puzzle board; a past day has its own", async () => {
    const [one, two] = [await signedInViewer(db), await signedInViewer(db)];
    const first = await session((await startGame(env, one, { game, daily: true, options: { level: 1 } })).sessionId);
    const second = await session((await startGame(env, two, { game, daily: true, options: { level: 12 } })).sessionId);
    expect(first).toMatchObject({ daily: true, dailyDate: "2026-11-24", seed: `${game}:2026-11-24` });
    expect(second.seed).toBe(first.seed);
    const dealt = deal(first.seed, 1);
    expect(deal(second.seed, 12)).toEqual(dealt);
    expect(dealt).toMatchObject({ daily: "2026-11-24", level: dailyLevel("2026-11-24") });
    const { answer } = dealt;
    const before = await tokensOf(db, one.userId);
    clock.advance(3 * MINUTE);
    const won = await finishGame(env, one, first.id, answer);
    expect(won).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });
    const board = await db.leaderboardEntry.findMany({ where: { userId: one.userId, gameId: game, board: "PUZZLE" } });
    expect(board).toMatchObject([{ period: "2026-11-24", score: won.score }]);
    // The same day again pays nothing.
    const replay = await startGame(env, one, { game, daily: true, options: { level: 1 } });
    clock.advance(3 * MINUTE);
    expect(await finishGame(env, one, replay.sessionId, answer)).toMatchObject({ won: true, tokensEarned: 0 });
    expect(await tokensOf(db, one.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);

    const past = await session((await startGame(env, one, { game, daily: true, dailyDate: "2026-11-23", options: { level: 1 } })).sessionId);
    expect(past).toMatchObject({ dailyDate: "2026-11-23", seed: `${game}:2026-11-23` });
    expect(deal(past.seed, 1).puzzle).not.toEqual(dealt.puzzle);
    await expect(startGame(env, one, { game, daily: true, dailyDate: "2026-11-10", options: { level: 1 } })).rejects.toThrow("Daily puzzles can be played for today and up to 6 days back.");
  });
});
