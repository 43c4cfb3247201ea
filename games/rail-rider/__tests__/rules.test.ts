import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { ADD_TIME_MS, DAILY_LEVEL, hintStep, isFreeGround, LEVEL_COUNT, rules, SCORE, solutionMoves, traceLine, type RailMove, type RailState } from "../rules.ts";

const seeds = fc.stringMatching(/^[a-z0-9]{1,10}$/);
const levels = fc.integer({ min: 1, max: LEVEL_COUNT });

function table(state: RailState) {
  const { previous: _previous, ...rest } = state;
  return JSON.parse(JSON.stringify(rest)) as unknown;
}

function playOut(seed: string, level: number, picks: readonly number[]): { state: RailState; moves: RailMove[] } {
  let state = rules.newGame(seed, { level });
  const moves: RailMove[] = [];
  for (const pick of picks) {
    // Departing ends most games at once: leave it to its own test.
    const legal = rules.legalMoves(state).filter((move) => move.t !== "depart");
    if (legal.length === 0) break;
    const move = legal[pick % legal.length]!;
    state = rules.apply(state, move);
    moves.push(move);
  }
  return { state, moves };
}

describe("the boards", () => {
  it("are the same for the same seed and level, start unfinished, and hold one tile for each track square of the known route (property)", () => {
    fc.assert(
      fc.property(seeds, levels, (seed, level) => {
        const state = rules.newGame(seed, { level });
        expect(table(rules.newGame(seed, { level }))).toEqual(table(state));
        expect(rules.status(state).phase).toBe("playing");
        expect(state.tiles).toHaveLength(state.route.length - state.stations.length);
        expect(new Set(state.tiles.map((tile) => tile.cell)).size).toBe(state.tiles.length);
        for (const tile of state.tiles) expect(isFreeGround(state, tile.cell)).toBe(true);
        expect(state.stations[0]!.cell).toBe(state.route[0]);
        expect(state.stations.at(-1)!.cell).toBe(state.route.at(-1));
      }),
      { numRuns: 60 },
    );
  });

  it("can always be finished: the known route's moves win (property)", () => {
    fc.assert(
      fc.property(seeds, levels, (seed, level) => {
        const start = rules.newGame(seed, { level });
        const end = solutionMoves(start).reduce((state, move) => rules.apply(state, move), start);
        expect(rules.status(end)).toEqual({ phase: "won", score: SCORE.perTile * start.tiles.length + SCORE.perLevel * level });
        expect(traceLine(end).cells).toEqual(start.route);
        expect(rules.legalMoves(end)).toEqual([]);
        expect(rules.finalScore(end, { playedMs: start.timeLimitMs - 10_000 })).toBe(rules.status(end).score + 10 * SCORE.perSecondLeft);
        expect(rules.finalScore(end, { playedMs: start.timeLimitMs + 10_000 })).toBe(rules.status(end).score);
      }),
      { numRuns: 60 },
    );
  });

  it("grow with the levels: bigger yards, more stations", () => {
    const first = rules.newGame("g", { level: 1 });
    const last = rules.newGame("g", { level: LEVEL_COUNT });
    expect(last.width).toBeGreaterThan(first.width);
    expect(last.stations.length).toBeGreaterThan(first.stations.length);
    for (const raw of [{ level: 0 }, { level: LEVEL_COUNT + 1 }, { level: "1" }, { speed: 2 }]) expect(() => rules.parseOptions(raw)).toThrow(RangeError);
  });
});

