/**
 * The daily puzzles of the level games (Tea Box Puzzler, Rail Rider, Quinn's Aquarium), of Jigsaw Joy and Playful Painter and of Sudoku Relics on the real
 * server: a daily session gets the day's seed, so every player plays the same puzzle whatever level (or picture, or difficulty) they asked for;
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
import * as jigsaw from "../../../games/jigsaw-joy/rules.ts";
import { STARTER_PACK } from "../../../games/jigsaw-joy/catalog.ts";
import * as painter from "../../../games/playful-painter/rules.ts";
import * as sudoku from "../../../games/sudoku-relics/rules.ts";

const { db, clock, env } = usePlayEnvironment();

const MINUTE = 60_000;

/** What a seed and options deal, as far as this test looks: the day, the level (or picture), the puzzle (as JSON) and a line that solves it. */
interface Dealt {
  daily: string | null;
  kind: Json;
  puzzle: string;
  answer: Json[];
}
const asJson = (moves: readonly object[]): Json[] => JSON.parse(JSON.stringify(moves)) as Json[];

/** A level game asks for a level: two players' choices. */
const LEVELS_ASKED: readonly [Json, Json] = [{ level: 1 }, { level: 12 }];
const levelOf = (options: Json) => (options as { level: number }).level;

/** Each game's daily: the options two players ask for, what a seed and options deal, and the level (or picture, or difficulty) a date deals. */
const GAMES: { game: string; asked: readonly [Json, Json]; deal(seed: string, options: Json): Dealt; kindOf(date: string): Json }[] = [
  {
    game: "TEA",
    asked: LEVELS_ASKED,
    deal(seed, options) {
      const state = tea.rules.newGame(seed, { level: levelOf(options) });
      return { daily: state.daily, kind: state.level, puzzle: JSON.stringify(tea.puzzleOf(state)), answer: asJson(tea.solutionMoves(tea.puzzleOf(state))) };
    },
    kindOf: () => tea.DAILY_LEVEL,
  },
  {
    game: "RAI",
    asked: LEVELS_ASKED,
    deal(seed, options) {
      const state = rail.rules.newGame(seed, { level: levelOf(options) });
      return { daily: state.daily, kind: state.level, puzzle: JSON.stringify([state.stations, state.rocks, state.tiles]), answer: asJson(rail.solutionMoves(state)) };
    },
    kindOf: () => rail.DAILY_LEVEL,
  },
  {
    game: "QUA",
    asked: LEVELS_ASKED,
    deal(seed, options) {
      const state = aquarium.rules.newGame(seed, { level: levelOf(options) });
      return { daily: state.daily, kind: state.level, puzzle: JSON.stringify(state.board), answer: asJson(solve(state).moves) };
    },
    kindOf: aquarium.dailyLevelOf,
  },
  {
    game: "JIG",
    // Two free pictures (a paid pack's is refused to a player without it), far apart in size.
    asked: [
      { pack: STARTER_PACK, picture: 1, pieces: 24 },
      { pack: STARTER_PACK, picture: 4, pieces: 300 },
    ],
    deal(seed, options) {
      const state = jigsaw.rules.newGame(seed, jigsaw.rules.parseOptions(options));
      return { daily: state.daily, kind: [state.pack, state.picture, state.cols * state.rows], puzzle: JSON.stringify(state.tray), answer: asJson(state.tray.map((p) => ({ t: "place", p, s: p }))) };
    },
    kindOf(date) {
      const { pack, picture, pieces } = jigsaw.dailyOptionsOf(date);
      return [pack, picture, pieces];
    },
  },
  {
    game: "PAI",
    // Two free pictures (a paid pack's is refused to a player without it).
    asked: [
      { pack: painter.FREE_PACK, picture: 1 },
      { pack: painter.FREE_PACK, picture: 4 },
    ],
    deal(seed, options) {
      const state = painter.rules.newGame(seed, painter.rules.parseOptions(options));
      return { daily: state.daily, kind: [state.pack, state.picture], puzzle: JSON.stringify(state.colours), answer: asJson(state.colours.map((colour, cell) => ({ t: "paint", cell, colour }))) };
    },
    kindOf(date) {
      const { pack, picture } = painter.dailyOptionsOf(date);
      return [pack, picture];
    },
  },
  {
    game: "SUD",
    asked: [{ difficulty: "easy" }, { difficulty: "expert" }],
    deal(seed, options) {
      const state = sudoku.rules.newGame(seed, sudoku.rules.parseOptions(options));
      const answer = state.givens.flatMap((given, c) => (given === 0 ? [{ t: "set", c, d: state.solution[c]! }] : []));
      return { daily: state.daily, kind: state.difficulty, puzzle: JSON.stringify(state.givens), answer: asJson(answer) };
    },
    kindOf: () => sudoku.DAILY_DIFFICULTY,
  },
];

async function session(sessionId: string) {
  return db.gameSession.findUniqueOrThrow({ where: { id: sessionId } });
}

describe.each(GAMES)("$game's daily puzzle, on the server", ({ game, asked, deal, kindOf }) => {
  const [mine, theirs] = asked;
  test("the day's seed for every player and any level or options, paid once a day and on the day's puzzle board; a past day has its own", async () => {
    const [one, two] = [await signedInViewer(db), await signedInViewer(db)];
    const first = await session((await startGame(env, one, { game, daily: true, options: mine })).sessionId);
    const second = await session((await startGame(env, two, { game, daily: true, options: theirs })).sessionId);
    expect(first).toMatchObject({ daily: true, dailyDate: "2026-11-24", seed: `${game}:2026-11-24` });
    expect(second.seed).toBe(first.seed);
    const dealt = deal(first.seed, mine);
    expect(deal(second.seed, theirs)).toEqual(dealt);
    expect(dealt).toMatchObject({ daily: "2026-11-24", kind: kindOf("2026-11-24") });
    const { answer } = dealt;
    const before = await tokensOf(db, one.userId);
    clock.advance(3 * MINUTE);
    const won = await finishGame(env, one, first.id, answer);
    expect(won).toMatchObject({ verified: true, won: true, tokensEarned: PROGRESSION_REWARD_TOKENS });
    const board = await db.leaderboardEntry.findMany({ where: { userId: one.userId, gameId: game, board: "PUZZLE" } });
    expect(board).toMatchObject([{ period: "2026-11-24", score: won.score }]);
    // The same day again pays nothing.
    const replay = await startGame(env, one, { game, daily: true, options: mine });
    clock.advance(3 * MINUTE);
    expect(await finishGame(env, one, replay.sessionId, answer)).toMatchObject({ won: true, tokensEarned: 0 });
    expect(await tokensOf(db, one.userId)).toBe(before + PROGRESSION_REWARD_TOKENS);

    const past = await session((await startGame(env, one, { game, daily: true, dailyDate: "2026-11-23", options: mine })).sessionId);
    expect(past).toMatchObject({ dailyDate: "2026-11-23", seed: `${game}:2026-11-23` });
    expect(deal(past.seed, mine).puzzle).not.toEqual(dealt.puzzle);
    await expect(startGame(env, one, { game, daily: true, dailyDate: "2026-11-10", options: mine })).rejects.toThrow("Daily puzzles can be played for today and up to 6 days back.");
  });
});
