import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCardName, type Card } from "../../engines/cards/cards.ts";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import {
  autoCompleteMove,
  canAutoComplete,
  decodeMove,
  describe as describeTable,
  encodeMove,
  foundationMoveFrom,
  MORE_CARDS,
  rules,
  winnableDealsFor,
  type DrawCount,
  type FoundationPile,
  type KlondikeMove,
  type PileId,
  type PowerupId,
  type TableauPile,
  type KlondikeState,
} from "../rules.ts";
import { findHint } from "../hint.ts";
import winnableSolutions from "../winnableSolutions.json";

/** What a state looks like to a player (the undo chain left out). */
function table(state: KlondikeState) {
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

function allCards(state: KlondikeState): Card[] {
  return [
    ...state.stock,
    ...state.waste,
    ...state.foundations.flat(),
    ...state.tableau.flatMap((column) => [...column.down, ...column.up]),
  ].sort((a, b) => a - b);
}

const cards = (names: string) => (names ? names.split(" ").map(parseCardName) : []);

/** A hand-made table: columns as "down|up" card names. */
function tableOf(parts: {
  stock?: string;
  waste?: string;
  foundations?: string[];
  columns?: string[];
  draw?: DrawCount;
  recycles?: number;
  score?: number;
}): KlondikeState {
  const columns = parts.columns ?? [];
  return {
    options: { draw: parts.draw ?? 1, winnable: false },
    deal: "hand-made",
    stock: cards(parts.stock ?? ""),
    waste: cards(parts.waste ?? ""),
    foundations: [0, 1, 2, 3].map((index) => cards(parts.foundations?.[index] ?? "")),
    tableau: [0, 1, 2, 3, 4, 5, 6].map((index) => {
      const [down = "", up = ""] = (columns[index] ?? "|").split("|");
      return { down: cards(down), up: cards(up) };
    }),
    recycles: parts.recycles ?? 0,
    score: parts.score ?? 0,
    previous: null,
  };
}

const options = fc.record({ draw: fc.constantFrom<DrawCount>(1, 3), winnable: fc.boolean() });
const choices = fc.array(fc.nat(), { maxLength: 120 });

/** Plays the moves `picks` choose among the legal ones, as the server would receive them (JSON). */
function play(seed: string, gameOptions: { draw: DrawCount; winnable: boolean }, picks: number[], freeze: boolean) {
  let state = rules.newGame(seed, rules.parseOptions(JSON.parse(JSON.stringify(gameOptions))));
  const log: KlondikeMove[] = [];
  for (const pick of picks) {
    const legal = rules.legalMoves(state);
    if (legal.length === 0) break;
    const move = rules.parseMove(JSON.parse(JSON.stringify(legal[pick % legal.length])));
    log.push(move);
    state = rules.apply(freeze ? deepFreeze(state) : state, move);
  }
  return { state, log };
}

describe("Klondike rules", () => {
  it("deals 28 cards to seven columns, one face up on each, and 24 to the stock", () => {
    const state = rules.newGame("deal", { draw: 1, winnable: false });
    expect(state.tableau.map((column) => [column.down.length, column.up.length])).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((down) => [down, 1]),
    );
    expect(state.stock).toHaveLength(24);
    expect(allCards(state)).toEqual(Array.from({ length: 52 }, (_, index) => index));
    expect(table(rules.newGame("deal", { draw: 1, winnable: false }))).toEqual(table(state));
    expect(table(rules.newGame("other", { draw: 1, winnable: false }))).not.toEqual(table(state));
  });

  it("replays any legal move sequence to the same table twice, never mutating a state, keeping all 52 cards", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), options, choices, (seed, gameOptions, picks) => {
        const first = play(seed, gameOptions, picks, true);
        // The server's replay: the same log, parsed from JSON, from a fresh deal.
        let replayed = rules.newGame(seed, gameOptions);
        for (const move of first.log) replayed = rules.apply(replayed, rules.parseMove(JSON.parse(JSON.stringify(move))));
        expect(table(replayed)).toEqual(table(first.state));
        expect(rules.status(replayed)).toEqual(rules.status(first.state));
        expect(allCards(first.state)).toEqual(Array.from({ length: 52 }, (_, index) => index));
        expect(first.state.score).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  });

  const anyMove: fc.Arbitrary<KlondikeMove> = fc.oneof(
    fc.constant<KlondikeMove>({ t: "draw" }),
    fc.constant<KlondikeMove>({ t: "recycle" }),
    fc.record({
      t: fc.constant("move" as const),
      from: fc.constantFrom<PileId>("w", "t0", "t1", "t2", "t3", "t4", "t5", "t6", "f0", "f1", "f2", "f3"),
      to: fc.constantFrom<TableauPile | FoundationPile>("t0", "t1", "t2", "t3", "t4", "t5", "t6", "f0", "f1", "f2", "f3"),
      n: fc.integer({ min: 1, max: 13 }),
    }),
    fc.record({ t: fc.constant("powerup" as const), id: fc.constantFrom<PowerupId>("UN", "MC", "FR") }),
  );

  it("accepts exactly the moves legalMoves lists and refuses every other with IllegalMoveError", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), options, choices, anyMove, (seed, gameOptions, picks, move) => {
        const { state } = play(seed, gameOptions, picks, false);
        const legal = rules.legalMoves(state).some((candidate) => encodeMove(candidate) === encodeMove(move));
        if (legal) expect(() => rules.apply(state, move)).not.toThrow();
        else expect(() => rules.apply(state, move)).toThrow(IllegalMoveError);
      }),
      { numRuns: 300 },
    );
  });

  it("refuses malformed moves and options", () => {
    for (const raw of [null, 3, "draw", [], { t: "fly" }, { t: "draw", extra: 1 }, { t: "move", from: "w", to: "w", n: 1 },
      { t: "move", from: "t9", to: "t0", n: 1 }, { t: "move", from: "w", to: "t0", n: 0 }, { t: "move", from: "w", to: "t0" },
      { t: "move", from: "w", to: "t0", n: 1.5 }, { t: "powerup", id: "XX" }]) {
      expect(() => rules.parseMove(raw), JSON.stringify(raw)).toThrow(IllegalMoveError);
    }
    expect(rules.parseMove({ n: 2, to: "t1", t: "move", from: "t0" })).toEqual({ t: "move", from: "t0", to: "t1", n: 2 });
    for (const raw of [5, { draw: 2 }, { winnable: "yes" }, { draw: 1, colour: "gold" }]) {
      expect(() => rules.parseOptions(raw)).toThrow(RangeError);
    }
    expect(rules.parseOptions(undefined)).toEqual({ draw: 1, winnable: false });
    expect(rules.parseOptions({ draw: 3 })).toEqual({ draw: 3, winnable: false });
  });

  it("encodes moves compactly and decodes them back", () => {
    fc.assert(
      fc.property(anyMove, (move) => {
        expect(decodeMove(encodeMove(move))).toEqual(move);
      }),
    );
    expect(() => decodeMove("t7>f0x1")).toThrow(IllegalMoveError);
  });

  it("draws one or three cards, the last drawn on top, and allows two recycles", () => {
    const three = tableOf({ stock: "AH 2H 3H 4H", draw: 3 });
    const drawn = rules.apply(three, { t: "draw" });
    expect(drawn.waste).toEqual(cards("4H 3H 2H"));
    expect(drawn.stock).toEqual(cards("AH"));
    let state = tableOf({ waste: "AS 2S", recycles: 0, columns: ["|KD"] });
    state = rules.apply(state, { t: "recycle" });
    expect(state.stock).toEqual(cards("2S AS"));
    expect(rules.apply(state, { t: "draw" }).waste).toEqual(cards("AS"));
    const spent = tableOf({ waste: "9S", recycles: 2, columns: ["|KD"] });
    expect(() => rules.apply(spent, { t: "recycle" })).toThrow(/More Cards/);
  });

  it("scores like Windows: waste to tableau 5, to a foundation 10, turning over 5, back from a foundation -15", () => {
    const start = tableOf({ waste: "AH 9S", columns: ["5C|AC", "|10H"], score: 20 });
    const wasteToTableau = rules.apply(start, { t: "move", from: "w", to: "t1", n: 1 });
    expect(wasteToTableau.score).toBe(25);
    const wasteToFoundation = rules.apply(wasteToTableau, { t: "move", from: "w", to: "f0", n: 1 });
    expect(wasteToFoundation.score).toBe(35);
    const turnOver = rules.apply(wasteToFoundation, { t: "move", from: "t0", to: "f2", n: 1 });
    expect(turnOver.score).toBe(50);
    expect(turnOver.tableau[0]).toEqual({ down: [], up: cards("5C") });
    const back = rules.apply(tableOf({ foundations: ["AH 2H 3H 4H"], columns: ["|5C"], score: 10 }), {
      t: "move", from: "f0", to: "t0", n: 1,
    });
    expect(back.score).toBe(0);
    expect(back.tableau[0]!.up).toEqual(cards("5C 4H"));
  });

  it("moves runs down in alternating colours, and only Kings to empty columns", () => {
    const state = tableOf({ columns: ["3S|KH QS JD", "|", "|QD", "|8C"] });
    expect(rules.apply(state, { t: "move", from: "t0", to: "t1", n: 3 }).tableau[0]).toEqual({ down: [], up: cards("3S") });
    expect(rules.apply(state, { t: "move", from: "t0", to: "t1", n: 3 }).score).toBe(5);
    expect(() => rules.apply(state, { t: "move", from: "t0", to: "t1", n: 2 })).toThrow(/King/);
    expect(() => rules.apply(state, { t: "move", from: "t0", to: "t2", n: 2 })).toThrow(/^The .+ cannot go on the .+: a card goes on one a rank higher of the other colour\.$/);
    expect(() => rules.apply(state, { t: "move", from: "t0", to: "t3", n: 4 })).toThrow(/face-up/);
    expect(() => rules.apply(state, { t: "move", from: "t3", to: "f0", n: 1 })).toThrow(/Ace/);
  });

  it("computes the final score with the time penalty and the win bonus", () => {
    const won = tableOf({ foundations: ["AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
      "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC", "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD"], score: 600 });
    expect(rules.status(won)).toEqual({ phase: "won", score: 600 });
    expect(rules.finalScore(won, { playedMs: 200_000 })).toBe(600 - 40 + 3500);
    expect(rules.finalScore(won, { playedMs: 5_000 })).toBe(600 + Math.round(700_000 / 30));
    const playing = tableOf({ columns: ["|KD"], stock: "AS", score: 30 });
    expect(rules.finalScore(playing, { playedMs: 600_000 })).toBe(0);
    expect(() => rules.apply(won, { t: "powerup", id: "FR" })).toThrow(/won/);
    expect(rules.legalMoves(won)).toEqual([]);
  });

  it("says a game is lost when no card can move and the stock is spent", () => {
    const stuck = tableOf({ waste: "9S", recycles: 2, columns: ["|KD", "|5C"] });
    expect(rules.status(stuck)).toMatchObject({ phase: "lost", reason: expect.stringMatching(/No moves left/) });
    // More Cards brings the game back.
    const more = rules.apply(stuck, { t: "powerup", id: "MC" });
    expect(rules.status(more).phase).toBe("playing");
  });
});

