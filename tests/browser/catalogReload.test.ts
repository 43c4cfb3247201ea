import { afterAll, beforeAll, expect, test } from "vitest";
import { startBrowserHarness, type BrowserHarness } from "../support/browser.ts";
import { createTempCatalog, type TempCatalog } from "../support/tempCatalog.ts";

let catalog: TempCatalog;
let harness: BrowserHarness;
beforeAll(async () => {
  catalog = await createTempCatalog();
  harness = await startBrowserHarness({ dataDir: catalog.dir });
});
afterAll(async () => {
  await harness?.close();
  await catalog?.remove();
});

test("an open page shows a game's new name once the catalog file changes, without a reload", async () => {
  const page = await harness.newPage();
  await page.goto("/games-all");
  const solitaire = page.locator("section#sol .game-card h3");
  await solitaire.filter({ hasText: "Rivers of Gold Solitaire" }).waitFor();
  // Survives only if the document is never reloaded.
  await page.evaluate(() => document.documentElement.setAttribute("data-still-here", "yes"));

  await catalog.editJson<{ id: string; desc: string }[]>("games.json", (games) =>
    games.map((game) => (game.id === "KLO" ? { ...game, desc: "Rivers of Gold Deluxe" } : game)),
  );

  // The watcher's settle time, the catalog's reload and the page's new query: allow a busy machine its time.
  await solitaire.filter({ hasText: "Rivers of Gold Deluxe" }).waitFor({ timeout: 30_000 });
  expect(await solitaire.allTextContents()).not.toContain("Rivers of Gold Solitaire");
  expect(await page.locator("html").getAttribute("data-still-here")).toBe("yes");
  expect(page.url()).toMatch(/\/games-all$/);
  // The header's Games menu comes from the app query, which is read again as well.
  await page.getByRole("button", { name: "Games" }).click();
  await page.getByRole("navigation", { name: "Games" }).getByRole("link", { name: "Rivers of Gold Deluxe" }).waitFor();
  await harness.screenshot(page, "catalog-reload");
});
