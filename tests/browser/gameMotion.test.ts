import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { rules as getaway } from "../../games/mahjong-getaway/rules.ts";
import { useBrowserHarness } from "../support/browser.ts";
import { facesOf, shownFaces, takePair, type MahjongRules } from "../support/mahjong.ts";

const harness = useBrowserHarness();

const KLONDIKE = "/play/rivers-of-gold-solitaire/";
const GETAWAY = "/play/mahjong-getaway/";
const mahjong: MahjongRules = getaway;

/**
 * Animations that move something now, named by what runs and where. Finished ones that hold their
 * last frame do not count, nor the 1 ms ones the shell's reduced-motion rule leaves of a CSS
 * animation (they are over within the frame, however late a loaded machine draws it).
 */
const running = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running" && Number(animation.effect?.getComputedTiming().activeDuration ?? 0) > 1)
      .map((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        const name = animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? animation.transitionProperty : animation.id || "script";
        return `${name} on ${target instanceof Element ? `${target.tagName.toLowerCase()}.${[...target.classList].join(".")}` : "?"}`;
      }),
  );

/** Waits (checking every frame) until `selector` is on the page while an animation runs. */
async function animating(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((wanted) => document.querySelector(wanted) !== null && document.getAnimations().some((animation) => animation.playState === "running"), selector, { polling: "raf", timeout: 10_000 });
}

/** Two frames after a change: what reduced motion shows is settled by then. */
const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Holds every animation at `ms` for a screenshot of that frame, then lets them go on. */
async function frameAt(page: Page, ms: number, shot: string): Promise<void> {
  await page.evaluate((at) => document.getAnimations().forEach((animation) => {
    animation.pause();
    animation.currentTime = at;
  }), ms);
  await harness.screenshot(page, shot, { fullPage: false });
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.play()));
}

async function openKlondike(page: Page) {
  await page.addInitScript(() => localStorage.setItem("playden.klo.options", JSON.stringify({ draw: 1, winnable: false })));
  await page.goto(KLONDIKE);
  await page.locator(".klo-board .ct-card").first().waitFor();
  await page.locator(".gs-loading").waitFor({ state: "detached" });
}

async function drawCard(page: Page) {
  // The stock's top card covers its slot: press where a player would.
  const box = await page.locator('[data-slot="stock"]').boundingBox();
  if (!box) throw new Error("The stock is not on screen.");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const wasteCount = (page: Page) => page.locator('.ct-card[data-pile="w"]').count();

async function openGetaway(page: Page) {
  await page.goto(GETAWAY);
  await page.locator(".tb-tile").first().waitFor();
  await page.locator(".gs-loading").waitFor({ state: "detached" });
  // The level alone decides the board (Kyoto 1 for a newcomer).
  return mahjong.newGame("any", { city: 0, level: 1 });
}

describe("Motion in the games", () => {
  test("cards: a new deal flies from the stock, a drawn card slides and flips; none of it under reduced motion (bench/gameMotion.ts measures long tasks on a 4x slower CPU)", async () => {
    const page = await harness.newPage({ width: 1280, height: 800 }, { motion: true });
    await openKlondike(page);
    await page.waitForFunction(() => document.getAnimations().length === 0, undefined, { timeout: 10_000 });

    // Drawing from the stock: the card slides to the waste and turns over on the way.
    await drawCard(page);
    // Checked every frame: the card slides (a transition of its own) while its face turns in.
    await page.waitForFunction(
      () => {
        const card = document.querySelector('.ct-card.ct-flipping[data-pile="w"]');
        return card !== null && card.getAnimations().some((animation) => animation instanceof CSSTransition) && card.getAnimations({ subtree: true }).some((animation) => animation instanceof CSSAnimation && animation.playState === "running");
      },
      undefined,
      { polling: "raf", timeout: 10_000 },
    );
    await frameAt(page, 90, "motion-klondike-flip");
    await expect.poll(() => page.locator(".ct-flip-back").count()).toBe(0);

    // A new game deals the cards out from the stock, and a draw during the deal lands it at once.
    const deal = await page.locator(".klo-board").getAttribute("data-deal");
    await page.keyboard.press("n");
    await page.waitForFunction((old) => document.querySelector(".klo-board")?.getAttribute("data-deal") !== old && document.getAnimations().length > 20, deal, { polling: "raf", timeout: 10_000 });
    await frameAt(page, 160, "motion-klondike-deal");
    await drawCard(page);
    await expect.poll(() => wasteCount(page)).toBe(1);

    const still = await harness.newPage({ width: 1280, height: 800 });
    await openKlondike(still);
    await settled(still);
    expect(await running(still)).toEqual([]);
    await drawCard(still);
    await expect.poll(() => wasteCount(still)).toBe(1);
    await settled(still);
    expect(await running(still)).toEqual([]);
    expect(await still.locator(".ct-flipping, .ct-flip-back").count()).toBe(0);
    await still.keyboard.press("n");
    await expect.poll(() => wasteCount(still)).toBe(0);
    await settled(still);
    expect(await running(still)).toEqual([]);
  }, 90_000);

  test("tiles: a taken pair lifts and vanishes while the next is taken at once, and the win bursts tiles behind the panel; all still under reduced motion", async () => {
    const page = await harness.newPage({ width: 1280, height: 800 }, { motion: true });
    let state = await openGetaway(page);
    state = await takePair(page, page, mahjong, state, false);
    await animating(page, ".tb-vanish");
    await frameAt(page, 120, "motion-mahjong-vanish");

    // The next pair is taken while the last still vanishes.
    state = await takePair(page, page, mahjong, state, false);
    expect(await shownFaces(page)).toBe(facesOf(state));

    while (mahjong.status(state).phase === "playing") state = await takePair(page, page, mahjong, state, false);
    await animating(page, '[data-celebration="tiles"]');
    expect(await page.locator('[data-celebration="tiles"]').evaluate((layer) => getComputedStyle(layer).pointerEvents)).toBe("none");
    await frameAt(page, 600, "motion-mahjong-win");
    // Brief: the layer is gone within a few seconds.
    await page.locator("[data-celebration]").waitFor({ state: "detached", timeout: 6_000 });

    const still = await harness.newPage({ width: 1280, height: 800 });
    let quiet = await openGetaway(still);
    while (mahjong.status(quiet).phase === "playing") {
      quiet = await takePair(still, still, mahjong, quiet, false);
      await settled(still);
      expect(await running(still)).toEqual([]);
      expect(await still.locator(".tb-vanish").count()).toBe(0);
    }
    await still.getByRole("heading", { name: "You won!" }).waitFor();
    await settled(still);
    expect(await running(still)).toEqual([]);
    expect(await still.locator("[data-celebration]").count()).toBe(0);
  }, 150_000);
});
