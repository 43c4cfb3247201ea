import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { credit } from "../../api/wallet/wallet.ts";
import { useBrowserHarness } from "../support/browser.ts";

const harness = useBrowserHarness();

const PASSWORD = "correct-horse-battery";
let emailCounter = 0;
const newEmail = () => `player${Date.now()}${emailCounter++}@example.com`;

async function signUp(page: Page, email: string) {
  await page.getByRole("link", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: /Sign in to/ });
  await dialog.getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  await page.getByRole("heading", { name: "Welcome to Playden!" }).waitFor();
}

/** The welcome page's first board, with the Welcome Pin on it and its picture loaded. */
async function expectWelcomePinOnFirstBoard(page: Page) {
  const board = page.locator(".new-account").getByRole("img", { name: "Green Watercolor pinboard with 1 pin" });
  await board.waitFor();
  const pin = board.locator('[data-pin="WELCOME-A"] img');
  await expect.poll(() => pin.evaluate((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0)).toBe(true);
}

async function gemBalance(page: Page) {
  return page.getByTestId("gem-balance").textContent();
}

describe("a player's account", () => {
  test("signing up, choosing a username and icon, and seeing the welcome gift", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    const email = newEmail();
    await signUp(page, email);
    expect(page.url()).toMatch(/\/auth\/new-account$/);
    await page.getByText("500 tokens").waitFor();
    expect(await gemBalance(page)).toBe("100");
    // The welcome page shows the Welcome Pin where the gift put it: on the player's first board.
    await expectWelcomePinOnFirstBoard(page);
    await harness.screenshot(page, "new-account");

    // Sign Out is disabled on the new-account path.
    await page.getByRole("button", { name: /Account menu/ }).click();
    expect(await page.getByRole("button", { name: "Sign Out" }).isDisabled()).toBe(true);
    await page.keyboard.press("Escape");

    await page.getByLabel("Choose a username").fill("x");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.getByRole("alert").getByText("Usernames are 3 to 20 characters long.").waitFor();
    await page.getByLabel("Choose a username").fill("Sunny_Player");
    await page.getByRole("radio", { name: "Icon 7" }).click();
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.getByRole("heading", { name: "My Account", level: 1 }).waitFor();
    expect(await page.getByTestId("account-gems").textContent()).toBe("100");
    expect(await page.getByTestId("account-tokens").textContent()).toBe("500");
    expect(await page.getByTestId("invite-code").textContent()).toMatch(/^[A-Z0-9]{8}$/);
    expect(await page.title()).toBe("My Account - Playden");
    await harness.screenshot(page, "my-account");

    await page.getByRole("button", { name: /Account menu for Sunny_Player/ }).click();
    const avatar = await page.locator(".user-menu__who img").getAttribute("src");
    expect(avatar).toBe("/img/user/7.svg");
    await page.getByText("Sunny_Player", { exact: true }).waitFor();
    await page.getByText(`${email.slice(0, 2)}•••@example.com`).waitFor();
    expect(await page.getByRole("switch").isDisabled()).toBe(true);
    expect(await page.locator(".switch").getAttribute("title")).toBe("Coming soon");
    await page.getByRole("link", { name: "My Account" }).waitFor();
    await page.getByRole("link", { name: "Redeem Coupon" }).waitFor();
    expect(await page.getByRole("button", { name: "Sign Out" }).isDisabled()).toBe(false);
    await harness.screenshot(page, "user-menu");

    await page.getByRole("link", { name: "Redeem Coupon" }).click();
    await page.getByRole("heading", { name: "Redeem Coupon", level: 1 }).waitFor();
    const coupon = page.getByLabel("Coupon code");
    await coupon.fill("ab-12");
    expect(await coupon.inputValue()).toBe("AB12");
    await page.getByRole("button", { name: "Redeem" }).click();
    await page.getByText("Coupon codes are 16 letters and digits.", { exact: true }).waitFor();
    await coupon.fill("ABCD1234EFGH5678XYZ");
    expect(await coupon.inputValue()).toBe("ABCD-1234-EFGH-5678");
    await page.getByRole("button", { name: "Redeem" }).click();
    // 0, 1, I and O are never in a code (they are too easily confused): the server says to check it.
    await page.getByText("Coupon codes are 16 letters and digits. Check the code and try again.").waitFor();
    await harness.screenshot(page, "redeem-coupon", { fullPage: false });
  }, 60_000);

  test("signing out without leaving the page, then signing back in", async () => {
    const page = await harness.newPage();
    await page.goto("/games-all");
    const email = newEmail();
    await signUp(page, email);
    await page.goto("/games-all");
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    expect(page.url()).toMatch(/\/games-all$/);
    // Signed out, this browser holds no wallet: the header says 0 of each, beside Sign in.
    await expect.poll(() => gemBalance(page)).toBe("0");
    expect(await page.getByTestId("token-balance").textContent()).toBe("0");

    // Signed out, the gem chip's plus asks the player to sign in.
    await page.getByRole("button", { name: "Get more gems" }).click();
    await page.getByText("To purchase gems, you'll need to sign in.").waitFor();
    await harness.screenshot(page, "gem-chip-signed-out");
    await page.getByRole("dialog", { name: "Sign in to buy gems" }).getByRole("button", { name: "Sign in" }).click();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("alert").getByText("That email and password don't match an account.").waitFor();
    await harness.screenshot(page, "sign-in-error");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("button", { name: /Account menu/ }).waitFor();
    expect(await gemBalance(page)).toBe("100");
  });

  test("a temporary user's tokens survive signing up, and the Welcome Pin is on the new account's board", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    // A new visitor becomes a temporary user: wait for its cookie, then give it tokens as play would.
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "pd_tmp"), { timeout: 20_000 }).toBe(true);
    const [temp] = await harness.database.sql<{ id: string }>(
      `SELECT u.id FROM "user" u JOIN session s ON s."userId" = u.id WHERE u."isAnonymous" ORDER BY s."createdAt" DESC LIMIT 1`,
    );
    await harness.portal.db.$transaction((tx) =>
      credit(tx, { userId: temp!.id, currency: "TOKENS", amount: 42, reason: "Game reward", reference: "test" }),
    );
    await signUp(page, newEmail());
    await page.getByText("542 tokens").waitFor();
    await expectWelcomePinOnFirstBoard(page);
  });
});
