import { chromium, type Browser, type Frame, type Page } from "playwright-core";
import { howToSeenKey } from "../games/engines/shell/help/howToPlay.ts";
import { hostStorageKey } from "../games/sdk/bridge.ts";
import { hintPair } from "../games/engines/tiles/mahjong.ts";
import { cutPuzzle, PICTURE_WIDTH } from "../games/jigsaw-joy/cut.ts";
import { gridOf, rules as jigsaw } from "../games/jigsaw-joy/rules.ts";
import { rules as getaway } from "../games/mahjong-getaway/rules.ts";
import { findCommonWords } from "../games/shell-spell/board.ts";
import { rules as shellSpell } from "../games/shell-spell/rules.ts";
import { CHROMIUM } from "../tests/support/chromium.ts";
import { startBenchPortal } from "./benchPortal.ts";

/**
 * Issue 28's smoothness goal (no long task over 50 ms during a move on a phone-class CPU): the
 * main thread's long tasks while a move plays out under Chromium's 4x CPU throttle, in a card game
 * (a stock draw: the card slides and flips), a tile game (a pair taken: the tiles vanish), a word
 * game (a word found: its letters light in turn) and a jigsaw (a piece dropped home: it settles),
 * with motion and, as the baseline of the same run, under reduced motion (the same move, no animation).
 */
const ROUNDS = 5;
const THROTTLE = 4;
const SIZE = { width: 1280, height: 800 };

export interface MotionRow {
  move: string;
  motion: "on" | "reduced";
  /** The longest task of each round, in ms (0: none over 50 ms). */
  longest: number[];
}

/** A game in the load page's frame: the page takes the clicks, the frame runs the game. */
interface Played {
  page: Page;
  frame: Frame;
}

/** Long tasks while the player clicks `points` in turn, or does `act` (a drag). */
async function longTasksDuring({ page, frame }: Played, points: readonly { x: number; y: number }[] | (() => Promise<void>)): Promise<number[]> {
  await frame.evaluate(() => {
    const seen: number[] = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push(Math.round(entry.duration)))).observe({ type: "longtask" });
    Object.assign(window, { longTasks: seen });
  });
  // Chromium throttles one renderer per session: the page's and, when the sandboxed game frame
  // runs in a process of its own (site isolation), the frame's, where the move's work happens.
  const sessions = [await page.context().newCDPSession(page)];
  const frameSession = await page.context().newCDPSession(frame).catch(() => null);
  if (frameSession) sessions.push(frameSession);
  for (const cdp of sessions) await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  try {
    if (typeof points === "function") await points();
    else for (const point of points) await page.mouse.click(point.x, point.y);
    await page.waitForTimeout(1200);
  } finally {
    for (const cdp of sessions) {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await cdp.detach();
    }
  }
  return frame.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
}

async function centreOf(frame: Frame, selector: string): Promise<{ x: number; y: number }> {
  const box = await frame.locator(selector).boundingBox();
  if (!box) throw new Error(`Nothing on screen for ${selector}.`);
  return { x: box.x + box.width * 0.45, y: box.y + box.height / 2 };
}

/**
 * A first tap in the frame (on the title) before the measured move, as Klondike's first draw:
 * the frame's sound starts on its first gesture, and a renderer's first AudioContext costs
 * Chromium's headless shell 0.7 s unthrottled, once, whichever move comes first.
 */
async function firstTap(played: Played): Promise<void> {
  const title = await centreOf(played.frame, ".gs-title");
  await played.page.mouse.click(title.x, title.y);
}

/** Until nothing animates and the page has been idle a moment: what loading started is over. */
async function settle({ page, frame }: Played): Promise<void> {
  await frame.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"), undefined, { timeout: 10_000 });
  await frame.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2_000 })));
  await page.waitForTimeout(500);
}

/** The game's load page, Play, and its frame once the board is drawn. */
async function play(page: Page, slug: string, ready: string): Promise<Played> {
  await page.goto(`/game/${slug}/load`);
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const handle = await page.locator("iframe.play-frame").elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`${slug}'s frame did not load.`);
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  await frame.locator(ready).first().waitFor();
  return { page, frame };
}

async function newPage(browser: Browser, baseURL: string, motion: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: SIZE, reducedMotion: motion ? "no-preference" : "reduce" });
  // Straight to the board: the how-to dialog of a first play is marked seen, as after a first game.
  // The portal page keeps the sandboxed game frame's storage (init scripts run in the frame too, which has none).
  await context.addInitScript(
    ([keys, options]) => {
      if (window !== window.top) return;
      for (const key of keys!) localStorage.setItem(key, "seen");
      localStorage.setItem(options![0]!, JSON.stringify({ draw: 1, winnable: false }));
    },
    [["KLO", getaway.code, shellSpell.code, jigsaw.code].map((code) => hostStorageKey(howToSeenKey(code))), [hostStorageKey("playden.klo.options")]],
  );
  return context.newPage();
}

