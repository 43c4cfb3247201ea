import type { SoundCue } from "../shell/sound/cues.ts";
import type { SoundOf } from "../shell/sound/cueOf.ts";
import type { Column } from "./piles.ts";

/** What a solitaire's table shows to the ear, counted the same way before and after a move. */
export interface CardCounts<State> {
  /** Cards home: on the foundations, in a cleared Spider run, played off a TriPeaks or Golf layout. */
  home(state: State): number;
  /** Cards face down on the table: fewer after a move means one was turned face up. */
  faceDown?(state: State): number;
  /** Cards in the stock: fewer after a draw; many at once is a deal; more is the waste turned back. */
  stock?(state: State): number;
}

/** More cards than a Klondike draw of three leave the stock at once: a deal (Spider's row of ten). */
const DEAL_SIZE = 4;

/** Face-down cards of a table's columns. */
export function faceDownIn(columns: readonly Column[]): number {
  return columns.reduce((sum, column) => sum + column.down.length, 0);
}

/**
 * The solitaire family's cues: a card home "place", a card turned up or drawn "flip", a deal or the
 * waste gathered back "deal", anything else "move".
 */
export function cardSound<State, Move>(counts: CardCounts<State>): SoundOf<State, Move> {
  const stock = counts.stock ?? (() => 0);
  const faceDown = counts.faceDown ?? (() => 0);
  return (before, _move, after): SoundCue => {
    const drawn = stock(before) - stock(after);
    if (drawn >= DEAL_SIZE || drawn < 0) return "deal";
    if (counts.home(after) > counts.home(before)) return "place";
    if (drawn > 0 || faceDown(after) < faceDown(before)) return "flip";
    return "move";
  };
}
