import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCardName } from "../../engines/cards/cards.ts";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import {
  dealTable,
  decodeMove,
  describe as describeTable,
  encodeMove,
  faceOf,
  MORE_CARDS,
  rules,
  spiderDeck,
  SUIT_COUNTS,
  winnableDealsFor,
  type ColumnPile,
  type PowerupId,
  type SpiderMove,
  type SpiderState,
  type SuitCount,
} from "../rules.ts";
import winnableSolutions from "../winnableSolutions.json";

/** What a state looks like to a player (the undo chain left out). */
function table(state: SpiderState) {
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

/** Every card id in play, the cleared runs counted as their 13 cards. */
function cardCount(state: SpiderState): number {
  return state.stock.length + state.columns.reduce((sum, column) => sum + column.down.length + column.up.length, 0) + 13 * state.cleared.length;
}

/** Ids for hand-made tables: a card name, and which copy of it. */
const id = (name: string, copy = 0) => parseCardName(name) + 52 * copy;
const ids = (names: string) => (names ? names.split(" ").map((name) => id(name)) : []);

/** A hand-made table: columns as "down|up" card names. */
function tableOf(parts: { columns?: string[]; stock?: string; cleared?: number; moves?: number }): SpiderState {
  return {
    options: { suits: 4 },
    deal: "hand-made",
    stock: ids(parts.stock ?? ""),
    columns: Array.from({ length: 10 }, (_, index) => {
      const [down = "", up = ""] = (parts.columns?.[index] ?? "|").split("|");
      return { down: ids(down), up: ids(up) };
    }),
    cleared: Array.from({ length: parts.cleared ?? 0 }, (_, index) => id("KS", index + 1)),
    moves: parts.moves ?? 0,
    previous: null,
  };
}

const suitCounts = fc.constantFrom<SuitCount>(...SUIT_COUNTS);
const choices = fc.array(fc.nat(), { maxLength: 150 });

function play(seed: string, suits: SuitCount, picks: number[], freeze: boolean) {
  let state = rules.newGame(seed, rules.parseOptions(JSON.parse(JSON.stringify({ suits }))));
  const log: SpiderMove[] = [];
  for (const pick of picks) {
    const legal = rules.legalMoves(state);
    if (legal.length === 0) break;
    const move = rules.parseMove(JSON.parse(JSON.stringify(legal[pick % legal.length])));
    log.push(move);
    state = rules.apply(freeze ? deepFreeze(state) : state, move);
  }
  return { state, log };
}

const column = fc.constantFrom<ColumnPile>("t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8", "t9");
const anyMove: fc.Arbitrary<SpiderMove> = fc.oneof(
  fc.constant<SpiderMove>({ t: "deal" }),
  fc.record({ t: fc.constant("move" as const), from: column, to: column, n: fc.integer({ min: 1, max: 13 }) }),
  fc.record({ t: fc.constant("powerup" as const), id: fc.constantFrom<PowerupId>("UN", "MC", "FR") }),
);

describe("Spider deals", () => {
  it("uses 104 distinct cards: eight suits' worth of Spades, Spades and Hearts, or two full decks", () => {
    for (const suits of SUIT_COUNTS) {
      const deck = spiderDeck(suits);
      expect(new Set(deck).size).toBe(104);
      const faces = new Set(deck.map(faceOf));
      expect(faces.size).toBe(13 * suits);
    }
    expect(new Set(spiderDeck(1).map((card) => faceOf(card) < 13)).size).toBe(1);
  });

  it("deals four columns of six and six of five, the top card face up, and 50 cards to the stock", () => {
    const { columns, stock } = dealTable("deal", 2);
    expect(columns.map((pile) => [pile.down.length, pile.up.length])).toEqual([5, 5, 5, 5, 4, 4, 4, 4, 4, 4].map((down) => [down, 1]));
    expect(stock).toHaveLength(50);
    expect(table({ ...rules.newGame("a", { suits: 2 }), previous: null })).toEqual(table(rules.newGame("a", { suits: 2 })));
  });

  for (const suits of SUIT_COUNTS) {
    it(`deals only listed ${suits}-suit deals, whose stored solutions replay to a win`, () => {
      const deals = winnableDealsFor(suits);
      const solutions: Record<string, string> = winnableSolutions[`suits${suits}`];
      expect(deals.length).toBeGreaterThanOrEqual(suits === 1 ? 20 : 5);
      for (const deal of deals) {
        let state: SpiderState = { options: { suits }, deal, ...dealTable(deal, suits), cleared: [], moves: 0, previous: null };
        for (const text of solutions[deal]!.split(" ")) state = rules.apply(state, rules.parseMove(JSON.parse(JSON.stringify(decodeMove(text)))));
        expect(rules.status(state).phase, deal).toBe("won");
      }
      fc.assert(
        fc.property(fc.string(), (seed) => {
          expect(deals).toContain(rules.newGame(seed, { suits }).deal);
        }),
        { numRuns: 30 },
      );
    });
  }
});

describe("Spider rules", () => {
  it("replays any legal move sequence to the same table, never mutating a state, keeping all 104 cards", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), suitCounts, choices, (seed, suits, picks) => {
        const first = play(seed, suits, picks, true);
        let replayed = rules.newGame(seed, { suits });
        for (const move of first.log) replayed = rules.apply(replayed, rules.parseMove(JSON.parse(JSON.stringify(move))));
        expect(table(replayed)).toEqual(table(first.state));
        expect(rules.status(replayed)).toEqual(rules.status(first.state));
        expect(cardCount(first.state)).toBe(104);
      }),
      { numRuns: 120 },
    );
  });

  it("accepts exactly the moves legalMoves lists and refuses every other with IllegalMoveError", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), suitCounts, choices, anyMove, (seed, suits, picks, move) => {
        const { state } = play(seed, suits, picks, false);
        const legal = rules.legalMoves(state).some((candidate) => encodeMove(candidate) === encodeMove(move));
        if (legal) expect(() => rules.apply(state, move)).not.toThrow();
        else expect(() => rules.apply(state, move)).toThrow(IllegalMoveError);
      }),
      { numRuns: 400 },
    );
  });

  it("refuses malformed moves and options, and encodes moves compactly", () => {
    for (const raw of [null, 3, "deal", [], { t: "fly" }, { t: "deal", n: 1 }, { t: "move", from: "t10", to: "t0", n: 1 },
      { t: "move", from: "t0", to: "t1", n: 0 }, { t: "move", from: "t0", to: "t1" }, { t: "powerup", id: "HI" }]) {
      expect(() => rules.parseMove(raw), JSON.stringify(raw)).toThrow(IllegalMoveError);
    }
    for (const raw of [5, { suits: 3 }, { suits: "2" }, { suits: 1, speed: 2 }]) expect(() => rules.parseOptions(raw)).toThrow(RangeError);
    expect(rules.parseOptions(undefined)).toEqual({ suits: 1 });
    expect(rules.parseOptions({ suits: 4 })).toEqual({ suits: 4 });
    fc.assert(
      fc.property(anyMove, (move) => {
        expect(decodeMove(encodeMove(move))).toEqual(move);
      }),
    );
  });

  it("puts any card on one rank higher, moves only runs in one suit, and turns the card beneath face up", () => {
    const state = tableOf({ columns: ["5C|9H 8S 7S", "|9D", "|8H", "|", "2D|10C"] });
    const moved = rules.apply(state, { t: "move", from: "t0", to: "t1", n: 2 });
    expect(moved.columns[1]!.up).toEqual(ids("9D 8S 7S"));
    expect(moved.columns[0]).toEqual({ down: ids("5C"), up: ids("9H") });
    expect(() => rules.apply(state, { t: "move", from: "t0", to: "t1", n: 3 })).toThrow(/one suit/);
    expect(() => rules.apply(state, { t: "move", from: "t0", to: "t1", n: 4 })).toThrow(/Only face-up/);
    expect(() => rules.apply(state, { t: "move", from: "t2", to: "t4", n: 1 })).toThrow(/^The .+ cannot go on the .+: a card goes on one a rank higher, of any suit\.$/);
    expect(rules.apply(state, { t: "move", from: "t2", to: "t1", n: 1 }).columns[1]!.up).toEqual(ids("9D 8H"));
    expect(() => rules.apply(state, { t: "move", from: "t1", to: "t3", n: 1 })).toThrow(/changes nothing/);
    // The card beneath turns face up by itself.
    expect(rules.apply(state, { t: "move", from: "t4", to: "t3", n: 1 }).columns[4]).toEqual({ down: [], up: ids("2D") });
    expect(moved.moves).toBe(1);
    expect(rules.status(moved).score).toBe(499);
  });

  it("clears a King-to-Ace run of one suit at once and scores 100 for it", () => {
    const run = "KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H";
    const state = tableOf({ columns: [`3C|${run}`, "|AH", "|KS"], cleared: 2, moves: 40 });
    const done = rules.apply(state, { t: "move", from: "t1", to: "t0", n: 1 });
    expect(done.cleared).toHaveLength(3);
    expect(faceOf(done.cleared.at(-1)!)).toBe(parseCardName("KH"));
    expect(done.columns[0]).toEqual({ down: [], up: ids("3C") });
    expect(rules.status(done).score).toBe(500 - 41 + 300);
    const nearly = tableOf({ columns: [`|${run}`, "|AH"], cleared: 7 });
    const won = rules.apply(nearly, { t: "move", from: "t1", to: "t0", n: 1 });
    expect(rules.status(won)).toMatchObject({ phase: "won" });
    expect(rules.legalMoves(won)).toEqual([]);
  });

  it("deals one card onto every column only when none is empty", () => {
    const stock = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S";
    const full = tableOf({ columns: Array.from({ length: 10 }, () => "|KD"), stock });
    const dealt = rules.apply(full, { t: "deal" });
    expect(dealt.stock).toEqual([]);
    expect(dealt.columns.map((pile) => pile.up.at(-1))).toEqual(ids(stock).reverse());
    const gap = tableOf({ columns: [...Array.from({ length: 9 }, () => "|KD"), "|"], stock });
    expect(() => rules.apply(gap, { t: "deal" })).toThrow(/Every column needs a card/);
    expect(() => rules.apply(dealt, { t: "deal" })).toThrow(/stock is empty/);
  });

  it("says a game is lost when no card can move and the stock is empty", () => {
    const stuck = tableOf({ columns: Array.from({ length: 10 }, (_, index) => (index % 2 ? "4D|5S" : "4D|7H")) });
    expect(rules.status(stuck)).toMatchObject({ phase: "lost", reason: expect.stringMatching(/No moves left/) });
    expect(rules.status(rules.apply(stuck, { t: "powerup", id: "MC" })).phase).toBe("playing");
  });
});

