import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { dealFor, rules, toMove, type SailingMove, type SailingState } from "../../games/sailing-seas-solitaire/rules.ts";
import { buyOfferedPackWithTokens, DRAGGED_FIRST, DRAGGED_LAST, expectClearingTable, waitForMoveShown } from "../support/cardGames.ts";
import { signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { startGame } from "../support/gameFrame.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";
import { resumeNearEnd, saveEndingWith } from "../support/resumeNearEnd.ts";

const harness = useBrowserHarness();

const LOAD = "/game/sailing-seas-solitaire/load";
type Root = Page | FrameLocator;
// Taps keep clear of the browser's double-tap window (300 ms), as a person's do.
const TAP_MS = 450;

/** Every card's place, in order: changes whenever a move is applied. */
const table = (root: Root) => root.locator(".clr-card").evaluateAll((cards) => cards.map((card) => `${card.getAttribute("data-card")}@${card.getAttribute("data-place")}`).join(" "));

async function afterMove(root: Root, before: string) {
  await waitForMoveShown(root, ".sai-board", () => table(root), before);
}

/** Clicks (or taps) a move on the table, as a player would. */
async function playMove(page: Page, root: Root, move: SailingMove, tap: boolean) {
  const target = move.t === "draw" ? root.locator('[data-slot="stock"]') : root.locator(`.clr-card[data-place="${move.t === "play" ? move.i : ""}"]`);
  const box = await target.boundingBox();
  if (!box) throw new Error(`Nothing on screen for ${JSON.stringify(move)}.`);
  // The top strip of a card always shows, even where a neighbour overlaps it.
  const point = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.15 };
  if (tap) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/**
 * Plays the solver's line for the dealt cards to the end, `movesBefore` moves were played earlier
 * in the session; before the winning move (the finish goes out with it) the session is backdated
 * to a person's pace for all of them. With `resume` (a signed-in player, whose game the server
 * keeps) the player reloads after the line's first DRAGGED_FIRST moves and the game resumes from
 * its save DRAGGED_LAST moves before the end (resumeNearEnd.ts). Resolves with the game's root.
 */
async function playToWin(page: Page, root: Root, tap: boolean, shot: string, movesBefore: number, resume = false): Promise<Root> {
  const deal = await root.locator(".sai-board").getAttribute("data-deal");
  const { solution } = dealFor(deal ?? "");
  let expected = rules.newGame(deal ?? "");
  const resumeAt = Math.max(DRAGGED_FIRST, solution.length - DRAGGED_LAST);
  const saving = resume ? saveEndingWith(page, solution.slice(0, DRAGGED_FIRST).map(toMove)) : null;
  for (const [index, step] of solution.entries()) {
    if (saving && index >= DRAGGED_FIRST && index < resumeAt) {
      if (index > DRAGGED_FIRST) continue;
      const resumed = await resumeNearEnd(page, harness.database, rules, {
        saved: await saving,
        more: solution.slice(DRAGGED_FIRST, resumeAt).map(toMove),
        reopen: async () => (await startGame(page, { ready: ".sai-board .clr-card" })).game,
      });
      root = resumed.resumed;
      expected = resumed.state as SailingState;
      await expectClearingTable(root, expected);
      await harness.screenshot(page, shot, { fullPage: false });
      continue;
    }
    if (index === solution.length - 1) await backdateToHumanPace(harness.database, rules, movesBefore + solution.length);
    const before = await table(root);
    const started = Date.now();
    await playMove(page, root, step, tap);
    try {
      await afterMove(root, before);
    } catch (error) {
      await harness.screenshot(page, `${shot}-stuck`, { fullPage: false });
      throw error;
    }
    // The table shows exactly what the rules say after this step (stock size and waste card).
    expected = rules.apply(expected, toMove(step));
    expect(await root.locator('.clr-card[data-place="stock"]').count(), `stock after step ${index + 1}`).toBe(expected.stock.length);
    await root.locator(`.clr-card[data-place="waste"][data-card="${expected.waste.at(-1)}"]`).waitFor({ timeout: 20_000 });
    if (!saving && index === 19) await harness.screenshot(page, shot, { fullPage: false });
    const left = TAP_MS - (Date.now() - started);
    if (tap && left > 0) await page.waitForTimeout(left);
  }
  return root;
}

async function openInFrame(page: Page) {
  await page.goto(LOAD);
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(".sai-board .clr-card").first().waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  return frame;
}

async function buyAndUse(page: Page, frame: FrameLocator, title: string, pack: RegExp) {
  await frame.getByRole("button", { name: new RegExp(`^${title} \\(0 left\\)`) }).click();
  await buyOfferedPackWithTokens(page, pack);
}

describe("Sailing Seas Solitaire in the browser", () => {
  test("a signed-up player buys and uses Undo, Freeze and More Cards, then wins by clicking cards in the load page's frame, resuming it after a reload near the end, and earns 10 tokens", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "sailing");
    const frame = await openInFrame(page);
    const tokens = async () => Number((await page.locator(".play-wallet__tokens").textContent())?.replace(/\D/g, ""));
    await harness.screenshot(page, "sailing-start", { fullPage: false });

    // Turn a card, then take it back with Undo (bought in the portal's store first).
    const start = await table(frame);
    await playMove(page, frame, { t: "draw" }, false);
    await afterMove(frame, start);
    await buyAndUse(page, frame, "Undo", /Get 10 Undos/);
    await frame.getByRole("button", { name: /^Undo \(9 left\)/ }).waitFor();
    await expect.poll(() => table(frame)).toBe(start);

    // Freeze stops the clock.
    await buyAndUse(page, frame, "Freeze", /Get 5 Freezes/);
    await frame.getByRole("button", { name: /^Freeze \(4 left\)/ }).waitFor();
    await frame.locator(".gs-timer-frozen").waitFor();

    // More Cards needs cards under the waste card: turn two, add them back, and undo it all.
    for (let draws = 0; draws < 2; draws++) {
      const before = await table(frame);
      await playMove(page, frame, { t: "draw" }, false);
      await afterMove(frame, before);
    }
    const stockBefore = await frame.locator('.clr-card[data-place="stock"]').count();
    await buyAndUse(page, frame, "More Cards", /Get 5 More Cards/);
    await frame.getByRole("button", { name: /^More Cards \(4 left\)/ }).waitFor();
    await expect.poll(() => frame.locator('.clr-card[data-place="stock"]').count()).toBe(stockBefore + 2);
    await harness.screenshot(page, "sailing-powerups", { fullPage: false });
    for (const left of [8, 7, 6]) {
      await frame.getByRole("button", { name: /^Undo \(\d+ left\)/ }).click();
      await frame.getByRole("button", { name: new RegExp(`^Undo \\(${left} left\\)`) }).waitFor();
    }
    await expect.poll(() => table(frame)).toBe(start);

    const tokensBefore = await tokens();
    // Three draws and six powerup moves came before the winning line.
    const again = await playToWin(page, frame, false, "sailing-midgame", 9, true);
    await again.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await again.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await expect.poll(tokens).toBe(tokensBefore + 10);
    await harness.screenshot(page, "sailing-won", { fullPage: false });
  }, 240_000);

  test("keyboard: Tab reaches the cards, arrows move between them and the stock, Enter plays and draws, H hints", async () => {
    const page = await harness.newPage();
    const frame = await openInFrame(page);
    const deal = await frame.locator(".sai-board").getAttribute("data-deal");
    const [first] = dealFor(deal ?? "").solution;
    const focused = () => frame.locator(":focus").getAttribute("data-place").catch(() => null);
    await frame.locator('[data-slot="stock"]').focus();
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toMatch(/^\d+$/);
    await page.keyboard.press("ArrowLeft");
    expect(await frame.locator(":focus").getAttribute("data-slot")).toBe("stock");
    const before = await table(frame);
    if (first!.t === "draw") await page.keyboard.press("Enter");
    else {
      await frame.locator(`.clr-card[data-place="${first!.i}"]`).focus();
      await page.keyboard.press("Enter");
    }
    await afterMove(frame, before);
    await page.keyboard.press("h");
    await frame.locator(".clr-hint").first().waitFor();
    await harness.screenshot(page, "sailing-hint", { fullPage: false });
  });

  test("on a phone (390 x 844): the table fits with every suit in view, and a visitor wins by tapping", async () => {
    const phone = await harness.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    phone.setDefaultTimeout(10_000);
    const mobile = await phone.newPage();
    const frame = await openInFrame(mobile);
    // The bottom row's ten cards overlap at most 5% of a card: the suit in each top-right corner shows.
    const row = await frame.locator(".clr-card:not(.clr-card-stock)").evaluateAll((elements) => {
      // The peaks' cards (numbered places), not the stock or the discard pile.
      const boxes = elements.filter((element) => /^\d+$/.test(element.getAttribute("data-place") ?? "")).map((element) => element.getBoundingClientRect());
      const bottom = Math.max(...boxes.map((box) => box.top));
      return boxes.filter((box) => Math.abs(box.top - bottom) < 1).sort((a, b) => a.left - b.left).map((box) => ({ left: box.left, width: box.width }));
    });
    expect(row.length).toBeGreaterThanOrEqual(10);
    for (let index = 1; index < row.length; index++) expect(row[index]!.left - row[index - 1]!.left).toBeGreaterThanOrEqual(row[index - 1]!.width * 0.95 - 0.5);
    // The frame spans the phone's width; the stock's slight lean is decoration.
    const boxes = await frame.locator(".clr-card:not(.clr-card-stock), [data-slot]").evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(16);
      expect(box.right).toBeLessThanOrEqual(390 - 16);
    }
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await harness.screenshot(mobile, "sailing-phone", { fullPage: false });
    await playToWin(mobile, frame, true, "sailing-phone-midgame", 0);
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await harness.screenshot(mobile, "sailing-phone-won", { fullPage: false });
    await phone.close();
  }, 180_000);
});
