import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { countPackings, placedCells } from "../../engines/pieces/packing.ts";
import { pieceKey } from "../../engines/pieces/polyomino.ts";
import { generateLevel } from "../levels.ts";
import { hintPiece, isInSpot, LEVEL_COUNT, occupancy, puzzleFor, rules, SCORE, solutionMoves, TIME_BONUS, type TeaMove, type TeaState } from "../rules.ts";

const levels = fc.integer({ min: 1, max: LEVEL_COUNT });

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

describe("the levels", () => {
  it(`has ${LEVEL_COUNT} levels, each a box its tins fill in exactly one way, with no two tins alike`, () => {
    for (let level = 1; level <= LEVEL_COUNT; level++) {
      const puzzle = puzzleFor(level);
      expect(puzzle.level).toBe(level);
      const cells = puzzle.pieces.flatMap((shape, piece) => placedCells(shape, puzzle.solution[piece]!)).map((cell) => `${cell.x},${cell.y}`);
      expect(new Set(cells).size, `level ${level}`).toBe(puzzle.box.open.filter(Boolean).length);
      expect(cells).toHaveLength(new Set(cells).size);
      expect(new Set(puzzle.pieces.map((shape) => pieceKey(shape, puzzle.turning))).size).toBe(puzzle.pieces.length);
      expect(countPackings(puzzle.box, puzzle.pieces, puzzle.turning, 2).count, `level ${level}`).toBe(1);
    }
  });

  it("grow: later levels have at least as many tins, and turning levels come in from level 5", () => {
    const sizes = Array.from({ length: LEVEL_COUNT }, (_, index) => puzzleFor(index + 1));
    expect(sizes[0]!.pieces.length).toBeLessThan(sizes.at(-1)!.pieces.length);
    expect(sizes.slice(0, 4).every((puzzle) => !puzzle.turning)).toBe(true);
    expect(sizes.filter((puzzle) => puzzle.turning).length).toBeGreaterThan(4);
  });

  it("are what the generator makes (levels.json is up to date)", () => {
    for (const level of [1, 2, 4, 7]) expect(JSON.parse(JSON.stringify(generateLevel(level)))).toEqual(puzzleFor(level));
  });

  it("refuses options outside the levels", () => {
    expect(rules.parseOptions(undefined)).toEqual({ level: 1 });
    expect(rules.parseOptions({ level: LEVEL_COUNT })).toEqual({ level: LEVEL_COUNT });
    for (const raw of [{ level: 0 }, { level: LEVEL_COUNT + 1 }, { level: 1.5 }, { level: "2" }, { size: 3 }, [1]]) {
      expect(() => rules.parseOptions(raw), JSON.stringify(raw)).toThrow(RangeError);
    }
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
    const onTop = rules.legalMoves(rules.newGame("x", { level: 1 })).find(
      (move) => move.t === "place" && move.p === two.p && rules.legalMoves(placed).every((other) => JSON.stringify(other) !== JSON.stringify(move)),
    );
    expect(onTop).toBeDefined();
    expect(() => rules.apply(placed, onTop!)).toThrow(/another one/);
    expect(() => rules.apply(placed, one)).toThrow(/already there/);
    for (const raw of [null, "place", { t: "place", p: 0, x: 0, y: 0 }, { t: "place", p: 0, x: -1, y: 0, r: 0 }, { t: "place", p: 0, x: 0, y: 0, r: 4 }, { t: "lift" }, { t: "powerup", id: "FR" }, { t: "lift", p: 0, x: 1 }]) {
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
    for (let level = 1; level <= LEVEL_COUNT; level += 5) {
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
