/**
 * Issue 11's small things: game names once (in the art), tags beside Play instead of on the art,
 * message boxes in their tone (warnings are not green), "Welcome to Playden!", two gem bundles per
 * row on a phone, and focus on the new page's heading after in-app navigation only.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "../support/accessibility.ts";
import { signUpInBrowser, useBrowserHarness } from "../support/browser.ts";

const harness = useBrowserHarness();

const VIEWPORTS = [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const;

async function signUp(page: Page) {
  await page.goto("/");
  await signUpInBrowser(page, "polish");
}

const focused = (page: Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName ?? "", text: document.activeElement?.textContent ?? "" }));

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each(VIEWPORTS)("on a %s", (name, viewport) => {
  test("game cards: the name once (in the art, and for screen readers), the tag beside Play and off the art", async () => {
    const page = await harness.newPage(viewport);
    await page.goto("/games-all");
    await page.getByRole("heading", { name: "All Games", level: 1 }).waitFor();
    const card = page.locator(".game-card").filter({ has: page.getByRole("heading", { name: "Word Hunch" }) });
    await card.scrollIntoViewIfNeeded();
    // Printed text: the teaser, Play and the tag; the name only in the art and the hidden heading.
    const printedNames = await card.evaluate((element) =>
      [...element.querySelectorAll("*")].filter((each) => {
        const ownText = [...each.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join("");
        return ownText.includes("Word Hunch") && each.getBoundingClientRect().width > 1;
      }).length,
    );
    expect(printedNames).toBe(0);
    expect(await card.getByRole("heading", { name: "Word Hunch" }).count()).toBe(1);
    expect(await card.getByRole("link", { name: "Word Hunch: about the game" }).count()).toBe(1);
    const tag = await card.locator(".game-tag").boundingBox();
    const art = await card.locator(".game-card__thumb").boundingBox();
    expect(tag && art && !overlaps(tag, art)).toBe(true);
    for (const each of await page.locator(".game-card").all()) {
      const thumb = await each.locator(".game-card__thumb").boundingBox();
      for (const label of await each.locator(".game-tag").all()) expect(overlaps((await label.boundingBox())!, thumb!)).toBe(false);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await harness.screenshot(page, `cards-all-games-${name}`, { fullPage: false });
  });

  test("a game's page prints the name once: its heading, beside the art without its name band", async () => {
    const page = await harness.newPage(viewport);
    await page.goto("/game-about/daily-word-search");
    await page.getByRole("heading", { name: "Daily Word Search", level: 1 }).waitFor();
    const art = page.locator(".game-about__banner img");
    const box = (await art.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(320 / 150, 1);
    expect(await art.getAttribute("alt")).toBe("");
    const tag = await page.locator(".game-about .game-tag").boundingBox();
    expect(overlaps(tag!, box)).toBe(false);
    await expectNoSeriousViolations(page, `game about (${name})`);
    await harness.screenshot(page, `game-about-${name}`, { fullPage: false });
  });

  test("Redeem Coupon: a visitor is asked to sign in; a wrong code is an error, not green", async () => {
    const page = await harness.newPage(viewport);
    await page.goto("/redeem");
    await page.getByText("Sign in to redeem a coupon: what it gives is kept with your account.").waitFor();
    await harness.screenshot(page, `redeem-signed-out-${name}`, { fullPage: false });
    await signUpInBrowser(page, "redeem");
    await page.goto("/redeem");
    const input = page.getByLabel("Coupon code");
    await input.fill("ABC");
    await page.getByRole("button", { name: "Redeem" }).click();
    const error = page.getByRole("alert").filter({ hasText: "Coupon codes are 16 letters and digits." });
    await error.waitFor();
    expect(await error.getAttribute("class")).toContain("notice--error");
    await expectNoSeriousViolations(page, `redeem with an error (${name})`);
    await harness.screenshot(page, `redeem-error-${name}`, { fullPage: false });
  });

  test("a new account: Welcome to Playden! with the gift as a success; the gem store says payments are off and how to earn tokens, two bundles a row on a phone", async () => {
    const page = await harness.newPage(viewport);
    await signUp(page);
    const gift = page.getByRole("status").filter({ hasText: "Your welcome gift is in" });
    expect(await gift.getAttribute("class")).toContain("notice--success");
    // The page focused its own first field: focus stays there, not on the heading.
    expect(await focused(page)).toMatchObject({ tag: "INPUT" });
    await harness.screenshot(page, `new-account-${name}`, { fullPage: false });

    await page.getByRole("button", { name: "Get more gems" }).click();
    const store = page.getByRole("dialog", { name: "Gem Store" });
    const advice = store.getByRole("status").filter({ hasText: "Gems can't be bought right now, but you can pay with tokens instead." });
    await advice.waitFor();
    expect(await advice.getAttribute("class")).toContain("notice--info");
    const tops = await store.locator(".gem-bundle").evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    const perRow = tops.filter((top) => top === tops[0]).length;
    expect(perRow).toBe(name === "phone" ? 2 : 3);
    await harness.screenshot(page, `gem-store-unavailable-${name}`, { fullPage: false });
  });
});

describe("focus after navigation", () => {
  test("stays put on the first page; moves to the new page's heading after a link or Back", async () => {
    const page = await harness.newPage({ width: 1280, height: 800 });
    await page.goto("/");
    await page.getByRole("heading", { name: "Featured games" }).waitFor();
    expect(await focused(page)).toMatchObject({ tag: "BODY" });

    await page.getByRole("link", { name: "Browse all games" }).click();
    await expect.poll(() => focused(page)).toEqual({ tag: "H1", text: "All Games" });
    expect(await page.locator("main h1").getAttribute("tabindex")).toBe("-1");

    await page.locator(".game-card").filter({ hasText: "A brand-new word search" }).getByRole("link", { name: /about the game/ }).click();
    await expect.poll(() => focused(page)).toEqual({ tag: "H1", text: "Daily Word Search" });

    await page.goBack();
    await expect.poll(() => focused(page)).toEqual({ tag: "H1", text: "All Games" });

    await page.goto("/redeem");
    await page.getByRole("heading", { name: "Redeem Coupon" }).waitFor();
    expect(await focused(page)).toMatchObject({ tag: "BODY" });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "All Games", exact: true }).click();
    await expect.poll(() => focused(page)).toEqual({ tag: "H1", text: "All Games" });
    await harness.screenshot(page, "focus-after-navigation", { fullPage: false });
  });
});
