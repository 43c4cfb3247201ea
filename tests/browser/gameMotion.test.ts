import type { Frame, FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { rules as getaway } from "../../games/mahjong-getaway/rules.ts";
import { useBrowserHarness } from "../support/browser.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";
import { keepGameStorage, openGame, type GameFrame } from "../support/gameFrame.ts";
import { facesOf, shownFaces, takePair, type MahjongRules } from "../support/mahjong.ts";

const harness = useBrowserHarness();

const mahjong: MahjongRules = getaway;

/**
 * Animations that move something now in the game's frame, named by what runs and where. Finished ones that hold their
 * last frame do not count, nor the 1 ms ones the shell's reduced-motion rule leaves of a CSS
 * animation (they are over within the frame, however late a loaded machine draws it).
 */
const running = (frame: Frame) =>
  frame.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running" && Number(animation.effect?.getComputedTiming().activeDuration ?? 0) > 1)
      .map((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        const name = animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? animation.transitionProperty : animation.id || "script";
        return `${name} on ${target instanceof Element ? `${target.tagName.toLowerCase()}.${[...target.classList].join(".")}` : "?"}`;
      }),
  );

/** Waits (checking every frame) until `selector` is in the game while an animation runs. */
async function animating(frame: Frame, selector: string): Promise<void> {
  await frame.waitForFunction((wanted) => document.querySelector(wanted) !== null && document.getAnimations().some((animation) => animation.playState === "running"), selector, { polling: "raf", timeout: 10_000 });
}

/** Two frames after a change: what reduced motion shows is settled by then. */
const settled = (frame: Frame) => frame.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Holds every animation of the game at `ms` for a screenshot of that frame, then lets them go on. */
async function frameAt(page: Page, frame: Frame, ms: number, shot: string): Promise<void> {
  await frame.evaluate((at) => document.getAnimations().forEach((animation) => {
    animation.pause();
    animation.currentTime = at;
  }), ms);
  await harness.screenshot(page, shot, { fullPage: false });
  await frame.evaluate(() => document.getAnimations().forEach((animation) => animation.play()));
}

async function openKlondike(page: Page): Promise<GameFrame> {
  await keepGameStorage(page, "playden.klo.options", JSON.stringify({ draw: 1, winnable: false }));
  return openGame(page, "rivers-of-gold-solitaire", { ready: ".klo-board .ct-card" });
}

