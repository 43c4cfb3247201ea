import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { LEVELS } from "../levels.ts";
import {
  areNeighbours,
  BOMB_KIND,
  CELLS,
  DAILY_LEVELS,
  dailyLevelOf,
  describe as describeBoard,
  findRuns,
  goalProgress,
  legalSwaps,
  levelDef,
  rules,
  SAND_DOLLARS_ITEM,
  sandDollarsFor,
  SCORE,
  swapAllowed,
  type AquariumMove,
  type AquariumState,
  type Tile,
} from "../rules.ts";
import { solve } from "../solver.ts";

const levels = fc.integer({ min: 1, max: LEVELS.length });

function playOut(level: number, picks: readonly number[]): { state: AquariumState; moves: AquariumMove[] } {
  let state = rules.newGame("", { level });
  const moves: AquariumMove[] = [];
  for (const pick of picks) {
    const legal = rules.legalMoves(state);
    if (legal.length === 0) break;
    const move = legal[pick % legal.length]!;
    state = rules.apply(state, move);
    moves.push(move);
  }
  return { state, moves };
}

function tileIds(state: AquariumState): number[] {
  return state.board.map((tile) => tile!.id);
}

/** A board of plain tiles from rows of digits ("*" a colour bomb), for hand-made positions. */
function boardState(level: number, rows: readonly string[]): AquariumState {
  const start = rules.newGame("", { level });
  let id = 1000;
  const board = rows.join("").split("").map((mark): Tile => ({ id: id++, kind: mark === "*" ? BOMB_KIND : Number(mark), special: mark === "*" ? "bomb" : null, bubble: false }));
  return { ...start, board, nextId: id };
}

describe("the levels", () => {
  it("has at least 30 levels, each with goals and a move limit", () => {
    expect(LEVELS.length).toBeGreaterThanOrEqual(30);
    for (const def of LEVELS) {
      expect(def.goals.length).toBeGreaterThan(0);
      expect(def.moves).toBeGreaterThan(0);
    }
    expect(() => rules.parseOptions({ level: LEVELS.length + 1 })).toThrow(RangeError);
    expect(() => rules.parseOptions({ level: 1, extra: 1 })).toThrow(RangeError);
    expect(rules.parseOptions(undefined)).toEqual({ level: 1 });
  });

  it("starts every level full, with no line made and a swap to play, the same each time", () => {
    for (let level = 1; level <= LEVELS.length; level++) {
      const state = rules.newGame("any seed", { level });
      expect(state.board.every((tile) => tile !== null && tile.kind >= 0 && tile.kind < levelDef(level).kinds)).toBe(true);
      expect(findRuns(state.board)).toEqual([]);
      expect(legalSwaps(state.board).length).toBeGreaterThan(0);
      expect(rules.newGame("another seed", { level })).toEqual(state);
      expect(rules.status(state)).toEqual({ phase: "playing", score: 0 });
    }
  });

  it("is won by the solver within its moves, every level (so each can be won)", () => {
    for (let level = 1; level <= LEVELS.length; level++) {
      const { moves, end } = solve(rules.newGame("", { level }));
      expect(rules.status(end).phase, `level ${level}\n${describeBoard(end)}`).toBe("won");
      expect(moves.length).toBeLessThanOrEqual(levelDef(level).moves);
    }
  }, 60_000);
});

