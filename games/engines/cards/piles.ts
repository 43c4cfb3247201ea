/**
 * Building rules shared by the solitaire family (Klondike, FreeCell, Spider...): which card may
 * go on which, and what makes a movable run. Games combine them; none of this knows a layout.
 */
import { ACE, colorOf, rankOf, suitOf, type Card } from "./cards.ts";

/** A tableau column: face-down cards under face-up ones (the last card of `up` is on top). */
export interface Column {
  readonly down: readonly Card[];
  readonly up: readonly Card[];
}

/** Down by one in alternating colours (Klondike, FreeCell). */
export function buildsDownAlternating(card: Card, onto: Card): boolean {
  return rankOf(card) === rankOf(onto) - 1 && colorOf(card) !== colorOf(onto);
}

/** Down by one in the same suit (Spider's removable runs). */
export function buildsDownInSuit(card: Card, onto: Card): boolean {
  return rankOf(card) === rankOf(onto) - 1 && suitOf(card) === suitOf(onto);
}

/** Up or down by one, wrapping King and Ace when asked (TriPeaks, Golf). */
export function isAdjacentRank(a: Card, b: Card, wrap: boolean): boolean {
  const difference = Math.abs(rankOf(a) - rankOf(b));
  return difference === 1 || (wrap && difference === 12);
}

/** A foundation builds up in one suit from its Ace. */
export function buildsOnFoundation(card: Card, foundation: readonly Card[]): boolean {
  const top = foundation.at(-1);
  if (top === undefined) return rankOf(card) === ACE;
  return suitOf(card) === suitOf(top) && rankOf(card) === rankOf(top) + 1;
}

/** Whether every card of `cards` builds on the one before it by `builds`. */
export function isRun(cards: readonly Card[], builds: (card: Card, onto: Card) => boolean): boolean {
  for (let index = 1; index < cards.length; index++) {
    if (!builds(cards[index]!, cards[index - 1]!)) return false;
  }
  return true;
}

/** Deals `counts[i]` cards to column i from the top of `deck` (its end), the last one face up. */
export function dealColumns(deck: readonly Card[], counts: readonly number[]): { columns: Column[]; rest: Card[] } {
  const rest = [...deck];
  const columns = counts.map((count) => {
    const cards = rest.splice(rest.length - count, count).reverse();
    return { down: cards.slice(0, -1), up: cards.slice(-1) };
  });
  return { columns, rest };
}