async function drawCard(page: Page, game: FrameLocator) {
  // The stock's top card covers its slot: press where a player would.
  const box = await game.locator('[data-slot="stock"]').boundingBox();
  if (!box) throw new Error("The stock is not on screen.");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const wasteCount = (game: FrameLocator) => game.locator('.ct-card[data-pile="w"]').count();

async function openGetaway(page: Page) {
  const opened = await openGame(page, "mahjong-getaway", { ready: ".tb-tile" });
  // The level alone decides the board (Kyoto 1 for a newcomer).
  return { ...opened, state: mahjong.newGame("any", { city: 0, level: 1 }) };
}

describe("Motion in the games", () => {
  test("cards: a new deal flies from the stock, a drawn card slides and flips; none of it under reduced motion (bench/gameMotion.ts measures long tasks on a 4x slower CPU)", async () => {
    const page = await harness.newPage({ width: 1280, height: 800 }, { motion: true });
    const { game, frame } = await openKlondike(page);
    await frame.waitForFunction(() => document.getAnimations().length === 0, undefined, { timeout: 10_000 });

    // Drawing from the stock: the card slides to the waste and turns over on the way.
    await drawCard(page, game);
    // Checked every frame: the card slides (a transition of its own) while its face turns in.
    await frame.waitForFunction(
      () => {
        const card = document.querySelector('.ct-card.ct-flipping[data-pile="w"]');
        return card !== null && card.getAnimations().some((animation) => animation instanceof CSSTransition) && card.getAnimations({ subtree: true }).some((animation) => animation instanceof CSSAnimation && animation.playState === "running");
      },
      undefined,
      { polling: "raf", timeout: 10_000 },
    );
    await frameAt(page, frame, 90, "motion-klondike-flip");
    await expect.poll(() => game.locator(".ct-flip-back").count()).toBe(0);

    // A new game deals the cards out from the stock, and a draw during the deal lands it at once.
    const deal = await game.locator(".klo-board").getAttribute("data-deal");
    await page.keyboard.press("n");
    await frame.waitForFunction((old) => document.querySelector(".klo-board")?.getAttribute("data-deal") !== old && document.getAnimations().length > 20, deal, { polling: "raf", timeout: 10_000 });
    await frameAt(page, frame, 160, "motion-klondike-deal");
    await drawCard(page, game);
    await expect.poll(() => wasteCount(game)).toBe(1);

    const still = await harness.newPage({ width: 1280, height: 800 });
    const stillGame = await openKlondike(still);
    await settled(stillGame.frame);
    expect(await running(stillGame.frame)).toEqual([]);
    await drawCard(still, stillGame.game);
    await expect.poll(() => wasteCount(stillGame.game)).toBe(1);
    await settled(stillGame.frame);
    expect(await running(stillGame.frame)).toEqual([]);
    expect(await stillGame.game.locator(".ct-flipping, .ct-flip-back").count()).toBe(0);
    await still.keyboard.press("n");
    await expect.poll(() => wasteCount(stillGame.game)).toBe(0);
    await settled(stillGame.frame);
    expect(await running(stillGame.frame)).toEqual([]);
  }, 90_000);

  test("tiles: a taken pair lifts and vanishes while the next is taken at once, and the win bursts tiles behind the panel; all still under reduced motion", async () => {
    const page = await harness.newPage({ width: 1280, height: 800 }, { motion: true });
    const { game, frame, state: start } = await openGetaway(page);
    let state = await takePair(page, game, mahjong, start, false);
    await animating(frame, ".tb-vanish");
    await frameAt(page, frame, 120, "motion-mahjong-vanish");

    // The next pair is taken while the last still vanishes.
    state = await takePair(page, game, mahjong, state, false);
    expect(await shownFaces(game)).toBe(facesOf(state));

    let pairs = 2;
    while (mahjong.status(state).phase === "playing") {
      // The last pair wins: played at a person's pace, so the server verifies it.
      if (state.faces.filter((face) => face !== null).length === 2) await backdateToHumanPace(harness.database, mahjong, pairs + 1);
      state = await takePair(page, game, mahjong, state, false);
      pairs++;
    }
    await animating(frame, '[data-celebration="tiles"]');
    expect(await game.locator('[data-celebration="tiles"]').evaluate((layer) => getComputedStyle(layer).pointerEvents)).toBe("none");
    await frameAt(page, frame, 600, "motion-mahjong-win");
    // Brief: the layer is gone within a few seconds.
    await game.locator("[data-celebration]").waitFor({ state: "detached", timeout: 6_000 });

    const still = await harness.newPage({ width: 1280, height: 800 });
    const stillGame = await openGetaway(still);
    let quiet = stillGame.state;
    let quietPairs = 0;
    while (mahjong.status(quiet).phase === "playing") {
      if (quiet.faces.filter((face) => face !== null).length === 2) await backdateToHumanPace(harness.database, mahjong, quietPairs + 1);
      quiet = await takePair(still, stillGame.game, mahjong, quiet, false);
      quietPairs++;
      await settled(stillGame.frame);
      expect(await running(stillGame.frame)).toEqual([]);
      expect(await stillGame.game.locator(".tb-vanish").count()).toBe(0);
    }
    await stillGame.game.getByRole("heading", { name: "You won!" }).waitFor();
    await settled(stillGame.frame);
    expect(await running(stillGame.frame)).toEqual([]);
    expect(await stillGame.game.locator("[data-celebration]").count()).toBe(0);
  }, 150_000);
});
