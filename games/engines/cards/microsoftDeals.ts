/**
 * The classic numbered FreeCell deals of Microsoft Windows (deals 1 to 32000): a linear
 * congruential generator seeded with the deal number picks cards from an ordered deck, so "deal
 * 1" here is the same table as everywhere else (its first row is JD 2D 9H JC 5D 7H 7C 5H).
 */
import { cardOf, type Card, type Suit } from "./cards.ts";

export const FIRST_MICROSOFT_DEAL = 1;
export const LAST_MICROSOFT_DEAL = 32000;

/** Microsoft's deck order: Aces first, clubs, diamonds, hearts, spades within each rank. */
const MICROSOFT_SUITS: readonly Suit[] = ["C", "D", "H", "S"];

/**
 * The 52 cards in dealing order: card i goes to column i % 8, row by row from the top.
 */
export function microsoftDeal(dealNumber: number): Card[] {
  if (!Number.isInteger(dealNumber) || dealNumber < FIRST_MICROSOFT_DEAL || dealNumber > LAST_MICROSOFT_DEAL) {
    throw new RangeError(`Deals are numbered ${FIRST_MICROSOFT_DEAL} to ${LAST_MICROSOFT_DEAL}.`);
  }
  let seed = dealNumber;
  const next = () => {
    // Multiplied below 2^53, so plain numbers stay exact.
    seed = (seed * 214013 + 2531011) % 2147483648;
    return Math.floor(seed / 65536);
  };
  const deck = Array.from({ length: 52 }, (_, index) => cardOf(MICROSOFT_SUITS[index % 4]!, Math.floor(index / 4) + 1));
  const dealt: Card[] = [];
  for (let left = deck.length; left > 0; left--) {
    const pick = next() % left;
    [deck[pick], deck[left - 1]] = [deck[left - 1]!, deck[pick]!];
    dealt.push(deck[left - 1]!);
  }
  return dealt;
}

/** The deal as eight columns, the first card of each at the bottom. */
export function microsoftColumns(dealNumber: number): Card[][] {
  const columns: Card[][] = Array.from({ length: 8 }, () => []);
  microsoftDeal(dealNumber).forEach((card, index) => columns[index % 8]!.push(card));
  return columns;
}