describe("Klondike powerups", () => {
  it("Undo takes back exactly the last move, again and again, and not past the deal", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), options, choices, (seed, gameOptions, picks) => {
        let state = rules.newGame(seed, gameOptions);
        const tables = [table(state)];
        for (const pick of picks) {
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
      { numRuns: 60 },
    );
  });

  it("More Cards returns the 10 oldest waste cards under the stock, in redeal order, and Undo can take it back", () => {
    const waste = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS";
    const state = tableOf({ stock: "KH", waste, recycles: 2, columns: ["|KD"] });
    const more = rules.apply(state, { t: "powerup", id: "MC" });
    expect(more.waste).toEqual(cards("JS QS"));
    expect(more.stock).toEqual(cards("10S 9S 8S 7S 6S 5S 4S 3S 2S AS KH"));
    let drawn = rules.apply(more, { t: "draw" });
    expect(drawn.waste.at(-1)).toBe(parseCardName("KH"));
    drawn = rules.apply(drawn, { t: "draw" });
    expect(drawn.waste.at(-1)).toBe(parseCardName("AS"));
    expect(more.stock.length - state.stock.length).toBe(MORE_CARDS);
    expect(table(rules.apply(more, { t: "powerup", id: "UN" }))).toEqual(table(state));
    const few = rules.apply(tableOf({ waste: "AS 2S", columns: ["|KD"] }), { t: "powerup", id: "MC" });
    expect(few.stock).toEqual(cards("2S AS"));
    expect(() => rules.apply(tableOf({ columns: ["|KD"] }), { t: "powerup", id: "MC" })).toThrow(/waste/);
  });

  it("Freeze changes nothing on the table, is not undone, and stops the clock 30 seconds", () => {
    const state = rules.apply(rules.newGame("freeze", { draw: 1, winnable: false }), { t: "draw" });
    const frozen = rules.apply(state, { t: "powerup", id: "FR" });
    expect(table(frozen)).toEqual(table(state));
    expect(table(rules.apply(frozen, { t: "powerup", id: "UN" }))).toEqual(table(rules.newGame("freeze", { draw: 1, winnable: false })));
    expect(rules.frozenMsOf("FR")).toBe(30_000);
    expect(rules.frozenMsOf("UN")).toBe(0);
    expect(rules.powerupOf({ t: "powerup", id: "MC" })).toBe("MC");
    expect(rules.powerupOf({ t: "draw" })).toBeNull();
    expect(rules.minimumHumanMs(100)).toBe(15_000);
  });
});

