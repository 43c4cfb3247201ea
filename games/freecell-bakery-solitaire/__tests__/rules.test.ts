import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCardName, type Card } from "../../engines/cards/cards.ts";
import { microsoftColumns } from "../../engines/cards/microsoftDeals.ts";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { createHinter } from "../hint.ts";
import { isProvenDeal, PROVEN_RANGE, provenDealCount, unprovenDeals } from "../provenDeals.ts";
import {
  decodeMove,
  describe as describeTable,
  encodeMove,
  maxRunLength,
  rules,
  type CellPile,
  type ColumnPile,
  type FreeCellMove,
  type FreeCellState,
  type PowerupId,
  type TargetPile,
} from "../rules.ts";
import { solveFreeCell } from "../solver.ts";

/** What a state looks like to a player (the undo chain left out). */
function table(state: FreeCellState) {
  const { previous: _previous, ...rest } = state;
  return JSON.parse(JSON.stringify(rest)) as unknown;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Every card on the table or home, sorted: always the whole deck. */
function allCards(state: FreeCellState): Card[] {
  const home = state.home.flatMap((rank, suit) => Array.from({ length: rank }, (_, index) => suit * 13 + index));
  const cells = state.cells.filter((card): card is Card => card !== null);
  return [...home, ...cells, ...state.columns.flat()].sort((a, b) => a - b);
}

const cards = (names: string) => (names ? names.split(" ").map(parseCardName) : []);

/** A hand-made table: columns and cells by card names, foundations as ranks (S H C D). */
function tableOf(parts: { columns?: string[]; cells?: string[]; home?: number[]; score?: number }): FreeCellState {
  return {
    options: { deal: null },
    deal: 1,
    cells: [0, 1, 2, 3].map((index) => {
      const name = parts.cells?.[index];
      return name ? parseCardName(name) : null;
    }),
    home: parts.home ?? [0, 0, 0, 0],
    columns: Array.from({ length: 8 }, (_, index) => cards(parts.columns?.[index] ?? "")),
    score: parts.score ?? 0,
    previous: null,
  };
}

const FULL_DECK = Array.from({ length: 52 }, (_, index) => index);
const seeds = fc.string({ maxLength: 12 });
const choices = fc.array(fc.nat(), { maxLength: 150 });

/** Plays the moves `picks` choose among the legal ones, as the server receives them (JSON). */
function play(seed: string, picks: number[], freeze: boolean) {
  let state = rules.newGame(seed, rules.parseOptions(null));
  const log: FreeCellMove[] = [];
  for (const pick of picks) {
    const legal = rules.legalMoves(state);
    if (legal.length === 0) break;
    const move = rules.parseMove(JSON.parse(JSON.stringify(legal[pick % legal.length])));
    log.push(move);
    state = rules.apply(freeze ? deepFreeze(state) : state, move);
  }
  return { state, log };
}

const columnPile = fc.constantFrom<ColumnPile>("t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7");
const cellPile = fc.constantFrom<CellPile>("c0", "c1", "c2", "c3");
const anyMove: fc.Arbitrary<FreeCellMove> = fc.oneof(
  fc.record({
    t: fc.constant("move" as const),
    from: fc.oneof(columnPile, cellPile),
    to: fc.oneof(columnPile, cellPile, fc.constant<TargetPile>("f")),
    n: fc.integer({ min: 1, max: 13 }),
  }),
  fc.record({ t: fc.constant("powerup" as const), id: fc.constantFrom<PowerupId>("UN", "HI", "FR") }),
);

describe("the classic numbered deals", () => {
  it("deal 1 is Microsoft's deal 1, row by row", () => {
    const columns = microsoftColumns(1);
    expect(columns.map((column) => column[0])).toEqual(cards("JD 2D 9H JC 5D 7H 7C 5H"));
    expect(columns.map((column) => column.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(columns.flat().sort((a, b) => a - b)).toEqual(FULL_DECK);
    expect(() => microsoftColumns(0)).toThrow(RangeError);
    expect(() => microsoftColumns(32001)).toThrow(RangeError);
  });

  it("offers a chosen deal only when it is proven, and deals proven ones by the session's seed", () => {
    expect(rules.parseOptions({ deal: 1 })).toEqual({ deal: 1 });
    expect(rules.parseOptions(undefined)).toEqual({ deal: null });
    expect(rules.parseOptions({ deal: null })).toEqual({ deal: null });
    for (const unproven of unprovenDeals()) expect(() => rules.parseOptions({ deal: unproven })).toThrow(/not one we have proven solvable/);
    for (const raw of [5, [], { deal: "1" }, { deal: 1.5 }, { deal: 0 }, { deal: PROVEN_RANGE.last + 1 }, { deal: 1, speed: 2 }]) {
      expect(() => rules.parseOptions(raw), JSON.stringify(raw)).toThrow(RangeError);
    }
    fc.assert(
      fc.property(seeds, (seed) => {
        const state = rules.newGame(seed, { deal: null });
        expect(isProvenDeal(state.deal)).toBe(true);
        expect(table(state)).toEqual(table({ ...rules.newGame("", { deal: state.deal }), options: { deal: null } }));
      }),
      { numRuns: 50 },
    );
  });

  it("lists the deals the solver wins: a sample of listed deals is won again and replays to a win", () => {
    // The famous deal without a solution is never offered (when the range reaches it).
    if (PROVEN_RANGE.last >= 11982) expect(isProvenDeal(11982)).toBe(false);
    expect(provenDealCount()).toBeGreaterThanOrEqual(0.98 * (PROVEN_RANGE.last - PROVEN_RANGE.first + 1));
    fc.assert(
      fc.property(fc.integer({ min: PROVEN_RANGE.first, max: PROVEN_RANGE.last }), (number) => {
        fc.pre(isProvenDeal(number));
        const start = rules.newGame("", { deal: number });
        const { solution } = solveFreeCell(start, 30_000);
        expect(solution, `deal ${number}`).not.toBeNull();
        const end = solution!.reduce((state, move) => rules.apply(state, rules.parseMove(JSON.parse(JSON.stringify(move)))), start);
        expect(rules.status(end).phase).toBe("won");
      }),
      { numRuns: 20 },
    );
  });
});

describe("FreeCell rules", () => {
  it("deals all 52 cards face up into eight columns with four empty free cells", () => {
    const state = rules.newGame("deal", { deal: 1 });
    expect(state.cells).toEqual([null, null, null, null]);
    expect(allCards(state)).toEqual(FULL_DECK);
    expect(state.columns.map((column) => column.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
  });

  it("replays any legal move sequence to the same table, never mutating a state, keeping all 52 cards", () => {
    fc.assert(
      fc.property(seeds, choices, (seed, picks) => {
        const first = play(seed, picks, true);
        let replayed = rules.newGame(seed, rules.parseOptions(null));
        for (const move of first.log) replayed = rules.apply(replayed, rules.parseMove(JSON.parse(JSON.stringify(move))));
        expect(table(replayed)).toEqual(table(first.state));
        expect(rules.status(replayed)).toEqual(rules.status(first.state));
        expect(allCards(first.state)).toEqual(FULL_DECK);
        expect(first.state.score).toBe(10 * first.state.home.reduce((sum, rank) => sum + rank, 0));
      }),
      { numRuns: 120 },
    );
  });

  it("accepts exactly the moves legalMoves lists and refuses every other with IllegalMoveError", () => {
    fc.assert(
      fc.property(seeds, choices, anyMove, (seed, picks, move) => {
        const { state } = play(seed, picks, false);
        const legal = rules.legalMoves(state).some((candidate) => encodeMove(candidate) === encodeMove(move));
        if (legal) expect(() => rules.apply(state, move)).not.toThrow();
        else expect(() => rules.apply(state, move)).toThrow(IllegalMoveError);
      }),
      { numRuns: 400 },
    );
  });

  it("refuses malformed moves, and encodes moves compactly", () => {
    for (const raw of [null, 3, "t0>f", [], { t: "fly" }, { t: "move", from: "f", to: "t0", n: 1 }, { t: "move", from: "t8", to: "t0", n: 1 },
      { t: "move", from: "t0", to: "t1", n: 0 }, { t: "move", from: "t0", to: "t1" }, { t: "move", from: "c0", to: "t1", n: 1, x: 1 },
      { t: "powerup", id: "MC" }]) {
      expect(() => rules.parseMove(raw), JSON.stringify(raw)).toThrow(IllegalMoveError);
    }
    fc.assert(
      fc.property(anyMove, (move) => {
        expect(decodeMove(encodeMove(move))).toEqual(move);
      }),
    );
    expect(() => decodeMove("t9>fx1")).toThrow(IllegalMoveError);
  });

  it("builds down in alternating colours, parks one card per free cell, and any card fills an empty column", () => {
    const state = tableOf({ columns: ["KS 8H", "9C", "9D", "", "QD 7S"], cells: ["KH"] });
    expect(rules.apply(state, { t: "move", from: "t0", to: "t1", n: 1 }).columns[1]).toEqual(cards("9C 8H"));
    expect(() => rules.apply(state, { t: "move", from: "t0", to: "t2", n: 1 })).toThrow(/^The .+ cannot go on the .+: a card goes on one a rank higher of the other colour\.$/);
    expect(rules.apply(state, { t: "move", from: "t4", to: "t3", n: 1 }).columns[3]).toEqual(cards("7S"));
    expect(rules.apply(state, { t: "move", from: "c0", to: "t3", n: 1 }).cells[0]).toBeNull();
    expect(() => rules.apply(state, { t: "move", from: "t0", to: "c0", n: 1 })).toThrow(/taken/);
    expect(rules.apply(state, { t: "move", from: "t0", to: "c2", n: 1 }).cells).toEqual([parseCardName("KH"), null, parseCardName("8H"), null]);
    expect(() => rules.apply(state, { t: "move", from: "c0", to: "c1", n: 1 })).toThrow(IllegalMoveError);
    expect(() => rules.apply(state, { t: "move", from: "t1", to: "t3", n: 1 })).toThrow(/changes nothing/);
    expect(() => rules.apply(state, { t: "move", from: "t0", to: "f", n: 1 })).toThrow(/Ace/);
  });

  it("moves a run only as far as (free cells + 1) * 2^(empty columns) allows, halved into an empty column", () => {
    const run = "KC QD JS 10H 9S 8H 7C 6D";
    const full = ["2S", "3S", "4S"];
    // One free cell, one empty column: 4 cards onto a column, 2 into the empty one.
    const state = tableOf({ columns: [run, "JC", "", "2H", "3H", "4H", "5H", "10D"], cells: full });
    expect(maxRunLength(state, false)).toBe(4);
    expect(maxRunLength(state, true)).toBe(2);
    expect(rules.apply(state, { t: "move", from: "t0", to: "t7", n: 4 }).columns[7]).toEqual(cards("10D 9S 8H 7C 6D"));
    expect(() => rules.apply(state, { t: "move", from: "t0", to: "t1", n: 5 })).toThrow(/Only 4 cards can move at once/);
    expect(() => rules.apply(state, { t: "move", from: "t0", to: "t2", n: 3 })).toThrow(/Only 2 cards can move at once/);
    expect(rules.apply(state, { t: "move", from: "t0", to: "t2", n: 2 }).columns[2]).toEqual(cards("7C 6D"));
    const roomy = tableOf({ columns: [run, "", "", "", "2H", "3H", "4H", "5H"] });
    expect(maxRunLength(roomy, false)).toBe(40);
    expect(rules.apply(roomy, { t: "move", from: "t0", to: "t1", n: 7 }).columns[1]).toEqual(cards("QD JS 10H 9S 8H 7C 6D"));
  });

  it("sends safe cards home by itself after each move, and scores 10 per card home", () => {
    const state = tableOf({ columns: ["AS 5H", "2S 3D", "KD"], home: [0, 0, 0, 0] });
    // Moving 5H away frees AS, which goes home, then nothing else is free.
    const after = rules.apply(state, { t: "move", from: "t0", to: "c0", n: 1 });
    expect(after.home).toEqual([1, 0, 0, 0]);
    expect(after.score).toBe(10);
    // A 3 stays out while a red 2 is still out (a 2 of the other colour could still go on it).
    const three = tableOf({ columns: ["3S", "2H"], home: [2, 0, 0, 0] });
    expect(rules.apply(three, { t: "move", from: "t1", to: "c0", n: 1 }).home).toEqual([2, 0, 0, 0]);
    expect(rules.apply(three, { t: "move", from: "t0", to: "f", n: 1 }).home).toEqual([3, 0, 0, 0]);
  });

  it("computes the final score with the win bonus, and says a game is lost when no card can move", () => {
    const won = tableOf({ home: [13, 13, 13, 13], score: 520 });
    expect(rules.status(won)).toEqual({ phase: "won", score: 520 });
    expect(rules.finalScore(won, { playedMs: 200_000 })).toBe(520 + 3500);
    expect(rules.finalScore(won, { playedMs: 1_000 })).toBe(520 + Math.round(700_000 / 30));
    expect(rules.legalMoves(won)).toEqual([]);
    expect(() => rules.apply(won, { t: "powerup", id: "FR" })).toThrow(/won/);
    const stuck = tableOf({ columns: ["KS 5S", "KH 5H", "KC 5C", "KD 5D", "QS 7S", "QH 7H", "QC 7C", "QD 7D"], cells: ["9S", "9H", "9C", "9D"] });
    expect(rules.status(stuck)).toMatchObject({ phase: "lost", reason: expect.stringMatching(/No moves left/) });
    expect(rules.finalScore(stuck, { playedMs: 100_000 })).toBe(0);
  });
});

describe("FreeCell powerups", () => {
  it("Undo takes back exactly the last move (with the cards that went home after it), and not past the deal", () => {
    fc.assert(
      fc.property(seeds, choices, (seed, picks) => {
        let state = rules.newGame(seed, { deal: null });
        const tables = [table(state)];
        for (const pick of picks.slice(0, 60)) {
          const ordinary = rules.legalMoves(state).filter((move) => move.t !== "powerup");
          if (ordinary.length === 0) break;
          state = rules.apply(state, ordinary[pick % ordinary.length]!);
          tables.push(table(state));
        }
        while (tables.length > 1) {
          tables.pop();
          state = rules.apply(state, { t: "powerup", id: "UN" });
          expect(table(state)).toEqual(tables.at(-1));
        }
        expect(() => rules.apply(state, { t: "powerup", id: "UN" })).toThrow(IllegalMoveError);
      }),
      { numRuns: 40 },
    );
  });

  it("Hint and Freeze change nothing on the table; Freeze stops the clock 30 seconds", () => {
    const state = rules.newGame("powers", { deal: null });
    expect(rules.apply(state, { t: "powerup", id: "HI" })).toBe(state);
    expect(rules.apply(state, { t: "powerup", id: "FR" })).toBe(state);
    expect(rules.frozenMsOf("FR")).toBe(30_000);
    expect(rules.frozenMsOf("HI")).toBe(0);
    expect(rules.powerupOf({ t: "powerup", id: "HI" })).toBe("HI");
    expect(rules.powerupOf({ t: "move", from: "t0", to: "f", n: 1 })).toBeNull();
    expect(rules.minimumHumanMs(100)).toBe(15_000);
  });
});

describe("hints", () => {
  it("only ever hint a move the rules accept", () => {
    fc.assert(
      fc.property(seeds, fc.array(fc.nat(), { maxLength: 40 }), (seed, picks) => {
        const { state } = play(seed, picks, false);
        const hint = createHinter()(state);
        if (hint) expect(() => rules.apply(state, hint.move)).not.toThrow();
        else expect(rules.status(state).phase).not.toBe("playing");
      }),
      { numRuns: 15 },
    );
  });

  it("lead to a win when followed from a fresh deal, one plan throughout", () => {
    const findHint = createHinter();
    let state = rules.newGame("", { deal: 617 });
    for (let step = 0; step < 300 && rules.status(state).phase === "playing"; step++) {
      const hint = findHint(state);
      expect(hint?.winning, describeTable(state)).toBe(true);
      state = rules.apply(state, hint!.move);
    }
    expect(rules.status(state).phase).toBe("won");
  });
});
