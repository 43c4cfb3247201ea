import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { generatePuzzle, GRID, type PlacedWord } from "../../games/daily-word-search/puzzle.ts";
import { rules } from "../../games/daily-word-search/rules.ts";
import { columnOf, rowOf } from "../../games/engines/words/letterGrid.ts";
import { expectNoSeriousViolations } from "../support/accessibility.ts";
import { settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { buyOfferedPackWithTokens, type GameRoot } from "../support/cardGames.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";

const harness = useBrowserHarness();

const LOAD = "/game/daily-word-search/load";
const WORDS = 10;

async function newestSeed(): Promise<string> {
  const [row] = await harness.database.sql<{ seed: string }>(`SELECT seed FROM "GameSession" WHERE "gameId" = 'WOS' ORDER BY "startedAt" DESC LIMIT 1`);
  if (!row) throw new Error("No Daily Word Search session has started.");
  return row.seed;
}

async function sessionCount(): Promise<number> {
  const [row] = await harness.database.sql<{ count: string }>(`SELECT count(*) FROM "GameSession" WHERE "gameId" = 'WOS'`);
  return Number(row?.count);
}

async function openFrame(page: Page): Promise<FrameLocator> {
  // The first page of a cold portal on a busy machine may take a while.
  await page.goto(LOAD, { timeout: 30_000 });
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(".ws-board").waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  return frame;
}

/** Where a cell's centre is on the page (the board's viewBox has a 0.1-cell margin), once the board has settled. */
async function centreOf(root: GameRoot, cell: number) {
  const box = await settledBox(root.locator(".ws-board"));
  const unit = box.width / (GRID.columns + 0.2);
  return { x: box.x + (columnOf(GRID, cell) + 0.6) * unit, y: box.y + (rowOf(GRID, cell) + 0.6) * unit };
}

type Input = "mouse" | "finger" | "taps";

async function circle(page: Page, root: GameRoot, from: number, to: number, input: Input): Promise<void> {
  const [a, b] = [await centreOf(root, from), await centreOf(root, to)];
  if (input === "taps") {
    await page.mouse.click(a.x, a.y);
    await page.mouse.click(b.x, b.y);
  } else if (input === "mouse") {
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 5 });
    await page.mouse.up();
  } else {
    const cdp = await page.context().newCDPSession(page);
    const point = (p: { x: number; y: number }) => [{ x: p.x, y: p.y, id: 1 }];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(a) });
    for (let step = 1; step <= 5; step++) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point({ x: a.x + ((b.x - a.x) * step) / 5, y: a.y + ((b.y - a.y) * step) / 5 }) });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  }
}

const foundShown = (root: GameRoot, count: number) => root.locator(`.ws-board[data-found="${count}"]`).waitFor({ timeout: 20_000 });

/** Circles a word and waits until the board shows it; a synthetic drag dropped by a busy machine is drawn again (up to 3 times). */
async function find(page: Page, root: GameRoot, word: PlacedWord, count: number, input: Input, backwards = false): Promise<void> {
  const [from, to] = backwards ? [word.cells.at(-1)!, word.cells[0]!] : [word.cells[0]!, word.cells.at(-1)!];
  for (let attempt = 1; ; attempt++) {
    await circle(page, root, from, to, input);
    const shown = await foundShown(root, count).then(() => true, (error: unknown) => (attempt < 3 ? false : Promise.reject(error)));
    if (shown) return;
    await root.locator(".ws-board").press("Escape");
  }
}

/** Presses arrows from the focused cell `at` to `cell`. */
async function arrowsTo(page: Page, at: number, cell: number): Promise<void> {
  const rows = rowOf(GRID, cell) - rowOf(GRID, at);
  const columns = columnOf(GRID, cell) - columnOf(GRID, at);
  for (let step = 0; step < Math.abs(rows); step++) await page.keyboard.press(rows > 0 ? "ArrowDown" : "ArrowUp");
  for (let step = 0; step < Math.abs(columns); step++) await page.keyboard.press(columns > 0 ? "ArrowRight" : "ArrowLeft");
}

