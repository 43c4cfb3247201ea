import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signUpInBrowser, startBrowserHarness, type BrowserHarness } from "../support/browser.ts";
import { startFakePaypal, type FakePaypal } from "../support/fakePaypal.ts";
import { startFakeStripe, type FakeStripe } from "../support/fakeStripe.ts";
import { installPaymentStandIns } from "../support/paymentStandIns.ts";

let harness: BrowserHarness;
let stripe: FakeStripe;
let paypal: FakePaypal;

beforeAll(async () => {
  stripe = await startFakeStripe();
  paypal = await startFakePaypal();
  harness = await startBrowserHarness({
    stripe: { secretKey: stripe.secretKey, publishableKey: "pk_test_standin", webhookSecret: "whsec_test", apiBase: new URL(stripe.baseUrl) },
    paypal: { clientId: paypal.clientId, clientSecret: paypal.clientSecret, environment: "sandbox", apiBase: new URL(paypal.baseUrl) },
  });
});
afterAll(async () => {
  await harness?.close();
  await stripe?.stop();
  await paypal?.stop();
});

async function signedInPlayer(): Promise<Page> {
  return (await signedInPlayerWithEmail()).page;
}

async function signedInPlayerWithEmail(): Promise<{ page: Page; email: string }> {
  const page = await harness.newPage();
  await installPaymentStandIns(page, { stripe, paypal });
  await page.goto("/");
  const email = await signUpInBrowser(page, "gems");
  return { page, email };
}

async function openGemStore(page: Page) {
  await page.getByRole("button", { name: "Get more gems" }).click();
  const dialog = page.getByRole("dialog", { name: "Gem Store" });
  await dialog.getByText("Current Balance:").waitFor();
  return dialog;
}

const gems = (page: Page) => page.getByTestId("gem-balance").textContent();

describe("the gem store", () => {
  test("shows the balance and the six bundles with their badges; back returns to them", async () => {
    const page = await signedInPlayer();
    const dialog = await openGemStore(page);
    expect(await dialog.getByTestId("gem-store-balance").textContent()).toBe("100");
    const cards = dialog.locator(".gem-bundle");
    expect(await cards.count()).toBe(6);
    expect(await cards.locator(".gem-bundle__price").allTextContents()).toEqual(["$4.99", "$9.99", "$19.99", "$49.99", "$99.99", "$199.99"]);
    expect(await cards.nth(1).locator(".gem-bundle__badge").textContent()).toBe("Popular");
    expect(await cards.nth(5).locator(".gem-bundle__badge").textContent()).toBe("Best Value");
    // The default card amount is the third bundle: it has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("600 gems for $19.99");
    await harness.screenshot(page, "gem-store", { fullPage: false });
    await dialog.getByRole("button", { name: "600 gems for $19.99" }).click();
    await dialog.getByRole("tab", { name: "Credit/Debit" }).waitFor();
    await dialog.getByRole("tab", { name: "PayPal" }).waitFor();
    await dialog.getByRole("button", { name: "← Back" }).click();
    expect(await dialog.locator(".gem-bundle").count()).toBe(6);
  });

  test("with payments configured, Not Enough Gems is the spec's dialog, and Purchase Gems opens the gem store", async () => {
    const { page, email } = await signedInPlayerWithEmail();
    // No tokens either, so the dialog cannot open on them instead.
    await harness.database.sql(
      `SELECT wallet_debit(p."userId", 'TOKENS', p.tokens, 'test', 'test') FROM "Player" p JOIN "user" u ON u.id = p."userId" WHERE u.email = $1`,
      [email],
    );
    await page.goto("/game-about/big-city-adventure");
    await page.getByRole("button", { name: /^Buy Rome for \d+ gems$/ }).click();
    const dialog = page.getByRole("dialog", { name: "Not Enough Gems" });
    await dialog.getByText("You do not have enough gems for this purchase. Do you wish to purchase more Gems?").waitFor();
    expect(await dialog.getByText(/Earn tokens/).count()).toBe(0);
    await harness.screenshot(page, "not-enough-gems");
    await dialog.getByRole("button", { name: "Purchase Gems" }).click();
    const store = page.getByRole("dialog", { name: "Gem Store" });
    await store.getByText("Current Balance:").waitFor();
    expect(await store.getByText(/Earn tokens/).count()).toBe(0);
    expect(await store.locator(".gem-bundle:disabled").count()).toBe(0);
  });

  test("buying a bundle by card raises the balance", async () => {
    const page = await signedInPlayer();
    const dialog = await openGemStore(page);
    await dialog.getByRole("button", { name: "600 gems for $19.99" }).click();
    const card = dialog.getByLabel("Card number");
    await card.waitFor();
    await dialog.getByRole("button", { name: "Pay $19.99" }).click();
    // An incomplete card stays in the form for the player to fix, with no payment error.
    await dialog.getByText("Your card number is incomplete.").waitFor();
    expect(await dialog.locator(".notice--error").count()).toBe(0);
    await card.fill("4242 4242 4242 4242");
    await harness.screenshot(page, "gem-store-card", { fullPage: false });
    await dialog.getByRole("button", { name: "Pay $19.99" }).click();
    await dialog.getByText("+600 gems").waitFor();
    await expect.poll(() => gems(page)).toBe("700");
    await harness.screenshot(page, "gem-store-success", { fullPage: false });
  });

  test("a declined card shows the decline and asks for another method", async () => {
    const page = await signedInPlayer();
    const dialog = await openGemStore(page);
    await dialog.getByRole("button", { name: "100 gems for $4.99" }).click();
    await dialog.getByLabel("Card number").fill("4000 0000 0000 0002");
    await dialog.getByRole("button", { name: "Pay $4.99" }).click();
    await dialog.getByRole("alert").getByText("Your card was declined. Please try a different payment method.").waitFor();
    expect(await gems(page)).toBe("100");
    await harness.screenshot(page, "gem-store-declined", { fullPage: false });
  });

  test("buying a bundle with PayPal raises the balance", async () => {
    paypal.setCaptureMode("completed");
    const page = await signedInPlayer();
    const dialog = await openGemStore(page);
    await dialog.getByRole("button", { name: "250 gems for $9.99" }).click();
    await dialog.getByRole("tab", { name: "PayPal" }).click();
    await dialog.getByRole("button", { name: "Pay with PayPal" }).click();
    await dialog.getByText("+250 gems").waitFor();
    await expect.poll(() => gems(page)).toBe("350");
  });

  test("PayPal asking for payer action shows the spec's message and credits nothing", async () => {
    paypal.setCaptureMode("payer_action_required");
    const page = await signedInPlayer();
    const dialog = await openGemStore(page);
    await dialog.getByRole("button", { name: "250 gems for $9.99" }).click();
    await dialog.getByRole("tab", { name: "PayPal" }).click();
    await dialog.getByRole("button", { name: "Pay with PayPal" }).click();
    await dialog
      .getByText("Unable to immediately process payment. Please visit your PayPal account to complete the payment or try a different payment method.")
      .waitFor();
    expect(await gems(page)).toBe("100");
    await harness.screenshot(page, "gem-store-paypal-action", { fullPage: false });
    paypal.setCaptureMode("completed");
  });
});
