/**
 * Hints that never lie: the first move of a win the solver finds from here (without powerups),
 * else a card that plays now, else turning the stock; null when nothing is left to do.
 */
import { solveClearing } from "../engines/cards/clearing.ts";
import { playable, rules, SHAPE, toMove, WRAP, type SailingMove, type SailingState } from "./rules.ts";

// Small enough to answer within a frame or two in a phone browser.
const HINT_NODES = 3_000;

export interface Hint {
  move: SailingMove;
  /** The solver found a win that starts with this move. */
  winning: boolean;
}

export function findHint(state: SailingState): Hint | null {
  if (rules.status(state).phase !== "playing") return null;
  const wasteTop = state.waste.at(-1);
  if (wasteTop !== undefined) {
    const first = solveClearing({ shape: SHAPE, layout: state.layout, stock: state.stock, wasteTop, wrap: WRAP }, HINT_NODES).solution?.[0];
    if (first) return { move: toMove(first), winning: true };
  }
  const card = playable(state)[0];
  if (card !== undefined) return { move: { t: "play", i: card }, winning: false };
  return state.stock.length > 0 ? { move: { t: "draw" }, winning: false } : null;
}
