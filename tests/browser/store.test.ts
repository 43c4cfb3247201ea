import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signUpInBrowser, useBrowserHarness } from "../support/browser.ts";

const harness = useBrowserHarness();


/** A fresh signed-up player (welcome gift: 100 gems, 500 tokens) on the given game's about page. */
async function playerOnGamePage(slug: string): Promise<Page> {
  const page = await harness.newPage();
  await page.goto("/");
  await signUpInBrowser(page, "shopper");
  await page.goto(`/game-about/${slug}`);
  await page.getByRole("heading", { name: "Store" }).waitFor();
  return page;
}

const gems = (page: Page) => page.getByTestId("gem-balance").textContent();

describe("the store", () => {
  test("buying a powerup pack three times over with gems", async () => {
    const page = await playerOnGamePage("big-city-adventure");
    await page.getByRole("button", { name: "Buy Hint ×5 for 10 gems" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Purchase" });
    await dialog.waitFor();
    await dialog.getByText("Get 5 Hints").waitFor();
    await dialog.getByRole("button", { name: "More" }).click();
    await dialog.getByRole("button", { name: "More" }).click();
    expect(await dialog.getByLabel("Quantity", { exact: true }).inputValue()).toBe("3");
    await dialog.getByText("Get 15 Hints").waitFor();
    await dialog.getByRole("button", { name: "Buy for 30 Gems" }).waitFor();
    await harness.screenshot(page, "confirm-purchase");
    await dialog.getByRole("button", { name: "Buy for 30 Gems" }).click();
    await page.getByRole("dialog", { name: "Success" }).waitFor();
    await harness.screenshot(page, "purchase-success");
    await expect.poll(() => gems(page)).toBe("70");
    await page.getByRole("dialog", { name: "Success" }).getByRole("button", { name: "Close", exact: true }).click();
    const [row] = await harness.database.sql<{ count: number }>(
      `SELECT count FROM "InventoryItem" WHERE kind = 'POWERUP' AND "gameId" = 'BCA' AND "itemId" = 'HI' ORDER BY "updatedAt" DESC LIMIT 1`,
    );
    expect(row?.count).toBe(15);
  });

  test("the quantity selector takes digits only, clamps on blur and respects its bounds", async () => {
    const page = await playerOnGamePage("word-hunch");
    await page.getByRole("button", { name: /^Buy More Guesses ×5 for \d+ gems$/ }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Purchase" });
    const input = dialog.getByLabel("Quantity", { exact: true });
    expect(await dialog.getByRole("button", { name: "Fewer" }).isDisabled()).toBe(true);
    await input.fill("");
    await input.pressSequentially("4a5");
    expect(await input.inputValue()).toBe("45");
    await input.fill("250");
    await input.blur();
    expect(await input.inputValue()).toBe("99");
    expect(await dialog.getByRole("button", { name: "More" }).isDisabled()).toBe(true);
    await input.fill("");
    await input.blur();
    expect(await input.inputValue()).toBe("1");
  });

  test("not enough gems shows the spec's dialog, and Purchase Gems opens the gem store", async () => {
    const page = await playerOnGamePage("big-city-adventure");
    await page.getByRole("button", { name: "Buy Paris for 200 gems" }).click();
    const dialog = page.getByRole("dialog", { name: "Not Enough Gems" });
    await dialog.getByText("You do not have enough gems for this purchase. Do you wish to purchase more Gems?").waitFor();
    await harness.screenshot(page, "not-enough-gems");
    await dialog.getByRole("button", { name: "Purchase Gems" }).click();
    await page.getByRole("dialog", { name: "Gem Store" }).waitFor();
  });

  test("not enough tokens shows the spec's dialog with Close only", async () => {
    const page = await playerOnGamePage("big-city-adventure");
    await page.getByRole("button", { name: "Buy Paris for 1000 tokens" }).click();
    const dialog = page.getByRole("dialog", { name: "Not Enough Tokens" });
    await dialog
      .getByText("You do not have enough tokens for this purchase. You can earn more tokens by playing games and completing challenges.")
      .waitFor();
    expect(await dialog.getByRole("button").allTextContents()).toEqual(["×", "Close"]);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });

  test("when the server refuses, the error message follows the spec and the dialog stays usable", async () => {
    const first = await playerOnGamePage("jigsaw-joy");
    // A second tab, opened before the pack is bought, still offers it.
    const page = await first.context().newPage();
    await page.goto("/game-about/jigsaw-joy");
    await page.getByRole("heading", { name: "Store" }).waitFor();
    await first.getByRole("button", { name: "Buy Starter Pictures for 25 tokens" }).click();
    await first.getByRole("dialog", { name: "Confirm Purchase" }).getByRole("button", { name: "Buy for 25 Tokens" }).click();
    await first.getByRole("dialog", { name: "Success" }).getByRole("button", { name: "Close", exact: true }).click();
    // The same pack again from the stale tab: the server refuses (packs are bought once).
    await page.getByRole("button", { name: "Buy Starter Pictures for 25 tokens" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Purchase" });
    await dialog.getByRole("button", { name: "Buy for 25 Tokens" }).click();
    await dialog
      .getByText("There was a problem completing the purchase (You already own Starter Pictures.). Please try again later.")
      .waitFor();
    expect(await dialog.getByRole("button", { name: "Buy for 25 Tokens" }).isDisabled()).toBe(false);
    await harness.screenshot(page, "purchase-error");
  });

  test("Enter confirms the purchase from the keyboard", async () => {
    const page = await playerOnGamePage("solitaire-gardens");
    await page.getByRole("button", { name: /^Buy Power Prune ×5 for \d+ tokens$/ }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Purchase" });
    await dialog.getByLabel("Quantity", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Success" }).waitFor();
  });

  test("signed-out visitors are asked to sign in instead of buying", async () => {
    const page = await harness.newPage();
    await page.goto("/game-about/big-city-adventure");
    await page.getByRole("heading", { name: "Store" }).waitFor();
    await page.getByRole("button", { name: "Buy Hint ×5 for 10 gems" }).click();
    await page.getByRole("dialog", { name: /Sign in to/ }).waitFor();
    await harness.screenshot(page, "store-signed-out");
  });
});
