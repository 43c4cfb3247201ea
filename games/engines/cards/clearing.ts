/**
 * Clearing solitaires (TriPeaks, Golf): cards lie in a layout where each position is covered by
 * others; a card is free once every card covering it is gone, and a free card plays onto the
 * waste when it is one rank above or below the waste's top card (King and Ace connect when the
 * game says so). The stock turns one card at a time onto the waste. Games add their own shape,
 * scoring and powerups; the solver here proves deals winnable before they are offered.
 */
import { shuffledDeck, type Card } from "./cards.ts";
import { isAdjacentRank } from "./piles.ts";
import { solve, type SearchProblem, type SolveResult } from "./solver.ts";

/** Which positions cover which: `coveredBy[i]` lists the positions lying on position i. */
export interface ClearingShape {
  readonly size: number;
  readonly coveredBy: readonly (readonly number[])[];
}

/** A layout position holds its card until it is cleared (null). */
export type Layout = readonly (Card | null)[];

export type ClearingStep = { readonly t: "play"; readonly i: number } | { readonly t: "draw" };

export function isFree(shape: ClearingShape, layout: Layout, index: number): boolean {
  return layout[index] !== null && shape.coveredBy[index]!.every((cover) => layout[cover] === null);
}

/** Positions whose card plays onto `wasteTop` now. */
export function playablePositions(shape: ClearingShape, layout: Layout, wasteTop: Card | undefined, wrap: boolean): number[] {
  if (wasteTop === undefined) return [];
  const positions: number[] = [];
  for (let index = 0; index < shape.size; index++) {
    const card = layout[index];
    if (card !== null && card !== undefined && isFree(shape, layout, index) && isAdjacentRank(card, wasteTop, wrap)) positions.push(index);
  }
  return positions;
}

export function clearedCount(layout: Layout): number {
  return layout.reduce<number>((count, card) => (card === null ? count + 1 : count), 0);
}

export interface ClearingDeal {
  readonly shape: ClearingShape;
  readonly layout: Layout;
  /** Face down; the last card is the next to turn. */
  readonly stock: readonly Card[];
  readonly wasteTop: Card;
  readonly wrap: boolean;
}

interface SearchState {
  readonly layout: Layout;
  readonly stockLeft: number;
  readonly wasteTop: Card;
}

/** How many positions a position's card keeps covered: freeing deep cards first opens the layout. */
function covering(shape: ClearingShape): number[] {
  const counts = new Array<number>(shape.size).fill(0);
  shape.coveredBy.forEach((covers) => covers.forEach((cover) => counts[cover]!++));
  return counts;
}

/**
 * Depth-first search for a way to clear the whole layout without powerups. The key packs the
 * cleared positions, the stock left and the waste top: everything the rest of the game depends on.
 */
export function solveClearing(deal: ClearingDeal, maxNodes: number): SolveResult<ClearingStep> {
  const { shape, stock, wrap } = deal;
  const blocks = covering(shape);
  const problem: SearchProblem<SearchState, ClearingStep> = {
    moves(state) {
      const plays = playablePositions(shape, state.layout, state.wasteTop, wrap).sort((a, b) => blocks[b]! - blocks[a]! || a - b);
      const steps: ClearingStep[] = plays.map((i) => ({ t: "play", i }));
      if (state.stockLeft > 0) steps.push({ t: "draw" });
      return steps;
    },
    apply(state, step) {
      if (step.t === "draw") return { layout: state.layout, stockLeft: state.stockLeft - 1, wasteTop: stock[state.stockLeft - 1]! };
      const layout = state.layout.map((card, index) => (index === step.i ? null : card));
      return { layout, stockLeft: state.stockLeft, wasteTop: state.layout[step.i]! };
    },
    key(state) {
      let low = 0;
      let high = 0;
      state.layout.forEach((card, index) => {
        if (card !== null) return;
        if (index < 30) low |= 1 << index;
        else high |= 1 << (index - 30);
      });
      return `${low}.${high}.${state.stockLeft}.${state.wasteTop}`;
    },
    isGoal: (state) => state.layout.every((card) => card === null),
  };
  return solve(problem, { layout: deal.layout, stockLeft: stock.length, wasteTop: deal.wasteTop }, { maxNodes });
}

/**
 * The first of `seed`, `seed/1`, `seed/2`, ... whose deal the solver wins within `maxNodes`
 * states, with the winning steps: the same answer on every machine, so client and server agree
 * on the deal without storing it.
 */
export function firstWinnableDeal<T extends ClearingDeal>(
  seed: string,
  dealOf: (variant: string) => T,
  maxNodes: number,
  maxTries: number,
): { variant: string; deal: T; solution: ClearingStep[] } {
  for (let attempt = 0; attempt < maxTries; attempt++) {
    const variant = attempt === 0 ? seed : `${seed}/${attempt}`;
    const deal = dealOf(variant);
    const { solution } = solveClearing(deal, maxNodes);
    if (solution) return { variant, deal, solution };
  }
  throw new RangeError(`No winnable deal found from seed "${seed}" in ${maxTries} tries.`);
}

/** A seed's deal: the first winnable variant, and the solver's winning steps for it. */
export interface ClearingDealt {
  variant: string;
  layout: Layout;
  stock: readonly Card[];
  wasteTop: Card;
  solution: ClearingStep[];
}

/**
 * A clearing game's dealer: one shuffled deck per variant (the layout first, then the stock, one
 * card on the waste), the first variant of the seed the solver wins within `solverNodes`. The
 * same seed always gives the same deal, so recent answers are kept instead of searching again on
 * every replay.
 */
export function clearingDealer(game: { shape: ClearingShape; wrap: boolean; solverNodes: number; maxTries: number }): (seed: string) => ClearingDealt {
  const dealCards = (variant: string) => {
    const deck = shuffledDeck(variant);
    const rest = deck.slice(game.shape.size);
    return { shape: game.shape, layout: deck.slice(0, game.shape.size) as Layout, stock: rest.slice(0, -1), wasteTop: rest.at(-1)!, wrap: game.wrap };
  };
  const dealt = new Map<string, ClearingDealt>();
  return (seed) => {
    const known = dealt.get(seed);
    if (known) return known;
    const found = firstWinnableDeal(seed, dealCards, game.solverNodes, game.maxTries);
    const result = { variant: found.variant, layout: found.deal.layout, stock: found.deal.stock, wasteTop: found.deal.wasteTop, solution: found.solution };
    if (dealt.size >= 64) dealt.delete(dealt.keys().next().value!);
    dealt.set(seed, result);
    return result;
  };
}

/**
 * A hint that never lies: the first step of a win the solver finds within `maxNodes` (without
 * powerups), else a card that plays now, else turning the stock; null when neither is possible.
 */
export function hintStep(deal: ClearingDeal, maxNodes: number): { step: ClearingStep; winning: boolean } | null {
  const first = solveClearing(deal, maxNodes).solution?.[0];
  if (first) return { step: first, winning: true };
  const playable = playablePositions(deal.shape, deal.layout, deal.wasteTop, deal.wrap)[0];
  if (playable !== undefined) return { step: { t: "play", i: playable }, winning: false };
  return deal.stock.length > 0 ? { step: { t: "draw" }, winning: false } : null;
}