describe("helpers for the table", () => {
  it("finds the foundation move for a double-click and auto-completes a face-up table to a win", () => {
    const state = tableOf({
      foundations: ["AS 2S 3S 4S 5S 6S 7S 8S 9S", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H", "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C",
        "AD 2D 3D 4D 5D 6D 7D 8D 9D"],
      columns: ["|KH QS JH 10S", "|KC QD JC", "|KS QH JS", "KD|10D", "|QC JD"],
    });
    expect(() => rules.apply(state, { t: "move", from: "t3", to: "t0", n: 1 })).toThrow(IllegalMoveError);
    expect(foundationMoveFrom(state, "t0")).toEqual({ t: "move", from: "t0", to: "f0", n: 1 });
    expect(foundationMoveFrom(state, "t1")).toEqual({ t: "move", from: "t1", to: "f2", n: 1 });
    expect(foundationMoveFrom(state, "t2")).toBeNull();
    expect(canAutoComplete(state)).toBe(false);
    const ready = rules.apply(state, { t: "move", from: "t3", to: "f3", n: 1 });
    expect(canAutoComplete(ready)).toBe(true);
    let current = ready;
    for (let step = 0; step < 60 && rules.status(current).phase === "playing"; step++) {
      const move = autoCompleteMove(current);
      expect(move, describeTable(current)).not.toBeNull();
      current = rules.apply(current, move!);
    }
    expect(rules.status(current).phase).toBe("won");
  });
});

