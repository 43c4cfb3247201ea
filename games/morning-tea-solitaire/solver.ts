/**
 * Spider as a search problem for the card engine's best-first solver. The solver sees the whole
 * deal (the seed is public and the server replays with it anyway), so it plays a thoughtful
 * game: moves that build in suit, uncover a card or empty a column, and the deal. Used to prove
 * deals winnable (findWinnableDeals.ts) and for hints.
 */
import { solveBestFirst, type ScoredProblem } from "../engines/cards/bestFirst.ts";
import { rankOf, suitOf } from "../engines/cards/cards.ts";
import type { SolveResult } from "../engines/cards/solver.ts";
import { COLUMN_PILES, faceOf, isWon, play, runLength, type SpiderMove, type SpiderState } from "./rules.ts";

type TableMove = Exclude<SpiderMove, { t: "powerup" }>;

/**
 * Moves worth trying, best first: runs that join a run of their own suit, runs that uncover a
 * card or empty a column, runs into the first empty column, then the deal. A run never leaves a
 * card it already follows in suit, and leaves a card one rank higher only to join its own suit.
 */
export function searchMoves(state: SpiderState): TableMove[] {
  const inSuit: TableMove[] = [];
  const uncover: TableMove[] = [];
  const toEmpty: TableMove[] = [];
  const firstEmpty = state.columns.findIndex((column) => column.up.length === 0);
  state.columns.forEach((column, from) => {
    const length = runLength(column);
    if (length === 0) return;
    const lead = faceOf(column.up.at(-length)!);
    const below = column.up.at(-length - 1);
    const sitsWell = below !== undefined && rankOf(faceOf(below)) === rankOf(lead) + 1;
    state.columns.forEach((target, to) => {
      if (to === from) return;
      const top = target.up.at(-1);
      if (top === undefined) return;
      // The card of the run that fits on this target, if any.
      const n = rankOf(faceOf(top)) - rankOf(faceOf(column.up.at(-1)!));
      if (n < 1 || n > length) return;
      const joinsSuit = suitOf(faceOf(top)) === suitOf(faceOf(column.up.at(-n)!));
      if (n < length) {
        if (joinsSuit) inSuit.push({ t: "move", from: COLUMN_PILES[from]!, to: COLUMN_PILES[to]!, n });
        return;
      }
      if (joinsSuit) inSuit.push({ t: "move", from: COLUMN_PILES[from]!, to: COLUMN_PILES[to]!, n });
      else if (!sitsWell) uncover.push({ t: "move", from: COLUMN_PILES[from]!, to: COLUMN_PILES[to]!, n });
    });
    const keepsCards = column.down.length > 0 || column.up.length > length;
    if (firstEmpty >= 0 && firstEmpty !== from && keepsCards && !(sitsWell && below !== undefined && suitOf(faceOf(below)) === suitOf(lead))) {
      toEmpty.push({ t: "move", from: COLUMN_PILES[from]!, to: COLUMN_PILES[firstEmpty]!, n: length });
    }
  });
  const deal: TableMove[] = state.stock.length > 0 && firstEmpty < 0 ? [{ t: "deal" }] : [];
  return [...inSuit, ...uncover, ...toEmpty, ...deal];
}

const code = (id: number) => String.fromCharCode(48 + faceOf(id));

/** Equal for tables that play out the same: columns in any order, twin cards alike. */
export function tableKey(state: SpiderState): string {
  const columns = state.columns.map((column) => `${column.down.map(code).join("")}/${column.up.map(code).join("")}`).sort();
  return `${state.stock.length}|${columns.join(",")}`;
}

/** How far from a win: cards still face down, breaks between cards, cards in the stock, runs cleared. */
export function distance(state: SpiderState): number {
  let score = -60 * state.cleared.length + state.stock.length;
  for (const column of state.columns) {
    score += 4 * column.down.length;
    if (column.up.length === 0) score -= 6;
    for (let index = 1; index < column.up.length; index++) {
      const upper = faceOf(column.up[index]!);
      const lower = faceOf(column.up[index - 1]!);
      if (rankOf(upper) !== rankOf(lower) - 1) score += 3;
      else if (suitOf(upper) !== suitOf(lower)) score += 1;
    }
  }
  return score;
}

export const spiderSearch: ScoredProblem<SpiderState, TableMove> = {
  moves: searchMoves,
  apply: play,
  key: tableKey,
  isGoal: isWon,
  score: distance,
};

export function solveSpider(state: SpiderState, maxNodes: number): SolveResult<TableMove> {
  return solveBestFirst(spiderSearch, state, { maxNodes });
}
