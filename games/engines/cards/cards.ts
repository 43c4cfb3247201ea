/**
 * Playing cards for every solitaire game: a card is a number 0..51 (suit * 13 + rank - 1), so
 * piles are plain arrays of numbers that are cheap to copy, compare and key in a solver, and
 * JSON-friendly in saved states.
 */
import { seededRandom } from "../random.ts";

export type Suit = "S" | "H" | "D" | "C";
/** Spades, hearts, clubs, diamonds: alternating colours, so suit order never hints a colour pair. */
export const SUITS: readonly Suit[] = ["S", "H", "C", "D"];
export type Card = number;
export type Color = "black" | "red";

export const ACE = 1;
export const JACK = 11;
export const QUEEN = 12;
export const KING = 13;
export const DECK_SIZE = 52;

const RANK_NAMES = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
const RANK_WORDS = ["", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King"] as const;
const SUIT_WORDS: Record<Suit, string> = { S: "Spades", H: "Hearts", C: "Clubs", D: "Diamonds" };

export function cardOf(suit: Suit, rank: number): Card {
  if (!Number.isInteger(rank) || rank < ACE || rank > KING) throw new RangeError(`No rank ${rank}.`);
  return SUITS.indexOf(suit) * 13 + rank - 1;
}

export function isCard(value: unknown): value is Card {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < DECK_SIZE;
}

export function suitOf(card: Card): Suit {
  return SUITS[Math.floor(card / 13)]!;
}

export function rankOf(card: Card): number {
  return (card % 13) + 1;
}

export function colorOf(card: Card): Color {
  const suit = suitOf(card);
  return suit === "H" || suit === "D" ? "red" : "black";
}

export function rankName(card: Card): string {
  return RANK_NAMES[rankOf(card)]!;
}

/** "10H", "QS": short, for logs and tests. */
export function cardName(card: Card): string {
  return `${rankName(card)}${suitOf(card)}`;
}

export function parseCardName(name: string): Card {
  const match = /^(A|[2-9]|10|J|Q|K)([SHCD])$/.exec(name);
  if (!match) throw new RangeError(`"${name}" is not a card name like "10H" or "QS".`);
  return cardOf(match[2] as Suit, RANK_NAMES.indexOf(match[1] as (typeof RANK_NAMES)[number]));
}

const SUIT_SIGNS: Record<Suit, string> = { S: "♠", H: "♥", C: "♣", D: "♦" };

/** "9♥", "Q♠": how a refused move names a card to the player. */
export function cardSign(card: Card): string {
  return `${rankName(card)}${SUIT_SIGNS[suitOf(card)]}`;
}

/** "Queen of Hearts": what a screen reader says. */
export function cardLabel(card: Card): string {
  return `${RANK_WORDS[rankOf(card)]} of ${SUIT_WORDS[suitOf(card)]}`;
}

export function suitLabel(suit: Suit): string {
  return SUIT_WORDS[suit];
}

export function newDeck(): Card[] {
  return Array.from({ length: DECK_SIZE }, (_, index) => index);
}

/** A full deck in the order the seed gives: the same seed deals the same cards everywhere. */
export function shuffledDeck(seed: string): Card[] {
  return seededRandom(seed).shuffle(newDeck());
}
