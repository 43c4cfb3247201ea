import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { losAngelesToday } from "../../games/engines/daily/days.ts";
import { rules } from "../../games/sudoku-relics/rules.ts";
import { gridText, parseGridText, solve } from "../../games/sudoku-relics/sudoku.ts";
import { settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { buyOfferedPackWithTokens } from "../support/cardGames.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";

const harness = useBrowserHarness();

const LOAD = "/game/sudoku-relics/load";

async function openInFrame(page: Page) {
  await page.goto(LOAD, { timeout: 30_000 });
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(".sud-board").waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  return frame;
}

/** The puzzle on screen, its solution, and what the grid shows now. */
async function readBoard(frame: FrameLocator) {
  const board = frame.locator(".sud-board");
  const givens = parseGridText((await board.getAttribute("data-puzzle")) ?? "");
  const solution = solve(givens);
  if (!solution) throw new Error("The puzzle on screen has no solution.");
  return { givens, solution };
}

const digitsShown = (frame: FrameLocator, digits: readonly number[]) => frame.locator(`.sud-board[data-digits="${gridText(digits)}"]`).waitFor({ timeout: 20_000 });

/** Selects a cell by a click (or a tap) on the tablet. */
async function pick(page: Page, frame: FrameLocator, cell: number, tap: boolean) {
  // Where the cell is once the board has settled: it fits itself to the frame.
  const box = await settledBox(frame.locator(`.sud-cell[data-cell="${cell}"] rect`));
  if (tap) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await frame.locator(`.sud-cell[data-cell="${cell}"][aria-selected="true"]`).waitFor();
}

/** Writes the solution into every cell still wrong or empty, the last one once a person could have got there. */
async function fillIn(page: Page, frame: FrameLocator, digits: number[], solution: readonly number[], tap: boolean, movesBefore: number) {
  const left = digits.flatMap((digit, cell) => (digit !== solution[cell] ? [cell] : []));
  for (const [index, cell] of left.entries()) {
    if (index === left.length - 1) await backdateToHumanPace(harness.database, rules, movesBefore + left.length);
    await pick(page, frame, cell, tap);
    const digit = solution[cell]!;
    if (tap) await frame.getByRole("button", { name: `Digit ${digit}`, exact: true }).tap();
    else await page.keyboard.press(String(digit));
    digits[cell] = digit;
    if (index < left.length - 1) await digitsShown(frame, digits);
  }
}

async function buyAndUse(page: Page, frame: FrameLocator, title: string, pack: RegExp) {
  await frame.getByRole("button", { name: new RegExp(`^${title} \\(0 left\\)`) }).click();
  await buyOfferedPackWithTokens(page, pack);
}

describe("Sudoku Relics in the browser", () => {
  test("a signed-up player pencils notes, writes a wrong digit, Checks it, Undoes it, takes a Hint and solves the tablet with the keyboard", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "sudoku");
    const frame = await openInFrame(page);
    await harness.screenshot(page, "sudoku-start", { fullPage: false });
    const { givens, solution } = await readBoard(frame);
    const digits = [...givens];
    const open = givens.flatMap((given, cell) => (given === 0 ? [cell] : []));
    let moves = 0;

    // Notes: N switches pencil mode on; two marks go into the first open cell; arrows move the focus.
    await pick(page, frame, open[0]!, false);
    await page.keyboard.press("n");
    await frame.getByRole("button", { name: "Notes", pressed: true }).waitFor();
    await page.keyboard.press("1");
    await page.keyboard.press("2");
    moves += 2;
    await expect.poll(() => frame.locator(`.sud-cell[data-cell="${open[0]}"] .sud-note`).allTextContents()).toEqual(["1", "2"]);
    await page.keyboard.press("n");
    await frame.getByRole("button", { name: "Notes", pressed: false }).waitFor();

    // A wrong digit, marked by Check.
    const wrongCell = open[1]!;
    const wrong = (solution[wrongCell]! % 9) + 1;
    await pick(page, frame, wrongCell, false);
    await page.keyboard.press(String(wrong));
    moves++;
    digits[wrongCell] = wrong;
    await digitsShown(frame, digits);
    await buyAndUse(page, frame, "Check", /Get 5 Checks/);
    moves++;
    await frame.locator(`.sud-cell.sud-wrong[data-cell="${wrongCell}"]`).waitFor();
    await frame.getByText("1 wrong digit is marked.").waitFor();
    await harness.screenshot(page, "sudoku-checked", { fullPage: false });

    // Undo takes the wrong digit back.
    await buyAndUse(page, frame, "Undo", /Get 10 Undos/);
    moves++;
    digits[wrongCell] = 0;
    await digitsShown(frame, digits);

    // Hint fills the selected cell with its right digit.
    await pick(page, frame, open[2]!, false);
    await buyAndUse(page, frame, "Hint", /Get 5 Hints/);
    moves++;
    digits[open[2]!] = solution[open[2]!]!;
    await frame.locator(`.sud-cell.sud-hinted[data-cell="${open[2]}"]`).waitFor();
    await frame.getByRole("button", { name: /^Hint \(4 left\)/ }).waitFor();
    await harness.screenshot(page, "sudoku-hinted", { fullPage: false });

    const left = digits.filter((digit, cell) => digit !== solution[cell]).length;
    await fillIn(page, frame, digits, solution, false, moves);
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await frame.getByText(/^You uncovered the /).waitFor();
    expect(left).toBeGreaterThan(20);
    await harness.screenshot(page, "sudoku-won", { fullPage: false });
  }, 180_000);

  test("on a phone (390 x 844): the tablet and keypad fit, and a visitor solves today's Medium puzzle by tapping", async () => {
    const phone = await harness.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    phone.setDefaultTimeout(10_000);
    const mobile = await phone.newPage();
    const frame = await openInFrame(mobile);
    // Today's puzzle, chosen in the settings: the same Medium puzzle for everyone, whatever difficulty was chosen.
    await frame.getByRole("button", { name: "Settings" }).tap();
    await frame.getByLabel("Daily: the same Medium puzzle for everyone").check();
    await frame.getByLabel("Day").waitFor();
    const today = losAngelesToday(new Date());
    const newest = async () => (await harness.database.sql<{ seed: string; daily: boolean }>(`SELECT seed, daily FROM "GameSession" WHERE "gameId" = 'SUD' ORDER BY "startedAt" DESC LIMIT 1`))[0];
    await expect.poll(async () => (await newest())?.daily).toBe(true);
    expect((await newest())!.seed).toBe(`SUD:${today}`);
    await frame.locator(`.sud-board[data-puzzle="${gridText(rules.newGame(`SUD:${today}`, { difficulty: "easy" }).givens)}"]`).waitFor();
    await frame.getByText("Today's puzzle · Medium").waitFor({ state: "attached" });
    await harness.screenshot(mobile, "sudoku-daily", { fullPage: false });
    const { givens, solution } = await readBoard(frame);
    await mobile.keyboard.press("Escape");
    await frame.getByRole("group", { name: "Settings" }).waitFor({ state: "detached" });

    const board = await settledBox(frame.locator(".sud-board"));
    expect(board.width).toBeGreaterThanOrEqual(330);
    const boxes = await frame.locator(".sud-board, .sud-key").evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(8);
      expect(box.right).toBeLessThanOrEqual(390 - 8);
    }
    const keys = await frame.locator(".sud-key").evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    for (const key of keys) expect(Math.min(key.width, key.height)).toBeGreaterThanOrEqual(44);
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await harness.screenshot(mobile, "sudoku-phone", { fullPage: false });

    await fillIn(mobile, frame, [...givens], solution, true, 0);
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await harness.screenshot(mobile, "sudoku-phone-won", { fullPage: false });
    await phone.close();
  }, 180_000);
});
