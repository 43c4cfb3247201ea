/**
 * Hints that never lie: a move the rules accept, preferably the next move of a win the solver
 * found; otherwise the most promising move; otherwise none. A hinter remembers the winning line
 * it found, so a player who follows hints gets the same plan move after move (fresh searches
 * from each table could wander between different plans).
 */
import { isWon, type FreeCellMove, type Position } from "./rules.ts";
import { applySearchMove, searchMoves, solveFreeCell } from "./solver.ts";

// Enough for most tables (a fresh deal rarely needs more), small enough to answer in well under a second.
const HINT_NODES = 8_000;

export interface Hint {
  move: Extract<FreeCellMove, { t: "move" }>;
  /** The solver found a win that goes on with this move. */
  winning: boolean;
}

/** The exact table (piles in place): a remembered move names its piles. */
function tableKey(position: Position): string {
  return JSON.stringify([position.cells, position.columns]);
}

export function createHinter(): (position: Position) => Hint | null {
  const plan = new Map<string, Extract<FreeCellMove, { t: "move" }>>();
  return (position) => {
    if (isWon(position)) return null;
    const planned = plan.get(tableKey(position));
    if (planned) return { move: planned, winning: true };
    const solution = solveFreeCell(position, HINT_NODES).solution;
    if (solution && solution.length > 0) {
      plan.clear();
      let current = position;
      for (const move of solution) {
        plan.set(tableKey(current), move);
        current = applySearchMove(current, move);
      }
      return { move: solution[0]!, winning: true };
    }
    const promising = searchMoves(position)[0];
    return promising ? { move: promising, winning: false } : null;
  };
}
