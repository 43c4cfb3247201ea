import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { LossPanel, WinPanel, type WinPanelProps } from "../ResultPanel.tsx";

const buttons = (markup: string) => [...markup.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, "").trim());
const parts = (markup: string) => [...markup.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((match) => `${match[1]} ${match[2]}`);

const win: WinPanelProps = { points: 2_400, score: 3_990, bonusName: "Flips and time bonus", timeMs: 95_000, verdict: null, pending: true, error: null, onPlayAgain: () => {}, onClose: () => {} };

describe("the result panels", () => {
  test("a loss puts the free New game first, before any way back that may cost", () => {
    const markup = renderToStaticMarkup(createElement(LossPanel, { reason: "No moves left.", score: 120, onNewGame: () => {} }, createElement("button", { type: "button" }, "More Cards")));
    expect(buttons(markup)).toEqual(["New game", "More Cards"]);
  });

  test("a win itemises the score: the moves' points and the game's bonus add up to the score paid", () => {
    const markup = renderToStaticMarkup(createElement(WinPanel, win));
    expect(parts(markup)).toEqual(["Score 3,990", "Time 1:35", "Points 2,400", "Flips and time bonus +1,590"]);
  });

  test("a slow win's cost of time shows as a minus, and a score that is only points shows no parts", () => {
    expect(parts(renderToStaticMarkup(createElement(WinPanel, { ...win, score: 2_380 })))).toContain("Time −20");
    expect(parts(renderToStaticMarkup(createElement(WinPanel, { ...win, score: 2_400 })))).toEqual(["Score 2,400", "Time 1:35"]);
  });

  test("a win offers the next level first, Play again, Back to games inside the portal, and closing to look at the board", () => {
    const next = createElement("button", { type: "button" }, "Next level");
    expect(buttons(renderToStaticMarkup(createElement(WinPanel, { ...win, onBackToGames: () => {} }, next)))).toEqual(["", "Next level", "Play again", "Back to games"]);
    expect(renderToStaticMarkup(createElement(WinPanel, win))).toContain('aria-label="Close and look at the board"');
    expect(buttons(renderToStaticMarkup(createElement(WinPanel, win)))).toEqual(["", "Play again"]);
  });
});
