import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { seededRandom } from "../../engines/random.ts";
import bank from "../bank.json";
import {
  DAILY_DIFFICULTY,
  DAILY_SIZE,
  DEFAULT_OPTIONS,
  DIFFICULTIES,
  hintRect,
  isGood,
  puzzleFor,
  rules,
  SCORE,
  SIZES,
  type Difficulty,
  type GridSide,
  type ShikakuMove,
  type ShikakuState,
} from "../rules.ts";
import { cellsOf, countSolutions, generate, grade, inTier, solve, TIER_HARDEST, TIERS, type Puzzle, type Rect } from "../shikaku.ts";

const seeds = fc.stringMatching(/^[a-z0-9]{1,10}$/);
const sizes = fc.constantFrom(...SIZES);
const small = fc.constantFrom<GridSide>(5, 6, 7, 8, 9, 10);
const difficulties = fc.constantFrom(...DIFFICULTIES);
const BANK = bank as Record<string, Record<Difficulty, number[][][]>>;
const puzzleOf = (size: number, pieces: readonly number[][]): Puzzle => ({ size, clues: pieces.map(([cell, n]) => ({ cell: cell!, n: n! })) });
const answerOf = (pieces: readonly number[][]): Rect[] => pieces.map(([, , r, c, h, w]) => ({ r: r!, c: c!, h: h!, w: w! }));
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const plain = (state: ShikakuState) => JSON.parse(JSON.stringify(state)) as unknown;
const drawAll = (rects: readonly Rect[]): ShikakuMove[] => rects.map((rect) => ({ t: "draw", ...rect }));

function playOut(seed: string, size: GridSide, difficulty: Difficulty, picks: readonly number[]) {
  let state = rules.newGame(seed, { size, difficulty });
  const moves: ShikakuMove[] = [];
  for (const pick of picks) {
    const legal = rules.legalMoves(state);
    if (legal.length === 0) break;
    const move = legal[pick % legal.length]!;
    state = rules.apply(state, move);
    moves.push(move);
  }
  return { state, moves };
}

describe("the grader", () => {
  it("needs no deduction when each clue has one rectangle from the start, and leaves a puzzle with two answers unsolved", () => {
    const plain = grade({ size: 2, clues: [{ cell: 0, n: 4 }] });
    expect(plain).toMatchObject({ solved: true, hardest: 0, rounds: 0, uses: [0, 0, 0, 0], answer: [{ r: 0, c: 0, h: 2, w: 2 }] });
    // Two 2s in opposite corners: two rows or two columns.
    const twice = {
      size: 2,
      clues: [
        { cell: 0, n: 2 },
        { cell: 3, n: 2 },
      ],
    };
    expect(countSolutions(twice, 3)).toBe(2);
    expect(grade(twice)).toMatchObject({ solved: false, answer: null });
  });

  it("needs each deduction in turn on small puzzles with one answer", () => {
    // [size, [cell, number] per clue, the strongest deduction needed, rounds per deduction].
    const cases: [number, [number, number][], number, number[]][] = [
      // The 6 can only be the left two columns (any other way covers the 3): drawn, it leaves the 3 one way, down.
      [
        3,
        [
          [1, 6],
          [5, 3],
        ],
        1,
        [1, 0, 0, 0],
      ],
      [
        4,
        [
          [8, 4],
          [5, 6],
          [10, 6],
        ],
        2,
        [1, 1, 0, 0],
      ],
      [
        4,
        [
          [1, 2],
          [14, 4],
          [11, 4],
          [5, 6],
        ],
        3,
        [2, 1, 1, 0],
      ],
      [
        4,
        [
          [2, 4],
          [4, 3],
          [7, 3],
          [9, 4],
          [15, 2],
        ],
        4,
        [2, 0, 1, 2],
      ],
    ];
    for (const [size, pieces, hardest, uses] of cases) {
      const puzzle = puzzleOf(size, pieces);
      expect(countSolutions(puzzle, 2)).toBe(1);
      expect(grade(puzzle), JSON.stringify(pieces)).toMatchObject({ solved: true, hardest, uses, answer: solve(puzzle) });
    }
  });
});

