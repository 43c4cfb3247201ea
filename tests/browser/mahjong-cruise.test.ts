import type { FrameLocator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { hintPair, type MahjongMove, type MahjongState } from "../../games/engines/tiles/mahjong.ts";
import { rules } from "../../games/mahjong-cruise/rules.ts";
import { buyOfferedPackWithTokens } from "../support/cardGames.ts";
import { signUpInBrowser, startBrowserHarness, type BrowserHarness } from "../support/browser.ts";
import { waitForHumanPace } from "../support/humanPace.ts";

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(() => harness?.close());

const LOAD = "/game/mahjong-cruise/load";
// The server pays nothing for moves faster than rules.minimumHumanMs: play like a person.
const MOVE_MS = 400;

/** The board as the page shows it: spot -> face. */
const shownFaces = (root: FrameLocator) =>
  root.locator(".tb-tile").evaluateAll((tiles) => tiles.map((tile) => `${tile.getAttribute("data-spot")}:${tile.getAttribute("data-face")}`).sort().join(" "));

function facesOf(state: MahjongState): string {
  return state.faces.flatMap((face, spot) => (face === null ? [] : [`${spot}:${face}`])).sort().join(" ");
}

/** The newest session's board, rebuilt from its seed and options with the rules. */
async function sessionBoard(): Promise<MahjongState> {
  const [session] = await harness.database.sql<{ seed: string; options: unknown }>(
    `SELECT seed, options FROM "GameSession" WHERE "gameId" = 'MJC' ORDER BY "startedAt" DESC LIMIT 1`,
  );
  return rules.newGame(session!.seed, rules.parseOptions(session!.options));
}

async function openInFrame(page: Page) {
  await page.goto(LOAD);
  // The layout the player chose last time (kept in this browser): the small Diamond.
  await page.evaluate(() => localStorage.setItem("playden.mjc.layout", "diamond"));
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(".tb-tile").first().waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  return frame;
}

async function pickTile(page: Page, root: FrameLocator, spot: number, tap: boolean) {
  const box = await root.locator(`.tb-tile[data-spot="${spot}"]`).boundingBox();
  if (!box) throw new Error(`Tile ${spot} is not on screen.`);
  const x = box.x + box.width * 0.45;
  const y = box.y + box.height * 0.5;
  if (tap) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Takes the rules' next pair by two clicks or taps; the page must then show the rules' board. */
async function takePair(page: Page, root: FrameLocator, state: MahjongState, tap: boolean): Promise<MahjongState> {
  const pair = hintPair(state);
  if (!pair) throw new Error("No pair to take.");
  const started = Date.now();
  await pickTile(page, root, pair[0], tap);
  await root.locator(`.tb-tile[data-spot="${pair[0]}"].tb-selected`).waitFor();
  await pickTile(page, root, pair[1], tap);
  const next = rules.apply(state, { t: "match", a: pair[0], b: pair[1] });
  await expect.poll(() => shownFaces(root)).toBe(facesOf(next));
  const left = MOVE_MS - (Date.now() - started);
  if (left > 0) await page.waitForTimeout(left);
  return next;
}

async function playToWin(page: Page, root: FrameLocator, start: MahjongState, movesBefore: number, tap: boolean, shot: string): Promise<void> {
  let state = start;
  let moves = movesBefore;
  while (rules.status(state).phase === "playing") {
    if (state.faces.filter((face) => face !== null).length === 2) await waitForHumanPace(harness.database, rules, moves + 1);
    state = await takePair(page, root, state, tap);
    moves++;
    if (moves === movesBefore + 4) await harness.screenshot(page, shot, { fullPage: false });
  }
}

async function buyAndUse(page: Page, frame: FrameLocator, title: string, pack: RegExp) {
  await frame.getByRole("button", { name: new RegExp(`^${title} \\(0 left\\)`) }).click();
  await buyOfferedPackWithTokens(page, pack);
}

describe("Mahjong Cruise in the browser", () => {
  test("a signed-up player uses Hint, Freeze, Shuffle and Auto Play, picks tiles by keyboard and mouse, and wins 10 tokens", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await signUpInBrowser(page, "cruise");
    const frame = await openInFrame(page);
    let state = await sessionBoard();
    expect(await shownFaces(frame)).toBe(facesOf(state));
    await frame.getByLabel(/^Time left 5:00|^Time left 4:5\d/).waitFor();
    await harness.screenshot(page, "cruise-start", { fullPage: false });

    // Keyboard: an arrow puts the focus ring on a free tile, Enter picks it, Escape lets go.
    await frame.locator(".tb-board").focus();
    await page.keyboard.press("ArrowRight");
    await frame.locator(".tb-tile.tb-focus.tb-free").waitFor();
    await page.keyboard.press("Enter");
    await frame.locator(".tb-tile.tb-focus.tb-selected").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => frame.locator(".tb-selected").count()).toBe(0);

    // Hint lights up the pair the rules would take.
    await buyAndUse(page, frame, "Hint", /Get 5 Hints/);
    const hinted = hintPair(state)!;
    await frame.locator(`.tb-tile.tb-hint[data-spot="${hinted[0]}"]`).waitFor();
    await frame.locator(`.tb-tile.tb-hint[data-spot="${hinted[1]}"]`).waitFor();
    await harness.screenshot(page, "cruise-hint", { fullPage: false });
    state = await takePair(page, frame, state, false);

    // Freeze holds the clock.
    await buyAndUse(page, frame, "Freeze", /Get 5 Freezes/);
    await frame.locator(".gs-timer-frozen").waitFor();

    // Shuffle deals the tiles left again; the page shows the rules' new board.
    await buyAndUse(page, frame, "Shuffle", /Get 5 Shuffles/);
    const shuffle: MahjongMove = { t: "shuffle" };
    state = rules.apply(state, shuffle);
    await expect.poll(() => shownFaces(frame)).toBe(facesOf(state));

    // Auto Play takes 5 pairs.
    await buyAndUse(page, frame, "Auto Play", /Get 5 Auto Plays/);
    state = rules.apply(state, { t: "auto" });
    await expect.poll(() => shownFaces(frame)).toBe(facesOf(state));
    expect(state.pairs).toBe(6);

    await playToWin(page, frame, state, 4, false, "cruise-midgame");
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await harness.screenshot(page, "cruise-won", { fullPage: false });
  }, 180_000);

  test("on a phone (390 x 844): the board fits with tiles at least 36 px wide, and a visitor wins by tapping", async () => {
    const phone = await harness.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    phone.setDefaultTimeout(10_000);
    const mobile = await phone.newPage();
    const frame = await openInFrame(mobile);
    const tile = await frame.locator(".tb-tile").first().boundingBox();
    expect(tile!.width).toBeGreaterThanOrEqual(36);
    const boxes = await frame.locator(".tb-tile").evaluateAll((tiles) => tiles.map((element) => element.getBoundingClientRect()));
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await harness.screenshot(mobile, "cruise-phone", { fullPage: false });
    await playToWin(mobile, frame, await sessionBoard(), 0, true, "cruise-phone-midgame");
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await harness.screenshot(mobile, "cruise-phone-won", { fullPage: false });
    await phone.close();
  }, 120_000);
});
