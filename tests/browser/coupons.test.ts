import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createCoupon } from "../../api/coupons/coupons.ts";
import { createDatabaseClient, type Database } from "../../api/database/prisma.ts";
import { expectNoSeriousViolations } from "../support/accessibility.ts";
import { signUpInBrowser, startBrowserHarness, type BrowserHarness } from "../support/browser.ts";
import { testStoreCatalog } from "../support/testApp.ts";

/** Redeem Coupon: visitors are asked to sign in; a player types a code and sees the balance rise. */
let harness: BrowserHarness;
let db: Database;
beforeAll(async () => {
  harness = await startBrowserHarness();
  db = createDatabaseClient(harness.database.url);
});
afterAll(async () => {
  await db?.$disconnect();
  await harness?.close();
});

describe("redeeming a coupon in the browser", () => {
  test.each([
    { device: "desktop", viewport: { width: 1280, height: 800 } },
    { device: "phone", viewport: { width: 390, height: 844 } },
  ])("$device: signed out, asked to sign in; signed in, an unknown code is refused and a real one adds gems and tokens to the header", async ({ device, viewport }) => {
    const code = await createCoupon(db, testStoreCatalog(), { gems: 50, tokens: 100, items: [{ kind: "POWERUP", gameId: "WOR", itemId: "HI", count: 2 }] });
    const phone = device === "phone";
    const page = await harness.newPage(viewport);
    await page.goto("/redeem");
    await page.getByText("Sign in to redeem a coupon: what it gives is kept with your account.").waitFor();
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("dialog", { name: /Sign in to/ }).waitFor();
    await page.keyboard.press("Escape");

    await signUpInBrowser(page, phone ? "coupon-phone" : "coupon");
    await page.goto("/redeem");
    const field = page.getByLabel("Coupon code");
    await field.fill("abcdefghjkmnpqrs");
    // Grouped in fours as typed, in capitals.
    expect(await field.inputValue()).toBe("ABCD-EFGH-JKMN-PQRS");
    await page.getByRole("button", { name: "Redeem", exact: true }).click();
    await page.getByText("We don't know that coupon code. Check it and try again.").waitFor();

    await field.fill(code.toLowerCase());
    await page.getByRole("button", { name: "Redeem", exact: true }).click();
    await page.getByText("Coupon redeemed: 50 gems, 100 tokens and Hint x2 added to your account.").waitFor();
    expect(await field.inputValue()).toBe("");
    // The welcome gift (100 gems, 500 tokens) plus the coupon, live in the header.
    await page.getByRole("img", { name: "150 gems" }).waitFor();
    await page.getByRole("img", { name: "600 tokens" }).waitFor();
    await harness.screenshot(page, phone ? "coupon-redeemed-phone" : "coupon-redeemed", { fullPage: false });
    await expectNoSeriousViolations(page, "coupon-redeemed");

    await field.fill(code);
    await page.getByRole("button", { name: "Redeem", exact: true }).click();
    await page.getByText("You have already redeemed this coupon.").waitFor();
    await page.close();
  }, 120_000);
});