describe("the puzzle bank", () => {
  it.each(SIZES)("holds 16 different puzzles of side %i in each tier, each solved by the grader (so one answer) to the answer stored, with the tier's strongest deduction", (size) => {
    for (const tier of TIERS) {
      const puzzles = BANK[String(size)]![tier];
      expect(new Set(puzzles.map((clues) => JSON.stringify(clues))).size).toBe(16);
      for (const pieces of puzzles) {
        const graded = grade(puzzleOf(size, pieces));
        expect(inTier(graded, tier), `${tier} ${JSON.stringify(pieces)}`).toBe(true);
        expect(graded.answer).toEqual(answerOf(pieces));
      }
    }
  });

  it.each(SIZES)("grows harder tier by tier at side %i: a stronger deduction needed than any puzzle below, and more rounds on average", (size) => {
    const grades = TIERS.map((tier) => BANK[String(size)]![tier].map((pieces) => grade(puzzleOf(size, pieces))));
    for (let k = 1; k < TIERS.length; k++) {
      expect(Math.min(...grades[k]!.map((graded) => graded.hardest))).toBeGreaterThan(Math.max(...grades[k - 1]!.map((graded) => graded.hardest)));
      expect(mean(grades[k]!.map((graded) => graded.rounds))).toBeGreaterThan(mean(grades[k - 1]!.map((graded) => graded.rounds)));
    }
  });

  it("agrees with the exhaustive solver that the first puzzles of each size and tier have one answer", () => {
    for (const size of SIZES) {
      for (const tier of TIERS) {
        const pieces = BANK[String(size)]![tier][0]!;
        expect(countSolutions(puzzleOf(size, pieces), 2), `${size} ${tier}`).toBe(1);
        expect(solve(puzzleOf(size, pieces))).toEqual(answerOf(pieces));
      }
    }
  });

  it("is what the generator makes: every piece of the partition holds its clue, in the tier asked for", () => {
    for (const tier of TIERS) {
      const { puzzle, solution, grade: graded } = generate(6, seededRandom(`shikaku-6-${tier}-0`), tier);
      expect(puzzle.clues.map((clue, k) => [clue.cell, clue.n, solution[k]!.r, solution[k]!.c, solution[k]!.h, solution[k]!.w])).toEqual(BANK["6"]![tier][0]);
      solution.forEach((rect, index) => expect(cellsOf(6, rect)).toContain(puzzle.clues[index]!.cell));
      expect(graded.hardest).toBeGreaterThanOrEqual(TIER_HARDEST[tier].least);
    }
  });
});

describe("the deal", () => {
  it("turns or mirrors a bank puzzle with its answer: still one answer, the same every time for a seed (property)", () => {
    fc.assert(
      fc.property(seeds, small, difficulties, (seed, size, difficulty) => {
        const { puzzle, solution } = puzzleFor(seed, size, difficulty);
        expect(countSolutions(puzzle, 2)).toBe(1);
        expect(solve(puzzle)).toEqual(solution);
        expect(plain(rules.newGame(seed, { size, difficulty }))).toEqual(plain(rules.newGame(seed, { size, difficulty })));
      }),
      { numRuns: 30 },
    );
  });

  it("takes a grid size from 5 to 15 and a difficulty; a size alone (options stored before difficulties) plays the default difficulty", () => {
    expect(rules.parseOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(rules.parseOptions({})).toEqual(DEFAULT_OPTIONS);
    expect(rules.parseOptions({ size: 15, difficulty: "hard" })).toEqual({ size: 15, difficulty: "hard" });
    expect(rules.parseOptions({ size: 5 })).toEqual({ size: 5, difficulty: DEFAULT_OPTIONS.difficulty });
    const refusals: [unknown, string][] = [
      [{ size: 4 }, "The size is a whole number from 5 to 15."],
      [{ size: 16, difficulty: "easy" }, "The size is a whole number from 5 to 15."],
      [{ size: "5" }, "The size is a whole number from 5 to 15."],
      [{ size: 5, difficulty: "expert" }, "The difficulty is one of easy, medium, hard."],
      [{ size: 5, difficulty: 2 }, "The difficulty is one of easy, medium, hard."],
      [{ difficulty: "easy" }, "Simply Shikaku options are a size and a difficulty."],
      [{ size: 5, x: 1 }, "Simply Shikaku options are a size and a difficulty."],
      [[5], "Simply Shikaku options are an object."],
      ["5", "Simply Shikaku options are an object."],
    ];
    for (const [bad, message] of refusals) expect(() => rules.parseOptions(bad), JSON.stringify(bad)).toThrow(new RangeError(message));
  });

  it("deals from the chosen difficulty's tier", () => {
    for (const difficulty of DIFFICULTIES) {
      const state = rules.newGame("tiers", { size: 8, difficulty });
      expect(inTier(grade({ size: 8, clues: state.clues }), difficulty)).toBe(true);
    }
  });
});

describe("the daily puzzle", () => {
  it("is the day's DAILY_SIZE grid of DAILY_DIFFICULTY for everyone, whatever size and difficulty they asked for; another day or a free seed deals another", () => {
    const today = rules.newGame("SHI:2026-11-29", { size: 5, difficulty: "easy" });
    expect(today).toMatchObject({ size: DAILY_SIZE, daily: "2026-11-29" });
    expect(inTier(grade({ size: DAILY_SIZE, clues: today.clues }), DAILY_DIFFICULTY)).toBe(true);
    for (const size of SIZES) for (const difficulty of DIFFICULTIES) expect(plain(rules.newGame("SHI:2026-11-29", { size, difficulty }))).toEqual(plain(today));
    expect(plain(rules.newGame("SHI:2026-11-30", { size: 5, difficulty: "easy" }))).not.toEqual(plain(today));
    expect(rules.newGame("c2hpa2FrdS1zZWVk", { size: 7, difficulty: "hard" })).toMatchObject({ size: 7, daily: null });
    // Another game's daily seed is only a seed here.
    expect(rules.newGame("SHE:2026-11-29", { size: 6, difficulty: "easy" })).toMatchObject({ size: 6, daily: null });
  });

  it("has one answer every day of a year, and the solver's moves win it", () => {
    for (let day = 0; day < 365; day += 5) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const state = rules.newGame(`SHI:${date}`, DEFAULT_OPTIONS);
      const puzzle = { size: state.size, clues: state.clues };
      expect(countSolutions(puzzle, 2)).toBe(1);
      const won = drawAll(state.solution).reduce<ShikakuState>((current, move) => rules.apply(current, move), state);
      expect(rules.status(won).phase).toBe("won");
    }
  });
});

