import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { countPackings, placedCells } from "../../engines/pieces/packing.ts";
import { pieceKey } from "../../engines/pieces/polyomino.ts";
import { BANKED, DAILY_LEVEL, dailyPuzzle, decode, encode, generateDaily, generateLevel } from "../levels.ts";
import stored from "../levels.json";
import { hintPiece, isInSpot, MAX_LEVEL, occupancy, puzzleFor, puzzleOf, rules, SCORE, solutionMoves, TIME_BONUS, type TeaMove, type TeaPuzzle, type TeaState } from "../rules.ts";

// The bank's levels and a few of the endless ones after.
const levels = fc.oneof(fc.integer({ min: 1, max: BANKED + 20 }), fc.constantFrom(500, MAX_LEVEL));

function table(state: TeaState) {
  const { previous: _previous, ...rest } = state;
  return JSON.parse(JSON.stringify(rest)) as unknown;
}

function playOut(level: number, picks: readonly number[]): { state: TeaState; moves: TeaMove[] } {
  let state = rules.newGame("any", { level });
  const moves: TeaMove[] = [];
  for (const pick of picks) {
    const legal = rules.legalMoves(state);
    if (legal.length === 0) break;
    const move = legal[pick % legal.length]!;
    state = rules.apply(state, move);
    moves.push(move);
  }
  return { state, moves };
}

