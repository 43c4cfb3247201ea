import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signUpInBrowser, useBrowserHarness } from "../support/browser.ts";

// No payment keys: gems cannot be bought here (tests/browser/gemStore.test.ts has them).
const harness = useBrowserHarness();

/** Spends all of a player's gems or tokens (a guarded debit with its ledger row, as a purchase takes them). */
async function spendAll(email: string, currency: "GEMS" | "TOKENS"): Promise<void> {
  await harness.database.sql(
    `SELECT wallet_debit(p."userId", $2::"Currency", CASE WHEN $2 = 'GEMS' THEN p.gems ELSE p.tokens END, 'test', 'test')
       FROM "Player" p JOIN "user" u ON u.id = p."userId" WHERE u.email = $1`,
    [email, currency],
  );
}

/**
 * A fresh signed-up player (welcome gift: 100 gems, 500 tokens) on the given game's about page,
 * with all of the `spent` currencies spent first.
 */
async function playerOnGamePage(slug: string, spent: readonly ("GEMS" | "TOKENS")[] = []): Promise<Page> {
  const page = await harness.newPage();
  await page.goto("/");
  const email = await signUpInBrowser(page, "shopper");
  for (const currency of spent) await spendAll(email, currency);
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

  test("an item sold for both currencies lets the player choose, starting on the price pressed; the Buy button follows", async () => {
    const page = await playerOnGamePage("big-city-adventure");
    await page.getByRole("button", { name: "Buy Hint ×5 for 10 gems" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Purchase" });
    const payWith = dialog.getByRole("radiogroup", { name: "Pay with" });
    const gemsOption = payWith.getByRole("radio", { name: /Gems/ });
    const tokensOption = payWith.getByRole("radio", { name: /Tokens/ });
    expect(await gemsOption.isChecked()).toBe(true);
    expect(await payWith.locator("label").allInnerTexts()).toEqual([expect.stringMatching(/10 Gems\s+You have 100/), expect.stringMatching(/50 Tokens\s+You have 500/)]);
    await dialog.getByRole("button", { name: "Buy for 10 Gems" }).waitFor();
    // The arrow keys move the choice, as in any radio group; the totals follow the quantity.
    await gemsOption.focus();
    await page.keyboard.press("ArrowDown");
    expect(await tokensOption.isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "More" }).click();
    await payWith.getByText("100 Tokens").waitFor();
    await harness.screenshot(page, "confirm-purchase-pay-with");
    await dialog.getByRole("button", { name: "Buy for 100 Tokens" }).click();
    await page.getByRole("dialog", { name: "Success" }).waitFor();
    await expect.poll(() => page.getByTestId("token-balance").textContent()).toBe("400");
    expect(await gems(page)).toBe("100");
  });

  test("short of the currency pressed, the dialog opens on the other one when it covers the price", async () => {
    const page = await playerOnGamePage("big-city-adventure", ["GEMS"]);
    await page.getByRole("button", { name: "Buy Hint ×5 for 10 gems" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Purchase" });
    const payWith = dialog.getByRole("radiogroup", { name: "Pay with" });
    expect(await payWith.getByRole("radio", { name: /Tokens/ }).isChecked()).toBe(true);
    // Gems cannot pay for even one: not a choice, but still shown with the balance.
    expect(await payWith.getByRole("radio", { name: /Gems/ }).isDisabled()).toBe(true);
    await payWith.getByText("You have 0").waitFor();
    await dialog.getByRole("button", { name: "Buy for 50 Tokens" }).waitFor();
  });

  test("free packs (Paris, named free by Big City Adventure's rules; the starter packs at price 0) show Free, never a price", async () => {
    const page = await playerOnGamePage("big-city-adventure");
    const paris = page.locator(".store-item", { has: page.getByText("Paris", { exact: true }) });
    await paris.getByText("Free").waitFor();
    expect(await paris.getByRole("button").count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Buy Paris/ }).count()).toBe(0);
    // Another city is still for sale.
    await page.getByRole("button", { name: /^Buy Rome for \d+ gems$/ }).waitFor();
    await harness.screenshot(page, "store-free-pack");
    await page.goto("/game-about/jigsaw-joy");
    const starter = page.locator(".store-item", { has: page.getByText("Starter Pictures", { exact: true }) });
    await starter.getByText("Free").waitFor();
    expect(await starter.getByRole("button").count()).toBe(0);
  });

  test("out of gems with payments unconfigured: Not Enough Gems and the Gem Store say how to earn tokens and what they buy", async () => {
    const page = await playerOnGamePage("big-city-adventure", ["TOKENS"]);
    await page.getByRole("button", { name: /^Buy Rome for \d+ gems$/ }).click();
    const dialog = page.getByRole("dialog", { name: "Not Enough Gems" });
    await dialog.getByText("You do not have enough gems for this purchase.", { exact: true }).waitFor();
    await dialog.getByText("Gems can't be bought right now, but you can pay with tokens instead.").waitFor();
    await dialog.getByText(/Earn tokens by winning games, completing challenges and collecting the weekly and season bonuses\./).waitFor();
    await dialog.getByText(/Tokens buy powerups, picture packs, city packs, pinboards, pins and challenge slots\./).waitFor();
    // No Purchase Gems: it would open a store that cannot sell.
    expect(await dialog.getByRole("button").allTextContents()).toEqual(["×", "Close"]);
    await harness.screenshot(page, "not-enough-gems-no-payments");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();

    await page.getByRole("button", { name: "Get more gems" }).click();
    const store = page.getByRole("dialog", { name: "Gem Store" });
    await store.getByText("Gems can't be bought right now, but you can pay with tokens instead.").waitFor();
    await store.getByText(/Earn tokens by winning games/).waitFor();
    await store.getByText(/Tokens buy powerups/).waitFor();
    expect(await store.locator(".gem-bundle:disabled").count()).toBe(6);
    await harness.screenshot(page, "gem-store-no-payments", { fullPage: false });
  });

  test("not enough tokens shows the spec's dialog with Close only", async () => {
    const page = await playerOnGamePage("big-city-adventure", ["TOKENS"]);
    await page.getByRole("button", { name: /^Buy Rome for \d+ tokens$/ }).click();
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
    const buyCottages = { name: /^Buy Cozy Cottages for \d+ tokens$/ };
    const buyButton = { name: /^Buy for \d+ Tokens/ };
    await first.getByRole("button", buyCottages).click();
    await first.getByRole("dialog", { name: "Confirm Purchase" }).getByRole("button", buyButton).click();
    await first.getByRole("dialog", { name: "Success" }).getByRole("button", { name: "Close", exact: true }).click();
    // The same pack again from the stale tab: the server refuses (packs are bought once).
    await page.getByRole("button", buyCottages).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Purchase" });
    await dialog.getByRole("button", buyButton).click();
    await dialog
      .getByText("There was a problem completing the purchase (You already own Cozy Cottages.). Please try again later.")
      .waitFor();
    expect(await dialog.getByRole("button", buyButton).isDisabled()).toBe(false);
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
