/** Hints that never lie (see hintStep in the card engine), from the solver when it sees a win. */
import { hintStep, type ClearingStep } from "../engines/cards/clearing.ts";
import { rules, SHAPE, WRAP, type GardensState } from "./rules.ts";

// Golf lines are long: a small search, answered within a frame or two on a phone.
const HINT_NODES = 1_500;

export function findHint(state: GardensState): ClearingStep | null {
  const wasteTop = state.waste.at(-1);
  if (rules.status(state).phase !== "playing" || wasteTop === undefined) return null;
  return hintStep({ shape: SHAPE, layout: state.layout, stock: state.stock, wasteTop, wrap: WRAP }, HINT_NODES)?.step ?? null;
}