describe("moves", () => {
  it("replays identically through JSON, whatever legal moves are played (property)", () => {
    fc.assert(
      fc.property(levels, fc.array(fc.nat(), { maxLength: 30 }), (level, picks) => {
        const { state, moves } = playOut(level, picks);
        const logged = JSON.parse(JSON.stringify(moves)) as unknown[];
        const replayed = logged.reduce<AquariumState>((current, raw) => rules.apply(current, rules.parseMove(raw)), rules.newGame("", { level }));
        expect(replayed).toEqual(state);
        // After every move the board is full, still, and has a swap (or the level is over).
        expect(state.board.every((tile) => tile !== null)).toBe(true);
        expect(findRuns(state.board)).toEqual([]);
        if (rules.status(state).phase === "playing") expect(legalSwaps(state.board).length).toBeGreaterThan(0);
        expect(new Set(tileIds(state)).size).toBe(CELLS);
      }),
      { numRuns: 40 },
    );
  });

  it("refuses swaps that make no match, far swaps, bubbled tiles and malformed moves (property)", () => {
    fc.assert(
      fc.property(levels, fc.integer({ min: 0, max: CELLS - 1 }), fc.integer({ min: 0, max: CELLS - 1 }), (level, a, b) => {
        const state = rules.newGame("", { level });
        const move: AquariumMove = { t: "swap", a, b };
        if (swapAllowed(state.board, a, b)) {
          expect(() => rules.apply(state, move)).not.toThrow();
          expect(areNeighbours(a, b)).toBe(true);
        } else {
          expect(() => rules.apply(state, move)).toThrow(IllegalMoveError);
        }
      }),
      { numRuns: 300 },
    );
    for (const raw of [null, "swap", { t: "swap", a: 0 }, { t: "swap", a: 0, b: 64 }, { t: "swap", a: 0.5, b: 1 }, { t: "hammer", c: -1 }, { t: "hammer", c: 3, x: 1 }, { t: "shuffle" }]) {
      expect(() => rules.parseMove(raw)).toThrow(IllegalMoveError);
    }
    const bubbled = rules.newGame("", { level: 6 });
    const trapped = bubbled.board.findIndex((tile) => tile!.bubble);
    expect(() => rules.apply(bubbled, { t: "swap", a: trapped, b: trapped + 1 })).toThrow(/bubble/);
  });

  it("uses one move per swap and none per Hammer, which spends the HM powerup", () => {
    const start = rules.newGame("", { level: 1 });
    const swapped = rules.apply(start, legalSwaps(start.board)[0]!);
    expect(swapped.movesLeft).toBe(start.movesLeft - 1);
    const hammered = rules.apply(start, { t: "hammer", c: 0 });
    expect(hammered.movesLeft).toBe(start.movesLeft);
    expect(hammered.board.some((tile) => tile!.id === start.board[0]!.id)).toBe(false);
    expect(rules.powerupOf({ t: "hammer", c: 0 })).toBe("HM");
    expect(rules.powerupOf({ t: "swap", a: 0, b: 1 })).toBeNull();
  });
});

describe("matches, specials and blockers", () => {
  it("a line of three pops, scores 10 each, and the tiles above fall into place", () => {
    const state = boardState(1, ["01234012", "12340123", "23401234", "34012340", "40123401", "01234012", "12340123", "00100234"]);
    expect(findRuns(state.board)).toEqual([]);
    const after = rules.apply(state, { t: "swap", a: 58, b: 59 });
    // Row 7 now holds 0 0 0 at columns 0..2; the tile above each falls into its cell.
    expect(after.trace[1]!.popping.map((pop) => pop.cell).sort((x, y) => x - y)).toEqual([56, 57, 58]);
    expect(after.board[56]!.id).toBe(state.board[48]!.id);
    expect(after.score).toBeGreaterThanOrEqual(3 * SCORE.perTile);
    expect(after.collected[0]).toBeGreaterThanOrEqual(3);
  });

  it("four in a row leave a line tile that clears its row when matched", () => {
    const state = boardState(1, ["01234012", "12340123", "23401234", "34012340", "40123401", "01234012", "12040123", "00103234"]);
    const after = rules.apply(state, { t: "swap", a: 58, b: 50 });
    expect(after.trace[1]!.board[58]).toMatchObject({ kind: 0, special: "row" });
  });

  it("five in a row leave a colour bomb that clears every creature of the kind it is swapped with", () => {
    const five = boardState(1, ["01234012", "12340123", "23401234", "34012340", "40123401", "01234012", "12040123", "00100234"]);
    const after = rules.apply(five, { t: "swap", a: 58, b: 50 });
    expect(after.trace[1]!.board[58]).toMatchObject({ kind: BOMB_KIND, special: "bomb" });

    const bombBoard = boardState(1, ["01234012", "12340123", "23401234", "34012340", "40123401", "01234012", "12340123", "*0100234"]);
    const fishBefore = bombBoard.board.filter((tile) => tile!.kind === 0).length;
    const bombed = rules.apply(bombBoard, { t: "swap", a: 56, b: 57 });
    expect(bombed.trace[1]!.popping.filter((pop) => pop.tile.kind === 0)).toHaveLength(fishBefore);
    expect(bombed.collected[0]).toBeGreaterThanOrEqual(fishBefore);
  });

  it("sand clears under a match and bubbles pop next to one; the goals count them", () => {
    const { moves, end } = solve(rules.newGame("", { level: 10 }));
    expect(moves.length).toBeGreaterThan(0);
    expect(end.sand.some(Boolean)).toBe(false);
    expect(end.board.some((tile) => tile!.bubble)).toBe(false);
    for (const goal of levelDef(10).goals) expect(goalProgress(end, goal).done).toBe(goalProgress(end, goal).need);
  });
});

