import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rankOf, type Card } from "../../engines/cards/cards.ts";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { findHint } from "../hint.ts";
import {
  clearedCards,
  dealFor,
  describe as describeTable,
  isFaceUp,
  MORE_CARDS,
  playable,
  rules,
  SCORE,
  SHAPE,
  toMove,
  type SailingMove,
  type SailingState,
} from "../rules.ts";

/** What a state looks like to a player (the undo chain left out). */
function table(state: SailingState) {
  const { previous: _previous, ...rest } = state;
  return JSON.parse(JSON.stringify(rest)) as unknown;
}

function allCards(state: SailingState): Card[] {
  return [...state.layout.filter((card): card is Card => card !== null), ...state.stock, ...state.waste].sort((a, b) => a - b);
}

const seeds = fc.stringMatching(/^[a-z0-9]{1,10}$/);

/** A random legal game: at each step one of the legal moves (powerups included), chosen by `picks`. */
function playOut(seed: string, picks: readonly number[]): { state: SailingState; moves: SailingMove[] } {
  let state = rules.newGame(seed);
  const moves: SailingMove[] = [];
  for (const pick of picks) {
    if (rules.status(state).phase === "won") break;
    const legal = rules.legalMoves(state);
    const move = legal[pick % legal.length]!;
    state = rules.apply(state, move);
    moves.push(move);
  }
  return { state, moves };
}

describe("the deal", () => {
  it("lays 28 cards in three peaks (10 face up), 23 in the stock and one on the waste, every card once", () => {
    const state = rules.newGame("deal-1");
    expect(state.layout).toHaveLength(28);
    expect(state.stock).toHaveLength(23);
    expect(state.waste).toHaveLength(1);
    expect(allCards(state)).toEqual(Array.from({ length: 52 }, (_, index) => index));
    const faceUp = state.layout.map((_, index) => isFaceUp(state, index));
    expect(faceUp.filter(Boolean)).toHaveLength(10);
    expect(faceUp.slice(18).every(Boolean)).toBe(true);
  });

  it("is the same for the same seed, and differs between seeds", () => {
    expect(table(rules.newGame("same"))).toEqual(table(rules.newGame("same")));
    expect(table(rules.newGame("same"))).not.toEqual(table(rules.newGame("other")));
  });

  it("is always winnable: the solver's line for it wins without powerups (property)", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const deal = dealFor(seed);
        const start = rules.newGame(seed);
        expect(start.deal).toBe(deal.variant);
        const end = deal.solution.map(toMove).reduce((state, move) => rules.apply(state, move), start);
        expect(rules.status(end).phase, describeTable(end)).toBe("won");
      }),
      { numRuns: 40 },
    );
  });

  it("covers as TriPeaks does: a peak's top lies under two cards, bottom cards under none", () => {
    expect(SHAPE.coveredBy[0]).toEqual([3, 4]);
    expect(SHAPE.coveredBy[8]).toEqual([16, 17]);
    expect(SHAPE.coveredBy[11]).toEqual([20, 21]);
    expect(SHAPE.coveredBy[12]).toEqual([21, 22]);
    expect(SHAPE.coveredBy.slice(18).every((covers) => covers.length === 0)).toBe(true);
  });
});

describe("moves", () => {
  it("replays identically through JSON, whatever legal moves are played (property)", () => {
    fc.assert(
      fc.property(seeds, fc.array(fc.nat(), { maxLength: 80 }), (seed, picks) => {
        const { state, moves } = playOut(seed, picks);
        const logged = JSON.parse(JSON.stringify(moves)) as unknown[];
        const replayed = logged.reduce<SailingState>((current, raw) => rules.apply(current, rules.parseMove(raw)), rules.newGame(seed));
        expect(table(replayed)).toEqual(table(state));
        expect(allCards(replayed)).toEqual(Array.from({ length: 52 }, (_, index) => index));
      }),
      { numRuns: 60 },
    );
  });

  it("refuses every card that is covered, gone, or not one rank from the waste card (property)", () => {
    fc.assert(
      fc.property(seeds, fc.array(fc.nat(), { maxLength: 40 }), fc.integer({ min: 0, max: 27 }), (seed, picks, index) => {
        const { state } = playOut(seed, picks);
        fc.pre(rules.status(state).phase !== "won");
        const card = state.layout[index];
        const top = state.waste.at(-1)!;
        const difference = card === null || card === undefined ? 0 : Math.abs(rankOf(card) - rankOf(top));
        const allowed = card !== null && isFaceUp(state, index) && (difference === 1 || difference === 12);
        if (allowed) expect(rules.apply(state, { t: "play", i: index }).waste.at(-1)).toBe(card);
        else expect(() => rules.apply(state, { t: "play", i: index })).toThrow(IllegalMoveError);
      }),
      { numRuns: 100 },
    );
  });

  it("refuses malformed moves", () => {
    for (const raw of [null, 3, "draw", { t: "play" }, { t: "play", i: 28 }, { t: "play", i: -1 }, { t: "play", i: 1.5 }, { t: "draw", x: 1 }, { t: "powerup", id: "PP" }, { t: "fly" }]) {
      expect(() => rules.parseMove(raw), JSON.stringify(raw)).toThrow(IllegalMoveError);
    }
    expect(() => rules.parseOptions({ draw: 3 })).toThrow(RangeError);
  });

  it("scores streaks: the n-th card of a run scores 10 x n, and drawing starts a new run", () => {
    const { solution } = dealFor("streaks");
    let state = rules.newGame("streaks");
    for (const step of solution) {
      const next = rules.apply(state, toMove(step));
      if (step.t === "play") {
        expect(next.streak).toBe(state.streak + 1);
        const peakBonus = [0, 1, 2].includes(step.i) ? SCORE.peak + (next.layout.slice(0, 3).every((card) => card === null) ? SCORE.allPeaks : 0) : 0;
        expect(next.score - state.score).toBe(SCORE.perStreakCard * next.streak + peakBonus);
      } else {
        expect(next.streak).toBe(0);
        expect(next.score).toBe(state.score);
      }
      state = next;
    }
    expect(clearedCards(state)).toBe(28);
    expect(rules.status(state)).toMatchObject({ phase: "won" });
    expect(() => rules.apply(state, { t: "draw" })).toThrow(IllegalMoveError);
    expect(rules.legalMoves(state)).toEqual([]);
  });
});

