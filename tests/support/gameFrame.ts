import type { Frame, FrameLocator, Page } from "playwright-core";
import { gameStorageKey } from "./browser.ts";

/**
 * A game as a player plays it: on the portal's load page, in the `iframe.play-frame` it hosts.
 * Game pages (`/play/<slug>/`) are sandboxed, so no test opens one top-level.
 *
 * - `game` finds the game's elements (locator, getByRole, getByText): clicks, reads, waits;
 * - `frame` is the game's document, for `evaluate` and `waitForFunction` inside the game.
 *
 * The keyboard and the mouse stay on the page: keys reach the focused frame (the portal focuses it
 * once it loads; a click into the game focuses it too), and boxes are the page's coordinates.
 * After `page.reload()` (or any navigation of the page) the frame is a new one: start it again.
 */
export interface GameFrame {
  game: FrameLocator;
  frame: Frame;
}

export interface OpenGameOptions {
  /** A selector in the game that shows it is there (its board, a card); `.gs-board` (the shell's) by default. */
  ready?: string;
  /** False when the load page starts the game by itself (the player's "Start games at once"). */
  click?: boolean;
}

/** Goes to the game's load page, presses Play and resolves once the game in the frame has started. */
export async function openGame(page: Page, slug: string, options: OpenGameOptions = {}): Promise<GameFrame> {
  await page.goto(`/game/${slug}/load`);
  return startGame(page, options);
}

/** On a load page already open (after a reload, say): presses Play and resolves once the game in the frame has started. */
export async function startGame(page: Page, { ready = ".gs-board", click = true }: OpenGameOptions = {}): Promise<GameFrame> {
  if (click) await page.getByRole("button", { name: "Play", exact: true }).click();
  const host = page.locator("iframe.play-frame");
  await host.waitFor();
  const game = page.frameLocator("iframe.play-frame");
  await game.locator(ready).first().waitFor();
  // The shell shows its loading overlay from its first render until the session has started.
  await game.locator(".gs-loading").waitFor({ state: "detached" });
  const handle = await host.elementHandle();
  const frame = await handle?.contentFrame();
  await handle?.dispose();
  if (!frame) throw new Error("The load page's game frame has no document.");
  return { game, frame };
}

/**
 * Keeps a game's stored value (options, settings) in this browser before every load of the portal
 * page, so the game finds it when it starts: set on the portal page, under the name the portal
 * keeps it by (`gameStorageKey`), never from inside the game's frame.
 */
export async function keepGameStorage(page: Page, key: string, value: string): Promise<void> {
  await page.addInitScript(
    ([name, text]) => {
      // Init scripts run in every frame: only the portal page (the top one) keeps the game's storage.
      if (window === window.top) localStorage.setItem(name!, text!);
    },
    [gameStorageKey(key), value],
  );
}
