/**
 * FreeCell as a search problem for the card engine's best-first solver: moves worth trying (a run
 * moves as one move, within the supermove limit), a key equal for tables that play out the same
 * (columns and free cells in any order), and a score of how tangled a table still is. Used to
 * prove deals solvable (findProvenDeals.ts) and for hints.
 */
import { solveBestFirst, type ScoredProblem } from "../engines/cards/bestFirst.ts";
import { rankOf, SUITS, suitOf, type Card } from "../engines/cards/cards.ts";
import type { SolveResult } from "../engines/cards/solver.ts";
import { buildsDownAlternating } from "../engines/cards/piles.ts";
import {
  autoPlay,
  CELL_PILES,
  COLUMN_PILES,
  cardsHome,
  emptyColumnCount,
  freeCellCount,
  goesHome,
  isWon,
  maxRunLength,
  moveCards,
  type FreeCellMove,
  type Position,
  type SourcePile,
} from "./rules.ts";

type CardMove = Extract<FreeCellMove, { t: "move" }>;

/** How many cards on top of a column form a run down in alternating colours. */
function runLength(column: readonly Card[]): number {
  let length = column.length > 0 ? 1 : 0;
  while (length < column.length && buildsDownAlternating(column.at(-length)!, column.at(-length - 1)!)) length++;
  return length;
}

/**
 * Moves worth trying: home, runs onto a column they fit (the whole fitting run), a top card into
 * the first free cell, and a run into the first empty column (the longest that may go, and the
 * top card alone).
 */
export function searchMoves(position: Position): CardMove[] {
  const home: CardMove[] = [];
  const onto: CardMove[] = [];
  const toEmpty: CardMove[] = [];
  const toCell: CardMove[] = [];
  const firstEmpty = COLUMN_PILES.find((_, index) => position.columns[index]!.length === 0);
  const firstCell = CELL_PILES.find((_, index) => position.cells[index] === null);
  const sources: [SourcePile, readonly Card[]][] = [];
  position.cells.forEach((card, index) => {
    if (card !== null) sources.push([CELL_PILES[index]!, [card]]);
  });
  position.columns.forEach((column, index) => {
    if (column.length > 0) sources.push([COLUMN_PILES[index]!, column.slice(-runLength(column))]);
  });
  for (const [from, run] of sources) {
    const top = run.at(-1)!;
    if (goesHome(position, top)) home.push({ t: "move", from, to: "f", n: 1 });
    position.columns.forEach((column, index) => {
      const target = column.at(-1);
      if (target === undefined || COLUMN_PILES[index] === from) return;
      const at = run.findIndex((card) => buildsDownAlternating(card, target));
      if (at >= 0 && run.length - at <= maxRunLength(position, false)) onto.push({ t: "move", from, to: COLUMN_PILES[index]!, n: run.length - at });
    });
    const fromColumn = from.startsWith("t") ? position.columns[Number(from.slice(1))]! : null;
    if (firstEmpty !== undefined && (fromColumn === null || fromColumn.length > 1)) {
      const longest = Math.min(run.length, maxRunLength(position, true), fromColumn ? fromColumn.length - 1 : 1);
      toEmpty.push({ t: "move", from, to: firstEmpty, n: longest });
      if (longest > 1) toEmpty.push({ t: "move", from, to: firstEmpty, n: 1 });
    }
    if (firstCell !== undefined && fromColumn) toCell.push({ t: "move", from, to: firstCell, n: 1 });
  }
  return [...home, ...onto, ...toEmpty, ...toCell];
}

export function applySearchMove(position: Position, move: CardMove): Position {
  const moved = moveCards(position, move.from, move.to, move.n);
  if (typeof moved === "string") throw new Error(`The solver tried an illegal move: ${moved}`);
  return autoPlay(moved);
}

const code = (card: Card) => String.fromCharCode(48 + card);

/** Equal for tables that play out the same: columns and free cells in any order. */
export function positionKey(position: Position): string {
  const cells = position.cells
    .filter((card): card is Card => card !== null)
    .map(code)
    .sort()
    .join("");
  const columns = position.columns.map((column) => column.map(code).join("")).sort();
  return `${cells}|${columns.join(",")}`;
}

/**
 * How tangled a table is: cards still out, how deep the next card of each suit is buried, cards
 * lying on a lower card of the column (each must move away once more), and free cells in use.
 */
export function tangle(position: Position): number {
  let score = (52 - cardsHome(position)) * 4;
  for (const column of position.columns) {
    let lowest = 99;
    column.forEach((card, index) => {
      const rank = rankOf(card);
      if (rank > lowest) score += 3;
      lowest = Math.min(lowest, rank);
      const suit = SUITS.indexOf(suitOf(card));
      if (rank === position.home[suit]! + 1) score += (column.length - 1 - index) * 2;
    });
  }
  score += (CELL_PILES.length - freeCellCount(position)) * 2 - emptyColumnCount(position) * 4;
  return score;
}

export const freeCellSearch: ScoredProblem<Position, CardMove> = {
  moves: searchMoves,
  apply: applySearchMove,
  key: positionKey,
  isGoal: isWon,
  score: tangle,
};

export function solveFreeCell(position: Position, maxNodes: number): SolveResult<CardMove> {
  return solveBestFirst(freeCellSearch, position, { maxNodes });
}
