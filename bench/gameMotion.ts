import { chromium, type Browser, type Page } from "playwright-core";
import { howToSeenKey } from "../games/engines/shell/help/howToPlay.ts";
import { hintPair } from "../games/engines/tiles/mahjong.ts";
import { rules as getaway } from "../games/mahjong-getaway/rules.ts";
import { startBenchPortal } from "./benchPortal.ts";

/**
 * Issue 28's smoothness goal (no long task over 50 ms during a move on a phone-class CPU): the
 * main thread's long tasks while a move plays out under Chromium's 4x CPU throttle, in a card game
 * (a stock draw: the card slides and flips) and a tile game (a pair taken: the tiles vanish), with
 * motion and, as the baseline of the same run, under reduced motion (the same move, no animation).
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

async function longTasksDuring(page: Page, points: readonly { x: number; y: number }[]): Promise<number[]> {
  await page.evaluate(() => {
    const seen: number[] = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push(Math.round(entry.duration)))).observe({ type: "longtask" });
    Object.assign(window, { longTasks: seen });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  try {
    for (const point of points) await page.mouse.click(point.x, point.y);
    await page.waitForTimeout(1200);
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();
  }
  return page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
}

async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`Nothing on screen for ${selector}.`);
  return { x: box.x + box.width * 0.45, y: box.y + box.height / 2 };
}

/** Until nothing animates and the page has been idle a moment: what loading started is over. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"), undefined, { timeout: 10_000 });
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2_000 })));
  await page.waitForTimeout(500);
}

async function newPage(browser: Browser, baseURL: string, motion: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: SIZE, reducedMotion: motion ? "no-preference" : "reduce" });
  // Straight to the board: the how-to dialog of a first play is marked seen, as after a first game.
  await context.addInitScript((keys) => {
    for (const key of keys) localStorage.setItem(key, "seen");
    localStorage.setItem("playden.klo.options", JSON.stringify({ draw: 1, winnable: false }));
  }, ["KLO", getaway.code].map(howToSeenKey));
  return context.newPage();
}

async function stockDraw(browser: Browser, baseURL: string, motion: boolean): Promise<number[]> {
  const page = await newPage(browser, baseURL, motion);
  await page.goto("/play/rivers-of-gold-solitaire/");
  await page.locator(".gs-loading").waitFor({ state: "detached" });
  await page.locator(".klo-board .ct-card").first().waitFor();
  // One draw first, so the measured one is a move like any later one, not the first after load.
  const stock = await centreOf(page, '[data-slot="stock"]');
  await page.mouse.click(stock.x, stock.y);
  await settle(page);
  const tasks = await longTasksDuring(page, [stock]);
  await page.context().close();
  return tasks;
}

async function pairTaken(browser: Browser, baseURL: string, motion: boolean): Promise<number[]> {
  const page = await newPage(browser, baseURL, motion);
  await page.goto("/play/mahjong-getaway/");
  await page.locator(".gs-loading").waitFor({ state: "detached" });
  await page.locator(".tb-tile").first().waitFor();
  await settle(page);
  // The level alone decides the board (Kyoto 1 for a newcomer).
  const pair = hintPair(getaway.newGame("any", { city: 0, level: 1 }));
  if (!pair) throw new Error("Kyoto 1 has no free pair.");
  const tasks = await longTasksDuring(page, [await centreOf(page, `.tb-tile[data-spot="${pair[0]}"]`), await centreOf(page, `.tb-tile[data-spot="${pair[1]}"]`)]);
  await page.context().close();
  return tasks;
}

export async function benchGameMotion(): Promise<MotionRow[]> {
  const portal = await startBenchPortal();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const rows: MotionRow[] = [];
    for (const [move, play] of [["Klondike: a stock draw", stockDraw], ["Mahjong Getaway: a pair taken", pairTaken]] as const) {
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
