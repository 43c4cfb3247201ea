import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "../support/accessibility.ts";
import { signUpInBrowser, useBrowserHarness } from "../support/browser.ts";

/**
 * Seeing what you have: store cards with drawn powerup icons and "Owned" for packs bought, the
 * Confirm Purchase dialog's icon and the server's success message, My Account's inventory and a
 * purchase history that names items and games.
 */
const harness = useBrowserHarness();


async function signedUpPlayer(): Promise<Page> {
  const page = await harness.newPage({ width: 1280, height: 800 });
  await page.goto("/");
  await signUpInBrowser(page, "owner");
  return page;
}

async function buy(page: Page, card: string | RegExp, price: string | RegExp): Promise<string> {
  await page.getByRole("button", { name: card }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Purchase" });
  await dialog.getByRole("button", { name: price }).click();
  const success = page.getByRole("dialog", { name: "Success" });
  const message = (await success.getByRole("status").textContent()) ?? "";
  await success.getByRole("button", { name: "Close", exact: true }).click();
  return message;
}

describe("seeing what you own", () => {
  test("icons on powerup cards and in Confirm Purchase; Owned instead of prices for a pack bought, Free for a free one; inventory and history by name", async () => {
    const page = await signedUpPlayer();

    await page.goto("/game-about/big-city-adventure");
    await page.getByRole("heading", { name: "Store" }).waitFor();
    // Every powerup card has its drawn icon: Hint's and Freeze Frame's, not a stand-in star.
    expect(await page.locator(".store-item__icon[data-powerup='HI'] svg").count()).toBe(3);
    expect(await page.locator(".store-item__icon[data-powerup='FF'] svg").count()).toBe(3);
    await page.getByRole("button", { name: "Buy Hint ×5 for 10 gems" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Purchase" });
    await dialog.locator(".purchase__image--icon[data-powerup='HI'] svg").waitFor();
    await harness.screenshot(page, "inventory-confirm-icon", { fullPage: false });
    await expectNoSeriousViolations(page, "inventory-confirm-icon");
    await dialog.getByRole("button", { name: "More" }).click();
    await dialog.getByRole("button", { name: "More" }).click();
    await dialog.getByRole("button", { name: "Buy for 30 Gems" }).click();
    const success = page.getByRole("dialog", { name: "Success" });
    await success.getByRole("status").getByText("15 Hints added", { exact: true }).waitFor();
    await harness.screenshot(page, "inventory-purchase-message", { fullPage: false });
    await success.getByRole("button", { name: "Close", exact: true }).click();
    // Each Hint pack now says how many the player has.
    expect(await page.locator(".store-item--powerup").filter({ hasText: "You have 15" }).count()).toBe(3);
    await harness.screenshot(page.locator(".store-grid").first(), "inventory-powerup-cards");

    await page.goto("/game-about/jigsaw-joy");
    await page.getByRole("heading", { name: "Store" }).waitFor();
    expect(await buy(page, /^Buy Cozy Cottages for \d+ tokens$/, /^Buy for \d+ Tokens/)).toBe("Cozy Cottages pack added");
    const cottages = page.locator(".store-item--pack").filter({ hasText: "Cozy Cottages" });
    await cottages.getByText("Owned").waitFor();
    expect(await cottages.getByRole("button").count()).toBe(0);
    // The free starter pack was never for sale; other packs can still be bought.
    await page.locator(".store-item--pack").filter({ hasText: "Starter Pictures" }).getByText("Free").waitFor();
    await page.getByRole("button", { name: /^Buy Ocean Life for \d+ gems$/ }).waitFor();
    // Owned-ness comes from the server: it is still there after a reload.
    await page.reload();
    await cottages.getByText("Owned").waitFor();
    await cottages.scrollIntoViewIfNeeded();
    await harness.screenshot(page, "inventory-store-owned", { fullPage: false });
    await expectNoSeriousViolations(page, "inventory-store-owned");
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.goto("/account");
    const inventory = page.getByRole("region", { name: "What you own" });
    await inventory.waitFor();
    const group = (title: string) => inventory.locator(".inventory__group").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    expect(await group("Powerups - Big City Adventure").locator(".inventory__item").allInnerTexts()).toEqual(["Hint\n×15"]);
    expect(await group("Picture packs").locator(".inventory__item").allInnerTexts()).toEqual(["Cozy Cottages pack"]);
    expect(await group("Pins").locator(".inventory__item").allInnerTexts()).toEqual(["Welcome pin\n×1"]);
    expect(await group("Powerups - Big City Adventure").locator(".inventory__icon[data-powerup='HI'] svg").count()).toBe(1);

    const history = page.getByRole("region", { name: "Purchase history" });
    const items = await history.locator("tbody tr td:nth-child(2)").allInnerTexts();
    expect(items).toEqual(["Cozy Cottages pack - Jigsaw Joy", "Hint x5 - Big City Adventure"]);
    await harness.screenshot(page, "inventory-account");
    await expectNoSeriousViolations(page, "inventory-account");

    await page.setViewportSize({ width: 390, height: 844 });
    await harness.screenshot(page, "inventory-account-phone");
  }, 60_000);
});