describe("moves", () => {
  it("replays identically through JSON, whatever legal moves are played (property)", () => {
    fc.assert(
      fc.property(seeds, levels, fc.array(fc.nat(), { maxLength: 40 }), (seed, level, picks) => {
        const { state, moves } = playOut(seed, level, picks);
        const logged = JSON.parse(JSON.stringify(moves)) as unknown[];
        const replayed = logged.reduce<RailState>((current, raw) => rules.apply(current, rules.parseMove(raw)), rules.newGame(seed, { level }));
        expect(table(replayed)).toEqual(table(state));
        expect(new Set(state.tiles.map((tile) => tile.cell)).size).toBe(state.tiles.length);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses tiles set on stations or rocks, turning empty grass and malformed moves", () => {
    const state = rules.newGame("refuse", { level: 6 });
    const tile = state.tiles[0]!;
    expect(() => rules.apply(state, { t: "move", from: tile.cell, to: state.stations[0]!.cell })).toThrow(/not on stations or rocks/);
    expect(() => rules.apply(state, { t: "move", from: tile.cell, to: state.rocks[0]! })).toThrow(/not on stations or rocks/);
    const empty = Array.from({ length: state.width * state.height }, (_, cell) => cell).find((cell) => isFreeGround(state, cell) && !state.tiles.some((held) => held.cell === cell))!;
    expect(() => rules.apply(state, { t: "rotate", c: empty })).toThrow(/no track tile/);
    expect(() => rules.apply(state, { t: "move", from: empty, to: tile.cell })).toThrow(/no track tile/);
    for (const raw of [null, { t: "rotate" }, { t: "rotate", c: -1 }, { t: "move", from: 1 }, { t: "powerup", id: "FR" }, { t: "depart", now: 1 }]) {
      expect(() => rules.parseMove(raw), JSON.stringify(raw)).toThrow(IllegalMoveError);
    }
  });

  it("a train that leaves ends the game; Add Time holds it 30 seconds more and play goes on", () => {
    const start = rules.newGame("late", { level: 2 });
    const gone = rules.apply(start, { t: "depart" });
    expect(rules.status(gone)).toMatchObject({ phase: "lost", reason: "The train left before the line was finished." });
    expect(rules.legalMoves(gone)).toEqual([{ t: "powerup", id: "AT" }]);
    expect(() => rules.apply(gone, { t: "rotate", c: start.tiles[0]!.cell })).toThrow(/train has left/);
    const held = rules.apply(gone, { t: "powerup", id: "AT" });
    expect(rules.status(held).phase).toBe("playing");
    expect(held.timeLimitMs).toBe(start.timeLimitMs + ADD_TIME_MS);
  });
});

describe("powerups", () => {
  it("Hint sets one more square of the known route right; Undo takes it back (property)", () => {
    fc.assert(
      fc.property(seeds, levels, fc.array(fc.nat(), { maxLength: 20 }), (seed, level, picks) => {
        const { state } = playOut(seed, level, picks);
        fc.pre(rules.status(state).phase === "playing" && hintStep(state) !== null);
        const step = hintStep(state)!;
        const hinted = rules.apply(state, { t: "powerup", id: "HI" });
        expect(hinted.hints).toBe(state.hints + 1);
        expect(hinted.tiles[step.tile]!.cell).toBe(step.cell);
        if (rules.status(hinted).phase === "playing") {
          expect(hintStep(hinted)?.cell).not.toBe(step.cell);
          expect(table(rules.apply(hinted, { t: "powerup", id: "UN" }))).toEqual(table(state));
        }
      }),
      { numRuns: 60 },
    );
  });

  it("hints alone finish any line, each costing points", () => {
    let state = rules.newGame("hints", { level: 4 });
    while (rules.status(state).phase === "playing") state = rules.apply(state, { t: "powerup", id: "HI" });
    expect(rules.status(state).score).toBe(Math.max(SCORE.least, SCORE.perTile * state.tiles.length + SCORE.perLevel * 4 - SCORE.perHint * state.hints));
    expect(() => rules.apply(rules.newGame("u", { level: 1 }), { t: "powerup", id: "UN" })).toThrow(/no move to undo/);
  });
});

describe("the daily puzzle", () => {
  it("is the date's board at DAILY_LEVEL whatever the level asked for, a different board each day, and solvable", () => {
    const today = rules.newGame("RAI:2026-11-30", { level: 1 });
    expect(today).toMatchObject({ daily: "2026-11-30", level: DAILY_LEVEL });
    expect(table(rules.newGame("RAI:2026-11-30", { level: 15 }))).toEqual(table(today));
    expect(table(rules.newGame("RAI:2026-11-29", { level: 1 }))).not.toEqual(table(today));
    let state = today;
    for (const move of solutionMoves(today)) state = rules.apply(state, move);
    expect(rules.status(state).phase).toBe("won");
  });

  it("leaves every other seed to the level asked for, another game's daily seed too", () => {
    expect(rules.newGame("not-a-daily-seed", { level: 3 })).toMatchObject({ daily: null, level: 3 });
    expect(rules.newGame("TEA:2026-11-30", { level: 2 })).toMatchObject({ daily: null, level: 2 });
  });
});
