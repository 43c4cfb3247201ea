import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { dealFor, rules, toMove, type GardensMove, type GardensState } from "../../games/solitaire-gardens/rules.ts";
import { buyOfferedPackWithTokens } from "../support/cardGames.ts";
import { clearingTable, openClearingGame, playClearingLine, type ClearingGame } from "../support/clearingGames.ts";
import { settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";

const harness = useBrowserHarness();

const GARDENS: ClearingGame<GardensState, GardensMove> = {
  load: "/game/solitaire-gardens/load",
  board: ".sol-board",
  rules,
  start: (deal) => rules.newGame(deal),
  apply: (state, move) => rules.apply(state, move),
  solution: (deal) => dealFor(deal).solution,
  toMove,
  grip: { x: 0.5, y: 0.6 },
};
const table = clearingTable;
const openInFrame = (page: Page) => openClearingGame(page, GARDENS);

async function buyAndUse(page: Page, frame: FrameLocator, title: string, pack: RegExp) {
  await frame.getByRole("button", { name: new RegExp(`^${title} \\(0 left\\)`) }).click();
  await buyOfferedPackWithTokens(page, pack);
}

describe("Solitaire Gardens in the browser", () => {
  test("a signed-up player uses Undo and Power Prune, wins a round in the load page's frame, resuming it after a reload near the end, earns Seeds and 10 tokens, and plants and moves a flower", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "gardens");
    const frame = await openInFrame(page);
    await frame.getByLabel("0 Seeds").waitFor();
    await harness.screenshot(page, "gardens-start", { fullPage: false });

    // Power Prune snips three cards; Undo (bought in the portal's store) puts them back.
    const start = await table(frame);
    await buyAndUse(page, frame, "Power Prune", /Get 5 Power Prunes/);
    await frame.getByRole("button", { name: /^Power Prune \(4 left\)/ }).waitFor();
    await expect.poll(() => frame.locator(".sol-board .clr-card").count()).toBe(52 - 3);
    await harness.screenshot(page, "gardens-pruned", { fullPage: false });
    await buyAndUse(page, frame, "Undo", /Get 10 Undos/);
    await frame.getByRole("button", { name: /^Undo \(9 left\)/ }).waitFor();
    await expect.poll(() => table(frame)).toBe(start);

    const again = await playClearingLine(harness, page, frame, GARDENS, { tap: false, shot: "gardens-midgame", shotAt: 20, movesBefore: 2, resume: true });
    await again.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await again.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    const earned = Number((await again.locator(".sol-earned").textContent())?.replace(/\D/g, ""));
    expect(earned).toBeGreaterThanOrEqual(35 * 5 + 100);
    await again.getByLabel(`${earned} Seeds`).waitFor();
    await harness.screenshot(page, "gardens-won", { fullPage: false });

    // The garden: plant a daisy in the first plot, then move it.
    await again.getByRole("button", { name: "Visit your garden" }).click();
    await again.getByRole("heading", { name: "Your garden" }).waitFor();
    await again.getByRole("radio", { name: /Daisy/ }).click();
    await again.locator('.sol-plot[data-plot="0"]').click();
    await again.locator('.sol-plot[data-plot="0"][data-kind="daisy"]').waitFor();
    await again.getByLabel(`${earned - 40} Seeds`).first().waitFor();
    await again.locator('.sol-plot[data-plot="0"]').click();
    await again.locator('.sol-plot[data-plot="13"]').click();
    await again.locator('.sol-plot[data-plot="13"][data-kind="daisy"]').waitFor();
    await again.locator('.sol-plot[data-plot="0"][data-kind=""]').waitFor();
    await harness.screenshot(page, "gardens-garden", { fullPage: false });
    // Kept on the server: a reload shows the same garden.
    await page.reload();
    const garden = await openInFrame(page);
    await garden.getByRole("button", { name: "Your garden (G)" }).click();
    await garden.locator('.sol-plot[data-plot="13"][data-kind="daisy"]').waitFor();
  }, 240_000);

  test("on a phone (390 x 844): the columns fit with cards 44 px wide, a visitor wins by tapping and is asked to sign in to plant", async () => {
    const phone = await harness.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    phone.setDefaultTimeout(10_000);
    const mobile = await phone.newPage();
    const frame = await openInFrame(mobile);
    // The table fits itself to the frame: its cards are measured once it has settled.
    const card = await settledBox(frame.locator(".clr-card").first());
    expect(card.width).toBeGreaterThanOrEqual(44);
    const boxes = await frame.locator(".clr-card:not(.clr-card-stock), [data-slot]").evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(16);
      expect(box.right).toBeLessThanOrEqual(390 - 16);
    }
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await harness.screenshot(mobile, "gardens-phone", { fullPage: false });
    await playClearingLine(harness, mobile, frame, GARDENS, { tap: true, shot: "gardens-phone-midgame", shotAt: 20, movesBefore: 0 });
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await harness.screenshot(mobile, "gardens-phone-won", { fullPage: false });
    await frame.getByRole("button", { name: "Visit your garden" }).tap();
    await frame.getByText("Sign in to plant").waitFor();
    await harness.screenshot(mobile, "gardens-phone-garden", { fullPage: false });
    await phone.close();
  }, 180_000);

  test("on a laptop (1366 x 768) every plot and every plant of the garden is in sight, none behind the powerup bar or below the fold", async () => {
    const page = await harness.newPage({ width: 1366, height: 768 });
    const frame = await openInFrame(page);
    await frame.getByRole("button", { name: "Your garden (G)" }).click();
    await frame.getByText("Sign in to plant").waitFor();
    const hidden = await frame.locator(".sol-plot, .sol-shop-item").evaluateAll((elements) =>
      elements.flatMap((element) => {
        const box = element.getBoundingClientRect();
        const bar = document.querySelector(".gs-powerbar")?.getBoundingClientRect();
        const bottom = Math.min(bar?.top ?? window.innerHeight, window.innerHeight);
        return box.top >= 0 && box.bottom <= bottom ? [] : [element.getAttribute("aria-label") ?? element.textContent ?? "?"];
      }),
    );
    expect(hidden).toEqual([]);
    await harness.screenshot(page, "gardens-garden-1366x768", { fullPage: false });
  }, 120_000);
});
