/**
 * The home page: a hero with art on both halves, "Continue playing" with a returning player's last
 * games (and nothing for a newcomer), and a featured grid whose rows are always full.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "../support/accessibility.ts";
import { hydrated, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";

const harness = useBrowserHarness();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function openHome(page: Page) {
  await page.goto("/");
  await page.getByRole("heading", { name: "Featured games" }).waitFor();
  await page.waitForLoadState("networkidle");
}

/** The featured grid's columns and rows, and whether every row reaches both edges of the grid. */
async function featuredRows(page: Page) {
  return page.locator(".featured-grid").evaluate((grid) => {
    const box = grid.getBoundingClientRect();
    const cards = [...grid.querySelectorAll(".game-card")].map((card) => card.getBoundingClientRect());
    const rows = [...new Set(cards.map((card) => Math.round(card.top)))];
    const full = rows.every((top) => {
      const row = cards.filter((card) => Math.round(card.top) === top);
      return Math.abs(Math.min(...row.map((card) => card.left)) - box.left) < 1 && Math.abs(Math.max(...row.map((card) => card.right)) - box.right) < 1;
    });
    const columns = Math.max(...rows.map((top) => cards.filter((card) => Math.round(card.top) === top).length));
    return { items: cards.length, columns, rows: rows.length, full };
  });
}

describe("the home page", () => {
  test.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)("a newcomer on a %s: the hero has art on both halves, and there is no Continue playing", async (name, viewport) => {
    const page = await harness.newPage(viewport);
    await openHome(page);
    const hero = await page.locator(".hero").boundingBox();
    const left = await page.locator(".hero__art--left").boundingBox();
    const right = await page.locator(".hero__art--right").boundingBox();
    expect(hero && left && right).toBeTruthy();
    const middle = hero!.x + hero!.width / 2;
    expect(left!.x + left!.width).toBeLessThanOrEqual(middle);
    expect(right!.x).toBeGreaterThanOrEqual(middle);
    expect(left!.width).toBeGreaterThan(100);
    expect(right!.width).toBeGreaterThan(100);
    expect(await page.getByRole("heading", { name: "Continue playing" }).count()).toBe(0);
    await expectNoSeriousViolations(page, `home (${name})`);
    await harness.screenshot(page, `home-${name}`, { fullPage: name === "desktop" ? false : true });
  });

  test.each([360, 390, 768, 1024, 1280, 1600])("the featured grid has no holes at %i px", async (width) => {
    const page = await harness.newPage({ width, height: 900 });
    await openHome(page);
    const grid = await featuredRows(page);
    expect(grid.items).toBe(6);
    expect(grid.full).toBe(true);
    expect(grid.columns * grid.rows).toBe(grid.items);
    expect(grid.columns).toBeGreaterThanOrEqual(2);
    await harness.screenshot(page.locator(".featured-grid"), `home-featured-${width}`);
  });

  test("the grid follows a resize without leaving a hole", async () => {
    const page = await harness.newPage(DESKTOP);
    await openHome(page);
    expect(await featuredRows(page)).toMatchObject({ columns: 3, rows: 2, full: true });
    await page.setViewportSize(PHONE);
    await expect.poll(() => featuredRows(page)).toMatchObject({ columns: 2, rows: 3, full: true });
  });

  test.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)("on a %s, the page the server rendered keeps its layout when the app takes over: a card does not move from under a click", async (_name, viewport) => {
    const page = await harness.newPage(viewport);
    await page.addInitScript(() => {
      const shifts: { value: number; nodes: string[] }[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!("value" in entry) || typeof entry.value !== "number") continue;
          const sources = "sources" in entry && Array.isArray(entry.sources) ? entry.sources : [];
          shifts.push({ value: entry.value, nodes: sources.map((source: { node?: Node }) => (source.node instanceof Element ? (source.node.getAttribute("class") ?? "") : String(source.node?.nodeName))) });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await openHome(page);
    const link = page.getByRole("link", { name: "Word Hunch: about the game" });
    await hydrated(page, link);
    await page.waitForLoadState("networkidle");
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; nodes: string[] }[] }).layoutShifts);
    const moved = shifts.filter((shift) => shift.nodes.some((node) => node.includes("game-card")));
    expect(moved).toEqual([]);
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.01);
  });

  test("a returning player sees the games they played last in Continue playing, newest first", async () => {
    const page = await harness.newPage(DESKTOP);
    await openHome(page);
    const email = await signUpInBrowser(page, "home");
    const sessions = async () =>
      (await harness.database.sql<{ game: string }>(`SELECT s."gameId" AS game FROM "GameSession" s JOIN "user" u ON u.id = s."userId" WHERE u.email = $1 ORDER BY s."startedAt"`, [email])).map(
        (row) => row.game,
      );
    for (const [slug, code] of [
      ["word-hunch", "WOR"],
      ["rivers-of-gold-solitaire", "KLO"],
    ] as const) {
      await page.goto(`/game/${slug}/load`);
      await page.getByRole("button", { name: "Play", exact: true }).click();
      await expect.poll(sessions, { timeout: 15_000 }).toContain(code);
    }
    // Back home the way a player goes: the header's link.
    await page.getByRole("link", { name: "Playden" }).first().click();
    const row = page.getByRole("region", { name: "Continue playing" });
    await row.waitFor();
    expect(await row.getByRole("link").evaluateAll((links) => links.map((link) => link.textContent))).toEqual([
      "Continue playing Rivers of Gold Solitaire",
      "Continue playing Word Hunch",
    ]);
    // A fresh load of the page shows the same row (the home answer is the player's, never a kept one).
    await page.reload();
    await row.getByRole("link", { name: "Continue playing Rivers of Gold Solitaire" }).waitFor();
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolations(page, "home with Continue playing");
    await harness.screenshot(page, "home-continue-playing-desktop", { fullPage: false });
    await page.setViewportSize(PHONE);
    await row.scrollIntoViewIfNeeded();
    await harness.screenshot(page, "home-continue-playing-phone", { fullPage: true });
    await row.getByRole("link", { name: "Continue playing Word Hunch" }).click();
    await page.waitForURL(/\/game\/WOR\/load$/);
    // A sign-up and two games started through their load pages: 14 s on a quiet machine, over 30 with another file running beside it.
  }, 60_000);
});
