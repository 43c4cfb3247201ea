import { describe, expect, test } from "vitest";
import { hydrated, useBrowserHarness } from "../support/browser.ts";

const harness = useBrowserHarness();

describe("a visitor browsing the catalog", () => {
  test("the home page shows the portal name, featured games and the default description", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Playden" })).toBeTruthy();
    await page.getByRole("heading", { name: "Featured games" }).waitFor();
    expect(await page.title()).toBe("Playden");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    for (const name of ["Big City Adventure", "Rivers of Gold Solitaire", "Mahjong Getaway", "Word Hunch", "Daily Word Search", "Quinn's Aquarium"]) {
      expect(description).toContain(name);
      await page.locator(".game-card").filter({ hasText: name }).first().waitFor();
    }
    await harness.screenshot(page, "home");
  });

  test("the Games menu lists every game by category and leads to All Games", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    const button = page.getByRole("button", { name: "Games" });
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    const menu = page.getByRole("navigation", { name: "Games" });
    for (const heading of ["Hidden Object", "Solitaire", "Puzzle", "Mahjong", "Word"]) {
      await menu.getByRole("heading", { name: heading }).waitFor();
    }
    expect(await menu.getByRole("link").count()).toBe(19 + 1);
    await harness.screenshot(page, "games-menu");
    await menu.getByRole("link", { name: "All Games →" }).click();
    await page.getByRole("heading", { name: "All Games", level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/games-all$/);
    expect(await page.getByRole("navigation", { name: "Games" }).count()).toBe(0);
  });

  test("the Games menu works with the keyboard", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    const games = page.getByRole("button", { name: "Games" });
    // The server rendered the page: its keys work once React has hydrated it.
    await hydrated(page, games);
    await games.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Big City Adventure");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("FreeCell Bakery Solitaire");
    await page.keyboard.press("Escape");
    expect(await page.getByRole("navigation", { name: "Games" }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Games");
    await page.keyboard.press("Enter");
    await page.getByRole("navigation", { name: "Games" }).waitFor();
  });

  test("All Games lists the 19 games under their categories with real thumbnails", async () => {
    const page = await harness.newPage();
    await page.goto("/games-all");
    await page.getByRole("heading", { name: "All Games", level: 1 }).waitFor();
    expect(await page.title()).toBe("All Games - Playden");
    expect(await page.locator(".game-card").count()).toBe(19);
    const solitaire = page.locator("section#sol .game-card h3");
    expect(await solitaire.allTextContents()).toEqual([
      "FreeCell Bakery Solitaire",
      "Rivers of Gold Solitaire",
      "Sailing Seas Solitaire",
      "Solitaire Gardens",
      "Morning Tea Solitaire",
    ]);
    // Thumbnails load lazily: bring each into view before checking it loaded.
    for (const image of await page.locator("img.game-card__thumb").all()) await image.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    const brokenImages = await page.locator("img.game-card__thumb").evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src),
    );
    expect(brokenImages).toEqual([]);
    await harness.screenshot(page, "games-all");
  });

  test("a game's about page shows its bullets, how to play and tag, and leads to its load page", async () => {
    const page = await harness.newPage();
    await page.goto("/games-all");
    await page.getByRole("link", { name: "Word Hunch: about the game" }).click();
    await page.getByRole("heading", { name: "Word Hunch", level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/game-about\/word-hunch$/);
    expect(await page.title()).toBe("Word Hunch: About the Game - Playden");
    await page.getByRole("heading", { name: "How to play" }).waitFor();
    expect(await page.locator(".game-about__howto dt").count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator(".game-about__features li").count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator(".game-about .game-tag").textContent()).toBe("NEW");
    await harness.screenshot(page, "game-about");
    await page.getByRole("link", { name: "Play Word Hunch" }).click();
    await page.getByRole("heading", { name: "Word Hunch", level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/game\/WOR\/load$/);
    // Play is in place at once, and usable once the game's frame is known to be there.
    await expect.poll(() => page.getByRole("button", { name: "Play" }).isEnabled()).toBe(true);
    expect(await page.title()).toBe("Play Word Hunch - Playden");
    await harness.screenshot(page, "game-load");
  });

  test("a game's load page works by its slug as by its id", async () => {
    const page = await harness.newPage();
    const headings: string[] = [];
    for (const path of ["/game/big-city-adventure/load", "/game/BCA/load"]) {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect.poll(() => page.getByRole("button", { name: "Play" }).isEnabled()).toBe(true);
      headings.push((await page.getByRole("heading", { level: 1 }).textContent()) ?? "");
      expect(await page.title()).toBe("Play Big City Adventure - Playden");
      expect(await page.getByRole("link", { name: "How to play Big City Adventure" }).getAttribute("href")).toBe("/game-about/big-city-adventure");
    }
    expect(headings).toEqual(["Big City Adventure", "Big City Adventure"]);
    await harness.screenshot(page, "game-load-by-id");
  });

  test("unknown games and pages answer 404 and get a proper not-found page", async () => {
    const page = await harness.newPage();
    expect((await page.goto("/game/XYZ/load"))?.status()).toBe(404);
    await page.getByRole("heading", { name: "We couldn't find that game" }).waitFor();
    expect(await page.title()).toBe("Game not found - Playden");
    expect((await page.goto("/game-about/no-such-game"))?.status()).toBe(404);
    await page.getByRole("heading", { name: "We couldn't find that game" }).waitFor();
    expect((await page.goto("/this/does/not/exist"))?.status()).toBe(404);
    await page.getByRole("heading", { name: "We couldn't find that page" }).waitFor();
    expect(await page.title()).toBe("Page not found - Playden");
    await harness.screenshot(page, "not-found");
    await page.getByRole("link", { name: "See all games" }).click();
    await page.getByRole("heading", { name: "All Games", level: 1 }).waitFor();
  });

  test("pages fit a phone-sized screen", async () => {
    const page = await harness.newPage({ width: 390, height: 844 });
    await page.goto("/games-all");
    await page.getByRole("heading", { name: "All Games", level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // On a phone the navigation is behind the header's Menu button.
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("button", { name: "Games" }).click();
    const panel = await page.locator(".games-menu__panel").boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
    await harness.screenshot(page, "phone-games-menu");
  });
});
