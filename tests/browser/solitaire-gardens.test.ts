import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { ClearingStep } from "../../games/engines/cards/clearing.ts";
import { dealFor, rules, toMove, type GardensState } from "../../games/solitaire-gardens/rules.ts";
import { buyOfferedPackWithTokens, DRAGGED_FIRST, DRAGGED_LAST, expectClearingTable, waitForMoveShown } from "../support/cardGames.ts";
import { signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { startGame } from "../support/gameFrame.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";
import { resumeNearEnd, saveEndingWith } from "../support/resumeNearEnd.ts";

const harness = useBrowserHarness();

const LOAD = "/game/solitaire-gardens/load";
// Taps keep clear of the browser's double-tap window (300 ms), as a person's do.
const TAP_MS = 450;

const table = (root: FrameLocator) => root.locator(".clr-card").evaluateAll((cards) => cards.map((card) => `${card.getAttribute("data-card")}@${card.getAttribute("data-place")}`).join(" "));

async function afterMove(root: FrameLocator, before: string) {
  await waitForMoveShown(root, ".sol-board", () => table(root), before);
}

async function playStep(page: Page, root: FrameLocator, step: ClearingStep, tap: boolean) {
  const target = step.t === "draw" ? root.locator('[data-slot="stock"]') : root.locator(`.clr-card[data-place="${step.i}"]`);
  const box = await target.boundingBox();
  if (!box) throw new Error(`Nothing on screen for ${JSON.stringify(step)}.`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height * 0.6 };
  if (tap) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/**
 * Plays the solver's line to the end; before the winning move the session is backdated to a
 * person's pace for all the moves. With `resume` (a signed-in player, whose game the server keeps)
 * the player reloads after the line's first DRAGGED_FIRST moves and the game resumes from its save
 * DRAGGED_LAST moves before the end (resumeNearEnd.ts). Resolves with the game's root.
 */
async function playToWin(page: Page, root: FrameLocator, tap: boolean, shot: string, movesBefore: number, resume = false): Promise<FrameLocator> {
  const deal = await root.locator(".sol-board").getAttribute("data-deal");
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
        reopen: async () => (await startGame(page, { ready: ".sol-board .clr-card" })).game,
      });
      root = resumed.resumed;
      expected = resumed.state as GardensState;
      await expectClearingTable(root, expected);
      await harness.screenshot(page, shot, { fullPage: false });
      continue;
    }
    if (index === solution.length - 1) await backdateToHumanPace(harness.database, rules, movesBefore + solution.length);
    const before = await table(root);
    const started = Date.now();
    await playStep(page, root, step, tap);
    try {
      await afterMove(root, before);
    } catch (error) {
      await harness.screenshot(page, `${shot}-stuck`, { fullPage: false });

      throw error;
    }
    // The table shows exactly what the rules say after this step (stock size and discard card).
    expected = rules.apply(expected, toMove(step));
    expect(await root.locator('.clr-card[data-place="stock"]').count(), `stock after step ${index + 1}`).toBe(expected.stock.length);
    await root.locator(`.clr-card[data-place="waste"][data-card="${expected.waste.at(-1)}"]`).waitFor({ timeout: 20_000 });
    if (!saving && index === 20) await harness.screenshot(page, shot, { fullPage: false });
    const left = TAP_MS - (Date.now() - started);
    if (tap && left > 0) await page.waitForTimeout(left);
  }
  return root;
}

async function openInFrame(page: Page) {
  await page.goto(LOAD);
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(".sol-board .clr-card").first().waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  return frame;
}

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

    const again = await playToWin(page, frame, false, "gardens-midgame", 2, true);
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
    const card = await frame.locator(".clr-card").first().boundingBox();
    expect(card!.width).toBeGreaterThanOrEqual(44);
    const boxes = await frame.locator(".clr-card:not(.clr-card-stock), [data-slot]").evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(16);
      expect(box.right).toBeLessThanOrEqual(390 - 16);
    }
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await harness.screenshot(mobile, "gardens-phone", { fullPage: false });
    await playToWin(mobile, frame, true, "gardens-phone-midgame", 0);
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