describe("winnable deals", () => {
  for (const draw of [1, 3] as const) {
    it(`lists draw-${draw} deals whose stored solutions replay to a win`, () => {
      const deals = winnableDealsFor(draw);
      const solutions: Record<string, string> = draw === 1 ? winnableSolutions.draw1 : winnableSolutions.draw3;
      expect(deals.length).toBeGreaterThanOrEqual(50);
      for (const deal of deals) {
        let state = rules.newGame(deal, { draw, winnable: false });
        for (const text of solutions[deal]!.split(" ")) state = rules.apply(state, decodeMove(text));
        expect(rules.status(state).phase, deal).toBe("won");
      }
    });
  }

  it("deals only listed deals in winnable mode, chosen by the session's seed", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom<DrawCount>(1, 3), (seed, draw) => {
        const state = rules.newGame(seed, { draw, winnable: true });
        expect(winnableDealsFor(draw)).toContain(state.deal);
        expect(table(state)).toEqual(table({ ...rules.newGame(state.deal, { draw, winnable: false }), options: { draw, winnable: true } }));
      }),
      { numRuns: 50 },
    );
  });
});

describe("hints", () => {
  it("only ever hint a move the rules accept, never a powerup", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), options, fc.array(fc.nat(), { maxLength: 60 }), (seed, gameOptions, picks) => {
        const { state } = play(seed, gameOptions, picks, false);
        const hint = findHint(state);
        if (hint) expect(() => rules.apply(state, hint.move)).not.toThrow();
        if (hint) expect(hint.move.t).not.toBe("powerup");
      }),
      { numRuns: 25 },
    );
  });

  it("lead to a win when followed on a winnable deal", () => {
    const deal = winnableDealsFor(1)[0]!;
    let state = rules.newGame(deal, { draw: 1, winnable: false });
    for (let step = 0; step < 400 && rules.status(state).phase === "playing"; step++) {
      const hint = findHint(state);
      expect(hint, describeTable(state)).not.toBeNull();
      state = rules.apply(state, hint!.move);
    }
    expect(rules.status(state).phase).toBe("won");
  });
});
