/**
 * Klondike as a search problem for the card engine's solver: which moves are worth trying and
 * in what order, and when two tables play out the same. Used to prove deals winnable
 * (findWinnableDeals.ts) and to find hints.
 */
import { colorOf, KING, rankOf, suitOf, SUITS, type Card } from "../engines/cards/cards.ts";
import { solve, type SearchProblem, type SolveResult } from "../engines/cards/solver.ts";
import { buildsDownAlternating, buildsOnFoundation } from "../engines/cards/piles.ts";
import {
  foundationPile,
  MAX_RECYCLES,
  rules,
  tableauPile,
  type FoundationPile,
  type KlondikeMove,
  type KlondikeState,
  type PileId,
} from "./rules.ts";

function foundationRanks(state: KlondikeState): Map<string, number> {
  const ranks = new Map<string, number>(SUITS.map((suit) => [suit, 0]));
  for (const pile of state.foundations) {
    const top = pile.at(-1);
    if (top !== undefined) ranks.set(suitOf(top), rankOf(top));
  }
  return ranks;
}

/** No card of the other colour could ever need this one: both lower ones are home already. */
function isSafeToFoundation(card: Card, ranks: Map<string, number>): boolean {
  const rank = rankOf(card);
  if (rank <= 2) return true;
  return SUITS.every((suit) => colorOf(SUITS.indexOf(suit) * 13) === colorOf(card) || ranks.get(suit)! >= rank - 1);
}

function foundationFor(state: KlondikeState, card: Card): FoundationPile | null {
  const index = state.foundations.findIndex((pile) => buildsOnFoundation(card, pile));
  return index < 0 ? null : foundationPile(index);
}

/**
 * Moves worth trying, best first: a safe foundation move alone, then foundation moves, moves
 * that turn a card over, waste plays, run splits that free a card for a foundation, moves that
 * empty a column, and the stock last. Foundation-to-tableau moves are left out.
 */
export function promisingMoves(state: KlondikeState): KlondikeMove[] {
  const ranks = foundationRanks(state);
  const toFoundation: KlondikeMove[] = [];
  const reveals: KlondikeMove[] = [];
  const fromWaste: KlondikeMove[] = [];
  const partial: KlondikeMove[] = [];
  const emptying: KlondikeMove[] = [];
  const wasteTop = state.waste.at(-1);
  const tops: [PileId, Card][] = [];
  if (wasteTop !== undefined) tops.push(["w", wasteTop]);
  state.tableau.forEach((column, index) => {
    const top = column.up.at(-1);
    if (top !== undefined) tops.push([tableauPile(index), top]);
  });
  for (const [from, card] of tops) {
    const to = foundationFor(state, card);
    if (to === null) continue;
    const move: KlondikeMove = { t: "move", from, to, n: 1 };
    if (isSafeToFoundation(card, ranks)) return [move];
    toFoundation.push(move);
  }
  // Empty columns are alike: trying the first one is enough.
  const firstEmpty = state.tableau.findIndex((column) => column.up.length === 0);
  state.tableau.forEach((target, targetIndex) => {
    const to = tableauPile(targetIndex);
    const onto = target.up.at(-1);
    if (onto === undefined && targetIndex !== firstEmpty) return;
    const fits = (card: Card) => (onto === undefined ? rankOf(card) === KING : buildsDownAlternating(card, onto));
    if (wasteTop !== undefined && fits(wasteTop)) fromWaste.push({ t: "move", from: "w", to, n: 1 });
    state.tableau.forEach((column, index) => {
      if (index === targetIndex) return;
      const at = column.up.findIndex(fits);
      if (at < 0) return;
      const move: KlondikeMove = { t: "move", from: tableauPile(index), to, n: column.up.length - at };
      if (at === 0) {
        if (column.down.length > 0) reveals.push(move);
        else if (onto !== undefined) emptying.push(move);
        return;
      }
      // Splitting a run only pays when it frees the card beneath for a foundation.
      if (foundationFor(state, column.up[at - 1]!) !== null) partial.push(move);
    });
  });
  const stock: KlondikeMove[] = [];
  if (state.stock.length > 0) stock.push({ t: "draw" });
  else if (state.waste.length > 0 && state.recycles < MAX_RECYCLES) stock.push({ t: "recycle" });
  return [...toFoundation, ...reveals, ...fromWaste, ...partial, ...emptying, ...stock];
}

const code = (card: Card) => String.fromCharCode(48 + card);
const codes = (cards: readonly Card[]) => cards.map(code).join("");

/**
 * Equal for tables that play out the same: columns in any order; the foundations are left out
 * because they hold exactly the cards that are nowhere else.
 */
export function tableKey(state: KlondikeState): string {
  const columns = state.tableau.map((column) => `${codes(column.down)}/${codes(column.up)}`).sort();
  return `${codes(state.stock)}|${codes(state.waste)}|${state.recycles}|${columns.join(",")}`;
}

export const klondikeSearch: SearchProblem<KlondikeState, KlondikeMove> = {
  moves: promisingMoves,
  apply: (state, move) => rules.apply(state, move),
  key: tableKey,
  isGoal: (state) => state.foundations.every((pile) => pile.length === KING),
};

export function solveKlondike(state: KlondikeState, maxNodes: number): SolveResult<KlondikeMove> {
  return solve(klondikeSearch, state, { maxNodes });
}