async function stockDraw(browser: Browser, baseURL: string, motion: boolean): Promise<number[]> {
  const page = await newPage(browser, baseURL, motion);
  const played = await play(page, "rivers-of-gold-solitaire", ".klo-board .ct-card");
  // One draw first, so the measured one is a move like any later one, not the first after load.
  const stock = await centreOf(played.frame, '[data-slot="stock"]');
  await page.mouse.click(stock.x, stock.y);
  await settle(played);
  const tasks = await longTasksDuring(played, [stock]);
  await page.context().close();
  return tasks;
}

async function pairTaken(browser: Browser, baseURL: string, motion: boolean): Promise<number[]> {
  const page = await newPage(browser, baseURL, motion);
  const played = await play(page, "mahjong-getaway", ".tb-tile");
  await firstTap(played);
  await settle(played);
  // The level alone decides the board (Kyoto 1 for a newcomer).
  const pair = hintPair(getaway.newGame("any", { city: 0, level: 1 }));
  if (!pair) throw new Error("Kyoto 1 has no free pair.");
  const tasks = await longTasksDuring(played, [await centreOf(played.frame, `.tb-tile[data-spot="${pair[0]}"]`), await centreOf(played.frame, `.tb-tile[data-spot="${pair[1]}"]`)]);
  await page.context().close();
  return tasks;
}

async function wordFound(browser: Browser, baseURL: string, motion: boolean): Promise<number[]> {
  const page = await newPage(browser, baseURL, motion);
  const played = await play(page, "shell-spell", ".ss-shell");
  await firstTap(played);
  await settle(played);
  const letters = (await played.frame.locator(".ss-letter").allTextContents()).map((letter) => letter.toLowerCase());
  // A word of 4 to 6 letters, tapped shell by shell and the last again, as a player plays it.
  const found = [...findCommonWords(letters)].find(([word]) => word.length >= 4 && word.length <= 6);
  if (!found) throw new Error("The shells hold no word of 4 to 6 letters.");
  const shells = await Promise.all(found[1].map((cell) => centreOf(played.frame, `.ss-shell[data-cell="${cell}"]`)));
  const tasks = await longTasksDuring(played, [...shells, shells.at(-1)!]);
  await page.context().close();
  return tasks;
}

async function pieceDropped(browser: Browser, baseURL: string, motion: boolean): Promise<number[]> {
  const page = await newPage(browser, baseURL, motion);
  const played = await play(page, "jigsaw-joy", ".jig-tray-piece");
  await firstTap(played);
  await settle(played);
  // A newcomer's first picture has 24 pieces.
  const { cols, rows } = gridOf(24);
  const { cellWidth, cellHeight, margin } = cutPuzzle("any", cols, rows);
  const button = played.frame.locator(".jig-tray-piece").first();
  const piece = Number(await button.getAttribute("data-piece"));
  const from = await centreOf(played.frame, `.jig-tray-piece[data-piece="${piece}"]`);
  const board = await played.frame.locator(".jig-board").boundingBox();
  if (!board) throw new Error("The jigsaw board is not on screen.");
  const scale = board.width / (PICTURE_WIDTH + 2 * margin);
  const to = { x: board.x + ((piece % cols) * cellWidth + cellWidth / 2 + margin) * scale, y: board.y + (Math.floor(piece / cols) * cellHeight + cellHeight / 2 + margin) * scale };
  const tasks = await longTasksDuring(played, async () => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.mouse.up();
  });
  // The measured drag must have been a drop home.
  await played.frame.locator(`.jig-placed[data-piece="${piece}"]`).waitFor({ timeout: 10_000 });
  await page.context().close();
  return tasks;
}

export async function benchGameMotion(): Promise<MotionRow[]> {
  const portal = await startBenchPortal();
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const rows: MotionRow[] = [];
    for (const [move, play] of [["Klondike: a stock draw", stockDraw], ["Mahjong Getaway: a pair taken", pairTaken], ["Shell Spell: a word found", wordFound], ["Jigsaw Joy: a piece dropped home", pieceDropped]] as const) {
      for (const motion of [true, false]) {
        const longest: number[] = [];
        for (let round = 0; round < ROUNDS; round++) longest.push(Math.max(0, ...(await play(browser, portal.url, motion))));
        rows.push({ move, motion: motion ? "on" : "reduced", longest });
      }
    }
    return rows;
  } finally {
    await browser.close();
    await portal.stop();
  }
}
