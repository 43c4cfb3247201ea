import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { colOf, dailyLevelOf, rowOf, rules, sandDollarsFor, type AquariumMove, type AquariumState } from "../../games/quinns-aquarium/rules.ts";
import { solve } from "../../games/quinns-aquarium/solver.ts";
import { buyOfferedPackWithTokens } from "../support/cardGames.ts";
import { settledBox, signUpInBrowser, useBrowserHarness } from "../support/browser.ts";
import { backdateToHumanPace } from "../support/humanPace.ts";

const harness = useBrowserHarness();

const LOAD = "/game/quinns-aquarium/load";
/** The cell the Hammer breaks on level 1 before the solver's line. */
const HAMMERED = 9;

type Swap = Extract<AquariumMove, { t: "swap" }>;
type Way = "keys" | "drag" | "click" | "tap";

async function openInFrame(page: Page) {
  await page.goto(LOAD);
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(".qua-board .qua-tile").first().waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  return frame;
}

/** Waits until the board shows `moves` moves, still (no frame of a cascade left to play). */
async function settled(frame: FrameLocator, moves: number) {
  await frame.locator(`.qua-board[data-moves="${moves}"][data-animating="false"]`).waitFor({ timeout: 20_000 });
}

/** A tile's centre on the page, once the tank has settled in the frame. */
async function centre(frame: FrameLocator, cell: number) {
  const box = await settledBox(frame.locator(`.qua-tile[data-cell="${cell}"]`));
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The board on screen: every tile's kind by cell. */
function shownKinds(frame: FrameLocator) {
  return frame.locator(".qua-tile[data-cell]").evaluateAll((tiles) =>
    tiles.map((tile) => [Number(tile.getAttribute("data-cell")), Number(tile.getAttribute("data-kind"))] as const).sort((a, b) => a[0] - b[0]).map(([, kind]) => kind),
  );
}

async function swapOnScreen(page: Page, frame: FrameLocator, { a, b }: Swap, way: Way) {
  if (way === "keys") {
    // From wherever the cursor is (the last cell tapped): walk to `a`, pick it, step to `b`, swap.
    await frame.locator(".qua-board").focus();
    const cursor = Number(await frame.locator(".qua-board").getAttribute("data-cursor"));
    const walk = (from: number, to: number) => {
      const keys: string[] = [];
      for (let row = rowOf(from); row !== rowOf(to); row += Math.sign(rowOf(to) - row)) keys.push(rowOf(to) > row ? "ArrowDown" : "ArrowUp");
      for (let col = colOf(from); col !== colOf(to); col += Math.sign(colOf(to) - col)) keys.push(colOf(to) > col ? "ArrowRight" : "ArrowLeft");
      return keys;
    };
    for (const key of [...walk(cursor, a), "Enter", ...walk(a, b), "Enter"]) await page.keyboard.press(key);
    return;
  }
  const from = await centre(frame, a);
  const to = await centre(frame, b);
  if (way === "drag") {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
  } else if (way === "click") {
    await page.mouse.click(from.x, from.y);
    await page.mouse.click(to.x, to.y);
  } else {
    await page.touchscreen.tap(from.x, from.y);
    // Taps keep clear of the browser's double-tap window (300 ms), as a person's do.
    await page.waitForTimeout(350);
    await page.touchscreen.tap(to.x, to.y);
  }
}

/** Plays the solver's line from `state` on screen, checking the board after each move against the rules. */
async function playToWin(page: Page, frame: FrameLocator, state: AquariumState, movesBefore: number, ways: readonly Way[], shot: string): Promise<AquariumState> {
  const { moves, end } = solve(state);
  expect(rules.status(end).phase).toBe("won");
  let expected = state;
  for (const [index, move] of moves.entries()) {
    if (move.t !== "swap") throw new Error("The solver only swaps.");
    if (index === moves.length - 1) await backdateToHumanPace(harness.database, rules, movesBefore + moves.length);
    await swapOnScreen(page, frame, move, ways[index % ways.length]!);
    expected = rules.apply(expected, move);
    if (index === moves.length - 1) break;
    try {
      await settled(frame, movesBefore + index + 1);
    } catch (error) {
      await harness.screenshot(page, `${shot}-stuck`, { fullPage: false });
      throw error;
    }
    expect(await shownKinds(frame)).toEqual(expected.board.map((tile) => tile!.kind));
    if (index === 0) await harness.screenshot(page, shot, { fullPage: false });
  }
  return end;
}

describe("Quinn's Aquarium in the browser", () => {
  test("a signed-up player refuses a swap without a match, breaks a tile with a bought Hammer, wins level 1 by keys, drag and clicks, earns Sand Dollars, and decorates the aquarium", async () => {
    const page = await harness.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await page.goto("/");
    await signUpInBrowser(page, "aquarium");
    const frame = await openInFrame(page);
    await frame.getByLabel("0 Sand Dollars").waitFor();
    // The tank draws its cells once measured: no invalid (negative) SVG sizes before.
    expect(consoleErrors).toEqual([]);
    await frame.getByLabel("Level 1 goals").waitFor();
    await harness.screenshot(page, "aquarium-start", { fullPage: false });

    const start = rules.newGame("", { level: 1 });
    expect(await shownKinds(frame)).toEqual(start.board.map((tile) => tile!.kind));
    // A swap that makes no match is refused, and the tiles stay.
    const refused = [0, 1, 8].flatMap((a) => [a + 1, a + 8].map((b) => ({ a, b }))).find(({ a, b }) => !rules.legalMoves(start).some((move) => move.t === "swap" && move.a === a && move.b === b))!;
    await swapOnScreen(page, frame, { t: "swap", ...refused }, "click");
    await frame.getByText("That swap makes no match.").waitFor();
    // The line is in sight, above the powerup bar (it lets taps through to the board, so elementFromPoint does not see it).
    expect(await frame.getByText("That swap makes no match.").evaluate((line) => {
      const box = line.getBoundingClientRect();
      const bar = document.querySelector(".gs-powerbar")?.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= (bar?.top ?? window.innerHeight) && box.height > 0;
    })).toBe(true);
    expect(await frame.locator(".qua-board").getAttribute("data-moves")).toBe("0");

    // The Hammer: none owned, so pressing it offers the portal's store at once, as every powerup
    // does; the bought Hammer is armed, and the tile picked breaks.
    await frame.getByRole("button", { name: /^Hammer \(0 left\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 5 Hammers/);
    await frame.getByRole("button", { name: /^Hammer \(5 left\)/ }).waitFor();
    await frame.getByText("Hammer ready: pick a tile to break.").waitFor();
    const hit = await centre(frame, HAMMERED);
    await page.mouse.click(hit.x, hit.y);
    await frame.getByRole("button", { name: /^Hammer \(4 left\)/ }).waitFor();
    await settled(frame, 1);
    const hammered = rules.apply(start, { t: "hammer", c: HAMMERED });
    expect(await shownKinds(frame)).toEqual(hammered.board.map((tile) => tile!.kind));
    expect(hammered.movesLeft).toBe(start.movesLeft);

    const end = await playToWin(page, frame, hammered, 1, ["keys", "drag", "click"], "aquarium-midgame");
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    const earned = sandDollarsFor(end);
    await frame.getByText(`+${earned} Sand Dollars`).waitFor();
    await frame.getByLabel(`${earned} Sand Dollars`).waitFor();
    await harness.screenshot(page, "aquarium-won", { fullPage: false });

    // Level 2 opens on the map.
    await frame.getByRole("button", { name: /^Level map/ }).click();
    await frame.locator('.qua-pearl[data-level="2"]:not([disabled])').waitFor();
    await frame.locator('.qua-pearl[data-level="3"][disabled]').waitFor();
    // The map fades in: the picture waits for it.
    await frame.locator(".qua-map-overlay").evaluate((overlay) => Promise.all(overlay.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await harness.screenshot(page, "aquarium-map", { fullPage: false });
    await frame.getByRole("button", { name: "Back to the level" }).click();

    // The aquarium: buy seagrass for the first spot, then move it.
    await frame.getByRole("button", { name: "Quinn's aquarium (A)" }).click();
    await frame.getByRole("heading", { name: "Quinn's aquarium", exact: true }).waitFor();
    await frame.getByRole("radio", { name: /Seagrass/ }).click();
    await frame.locator('.qua-spot[data-spot="0"]').click();
    await frame.locator('.qua-spot[data-spot="0"][data-kind="seagrass"]').waitFor();
    await frame.getByLabel(`${earned - 5} Sand Dollars`).first().waitFor();
    await frame.locator('.qua-spot[data-spot="0"]').click();
    await frame.locator('.qua-spot[data-spot="14"]').click();
    await frame.locator('.qua-spot[data-spot="14"][data-kind="seagrass"]').waitFor();
    await frame.locator('.qua-spot[data-spot="0"][data-kind=""]').waitFor();
    // Too dear: a sand castle costs more than is left, and nothing changes.
    await frame.getByRole("radio", { name: /Sand castle/ }).click();
    await frame.locator('.qua-spot[data-spot="3"]').click();
    await frame.getByText(/A Sand castle costs 60 Sand Dollars: win a level to earn more\./).waitFor();
    await harness.screenshot(page, "aquarium-tank", { fullPage: false });
    // Kept on the server: a reload shows the same tank.
    await page.reload();
    const again = await openInFrame(page);
    await again.getByRole("button", { name: "Quinn's aquarium (A)" }).click();
    await again.locator('.qua-spot[data-spot="14"][data-kind="seagrass"]').waitFor();
  }, 180_000);

  test("the daily tank: chosen in Settings, the date's board and goals for everyone, won with the solver's line; the levels are one button away, and yesterday's tank one choice away", async () => {
    const page = await harness.newPage();
    const frame = await openInFrame(page);
    await frame.getByLabel("Level 1 goals").waitFor();
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByRole("radio", { name: "Daily: the same tank for everyone" }).check();
    const newestSeed = async () => (await harness.database.sql<{ seed: string }>(`SELECT seed FROM "GameSession" WHERE "gameId" = 'QUA' ORDER BY "startedAt" DESC LIMIT 1`))[0]!.seed;
    await expect.poll(newestSeed).toMatch(/^QUA:\d{4}-\d{2}-\d{2}$/);
    const seed = await newestSeed();
    await frame.getByRole("combobox", { name: "Day" }).waitFor();
    await harness.screenshot(page, "aquarium-daily-settings", { fullPage: false });
    await page.keyboard.press("Escape");
    await frame.getByLabel("Today's puzzle goals").waitFor();
    await frame.locator(".gs-loading").waitFor({ state: "detached" });
    const start = rules.newGame(seed, { level: 1 });
    expect(start).toMatchObject({ daily: seed.slice(4), level: dailyLevelOf(seed.slice(4)) });
    expect(await shownKinds(frame)).toEqual(start.board.map((tile) => tile!.kind));

    await playToWin(page, frame, start, 0, ["click"], "aquarium-daily");
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await harness.screenshot(page, "aquarium-daily-won", { fullPage: false });
    await frame.getByRole("button", { name: "Play level 1" }).waitFor();

    const yesterday = new Date(Date.parse(`${seed.slice(4)}T12:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByRole("combobox", { name: "Day" }).selectOption(yesterday);
    await expect.poll(newestSeed).toBe(`QUA:${yesterday}`);
    await page.keyboard.press("Escape");
    await frame.getByLabel(/^Puzzle of \w+ \d+ goals$/).waitFor();
    await frame.getByRole("button", { name: "Settings" }).click();
    await frame.getByRole("radio", { name: /^Levels/ }).check();
    await page.keyboard.press("Escape");
    await frame.getByLabel("Level 1 goals").waitFor();
  }, 120_000);

  test("on a phone (390 x 844): the tank fits with tiles of 44 px, a visitor wins level 1 by tapping and is asked to sign in to decorate", async () => {
    const phone = await harness.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: harness.portal.url });
    phone.setDefaultTimeout(20_000);
    const mobile = await phone.newPage();
    const frame = await openInFrame(mobile);
    const tile = await settledBox(frame.locator(".qua-tile").first());
    expect(tile.width).toBeGreaterThanOrEqual(44);
    const board = await settledBox(frame.locator(".qua-board"));
    expect(board.x).toBeGreaterThanOrEqual(12);
    expect(board.x + board.width).toBeLessThanOrEqual(390 - 12);
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await harness.screenshot(mobile, "aquarium-phone", { fullPage: false });
    await playToWin(mobile, frame, rules.newGame("", { level: 1 }), 0, ["tap"], "aquarium-phone-midgame");
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 30_000 });
    await harness.screenshot(mobile, "aquarium-phone-won", { fullPage: false });
    await frame.getByRole("button", { name: "Visit the aquarium" }).tap();
    await frame.getByText("Sign in to decorate").waitFor();
    await harness.screenshot(mobile, "aquarium-phone-tank", { fullPage: false });
    await phone.close();
  }, 120_000);
});
