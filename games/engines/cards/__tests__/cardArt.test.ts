import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BACK_PATTERNS, CARD_HEIGHT, CARD_INDEX_SHARE, CardBack, CardFace } from "../CardArt.tsx";
import { GAME_BACKS } from "../cardBacks.ts";
import { DEFAULT_LOOK, parseCardLook } from "../cardLook.tsx";
import { cardOf, JACK, KING, SUITS } from "../cards.ts";
import { COURT_FRAME } from "../courtFigures.tsx";

const COURTS = SUITS.flatMap((suit) => [JACK, JACK + 1, KING].map((rank) => ({ suit, rank, card: cardOf(suit, rank) })));
const face = (card: number) => renderToStaticMarkup(createElement(CardFace, { card }));

describe("card art", () => {
  it("draws every court card as a double-ended figure, with no letter in its centre", () => {
    const held = { [JACK]: "halberd", [JACK + 1]: "flower", [KING]: "sceptre" } as Record<number, string>;
    for (const { rank, card } of COURTS) {
      const markup = face(card);
      expect(markup).toContain(`data-court="${["jack", "queen", "king"][rank - JACK]}"`);
      // The only text is the index in the top strip.
      expect(markup.match(/<text/g)).toHaveLength(1);
      expect(markup).toMatch(/<text x="6" y="33"/);
      // The figure twice: once upright, once turned about the frame's middle.
      expect(markup.match(/data-part="face"/g)).toHaveLength(2);
      expect(markup.match(new RegExp(`data-part="${held[rank]}"`, "g"))).toHaveLength(2);
      expect(markup).toContain(`rotate(180 50 ${COURT_FRAME.y + COURT_FRAME.height / 2})`);
    }
  });

  it("dresses each suit's court differently, and each rank differently", () => {
    expect(new Set(COURTS.map(({ card }) => face(card))).size).toBe(12);
    for (const rank of [JACK, JACK + 1, KING]) {
      const robes = SUITS.map((suit) => face(cardOf(suit, rank)).match(/data-part="robe"><path[^>]*fill="([^"]+)"/)?.[1]);
      expect(new Set(robes).size).toBe(4);
    }
  });

  it("keeps the picture below the index strip that overlapping cards leave showing", () => {
    expect(COURT_FRAME.y).toBeGreaterThanOrEqual(CARD_INDEX_SHARE * CARD_HEIGHT);
    expect(COURT_FRAME.y + COURT_FRAME.height).toBeLessThanOrEqual(CARD_HEIGHT - 4);
  });

  it("draws a different back for every pattern, and gives every card game its own", () => {
    const backs = BACK_PATTERNS.map((pattern) => renderToStaticMarkup(createElement(CardBack, { pattern, field: "#123456", ink: "#abcdef" })));
    expect(new Set(backs).size).toBe(BACK_PATTERNS.length);
    const games = Object.values(GAME_BACKS);
    expect(new Set(games.map((back) => back.pattern)).size).toBe(games.length);
    expect(new Set(games.map((back) => back.field)).size).toBe(games.length);
    for (const back of games) expect(renderToStaticMarkup(createElement(CardBack, back))).toContain(`data-back="${back.pattern}"`);
  });

  it("draws a larger index when the player asks for one, and reads a kept look back safely", () => {
    const indexOf = (look: "classic" | "large") => renderToStaticMarkup(createElement(CardFace, { card: cardOf("H", 10), look })).match(/<text[^>]*font-size="(\d+)"/)?.[1];
    expect(Number(indexOf("large"))).toBeGreaterThan(Number(indexOf("classic")));
    expect(parseCardLook({ face: "large", table: "felt" })).toEqual({ face: "large", table: "felt" });
    expect(parseCardLook({ face: "huge", table: 3 })).toEqual(DEFAULT_LOOK);
    expect(parseCardLook(null)).toEqual(DEFAULT_LOOK);
  });
});
