import type { FrameLocator, Page } from "playwright-core";
import { expect } from "vitest";
import { settledBox } from "./browser.ts";

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

/** Every card's pile on a CardTable, in order ("12@t3 40@f0 ..."): changes whenever a move is applied. */
export function cardTable(root: GameRoot): Promise<string> {
  return root.locator(".ct-card").evaluateAll((cards) => cards.map((card) => `${card.getAttribute("data-card")}@${card.getAttribute("data-pile")}`).join(" "));
}

/** Waits for a CardTable move to show: the cards' piles changed from `before` and none is still sliding. */
export function afterCardMove(root: GameRoot, boardSelector: string, before: string): Promise<void> {
  return waitForMoveShown(root, boardSelector, () => cardTable(root), before);
}

type Box = { x: number; y: number; width: number; height: number };

/** A CardTable move: the top `n` cards of pile `from` onto pile `to` (as the card games' rules write it). */
export interface CardDrag {
  from: string;
  n: number;
  to: string;
}

/**
 * Where a drag of `move` starts and ends on screen: the lead card of the cards lifted, and the
 * target column's last card (a player drops a little below it) or the target's slot (`slot`: the
 * slot that stands for `to`, e.g. any foundation for FreeCell's "f"). The board fits itself to the
 * frame, so its place is read once it has settled (settledBox), then the cards' places on it in one trip.
 */
export async function cardDragSpots(root: GameRoot, boardSelector: string, move: CardDrag, slot = move.to): Promise<{ lead: Box; onto: Box; onCard: boolean }> {
  const board = root.locator(boardSelector);
  const origin = await settledBox(board);
  const spots = await board.evaluate(
    (element, { from, n, to, slot }) => {
      const base = element.getBoundingClientRect();
      const box = (target: Element) => {
        const rect = target.getBoundingClientRect();
        return { x: rect.x - base.x, y: rect.y - base.y, width: rect.width, height: rect.height };
      };
      const sources = element.querySelectorAll(`.ct-card[data-pile="${from}"]`);
      const lead = sources[sources.length - n];
      const column = to.startsWith("t") ? element.querySelectorAll(`.ct-card[data-pile="${to}"]`) : [];
      const last = column[column.length - 1];
      const mark = element.querySelector(`[data-slot="${slot}"]`);
      return { lead: lead ? box(lead) : null, onto: last ? box(last) : mark ? box(mark) : null, onCard: last !== undefined };
    },
    { ...move, slot },
  );
  if (!spots.lead) throw new Error(`No ${move.n} cards to lift on ${move.from}.`);
  if (!spots.onto) throw new Error(`No pile ${move.to}.`);
  const onPage = (box: Box): Box => ({ ...box, x: origin.x + box.x, y: origin.y + box.y });
  return { lead: onPage(spots.lead), onto: onPage(spots.onto), onCard: spots.onCard };
}

/** Drags the top `n` cards of `from` onto `to` with the mouse, as a player would (see cardDragSpots). */
export async function dragCards(page: Page, root: GameRoot, boardSelector: string, move: CardDrag, slot = move.to): Promise<void> {
  const { lead, onto, onCard } = await cardDragSpots(root, boardSelector, move, slot);
  // Grab the strip of the lead card that shows when others lie on it.
  const grab = { x: lead.x + lead.width / 2, y: lead.y + lead.height * 0.1 };
  const below = onCard ? lead.height * 0.25 : 0;
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + (onto.x - lead.x), grab.y + (onto.y - lead.y) + below, { steps: 6 });
  await page.mouse.up();
}

/** Clicks the middle of a CardTable slot (the stock, to deal or draw), once the table has settled. */
export async function clickSlot(page: Page, root: GameRoot, slot: string): Promise<void> {
  const box = await settledBox(root.locator(`[data-slot="${slot}"]`));
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * A win test drags the first DRAGGED_FIRST moves of its stored line and the last DRAGGED_LAST (up
 * to where the game completes by itself); the game resumes from its save for the moves between
 * (resumeNearEnd.ts).
 */
export const DRAGGED_FIRST = 16;
export const DRAGGED_LAST = 13;

/** Every card's pile on a CardTable ("12@t3"), sorted: to compare with the piles a rules' state gives. */
export async function sortedTable(root: GameRoot): Promise<string[]> {
  return (await cardTable(root)).split(" ").sort();
}

/** What a clearing game's rules' state (Sailing Seas, Solitaire Gardens) puts on its ClearingBoard. */
export interface ClearingTable {
  /** The card at each numbered place; null once cleared. */
  layout: readonly (number | null)[];
  stock: readonly number[];
  waste: readonly number[];
}

/**
 * Waits for a ClearingBoard to show what the rules' state says: every card left in the layout at
 * its numbered place, as many cards in the stock, and the waste's top card.
 */
export async function expectClearingTable(root: GameRoot, state: ClearingTable): Promise<void> {
  const layout = state.layout.flatMap((card, place) => (card === null ? [] : [`${card}@${place}`])).sort();
  const placed = () =>
    root.locator(".clr-card").evaluateAll((cards) =>
      cards
        .filter((card) => /^\d+$/.test(card.getAttribute("data-place") ?? ""))
        .map((card) => `${card.getAttribute("data-card")}@${card.getAttribute("data-place")}`)
        .sort(),
    );
  await expect.poll(placed, { timeout: 20_000 }).toEqual(layout);
  expect(await root.locator('.clr-card[data-place="stock"]').count(), "cards in the stock").toBe(state.stock.length);
  await root.locator(`.clr-card[data-place="waste"][data-card="${state.waste.at(-1)}"]`).waitFor({ timeout: 20_000 });
}
