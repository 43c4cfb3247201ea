import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rankOf, type Card } from "../../engines/cards/cards.ts";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { findHint } from "../hint.ts";
import {
  columnCards,
  dealFor,
  describe as describeTable,
  frontOf,
  PRUNE_CARDS,
  pruneColumns,
  rules,
  SCORE,
  SEEDS,
  seedsFor,
  toMove,
  type GardensMove,
  type GardensState,
} from "../rules.ts";

function table(state: GardensState) {
  const { previous: _previous, ...rest } = state;
  return JSON.parse(JSON.stringify(rest)) as unknown;
}

function allCards(state: GardensState): Card[] {
  return [...state.layout.filter((card): card is Card => card !== null), ...state.stock, ...state.waste, ...state.pruned].sort((a, b) => a - b);
}

const seeds = fc.stringMatching(/^[a-z0-9]{1,10}$/);

function playOut(seed: string, picks: readonly number[]): { state: GardensState; moves: GardensMove[] } {
  let state = rules.newGame(seed);
  const moves: GardensMove[] = [];
  for (const pick of picks) {
    if (rules.status(state).phase === "won") break;
    const legal = rules.legalMoves(state);
    const move = legal[pick % legal.length]!;
    state = rules.apply(state, move);
    moves.push(move);
  }
  return { state, moves };
}

const won = (seed: string) => dealFor(seed).solution.map(toMove).reduce((state, move) => rules.apply(state, move), rules.newGame(seed));

describe("the deal", () => {
  it("lays seven columns of five face up, 16 in the stock and one on the discard pile, every card once", () => {
    const state = rules.newGame("deal-1");
    expect(Array.from({ length: 7 }, (_, column) => columnCards(state.layout, column).length)).toEqual([5, 5, 5, 5, 5, 5, 5]);
    expect(state.stock).toHaveLength(16);
    expect(state.waste).toHaveLength(1);
    expect(allCards(state)).toEqual(Array.from({ length: 52 }, (_, index) => index));
    expect(table(rules.newGame("deal-1"))).toEqual(table(state));
  });

  it("is always winnable: the solver's line for it wins without powerups (property)", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const end = won(seed);
        expect(rules.status(end).phase, describeTable(end)).toBe("won");
        expect(end.score).toBe(35 * SCORE.perCard + SCORE.clearBonus + SCORE.perStockCardAtClear * end.stock.length);
      }),
      { numRuns: 30 },
    );
  });
});

describe("moves", () => {
  it("replays identically through JSON, whatever legal moves are played (property)", () => {
    fc.assert(
      fc.property(seeds, fc.array(fc.nat(), { maxLength: 80 }), (seed, picks) => {
        const { state, moves } = playOut(seed, picks);
        const logged = JSON.parse(JSON.stringify(moves)) as unknown[];
        const replayed = logged.reduce<GardensState>((current, raw) => rules.apply(current, rules.parseMove(raw)), rules.newGame(seed));
        expect(table(replayed)).toEqual(table(state));
        expect(allCards(replayed)).toEqual(Array.from({ length: 52 }, (_, index) => index));
      }),
      { numRuns: 60 },
    );
  });

  it("plays a column's front card only when it is one rank from the discard card, King and Ace connecting (property)", () => {
    fc.assert(
      fc.property(seeds, fc.array(fc.nat(), { maxLength: 40 }), fc.integer({ min: 0, max: 6 }), (seed, picks, column) => {
        const { state } = playOut(seed, picks);
        fc.pre(rules.status(state).phase !== "won");
        const front = frontOf(state.layout, column);
        const card = front === null ? null : state.layout[front]!;
        const difference = card === null ? 0 : Math.abs(rankOf(card) - rankOf(state.waste.at(-1)!));
        if (card !== null && (difference === 1 || difference === 12)) expect(rules.apply(state, { t: "play", c: column }).waste.at(-1)).toBe(card);
        else expect(() => rules.apply(state, { t: "play", c: column })).toThrow(IllegalMoveError);
      }),
      { numRuns: 100 },
    );
  });

  it("refuses malformed moves and options", () => {
    for (const raw of [null, "draw", { t: "play" }, { t: "play", c: 7 }, { t: "play", c: -1 }, { t: "play", i: 3 }, { t: "powerup", id: "MC" }, { t: "draw", n: 1 }]) {
      expect(() => rules.parseMove(raw), JSON.stringify(raw)).toThrow(IllegalMoveError);
    }
    expect(() => rules.parseOptions({ draw: 3 })).toThrow(RangeError);
  });
});

describe("powerups, the end and Seeds", () => {
  it("Power Prune snips the front card off the three tallest columns, leftmost first among equals", () => {
    const start = rules.newGame("prune");
    const played = rules.legalMoves(start).find((move) => move.t === "play");
    const state = played ? rules.apply(start, played) : start;
    const columns = pruneColumns(state.layout);
    expect(columns).toHaveLength(PRUNE_CARDS);
    const pruned = rules.apply(state, { t: "powerup", id: "PP" });
    expect(pruned.pruned).toEqual(columns.map((column) => state.layout[frontOf(state.layout, column)!]));
    expect(pruned.score).toBe(state.score);
    if (played?.t === "play") expect(columns).not.toContain(played.c);
    expect(table(rules.apply(pruned, { t: "powerup", id: "UN" }))).toEqual(table(state));
    expect(() => rules.apply(start, { t: "powerup", id: "UN" })).toThrow(IllegalMoveError);
  });

  it("a round is lost when the stock is empty and no front card plays; Seeds pay only for a finished round", () => {
    const start = rules.newGame("lost");
    // Only a 5 of spades is left in front, and the discard pile shows the 9 of spades.
    const stuck: GardensState = { ...start, stock: [], waste: [8], layout: start.layout.map((_, index) => (index === 0 ? 4 : null)) };
    expect(rules.status(stuck)).toMatchObject({ phase: "lost", reason: expect.stringMatching(/No moves left/) });
    expect(seedsFor(stuck)).toBe(34 * SEEDS.perCard);
    expect(rules.itemReward(stuck)).toEqual({ itemId: "SE", count: 34 * SEEDS.perCard });
    expect(rules.itemReward(start)).toBeNull();
    const end = won("seeds");
    expect(seedsFor(end)).toBe(35 * SEEDS.perCard + SEEDS.clearBonus + SEEDS.perStockCardAtClear * end.stock.length);
    expect(rules.legalMoves(end)).toEqual([]);
  });

  it("hints a move the rules accept (property)", () => {
    fc.assert(
      fc.property(seeds, fc.array(fc.nat(), { maxLength: 30 }), (seed, picks) => {
        const { state } = playOut(seed, picks);
        const step = findHint(state);
        if (rules.status(state).phase !== "playing") expect(step).toBeNull();
        else expect(() => rules.apply(state, toMove(step!))).not.toThrow();
      }),
      { numRuns: 40 },
    );
  });
});
