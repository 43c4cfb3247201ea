import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { hintPair, type MahjongMove } from "../../games/engines/tiles/mahjong.ts";
import { rules } from "../../games/mahjong-cruise/rules.ts";
import { gameStorageKey, settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { buyAndUse, facesOf, openMahjong, playToWin, sessionBoard, shownFaces, takePair } from "../support/mahjong.ts";

const harness = useBrowserHarness();

/** The layout the player chose last time (kept in this browser): the small Diamond. */
const openInFrame = (page: Page) => openMahjong(page, "mahjong-cruise", () => page.evaluate(([key]) => localStorage.setItem(key!, "diamond"), [gameStorageKey("playden.mjc.layout")]));

describe("Mahjong Cruise in the browser", () => {
  test("a signed-up player uses Hint, Freeze, Shuffle and Auto Play, picks tiles by keyboard and mouse, and wins 10 tokens", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "cruise");
    const frame = await openInFrame(page);
    let state = await sessionBoard(harness, rules);
    expect(await shownFaces(frame)).toBe(facesOf(state));
    await frame.getByLabel(/^Time left 5:00|^Time left 4:5\d/).waitFor();
    await harness.screenshot(page, "cruise-start", { fullPage: false });

    // Keyboard: an arrow puts the focus ring on a free tile, Enter picks it, Escape lets go.
    await frame.locator(".tb-board").focus();
    await page.keyboard.press("ArrowRight");
    await frame.locator(".tb-tile.tb-focus.tb-free").waitFor();
    await page.keyboard.press("Enter");
    await frame.locator(".tb-tile.tb-focus.tb-selected").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => frame.locator(".tb-selected").count()).toBe(0);

    // Hint lights up the pair the rules would take.
    await buyAndUse(page, frame, "Hint", /Get 5 Hints/);
    const hinted = hintPair(state)!;
    await frame.locator(`.tb-tile.tb-hint[data-spot="${hinted[0]}"]`).waitFor();
    await frame.locator(`.tb-tile.tb-hint[data-spot="${hinted[1]}"]`).waitFor();
    await harness.screenshot(page, "cruise-hint", { fullPage: false });
    state = await takePair(page, frame, rules, state, false);

    // Freeze holds the clock.
    await buyAndUse(page, frame, "Freeze", /Get 5 Freezes/);
    await frame.locator(".gs-timer-frozen").waitFor();

    // Shuffle deals the tiles left again; the page shows the rules' new board.
    await buyAndUse(page, frame, "Shuffle", /Get 5 Shuffles/);
    const shuffle: MahjongMove = { t: "shuffle" };
    state = rules.apply(state, shuffle);
    await expect.poll(() => shownFaces(frame)).toBe(facesOf(state));

    // Auto Play takes 5 pairs.
    await buyAndUse(page, frame, "Auto Play", /Get 5 Auto Plays/);
    state = rules.apply(state, { t: "auto" });
    await expect.poll(() => shownFaces(frame)).toBe(facesOf(state));
    expect(state.pairs).toBe(6);

    await playToWin(harness, page, frame, rules, state, 4, false, "cruise-midgame");
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await harness.screenshot(page, "cruise-won", { fullPage: false });
  }, 180_000);

  test("on a phone (390 x 844): the board fits with tiles at least 36 px wide, and a visitor wins by tapping", async () => {
    const phone = await harness.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    phone.setDefaultTimeout(10_000);
    const mobile = await phone.newPage();
    const frame = await openInFrame(mobile);
    // Measured once the board has settled in the frame.
    const tile = await settledBox(frame.locator(".tb-tile").first());
    expect(tile.width).toBeGreaterThanOrEqual(36);
    const boxes = await frame.locator(".tb-tile").evaluateAll((tiles) => tiles.map((element) => element.getBoundingClientRect()));
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await harness.screenshot(mobile, "cruise-phone", { fullPage: false });
    await playToWin(harness, mobile, frame, rules, await sessionBoard(harness, rules), 0, true, "cruise-phone-midgame");
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await harness.screenshot(mobile, "cruise-phone-won", { fullPage: false });
    await phone.close();
  }, 120_000);

  test("the colour-blind-safe tiles, chosen in Settings, change every tile and are still there after a reload", async () => {
    const page = await harness.newPage();
    let frame = await openInFrame(page);
    const board = frame.locator(".tb-board");
    expect(await board.getAttribute("data-tiles")).toBe("traditional");
    await frame.getByRole("button", { name: "Settings", exact: true }).click();
    await frame.getByLabel("Colour-blind safe").check();
    await page.keyboard.press("Escape");
    await expect.poll(() => board.getAttribute("data-tiles")).toBe("colourSafe");
    expect(await frame.locator(".tb-tile [data-set]").evaluateAll((faces) => faces.every((face) => face.getAttribute("data-set") === "colourSafe"))).toBe(true);
    await harness.screenshot(page, "cruise-colour-safe", { fullPage: false });

    await page.reload();
    frame = await openInFrame(page);
    expect(await frame.locator(".tb-board").getAttribute("data-tiles")).toBe("colourSafe");
    await frame.getByRole("button", { name: "Settings", exact: true }).click();
    expect(await frame.getByLabel("Colour-blind safe").isChecked()).toBe(true);
  }, 60_000);
});
