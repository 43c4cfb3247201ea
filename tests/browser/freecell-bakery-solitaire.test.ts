import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { cardOf, SUITS } from "../../games/engines/cards/cards.ts";
import { CELL_PILES, COLUMN_PILES, rules, type FreeCellMove, type FreeCellState } from "../../games/freecell-bakery-solitaire/rules.ts";
import { solveFreeCell } from "../../games/freecell-bakery-solitaire/solver.ts";
import { afterCardMove, buyOfferedPackWithTokens, cardDragSpots, cardTable, dragCards, DRAGGED_FIRST, DRAGGED_LAST, sortedTable } from "../support/cardGames.ts";
import { settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { openGame, startGame } from "../support/gameFrame.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";
import { resumeNearEnd, saveEndingWith } from "../support/resumeNearEnd.ts";

const harness = useBrowserHarness();

const SLUG = "freecell-bakery-solitaire";
const READY = ".ct-board .ct-card";
type Root = FrameLocator;
type CardMove = Extract<FreeCellMove, { t: "move" }>;

const BOARD = ".ct-board";
const table = cardTable;
const afterMove = (root: Root, before: string) => afterCardMove(root, BOARD, before);
/** A move's target slot: "f" (home) is dropped on the first foundation, which takes any suit's next card. */
const slotOf = (to: CardMove["to"]) => (to === "f" ? "f0" : to);
const drag = (page: Page, root: Root, move: CardMove) => dragCards(page, root, BOARD, move, slotOf(move.to));

/** Every column runs down in order: the game sends the rest home by itself. */
const autoCompleting = (root: Root) =>
  root.locator(".ct-board").evaluate((board) =>
    [0, 1, 2, 3, 4, 5, 6, 7].every((column) => {
      const ranks = [...board.querySelectorAll(`.ct-card[data-pile="t${column}"]`)].map((card) => Number(card.getAttribute("data-card")) % 13);
      return ranks.every((rank, index) => index === 0 || rank < ranks[index - 1]!);
    }),
  );

/** The rules' side of `autoCompleting`: every column runs down in order. */
const isSorted = (state: FreeCellState) => state.columns.every((column) => column.every((card, index) => index === 0 || card % 13 < column[index - 1]! % 13));

/** Drags a move of the solver's line and waits for it to show. */
async function playMove(page: Page, root: Root, move: CardMove): Promise<void> {
  const before = await table(root);
  await drag(page, root, move);
  await afterMove(root, before);
}

/** Every card's pile as the rules' state has it (a foundation holds its suit's Ace up to its rank), in the order `sortedTable` reads the board. */
function tableOf(state: FreeCellState): string[] {
  return [
    ...state.cells.flatMap((card, index) => (card === null ? [] : [`${card}@${CELL_PILES[index]}`])),
    ...SUITS.flatMap((suit, index) => Array.from({ length: state.home[index]! }, (_, rank) => `${cardOf(suit, rank + 1)}@f${index}`)),
    ...state.columns.flatMap((column, index) => column.map((card) => `${card}@${COLUMN_PILES[index]}`)),
  ].sort();
}

/** The number of the deal on the table. */
async function dealOf(root: Root): Promise<number> {
  return Number(await root.locator(".ct-board").getAttribute("data-deal"));
}

describe("FreeCell Bakery Solitaire in the browser", () => {
  test("a signed-up player buys and uses Undo, Hint and Freeze, then wins the deal by dragging cards in the load page's frame, resuming it after a reload near the end, and earns 10 tokens", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "freecell");
    const { game: frame } = await openGame(page, SLUG, { ready: READY });
    const tokens = async () => Number((await page.locator(".play-wallet__tokens").textContent())?.replace(/\D/g, ""));
    await harness.screenshot(page, "freecell-start", { fullPage: false });

    const start = rules.newGame("", { deal: await dealOf(frame) });
    const solution = solveFreeCell(start, 60_000).solution;
    expect(solution, `a solution for deal ${start.deal}`).not.toBeNull();
    const before = await table(frame);

    // A move taken back with Undo: none owned, so the portal's store sells a pack first.
    await drag(page, frame, solution![0]!);
    await afterMove(frame, before);
    await frame.getByRole("button", { name: /^Undo \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 10 Undos/);
    await frame.getByRole("button", { name: /^Undo \(9 left\)/ }).waitFor();
    await expect.poll(() => table(frame)).toBe(before);

    // Hint: bought, then the solver's first move glows.
    await frame.getByRole("button", { name: /^Hint \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 5 Hints/);
    await frame.getByRole("button", { name: /^Hint \(4 left\)/ }).waitFor();
    await frame.locator(".ct-card.ct-hint").first().waitFor();
    await harness.screenshot(page, "freecell-hint", { fullPage: false });

    // Freeze: bought, and the clock shows it is frozen.
    await frame.getByRole("button", { name: /^Freeze \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 5 Freezes/);
    await frame.getByRole("button", { name: /^Freeze \(4 left\)/ }).waitFor();
    await frame.locator(".gs-timer-frozen").waitFor();
    const tokensBefore = await tokens();

    // Moves, the auto-complete's own, the three powerups and the undone move, at a person's pace.
    await backdateToHumanPace(harness.database, rules, solution!.length + 60);
    // The moves a player drags: once every column runs down in order the game sends the rest home.
    let position = start;
    let dragged = 0;
    for (const move of solution!) {
      if (isSorted(position)) break;
      position = rules.apply(position, move);
      dragged++;
    }
    const saving = saveEndingWith(page, solution!.slice(0, DRAGGED_FIRST));
    for (const move of solution!.slice(0, DRAGGED_FIRST)) await playMove(page, frame, move);
    // The player reloads; the game resumes from its save on the server, DRAGGED_LAST moves before the end.
    const resumeAt = Math.max(DRAGGED_FIRST, dragged - DRAGGED_LAST);
    const { resumed: again, state } = await resumeNearEnd(page, harness.database, rules, {
      saved: await saving,
      more: solution!.slice(DRAGGED_FIRST, resumeAt),
      reopen: async () => (await startGame(page, { ready: READY })).game,
    });
    await expect.poll(async () => sortedTable(again)).toEqual(tableOf(state as FreeCellState));
    await harness.screenshot(page, "freecell-midgame", { fullPage: false });
    for (const move of solution!.slice(resumeAt)) {
      if (await autoCompleting(again)) break;
      await playMove(page, again, move);
    }
    await again.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 60_000 });
    await harness.screenshot(page, "freecell-won", { fullPage: false });
    await again.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await expect.poll(tokens).toBe(tokensBefore + 10);
  }, 300_000);

  test("choose a deal by number (an unproven one is refused with a reason), keyboard play and double-click home", async () => {
    const page = await harness.newPage();
    const { game, frame } = await openGame(page, SLUG, { ready: READY });
    await game.getByRole("button", { name: "Settings" }).click();
    await game.getByLabel(/Deal number/).fill("11982");
    await game.getByRole("button", { name: "Play this deal" }).click();
    await game
      .getByRole("alert")
      .getByText(/Deal #11982 is not one we have proven solvable/)
      .waitFor();
    await harness.screenshot(page, "freecell-deal-refused", { fullPage: false });
    await game.getByLabel(/Deal number/).fill("1");
    await game.getByRole("button", { name: "Play this deal" }).click();
    await expect.poll(() => dealOf(game)).toBe(1);
    await game.getByText("Deal #1", { exact: true }).waitFor();

    const focused = () => frame.evaluate(() => document.activeElement?.getAttribute("data-slot"));
    await game.locator('[data-slot="c0"]').focus();
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("c1");
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe("t1");
    // The solver's line for deal 1, by keyboard (pick with Enter, drop with Space) and double-clicks home.
    const solution = solveFreeCell(rules.newGame("", { deal: 1 }), 60_000).solution!;
    for (const move of solution.slice(0, 8)) {
      const before = await table(game);
      const intoEmpty = move.to.startsWith("t") && (await game.locator(`.ct-card[data-pile="${move.to}"]`).count()) === 0;
      if (move.to === "f") await game.locator(`.ct-card[data-pile="${move.from}"]`).last().dblclick();
      // Into an empty column the keyboard takes the longest run; the line may want fewer cards.
      else if (intoEmpty) await drag(page, game, move);
      else {
        await game.locator(`[data-slot="${move.from}"]`).focus();
        await page.keyboard.press("Enter");
        await game.locator(".ct-selected").first().waitFor();
        await game.locator(`[data-slot="${move.to}"]`).focus();
        await page.keyboard.press(" ");
      }
      await afterMove(game, before);
    }
    await game.locator('[data-slot="t0"]').focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    await game.locator(".ct-selected").waitFor({ state: "detached" });
    await harness.screenshot(page, "freecell-keyboard", { fullPage: false });
  }, 120_000);

  test("on a phone: the table fits without scrolling sideways, cards stay readable, a tap selects and a tap places", async () => {
    const page = await harness.newPage({ width: 390, height: 844 });
    const { game, frame } = await openGame(page, SLUG, { ready: READY });
    // The frame's own width: the game's screen under the portal's header and play bar.
    const width = (await page.locator("iframe.play-frame").boundingBox())!.width;
    // The table fits itself to the frame: its cards and piles are measured once it has settled.
    const card = await settledBox(game.locator(".ct-card").first());
    expect(card.width).toBeGreaterThanOrEqual(42);
    expect(await frame.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const piles = await game.locator("[data-slot]").evaluateAll((slots) => slots.map((slot) => slot.getBoundingClientRect()));
    for (const pile of piles) {
      expect(pile.left).toBeGreaterThanOrEqual(16);
      expect(pile.right).toBeLessThanOrEqual(width - 16);
    }
    const solution = solveFreeCell(rules.newGame("", { deal: await dealOf(game) }), 60_000).solution!;
    let taps = 0;
    for (const move of solution.slice(0, 5)) {
      const before = await table(game);
      const { lead, onto } = await cardDragSpots(game, BOARD, move, slotOf(move.to));
      await page.mouse.click(lead.x + lead.width / 2, lead.y + lead.height * 0.1);
      await game.locator(".ct-selected").first().waitFor();
      if (taps++ === 0) await harness.screenshot(page, "freecell-phone", { fullPage: false });
      await page.mouse.click(onto.x + onto.width / 2, onto.y + onto.height - 10);
      await afterMove(game, before);
    }
    await harness.screenshot(page, "freecell-phone-played", { fullPage: false });
  }, 120_000);
});
