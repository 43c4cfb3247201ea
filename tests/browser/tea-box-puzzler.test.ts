import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { rotate, widthOf } from "../../games/engines/pieces/polyomino.ts";
import { puzzleFor, puzzleOf, rules, type TeaPuzzle } from "../../games/tea-box-puzzler/rules.ts";
import { TEAS } from "../../games/tea-box-puzzler/Tins.tsx";
import { buyOfferedPackWithTokens } from "../support/cardGames.ts";
import { gameStorageKey, settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";

const harness = useBrowserHarness();

const LOAD = "/game/tea-box-puzzler/load";
const PROGRESS_KEY = gameStorageKey("playden.tea-box-puzzler.progress");
const CHOICE_KEY = gameStorageKey("playden.tea-box-puzzler.daily");
// Taps keep clear of the double-tap window (350 ms), as a person's do.
const TAP_MS = 420;

const packed = (frame: FrameLocator) => frame.locator(".tea-placed").count();

async function openInFrame(page: Page) {
  await page.goto(LOAD);
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(".tea-play").waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  return frame;
}

async function centre(frame: FrameLocator, selector: string) {
  const box = await settledBox(frame.locator(selector));
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The chest cell where a tin's first cell lies in the solution. */
function targetCell(level: number, piece: number) {
  const puzzle = puzzleFor(level);
  const spot = puzzle.solution[piece]!;
  const first = rotate(puzzle.pieces[piece]!, spot.r)[0]!;
  return { x: spot.x + first.x, y: spot.y + first.y, first };
}

/** Drags a tin from the tray, held by its first cell, onto its spot in the chest. */
async function dragToSpot(page: Page, frame: FrameLocator, level: number, piece: number) {
  const { x, y } = targetCell(level, piece);
  const drawing = await settledBox(frame.locator(`.tea-tray-tin[data-piece="${piece}"] svg`));
  const cell = drawing.width / Math.max(...puzzleFor(level).pieces[piece]!.map((part) => part.x + 1));
  const first = puzzleFor(level).pieces[piece]![0]!;
  const to = await centre(frame, `.tea-cell[data-cell="${x},${y}"]`);
  await page.mouse.move(drawing.x + (first.x + 0.5) * cell, drawing.y + (first.y + 0.5) * cell);
  await page.mouse.down();
  await page.mouse.move(to.x - 20, to.y - 20, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

/** Packs a tin with the keyboard: Enter picks it, R turns it to its spot's turn, arrows move it there from the corner, Enter packs it. */
async function packWithKeys(page: Page, frame: FrameLocator, puzzle: TeaPuzzle, piece: number) {
  await frame.locator(`.tea-tray-tin[data-piece="${piece}"]`).focus();
  await page.keyboard.press("Enter");
  await frame.locator(".tea-preview").waitFor();
  const spot = puzzle.solution[piece]!;
  for (let turn = 0; turn < spot.r; turn++) await page.keyboard.press("r");
  for (let step = 0; step < puzzle.box.width; step++) await page.keyboard.press("ArrowLeft");
  for (let step = 0; step < puzzle.box.height; step++) await page.keyboard.press("ArrowUp");
  for (let step = 0; step < spot.x; step++) await page.keyboard.press("ArrowRight");
  for (let step = 0; step < spot.y; step++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
}

describe("Tea Box Puzzler in the browser", () => {
  test("a signed-up player uses Hint and Undo, packs level 1 by dragging with the mouse, earns 10 tokens and packs level 2 with the keyboard", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "teabox");
    const frame = await openInFrame(page);
    await frame.locator('.tea-play[data-level="1"]').waitFor();
    // Each tin carries its tea's name on a label, not an initial.
    const level = puzzleFor(1);
    await expect(frame.locator(".tea-tin text").allTextContents()).resolves.toEqual(expect.arrayContaining(level.pieces.map((_, piece) => TEAS[piece % TEAS.length]!.name)));
    await harness.screenshot(page, "teabox-start", { fullPage: false });
    // A tin waits in the tray at the size it will fill: its squares are the chest's (whole pixels).
    const square = (await settledBox(frame.locator('.tea-cell[data-cell="0,0"]'))).width;
    const tin = (await settledBox(frame.locator('.tea-tray-tin[data-piece="0"] svg'))).width;
    expect(Math.abs(tin / widthOf(level.pieces[0]!) - square)).toBeLessThanOrEqual(1);

    // Hint (bought in the portal's store) slots a tin in; Undo (bought too) takes it out again.
    await frame.getByRole("button", { name: /^Hint \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 5 Hints/);
    await frame.getByRole("button", { name: /^Hint \(4 left\)/ }).waitFor();
    await expect.poll(() => packed(frame)).toBe(1);
    await harness.screenshot(page, "teabox-hinted", { fullPage: false });
    await frame.getByRole("button", { name: /^Undo \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 10 Undos/);
    await frame.getByRole("button", { name: /^Undo \(9 left\)/ }).waitFor();
    await expect.poll(() => packed(frame)).toBe(0);

    // A tin dropped where it sticks out slides back to the tray.
    const tins = puzzleFor(1).pieces.length;
    await page.mouse.move(...(Object.values(await centre(frame, '.tea-tray-tin[data-piece="0"]')) as [number, number]));
    await page.mouse.down();
    await page.mouse.move(...(Object.values(await centre(frame, `.tea-cell[data-cell="${puzzleFor(1).box.width - 1},${puzzleFor(1).box.height - 1}"]`)) as [number, number]), { steps: 6 });
    await page.mouse.up();
    await frame.getByText(/stick out|lie on another/).waitFor();
    expect(await packed(frame)).toBe(0);

    for (let piece = 0; piece < tins; piece++) {
      if (piece === tins - 1) await backdateToHumanPace(harness.database, rules, tins + 2);
      await dragToSpot(page, frame, 1, piece);
      await expect.poll(() => packed(frame)).toBe(piece + 1);
      if (piece === 1) await harness.screenshot(page, "teabox-dragging", { fullPage: false });
    }
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 15_000 });
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    // The packed box is tied up with its ribbon (at once: this page reduces motion).
    await expect(frame.locator(".tea-chest-svg .tea-finish").count()).resolves.toBe(1);
    await harness.screenshot(page, "teabox-won", { fullPage: false });

    // Next level, played with the keyboard: Enter picks a tin, arrows move it, Enter packs it.
    await frame.getByRole("button", { name: "Next level" }).click();
    await frame.locator('.tea-play[data-level="2"]').waitFor();
    const two = puzzleFor(2);
    for (let piece = 0; piece < two.pieces.length; piece++) {
      if (piece === two.pieces.length - 1) await backdateToHumanPace(harness.database, rules, two.pieces.length);
      await frame.locator(`.tea-tray-tin[data-piece="${piece}"]`).focus();
      await page.keyboard.press("Enter");
      await frame.locator(".tea-preview").waitFor();
      const spot = two.solution[piece]!;
      for (let step = 0; step < spot.x; step++) await page.keyboard.press("ArrowRight");
      for (let step = 0; step < spot.y; step++) await page.keyboard.press("ArrowDown");
      if (piece === 0) await harness.screenshot(page, "teabox-keyboard", { fullPage: false });
      await page.keyboard.press("Enter");
      await expect.poll(() => packed(frame)).toBe(piece + 1);
    }
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 15_000 });
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
  }, 120_000);

  test("on a phone (390 x 844): a visitor at level 5 turns tins with a double-tap and the Turn button and packs the chest by tapping", async () => {
    const phone = await harness.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    phone.setDefaultTimeout(10_000);
    const mobile = await phone.newPage();
    await mobile.goto("/");
    await mobile.evaluate(([key]) => localStorage.setItem(key!, JSON.stringify({ level: 5, unlocked: 5 })), [PROGRESS_KEY]);
    const frame = await openInFrame(mobile);
    await frame.locator('.tea-play[data-level="5"]').waitFor();
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const chest = await settledBox(frame.locator(".tea-chest-svg"));
    expect(chest.x).toBeGreaterThanOrEqual(16);
    expect(chest.x + chest.width).toBeLessThanOrEqual(390 - 16);
    const cell = await settledBox(frame.locator('.tea-cell[data-cell="0,0"]'));
    expect(cell.width).toBeGreaterThanOrEqual(44);
    await harness.screenshot(mobile, "teabox-phone", { fullPage: false });

    const five = puzzleFor(5);
    expect(five.turning).toBe(true);
    let doubleTapped = false;
    for (let piece = 0; piece < five.pieces.length; piece++) {
      const turns = five.solution[piece]!.r;
      const tin = await centre(frame, `.tea-tray-tin[data-piece="${piece}"]`);
      if (turns > 0 && !doubleTapped) {
        // A double-tap picks the tin up and turns it once.
        await mobile.touchscreen.tap(tin.x, tin.y);
        await mobile.touchscreen.tap(tin.x, tin.y);
        doubleTapped = true;
        for (let turn = 1; turn < turns; turn++) await frame.getByRole("button", { name: "Turn tin (R)" }).tap();
      } else {
        await mobile.touchscreen.tap(tin.x, tin.y);
        for (let turn = 0; turn < turns; turn++) await frame.getByRole("button", { name: "Turn tin (R)" }).tap();
      }
      await frame.locator(`.tea-tray-tin.tea-selected[data-piece="${piece}"]`).waitFor();
      if (piece === five.pieces.length - 1) await backdateToHumanPace(harness.database, rules, five.pieces.length);
      const { x, y } = targetCell(5, piece);
      const to = await centre(frame, `.tea-cell[data-cell="${x},${y}"]`);
      await mobile.waitForTimeout(TAP_MS);
      await mobile.touchscreen.tap(to.x, to.y);
      await expect.poll(() => packed(frame)).toBe(piece + 1);
      if (piece === 1) await harness.screenshot(mobile, "teabox-phone-midgame", { fullPage: false });
    }
    expect(doubleTapped).toBe(true);
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 15_000 });
    await harness.screenshot(mobile, "teabox-phone-won", { fullPage: false });
    await phone.close();
  }, 90_000);

  test("the daily puzzle: chosen in the settings, the date's box for everyone, packed and paid; Play again keeps the day, a past day is one choice away, and it fits a phone", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "teadaily");
    const frame = await openInFrame(page);
    const newest = async () => {
      const [row] = await harness.database.sql<{ id: string; seed: string; daily: boolean }>(`SELECT id, seed, daily FROM "GameSession" WHERE "gameId" = 'TEA' ORDER BY "startedAt" DESC LIMIT 1`);
      if (!row) throw new Error("No Tea Box Puzzler session has started.");
      return row;
    };

    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByRole("radio", { name: "Daily: the same box for everyone" }).check();
    await expect.poll(async () => (await newest()).daily).toBe(true);
    await frame.locator(".gs-loading").waitFor({ state: "detached" });
    await harness.screenshot(page, "teabox-daily-settings", { fullPage: false });
    await page.keyboard.press("Escape");
    const daily = await newest();
    expect(daily.seed).toMatch(/^TEA:\d{4}-\d{2}-\d{2}$/);
    const puzzle = puzzleOf(rules.newGame(daily.seed, { level: 1 }));
    await frame.locator(`.tea-play[data-level="daily"][data-day="${daily.seed.slice(4)}"]`).waitFor();
    await frame.locator(".tea-mode", { hasText: "Today's puzzle" }).waitFor();
    expect(await frame.locator(".tea-tray-tin").count()).toBe(puzzle.pieces.length);
    await harness.screenshot(page, "teabox-daily", { fullPage: false });

    for (let piece = 0; piece < puzzle.pieces.length; piece++) {
      if (piece === puzzle.pieces.length - 1) await backdateToHumanPace(harness.database, rules, puzzle.pieces.length);
      await packWithKeys(page, frame, puzzle, piece);
      await expect.poll(() => packed(frame)).toBe(piece + 1);
    }
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 15_000 });
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await harness.screenshot(page, "teabox-daily-won", { fullPage: false });

    // Play again: today's box once more (it pays nothing twice).
    await frame.getByRole("button", { name: "Play again" }).click();
    // (Counted by seed: the won session's start was moved back.)
    const ofToday = async () => (await harness.database.sql<{ count: string }>(`SELECT count(*) FROM "GameSession" WHERE seed = $1 AND daily`, [daily.seed]))[0]!.count;
    await expect.poll(ofToday).toBe("2");
    await frame.locator(".tea-mode", { hasText: "Today's puzzle" }).waitFor();
    await expect.poll(() => packed(frame)).toBe(0);

    // Yesterday's box from the settings, then back to the levels.
    const yesterday = new Date(Date.parse(`${daily.seed.slice(4)}T12:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.locator(".gs-day select").selectOption(yesterday);
    await expect.poll(async () => (await newest()).seed).toBe(`TEA:${yesterday}`);
    await page.keyboard.press("Escape");
    await frame.locator(`.tea-play[data-day="${yesterday}"]`).waitFor();
    await frame.locator(".tea-mode", { hasText: /^Puzzle of [A-Z][a-z]{2} \d{1,2}$/ }).waitFor();
    expect(await frame.locator(".tea-tray-tin").count()).toBe(puzzleOf(rules.newGame(`TEA:${yesterday}`, { level: 1 })).pieces.length);
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByRole("radio", { name: "Levels: an endless ladder" }).check();
    await expect.poll(async () => (await newest()).daily).toBe(false);
    await page.keyboard.press("Escape");
    await frame.locator('.tea-play[data-level="1"]').waitFor();

    // The daily on a phone: the chest and its tins fit the screen.
    const phone = await harness.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    const mobile = await phone.newPage();
    await mobile.goto("/");
    await mobile.evaluate(([key]) => localStorage.setItem(key!, JSON.stringify({ options: null, daily: true })), [CHOICE_KEY]);
    const onPhone = await openInFrame(mobile);
    await onPhone.locator('.tea-play[data-level="daily"]').waitFor();
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const chest = await settledBox(onPhone.locator(".tea-chest-svg"));
    expect(chest.x + chest.width).toBeLessThanOrEqual(390 - 16);
    await harness.screenshot(mobile, "teabox-daily-phone", { fullPage: false });
    await phone.close();
  }, 180_000);
});
