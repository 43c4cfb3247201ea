import { describe, expect, test } from "vitest";
import { hintPair } from "../../games/engines/tiles/mahjong.ts";
import { rules } from "../../games/mahjong-getaway/rules.ts";
import { gameStorageKey, settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { buyAndUse, facesOf, openMahjong, playToWin, sessionBoard, shownFaces, takePair } from "../support/mahjong.ts";

const harness = useBrowserHarness();

describe("Mahjong Getaway in the browser", () => {
  test("a signed-up player sees the map, uses Hint, Shuffle and Add Time, wins Kyoto's level 1 and unlocks level 2", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "getaway");
    const frame = await openMahjong(page, "mahjong-getaway");
    await frame.getByText("Kyoto 1", { exact: true }).waitFor();
    let state = await sessionBoard(harness, rules);
    expect(state.layout).toBe("diamond");
    expect(await shownFaces(frame)).toBe(facesOf(state));

    // The map: Kyoto open, the other cities and Kyoto's level 2 locked.
    await frame.getByRole("button", { name: "Map of cities (M)" }).click();
    await frame.getByRole("heading", { name: "Your getaway" }).waitFor();
    await frame.getByRole("button", { name: "Kyoto: 0 of 60 levels won" }).waitFor();
    await frame.getByRole("button", { name: "Venice: locked" }).waitFor();
    expect(await frame.getByRole("button", { name: "Level 2, Diamond, locked" }).isDisabled()).toBe(true);
    await harness.screenshot(page, "getaway-map", { fullPage: false });
    await frame.getByRole("button", { name: "Back to the board" }).click();
    await harness.screenshot(page, "getaway-start", { fullPage: false });

    await buyAndUse(page, frame, "Hint", /Get 5 Hints/);
    const hinted = hintPair(state)!;
    await frame.locator(`.tb-tile.tb-hint[data-spot="${hinted[0]}"]`).waitFor();
    await frame.locator(`.tb-tile.tb-hint[data-spot="${hinted[1]}"]`).waitFor();
    state = await takePair(page, frame, rules, state, false);

    await buyAndUse(page, frame, "Shuffle", /Get 5 Shuffles/);
    state = rules.apply(state, { t: "shuffle" });
    await expect.poll(() => shownFaces(frame)).toBe(facesOf(state));

    // Add Time: 30 more seconds on the clock (level 1 allows 5:00).
    await buyAndUse(page, frame, "Add Time", /Get 5 Add Times/);
    state = rules.apply(state, { t: "addTime" });
    await frame.getByLabel(/^Time left 5:[0-2]\d$/).waitFor();

    await playToWin(harness, page, frame, rules, state, 3, false, "getaway-midgame");
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await harness.screenshot(page, "getaway-won", { fullPage: false });

    // Next level: Kyoto 2, and the map (from the server's verified wins, after a reload too) shows level 1 won.
    await frame.getByRole("button", { name: "Next level" }).click();
    await frame.getByText("Kyoto 2", { exact: true }).waitFor();
    await page.reload();
    await page.evaluate(([key]) => localStorage.removeItem(key!), [gameStorageKey("playden.mjg.wins")]);
    const again = await openMahjong(page, "mahjong-getaway");
    await again.getByText("Kyoto 2", { exact: true }).waitFor();
    await again.getByRole("button", { name: "Map of cities (M)" }).click();
    await again.getByRole("button", { name: "Kyoto: 1 of 60 levels won" }).waitFor();
    await again.getByRole("button", { name: "Level 1, Diamond, won" }).waitFor();
    expect(await again.getByRole("button", { name: "Level 2, Diamond", exact: true }).isEnabled()).toBe(true);
    await harness.screenshot(page, "getaway-map-progress", { fullPage: false });
  }, 180_000);

  test("on a phone (390 x 844): the board and the map fit, and a visitor takes pairs by tapping", async () => {
    const phone = await harness.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    phone.setDefaultTimeout(10_000);
    const mobile = await phone.newPage();
    const frame = await openMahjong(mobile, "mahjong-getaway");
    // Measured once the board has settled in the frame.
    const tile = await settledBox(frame.locator(".tb-tile").first());
    expect(tile.width).toBeGreaterThanOrEqual(36);
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await harness.screenshot(mobile, "getaway-phone", { fullPage: false });
    await playToWin(harness, mobile, frame, rules, await sessionBoard(harness, rules), 0, true, "getaway-phone-midgame");
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await frame.getByRole("button", { name: "Next level" }).waitFor();
    await harness.screenshot(mobile, "getaway-phone-won", { fullPage: false });
    await frame.getByRole("button", { name: "Next level" }).tap();
    await frame.getByText("Kyoto 2", { exact: true }).waitFor();
    await frame.getByRole("button", { name: "Map of cities (M)" }).tap();
    await frame.getByRole("button", { name: "Level 1, Diamond, won" }).waitFor();
    // Only for the picture: the panel's fade-in has ended.
    await mobile.waitForTimeout(400);
    await harness.screenshot(mobile, "getaway-phone-map", { fullPage: false });
    await phone.close();
  }, 120_000);
});
