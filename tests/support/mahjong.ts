import type { FrameLocator, Page } from "playwright-core";
import { expect } from "vitest";
import type { GameRules } from "../../games/engines/gameRules.ts";
import { hintPair, type MahjongMove, type MahjongState } from "../../games/engines/tiles/mahjong.ts";
import { settledBox, type BrowserHarness } from "./browser.ts";
import { buyOfferedPackWithTokens, type GameRoot } from "./cardGames.ts";
import { backdateToHumanPace } from "./humanPace.ts";

/** The mahjong games' rules as the browser tests drive them. */
export type MahjongRules = GameRules<MahjongState, MahjongMove, unknown>;

// Taps keep clear of the browser's double-tap window (300 ms), as a person's do.
const TAP_MS = 450;

/** The board as the page shows it: "spot:face" sorted. */
export const shownFaces = (root: GameRoot) =>
  root.locator(".tb-tile").evaluateAll((tiles) => tiles.map((tile) => `${tile.getAttribute("data-spot")}:${tile.getAttribute("data-face")}`).sort().join(" "));

export function facesOf(state: MahjongState): string {
  return state.faces.flatMap((face, spot) => (face === null ? [] : [`${spot}:${face}`])).sort().join(" ");
}

/** The newest session's board of the game, rebuilt from its seed and options with the rules. */
export async function sessionBoard(harness: BrowserHarness, rules: MahjongRules): Promise<MahjongState> {
  const [session] = await harness.database.sql<{ seed: string; options: unknown }>(
    `SELECT seed, options FROM "GameSession" WHERE "gameId" = $1 ORDER BY "startedAt" DESC LIMIT 1`,
    [rules.code],
  );
  return rules.newGame(session!.seed, rules.parseOptions(session!.options));
}

/** Clicks (or taps) a tile, where it stands once the board has settled in its frame. */
export async function pickTile(page: Page, root: GameRoot, spot: number, tap: boolean) {
  const box = await settledBox(root.locator(`.tb-tile[data-spot="${spot}"]`));
  const x = box.x + box.width * 0.45;
  const y = box.y + box.height * 0.5;
  if (tap) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Takes the rules' next pair by two clicks or taps; the page must then show the rules' board. */
export async function takePair(page: Page, root: GameRoot, rules: MahjongRules, state: MahjongState, tap: boolean): Promise<MahjongState> {
  const pair = hintPair(state);
  if (!pair) throw new Error("No pair to take.");
  const started = Date.now();
  await pickTile(page, root, pair[0], tap);
  await root.locator(`.tb-tile[data-spot="${pair[0]}"].tb-selected`).waitFor();
  await pickTile(page, root, pair[1], tap);
  const next = rules.apply(state, { t: "match", a: pair[0], b: pair[1] });
  await expect.poll(() => shownFaces(root)).toBe(facesOf(next));
  const left = TAP_MS - (Date.now() - started);
  if (tap && left > 0) await page.waitForTimeout(left);
  return next;
}

/** Takes pairs to the end; before the last the session is backdated to a person's pace for the moves so far. */
export async function playToWin(harness: BrowserHarness, page: Page, root: FrameLocator, rules: MahjongRules, start: MahjongState, movesBefore: number, tap: boolean, shot: string): Promise<void> {
  let state = start;
  let moves = movesBefore;
  while (rules.status(state).phase === "playing") {
    if (state.faces.filter((face) => face !== null).length === 2) await backdateToHumanPace(harness.database, rules, moves + 1);
    state = await takePair(page, root, rules, state, tap);
    moves++;
    if (moves === movesBefore + 4) await harness.screenshot(page, shot, { fullPage: false });
  }
}

/** Opens a mahjong game in the load page's frame and waits for its board. */
export async function openMahjong(page: Page, slug: string, prepare?: () => Promise<void>): Promise<FrameLocator> {
  await page.goto(`/game/${slug}/load`);
  await prepare?.();
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const frame = page.frameLocator("iframe.play-frame");
  await frame.locator(".tb-tile").first().waitFor();
  await frame.locator(".gs-loading").waitFor({ state: "detached" });
  return frame;
}

/** Presses a powerup the player has none of, and buys the pack the portal offers with tokens (which uses one). */
export async function buyAndUse(page: Page, frame: FrameLocator, title: string, pack: RegExp): Promise<void> {
  await frame.getByRole("button", { name: new RegExp(`^${title} \\(0 left\\)`) }).click();
  await buyOfferedPackWithTokens(page, pack);
}
