/**
 * Issue 11, "Getting back in" and "Coming back" in the browser: forgot password, verification,
 * change password and email, delete account, and the home banners. Mail goes through a local SMTP
 * server started here; the test reads it and follows its links as the player would.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "../support/accessibility.ts";
import { hydrated, startBrowserHarness, type BrowserHarness } from "../support/browser.ts";
import { startMailCatcher, type MailCatcher } from "../support/mailCatcher.ts";

let mail: MailCatcher;
let harness: BrowserHarness;
beforeAll(async () => {
  mail = await startMailCatcher();
  harness = await startBrowserHarness({ mail: { smtpUrl: mail.smtpUrl, from: "Playden <no-reply@playden.test>" } });
});
afterAll(async () => {
  await harness?.close();
  await mail?.stop();
});

const PASSWORD = "correct-horse-battery";
const PHONE = { width: 390, height: 844 };
let counter = 0;
const newEmail = (prefix: string) => `${prefix}${Date.now()}${counter++}@example.com`;

async function openSignIn(page: Page) {
  await page.getByRole("link", { name: "Sign in" }).click();
  return page.getByRole("dialog", { name: /Sign in to|Reset your password|Create your free account/ });
}

async function signUp(page: Page, email: string) {
  const dialog = await openSignIn(page);
  await dialog.getByRole("tab", { name: "Create account" }).click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Create account", exact: true }).click();
  await page.waitForURL(/\/auth\/new-account$/);
}

async function signIn(page: Page, email: string, password: string) {
  const dialog = await openSignIn(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
}

describe("getting back in", () => {
  test("verification mail, then forgot password: mail, link, new password, sign in; a used link says so", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    const email = newEmail("reset");
    await signUp(page, email);
    const verification = await mail.next(email);
    expect(verification.subject).toBe("Confirm your email address for Playden");
    await page.goto(verification.link);
    await page.waitForURL(/\/auth\/verify-email/);
    await page.getByText(`Thank you: ${email} is verified.`).waitFor();
    await harness.screenshot(page, "email-verified");
    await expectNoSeriousViolations(page, "verify-email page");

    // Another device, where the player forgot the password.
    const other = await harness.newPage();
    await other.goto("/");
    const dialog = await openSignIn(other);
    await dialog.getByRole("button", { name: "Forgot password?" }).click();
    const forgot = other.getByRole("dialog", { name: "Reset your password" });
    await forgot.getByLabel("Email").fill(email);
    await harness.screenshot(other, "forgot-password-dialog", { fullPage: false });
    await expectNoSeriousViolations(other, "forgot password dialog");
    await forgot.getByRole("button", { name: "Send reset link" }).click();
    await forgot.getByText(`If an account uses ${email}, we have sent it a link to choose a new password.`).waitFor();
    await harness.screenshot(other, "forgot-password-sent", { fullPage: false });
    await forgot.getByRole("button", { name: "Close dialog" }).click();

    const reset = await mail.next(email);
    expect(reset.subject).toBe("Reset your Playden password");
    await other.goto(reset.link);
    await other.waitForURL(/\/auth\/reset-password\?token=/);
    await other.getByRole("heading", { name: "Reset your password", level: 1 }).waitFor();
    await other.getByLabel("New password", { exact: true }).fill("a-brand-new-secret");
    await other.getByLabel("New password again").fill("a-brand-new-secret");
    await harness.screenshot(other, "reset-password-page");
    await expectNoSeriousViolations(other, "reset-password page");
    await other.getByRole("button", { name: "Save new password" }).click();
    await other.getByText("Your password is changed, and every other device is signed out.").waitFor();
    await harness.screenshot(other, "reset-password-done");

    await signIn(other, email, PASSWORD);
    await other.getByText("That email and password don't match an account.").waitFor();
    await other.getByRole("dialog").getByLabel("Password").fill("a-brand-new-secret");
    await other.getByRole("dialog").getByRole("button", { name: "Sign in", exact: true }).click();
    await other.getByRole("button", { name: /Account menu/ }).waitFor();

    // The link works once.
    await other.goto(reset.link);
    await other.getByText("This link has expired or was already used. Please ask for a new one.").waitFor();
    await harness.screenshot(other, "reset-link-used");
  }, 120_000);
});

describe("account settings on a phone", () => {
  test("resend verification, change password, change email, then delete the account with confirmation", async () => {
    const page = await harness.newPage(PHONE);
    await page.goto("/");
    const email = newEmail("settings");
    await signUp(page, email);
    await mail.next(email);
    await page.goto("/account");
    const settings = page.getByRole("region", { name: "Sign-in and security" });
    await settings.getByText("Not verified").waitFor();
    await settings.getByRole("button", { name: "Resend" }).click();
    await settings.getByText(`We sent a new verification link to ${email}.`).waitFor();
    const resent = await mail.next(email);
    expect(resent.subject).toBe("Confirm your email address for Playden");
    await settings.scrollIntoViewIfNeeded();
    await harness.screenshot(page, "account-settings-phone");
    await expectNoSeriousViolations(page, "account page");
    await page.goto(resent.link);
    await page.getByText(`Thank you: ${email} is verified.`).waitFor();
    await page.goto("/account");
    await settings.getByText("Verified", { exact: true }).waitFor();

    await settings.getByLabel("Current password").fill(PASSWORD);
    await settings.getByLabel("New password").fill("second-secret-99");
    await settings.getByRole("button", { name: "Change password" }).click();
    await settings.getByText("Your password is changed. Other devices are signed out.").waitFor();

    const changed = newEmail("changed");
    await settings.getByLabel("New email address").fill(changed);
    await settings.getByRole("button", { name: "Send verification link" }).click();
    await settings.getByText(`We sent a link to ${changed}. Your email address changes when you follow it.`).waitFor();
    await harness.screenshot(page, "account-settings-changes-phone");
    const confirm = await mail.next(changed);
    await page.goto(confirm.link);
    await page.getByText(`Thank you: ${changed} is verified.`).waitFor();
    await harness.screenshot(page, "email-changed-phone");
    await page.getByRole("link", { name: "My Account" }).last().click();
    await settings.getByText(changed, { exact: true }).waitFor();
    await settings.getByText("Verified", { exact: true }).waitFor();

    await settings.getByRole("button", { name: "Delete my account…" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByText("Records of your purchases and payments are kept", { exact: false }).waitFor();
    const remove = dialog.getByRole("button", { name: "Delete my account", exact: true });
    expect(await remove.isDisabled()).toBe(true);
    await dialog.getByLabel(/Type DELETE/).fill("delete me");
    expect(await remove.isDisabled()).toBe(true);
    await dialog.getByLabel(/Type DELETE/).fill("DELETE");
    await dialog.getByLabel("Your password").fill("wrong-password");
    await remove.click();
    await dialog.getByText("That is not your current password.").waitFor();
    await harness.screenshot(page, "delete-account-dialog-phone", { fullPage: false });
    await expectNoSeriousViolations(page, "delete account dialog");
    await dialog.getByLabel("Your password").fill("second-secret-99");
    await remove.click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    await harness.screenshot(page, "account-deleted-phone", { fullPage: false });

    await signIn(page, changed, "second-secret-99");
    await page.getByText("That email and password don't match an account.").waitFor();
  }, 120_000);
});

describe("coming back: home banners", () => {
  for (const [label, viewport] of [["desktop", undefined], ["phone", PHONE]] as const) {
    test(`a new game's banner shows until dismissed and stays gone after reload (${label})`, async () => {
      const page = await harness.newPage(viewport);
      await page.goto("/");
      const banners = page.getByRole("region", { name: "News for you" });
      await banners.getByRole("heading", { name: "New game: Word Hunch" }).waitFor();
      await harness.screenshot(page, `home-banners-${label}`, { fullPage: false });
      await expectNoSeriousViolations(page, "home page with banners");

      // The banner is server-rendered: a click before React hydrates it reaches no handler (run S, on a loaded machine).
      const dismiss = banners.getByRole("button", { name: "Dismiss: New game: Word Hunch" });
      await hydrated(page, dismiss);
      await dismiss.click();
      await banners.getByRole("heading", { name: "New game: Word Hunch" }).waitFor({ state: "detached" });
      await page.reload();
      // The home page and the viewer's banners have loaded (Continue playing or not, the featured grid is there).
      await page.getByRole("heading", { name: "Featured games" }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await page.getByRole("heading", { name: "New game: Word Hunch" }).count()).toBe(0);
      await harness.screenshot(page, `home-banner-dismissed-${label}`, { fullPage: false });
    }, 60_000);
  }
});
