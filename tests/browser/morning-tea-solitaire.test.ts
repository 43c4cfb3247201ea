import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { COLUMN_PILES, dealTable, decodeMove, ordinaryMoves, rules, type SpiderMove, type SpiderState } from "../../games/morning-tea-solitaire/rules.ts";
import winnableSolutions from "../../games/morning-tea-solitaire/winnableSolutions.json";
import { afterCardMove, buyOfferedPackWithTokens, cardTable, clickSlot, dragCards, DRAGGED_FIRST, DRAGGED_LAST, sortedTable } from "../support/cardGames.ts";
import { gameStorageKey, settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { keepGameStorage, openGame, startGame, type GameFrame } from "../support/gameFrame.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";
import { resumeNearEnd, saveEndingWith } from "../support/resumeNearEnd.ts";

const harness = useBrowserHarness();

const SLUG = "morning-tea-solitaire";
type Root = FrameLocator;

const BOARD = ".ct-board";
const table = cardTable;
const afterMove = (root: Root, before: string) => afterCardMove(root, BOARD, before);

/** The stored winning line for the deal on the board (one suit, as the tests remember it). */
async function solutionOn(root: Root): Promise<{ start: SpiderState; moves: SpiderMove[] }> {
  const deal = await root.locator(".ct-board").getAttribute("data-deal");
  const solutions: Record<string, string> = winnableSolutions.suits1;
  const line = solutions[deal ?? ""];
  expect(line, `a stored solution for ${deal}`).toBeTruthy();
  const start: SpiderState = { options: { suits: 1 }, deal: deal!, ...dealTable(deal!, 1), cleared: [], moves: 0, previous: null };
  return { start, moves: line!.split(" ").map(decodeMove) };
}

/** Drags a move of the stored line (or deals from the stock) and waits for it to show. */
async function playMove(page: Page, root: Root, move: SpiderMove): Promise<void> {
  const before = await table(root);
  if (move.t === "move") await dragCards(page, root, BOARD, move);
  else await clickSlot(page, root, "stock");
  await afterMove(root, before);
}

/** Every card's pile as the rules' state has it (a cleared run shows its King), in the order `sortedTable` reads the board. */
function tableOf(state: SpiderState): string[] {
  return [
    ...state.stock.map((card) => `${card}@stock`),
    ...state.cleared.map((king, index) => `${king}@f${index}`),
    ...state.columns.flatMap((column, index) => [...column.down, ...column.up].map((card) => `${card}@${COLUMN_PILES[index]}`)),
  ].sort();
}

/** The game in the load page's frame, one suit (as the tests remember it). */
async function openSpider(page: Page): Promise<GameFrame> {
  await keepGameStorage(page, "playden.spi.options", JSON.stringify({ suits: 1 }));
  return openGame(page, SLUG, { ready: ".ct-board .ct-card" });
}

describe("Morning Tea Solitaire in the browser", () => {
  test("a signed-up player buys and uses Undo, More Cards and Freeze, then wins a one-suit deal by dragging in the load page's frame, resuming it after a reload near the end, and earns 10 tokens", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "spider");
    // The game's remembered settings are kept by the portal page.
    await page.evaluate(([key, options]) => localStorage.setItem(key!, options!), [gameStorageKey("playden.spi.options"), JSON.stringify({ suits: 1 })]);
    const { game: frame } = await openGame(page, SLUG, { ready: ".ct-board .ct-card" });
    const tokens = async () => Number((await page.locator(".play-wallet__tokens").textContent())?.replace(/\D/g, ""));
    await harness.screenshot(page, "spider-start", { fullPage: false });
    const { moves } = await solutionOn(frame);
    const start = await table(frame);

    // Undo: none owned, so the portal's store sells a pack first; it takes back a dealt row.
    await clickSlot(page, frame, "stock");
    await afterMove(frame, start);
    await frame.getByRole("button", { name: /^Undo \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 10 Undos/);
    await expect.poll(() => table(frame)).toBe(start);
    // More Cards: gathers ten cards into the stock as one more deal (then undone, to play the stored line).
    await frame.getByRole("button", { name: /^More Cards \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 5 More Cards/);
    await frame.getByRole("button", { name: /^More Cards \(4 left\)/ }).waitFor();
    await expect.poll(() => frame.locator('.ct-card[data-pile="stock"]').count()).toBe(60);
    await harness.screenshot(page, "spider-more-cards", { fullPage: false });
    await frame.getByRole("button", { name: /^Undo \(9 left\)/ }).click();
    await expect.poll(() => table(frame)).toBe(start);
    await frame.getByRole("button", { name: /^Freeze \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 5 Freezes/);
    await frame.locator(".gs-timer-frozen").waitFor();
    const tokensBefore = await tokens();

    // The stored line, and the six moves the powerups made and undid.
    await backdateToHumanPace(harness.database, rules, moves.length + 6);
    const saving = saveEndingWith(page, moves.slice(0, DRAGGED_FIRST));
    for (const move of moves.slice(0, DRAGGED_FIRST)) await playMove(page, frame, move);
    // The player reloads; the game resumes from its save on the server, DRAGGED_LAST moves before the end.
    const resumeAt = Math.max(DRAGGED_FIRST, moves.length - DRAGGED_LAST);
    const { resumed: again, state } = await resumeNearEnd(page, harness.database, rules, {
      saved: await saving,
      more: moves.slice(DRAGGED_FIRST, resumeAt),
      reopen: async () => (await startGame(page, { ready: ".ct-board .ct-card" })).game,
    });
    await expect.poll(async () => sortedTable(again)).toEqual(tableOf(state as SpiderState));
    await harness.screenshot(page, "spider-midgame", { fullPage: false });
    for (const move of moves.slice(resumeAt)) await playMove(page, again, move);
    await again.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await harness.screenshot(page, "spider-won", { fullPage: false });
    await again.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await expect.poll(tokens).toBe(tokensBefore + 10);
  }, 400_000);

  test("keyboard play: arrows between piles, Enter picks up and Space drops, Enter on the stock deals, H hints; suits change in Settings", async () => {
    const page = await harness.newPage();
    const { game, frame } = await openSpider(page);
    const focused = () => frame.evaluate(() => document.activeElement?.getAttribute("data-slot"));
    await game.locator('[data-slot="stock"]').focus();
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe("t0");
    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toBe("t9");
    await page.keyboard.press("ArrowUp");
    expect(await focused()).toBe("f7");
    const { start, moves } = await solutionOn(game);
    let state = start;
    for (const move of moves.slice(0, 12)) {
      const before = await table(game);
      if (move.t === "deal") {
        await game.locator('[data-slot="stock"]').focus();
        await page.keyboard.press("Enter");
      } else if (move.t === "move") {
        // The keyboard lifts the longest run that fits; a shorter one is dragged.
        const fitting = ordinaryMoves(state).filter((candidate) => candidate.t === "move" && candidate.from === move.from && candidate.to === move.to);
        if (fitting[0] !== undefined && fitting[0].t === "move" && fitting[0].n === move.n) {
          await game.locator(`[data-slot="${move.from}"]`).focus();
          await page.keyboard.press("Enter");
          await game.locator(".ct-selected").first().waitFor();
          await game.locator(`[data-slot="${move.to}"]`).focus();
          await page.keyboard.press(" ");
        } else await dragCards(page, game, BOARD, move);
      }
      await afterMove(game, before);
      state = rules.apply(state, move);
    }
    await page.keyboard.press("h");
    await game.locator(".ct-card.ct-hint").first().waitFor();
    await harness.screenshot(page, "spider-keyboard", { fullPage: false });
    await game.getByRole("button", { name: "Settings" }).click();
    await game.getByLabel("4 suits (classic challenge)").click();
    await expect.poll(() => game.locator(".ct-board").getAttribute("data-suits")).toBe("4");
    await harness.screenshot(page, "spider-four-suits", { fullPage: false });
  }, 120_000);

  test("on a phone: ten columns fit without scrolling sideways, a tap selects and a tap places", async () => {
    const page = await harness.newPage({ width: 390, height: 844 });
    const { game, frame } = await openSpider(page);
    // The table fits itself to the frame: it is measured once it has settled (by its last column, the one that would stick out).
    await settledBox(game.locator('[data-slot="t9"]'));
    // The frame's own width: the game's screen under the portal's header and play bar.
    const width = (await page.locator("iframe.play-frame").boundingBox())!.width;
    expect(await frame.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const piles = await game.locator("[data-slot]").evaluateAll((slots) => slots.map((slot) => slot.getBoundingClientRect()));
    for (const pile of piles) {
      expect(pile.left).toBeGreaterThanOrEqual(16);
      expect(pile.right).toBeLessThanOrEqual(width - 16);
    }
    const { moves } = await solutionOn(game);
    let taps = 0;
    for (const move of moves.slice(0, 8)) {
      const before = await table(game);
      if (move.t === "move") {
        const sources = game.locator(`.ct-card[data-pile="${move.from}"]`);
        const lead = await settledBox(sources.nth((await sources.count()) - move.n));
        await page.mouse.click(lead.x + lead.width / 2, lead.y + lead.height * 0.1);
        await game.locator(".ct-selected").first().waitFor();
        if (taps++ === 0) await harness.screenshot(page, "spider-phone", { fullPage: false });
        const target = (await game.locator(`[data-slot="${move.to}"]`).boundingBox())!;
        await page.mouse.click(target.x + target.width / 2, target.y + target.height - 6);
      } else await clickSlot(page, game, "stock");
      await afterMove(game, before);
    }
    await harness.screenshot(page, "spider-phone-played", { fullPage: false });
  }, 120_000);
});
