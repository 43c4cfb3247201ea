import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { rules } from "../../games/word-hunch/rules.ts";
import { expectNoSeriousViolations } from "../support/accessibility.ts";
import { useBrowserHarness } from "../support/browser.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";

/**
 * The header as a player sees it: balances as numbers signed out (0 without a wallet), temporary
 * and signed in, kept live after a purchase and a win; one row on a phone with a Menu button; the
 * Games menu and the gem prompt closing on Escape; the same height before and after signing in.
 */
const harness = useBrowserHarness();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
let counter = 0;

const header = (page: Page) => page.locator("header.header");
const gems = (page: Page) => page.getByTestId("gem-balance").textContent();
const tokens = (page: Page) => page.getByTestId("token-balance").textContent();

/** Waits for the header to settle on a visitor who is not signed in (the temporary user made, or none). */
async function settledSignedOut(page: Page): Promise<void> {
  await header(page).getByRole("link", { name: "Sign in" }).waitFor();
  await header(page).getByRole("button", { name: "Get more gems" }).waitFor();
}

async function signUpInDialog(page: Page): Promise<string> {
  const email = `header${Date.now()}${counter++}@example.com`;
  await header(page).getByRole("link", { name: "Sign in" }).click();
  await page.getByRole("dialog", { name: /Sign in to/ }).getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct-horse-battery");
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  await page.getByRole("heading", { name: /^Welcome to/ }).waitFor();
  await header(page).getByRole("button", { name: /^Account menu for/ }).waitFor();
  return email;
}

/** Word Hunch won at a person's pace: the answer is read from the server's session, as play.test.ts does. */
async function winWordHunch(page: Page): Promise<void> {
  await page.goto("/game/word-hunch/load");
  await page.getByRole("heading", { name: "Word Hunch", level: 1 }).waitFor();
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(".wh-grid").waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  const [row] = await harness.database.sql<{ secretSeed: string }>(
    `SELECT "secretSeed" FROM "GameSession" WHERE "gameId" = 'WOR' ORDER BY "startedAt" DESC LIMIT 1`,
  );
  const answer = rules.hidden.secret(row!.secretSeed, {}).answer;
  await backdateToHumanPace(harness.database, rules, 1);
  await frame.locator(".wh-grid").click();
  await page.keyboard.type(answer, { delay: 30 });
  await page.keyboard.press("Enter");
  await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 15_000 });
  await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
}

