// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, expect, test, vi } from "vitest";
import { CardBack, CardFace } from "../CardArt.tsx";
import { cardOf, KING, QUEEN } from "../cards.ts";
import * as court from "../courtFigures.tsx";

/**
 * A move re-renders the card table; the cards whose picture did not change must not be drawn
 * again (on a phone-class CPU that redrawing was most of a stock draw's script). A court card's
 * figure is drawn by CourtPicture alone, so its calls count the faces' renders.
 */
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
afterEach(() => vi.restoreAllMocks());

test("a table re-rendered after a move draws only the cards whose picture changed", () => {
  const figures = vi.spyOn(court, "CourtPicture");
  const container = document.createElement("div");
  const root = createRoot(container);
  // What a table renders on each move: a new element for every card, with the same props for those that stayed.
  const table = (move: number, lastCard: number) =>
    createElement(
      "div",
      { "data-move": move },
      createElement(CardFace, { card: cardOf("S", KING) }),
      createElement(CardFace, { card: cardOf("H", QUEEN), look: "large" }),
      createElement(CardBack, { field: "#123456", ink: "#abcdef", pattern: "stars" }),
      createElement(CardFace, { card: lastCard }),
    );
  act(() => root.render(table(1, cardOf("D", KING))));
  expect(figures).toHaveBeenCalledTimes(3);

  figures.mockClear();
  act(() => root.render(table(2, cardOf("D", KING))));
  expect(container.querySelector("[data-move]")?.getAttribute("data-move")).toBe("2");
  expect(figures).not.toHaveBeenCalled();

  act(() => root.render(table(3, cardOf("C", KING))));
  expect(figures.mock.calls.map(([props]) => props.suit)).toEqual(["C"]);
  act(() => root.unmount());
});
