import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signUpInBrowser, useBrowserHarness } from "../support/browser.ts";

/**
 * The header's Challenges panel: its code and query load only when it opens; a signed-in player
 * sees an accepted challenge with its progress, time left and game, live; a visitor the sign-in
 * invitation; Escape, an outside click and a new page close it; it fits a phone's Menu.
 */
const harness = useBrowserHarness();

const button = (page: Page) => page.locator("header").getByRole("button", { name: "Challenges" });
const panel = (page: Page) => page.getByRole("region", { name: "Your challenges" });

/** What the page has asked for so far: chunk names (before Vite's hash) and GraphQL operations. */
function requestLog(page: Page): { chunks: string[]; queries: string[] } {
  const log = { chunks: [] as string[], queries: [] as string[] };
  page.on("request", (request) => {
    const chunk = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (chunk) log.chunks.push(chunk);
    const operation = /(?:query|subscription) (\w+)/.exec(request.postData() ?? "")?.[1];
    if (request.method() === "POST" && operation) log.queries.push(operation);
  });
  return log;
}

/** Accepts the first suggestion on the Challenges page, in this page; returns its id. */
async function acceptFirstSuggestion(page: Page): Promise<string> {
  await page.goto("/challenges");
  const suggestion = page.locator(".challenge-card--suggestion").first();
  const id = await suggestion.getAttribute("data-challenge");
  if (!id) throw new Error("The Challenges page suggests nothing.");
  await suggestion.getByRole("button", { name: /^Accept/ }).click();
  await page.locator(`.challenge-card--active[data-challenge="${id}"]`).waitFor();
  return id;
}

describe("the header's Challenges panel", () => {
  test("a signed-in player opens it, sees an accepted challenge live, follows its game; Escape and outside clicks close it", async () => {
    const page = await harness.newPage();
    const log = requestLog(page);
    await page.goto("/");
    await page.getByRole("heading", { name: "Featured games" }).waitFor();
    await signUpInBrowser(page, "panel");
    expect(log.chunks).not.toContain("ChallengesPanel");
    expect(log.queries).not.toContain("ChallengesPanelQuery");

    await button(page).click();
    await expect(button(page).getAttribute("aria-expanded")).resolves.toBe("true");
    await panel(page).getByText("No challenges yet: pick some on the Challenges page").waitFor();
    expect(log.chunks).toContain("ChallengesPanel");
    expect(log.queries).toContain("ChallengesPanelQuery");
    // Focus moved into the panel.
    await expect(page.evaluate(() => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label") ?? null)).resolves.toBe("Your challenges");
    await page.keyboard.press("Escape");
    await panel(page).waitFor({ state: "detached" });
    await expect(button(page).getAttribute("aria-expanded")).resolves.toBe("false");

    // Accepted in another tab: the open panel follows it live.
    await button(page).click();
    await panel(page).getByText("No challenges yet").waitFor();
    const other = await page.context().newPage();
    const id = await acceptFirstSuggestion(other);
    const row = panel(page).locator(`[data-challenge="${id}"]`);
    await row.waitFor({ timeout: 15_000 });
    await expect(row.getByRole("progressbar").first().getAttribute("aria-valuenow")).resolves.toBe("0");
    await row.getByText(/^\d+[dhm].* left$/).waitFor();
    await expect(panel(page).getByRole("progressbar", { name: "Weekly bonus" }).getAttribute("aria-valuenow")).resolves.toBe("0");
    await harness.screenshot(page, "challenges-panel-desktop", { fullPage: false });

    // A click elsewhere closes it.
    await page.mouse.click(5, 400);
    await panel(page).waitFor({ state: "detached" });

    // Its game link opens the game's load page, and the new page closes the panel.
    await button(page).click();
    const play = panel(page).locator(`[data-challenge="${id}"]`).getByRole("link", { name: /^Play / });
    const href = await play.getAttribute("href");
    expect(href).toMatch(/^\/game\/[\w-]+\/load$/);
    await play.click();
    await page.waitForURL((url) => url.pathname === href);
    await panel(page).waitFor({ state: "detached" });

    // The full page is one link away.
    await button(page).click();
    await panel(page).getByRole("link", { name: /See all challenges/ }).click();
    await page.getByRole("heading", { name: "Challenges", level: 1 }).waitFor();

    // On a phone the panel opens inside the Menu, without horizontal scrolling.
    const phone = await harness.newPage({ width: 390, height: 844 });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto("/");
    await phone.getByRole("button", { name: "Menu", exact: true }).click();
    await button(phone).click();
    await panel(phone).locator(`[data-challenge="${id}"]`).waitFor();
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await harness.screenshot(phone, "challenges-panel-phone", { fullPage: false });
    await phone.keyboard.press("Escape");
    await panel(phone).waitFor({ state: "detached" });
  }, 120_000);

  test("a visitor is invited to sign in", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await page.getByRole("heading", { name: "Featured games" }).waitFor();
    await button(page).click();
    await panel(page).getByText(/Sign in to take on weekly and seasonal challenges/).waitFor();
    await panel(page).getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("dialog", { name: /Sign in to/ }).waitFor();
    await harness.screenshot(page, "challenges-panel-visitor", { fullPage: false });
  });
});