/** Every item of the header's bar lies inside its one row. */
async function expectOneRow(page: Page, items: Locator[]): Promise<void> {
  const bar = (await header(page).boundingBox())!;
  expect(bar.height).toBeLessThanOrEqual(64);
  for (const item of items) {
    const box = (await item.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(bar.y);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
    expect(box.x + box.width).toBeLessThanOrEqual(bar.x + bar.width);
  }
}

describe("balances in the header", () => {
  test("a new visitor (a temporary player) sees Sign in and both balances as numbers; a win's tokens then show up live", async () => {
    const page = await harness.newPage(DESKTOP);
    // The Sign in link the server rendered, as the page arrived.
    await page.addInitScript(() => document.addEventListener("DOMContentLoaded", () => Object.assign(window, { serverSignIn: document.querySelector(".header__sign-in") })));
    await page.goto("/");
    await settledSignedOut(page);
    // The temporary player's wallet is made once the page has loaded; its empty balances read 0.
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "pd_tmp"), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => gems(page)).toBe("0");
    // The link stayed in place all along (no spinner took its place while the temporary player was
    // made): a click on it in those moments opens the dialog instead of landing on nothing.
    expect(await page.evaluate(() => "serverSignIn" in window && window.serverSignIn instanceof HTMLElement && window.serverSignIn.isConnected)).toBe(true);
    expect(await tokens(page)).toBe("0");
    await header(page).getByRole("img", { name: "0 gems" }).waitFor();
    await header(page).getByRole("img", { name: "0 tokens" }).waitFor();
    // Not signed in, the plus still asks to sign in before buying gems.
    await header(page).getByRole("button", { name: "Get more gems" }).click();
    await page.getByRole("dialog", { name: "Sign in to buy gems" }).getByText("To purchase gems, you'll need to sign in.").waitFor();
    await harness.screenshot(page, "header-temporary", { fullPage: false });
    await page.keyboard.press("Escape");

    await winWordHunch(page);
    // The temporary player was made after the page's socket opened: the socket was reopened as them.
    await expect.poll(() => tokens(page), { timeout: 15_000 }).toBe("10");
    expect(await gems(page)).toBe("0");
    await harness.screenshot(page, "header-temporary-after-win", { fullPage: false });
  }, 60_000);

  test("a signed-out player (known-user cookie, no wallet in this browser) sees Sign in and 0 of each, on a desktop and a phone", async () => {
    for (const [viewport, name] of [[DESKTOP, "desktop"], [PHONE, "phone"]] as const) {
      const page = await harness.newPage(viewport);
      await page.context().addCookies([{ name: "pd_known", value: "1", url: harness.portal.url }]);
      await page.goto("/");
      await settledSignedOut(page);
      await expect.poll(() => gems(page)).toBe("0");
      expect(await tokens(page)).toBe("0");
      await expectOneRow(page, [
        header(page).getByRole("img", { name: "0 gems" }),
        header(page).getByRole("img", { name: "0 tokens" }),
        header(page).getByRole("button", { name: "Get more gems" }),
        header(page).getByRole("link", { name: "Sign in" }),
      ]);
      await harness.screenshot(page, `header-signed-out-${name}`, { fullPage: false });
      await expectNoSeriousViolations(page, `header-signed-out-${name}`);
    }
  }, 60_000);

  test("signing in keeps the header's height and shows both balances; a purchase and a win move them at once", async () => {
    const page = await harness.newPage(DESKTOP);
    await page.goto("/");
    await settledSignedOut(page);
    const before = (await header(page).boundingBox())!;
    await signUpInDialog(page);
    const after = (await header(page).boundingBox())!;
    expect(after.height).toBe(before.height);
    await expect.poll(() => gems(page)).toBe("100");
    expect(await tokens(page)).toBe("500");
    await header(page).getByRole("img", { name: "100 gems" }).waitFor();
    await header(page).getByRole("img", { name: "500 tokens" }).waitFor();
    await harness.screenshot(page, "header-signed-in", { fullPage: false });
    await expectNoSeriousViolations(page, "header-signed-in");

    await page.goto("/game-about/big-city-adventure");
    await page.getByRole("button", { name: "Buy Hint ×5 for 10 gems" }).click();
    await page.getByRole("dialog", { name: "Confirm Purchase" }).getByRole("button", { name: "Buy for 10 Gems" }).click();
    await page.getByRole("dialog", { name: "Success" }).waitFor();
    expect(await gems(page)).toBe("90");
    await page.getByRole("dialog", { name: "Success" }).getByRole("button", { name: "Close", exact: true }).click();
    await harness.screenshot(page, "header-after-purchase", { fullPage: false });

    await winWordHunch(page);
    await expect.poll(() => tokens(page), { timeout: 15_000 }).toBe("510");
    expect(await gems(page)).toBe("90");
    await harness.screenshot(page, "header-after-win", { fullPage: false });
  }, 60_000);

  test("a purchase in another tab shows in this tab's header, also after signing out and back in", async () => {
    const page = await harness.newPage(DESKTOP);
    await page.goto("/games-all");
    await settledSignedOut(page);
    const email = await signUpInDialog(page);
    await page.goto("/games-all");
    await header(page).getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await settledSignedOut(page);
    await header(page).getByRole("link", { name: "Sign in" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("correct-horse-battery");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect.poll(() => gems(page)).toBe("100");

    const other = await page.context().newPage();
    await other.goto("/game-about/big-city-adventure");
    await other.getByRole("button", { name: "Buy Hint ×10 for 18 gems" }).click();
    await other.getByRole("dialog", { name: "Confirm Purchase" }).getByRole("button", { name: "Buy for 18 Gems" }).click();
    await other.getByRole("dialog", { name: "Success" }).waitFor();
    // This tab never asked: the change came over its (reopened) subscription.
    await expect.poll(() => gems(page), { timeout: 15_000 }).toBe("82");
  }, 60_000);
});

describe("the header on a phone", () => {
  test("one row: logo, a Menu button, balances and avatar; the menu opens and closes with Escape or a tap elsewhere", async () => {
    const page = await harness.newPage(PHONE);
    await page.goto("/");
    await settledSignedOut(page);
    await signUpInDialog(page);
    await expect.poll(() => gems(page)).toBe("100");
    const menu = header(page).getByRole("button", { name: "Menu", exact: true });
    await expectOneRow(page, [
      header(page).getByRole("link", { name: "Playden" }),
      menu,
      header(page).getByRole("img", { name: "100 gems" }),
      header(page).getByRole("img", { name: "500 tokens" }),
      header(page).getByRole("button", { name: "Get more gems" }),
      header(page).getByRole("button", { name: /^Account menu for/ }),
    ]);
    expect(await header(page).getByRole("link", { name: "All Games" }).isVisible()).toBe(false);
    await harness.screenshot(page, "header-phone", { fullPage: false });

    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await header(page).getByRole("link", { name: "All Games" }).waitFor();
    await harness.screenshot(page, "header-phone-menu-open", { fullPage: false });
    await expectNoSeriousViolations(page, "header-phone-menu-open");
    await page.keyboard.press("Escape");
    await header(page).getByRole("link", { name: "All Games" }).waitFor({ state: "hidden" });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");

    await menu.click();
    await page.locator("main").click({ position: { x: 20, y: 400 } });
    await header(page).getByRole("link", { name: "All Games" }).waitFor({ state: "hidden" });
  });

  test("the Games menu scrolls inside the page, with a scrollbar and a shadow at the edge that hides more", async () => {
    const page = await harness.newPage(PHONE);
    await page.goto("/");
    await settledSignedOut(page);
    await header(page).getByRole("button", { name: "Menu", exact: true }).click();
    await header(page).getByRole("button", { name: /^Games/ }).click();
    const panel = page.locator(".games-menu__panel");
    await panel.waitFor();
    await harness.screenshot(page, "header-phone-games-menu", { fullPage: false });
    // Headless Chromium hides every scrollbar (Playwright's --hide-scrollbars): the style that asks for one is checked instead.
    const scroll = await panel.evaluate((element) => ({
      overflows: element.scrollHeight > element.clientHeight,
      overflowY: getComputedStyle(element).overflowY,
      scrollbarWidth: getComputedStyle(element).scrollbarWidth,
      shadows: getComputedStyle(element).backgroundImage.match(/radial-gradient/g)?.length ?? 0,
    }));
    expect(scroll).toEqual({ overflows: true, overflowY: "auto", scrollbarWidth: "thin", shadows: 2 });
    await panel.evaluate((element) => element.scrollBy(0, 120));
    await harness.screenshot(page, "header-phone-games-menu-scrolled", { fullPage: false });
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
  });
});

describe("Escape closes what the header opened", () => {
  const gamesButton = (page: Page) => header(page).getByRole("button", { name: /^Games/ });
  const panel = (page: Page) => page.locator(".games-menu__panel");

  test("the Games menu, opened by hover, by click or by the keyboard", async () => {
    const page = await harness.newPage(DESKTOP);
    await page.goto("/");
    await settledSignedOut(page);

    await gamesButton(page).hover();
    await panel(page).waitFor();
    await harness.screenshot(page, "header-games-menu", { fullPage: false });
    await expectNoSeriousViolations(page, "header-games-menu");
    await page.keyboard.press("Escape");
    await panel(page).waitFor({ state: "detached" });

    await page.mouse.move(640, 500);
    await gamesButton(page).click();
    await panel(page).waitFor();
    await page.mouse.move(640, 700);
    // Opened by a click, it stays open when the pointer leaves.
    await page.waitForTimeout(400);
    expect(await panel(page).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await panel(page).waitFor({ state: "detached" });

    await gamesButton(page).focus();
    await page.keyboard.press("ArrowDown");
    await panel(page).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest(".games-menu__panel") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await panel(page).waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Games/);
  });

  test("the signed-out gem prompt", async () => {
    const page = await harness.newPage(DESKTOP);
    await page.goto("/");
    await settledSignedOut(page);
    await header(page).getByRole("button", { name: "Get more gems" }).click();
    const prompt = page.getByRole("dialog", { name: "Sign in to buy gems" });
    await prompt.getByText("To purchase gems, you'll need to sign in.").waitFor();
    await harness.screenshot(page, "header-gem-prompt", { fullPage: false });
    await expectNoSeriousViolations(page, "header-gem-prompt");
    await page.keyboard.press("Escape");
    await prompt.waitFor({ state: "detached" });
  });

  test("when the portal's own data cannot load, its error page keeps the header bar: the logo home and the skip link", async () => {
    const page = await harness.newPage(DESKTOP);
    await page.route("**/graphql**", (route) => route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" }));
    await page.goto("/account");
    await page.getByRole("heading", { name: "This page could not be loaded" }).waitFor();
    await expect(header(page).getByRole("link", { name: "Playden" }).getAttribute("href")).resolves.toBe("/");
    expect(await header(page).textContent()).not.toContain("You are offline");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" }).evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await harness.screenshot(page, "portal-error", { fullPage: false });
    await expectNoSeriousViolations(page, "portal-error");
  });
});
