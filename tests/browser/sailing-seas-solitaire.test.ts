import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { dealFor } from "../../games/sailing-seas-solitaire/rules.ts";
import { buyOfferedPackWithTokens } from "../support/cardGames.ts";
import { afterClearingMove, clearingTable, openClearingGame, playClearingLine, playClearingStep, SAILING } from "../support/clearingGames.ts";
import { signUpInBrowser, useBrowserHarness } from "../support/browser.ts";

const harness = useBrowserHarness();

const table = clearingTable;
const afterMove = (root: FrameLocator, before: string) => afterClearingMove(SAILING, root, before);
const openInFrame = (page: Page) => openClearingGame(page, SAILING);

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
    await playClearingStep(page, frame, SAILING, { t: "draw" }, false);
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
      await playClearingStep(page, frame, SAILING, { t: "draw" }, false);
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
    const again = await playClearingLine(harness, page, frame, SAILING, { tap: false, shot: "sailing-midgame", shotAt: 19, movesBefore: 9, resume: true });
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
    await playClearingLine(harness, mobile, frame, SAILING, { tap: true, shot: "sailing-phone-midgame", shotAt: 19, movesBefore: 0 });
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    // Under reduced motion the win sends no cards leaping (gameMotion.test.ts sees them with motion).
    const leaping = await frame.locator('[data-celebration="cascade"]').evaluateAll((layers) => layers.filter((layer) => getComputedStyle(layer).display !== "none").length);
    expect(leaping).toBe(0);
    await harness.screenshot(mobile, "sailing-phone-won", { fullPage: false });
    await phone.close();
  }, 180_000);
});
