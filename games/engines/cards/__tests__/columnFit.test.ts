import { describe, expect, test } from "vitest";
import { computeLayout as klondikeLayout } from "../../../rivers-of-gold-solitaire/layout.tsx";
import { rules as klondike } from "../../../rivers-of-gold-solitaire/rules.ts";
import { computeLayout as spiderLayout } from "../../../morning-tea-solitaire/layout.tsx";
import { rules as spider } from "../../../morning-tea-solitaire/rules.ts";

/** The boards of a 1366 x 768 laptop and a 390 x 844 phone, under the portal's bars and the game's top and powerup bars. */
const BOARDS = [
  { width: 1366, height: 552 },
  { width: 390, height: 600 },
];

const lowest = (cards: readonly { y: number }[], cardHeight: number) => Math.max(...cards.map((card) => card.y + cardHeight));

describe("long columns fit the board", () => {
  test("a Klondike column of 6 face-down and 13 face-up cards stays above the powerup bar", () => {
    const start = klondike.newGame("deal", { draw: 1, winnable: false });
    const cards = start.tableau.flatMap((column) => [...column.down, ...column.up]);
    const long = { down: cards.slice(0, 6), up: cards.slice(6, 19) };
    const state = { ...start, tableau: [long, ...start.tableau.slice(1).map(() => ({ down: [], up: [] }))] };
    for (const board of BOARDS) {
      const layout = klondikeLayout(state, board.width, board.height, () => undefined);
      expect(lowest(layout.cards, layout.cardHeight)).toBeLessThanOrEqual(board.height);
    }
  });

  test("a Spider column of 5 face-down and 13 face-up cards stays above the powerup bar", () => {
    const start = spider.newGame("deal", { suits: 1 });
    const cards = start.columns.flatMap((column) => [...column.down, ...column.up]);
    const long = { down: cards.slice(0, 5), up: cards.slice(5, 18) };
    const state = { ...start, columns: [long, ...start.columns.slice(1)] };
    for (const board of BOARDS) {
      const layout = spiderLayout(state, board.width, board.height, () => undefined);
      expect(lowest(layout.cards, layout.cardHeight)).toBeLessThanOrEqual(board.height);
    }
  });
});
