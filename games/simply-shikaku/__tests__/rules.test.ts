import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { seededRandom } from "../../engines/random.ts";
import bank from "../bank.json";
import { DAILY_SIZE, DEFAULT_OPTIONS, hintRect, isGood, puzzleFor, rules, SCORE, SIZES, type GridSide, type ShikakuMove, type ShikakuState } from "../rules.ts";
import { cellsOf, countSolutions, generate, solve, type Rect } from "../shikaku.ts";

const seeds = fc.stringMatching(/^[a-z0-9]{1,10}$/);
const sizes = fc.constantFrom(...SIZES);
const small = fc.constantFrom<GridSide>(5, 6, 7, 8, 9, 10);
const plain = (state: ShikakuState) => JSON.parse(JSON.stringify(state)) as unknown;
const drawAll = (rects: readonly Rect[]): ShikakuMove[] => rects.map((rect) => ({ t: "draw", ...rect }));

function playOut(seed: string, size: GridSide, picks: readonly number[]) {
  let state = rules.newGame(seed, { size });
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

describe("the puzzle bank", () => {
  it.each(SIZES)("holds 16 different puzzles of side %i, each with exactly one answer, the one stored beside it", (size) => {
    const puzzles = (bank as Record<string, number[][][]>)[String(size)]!;
    expect(new Set(puzzles.map((clues) => JSON.stringify(clues))).size).toBe(16);
    for (const pieces of puzzles) {
      const puzzle = { size, clues: pieces.map(([cell, n]) => ({ cell: cell!, n: n! })) };
      expect(countSolutions(puzzle, 2), JSON.stringify(pieces)).toBe(1);
      expect(solve(puzzle)).toEqual(pieces.map(([, , r, c, h, w]) => ({ r, c, h, w })));
    }
  });

  it("is what the generator makes: every piece of the partition holds its clue, and the answer is unique", () => {
    const { puzzle, solution } = generate(6, seededRandom("shikaku-6-0"));
    expect(puzzle.clues.map((clue, k) => [clue.cell, clue.n, solution[k]!.r, solution[k]!.c, solution[k]!.h, solution[k]!.w])).toEqual((bank as Record<string, number[][][]>)["6"]![0]);
    solution.forEach((rect, index) => expect(cellsOf(6, rect)).toContain(puzzle.clues[index]!.cell));
  });
});

describe("the deal", () => {
  it("turns or mirrors a bank puzzle with its answer: still one answer, the same every time for a seed (property)", () => {
    fc.assert(
      fc.property(seeds, small, (seed, size) => {
        const { puzzle, solution } = puzzleFor(seed, size);
        expect(countSolutions(puzzle, 2)).toBe(1);
        expect(solve(puzzle)).toEqual(solution);
        expect(plain(rules.newGame(seed, { size }))).toEqual(plain(rules.newGame(seed, { size })));
      }),
      { numRuns: 30 },
    );
  });

  it("takes a grid size from 5 to 15 as its only option", () => {
    expect(rules.parseOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(rules.parseOptions({ size: 15 })).toEqual({ size: 15 });
    for (const bad of [{ size: 4 }, { size: 16 }, { size: "5" }, { size: 5, x: 1 }, [5]]) expect(() => rules.parseOptions(bad), JSON.stringify(bad)).toThrow(RangeError);
  });
});

describe("the daily puzzle", () => {
  it("is the day's grid of DAILY_SIZE for everyone, whatever size they asked for; another day or a free seed deals another", () => {
    const today = rules.newGame("SHI:2026-11-29", { size: 5 });
    expect(today).toMatchObject({ size: DAILY_SIZE, daily: "2026-11-29" });
    for (const size of SIZES) expect(plain(rules.newGame("SHI:2026-11-29", { size }))).toEqual(plain(today));
    expect(plain(rules.newGame("SHI:2026-11-30", { size: 5 }))).not.toEqual(plain(today));
    expect(rules.newGame("c2hpa2FrdS1zZWVk", { size: 7 })).toMatchObject({ size: 7, daily: null });
    // Another game's daily seed is only a seed here.
    expect(rules.newGame("SHE:2026-11-29", { size: 6 })).toMatchObject({ size: 6, daily: null });
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
      fc.property(seeds, small, fc.array(fc.nat(), { maxLength: 40 }), (seed, size, picks) => {
        const { state, moves } = playOut(seed, size, picks);
        const logged = JSON.parse(JSON.stringify(moves)) as unknown[];
        const replayed = logged.reduce<ShikakuState>((current, raw) => rules.apply(current, rules.parseMove(raw)), rules.newGame(seed, { size }));
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
    const state = rules.newGame("edge", { size: 5 });
    expect(() => rules.apply(state, { t: "draw", r: 3, c: 0, h: 3, w: 1 })).toThrow(IllegalMoveError);
    expect(() => rules.apply(state, { t: "erase", cell: 0 })).toThrow(IllegalMoveError);
    expect(() => rules.apply(state, { t: "powerup", id: "UN" })).toThrow(IllegalMoveError);
    const drawn = rules.apply(state, { t: "draw", r: 0, c: 0, h: 1, w: 1 });
    expect(() => rules.apply(drawn, { t: "draw", r: 0, c: 0, h: 1, w: 1 })).toThrow(IllegalMoveError);
  });

  it("a new rectangle rubs out those it overlaps; Undo brings them back; a tap rubs one out", () => {
    let state = rules.newGame("overlap", { size: 6 });
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
      fc.property(seeds, sizes, fc.nat({ max: 3 }), (seed, size, hints) => {
        let state = rules.newGame(seed, { size });
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
