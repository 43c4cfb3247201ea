import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DAILY_SIZE, DEFAULT_OPTIONS, rules } from "../../games/simply-shikaku/rules.ts";
import { grade, inTier, solve, type Rect } from "../../games/simply-shikaku/shikaku.ts";
import { settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { buyOfferedPackWithTokens } from "../support/cardGames.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";

const harness = useBrowserHarness();

const LOAD = "/game/simply-shikaku/load";
const key = (rect: Rect) => `${rect.r},${rect.c},${rect.h},${rect.w}`;

async function openInFrame(page: Page) {
  await page.goto(LOAD, { timeout: 30_000 });
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(".shi-board").waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  return frame;
}

/** The puzzle on screen and its one answer. */
async function readPuzzle(frame: FrameLocator) {
  const pairs = JSON.parse((await frame.locator(".shi-board").getAttribute("data-puzzle")) ?? "[]") as [number, number][];
  const size = Math.round(Math.sqrt(await frame.locator(".shi-cell").count()));
  const clues = pairs.map(([cell, n]) => ({ cell, n }));
  const answer = solve({ size, clues });
  if (!answer) throw new Error("The puzzle on screen has no answer.");
  return { size, clues, answer };
}

const placedShown = (frame: FrameLocator, rects: readonly Rect[]) => frame.locator(`.shi-board[data-placed="${rects.map(key).join(" ")}"]`).waitFor({ timeout: 20_000 });

/** A cell's centre on the page, once the grid has settled (it fits itself to the frame, and zooms). */
async function centreOf(frame: FrameLocator, cell: number) {
  const box = await settledBox(frame.locator(`.shi-cell[data-cell="${cell}"]`));
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags from one corner cell of the rectangle to the opposite one, with the mouse or a finger. */
async function drawRect(page: Page, frame: FrameLocator, size: number, rect: Rect, touch: boolean) {
  const from = await centreOf(frame, rect.r * size + rect.c);
  const to = await centreOf(frame, (rect.r + rect.h - 1) * size + rect.c + rect.w - 1);
  if (!touch) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const point = (p: { x: number; y: number }) => [{ x: p.x, y: p.y, id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(from) });
  for (let step = 1; step <= 4; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point({ x: from.x + ((to.x - from.x) * step) / 4, y: from.y + ((to.y - from.y) * step) / 4 }) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Draws every rectangle of the answer not yet drawn, the last once a person could have got there. */
async function drawRest(page: Page, frame: FrameLocator, size: number, answer: readonly Rect[], placed: Rect[], touch: boolean, movesBefore: number) {
  const left = answer.filter((rect) => !placed.some((other) => key(other) === key(rect)));
  for (const [index, rect] of left.entries()) {
    if (index === left.length - 1) await backdateToHumanPace(harness.database, rules, movesBefore + left.length);
    await drawRect(page, frame, size, rect, touch);
    placed.push(rect);
    if (index < left.length - 1) {
      // A synthetic finger drag on a busy machine is sometimes dropped before the page sees it:
      // one more drag of the same rectangle (it replaces whatever it overlaps) must then show it.
      const shown = await placedShown(frame, placed).then(
        () => true,
        () => false,
      );
      if (!shown) {
        await drawRect(page, frame, size, rect, touch);
        await placedShown(frame, placed);
      }
    }
  }
}

async function buyAndUse(page: Page, frame: FrameLocator, title: string, pack: RegExp) {
  await frame.getByRole("button", { name: new RegExp(`^${title} \\(0 left\\)`) }).click();
  await buyOfferedPackWithTokens(page, pack);
}

describe("Simply Shikaku in the browser", () => {
  test("a signed-up player chooses Hard, drags rectangles, draws one with the keyboard, uses Undo and Hint, and solves the grid", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "shikaku");
    const frame = await openInFrame(page);
    await harness.screenshot(page, "shikaku-start", { fullPage: false });
    // The first puzzle is the default: 7x7 Medium.
    await frame.getByText("7×7 · Medium", { exact: true }).waitFor();
    const first = await readPuzzle(frame);
    expect(inTier(grade({ size: first.size, clues: first.clues }), "medium")).toBe(true);

    // Hard from the settings: a new 7x7 puzzle of the Hard tier, shown in the top bar.
    await frame.getByRole("button", { name: "Settings" }).click();
    const puzzleShown = () => frame.locator(".shi-board").getAttribute("data-puzzle");
    const started = await puzzleShown();
    await frame.getByRole("radio", { name: "Hard" }).check();
    await expect.poll(puzzleShown).not.toBe(started);
    await frame.locator(".gs-loading").waitFor({ state: "detached" });
    await harness.screenshot(page, "shikaku-settings", { fullPage: false });
    await page.keyboard.press("Escape");
    await frame.getByText("7×7 · Hard", { exact: true }).waitFor();
    const { size, clues, answer } = await readPuzzle(frame);
    expect(inTier(grade({ size, clues }), "hard")).toBe(true);
    const placed: Rect[] = [];

    // A wrong rectangle (the whole first row), then Undo takes it back.
    await drawRect(page, frame, size, { r: 0, c: 0, h: 1, w: size }, false);
    await placedShown(frame, [{ r: 0, c: 0, h: 1, w: size }]);
    await harness.screenshot(page, "shikaku-wrong", { fullPage: false });
    await buyAndUse(page, frame, "Undo", /Get 10 Undos/);
    await placedShown(frame, []);

    // Hint draws the first rectangle of the answer.
    await buyAndUse(page, frame, "Hint", /Get 5 Hints/);
    placed.push(answer[0]!);
    await placedShown(frame, placed);

    // The keyboard (the highlight is still where the first drag began, the top left): Space at one corner, arrows to the other, Space again.
    const next = answer[1]!;
    await frame.locator(".gs-title").click();
    for (let step = 0; step < next.r; step++) await page.keyboard.press("ArrowDown");
    for (let step = 0; step < next.c; step++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    for (let step = 1; step < next.h; step++) await page.keyboard.press("ArrowDown");
    for (let step = 1; step < next.w; step++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    placed.push(next);
    await placedShown(frame, placed);
    await harness.screenshot(page, "shikaku-midgame", { fullPage: false });

    await drawRest(page, frame, size, answer, placed, false, 4);
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await frame.getByRole("button", { name: /^Next level: 8×8 · Hard/ }).waitFor();
    await harness.screenshot(page, "shikaku-won", { fullPage: false });
  }, 180_000);

  test("on a phone (390 x 844): the grid fits and a visitor solves a puzzle by dragging with a finger", async () => {
    const phone = await harness.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    phone.setDefaultTimeout(10_000);
    const mobile = await phone.newPage();
    const frame = await openInFrame(mobile);
    const board = await settledBox(frame.locator(".shi-board"));
    expect(board.width).toBeGreaterThanOrEqual(340);
    expect(board.x).toBeGreaterThanOrEqual(8);
    expect(board.x + board.width).toBeLessThanOrEqual(390 - 8);
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await harness.screenshot(mobile, "shikaku-phone", { fullPage: false });
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByRole("radio", { name: "Medium" }).waitFor();
    await harness.screenshot(mobile, "shikaku-phone-settings", { fullPage: false });
    await mobile.keyboard.press("Escape");
    await frame.getByRole("radio", { name: "Medium" }).waitFor({ state: "detached" });
    const { size, answer } = await readPuzzle(frame);
    await drawRest(mobile, frame, size, answer, [], true, 0);
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await harness.screenshot(mobile, "shikaku-phone-won", { fullPage: false });
    await phone.close();
  }, 180_000);

  test("on a phone, a 15×15 grid: Zoom in gives cells a finger can hit, one finger scrolls the grid, a tap on each corner draws a rectangle, Zoom out fits it again", async () => {
    const phone = await harness.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    const mobile = await phone.newPage();
    const frame = await openInFrame(mobile);
    // The default grid's cells are big enough: no zoom is offered.
    await expect.poll(() => frame.getByRole("button", { name: "Zoom in" }).count()).toBe(0);
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByRole("radio", { name: "15×15", exact: true }).click();
    await frame.getByText("15×15 · Medium", { exact: true }).waitFor();
    await mobile.keyboard.press("Escape");
    await frame.getByRole("radio", { name: "Medium" }).waitFor({ state: "detached" });
    await frame.locator(".gs-loading").waitFor({ state: "detached" });
    // Read once the grid has settled: a new grid and a zoom each lay it out again.
    const cellWidth = async () => (await settledBox(frame.locator('.shi-cell[data-cell="0"]'))).width;
    expect(await cellWidth()).toBeLessThan(30);

    await frame.getByRole("button", { name: "Zoom in" }).tap();
    await frame.getByRole("button", { name: "Zoom out", pressed: true }).waitFor();
    expect(await cellWidth()).toBeGreaterThanOrEqual(42);
    const scroller = frame.locator(".shi-play-zoomed");
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth && element.scrollHeight > element.clientHeight)).toBe(true);
    await harness.screenshot(mobile, "shikaku-phone-zoomed", { fullPage: false });

    // Two taps, one on each corner, draw a rectangle of the answer that is on screen.
    const { size, answer } = await readPuzzle(frame);
    // Where the cells are on screen, read from the page rather than worked out from the cell size:
    // the corners tapped must be in view, clear of the edges and of the Zoom button.
    const view = await settledBox(scroller);
    // Every cell can be scrolled to: the first column starts inside the view, the last one once scrolled to the end.
    const cellBox = (cell: number) => settledBox(frame.locator(`.shi-cell[data-cell="${cell}"]`));
    expect((await cellBox(0)).x).toBeGreaterThanOrEqual(view.x);
    await scroller.evaluate((element) => element.scrollTo(element.scrollWidth, element.scrollHeight));
    const corner = await cellBox(size * size - 1);
    expect(corner.x + corner.width).toBeLessThanOrEqual(view.x + view.width);
    expect(corner.y + corner.height).toBeLessThanOrEqual(view.y + view.height);
    await scroller.evaluate((element) => element.scrollTo(0, 0));
    const onScreen = async (cell: number) => {
      const { x, y } = await centreOf(frame, cell);
      return x > view.x + 30 && y > view.y + 30 && x < view.x + view.width - 30 && y < view.y + view.height - 90;
    };
    const corners = (rect: Rect) => [rect.r * size + rect.c, (rect.r + rect.h - 1) * size + rect.c + rect.w - 1] as const;
    let rect: Rect | undefined;
    for (const candidate of answer) {
      if (candidate.w * candidate.h === 1) continue;
      const [from, to] = corners(candidate);
      if ((await onScreen(from)) && (await onScreen(to))) {
        rect = candidate;
        break;
      }
    }
    expect(rect, "a rectangle of the answer in view").toBeDefined();
    const [first, last] = corners(rect!);
    // A grid just zoomed may still be laying out or scrolling on a loaded machine: centreOf taps
    // where the cell is once it stands still (settledBox), not at a point read while it moved.
    const tapAt = async (cell: number) => {
      const point = await centreOf(frame, cell);
      await mobile.touchscreen.tap(point.x, point.y);
    };
    await tapAt(first);
    await expect.poll(() => frame.locator(".shi-pending").count()).toBe(1);
    await tapAt(last);
    await placedShown(frame, [rect!]);
    await harness.screenshot(mobile, "shikaku-phone-zoomed-drawn", { fullPage: false });

    // A swipe scrolls the grid and draws nothing.
    const area = (await scroller.boundingBox())!;
    const cdp = await phone.newCDPSession(mobile);
    const finger = (x: number, y: number) => [{ x: area.x + x, y: area.y + y, id: 1 }];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: finger(250, 300) });
    for (let step = 1; step <= 10; step++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: finger(250 - step * 20, 300 - step * 15) });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await frame.locator(".shi-board").getAttribute("data-placed")).toBe(key(rect!));
    // The swipe flings the grid on; a tap while it still glides only stops it (as on a phone), so wait for it to rest.
    let glide = -1;
    await expect
      .poll(async () => {
        const now = await scroller.evaluate((element) => element.scrollLeft + element.scrollTop * 10_000);
        const resting = now === glide;
        glide = now;
        return resting;
      })
      .toBe(true);

    await frame.getByRole("button", { name: "Zoom out" }).tap();
    await frame.getByRole("button", { name: "Zoom in", pressed: false }).waitFor();
    expect((await settledBox(frame.locator(".shi-board"))).width).toBeLessThanOrEqual(390 - 16);
    await phone.close();
  }, 120_000);

  test("the daily puzzle: chosen in the settings, the day's 10x10 grid for everyone, won and paid; Play again keeps the day, and a past day is one choice away", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "shikakudaily");
    const frame = await openInFrame(page);
    const newest = async () => {
      const [row] = await harness.database.sql<{ id: string; seed: string; daily: boolean }>(`SELECT id, seed, daily FROM "GameSession" WHERE "gameId" = 'SHI' ORDER BY "startedAt" DESC LIMIT 1`);
      if (!row) throw new Error("No Simply Shikaku session has started.");
      return row;
    };
    const puzzleShown = async (seed: string) => {
      const state = rules.newGame(seed, DEFAULT_OPTIONS);
      await frame.locator(`.shi-board[data-puzzle="${JSON.stringify(state.clues.map((clue) => [clue.cell, clue.n]))}"]`).waitFor();
      return state;
    };

    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByRole("radio", { name: `Daily: the same ${DAILY_SIZE}×${DAILY_SIZE} grid for everyone` }).check();
    await expect.poll(async () => (await newest()).daily).toBe(true);
    await frame.locator(".gs-loading").waitFor({ state: "detached" });
    await harness.screenshot(page, "shikaku-daily-settings", { fullPage: false });
    await page.keyboard.press("Escape");
    const daily = await newest();
    expect(daily.seed).toMatch(/^SHI:\d{4}-\d{2}-\d{2}$/);
    const state = await puzzleShown(daily.seed);
    expect(state.size).toBe(DAILY_SIZE);
    await frame.getByText(`Today's puzzle · ${DAILY_SIZE}×${DAILY_SIZE} · Medium`, { exact: true }).waitFor();

    await drawRest(page, frame, DAILY_SIZE, state.solution, [], false, 0);
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await harness.screenshot(page, "shikaku-daily-won", { fullPage: false });

    // Play again: today's grid once more (it pays nothing twice).
    await frame.getByRole("button", { name: "Play again" }).click();
    // (Counted by seed: the won session's start was moved back, behind the first free one.)
    const ofToday = async () => (await harness.database.sql<{ count: string }>(`SELECT count(*) FROM "GameSession" WHERE seed = $1 AND daily`, [daily.seed]))[0]!.count;
    await expect.poll(ofToday).toBe("2");
    await puzzleShown(daily.seed);

    // Yesterday's grid from the settings, then back to the player's own size.
    const yesterday = new Date(Date.parse(`${daily.seed.slice(4)}T12:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.locator(".gs-day select").selectOption(yesterday);
    await expect.poll(async () => (await newest()).seed).toBe(`SHI:${yesterday}`);
    await page.keyboard.press("Escape");
    await puzzleShown(`SHI:${yesterday}`);
    await frame.getByText(new RegExp(`^Puzzle of [A-Z][a-z]{2} \\d{1,2} · ${DAILY_SIZE}×${DAILY_SIZE} · Medium$`)).waitFor();
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByRole("radio", { name: "Any size: 5×5 to 15×15" }).check();
    await expect.poll(async () => (await newest()).daily).toBe(false);
    await page.keyboard.press("Escape");
    // The new session arrives after the daily's grid has gone on showing for a moment.
    await expect.poll(() => frame.locator(".shi-cell").count()).toBe(DEFAULT_OPTIONS.size ** 2);
  }, 180_000);
});
