/**
 * Hints that never lie: a move the rules accept, preferably the first move of a win the solver
 * finds from here; otherwise the most promising move; otherwise none ("no useful moves").
 */
import { rules, type KlondikeMove, type KlondikeState } from "./rules.ts";
import { promisingMoves, solveKlondike } from "./solver.ts";

// Small enough to answer within a frame or two in a phone browser.
const HINT_NODES = 2_000;

export interface Hint {
  move: KlondikeMove;
  /** The solver found a win that starts with this move. */
  winning: boolean;
}

export function findHint(state: KlondikeState): Hint | null {
  if (rules.status(state).phase === "won") return null;
  const { solution } = solveKlondike(state, HINT_NODES);
  const first = solution?.[0];
  if (first) return { move: first, winning: true };
  const promising = promisingMoves(state)[0];
  return promising ? { move: promising, winning: false } : null;
}
