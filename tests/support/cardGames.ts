import type { FrameLocator, Page } from "playwright-core";
import { expect } from "vitest";

/** A game's document: the load page's frame, or the game's own page. */
export type GameRoot = Page | FrameLocator;

/**
 * Waits until a move has shown: the table (as `readTable` reads it) differs from `before` and no
 * card of the board (`boardSelector`) is still sliding.
 */
export async function waitForMoveShown(root: GameRoot, boardSelector: string, readTable: () => Promise<string>, before: string): Promise<void> {
  await expect.poll(readTable, { timeout: 20_000 }).not.toBe(before);
  await expect
    .poll(() => root.locator(boardSelector).evaluate((board) => board.getAnimations({ subtree: true }).filter((animation) => animation instanceof CSSTransition).length), {
      // A slide is a fraction of a second; a busy machine (CI's two cores) may stretch it.
      timeout: 20_000,
    })
    .toBe(0);
}

/** In the Confirm Purchase dialog the game opened for a powerup: buys the pack for tokens and closes the success message. */
export async function buyOfferedPackWithTokens(page: Page, pack: RegExp): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Confirm Purchase" });
  await dialog.getByText(pack).waitFor();
  await dialog.getByRole("button", { name: /^Buy for \d+ Tokens/ }).click();
  await page.getByRole("dialog", { name: "Success" }).getByRole("button", { name: "Close", exact: true }).click();
}