describe("Daily Word Search in the browser", () => {
  test("a signed-up player finds today's words by mouse, taps and keyboard, uses Hint and Add Time, wins 10 tokens, then opens a past day", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "wordsearch");
    const frame = await openFrame(page);
    const seed = await newestSeed();
    const today = seed.slice(4);
    expect(seed).toMatch(/^WOS:\d{4}-\d{2}-\d{2}$/);
    const puzzle = generatePuzzle(seed);
    await frame.getByRole("heading", { name: new RegExp(puzzle.theme) }).waitFor();
    await frame.getByRole("button", { name: /^Today, / }).and(frame.locator('[aria-pressed="true"]')).waitFor();
    await expect(frame.locator("nav.ws-days .ws-day").count()).resolves.toBe(7);
    await expect(frame.locator(".gs-timer").getAttribute("title")).resolves.toBe("Time left");
    await harness.screenshot(page, "word-search-start", { fullPage: false });

    // Two letters are never a word: refused, and the board says so.
    await circle(page, frame, 0, 1, "mouse");
    await frame.getByText(/is not on the list\./).waitFor();

    // Hint, bought from the store when none is left: a ring where the first word begins.
    await frame.getByRole("button", { name: /^Hint \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /^Get 5 Hints/);
    await expect.poll(() => frame.locator(".ws-hint").count()).toBe(1);
    const [first, second, third, fourth, ...rest] = puzzle.words;
    await harness.screenshot(page, "word-search-hint", { fullPage: false });

    // A mouse drag forwards, one backwards, two taps, and the keyboard (Enter at both ends).
    await find(page, frame, first!, 1, "mouse");
    await expect.poll(() => frame.locator(".ws-hint").count()).toBe(0);
    await frame.locator(".ws-word-found s", { hasText: first!.word.toUpperCase() }).waitFor();
    await find(page, frame, second!, 2, "mouse", true);
    await find(page, frame, third!, 3, "taps");
    await frame.locator(".ws-board").focus();
    // The highlight is where the last tap was: the third word's last letter.
    await arrowsTo(page, third!.cells.at(-1)!, fourth!.cells[0]!);
    await page.keyboard.press("Enter");
    await arrowsTo(page, fourth!.cells[0]!, fourth!.cells.at(-1)!);
    await page.keyboard.press("Enter");
    await foundShown(frame, 4);
    await harness.screenshot(page, "word-search-midgame", { fullPage: false });

    // Add Time, bought when none is left, puts 30 seconds on the clock.
    const timeLeft = async () => ((await frame.locator(".gs-timer .gs-stat-value").textContent()) ?? "").split(":").reduce((total, part) => total * 60 + Number(part), 0);
    await frame.getByRole("button", { name: /^Add Time \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /^Get 5 Add Times/);
    await expect.poll(timeLeft).toBeGreaterThan(5 * 60);
    const tokens = async () => Number((await page.locator(".play-wallet__tokens").textContent())?.replace(/\D/g, ""));
    const tokensBefore = await tokens();

    for (const [index, word] of rest.entries()) {
      if (index === rest.length - 1) await backdateToHumanPace(harness.database, rules, WORDS + 2);
      await find(page, frame, word, 5 + index, "mouse", index % 2 === 1);
    }
    await frame.getByRole("heading", { name: "You won!" }).waitFor();
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await expect.poll(tokens).toBe(tokensBefore + 10);
    const score = Number((await frame.locator(".gs-result-stats dd").first().textContent())?.replace(/\D/g, ""));
    expect(score).toBeGreaterThan(WORDS * 100 + 60 * 10);
    await page.waitForTimeout(800);
    await harness.screenshot(page, "word-search-won", { fullPage: false });

    // Six days back: that day's own puzzle, chosen on the calendar strip.
    const sessions = await sessionCount();
    // The win panel offers the other days too.
    await frame.locator(".gs-result .ws-day").first().click();
    const oldest = frame.locator("nav.ws-days .ws-day").first();
    await expect.poll(sessionCount).toBe(sessions + 1);
    const pastSeed = await newestSeed();
    expect(pastSeed).not.toBe(seed);
    expect(Date.parse(today) - Date.parse(pastSeed.slice(4))).toBe(6 * 24 * 60 * 60 * 1000);
    await frame.getByRole("heading", { name: new RegExp(generatePuzzle(pastSeed).theme) }).waitFor();
    await expect(oldest.getAttribute("aria-pressed")).resolves.toBe("true");
    await harness.screenshot(page, "word-search-past-day", { fullPage: false });
  }, 150_000);

  test("on a phone (390 x 844): the grid and the word list fit without scrolling, a visitor wins by finger, and time running out loses", async () => {
    const phone = await harness.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    phone.setDefaultTimeout(10_000);
    const page = await phone.newPage();
    await page.clock.install();
    const frame = await openFrame(page);
    const fits = await frame.locator(".ws-play").evaluate((play) => ({
      scroll: document.documentElement.scrollWidth <= document.documentElement.clientWidth && play.scrollWidth <= play.clientWidth,
      // Every word in view with the grid: the play area does not scroll down either (issue 28).
      down: play.scrollHeight <= play.clientHeight,
      board: play.querySelector(".ws-board")!.getBoundingClientRect().width,
    }));
    expect(fits.scroll).toBe(true);
    expect(fits.down).toBe(true);
    expect(fits.board).toBeGreaterThanOrEqual(320);
    const puzzle = generatePuzzle(await newestSeed());
    for (const [index, word] of puzzle.words.entries()) {
      if (index === WORDS - 1) await backdateToHumanPace(harness.database, rules, WORDS);
      await find(page, frame, word, index + 1, "finger", index % 2 === 0);
      if (index === 4) {
        await harness.screenshot(page, "word-search-phone", { fullPage: false });
        await expectNoSeriousViolations(page, "daily-word-search (phone)");
      }
    }
    await frame.getByRole("heading", { name: "You won!" }).waitFor();
    await page.waitForTimeout(800);
    await harness.screenshot(page, "word-search-phone-won", { fullPage: false });

    // Play again starts the same day afresh; left to run out, the loss says why and offers Add Time.
    const sessions = await sessionCount();
    await frame.getByRole("button", { name: "Play again" }).click();
    await expect.poll(sessionCount).toBe(sessions + 1);
    await frame.locator(".gs-loading").waitFor({ state: "detached" });
    await frame.locator('.ws-board[data-found="0"]:not([aria-disabled="true"])').waitFor();
    await harness.screenshot(page, "word-search-phone-again", { fullPage: false });
    await find(page, frame, puzzle.words[0]!, 1, "finger");
    await page.clock.fastForward("05:01");
    await frame.getByRole("heading", { name: "Game over" }).waitFor();
    await frame.getByText(`Time's up! You found 1 of ${WORDS} words.`).waitFor();
    await frame.getByRole("button", { name: "Add 30 seconds" }).waitFor();
    await page.waitForTimeout(400);
    await harness.screenshot(page, "word-search-phone-lost", { fullPage: false });
    await phone.close();
  }, 150_000);
});
