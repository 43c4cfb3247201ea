import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { decodeMove, foundationPile, isTableauFaceUp, rules, tableauPile, type KlondikeMove, type KlondikeState } from "../../games/rivers-of-gold-solitaire/rules.ts";
import winnableSolutions from "../../games/rivers-of-gold-solitaire/winnableSolutions.json";
import { afterCardMove, cardTable, clickSlot, dragCards, DRAGGED_FIRST, DRAGGED_LAST, sortedTable } from "../support/cardGames.ts";
import { gameStorageKey, settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { keepGameStorage, openGame, startGame, type GameFrame } from "../support/gameFrame.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";
import { resumeNearEnd, saveEndingWith } from "../support/resumeNearEnd.ts";

const harness = useBrowserHarness();

const SLUG = "rivers-of-gold-solitaire";
/** Where the game's elements are: the frame on the load page. */
type Root = FrameLocator;

/** The game in the load page's frame, with the options a returning player chose. */
async function openKlondike(page: Page, options: { draw: 1 | 3; winnable: boolean }): Promise<GameFrame> {
  await keepGameStorage(page, "playden.klo.options", JSON.stringify(options));
  try {
    return await openGame(page, SLUG, { ready: ".klo-board .ct-card" });
  } catch (error) {
    await harness.screenshot(page, "klondike-failed-start");
    throw error;
  }
}

const BOARD = ".klo-board";
const table = cardTable;
const afterMove = (root: Root, before: string) => afterCardMove(root, BOARD, before);

/** Drags a move of the stored line (or clicks the stock) and waits for it to show. */
async function playMove(page: Page, root: Root, move: KlondikeMove): Promise<void> {
  const before = await table(root);
  if (move.t === "move") await dragCards(page, root, BOARD, move);
  else await clickSlot(page, root, "stock");
  await afterMove(root, before);
}

/** Every card's pile as the rules' state has it, in the order `sortedTable` reads the board. */
function tableOf(state: KlondikeState): string[] {
  return [
    ...state.stock.map((card) => `${card}@stock`),
    ...state.waste.map((card) => `${card}@w`),
    ...state.foundations.flatMap((pile, index) => pile.map((card) => `${card}@${foundationPile(index)}`)),
    ...state.tableau.flatMap((column, index) => [...column.down, ...column.up].map((card) => `${card}@${tableauPile(index)}`)),
  ].sort();
}

/** Every tableau card face up: the game plays the rest by itself. */
const autoCompleting = (root: Root) => root.locator(".klo-board").evaluate((board) => !board.querySelector('.ct-card[data-face="down"][data-pile^="t"]'));

describe("Rivers of Gold Solitaire in the browser", () => {
  test("a signed-up player buys and uses Undo, then wins a winnable deal by dragging cards in the load page's frame, resuming it after a reload near the end, and earns 10 tokens", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "klondike");
    // The game's remembered settings are kept by the portal page.
    await page.evaluate(([key, options]) => localStorage.setItem(key!, options!), [gameStorageKey("playden.klo.options"), JSON.stringify({ draw: 1, winnable: true })]);
    const { game: frame } = await openGame(page, SLUG, { ready: ".klo-board .ct-card" });
    const tokens = async () => Number((await page.locator(".play-wallet__tokens").textContent())?.replace(/\D/g, ""));

    // A draw taken back with Undo: none owned, so the portal's store sells a pack first.
    const start = await table(frame);
    await clickSlot(page, frame, "stock");
    await afterMove(frame, start);
    await frame.getByRole("button", { name: /^Undo \(0 left\)/ }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Purchase" });
    await dialog.getByText("Get 10 Undos").waitFor();
    await dialog.getByRole("button", { name: /^Buy for \d+ Tokens/ }).click();
    await page.getByRole("dialog", { name: "Success" }).getByRole("button", { name: "Close", exact: true }).click();
    await frame.getByRole("button", { name: /^Undo \(9 left\)/ }).waitFor();
    await expect.poll(() => table(frame)).toBe(start);
    const tokensBefore = await tokens();

    const deal = await frame.locator(".klo-board").getAttribute("data-deal");
    const solutions: Record<string, string> = winnableSolutions.draw1;
    const solution = solutions[deal ?? ""];
    expect(solution, `a stored solution for ${deal}`).toBeTruthy();
    await harness.screenshot(page, "klondike-start", { fullPage: false });

    const moves = solution!.split(" ").map(decodeMove);
    // The moves a player drags: the game sorts the cards home by itself once every tableau card is
    // face up (the same cards as the listed deal's: a deal is dealt from its name).
    let dealt = rules.newGame(deal!, { draw: 1, winnable: false });
    let dragged = 0;
    for (const move of moves) {
      if (isTableauFaceUp(dealt)) break;
      dealt = rules.apply(dealt, move);
      dragged++;
    }
    const resumeAt = Math.max(DRAGGED_FIRST, dragged - DRAGGED_LAST);
    // The win comes from the last move or the auto-complete (at most one move per card after it).
    await backdateToHumanPace(harness.database, rules, 2 + moves.length + 52);
    const saving = saveEndingWith(page, moves.slice(0, DRAGGED_FIRST));
    for (const move of moves.slice(0, DRAGGED_FIRST)) await playMove(page, frame, move);

    // The player reloads; the game resumes from its save on the server, here DRAGGED_LAST moves before the end.
    const { resumed: again, state } = await resumeNearEnd(page, harness.database, rules, {
      saved: await saving,
      more: moves.slice(DRAGGED_FIRST, resumeAt),
      reopen: async () => (await startGame(page, { ready: ".klo-board .ct-card" })).game,
    });
    await expect.poll(async () => sortedTable(again)).toEqual(tableOf(state as KlondikeState));
    await harness.screenshot(page, "klondike-midgame", { fullPage: false });
    for (const move of moves.slice(resumeAt)) {
      if (await autoCompleting(again)) break;
      await playMove(page, again, move);
    }
    await again.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await again.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await expect.poll(tokens).toBe(tokensBefore + 10);
    await harness.screenshot(page, "klondike-won", { fullPage: false });
  }, 240_000);

  test("keyboard play (Tab and arrows between piles, Enter draws, picks and drops, Escape), double-click home, H hints", async () => {
    const page = await harness.newPage();
    const { game, frame } = await openKlondike(page, { draw: 1, winnable: true });
    const deal = await game.locator(".klo-board").getAttribute("data-deal");
    const solutions: Record<string, string> = winnableSolutions.draw1;
    const focused = () => frame.evaluate(() => document.activeElement?.getAttribute("data-slot"));
    // Tab passes the top bar's buttons, then reaches the stock.
    for (let presses = 0; presses < 10 && (await focused()) !== "stock"; presses++) await page.keyboard.press("Tab");
    expect(await focused()).toBe("stock");
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("w");
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe("t1");
    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toBe("t0");
    await page.keyboard.press("Enter");
    await game.locator(".ct-selected").waitFor();
    await page.keyboard.press("Escape");
    await game.locator(".ct-selected").waitFor({ state: "detached" });
    // The stored winning line, by keyboard and double-clicks, up to its sixth card move.
    let cardMoves = 0;
    for (const move of solutions[deal ?? ""]!.split(" ").map(decodeMove)) {
      const before = await table(game);
      if (move.t === "move" && move.to.startsWith("f")) {
        // Home by double-click (the game picks the foundation).
        await game.locator(`.ct-card[data-pile="${move.from}"]`).last().dblclick();
        cardMoves++;
      } else if (move.t === "move") {
        await game.locator(`[data-slot="${move.from}"]`).focus();
        await page.keyboard.press("Enter");
        await game.locator(`[data-slot="${move.to}"]`).focus();
        await page.keyboard.press(" ");
        cardMoves++;
      } else {
        await game.locator('[data-slot="stock"]').focus();
        await page.keyboard.press("Enter");
      }
      await afterMove(game, before);
      if (cardMoves === 6) break;
    }
    await page.keyboard.press("h");
    await game.locator(".ct-hint").first().waitFor();
    await harness.screenshot(page, "klondike-hint", { fullPage: false });
  });

  test("on a phone: the table fits, cards readable at 44 px or more, a tap selects and a tap places", async () => {
    const page = await harness.newPage({ width: 390, height: 844 });
    const { game } = await openKlondike(page, { draw: 1, winnable: true });
    // The frame's own width: the game's screen under the portal's header and play bar.
    const width = (await page.locator("iframe.play-frame").boundingBox())!.width;
    // The table fits itself to the frame: its cards and piles are measured once it has settled.
    const card = await settledBox(game.locator(".ct-card").first());
    expect(card.width).toBeGreaterThanOrEqual(44);
    const piles = await game.locator("[data-slot]").evaluateAll((slots) => slots.map((slot) => slot.getBoundingClientRect()));
    for (const pile of piles) {
      expect(pile.left).toBeGreaterThanOrEqual(16);
      expect(pile.right).toBeLessThanOrEqual(width - 16);
    }
    const deal = await game.locator(".klo-board").getAttribute("data-deal");
    const solutions: Record<string, string> = winnableSolutions.draw1;
    let taps = 0;
    for (const move of solutions[deal ?? ""]!.split(" ").map(decodeMove)) {
      const before = await table(game);
      if (move.t !== "move") await clickSlot(page, game, "stock");
      else {
        // Tap the card (its visible strip), see it picked up, then tap where it goes.
        const sources = game.locator(`.ct-card[data-pile="${move.from}"]`);
        const lead = await settledBox(sources.nth((await sources.count()) - move.n));
        // Taps keep clear of the table's double-tap window (a card tapped twice goes home), as a person's do.
        await page.waitForTimeout(450);
        await page.mouse.click(lead.x + lead.width / 2, lead.y + lead.height * 0.1);
        await game.locator(".ct-selected").first().waitFor();
        if (taps === 0) await harness.screenshot(page, "klondike-phone", { fullPage: false });
        const target = (await game.locator(`[data-slot="${move.to}"]`).boundingBox())!;
        await page.mouse.click(target.x + target.width / 2, target.y + target.height - 10);
        taps++;
      }
      await afterMove(game, before);
      if (taps === 4) break;
    }
    await harness.screenshot(page, "klondike-phone-played", { fullPage: false });
    // The card look in Settings: a larger index and a green felt, for every card at once.
    await game.getByRole("button", { name: "Settings" }).click();
    await game.getByLabel("Large index").check();
    await game.getByLabel("Green felt").check();
    await harness.screenshot(page, "klondike-phone-card-look", { fullPage: false });
    await page.keyboard.press("Escape");
    await expect.poll(() => game.locator(".klo-board").getAttribute("data-table")).toBe("felt");
    expect(await game.locator('.ct-card[data-face="up"] svg').evaluateAll((faces) => faces.every((face) => face.getAttribute("data-look") === "large"))).toBe(true);
    await harness.screenshot(page, "klondike-phone-large-felt", { fullPage: false });
  });
});
