import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { useBrowserHarness } from "../support/browser.ts";

const harness = useBrowserHarness();

/** The pages the server renders for a first visit, with what their HTML must already show. */
const PAGES = [
  { path: "/", heading: "Free casual games, every day", title: "Playden", query: "HomePageQuery" },
  { path: "/games-all", heading: "All Games", title: "All Games - Playden", query: "AllGamesPageQuery" },
  { path: "/game/rivers-of-gold-solitaire/load", heading: "Rivers of Gold Solitaire", title: "Play Rivers of Gold Solitaire - Playden", query: "GameLoadPageQuery" },
  { path: "/game-about/word-hunch", heading: "Word Hunch", title: "Word Hunch: About the Game - Playden", query: "GameAboutPageQuery" },
];

async function html(path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(new URL(path, harness.portal.url), { headers });
  expect(response.status).toBe(200);
  return response.text();
}

/** GraphQL operations the page sends, by name. */
function operationsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== "/graphql" || request.method() !== "POST") return;
    const name = /(?:query|mutation)\s+(\w+)/.exec(request.postData() ?? "")?.[1];
    if (name) sent.push(name);
  });
  return sent;
}

describe("a first visit's page comes rendered with the HTML", () => {
  test("the HTML of each public page carries its heading, title, description and the records it was rendered from", async () => {
    for (const { path, heading, title } of PAGES) {
      const body = await html(path);
      expect(body, path).toContain(`<title>${title}</title>`);
      expect(body, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(body, path).toContain('<script type="application/json" id="portal-records">');
      // Data, not code: the portal's Content-Security-Policy allows no inline script.
      expect(body.match(/<script(?![^>]*type="application\/json")(?![^>]*src=)[^>]*>/g) ?? [], path).toEqual([]);
    }
    const about = await html("/game-about/word-hunch");
    expect(about).toMatch(/<meta name="description" content="[^"]*"/);
    expect(about).not.toContain(`content="${"Play free casual games on Playden"}`);
  });

  test("a request with cookies, and any other page, gets the shell the browser draws", async () => {
    for (const path of ["/", "/games-all"]) expect(await html(path, { Cookie: "pd_known=1" }), path).not.toContain("portal-records");
    for (const path of ["/account", "/chat", "/redeem"]) expect(await html(path), path).not.toContain("portal-records");
  });

  test("without JavaScript the page is there to read, styled", async () => {
    const page = await harness.newPage({ width: 390, height: 844 });
    await page.context().route("**/*.js", (route) => route.abort());
    await page.goto("/games-all");
    await expect.poll(() => page.getByRole("heading", { name: "All Games", level: 1 }).isVisible()).toBe(true);
    expect(await page.locator(".game-card").count()).toBe(19);
    // The inlined styles cover the rendered page: the cards are laid out as cards, not as a list of links.
    const card = await page.locator(".game-card").first().boundingBox();
    expect(card?.width).toBeGreaterThan(100);
    await harness.screenshot(page, "server-rendered-no-js-phone", { fullPage: false });
    await page.context().close();
  });

  for (const { path, heading, query } of PAGES) {
    test(`${path}: the browser takes the page over without drawing it again, asking nothing the HTML had, and it works`, async () => {
      const page = await harness.newPage();
      const sent = operationsSent(page);
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto(path);
      const h1 = page.getByRole("heading", { name: heading, level: 1 });
      await h1.waitFor();
      // The element the server sent is the one on screen once the app runs: marked before, found after.
      await h1.evaluate((element) => element.setAttribute("data-from-server", "yes"));
      // The newcomer's temporary user comes after the page is taken over, and the shell reads its viewer again.
      await expect.poll(() => sent.includes("AppQuery")).toBe(true);
      expect(await h1.getAttribute("data-from-server")).toBe("yes");
      expect(sent).not.toContain(query);
      expect(errors).toEqual([]);
      // In-app navigation works from the rendered page: the link is handled by the app, no document load.
      await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
      await page.getByRole("link", { name: "All Games", exact: true }).first().click();
      await page.getByRole("heading", { name: "All Games", level: 1 }).waitFor();
      if (path !== "/games-all") expect(await page.evaluate(() => "stillTheSameDocument" in window)).toBe(true);
      await page.context().close();
    });
  }

  test("a reader in another language and time zone gets the page taken over cleanly, with dates in their own form", async () => {
    const context = await harness.browser.newContext({ baseURL: harness.portal.url, locale: "de-DE", timezoneId: "Pacific/Kiritimati" });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    const html = await (await fetch(new URL("/game-about/word-hunch", harness.portal.url))).text();
    const serverDate = /<time dateTime="([^"]+)">([^<]+)<\/time>/.exec(html);
    expect(serverDate?.[2]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await page.goto("/game-about/word-hunch");
    const day = new Date(serverDate?.[1] ?? "").toLocaleDateString("de-DE", { year: "numeric", month: "short", day: "numeric", timeZone: "Pacific/Kiritimati" });
    await page.locator("time").getByText(day, { exact: true }).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the home page's query is not asked again when the server rendered it, and the banners stay put", async () => {
    const page = await harness.newPage({ width: 390, height: 844 });
    const sent = operationsSent(page);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
      Object.assign(window, { layoutShifts: shifts });
    });
    await page.goto("/");
    await page.locator(".home-banners").waitFor();
    await expect.poll(() => sent.includes("AppQuery")).toBe(true);
    // Banners are listed again for the new temporary user (recording them as seen): the same ones.
    await expect.poll(() => sent.filter((name) => name === "HomeBannersQuery").length).toBeGreaterThan(0);
    expect(sent).not.toContain("HomePageQuery");
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
    await harness.screenshot(page, "server-rendered-home-phone", { fullPage: false });
    await page.context().close();
  });
});
