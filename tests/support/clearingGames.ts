import type { FrameLocator, Page } from "playwright-core";
import { expect } from "vitest";
import type { ClearingStep } from "../../games/engines/cards/clearing.ts";
import type { AnyGameRules } from "../../games/engines/gameRules.ts";
import { dealFor, rules as sailingRules, toMove as sailingMove, type SailingMove, type SailingState } from "../../games/sailing-seas-solitaire/rules.ts";
import { settledBox, type BrowserHarness } from "./browser.ts";
import { DRAGGED_FIRST, DRAGGED_LAST, expectClearingTable, waitForMoveShown, type ClearingTable } from "./cardGames.ts";
import { startGame } from "./gameFrame.ts";
import { backdateToHumanPace } from "./humanPace.ts";
import { resumeNearEnd, saveEndingWith } from "./resumeNearEnd.ts";

/** A clearing game (Sailing Seas, Solitaire Gardens: cards cleared from a layout onto the waste) as its browser tests play it. */
export interface ClearingGame<State extends ClearingTable, Move> {
  /** Its load page. */
  load: string;
  /** Its board's selector (".sai-board"). */
  board: string;
  rules: AnyGameRules;
  /** The rules' state of a dealt game, and after a move. */
  start(deal: string): State;
  apply(state: State, move: Move): State;
  /** The solver's winning line for a deal. */
  solution(deal: string): readonly ClearingStep[];
  toMove(step: ClearingStep): Move;
  /** Where a click on a card lands, as fractions of its box: a part of it that always shows. */
  grip: { x: number; y: number };
}

/** Sailing Seas Solitaire, as its own tests and the motion tests play it. */
export const SAILING: ClearingGame<SailingState, SailingMove> = {
  load: "/game/sailing-seas-solitaire/load",
  board: ".sai-board",
  rules: sailingRules,
  start: (deal) => sailingRules.newGame(deal),
  apply: (state, move) => sailingRules.apply(state, move),
  solution: (deal) => dealFor(deal).solution,
  toMove: sailingMove,
  // The top strip of a card always shows, even where a neighbour overlaps it.
  grip: { x: 0.3, y: 0.15 },
};

// Taps keep clear of the browser's double-tap window (300 ms), as a person's do.
const TAP_MS = 450;

/** Every card's place, in order: changes whenever a move is applied. */
export const clearingTable = (root: FrameLocator) =>
  root.locator(".clr-card").evaluateAll((cards) => cards.map((card) => `${card.getAttribute("data-card")}@${card.getAttribute("data-place")}`).join(" "));

export async function afterClearingMove(game: ClearingGame<ClearingTable, unknown>, root: FrameLocator, before: string): Promise<void> {
  await waitForMoveShown(root, game.board, () => clearingTable(root), before);
}

/** The game's load page, Play, and its frame once the cards are dealt. */
export async function openClearingGame(page: Page, game: ClearingGame<ClearingTable, unknown>): Promise<FrameLocator> {
  await page.goto(game.load);
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(`${game.board} .clr-card`).first().waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  return frame;
}

/** Clicks (or taps) a step on the table, as a player would, where its card lies once the table has settled. */
export async function playClearingStep(page: Page, root: FrameLocator, game: ClearingGame<ClearingTable, unknown>, step: ClearingStep, tap: boolean): Promise<void> {
  const { grip } = game;
  const target = step.t === "draw" ? root.locator('[data-slot="stock"]') : root.locator(`.clr-card[data-place="${step.i}"]`);
  const box = await settledBox(target);
  const point = { x: box.x + box.width * grip.x, y: box.y + box.height * grip.y };
  if (tap) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

export interface LineOptions {
  tap: boolean;
  /** The screenshot of the game under way (taken after step `shotAt`, or once resumed). */
  shot: string;
  shotAt: number;
  /** Moves played earlier in the session (the pace check counts them too). */
  movesBefore: number;
  /**
   * A signed-in player, whose game the server keeps: the player reloads after the line's first
   * DRAGGED_FIRST steps and the game resumes from its save DRAGGED_LAST steps before the end
   * (resumeNearEnd.ts).
   */
  resume?: boolean;
}

/**
 * Plays the solver's line for the dealt cards to the end, checking after each step that the table
 * shows what the rules say (stock size and waste card); before the winning step (the finish goes
 * out with it) the session is backdated to a person's pace for every move. Resolves with the
 * game's root (a new one after a resume).
 */
export async function playClearingLine<State extends ClearingTable, Move>(
  harness: BrowserHarness,
  page: Page,
  root: FrameLocator,
  game: ClearingGame<State, Move>,
  { tap, shot, shotAt, movesBefore, resume = false }: LineOptions,
): Promise<FrameLocator> {
  const deal = (await root.locator(game.board).getAttribute("data-deal")) ?? "";
  const solution = game.solution(deal);
  let expected = game.start(deal);
  const resumeAt = Math.max(DRAGGED_FIRST, solution.length - DRAGGED_LAST);
  const saving = resume ? saveEndingWith(page, solution.slice(0, DRAGGED_FIRST).map(game.toMove)) : null;
  for (const [index, step] of solution.entries()) {
    if (saving && index >= DRAGGED_FIRST && index < resumeAt) {
      if (index > DRAGGED_FIRST) continue;
      const resumed = await resumeNearEnd(page, harness.database, game.rules, {
        saved: await saving,
        more: solution.slice(DRAGGED_FIRST, resumeAt).map(game.toMove),
        reopen: async () => (await startGame(page, { ready: `${game.board} .clr-card` })).game,
      });
      root = resumed.resumed;
      // The rules' state of the resumed log: the same rules that made `expected`.
      expected = resumed.state as State;
      await expectClearingTable(root, expected);
      await harness.screenshot(page, shot, { fullPage: false });
      continue;
    }
    if (index === solution.length - 1) await backdateToHumanPace(harness.database, game.rules, movesBefore + solution.length);
    const before = await clearingTable(root);
    const started = Date.now();
    await playClearingStep(page, root, game, step, tap);
    try {
      await waitForMoveShown(root, game.board, () => clearingTable(root), before);
    } catch (error) {
      await harness.screenshot(page, `${shot}-stuck`, { fullPage: false });
      throw error;
    }
    expected = game.apply(expected, game.toMove(step));
    expect(await root.locator('.clr-card[data-place="stock"]').count(), `stock after step ${index + 1}`).toBe(expected.stock.length);
    await root.locator(`.clr-card[data-place="waste"][data-card="${expected.waste.at(-1)}"]`).waitFor({ timeout: 20_000 });
    if (!saving && index === shotAt) await harness.screenshot(page, shot, { fullPage: false });
    const left = TAP_MS - (Date.now() - started);
    if (tap && left > 0) await page.waitForTimeout(left);
  }
  return root;
}
