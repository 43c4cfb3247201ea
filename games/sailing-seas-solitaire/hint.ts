/** Hints that never lie (see hintStep in the card engine), from the solver when it sees a win. */
import { hintStep } from "../engines/cards/clearing.ts";
import { rules, SHAPE, toMove, WRAP, type SailingMove, type SailingState } from "./rules.ts";

// Small enough to answer within a frame or two in a phone browser.
const HINT_NODES = 3_000;

export interface Hint {
  move: SailingMove;
  /** The solver found a win that starts with this move. */
  winning: boolean;
}

export function findHint(state: SailingState): Hint | null {
  const wasteTop = state.waste.at(-1);
  if (rules.status(state).phase !== "playing" || wasteTop === undefined) return null;
  const found = hintStep({ shape: SHAPE, layout: state.layout, stock: state.stock, wasteTop, wrap: WRAP }, HINT_NODES);
  return found ? { move: toMove(found.step), winning: found.winning } : null;
}