describe("the end of a level", () => {
  it("a won level refuses more moves, adds 50 per move left and earns Sand Dollars", () => {
    const { end } = solve(rules.newGame("", { level: 1 }));
    expect(rules.status(end).phase).toBe("won");
    expect(() => rules.apply(end, legalSwaps(end.board)[0] ?? { t: "hammer", c: 0 })).toThrow(/won/);
    expect(rules.legalMoves(end)).toEqual([]);
    expect(sandDollarsFor(end)).toBeGreaterThanOrEqual(5);
    expect(rules.itemReward(end)).toEqual({ itemId: SAND_DOLLARS_ITEM, count: sandDollarsFor(end) });
  });

  it("running out of moves loses, says what was left, and earns nothing", () => {
    // Always the last swap found: it clears the sand floor of level 27 too slowly.
    let state = rules.newGame("", { level: 27 });
    while (rules.status(state).phase === "playing") state = rules.apply(state, legalSwaps(state.board).at(-1)!);
    expect(state.movesLeft).toBe(0);
    expect(rules.status(state).reason).toMatch(/^Out of moves\. Still to do: Clear all the sand \(\d+ of 28\)\.$/);
    expect(rules.itemReward(state)).toBeNull();
    expect(() => rules.apply(state, { t: "hammer", c: 0 })).toThrow(/No moves/);
  });
});

describe("the daily puzzle", () => {
  const days = Array.from({ length: 28 }, (_, back) => new Date(Date.UTC(2026, 10, 30 - back, 12)).toISOString().slice(0, 10));

  it("is the date's board with its DAILY_LEVELS level's goals whatever level was asked for, and another board the next day", () => {
    const today = rules.newGame("QUA:2026-11-30", { level: 1 });
    expect(today).toMatchObject({ daily: "2026-11-30", level: dailyLevelOf("2026-11-30"), movesLeft: levelDef(dailyLevelOf("2026-11-30")).moves });
    expect(rules.newGame("QUA:2026-11-30", { level: 30 })).toEqual(today);
    expect(rules.newGame("QUA:2026-11-29", { level: 1 }).board).not.toEqual(today.board);
    // Not the level's own board: the date deals it.
    expect(today.board).not.toEqual(rules.newGame("", { level: today.level }).board);
    // A week goes through every daily level once.
    expect(new Set(days.slice(0, 7).map(dailyLevelOf))).toEqual(new Set(DAILY_LEVELS));
  });

  it("is won by the solver within its moves on every day of four weeks, and replays the same", () => {
    for (const day of days) {
      const start = rules.newGame(`QUA:${day}`, { level: 1 });
      const { moves, end } = solve(start);
      expect(rules.status(end).phase, `${day} (level ${start.level})\n${describeBoard(end)}`).toBe("won");
      expect(moves.reduce((state, move) => rules.apply(state, move), rules.newGame(`QUA:${day}`, { level: 7 }))).toEqual(end);
    }
  }, 60_000);

  it("leaves every other seed to the level asked for, another game's daily seed too", () => {
    expect(rules.newGame("not-a-daily-seed", { level: 3 })).toMatchObject({ daily: null, level: 3 });
    expect(rules.newGame("RAI:2026-11-30", { level: 2 })).toEqual(rules.newGame("", { level: 2 }));
  });
});
