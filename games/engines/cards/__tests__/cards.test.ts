import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardLabel, cardName, cardOf, colorOf, newDeck, parseCardName, rankOf, shuffledDeck, suitOf, SUITS } from "../cards.ts";
import { buildsDownAlternating, buildsDownInSuit, buildsOnFoundation, dealColumns, isAdjacentRank, isRun } from "../piles.ts";
import { solve, type SearchProblem } from "../solver.ts";

const card = parseCardName;

describe("cards", () => {
  it("names, parses and describes every card of a deck", () => {
    const deck = newDeck();
    expect(new Set(deck).size).toBe(52);
    for (const each of deck) {
      expect(parseCardName(cardName(each))).toBe(each);
      expect(cardOf(suitOf(each), rankOf(each))).toBe(each);
    }
    expect(cardLabel(card("QH"))).toBe("Queen of Hearts");
    expect(colorOf(card("10D"))).toBe("red");
    expect(colorOf(card("AC"))).toBe("black");
    expect(SUITS.map((suit) => colorOf(cardOf(suit, 1)))).toEqual(["black", "red", "black", "red"]);
    expect(() => parseCardName("1H")).toThrow(RangeError);
    expect(() => cardOf("S", 14)).toThrow(RangeError);
  });

  it("shuffles the same seed the same way, and always a whole deck", () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const deck = shuffledDeck(seed);
        expect(deck).toEqual(shuffledDeck(seed));
        expect([...deck].sort((a, b) => a - b)).toEqual(newDeck());
      }),
      { numRuns: 50 },
    );
    expect(shuffledDeck("a")).not.toEqual(shuffledDeck("b"));
  });
});

describe("building rules", () => {
  it("builds down in alternating colours, in suit, and up on foundations from the Ace", () => {
    expect(buildsDownAlternating(card("9S"), card("10H"))).toBe(true);
    expect(buildsDownAlternating(card("9D"), card("10H"))).toBe(false);
    expect(buildsDownAlternating(card("8S"), card("10H"))).toBe(false);
    expect(buildsDownInSuit(card("9H"), card("10H"))).toBe(true);
    expect(buildsDownInSuit(card("9D"), card("10H"))).toBe(false);
    expect(buildsOnFoundation(card("AC"), [])).toBe(true);
    expect(buildsOnFoundation(card("2C"), [])).toBe(false);
    expect(buildsOnFoundation(card("2C"), [card("AC")])).toBe(true);
    expect(buildsOnFoundation(card("2S"), [card("AC")])).toBe(false);
    expect(isAdjacentRank(card("KS"), card("AH"), true)).toBe(true);
    expect(isAdjacentRank(card("KS"), card("AH"), false)).toBe(false);
    expect(isRun([card("KH"), card("QS"), card("JD")], buildsDownAlternating)).toBe(true);
    expect(isRun([card("KH"), card("QS"), card("JS")], buildsDownAlternating)).toBe(false);
  });

  it("deals columns from the top of the deck with the last card of each face up", () => {
    const deck = newDeck();
    const { columns, rest } = dealColumns(deck, [1, 2, 3]);
    expect(columns.map((column) => [column.down.length, column.up.length])).toEqual([[0, 1], [1, 1], [2, 1]]);
    expect(rest).toHaveLength(46);
    expect(new Set([...rest, ...columns.flatMap((column) => [...column.down, ...column.up])]).size).toBe(52);
  });
});

describe("solver", () => {
  // Reach a target number from 1 by +1 and *2 (states revisit, so the transposition set matters).
  const reach = (target: number): SearchProblem<number, "+1" | "*2"> => ({
    moves: (state) => (state > target ? [] : ["*2", "+1"]),
    apply: (state, move) => (move === "+1" ? state + 1 : state * 2),
    key: String,
    isGoal: (state) => state === target,
  });

  it("returns moves that reach the goal, or says the pruned tree is exhausted, or runs out of budget", () => {
    const found = solve(reach(37), 1, { maxNodes: 1000 });
    expect(found.solution!.reduce((state, move) => (move === "+1" ? state + 1 : state * 2), 1)).toBe(37);
    const impossible = solve({ ...reach(37), moves: (state: number) => (state > 37 ? [] : ["*2"] as const) }, 1, { maxNodes: 1000 });
    expect(impossible).toMatchObject({ solution: null, exhausted: true });
    const tight = solve(reach(1000), 1, { maxNodes: 5 });
    expect(tight).toMatchObject({ solution: null, exhausted: false });
  });
});