describe("powerups and the end", () => {
  it("Undo takes back the last move; with nothing to undo it is refused", () => {
    const start = rules.newGame("undo");
    expect(() => rules.apply(start, { t: "powerup", id: "UN" })).toThrow(IllegalMoveError);
    const drawn = rules.apply(start, { t: "draw" });
    expect(table(rules.apply(drawn, { t: "powerup", id: "UN" }))).toEqual(table(start));
  });

  it("More Cards puts up to 10 cards from under the waste card back into the stock, and revives a lost game", () => {
    let state = rules.newGame("more-cards");
    // Turn the whole stock: the game may be lost then, with 24 cards on the waste.
    while (state.stock.length > 0) state = rules.apply(state, { t: "draw" });
    const top = state.waste.at(-1);
    const more = rules.apply(state, { t: "powerup", id: "MC" });
    expect(more.stock).toHaveLength(MORE_CARDS);
    expect(more.waste).toHaveLength(state.waste.length - MORE_CARDS);
    expect(more.waste.at(-1)).toBe(top);
    expect(rules.status(more).phase).toBe("playing");
    const single = { ...rules.newGame("more-cards"), waste: [5] };
    expect(() => rules.apply(single, { t: "powerup", id: "MC" })).toThrow(IllegalMoveError);
  });

  it("is lost when the stock is empty and no card plays, with a reason", () => {
    const start = rules.newGame("lost");
    // Only the 5 of spades is left, and the waste shows the 9 of spades.
    const stuck: SailingState = { ...start, stock: [], waste: [8], layout: start.layout.map((_, index) => (index === 18 ? 4 : null)) };
    expect(playable(stuck)).toEqual([]);
    expect(rules.status(stuck)).toMatchObject({ phase: "lost", reason: expect.stringMatching(/No moves left/) });
  });

  it("finalScore adds 50 per stock card and 5 per second under five minutes to a win only", () => {
    const { solution } = dealFor("final");
    const won = solution.map(toMove).reduce((state, move) => rules.apply(state, move), rules.newGame("final"));
    const base = won.score + SCORE.perStockCardAtWin * won.stock.length;
    expect(rules.finalScore(won, { playedMs: 100_000 })).toBe(base + 5 * 200);
    expect(rules.finalScore(won, { playedMs: 400_000 })).toBe(base);
    const playing = rules.apply(rules.newGame("final"), { t: "draw" });
    expect(rules.finalScore(playing, { playedMs: 1_000 })).toBe(playing.score);
    expect(rules.frozenMsOf("FR")).toBe(30_000);
    expect(rules.powerupOf({ t: "powerup", id: "MC" })).toBe("MC");
    expect(rules.powerupOf({ t: "draw" })).toBeNull();
  });

  it("hints a move the rules accept, the first of a win when the solver sees one (property)", () => {
    fc.assert(
      fc.property(seeds, fc.array(fc.nat(), { maxLength: 30 }), (seed, picks) => {
        const { state } = playOut(seed, picks);
        const hint = findHint(state);
        if (rules.status(state).phase !== "playing") expect(hint).toBeNull();
        else expect(() => rules.apply(state, hint!.move)).not.toThrow();
      }),
      { numRuns: 40 },
    );
  });
});