describe("moves", () => {
  it("replays identically through JSON, whatever legal moves are played (property)", () => {
    fc.assert(
      fc.property(seeds, small, difficulties, fc.array(fc.nat(), { maxLength: 40 }), (seed, size, difficulty, picks) => {
        const { state, moves } = playOut(seed, size, difficulty, picks);
        const logged = JSON.parse(JSON.stringify(moves)) as unknown[];
        const replayed = logged.reduce<ShikakuState>((current, raw) => rules.apply(current, rules.parseMove(raw)), rules.newGame(seed, { size, difficulty }));
        expect(plain(replayed)).toEqual(plain(state));
        // Drawn rectangles never overlap.
        const cells = state.placed.flatMap((rect) => cellsOf(size, rect));
        expect(new Set(cells).size).toBe(cells.length);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses moves of the wrong shape and rectangles past the edge", () => {
    for (const raw of [
      null,
      { t: "draw", r: 0, c: 0, h: 0, w: 1 },
      { t: "draw", r: 0, c: 0, h: 1 },
      { t: "draw", r: -1, c: 0, h: 1, w: 1 },
      { t: "erase" },
      { t: "powerup", id: "CK" },
      { t: "draw", r: 0, c: 0, h: 1, w: 1, x: 0 },
    ]) {
      expect(() => rules.parseMove(raw), JSON.stringify(raw)).toThrow(IllegalMoveError);
    }
    const state = rules.newGame("edge", { size: 5, difficulty: "easy" });
    expect(() => rules.apply(state, { t: "draw", r: 3, c: 0, h: 3, w: 1 })).toThrow(IllegalMoveError);
    expect(() => rules.apply(state, { t: "erase", cell: 0 })).toThrow(IllegalMoveError);
    expect(() => rules.apply(state, { t: "powerup", id: "UN" })).toThrow(IllegalMoveError);
    const drawn = rules.apply(state, { t: "draw", r: 0, c: 0, h: 1, w: 1 });
    expect(() => rules.apply(drawn, { t: "draw", r: 0, c: 0, h: 1, w: 1 })).toThrow(IllegalMoveError);
  });

  it("a new rectangle rubs out those it overlaps; Undo brings them back; a tap rubs one out", () => {
    let state = rules.newGame("overlap", { size: 6, difficulty: "easy" });
    state = rules.apply(state, { t: "draw", r: 0, c: 0, h: 2, w: 2 });
    state = rules.apply(state, { t: "draw", r: 3, c: 3, h: 1, w: 3 });
    const before = state;
    state = rules.apply(state, { t: "draw", r: 1, c: 1, h: 1, w: 4 });
    expect(state.placed).toEqual([
      { r: 3, c: 3, h: 1, w: 3 },
      { r: 1, c: 1, h: 1, w: 4 },
    ]);
    state = rules.apply(state, { t: "powerup", id: "UN" });
    expect(state.placed).toEqual(before.placed);
    expect(rules.apply(state, { t: "erase", cell: 7 }).placed).toEqual([{ r: 3, c: 3, h: 1, w: 3 }]);
  });

  it("drawing the answer wins, whatever the order; each Hint draws a right rectangle and costs points (property)", () => {
    fc.assert(
      fc.property(seeds, sizes, difficulties, fc.nat({ max: 3 }), (seed, size, difficulty, hints) => {
        let state = rules.newGame(seed, { size, difficulty });
        for (let k = 0; k < hints; k++) {
          const rect = hintRect(state)!;
          state = rules.apply(state, { t: "powerup", id: "HI" });
          expect(state.placed.at(-1)).toEqual(rect);
          expect(isGood(state, rect)).toBe(true);
        }
        const rest = drawAll(state.solution.filter((rect) => !state.placed.includes(rect)).reverse());
        expect(rules.status(state).phase).toBe("playing");
        state = rest.reduce((current, move) => rules.apply(current, move), state);
        expect(rules.status(state)).toEqual({ phase: "won", score: SCORE.perCell * size * size - SCORE.perHint * hints });
        expect(rules.legalMoves(state)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
