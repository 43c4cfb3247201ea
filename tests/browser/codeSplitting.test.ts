import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startBrowserHarness, type BrowserHarness } from "../support/browser.ts";

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(() => harness?.close());

/** The chunks (by name, before Vite's hash) the page has asked for so far. */
function chunkLog(page: Page): string[] {
  const chunks: string[] = [];
  page.on("request", (request) => {
    const chunk = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (chunk) chunks.push(chunk);
  });
  return chunks;
}

const isQuery = (request: Request, name: string) => request.method() === "POST" && new URL(request.url()).pathname === "/graphql" && (request.postData() ?? "").includes(`query ${name}`);

/**
 * Holds back the page's chunk until its query has gone out: a router that started the query only
 * once the code had rendered would never send it, and the page would not appear.
 */
async function holdChunkUntilQuery(page: Page, chunk: string, query: string): Promise<{ querySentFirst: () => boolean }> {
  let querySent = false;
  let released: () => void = () => {};
  const sent = new Promise<void>((resolve) => (released = resolve));
  page.on("request", (request) => {
    if (isQuery(request, query)) {
      querySent = true;
      released();
    }
  });
  let querySentFirst = false;
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    querySentFirst = querySent;
    await route.continue();
  });
  return { querySentFirst: () => querySentFirst };
}

describe("each page loads its own code, and its query does not wait for it", () => {
  test("the home page downloads its own chunk and no other page's, nor the gem store's", async () => {
    const page = await harness.newPage();
    const chunks = chunkLog(page);
    await page.goto("/");
    await page.getByRole("heading", { name: "Featured games" }).waitFor();
    expect(chunks).toContain("HomePage");
    for (const other of ["AllGamesPage", "GameAboutPage", "GameLoadPage", "AccountPage", "NewAccountPage", "RedeemPage", "GemStoreDialog", "graphiql"]) {
      expect(chunks).not.toContain(other);
    }
  });

  test("opening a page directly sends its query while its code is still downloading", async () => {
    const page = await harness.newPage();
    const hold = await holdChunkUntilQuery(page, "AllGamesPage", "AllGamesPageQuery");
    await page.goto("/games-all");
    await page.getByRole("heading", { name: "All Games", level: 1 }).waitFor();
    expect(hold.querySentFirst()).toBe(true);
  });

  test("navigating sends the next page's query while its code is still downloading", async () => {
    const page = await harness.newPage();
    const chunks = chunkLog(page);
    await page.goto("/");
    await page.getByRole("heading", { name: "Featured games" }).waitFor();
    expect(chunks).not.toContain("GameAboutPage");
    const hold = await holdChunkUntilQuery(page, "GameAboutPage", "GameAboutPageQuery");
    await page.locator(".game-card").filter({ hasText: "Word Hunch" }).getByRole("link", { name: "Word Hunch: about the game" }).click();
    await page.getByRole("heading", { name: "Word Hunch", level: 1 }).waitFor();
    expect(hold.querySentFirst()).toBe(true);
    expect(chunks).toContain("GameAboutPage");
  });
});
