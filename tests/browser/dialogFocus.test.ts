import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { useBrowserHarness } from "../support/browser.ts";

/**
 * The shared dialog's focus trap (client/dialogs/Dialog.tsx), met in the sign-in dialog: Tab and
 * Shift+Tab, pressed many times round every control, keep focus inside the dialog, never on the
 * page's body, in each of its views (sign in, create account, forgot password) and after an error.
 */
const harness = useBrowserHarness();

const dialog = (page: Page) => page.locator("dialog[open]");

/** Where focus is: inside the open dialog (and which control), or outside it ("body" or another element). */
function focusState(page: Page): Promise<{ inside: boolean; on: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const open = document.querySelector("dialog[open]");
    const on = active === null ? "nothing" : active === document.body ? "body" : (active.getAttribute("aria-label") ?? active.getAttribute("name") ?? active.textContent?.trim() ?? active.tagName);
    return { inside: open !== null && active !== null && active !== document.body && open.contains(active), on };
  });
}

/**
 * Presses Tab, then Shift+Tab, `times` times each, checking focus after every press; answers the
 * controls focus visited, so a test can see the trap went round them all.
 */
async function tabAround(page: Page, view: string, times = 14): Promise<Set<string>> {
  const visited = new Set<string>();
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let press = 0; press < times; press++) {
      await page.keyboard.press(key);
      const state = await focusState(page);
      expect(state.inside, `${view}: ${key} #${press + 1} left focus on ${state.on}`).toBe(true);
      visited.add(state.on);
    }
  }
  return visited;
}

/** Focus right after the view changed under it, before any key is pressed: still inside. */
async function expectFocusInside(page: Page, view: string): Promise<void> {
  await expect.poll(async () => (await focusState(page)).inside, { message: `${view}: focus fell outside the dialog` }).toBe(true);
}

describe("the sign-in dialog keeps focus inside", () => {
  test("Tab and Shift+Tab in every view, after switching views and after errors", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Sign in" }).click();
    await dialog(page).getByRole("heading", { name: /^Sign in to/ }).waitFor();
    await expectFocusInside(page, "sign in, opened");
    // With empty fields the submit button is disabled: the trap skips it.
    const signIn = await tabAround(page, "sign in");
    for (const control of ["Close dialog", "email", "password", "Forgot password?"]) expect(signIn, `sign in: Tab never reached ${control}`).toContain(control);

    await dialog(page).getByRole("tab", { name: "Create account" }).click();
    await dialog(page).getByRole("heading", { name: "Create your free account" }).waitFor();
    await expectFocusInside(page, "create account");
    await dialog(page).getByLabel("Email").fill("focus@example.com");
    await dialog(page).getByLabel("Password").fill("short");
    const signUp = await tabAround(page, "create account");
    for (const control of ["inviteCode", "Create account"]) expect(signUp, `create account: Tab never reached ${control}`).toContain(control);

    // An error from the form itself.
    await dialog(page).getByRole("button", { name: "Create account", exact: true }).click();
    await dialog(page).getByText("Passwords need at least 8 characters.").waitFor();
    await expectFocusInside(page, "create account, error");
    await tabAround(page, "create account, error");

    // An error from the server: the button waits disabled, then the message shows.
    await dialog(page).getByRole("tab", { name: "Sign in" }).click();
    await dialog(page).getByLabel("Password").fill("wrong-password");
    await dialog(page).getByRole("button", { name: "Sign in", exact: true }).focus();
    await page.keyboard.press("Enter");
    await dialog(page).getByRole("alert").getByText("That email and password don't match an account.").waitFor();
    await expectFocusInside(page, "sign in, error");
    await tabAround(page, "sign in, error");

    // The Forgot password? button disappears with the view it opens, while focused.
    await dialog(page).getByRole("button", { name: "Forgot password?" }).focus();
    await page.keyboard.press("Enter");
    await dialog(page).getByRole("heading", { name: "Reset your password" }).waitFor();
    await expectFocusInside(page, "forgot password");
    const forgot = await tabAround(page, "forgot password");
    for (const control of ["Close dialog", "email", "Send reset link", "Back to sign in"]) expect(forgot, `forgot password: Tab never reached ${control}`).toContain(control);

    // Back, by the keyboard, from a button that disappears too.
    await dialog(page).getByRole("button", { name: "Back to sign in" }).focus();
    await page.keyboard.press("Enter");
    await dialog(page).getByRole("heading", { name: /^Sign in to/ }).waitFor();
    await expectFocusInside(page, "sign in, back");
    await tabAround(page, "sign in, back");

    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
  }, 90_000);
});