/** Checks a puzzle is a box its tins fill in exactly one way (its solution), with no two tins alike; returns the solver's guesses. */
function expectUnique(puzzle: TeaPuzzle, name: string) {
  const cells = puzzle.pieces.flatMap((shape, piece) => placedCells(shape, puzzle.solution[piece]!)).map((cell) => `${cell.x},${cell.y}`);
  expect(new Set(cells).size, name).toBe(puzzle.box.open.filter(Boolean).length);
  expect(cells, name).toHaveLength(new Set(cells).size);
  expect(
    cells.every((key) => puzzle.box.open[Number(key.split(",")[1]) * puzzle.box.width + Number(key.split(",")[0])]),
    name,
  ).toBe(true);
  expect(new Set(puzzle.pieces.map((shape) => pieceKey(shape, puzzle.turning))).size, name).toBe(puzzle.pieces.length);
  const proof = countPackings(puzzle.box, puzzle.pieces, puzzle.turning, 2);
  expect(proof.count, name).toBe(1);
  return proof.guesses;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe("the levels", () => {
  it(`levels 1 to ${BANKED} (the bank) and a sample of the endless ones after are each a box its tins fill in exactly one way`, () => {
    for (const level of [...Array.from({ length: BANKED }, (_, index) => index + 1), 201, 202, 250, 251, 333, 1000, MAX_LEVEL]) {
      const puzzle = puzzleFor(level);
      expect(puzzle.level).toBe(level);
      const guesses = expectUnique(puzzle, `level ${level}`);
      // The bank keeps the solver's grade; a turned or mirrored level is searched in another order.
      if (level <= BANKED) expect(guesses, `level ${level}`).toBe(puzzle.grade);
    }
  });

  it("climb steadily: each 20 levels' average grade is at least the 20 before's, and the boxes grow", () => {
    const averages = Array.from({ length: BANKED / 20 }, (_, block) => mean(Array.from({ length: 20 }, (_, index) => puzzleFor(block * 20 + index + 1).grade)));
    averages.slice(1).forEach((average, block) => expect(average, `levels ${block * 20 + 21}-${block * 20 + 40}`).toBeGreaterThanOrEqual(averages[block]!));
    const cells = (level: number) => puzzleFor(level).box.open.filter(Boolean).length;
    expect(cells(1)).toBeLessThan(cells(18));
    expect(cells(18)).toBeLessThan(cells(BANKED));
    expect(puzzleFor(BANKED).box.open.some((open) => !open)).toBe(true);
  });

  it("start gently but not trivially: small boxes of fixed tins that still take a guess, turning tins from level 5", () => {
    for (let level = 1; level <= 4; level++) {
      const puzzle = puzzleFor(level);
      expect(puzzle.turning).toBe(false);
      expect(puzzle.pieces.length).toBeGreaterThanOrEqual(3);
      expect(puzzle.pieces.length).toBeLessThanOrEqual(5);
      expect(puzzle.grade, `level ${level}`).toBeGreaterThan(0);
    }
    expect(puzzleFor(5).turning).toBe(true);
    // After the first levels, tins turn on every odd level.
    for (const level of [19, 20, 101, 102, 201, 202, 1000, 1001]) expect(puzzleFor(level).turning, `level ${level}`).toBe(level % 2 === 1);
  });

  it("are endless: a level after the bank is one of the last tier's, turned or mirrored", () => {
    const later = puzzleFor(BANKED + 1);
    const source = puzzleFor(BANKED - 49);
    expect(later.grade).toBe(source.grade);
    expect(later.pieces.length).toBe(source.pieces.length);
    expect(later.box.open).not.toEqual(source.box.open);
  });

  it("are what the generator makes (levels.json is up to date)", () => {
    for (const level of [1, 2, 4, 7]) expect(stored.levels[level - 1]).toBe(encode(generateLevel(level)));
    expect(stored.daily[0]).toBe(encode(generateDaily(0)));
    expect(decode(stored.levels[6]!, 7)).toEqual(JSON.parse(JSON.stringify(generateLevel(7))));
    expect(JSON.stringify(stored).length).toBeLessThan(60_000);
  });

  it("refuses options outside the levels", () => {
    expect(rules.parseOptions(undefined)).toEqual({ level: 1 });
    expect(rules.parseOptions({ level: MAX_LEVEL })).toEqual({ level: MAX_LEVEL });
    for (const raw of [{ level: 0 }, { level: MAX_LEVEL + 1 }, { level: 1.5 }, { level: "2" }, { size: 3 }, [1]]) {
      expect(() => rules.parseOptions(raw), JSON.stringify(raw)).toThrow(RangeError);
    }
  });
});

describe("the daily puzzle", () => {
  const dates = Array.from({ length: 50 }, (_, day) => new Date(Date.UTC(2026, 9, 1 + day)).toISOString().slice(0, 10));

  it("50 days' puzzles each have exactly one packing, medium-hard: graded like the ladder's middle, not its first levels", () => {
    for (const date of dates) {
      const state = rules.newGame(`TEA:${date}`, { level: 1 });
      expect(state).toMatchObject({ daily: date, level: DAILY_LEVEL });
      expectUnique(puzzleOf(state), date);
    }
    const grades = dates.map((date) => dailyPuzzle(date).grade);
    expect(mean(grades)).toBeGreaterThan(mean(Array.from({ length: 40 }, (_, index) => puzzleFor(index + 1).grade)));
    // Days differ: a date picks one of 64 puzzles and one of 8 ways to turn it.
    expect(new Set(dates.map((date) => encode(dailyPuzzle(date)))).size).toBeGreaterThan(45);
  });

  it("is the date's for every player whatever level they asked for, and is won by its solution", () => {
    const state = rules.newGame("TEA:2026-11-29", { level: 1 });
    expect(rules.newGame("TEA:2026-11-29", { level: 37 })).toEqual(state);
    expect(rules.newGame("TEA:2026-11-28", { level: 1 }).daily).toBe("2026-11-28");
    expect(rules.newGame("not-a-daily-seed", { level: 3 })).toMatchObject({ daily: null, level: 3 });
    const puzzle = puzzleOf(state);
    const end = solutionMoves(puzzle).reduce((current, move) => rules.apply(current, move), state);
    expect(rules.status(end)).toEqual({ phase: "won", score: SCORE.perPiece * puzzle.pieces.length + SCORE.perLevel * DAILY_LEVEL });
    // A Hint knows the daily's spots too.
    expect(isInSpot(rules.apply(state, { t: "powerup", id: "HI" }), 0)).toBe(true);
  });
});

describe("moves", () => {
  it("the solution's placements pack the box and win, scoring by tins and level (property)", () => {
    fc.assert(
      fc.property(levels, (level) => {
        const end = solutionMoves(level).reduce((state, move) => rules.apply(state, move), rules.newGame("s", { level }));
        const tins = puzzleFor(level).pieces.length;
        expect(rules.status(end)).toEqual({ phase: "won", score: SCORE.perPiece * tins + SCORE.perLevel * level });
        expect(rules.finalScore(end, { playedMs: 0 })).toBe(rules.status(end).score + TIME_BONUS.perSecond * TIME_BONUS.secondsPerPiece * tins);
        expect(rules.finalScore(end, { playedMs: 3_600_000 })).toBe(rules.status(end).score);
        expect(rules.legalMoves(end)).toEqual([]);
        expect(() => rules.apply(end, { t: "lift", p: 0 })).toThrow(IllegalMoveError);
      }),
    );
  });

  it("replays identically through JSON, whatever legal moves are played, and never overlaps tins (property)", () => {
    fc.assert(
      fc.property(levels, fc.array(fc.nat(), { maxLength: 30 }), (level, picks) => {
        const { state, moves } = playOut(level, picks);
        const logged = JSON.parse(JSON.stringify(moves)) as unknown[];
        const replayed = logged.reduce<TeaState>((current, raw) => rules.apply(current, rules.parseMove(raw)), rules.newGame("other", { level }));
        expect(table(replayed)).toEqual(table(state));
        const puzzle = puzzleFor(level);
        const covered = state.placed.reduce((sum, placement, piece) => sum + (placement ? puzzle.pieces[piece]!.length : 0), 0);
        expect(occupancy(state).size).toBe(covered);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses tins sticking out, lying on others, turned where turning is off, and malformed moves", () => {
    const first = puzzleFor(1);
    const start = rules.newGame("x", { level: 1 });
    expect(() => rules.apply(start, { t: "place", p: 0, x: first.box.width, y: 0, r: 0 })).toThrow(/stick out/);
    expect(() => rules.apply(start, { t: "place", p: 0, x: 0, y: 0, r: 1 })).toThrow(/do not turn/);
    expect(() => rules.apply(start, { t: "lift", p: 0 })).toThrow(/already in the tray/);
    expect(() => rules.apply(start, { t: "place", p: 9, x: 0, y: 0, r: 0 })).toThrow(/no such tin/);
    const [one, two] = solutionMoves(1) as [TeaMove & { t: "place" }, TeaMove & { t: "place" }];
    const placed = rules.apply(start, one);
    const onTop = rules
      .legalMoves(rules.newGame("x", { level: 1 }))
      .find((move) => move.t === "place" && move.p === two.p && rules.legalMoves(placed).every((other) => JSON.stringify(other) !== JSON.stringify(move)));
    expect(onTop).toBeDefined();
    expect(() => rules.apply(placed, onTop!)).toThrow(/another one/);
    expect(() => rules.apply(placed, one)).toThrow(/already there/);
    for (const raw of [
      null,
      "place",
      { t: "place", p: 0, x: 0, y: 0 },
      { t: "place", p: 0, x: -1, y: 0, r: 0 },
      { t: "place", p: 0, x: 0, y: 0, r: 4 },
      { t: "lift" },
      { t: "powerup", id: "FR" },
      { t: "lift", p: 0, x: 1 },
    ]) {
      expect(() => rules.parseMove(raw), JSON.stringify(raw)).toThrow(IllegalMoveError);
    }
  });
});

describe("powerups", () => {
  it("Hint slots the first tin not in its spot into it, lifting tins in the way; Undo takes it back (property)", () => {
    fc.assert(
      fc.property(levels, fc.array(fc.nat(), { maxLength: 20 }), (level, picks) => {
        const { state } = playOut(level, picks);
        fc.pre(rules.status(state).phase === "playing");
        const piece = hintPiece(state)!;
        const hinted = rules.apply(state, { t: "powerup", id: "HI" });
        expect(isInSpot(hinted, piece)).toBe(true);
        expect(hinted.hints).toBe(state.hints + 1);
        for (let other = 0; other < piece; other++) expect(isInSpot(hinted, other)).toBe(isInSpot(state, other));
        // A hint that packs the last tin wins: the game is over, nothing is undone.
        if (rules.status(hinted).phase === "playing") expect(table(rules.apply(hinted, { t: "powerup", id: "UN" }))).toEqual(table(state));
        else expect(() => rules.apply(hinted, { t: "powerup", id: "UN" })).toThrow(IllegalMoveError);
      }),
      { numRuns: 60 },
    );
  });

  it("hints alone pack any box, each costing points", () => {
    for (let level = 1; level <= BANKED + 20; level += 11) {
      let state = rules.newGame("h", { level });
      let hints = 0;
      while (rules.status(state).phase === "playing") {
        state = rules.apply(state, { t: "powerup", id: "HI" });
        hints++;
      }
      const tins = puzzleFor(level).pieces.length;
      expect(hints).toBe(tins);
      expect(rules.status(state).score).toBe(Math.max(SCORE.least, SCORE.perPiece * tins + SCORE.perLevel * level - SCORE.perHint * hints));
    }
    expect(() => rules.apply(rules.newGame("u", { level: 1 }), { t: "powerup", id: "UN" })).toThrow(/no move to undo/);
  });
});
