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

  test("a paid win shows the player's rank today and the day's best three, times as m:ss for a game ranked by time", () => {
    const line = (rank: number, name: string, result: number, isViewer = false) => ({ rank, name, result, isViewer });
    const verdict = { verified: true, queued: false, won: true, score: 3_990, tokensEarned: 10, itemEarned: null, message: null, newBestTime: false, newBestScore: false, wallet: null };
    const today = { measure: "TIME" as const, top: [line(1, "Ann", 61_000), line(2, "Bob", 75_000), line(3, "Cat", 80_000)], you: line(7, "Player 4821", 95_000, true) };
    const text = renderToStaticMarkup(createElement(WinPanel, { ...win, pending: false, verdict: { ...verdict, today } })).replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
    expect(text).toContain("Today's rank: #7");
    expect(text).toContain("Ann 1:01 Bob 1:15 Cat 1:20");
    // No line before a paid win today: nothing to rank.
    const unranked = renderToStaticMarkup(createElement(WinPanel, { ...win, pending: false, verdict: { ...verdict, today: { ...today, you: null } } }));
    expect(unranked).not.toContain("Today&#x27;s rank");
  });
});
