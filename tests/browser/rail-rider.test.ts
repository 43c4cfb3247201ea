import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DAILY_LEVEL, rules, solutionMoves, type RailMove, type RailState } from "../../games/rail-rider/rules.ts";
import { buyOfferedPackWithTokens } from "../support/cardGames.ts";
import { gameStorageKey, settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";

const harness = useBrowserHarness();

const LOAD = "/game/rail-rider/load";
const PROGRESS_KEY = gameStorageKey("playden.rail-rider.progress");
// Taps and clicks keep clear of the double-click window, as a person's do.
const MOVE_MS = 300;

const board = (frame: FrameLocator) =>
  frame.locator(".rr-tile").evaluateAll((tiles) => tiles.map((tile) => `${tile.closest("[data-cell]")?.getAttribute("data-cell")}:${tile.getAttribute("data-tile")}:${tile.getAttribute("data-r")}`).join(" "));

/** Station name boards that leave their own square or lie on a track tile: none should. */
const misplacedSigns = (frame: FrameLocator) =>
  frame.locator(".rr-board").evaluate((board) => {
    const meet = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const tiles = [...board.querySelectorAll(".rr-tile")].map((tile) => tile.getBoundingClientRect());
    return [...board.querySelectorAll(".rr-sign")].flatMap((sign) => {
      const at = sign.getBoundingClientRect();
      const square = sign.closest(".rr-cell")!.querySelector(":scope > rect")!.getBoundingClientRect();
      const inside = at.left >= square.left && at.right <= square.right && at.top >= square.top && at.bottom <= square.bottom;
      return [...(inside ? [] : [`${sign.textContent} leaves its square`]), ...tiles.filter((tile) => meet(at, tile)).map(() => `${sign.textContent} lies on a tile`)];
    });
  });

async function openInFrame(page: Page) {
  await page.goto(LOAD);
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(".rr-board").waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  return frame;
}

async function newestSeed(): Promise<{ seed: string; level: number }> {
  const [row] = await harness.database.sql<{ seed: string; options: { level: number } }>(`SELECT seed, options FROM "GameSession" WHERE "gameId" = 'RAI' ORDER BY "startedAt" DESC LIMIT 1`);
  return { seed: row!.seed, level: row!.options.level };
}

/** A square's centre on the page, once the yard has settled in the frame. */
async function centre(frame: FrameLocator, cell: number) {
  const box = await settledBox(frame.locator(`.rr-cell[data-cell="${cell}"] > rect`).first());
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The board as `board` reads it, for a state of the rules: what the yard should show. */
const boardOf = (state: RailState) =>
  [...state.tiles]
    .sort((a, b) => a.cell - b.cell)
    .map((tile) => `${tile.cell}:${tile.kind}:${tile.r}`)
    .join(" ");

type Input = "mouse" | "tap" | "keys";

/** Moves the yard's cursor to `cell` with the arrow keys, as a keyboard player does. */
async function cursorTo(page: Page, frame: FrameLocator, width: number, cell: number) {
  const at = Number(await frame.locator(".rr-cursor").getAttribute("data-cell"));
  const dx = (cell % width) - (at % width);
  const dy = Math.floor(cell / width) - Math.floor(at / width);
  for (let step = 0; step < Math.abs(dx); step++) await page.keyboard.press(dx > 0 ? "ArrowRight" : "ArrowLeft");
  for (let step = 0; step < Math.abs(dy); step++) await page.keyboard.press(dy > 0 ? "ArrowDown" : "ArrowUp");
  await frame.locator(`.rr-cursor[data-cell="${cell}"]`).waitFor();
}

/** Plays one move as a person would: a click or tap turns a tile, a drag moves it; or R turns and Enter picks up and sets down. */
async function playMove(page: Page, frame: FrameLocator, state: RailState, move: RailMove, input: Input) {
  if (input === "keys") {
    if (move.t === "rotate") {
      await cursorTo(page, frame, state.width, move.c);
      await page.keyboard.press("r");
    } else if (move.t === "move") {
      await cursorTo(page, frame, state.width, move.from);
      await page.keyboard.press("Enter");
      await frame.locator(`.rr-picked[data-cell="${move.from}"]`).waitFor();
      await cursorTo(page, frame, state.width, move.to);
      await page.keyboard.press("Enter");
    }
    return;
  }
  if (move.t === "rotate") {
    const at = await centre(frame, move.c);
    if (input === "tap") await page.touchscreen.tap(at.x, at.y);
    else await page.mouse.click(at.x, at.y);
  } else if (move.t === "move") {
    const from = await centre(frame, move.from);
    const to = await centre(frame, move.to);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
  }
}

/**
 * Plays one move and waits for the board to show what the rules say it leads to. On a busy machine
 * such a click or drag is now and then not seen (one in a fresh-clone run of 1 December; Jigsaw's
 * clicks too, cause not found): while the board still shows what it did before, a person plays the
 * move again, at most twice more. Any other board fails at once, naming what it shows.
 */
async function playMoveSeen(page: Page, frame: FrameLocator, state: RailState, move: RailMove, input: Input) {
  const before = boardOf(state);
  const after = boardOf(rules.apply(state, move));
  for (let tries = 0; tries < 3; tries++) {
    // The yard takes moves only while its game is playing and waits on no server answer (a new
    // game's start, a powerup): a move before then is not taken, as a player's would not be.
    await frame.locator('.rr-board:not([aria-disabled="true"])').waitFor();
    await playMove(page, frame, state, move, input);
    const shown = await expect
      .poll(() => board(frame), { timeout: 8_000 })
      .toBe(after)
      .then(() => after, async () => board(frame));
    if (shown === after) return;
    if (shown !== before) {
      const yard = await frame.locator(".rr-board").boundingBox();
      throw new Error(`${JSON.stringify(move)} (${input}) led to ${shown}, not ${after}; the yard lies at ${JSON.stringify(yard)}.`);
    }
  }
  throw new Error(`Three tries did not play ${JSON.stringify(move)}: the board still shows ${before}.`);
}

async function playToWin(page: Page, frame: FrameLocator, input: Input, movesBefore: number, shot: string) {
  const { seed, level } = await newestSeed();
  let state = rules.newGame(seed, { level });
  expect(await board(frame)).toBe(boardOf(state));
  const moves = solutionMoves(state);
  for (const [index, move] of moves.entries()) {
    if (index === moves.length - 1) await backdateToHumanPace(harness.database, rules, movesBefore + moves.length);
    await playMoveSeen(page, frame, state, move, input);
    state = rules.apply(state, move);
    if (index === Math.floor(moves.length / 2)) {
      await expect.poll(() => misplacedSigns(frame)).toEqual([]);
      await harness.screenshot(page, shot, { fullPage: false });
    }
    await page.waitForTimeout(MOVE_MS);
  }
}

describe("Rail Rider in the browser", () => {
  test("a signed-up player uses Hint, Undo and Add Time, finishes the line with the mouse, watches the train and earns 10 tokens", async () => {
    const page = await harness.newPage(undefined, { motion: true });
    await page.goto("/");
    await signUpInBrowser(page, "rail");
    const frame = await openInFrame(page);
    await frame.locator('.rr-play[data-level="1"]').waitFor();
    await frame.getByRole("timer").waitFor();
    // Stations show their names, not an initial.
    const names = (await frame.locator(".rr-sign text").allTextContents()).sort();
    expect(names).toEqual(rules.newGame((await newestSeed()).seed, { level: 1 }).stations.map((station) => station.name).sort());
    // Polled: this page moves, and a tile dealt in or turning passes over a board on its way.
    await expect.poll(() => misplacedSigns(frame)).toEqual([]);
    await harness.screenshot(page, "rail-start", { fullPage: false });
    const start = await board(frame);

    await frame.getByRole("button", { name: /^Hint \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 5 Hints/);
    await frame.getByRole("button", { name: /^Hint \(4 left\)/ }).waitFor();
    await expect.poll(() => board(frame)).not.toBe(start);
    await harness.screenshot(page, "rail-hinted", { fullPage: false });
    await frame.getByRole("button", { name: /^Undo \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 10 Undos/);
    await frame.getByRole("button", { name: /^Undo \(9 left\)/ }).waitFor();
    await expect.poll(() => board(frame)).toBe(start);
    const before = await frame.getByRole("timer").getAttribute("aria-label");
    await frame.getByRole("button", { name: /^Add Time \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 5 Add Times/);
    await frame.getByText("The train waits 30 more seconds.").waitFor();
    const after = await frame.getByRole("timer").getAttribute("aria-label");
    const seconds = (label: string | null) => {
      const [minutes, secs] = (label ?? "").replace(/\D+(\d+):(\d+).*/, "$1 $2").split(" ").map(Number);
      return minutes! * 60 + secs!;
    };
    expect(seconds(after)).toBeGreaterThan(seconds(before) + 20);

    await playToWin(page, frame, "mouse", 3, "rail-midgame");
    await frame.locator(".rr-train").waitFor();
    await harness.screenshot(page, "rail-train", { fullPage: false });
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 20_000 });
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await harness.screenshot(page, "rail-won", { fullPage: false });
    await frame.getByRole("button", { name: "Next level" }).click();
    await frame.locator('.rr-play[data-level="2"]').waitFor();
  }, 120_000);

  test("the daily line: chosen in Settings, the date's board at level 8 for everyone, laid to a win from the keyboard; Play again keeps the day and yesterday is one choice away", async () => {
    const page = await harness.newPage();
    const frame = await openInFrame(page);
    await frame.locator('.rr-play[data-level="1"]').waitFor();
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByRole("radio", { name: "Daily: the same line for everyone" }).check();
    await expect.poll(async () => (await newestSeed()).seed).toMatch(/^RAI:\d{4}-\d{2}-\d{2}$/);
    const { seed } = await newestSeed();
    const today = seed.slice(4);
    await frame.getByRole("combobox", { name: "Day" }).waitFor();
    await harness.screenshot(page, "rail-daily-settings", { fullPage: false });
    await page.keyboard.press("Escape");
    await frame.locator(`.rr-play[data-level="daily"][data-day="${today}"]`).waitFor();
    await frame.locator(".rr-note", { hasText: "Today's puzzle · join" }).waitFor();
    expect(rules.newGame(seed, { level: 1 })).toMatchObject({ daily: today, level: DAILY_LEVEL });

    // Played from the keyboard: arrows move the cursor, R turns, Enter picks up and sets down.
    await frame.locator(".rr-board").focus();
    await playToWin(page, frame, "keys", 0, "rail-daily");
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 20_000 });
    await frame.getByRole("button", { name: "Play level 1" }).waitFor();
    await frame.getByRole("button", { name: "Play again" }).click();
    const ofToday = async () => (await harness.database.sql<{ count: string }>(`SELECT count(*) FROM "GameSession" WHERE seed = $1 AND daily`, [seed]))[0]!.count;
    await expect.poll(ofToday).toBe("2");
    await frame.locator(`.rr-play[data-day="${today}"]`).waitFor();

    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByRole("combobox", { name: "Day" }).selectOption(yesterday);
    await expect.poll(async () => (await newestSeed()).seed).toBe(`RAI:${yesterday}`);
    await page.keyboard.press("Escape");
    await frame.locator(".rr-note", { hasText: /^Puzzle of \w+ \d+ · join/ }).waitFor();
  }, 90_000);

  test("on a phone (390 x 844): the yard fits with 44 px squares and a visitor turns tiles by tapping to finish the line", async () => {
    const phone = await harness.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    phone.setDefaultTimeout(10_000);
    const mobile = await phone.newPage();
    const frame = await openInFrame(mobile);
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const yard = await settledBox(frame.locator(".rr-board"));
    expect(yard.x).toBeGreaterThanOrEqual(16);
    expect(yard.x + yard.width).toBeLessThanOrEqual(390 - 16);
    const square = await settledBox(frame.locator('.rr-cell[data-cell="0"] > rect').first());
    expect(square.width).toBeGreaterThanOrEqual(44);
    expect(await misplacedSigns(frame)).toEqual([]);
    await harness.screenshot(mobile, "rail-phone", { fullPage: false });
    await playToWin(mobile, frame, "tap", 0, "rail-phone-midgame");
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 20_000 });
    await harness.screenshot(mobile, "rail-phone-won", { fullPage: false });
    await phone.close();
  }, 90_000);

  test("on a small phone (360 x 640) at level 11: the long route wraps onto lines of its own above the 7 x 7 yard, none of it under the board", async () => {
    const phone = await harness.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    phone.setDefaultTimeout(10_000);
    const mobile = await phone.newPage();
    await mobile.goto("/");
    await mobile.evaluate(([key]) => localStorage.setItem(key!, JSON.stringify({ level: 11, unlocked: 11 })), [PROGRESS_KEY]);
    const frame = await openInFrame(mobile);
    const note = frame.locator(".rr-note", { hasText: /^Level 11 · join .+ → .+ → / });
    await note.waitFor();
    expect(await frame.locator(".rr-cell").count()).toBe(49);
    // The route needs more than one line here: the test is about the wrapped lines.
    const lines = await note.evaluate((element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size;
    });
    expect(lines).toBeGreaterThan(1);
    const noteBox = await settledBox(note);
    const yard = await settledBox(frame.locator(".rr-board"));
    expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(yard.y + 1);
    expect(yard.x + yard.width).toBeLessThanOrEqual(360);
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await misplacedSigns(frame)).toEqual([]);
    await harness.screenshot(mobile, "rail-small-phone-level-11", { fullPage: false });
    await phone.close();
  }, 60_000);
});