describe("Spider powerups", () => {
  it("Undo takes back exactly the last move, again and again, and not past the deal", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), suitCounts, fc.array(fc.nat(), { maxLength: 60 }), (seed, suits, picks) => {
        let state = rules.newGame(seed, { suits });
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
      { numRuns: 40 },
    );
  });

  it("More Cards gathers ten bottom cards of the fullest columns into one more deal; Undo takes it back", () => {
    const state = tableOf({ columns: ["AS 2S 3S|4S", "5S 6S|7S", "|8S", "|9S 10S", "|JS"], stock: "" });
    const more = rules.apply(state, { t: "powerup", id: "MC" });
    // Fullest first (ties: leftmost), never a column's last card.
    expect(more.stock).toEqual(ids("AS 2S 5S 3S 6S 9S"));
    expect(more.columns.map((pile) => pile.down.length + pile.up.length)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
    expect(table(rules.apply(more, { t: "powerup", id: "UN" }))).toEqual(table(state));
    const roomy = rules.newGame("more", { suits: 1 });
    const gathered = rules.apply(roomy, { t: "powerup", id: "MC" });
    expect(gathered.stock.length - roomy.stock.length).toBe(MORE_CARDS);
    expect(cardCount(gathered)).toBe(104);
    expect(() => rules.apply(tableOf({ columns: ["|KS", "|QS"] }), { t: "powerup", id: "MC" })).toThrow(/two cards or more/);
  });

  it("Freeze changes nothing and stops the clock 30 seconds", () => {
    const state = rules.newGame("freeze", { suits: 2 });
    expect(rules.apply(state, { t: "powerup", id: "FR" })).toBe(state);
    expect(rules.frozenMsOf("FR")).toBe(30_000);
    expect(rules.frozenMsOf("MC")).toBe(0);
    expect(rules.powerupOf({ t: "powerup", id: "MC" })).toBe("MC");
    expect(rules.powerupOf({ t: "deal" })).toBeNull();
    expect(rules.minimumHumanMs(10)).toBe(1_500);
    expect(describeTable(state)).toContain("stock 50");
  });
});
